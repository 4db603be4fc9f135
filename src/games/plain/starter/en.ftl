# The English texts of __NAME__. Every message the templates use is here; a translation is a
# copy of this file in locales/<tag>/__ID__.ftl with the same ids and new texts.

game-name = __NAME__

## Cards

card-fire = Fire
card-fire-text = Beats earth. Play it to take the lead.
card-water = Water
card-water-text = Beats fire. Hold it back for the right moment.
card-earth = Earth
card-earth-text = Beats water. Slow, but it wins the long game.

## Rulebook

rule-components = Components
rule-components-body = Each card shows its element, its value and what it beats.
rule-goal = Goal of the game
rule-goal-body = Win the most rounds. A round is won by the player whose card beats the other's.
rule-turn = A turn
rule-turn-body =
    Both players choose a card and reveal it at the same time.
    - Fire beats earth, water beats fire, earth beats water.
    - With the same element, the higher value wins.
rule-examples = Example
example-first-turn = Anna plays fire, Ben plays water: water beats fire, so Ben wins the round.

## Print files (scriptorium asks every game for these)

doc-cards-duplex = { $game }: cards to print on both sides ({ $paper })
doc-cards-gutterfold = { $game }: cards to print, fold and glue ({ $paper })
doc-cards-printshop = { $game }: cards for a print shop
alt-card-face = Card face { $face }
