# Guyenne — English texts. Same message ids as the French file.

## Cards

game-name = Guyenne
side-english = English
side-french = French
castle-barbican = Barbican
castle-gatehouse = Gatehouse
castle-curtain-wall = Curtain wall
castle-keep = Keep
castle-postern = Postern
castle-tower = Tower
hero-black-prince = Edward of Woodstock
hero-black-prince-title = the Black Prince
hero-du-guesclin = Bertrand du Guesclin
hero-du-guesclin-title = Constable of France
card-hero = Hero
card-first-player = First player
card-summary = Rules summary
card-castle = Castle

## Rules-summary cards

summary-1-title = A round
summary-1-body =
    Cards go face down. Attack a neutral or enemy castle; defend your own.
    • First player: picks a castle and plays there.
    • Opponent: answers there, then plays at a second castle.
    • First player: answers at that second castle.
    • Each player uses exactly two castles, one to { $max } { $max ->
        [one] card
       *[other] cards
    } at each.
    • At a neutral castle, both attack.

summary-2-title = Battles
summary-2-body =
    One castle after the other, each side adds up its cards.
    • Attackers reveal; a defender may concede, discarding face down.
    • Higher total wins. Ties favour the defender; a neutral castle stays neutral.
    • A hero wins any battle; two heroes make a tie.
    • Round over: discard played cards, draw up to { $hand }, pass the first-player card.

summary-3-title = End of the game
summary-3-body =
    • Hold all { $castles } castles after a round: instant win, { $sweep } to nil.
    • Deck empty: reshuffle your discard, except the { $limit ->
        [1] first
        [2] second
        [3] third
       *[other] { $limit }th
    } time.
    • The game ends when, after drawing, a player with no deck left has one card or none.
    • Score { $isolated } per lone castle, { $grouped } per castle next to another of yours.
    • Tie: more cards left in hand and deck wins.

## Print files

doc-cards-duplex = { $game } — print-and-play cards, double-sided ({ $paper })
doc-cards-gutterfold = { $game } — print-and-play cards to fold and glue ({ $paper })
doc-cards-printshop = { $game } — cards for a print shop, one per page with bleed
alt-card-face = Card { $face }
