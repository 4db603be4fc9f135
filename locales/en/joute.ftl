# Joute — English texts. Same message ids and variables as the French reference file.
# The cards, the board, the tokens and the player aid read these messages; the
# numbers come from game.toml and the rules engine through the { $… } variables.

game-name = Joute
doc-cards-duplex = { $game } — print-and-play cards, double-sided ({ $paper })
doc-cards-gutterfold = { $game } — print-and-play cards to fold and glue ({ $paper })
doc-cards-printshop = { $game } — cards for a print shop, one per page with bleed
pnp-title = How to print these cards
pnp-scale = Print at actual size (100%, never ‘fit to page’), so that every card comes out at its true size.
pnp-duplex = Print on both sides of the paper, flipping on the long edge. Pages { $first } to { $last } hold the cards on { $sheets } sheets: each page of fronts is followed by the page of their backs. To check the setting, print one sheet alone first (page { $check } and its back) and hold it against the light: every back should sit behind its own front.
pnp-gutterfold = Print on one side only. Pages { $first } to { $last } hold the cards on { $sheets } sheets: the fronts on the left half, their backs on the right half. Fold each sheet along the dashed line, printed sides out, and glue the two halves together before cutting.
pnp-cut = Cut along the lines that the crop marks in the margins point to, with a ruler and a craft knife or a paper trimmer.
alt-card-face = Card { $face }

## Cards (the names the original game leaves open are chosen in game.toml)
kind-acquired = Asset
kind-adversity = Adversity
card-hauberk = Hauberk
card-sword = Sword
card-helm = Helm
card-shield = Shield
card-squire = Squire
card-lance = Lance
card-destrier = Destrier
card-spurs = Spurs
card-gauntlets = Gauntlets
card-banner = Banner
card-dubbing = Accolade
card-oath = Oath
card-injury = Wound
card-fever = Fever
card-disgrace = Disgrace
card-treachery = Treachery
card-storm = Storm
card-ransom = Ransom
rule-acquired = Play it in front of you: your destiny rises by { $gain }.
rule-adversity = Play it in front of an opponent: their destiny falls by { $loss }.
rule-saves = Space { $space }: in front of you, it keeps you from going back to Start.

## Special spaces of the track
space-respite = Respite
space-broken-lance = Broken Lance
space-unhorsed = Unhorsed
space-outnumbered = Outnumbered
effect-relief = Discard an Adversity card in front of you; your destiny rises by { $gain }.
effect-start = Back to Start.
effect-start-unless-card = Back to Start, unless the { $card } card lies in front of you.
effect-start-unless-acquired = Back to Start, unless { $count } or more Asset cards lie in front of you.

## Player aid
summary-title = Player aid
summary-turn-title = Your turn
summary-move = **Move** forward by your destiny if it is positive, then roll the die and move that many spaces more. Only the space where you stop counts.
summary-draw = **Draw** a card, if any are left.
summary-play = **Play** a card: an Asset card in front of you (only one of each kind), an Adversity card in front of an opponent (at most { $max }, all different; their destiny −{ $loss }), or discard it.
summary-negative = If an Adversity card or the Respite space leaves your destiny below 0, your pawn goes back to Start.
summary-spaces-title = Special spaces
summary-end-title = End of the game
summary-end =
    { $bounce ->
        [yes] The first to stop exactly on space { $finish } wins.
       *[other] The first to reach space { $finish } wins.
    }
summary-bounce = A move that overshoots reaches space { $finish }, then goes back by the excess.

## Board
board-start = Start
board-finish = Finish
board-destiny = Destiny
board-negative = Below 0 after an Adversity card or Respite: back to Start
board-pile = Draw pile
board-discard = Discard pile
board-exact = Finish exactly: any excess moves you back.
doc-board = { $game } — board
alt-board = The { $game } board: the track from the Start space to the finish with its special spaces, the destiny scale, the places of the draw pile and the discard pile, and in words the turn, the special spaces and the end of the game.

