# The English texts of __NAME__. Every message the templates use is here; a translation is a
# copy of this file in locales/<tag>/__ID__.ftl with the same ids and new texts.

game-name = __NAME__

## Cards

card-fire = Fire
card-fire-text = Beats earth. Worth { $value } points: play it to take the lead.
card-water = Water
card-water-text = Beats fire. Hold it back for the right moment.
card-earth = Earth
card-earth-text = Beats water. Slow, but it wins the long game.

## Rulebook

rule-components = Components
rule-components-body = The box holds { $copies } cards of { $cards } kinds. Each card shows its element, its value and what it beats.
rule-goal = Goal of the game
rule-goal-body = Win the most rounds. A round is won by the player whose card beats the other's.
rule-turn = A turn
rule-turn-body =
    Each player takes { $hand } cards in hand.
    Both players choose a card and reveal it at the same time.
    - Fire beats earth, water beats fire, earth beats water.
    - With the same element, the higher value wins.
rule-examples = Example
example-first-turn = Anna plays fire, Ben plays water: water beats fire, so Ben wins the round.

## Print files (scriptorium asks every game for these)

doc-cards-duplex = { $game }: cards to print on both sides ({ $paper })
doc-cards-gutterfold = { $game }: cards to print, fold and glue ({ $paper })
doc-cards-printshop = { $game }: cards for a print shop
pnp-title = How to print these cards
pnp-scale = Print at actual size (100%, never ‘fit to page’), so that every card comes out at its true size.
pnp-duplex = Print on both sides of the paper, flipping on the long edge. Pages { $first } to { $last } hold the cards on { $sheets } sheets: each page of fronts is followed by the page of their backs. To check the setting, print the first sheet alone and hold it against the light: every back should sit behind its front.
pnp-gutterfold = Print on one side only. Pages { $first } to { $last } hold the cards on { $sheets } sheets: the fronts on the left half, their backs on the right half. Fold each sheet along the dashed line, printed sides out, and glue the two halves together before cutting.
pnp-cut = Cut along the lines that the crop marks in the margins point to, with a ruler and a craft knife or a paper trimmer.
alt-card-face = Card face { $face }