## The board in pieces, to print at home
doc-tiles = { $document }, to print in pieces ({ $paper })
tiles-map = The board in { $tiles } pieces
tiles-howto = Print every page at 100% (no ‘fit to page’ scaling). Cut each piece along the dashed lines of its left and top edges, then lay it over its neighbour to the left or above: its cut edge lies along the solid lines of that neighbour, and the { $overlap } mm overlap shows the same picture. Glue the pieces together, then mount the whole board on cardboard.
tiles-tile = Row { $row }, column { $column }

## Pawns, markers and die
doc-tokens = { $game }: pawns, markers and die to cut out ({ $paper })
tokens-pawns = Knight pawns
tokens-pawns-howto = Cut out each pawn along the solid line, fold it down the middle and glue the two halves back to back, then spread the tabs of the base. Folds are dash-dotted.
tokens-markers = Destiny markers
tokens-markers-howto = Cut out the round tokens, two for each knight (one is a spare); glue them onto cardboard to make them sturdier. Markers on the same value are stacked.
tokens-die = Die
tokens-die-howto = Cut out the net along the solid line, score the folds (dash-dotted), fold it into a cube and glue each tab under the face next to it.
alt-knight = Knight { $knight } on horseback, lance couched
alt-die = The net of a die, to fold into a cube

## Rulebook
rb-doc-title = { $game } — Rules of play
rb-subtitle = A tournament race for knights
rb-cover-players = { $players-min } to { $players-max } players
rb-cover-age = aged { $age } and over
rb-cover-minutes = { $minutes-min } to { $minutes-max } minutes
rb-toc-title = Contents
rb-example-label = Example
rb-clarification = Clarification ({ $id }).
rb-component-acquired = Asset cards
rb-component-adversity = Adversity cards, and the back shared by all the cards
rb-component-summary = The player aid, front and back
rb-component-board = The board’s track, from Start to Finish, with the special spaces and their signs
rb-cards-gallery-acquired = Every kind of Asset card, as printed
rb-cards-gallery-adversity = Every kind of Adversity card, as printed
rb-cards-table-name = Card
rb-cards-table-family = Type
rb-cards-table-value = Destiny
rb-cards-table-copies = Copies
rb-card-saves = Protects you on space { $space } while it lies in front of you.
rb-label-player = Player { $player }
rb-label-hand = Hand at the start of the turn:
rb-label-front = In front:
rb-label-before = Before
rb-label-after = After
rb-legend-title = Reading the examples
rb-legend-players = Each example shows the stretch of track where it takes place, the destiny scale, and the players it concerns: those who move or receive a card, and those whose pawn stands on that stretch or on the Start space. Under the scale come the cards in front of each of them and, for a player who takes a turn in the example, their hand at the start of that turn.
rb-legend-was = where a pawn or a marker stood before the example, or where a pawn stopped before being sent back to Start
rb-legend-move = a pawn’s move
rb-legend-new = a card played during the example
rb-legend-gone = a card discarded during the example
rb-notes-title = Notes
rb-relief-note =
    > [I-J4.1a] On the Respite space, a player with no Adversity card in front of them gains nothing: their marker stays where it is.
    > [I-J4.1b] If a player has several Adversity cards in front of them, they choose which one to discard.
rb-diagram-alt = Spaces { $first } to { $last } of the track, the destiny scale, and the cards in front of { $players ->
        [one] one player
       *[other] { $players } players
    }.

rb-step-move =
    { $destiny ->
        [0] Player { $player } has no positive destiny, so they just roll the die and get { $die }.
       *[other] Player { $player } moves { $destiny } { $destiny ->
            [one] space
           *[other] spaces
        } for their destiny, then rolls the die and gets { $die }.
    } { $bounced ->
        [yes] The total overshoots: their pawn goes from space { $from } to the finish, then bounces back the extra spaces and stops on space { $to }.
       *[other] Their pawn goes from space { $from } to space { $to }.
    }
rb-step-landing =
    { $outcome ->
        [nothing] Space { $space } ({ $name }): Player { $player } has no Adversity card in front of them, so nothing happens.
        [relieved] Space { $space } ({ $name }): Player { $player } discards their { $card } card, and their destiny rises to { $destiny }.{ $back ->
            [yes] { " " }It is still below 0, so their pawn goes back to Start.
           *[other] {""}
        }
        [saved-card] Space { $space } ({ $name }): the { $card } card in front of Player { $player } protects them, so they stay on the space.
        [saved-count] Space { $space } ({ $name }): Player { $player } has at least { $count } Asset cards in front of them, so they hold firm and stay on the space.
       *[back] Space { $space } ({ $name }): Player { $player }’s pawn goes back to Start.
    }
rb-step-draw = Player { $player } draws the top card: { $card }.
rb-step-no-draw = The draw pile is empty: Player { $player } draws nothing.
rb-step-idle = Player { $player } has no cards left, so their turn ends here.
rb-step-acquire =
    { $gain ->
        [0] Player { $player } plays the { $card } in front of themselves; their destiny is already { $destiny } and can rise no higher.
       *[other] Player { $player } plays the { $card } (+{ $gain }) in front of themselves: their destiny is now { $destiny }.
    }
rb-step-strike =
    { $back ->
        [yes] Player { $player } plays the { $card } in front of Player { $target }, whose destiny falls by { $loss } to { $destiny }. That is below 0, so Player { $target }’s pawn goes straight back to Start.
       *[other] Player { $player } plays the { $card } in front of Player { $target }, whose destiny falls by { $loss } to { $destiny }.
    }
rb-step-discard = Player { $player } discards the { $card } onto the discard pile.
rb-step-end =
    { $winner ->
        [0] The game ends with no winner.
       *[other] Player { $winner }’s pawn stops exactly on space { $finish }: they win the tournament.
    }

rb-ex-turn-caption = In a complete turn, Player { $player } moves, draws a card and equips themselves, ending on space { $space } with a destiny of { $destiny }.
rb-ex-adversity-caption = A blow of fate drives a destiny below 0, and the knight struck goes back to Start.
rb-ex-respite-caption = The Respite space takes away one of Player { $player }’s Adversity cards; by the end of the turn their destiny has climbed to { $destiny }.
rb-ex-broken-lance-caption = A broken lance sends Player { $player } back to Start.
rb-ex-unhorsed-caption = Two knights land on the Unhorsed space, but only the one with a Squire stays in the saddle; the other goes back to Start.
rb-ex-outnumbered-caption = With enough Asset cards, Player { $player } holds firm on space { $space }.
rb-ex-finish-caption = Player { $winner } lands exactly on the last space and wins.
rb-ex-bounce-caption = After too high a roll, Player { $player } bounces off the finish and stops on space { $space }.
rb-ex-bounce-45-caption = A bounce can end on a special space, which here sends Player { $player } back to Start.
rb-ex-empty-pile-caption = Once the draw pile is empty, a player with no cards only moves, while the others play the cards they have left.

rb-intro-title = The tournament
rb-intro-body =
    The heralds have proclaimed the joust. From { $players-min } to { $players-max } knights enter the lists, each bearing their own colours, to race along a track of { $finish } spaces strewn with perils. The first to stop exactly on the last space wins the tournament.
    Two forces drive a knight forward: the die, and destiny. Equipment and sworn commitments make destiny grow; the blows of fate that opponents deal make it fall, sometimes far enough to send the knight back to Start. The game is at its best with { $players-max } players.
    Notes headed ‘Clarification’ settle cases that the original rules leave open. They are this book’s rulings, and every example follows them; the reference in brackets is only there so that a note can be cited.

rb-components-title = Components
rb-components-body =
    - A board: the track, from the Start space to space { $finish }, with its special spaces; the destiny scale, from { $low } to +{ $high }, red below 0; and places for the draw pile and the discard pile.
    - { $players-max } pawns and { $players-max } markers: a pawn and a marker in each of the { $players-max } colours.
    - One { $die }-sided die.
    - { $cards } cards: { $acquired } Asset cards of { $acquired-kinds } kinds, and { $adversity } Adversity cards of { $adversity-kinds } kinds.
    - One player aid per player.
    If you are making your own copy, the board (in pieces to assemble), the pawns, the markers and a die net are all provided, ready to print.
    > [I-J1.4] The original rules showed most of the cards only in pictures, and those pictures are now lost. Only the Hauberk, Sword, Helm, Shield and Squire are named in the original text; every other card name was chosen for this edition.

rb-goal-title = Object of the game
rb-goal-body =
    { $bounce ->
        [yes] Be the first to bring your pawn to space { $finish }, stopping on it exactly.
       *[other] Be the first to bring your pawn to space { $finish }.
    }

rb-setup-title = Setup
rb-setup-body =
    Each player chooses a colour and takes the pawn and the marker of that colour. Place the pawns on the Start space and the markers on 0 on the destiny scale.
    Everyone rolls the die. The highest roll goes first; play then passes to the player on their right, and so on around the table.
    Shuffle all the cards together face down into a single pile: this is the draw pile; put it in its space on the board. Everyone is dealt { $hand } cards as their hand, and keeps it hidden from the other players.
    > [I-J2.1a] If several players tie for the highest roll, only they roll again, as many times as needed.

rb-turn-title = Playing a turn
rb-turn-body =
    On your turn, do these three things, in this order:
    - **move** your pawn;
    - **draw** a card;
    - **play** a card from your hand.
    Then it is the next player’s turn.

rb-move-title = Moving
rb-move-body =
    If your marker shows a positive value, move your pawn forward that many spaces. Then roll the die and move forward that many spaces more. A destiny of 0 or less gives no movement: only the die counts. Any number of pawns may share a space.
    > [I-J3.1] Both parts make up a single move, and only the space where it ends counts: a pawn that passes over a special space without stopping there is not affected, even if the part due to its destiny ended on that space.

rb-draw-title = Drawing
rb-draw-body = Take the top card of the draw pile and add it to your hand, which now holds one card more.

rb-play-title = Playing a card
rb-play-body =
    Choose a card from your hand and do one of these three things with it:
    - play an **Asset** card in front of yourself;
    - play an **Adversity** card in front of an opponent;
    - **discard** the card face up onto the discard pile.
    You play one card, and only one, every turn.

rb-acquired-title = Asset cards
rb-acquired-body =
    Asset cards are a knight’s equipment and commitments. When you play one in front of yourself, your marker moves up by the number shown on the card{ $gains ->
        [one] : { $gain-low }.
       *[other] : { $gain-low } or { $gain-high } depending on the card, as the table shows.
    }
    You may never have two Asset cards of the same kind in front of you, so you can have at most { $acquired-kinds } of them.
    The Squire also protects you on a special space, as the table shows.
    > [I-J3.3a] A marker never leaves the scale: going up it stops at +{ $high }, on the Respite space (30) too, and going down it stops at { $low }.

rb-adversity-title = Adversity cards
rb-adversity-body =
    You play an Adversity card in front of the opponent of your choice, never in front of yourself. That opponent suffers its effect at once: their marker moves down by { $adversity-loss } on the destiny scale.
    A player may never have more than { $adversity-max } Adversity cards in front of them, and they must all be of different kinds. So you cannot play an Adversity card in front of a player who already has { $adversity-max }, nor in front of one who already has a card of the same kind.
    > [I-J3.3b] The limit counts the Adversity cards in front of that player at the moment you play: a card taken away on the Respite space frees its place, and its kind.
    { $negative-start ->
        [yes] If the receiving player’s marker ends in the red part of the scale, below 0, their pawn goes straight back to the Start space, whatever their destiny was before the blow. Likewise, a player whose destiny is still below 0 after stopping on the Respite space (see ‘Special spaces’) goes back to Start.
       *[other] In this variant, a marker that drops below 0 does not send the pawn back to Start.
    }

rb-discard-title = Discarding
rb-discard-body =
    You may always discard a card face up onto the discard pile, even one you could have played otherwise.
    > [I-J3.4] A card that cannot be played (an Asset card you already have, an Adversity card that no opponent can take) can always be discarded. So as long as you have a card in your hand, you always have a play.

rb-spaces-title = Special spaces
rb-spaces-body =
    { $bounce ->
        [yes] Some spaces of the track have an effect. It applies when a move ends on that space, including after a bounce off the finish.
       *[other] Some spaces of the track have an effect. It applies when a move ends on that space.
    }

rb-empty-title = When the draw pile runs out
rb-empty-body = Once the draw pile is empty, nobody draws any more: everyone goes on playing the cards left in their hand. On their turn, a player with no cards left simply moves their pawn.

rb-end-title = End of the game
rb-end-body =
    The first pawn to stop exactly on space { $finish } wins the tournament at once: its player neither draws nor plays a card.
    { $bounce ->
        [yes] A move that would go past space { $finish } reaches it, then goes back one space for each step left over. A bounce can thus bring a pawn back onto a special space, whose effect then applies.
       *[other] In this variant, a move that reaches or passes space { $finish } stops there and wins.
    }
    { $below-start ->
        [yes]
            > [I-J6.3] A bounce that would take a pawn back beyond Start stops on the Start space.
       *[other] {""}
    }

rb-variants-title =
    { $variants ->
        [one] Variant
       *[other] Variants
    }
rb-variants-body =
    { $variants ->
        [one] The original rules have no variant; this edition proposes one. It plays by the rules of this book, with one change:
       *[other] The original rules have no variants; this edition proposes these. Each plays by the rules of this book, with one change:
    }
rb-variant-negative-start =
    { $negative-start ->
        [yes] **Back to Start:** a marker that ends below 0 sends its pawn straight back to Start.
       *[other] **No return:** a marker that drops below 0 no longer sends its pawn back to Start; only the die moves it then.
    }
rb-variant-bounce =
    { $bounce ->
        [yes] **Exact finish:** a move that would go past space { $finish } reaches it, then goes back by the excess; you must stop on it exactly to win.
       *[other] **Open finish:** for shorter games, drop the bounce. A pawn that reaches or passes space { $finish } stops there and wins.
    }

rb-credits-title = Credits
rb-credits-body =
    Rules based on the French rules of { $game }, whose author is not named.
    The pictures (cards, board, figures of the examples) are drawn for this edition by scriptorium from the game’s data.

rb-quickref-title = Quick reference
rb-quickref-body =
    - **Setup:** pawns on Start, markers on 0, { $hand } cards each; the highest roll goes first.
    - **Move:** by your destiny if it is positive, then by the die; only the space where you stop counts.
    - **Draw:** the top card, as long as the draw pile lasts.
    - **Play a card:** an Asset card in front of yourself (one per kind; destiny { $gains ->
        [one] +{ $gain-low }
       *[other] +{ $gain-low } or +{ $gain-high }
    }, never above +{ $high }); an Adversity card in front of an opponent (at most { $adversity-max }, all different; destiny −{ $adversity-loss }); or discard it.
    - { $negative-start ->
        [yes] **Below 0:** if an Adversity card or the Respite space leaves a marker in the red, its pawn goes straight back to Start.
       *[other] **Below 0:** the pawn stays where it is; only the die moves it.
    }
    - **Empty draw pile:** play the cards you have left; with none, just move.
    - { $bounce ->
        [yes] **End:** stop exactly on space { $finish }; any excess moves you back as many spaces.
       *[other] **End:** the first pawn to reach space { $finish } wins.
    }

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [finish] a pawn on the finish
   *[turn-limit] turn limit of the simulation
}
