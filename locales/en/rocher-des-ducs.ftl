# Le rocher des ducs — English texts.
# The cards and the rules summary read these messages; numbers come from the
# rules engine and game.toml through the { $… } variables.

game-name = Le rocher des ducs
doc-cards-duplex = { $game } — print-and-play cards, double-sided ({ $paper })
doc-cards-gutterfold = { $game } — print-and-play cards to fold and glue ({ $paper })
doc-cards-printshop = { $game } — cards for a print shop, one per page with bleed
alt-card-face = Card { $face }

## Factions and card backs
faction-normans = Normans
faction-bretons = Bretons
faction-mercenaries = Mercenaries
back-heroes = Heroes

## Heroes (heroic variant)
hero-richard = Richard I
hero-richard-title = Duke of Normandy
hero-hoel = Hoël I
hero-hoel-title = Duke of Brittany
hero-mainard = Mainard
hero-mainard-title = Abbot of the Mount
hero-nordoard = Nordoard
hero-nordoard-title = Archbishop of Rennes
hero-hugues = Hugues de Cavalcamp
hero-hugues-title = Archbishop of Rouen
hero-lothaire = Lothaire
hero-lothaire-title = King of the Franks
hero-aubert = Saint Aubert
hero-aubert-title = Spirit of the Mount’s founder
hero-gabriel = The Archangel Gabriel
hero-gabriel-title = Holy protector

## Powers of the heroes
power-for-normans = For the Normans
power-for-bretons = For the Bretons
power-for-both = For either side
power-free = Laid as a warrior of the colour and value you choose.
power-weight = Laid as a green mercenary worth 1: dead weight for your side.
power-mainard = Take an enemy warrior from a contested rampart and lay it on your side of a contested rampart.
power-move = Shift an enemy warrior from one contested rampart to another, still on the enemy side.
power-lothaire = Pick any mercenary from its draw pile and lay it at once; then shuffle that pile.
power-aubert = Beside a contested rampart: no more mercenaries may join it, and those already there keep their colour but are worth nothing.
power-gabriel = Seals a contested rampart: no more cards, and nobody wins it. If the game ends level, the other side wins.

## Rules summary
summary-title = Rules summary
summary-formations = Formations, strongest first
formation-three = **Three of a kind**: three cards of the same value.
formation-colour-run = **Colour run**: three consecutive values in one colour.
formation-run = **Run**: three consecutive values in mixed colours.
formation-colour = **Colour**: three cards of one colour.
formation-sum = **Sum**: anything else.
summary-tie = Between equal formations the higher sum wins; on equal sums, the side that laid its third card first.
summary-claims-title = Claims
summary-claims = Announce a claim on your turn; it is settled at the start of your next one. Your { $cards } cards must be laid, and the enemy’s too, unless you can prove that no card missing from the battlefield could beat your formation (heroes aside).
summary-victory-title = Victory, checked whenever a rampart falls
victory-majority = **Majority**: { $majority } ramparts.
victory-breakthrough = **Breakthrough**: { $breakthrough } ramparts side by side.
victory-encirclement = **Encirclement**: both end ramparts of a line of { $ramparts }, each with a 6 or a 7 on your side.
summary-king = **The King of France** wins, and both sides lose, when a victory is reached only thanks to ramparts taken by mercenaries alone.

## Rulebook

rb-doc-title = { $game } — Rules of play
rb-subtitle = A card game for { $players-min }, 4 or { $players-max } players: Normans and Bretons fight for Mont Saint-Michel in the year 966
rb-toc-title = Contents
rb-example-label = Example
rb-clarification = Clarification.

rb-component-warriors = { $warriors } warriors in three colours, valued 1 to { $values }, with { $copies } copies of each value: red for the Normans, blue for the Bretons and green for the mercenaries of the King of France. Each card shows its value and its faction’s symbol in two corners.
rb-component-heroes = The { $heroes } heroes, used only in the heroic variant.
rb-component-backs = The card backs: the Norman, Breton and mercenary piles each have their own, and so do the heroes.
rb-component-summary = The rules-summary card.

rb-heroes-table-hero = Hero
rb-heroes-table-normans = Played by the Normans
rb-heroes-table-bretons = Played by the Bretons

rb-label-won = { $faction ->
    [normans] Norman
   *[bretons] Breton
}
rb-label-sealed = Sealed
rb-label-seat = Player { $player } · { $faction ->
    [normans] Normans
   *[bretons] Bretons
}
rb-diagram-alt = A line of { $ramparts ->
    [one] one rampart
   *[other] { $ramparts } ramparts
}; the Normans have won { $normans-won ->
    [0] none
   *[other] { $normans-won }
}, the Bretons { $bretons-won ->
    [0] none
   *[other] { $bretons-won }
}.

rb-card = { $colour ->
    [red] red
    [blue] blue
   *[green] green
} { $value }
rb-formation = { $formation ->
    [three] three of a kind
    [colour-run] colour run
    [run] run
    [colour] colour
    [none] no formation yet
   *[sum] sum
}
rb-formation-row = { $formation ->
    [three] Three of a kind
    [colour-run] Colour run
    [run] Run
    [colour] Colour
    [none] No formation yet
   *[sum] Sum
} — sum { $sum }

rb-step-lay = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} { $new ->
    [yes] open rampart { $rampart } with { $card }.
   *[no] lay { $card } at rampart { $rampart }.
}
rb-step-free = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} { $new ->
    [yes] open rampart { $rampart } with { $hero }, laid as a free warrior: { $card }.
   *[no] lay { $hero } at rampart { $rampart } as a free warrior: { $card }.
}
rb-step-weight = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} { $new ->
    [yes] open rampart { $rampart } with { $hero }, laid as dead weight: { $card }.
   *[no] lay { $hero } at rampart { $rampart } as dead weight: { $card }.
}
rb-step-mainard = { $faction ->
    [normans] The Normans play { $hero }: he takes { $card } from the Breton side of rampart { $from } and sets it on their own side of rampart { $to }.
   *[bretons] The Bretons play { $hero }: he takes { $card } from the Norman side of rampart { $from } and sets it on their own side of rampart { $to }.
}
rb-step-move = { $faction ->
    [normans] The Normans play { $hero } to shift { $card } from rampart { $from } to the Breton side of rampart { $to }.
   *[bretons] The Bretons play { $hero } to shift { $card } from rampart { $from } to the Norman side of rampart { $to }.
}
rb-step-lothaire = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} play { $hero }, pick { $card } out of the mercenary pile and { $new ->
    [yes] open rampart { $rampart } with it
   *[no] lay it at rampart { $rampart }
}; the pile is then shuffled.
rb-step-aubert = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} place { $hero } beside rampart { $rampart }: the mercenaries there now count for nothing, and no more may join them.
rb-step-gabriel = { $hero }, played by { $faction ->
    [normans] the Normans
   *[bretons] the Bretons
}, seals rampart { $rampart }: nobody will ever win it.
rb-step-pass = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} have no card they may play, so they pass, but they still draw at the end of their turn.
rb-step-claim = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} claim rampart { $rampart }{ $complete ->
    [yes] : their { $formation ->
        [three] three of a kind
        [colour-run] colour run
        [run] run
        [colour] colour
       *[sum] sum
    } ({ $sum }) beats the { $faction ->
        [normans] Bretons’
       *[bretons] Normans’
    } { $against ->
        [three] three of a kind
        [colour-run] colour run
        [run] run
        [colour] colour
       *[sum] sum
    } ({ $against-sum })
    [tie] : the same formation and the same sum ({ $sum }) on both sides, but their side was completed first, so it wins
   *[no] { " " }with their { $formation ->
        [three] three of a kind
        [colour-run] colour run
        [run] run
        [colour] colour
       *[sum] sum
    } ({ $sum }) before the { $faction ->
        [normans] Bretons’
       *[bretons] Normans’
    } side is complete: { $against ->
        [none] no warrior still off the battlefield could complete that side, so the proof holds
        [three] the best that side could still become with warriors not on the battlefield is a three of a kind ({ $against-sum }), which would not beat them, so the proof holds
        [colour-run] the best that side could still become with warriors not on the battlefield is a colour run ({ $against-sum }), which would not beat them, so the proof holds
        [run] the best that side could still become with warriors not on the battlefield is a run ({ $against-sum }), which would not beat them, so the proof holds
        [colour] the best that side could still become with warriors not on the battlefield is a colour ({ $against-sum }), which would not beat them, so the proof holds
       *[sum] the best that side could still become with warriors not on the battlefield is a sum of { $against-sum }, which would not beat them, so the proof holds
    }
}; the claim will be settled at the start of their next turn.
rb-step-refused = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} may not claim rampart { $rampart } (rule { $rule }): with warriors not yet on the battlefield, the { $faction ->
    [normans] Bretons’
   *[bretons] Normans’
} side could still become { $against ->
    [three] a three of a kind
    [colour-run] a colour run
    [run] a run
    [colour] a colour
   *[sum] a sum
} ({ $against-sum }), which would beat their { $formation ->
    [three] three of a kind
    [colour-run] colour run
    [run] run
    [colour] colour
   *[sum] sum
} ({ $sum }).
rb-step-resolved = At the start of their turn, { $faction ->
    [normans] the Normans’
   *[bretons] the Bretons’
} claim on rampart { $rampart } is settled: { $won ->
    [yes] they win it, and its cards stay where they are, out of play.
   *[no] it no longer holds, so it lapses and the rampart stays contested.
}
rb-step-rally = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} have no warrior left in hand and give their rallying cry: they take { $count } { $count ->
    [one] card
   *[other] cards
} from the top of the { $pile ->
    [normans] Norman
   *[bretons] Breton
} pile, and will draw from that pile from now on.
rb-step-draw = { $faction ->
    [normans] The Normans
   *[bretons] The Bretons
} draw { $card } from { $pile ->
    [normans] the Norman pile
    [bretons] the Breton pile
    [mercenaries] the mercenary pile
    [heroes] the hero pile
    [own-mercenaries] their own mercenary pile
   *[common] the common pile
}.
rb-step-gift = Player { $player } ({ $faction ->
    [normans] Normans
   *[bretons] Bretons
}) gives { $card } to player { $partner }.
rb-step-end = { $winner ->
    [king] { $reached ->
        [normans] The Normans
        [bretons] The Bretons
       *[none] A faction
    } { $victory ->
        [majority] reach a majority
        [breakthrough] make a breakthrough
        [encirclement] complete an encirclement
       *[other] reach a victory
    }, but only thanks to a rampart won with mercenaries alone: the King of France wins, and both factions lose.
   *[other] { $victory ->
        [majority] Majority: { $winner ->
            [normans] the Normans
           *[bretons] the Bretons
        } win.
        [breakthrough] Breakthrough: { $winner ->
            [normans] the Normans
           *[bretons] the Bretons
        } win.
        [encirclement] Encirclement: { $winner ->
            [normans] the Normans
           *[bretons] the Bretons
        } win.
        [count] The battle has stalled, and { $winner ->
            [normans] the Normans
           *[bretons] the Bretons
        } win, having taken more ramparts.
        [gabriel] The battle has stalled with as many ramparts on each side; only { $winner ->
            [normans] the Bretons
           *[bretons] the Normans
        } played the Archangel Gabriel, so { $winner ->
            [normans] the Normans
           *[bretons] the Bretons
        } win.
       *[draw] The battle has stalled with as many ramparts on each side: the game is a draw.
    }
}

rb-history-title = The Mount in 966
rb-history-body =
    In the year 966, Mont Saint-Michel, the rock that rises from the bay between Normandy and Brittany, is held by the Bretons. Richard I, Duke of Normandy, has won the Pope’s leave to rule it and marches to take it. Hoël I, Duke of Brittany, means to keep it.
    Lothaire, King of the Franks, watches with keen interest. He hires out his mercenaries to both dukes and hopes they will wear each other out, leaving the Mount to the crown.
    You lead the Normans or the Bretons. Win the ramparts of the Mount, and take care that your victory does not end up as the King’s.

rb-components-title = Components
rb-components-body =
    - { $warriors } warrior cards in three colours, valued 1 to { $values }, with { $copies } copies of each value: red for the Normans, blue for the Bretons and green for the mercenaries of the King of France.
    - { $heroes } hero cards, used only in the heroic variant.
    - A rules-summary card.
    Each warrior shows its value and its faction’s symbol in two corners. The backs tell the piles apart.

rb-goal-title = Aim of the game
rb-goal-body =
    Normans and Bretons face each other across a line of ramparts. Each side lays cards on its own side of the ramparts, and a rampart goes to the side with the stronger formation of three cards.
    The first faction to meet one of these conditions wins at once:
    - **Majority:** win { $majority } ramparts.
    - **Breakthrough:** win { $breakthrough } ramparts side by side.
    - **Encirclement:** once the line has all { $ramparts } ramparts, win both of its ends, each with a card of value { $high } or more on your side.
    Beware of the King of France: a victory that rests on ramparts won by his mercenaries alone is his, not yours.

rb-setup-title = Setting up
rb-setup-body =
    These rules are for { $players-min } players; the team game for 4 or { $players-max } comes later.
    - One player leads the Normans, the other the Bretons.
    - Sort the warriors by colour into three piles: the red Normans, the blue Bretons and the green mercenaries. Shuffle each pile and place it face down within reach of both players.
    - In the heroic variant, shuffle the { $heroes } heroes into a fourth pile, also face down.
    - Each player draws { $hand } cards from their own faction’s pile. This is their hand.
    - Choose the first player at random.
    > The original rules let the last person to have seen Mont Saint-Michel start, and then the loser of the previous game. This book simply draws lots, and so do its examples.

rb-turn-title = Playing a turn
rb-turn-body =
    Players take turns. On your turn, do the following in this order:
    - **Settle your claim**, if you announced one on your previous turn.
    - **Give the rallying cry**, if your hand holds no warrior (see The rallying cry).
    - **Play one card** from your hand onto your side of a rampart. If you have no card you may play, pass.
    - **Claim a rampart**, if you wish: at most one claim per turn.
    - **Draw one card**, if you hold fewer than { $hand }. You draw even after passing.
    Then the next player takes their turn.

rb-ramparts-title = The ramparts
rb-ramparts-body =
    The ramparts of the Mount form a single line across the table. The very first card of the game creates the first rampart.
    From then on, each card goes either to a rampart of the line that is still **contested** (neither won nor sealed) and has room on your side, or to a new rampart, opened at the left or the right end of the line. A rampart can never be squeezed in between two others, and the line never holds more than { $ramparts }.
    Every rampart has a Norman side and a Breton side. You lay cards only on your own faction’s side, with at most { $side-max } cards on each side.
    Any warrior in your hand may go on your side, whatever its colour. Usually that means your faction’s own warriors, red for the Normans or blue for the Bretons, and the green mercenaries.
    A won rampart takes no more cards: its cards stay where they are, out of play, and it remains part of the line, so no new rampart replaces it.

rb-formations-title = Formations
rb-formations-body =
    The { $side-max } cards on a side make a formation. From weakest to strongest:
    - **Sum:** three cards that make none of the formations below.
    - **Colour:** three cards of the same colour.
    - **Run:** three consecutive values, not all of one colour. They may be laid in any order: 4, 6 and 5 make a run.
    - **Colour run:** three consecutive values, all of the same colour.
    - **Three of a kind:** three cards of the same value, whatever their colours.
    A stronger formation always wins, whatever the values: a three of a kind of 1s beats a colour run of 5, 6 and 7.
    The sum of a side is the total of its three values. It only matters when both formations are the same.

rb-ties-title = Equal formations
rb-ties-body =
    When both sides of a rampart make the same formation, the higher sum wins.
    If the sums are equal as well, the rampart goes to the side that laid its third card first.
    > A hero can take a card away from a complete side. That side is then incomplete again; when it is back to three cards, it counts as completed at that moment, not at its first completion.

rb-claims-title = Claiming a rampart
rb-claims-body =
    A rampart is never won by itself: you have to claim it.
    On your turn, after playing a card or passing, you may announce a claim on one contested rampart where your side is complete. The claim is valid when the other side is complete too and your formation beats it, or when you can prove it will never beat yours (see Claiming early).
    The claim is settled at the start of your next turn. If it is still valid then, your faction wins the rampart. If not, the claim lapses and the rampart stays contested.
    In between, your opponent has a turn to spoil your plans, for instance with a hero that moves one of your cards away.
    The cards of a won rampart stay in place, out of play, for the rest of the game.

rb-proof-title = Claiming early
rb-proof-body =
    You need not wait for the other side to be complete. You may claim a rampart early if no way of completing the enemy side could beat your formation.
    Only warriors that are not on the battlefield can complete it: those still in the piles and in the players’ hands. Work out the best formation the enemy could still make with them.
    If the best they could do is the same formation with the same sum, your claim is still valid: you completed your side first, so that tie would go to you.
    Heroes play no part in the proof. Nobody assumes that a hero in a hand will be played, and a hero already on the battlefield counts as the card it stands for.
    > Every card on the table counts as seen, including those of won ramparts, which you may look through for this purpose only. The examples in this book were checked against every possible completion.

rb-drawing-title = Drawing
rb-drawing-body =
    At the end of your turn, if you hold fewer than { $hand } cards, draw one card from the pile of your choice:
    - your own faction’s pile;
    - the mercenary pile;
    - the hero pile, in the heroic variant.
    After your rallying cry, the enemy faction’s pile takes the place of your own.
    An empty pile cannot be chosen. Once every pile is empty, nobody draws any more: play on with the cards in your hand.

rb-rally-title = The rallying cry
rb-rally-body =
    At the start of your turn, if your hand holds no warrior (it is empty, or holds heroes only) while the enemy faction’s pile still has cards, you give the rallying cry.
    Take cards from the top of the enemy pile, as many as the next enemy player in turn order holds in hand, or all that is left if the pile has fewer. If that player’s hand is empty, there is no rallying cry.
    From then on, until the end of the game, you draw from the enemy pile instead of your own. The warriors you take fight for you: lay them on your own side like any other card.

rb-victory-title = Victory
rb-victory-body =
    Each time a rampart is won, check whether its faction now meets a victory condition. If so, the game ends at once, even in the middle of a turn:
    - **Majority:** { $majority } ramparts won.
    - **Breakthrough:** { $breakthrough } won ramparts next to each other in the line.
    - **Encirclement:** both end ramparts of the line, each won with at least one card of value { $high } or more on the winning side.
    > An encirclement needs the full line. Until it has its { $ramparts } ramparts, the line can still grow at either end, so its outermost ramparts do not yet count as its ends.

rb-king-title = The King of France
rb-king-body =
    The King hopes to pick up the Mount once the dukes have worn each other out. A rampart whose winning side holds green cards only, heroes laid as green included, has been won for his plans rather than yours.
    When a faction meets a victory condition, set aside in your mind the ramparts it won with green cards alone. If the victory no longer holds without them, the King of France wins instead, and both factions lose.
    A single red or blue card on the winning side is enough to make a rampart truly yours.

rb-stalled-title = When the battle stalls
rb-stalled-body =
    > The original rules give no way for the game to end without a victory. This book adds one.
    > A turn is quiet when its player plays no card and announces no claim. If, for as many turns in a row as there are players, every turn has been quiet and no claim is waiting to be settled, the game ends at the end of that turn.
    > The faction that has won more ramparts wins. If both have won as many, and only one faction has played the Archangel Gabriel, the other faction wins; otherwise the game is a draw.

rb-heroic-title = The heroic variant
rb-heroic-body =
    In this variant the great figures of the year 966 join the battle. The { $heroes } heroes form a pile of their own, and at the end of your turn you may draw from it instead of another pile.
    A hero is played instead of a warrior, as your card for the turn. It is played for its power alone and is never discarded. Its power depends on the faction that plays it, as the table after this section shows.
    - **Free warrior** (Richard I and Nordoard for the Normans, Hoël I and Hugues de Cavalcamp for the Bretons): laid on your side like a warrior, of any colour and value you name.
    - **Dead weight** (Hoël I for the Normans, Richard I for the Bretons): laid on your side as a green 1.
    - **Shift** (Hugues de Cavalcamp for the Normans, Nordoard for the Bretons): move an enemy warrior to the enemy side of another contested rampart with room.
    - **Mainard:** take an enemy warrior from a contested rampart and lay it on your side of a contested rampart with room, the same one or another.
    - **Lothaire:** pick any mercenary from the pile you draw mercenaries from and play it at once; that pile is then shuffled.
    - **Saint Aubert**, placed beside a contested rampart, makes its green cards worthless: they keep their colour but count 0 in a sum and make no run and no three of a kind. No green card may be laid or moved there any more.
    - **The Archangel Gabriel** seals a contested rampart: no card is laid, moved or taken there, nobody wins it, and a claim on it lapses. If the game stalls with as many ramparts on each side, he counts against the faction that played him.
    A hero laid as a warrior stays put and counts as the card it stands for; it may open a new rampart, and so may Lothaire’s mercenary. The other heroes act only on ramparts already in the line and are placed beside a rampart, taking no place on either side.

rb-heroes-limits-title = Limits on heroes
rb-heroes-limits-body =
    - **Not too many at once:** a faction may never have played more heroes than the other faction has played cards, plus one. Every play counts as one card, heroes included; Lothaire and his mercenary make one play.
    - **Never a hand of heroes:** you may not draw a hero, nor be given one, while your hand holds fewer than two warriors. The hero pile is then closed to you.
    - **Something to act on:** a hero whose power would have nothing to act on (no warrior to move, no mercenary in the pile, no contested rampart) cannot be played.
    - **Heroes stand apart:** a hero never moves, takes or copies another hero.

rb-teams-title = The team game
rb-teams-body =
    With 4 or { $players-max } players, the Normans and the Bretons each form a team. Sit so that the factions alternate around the table: turns go from a Norman to a Breton, then to a Norman again, and so on.
    Each player holds { $hand-four } cards with 4 players, or { $hand-six } with { $players-max }, and draws one card at the end of a turn while holding fewer.
    All the players of a faction lay their cards on the same side of the ramparts. A claim is settled at the start of the next turn of the player who announced it.
    Your armies are marching from far apart: partners may not tell each other anything about their cards.
    After each round of turns, once everyone has played, each player gives one card from their hand to the next player of their faction in turn order.
    > The gifts are chosen one player after another in turn order, then all handed over together. A player with an empty hand gives nothing. A hero may only be given to a partner who holds at least three warriors before the exchange.

rb-kingdom-title = The Kingdom of France variant
rb-kingdom-body =
    This variant is for { $players-min } players only. The factions no longer have piles of their own:
    - Shuffle the red and blue warriors together into one common pile.
    - Give each player a pile of { $values } mercenaries, one of each value, and let them shuffle it.
    - Each player draws their hand of { $hand } cards from their own mercenary pile.
    At the end of your turn, draw from the common pile or from your own mercenary pile. There is no rallying cry. Everything else is unchanged.
    In the heroic variant, add the hero pile as usual. When you play a hero, you choose which faction’s power it uses; Lothaire picks his mercenary from your own mercenary pile.

rb-royale-title = Battle royale
rb-royale-body =
    This variant is for { $players-min }, 4 or { $players-max } players. Shuffle every card into one common pile, heroes included in the heroic variant.
    Each player draws their hand from the common pile and draws from it at the end of each turn. There is no rallying cry. Everything else is unchanged.
    When you play a hero, you choose which faction’s power it uses; Lothaire picks his mercenary from the common pile.
    If a hero comes up while you may not take one (see Limits on heroes), slide it under the pile and carry on until you reach a warrior.

rb-credits-title = Credits
rb-credits-body =
    Game designed by { $designer }.
    This rulebook was written for this edition, and every example in it was played out by the rules engine.
    The illustrations were generated for this edition.

rb-quickref-title = Quick reference
rb-quickref-body =
    - **Turn:** settle your claim; rallying cry if you hold no warrior; play one card or pass; claim at most one rampart; draw one card if you hold fewer than { $hand }.
    - **Ramparts:** new ones only at either end of the line, { $ramparts } at most; { $side-max } cards per side.
    - **Formations, strongest first:** three of a kind, colour run, run, colour, sum.
    - **Equal formations:** the higher sum wins, then the side that completed first.
    - **Claim:** on a rampart where your side is complete; settled at the start of your next turn, if still valid.
    - **Early claim:** valid if no warriors off the battlefield could complete the enemy side to beat you; heroes are left out.
    - **Drawing:** your faction’s pile, the mercenary pile or the hero pile; empty piles are skipped.
    - **Rallying cry:** no warrior in hand? Take as many cards from the enemy pile as the next enemy holds, and draw from it from now on.
    - **Victory**, checked whenever a rampart is won: { $majority } ramparts; { $breakthrough } side by side; both ends of the full line, each with a { $high } or more.
    - **King of France:** a victory that needs ramparts won by green cards alone goes to him, and both factions lose.
    - **Heroes:** your faction’s heroes played may exceed the enemy’s cards played by one at most; never a hand of heroes only; no hero acts on another hero.
    - **Stalled game:** a full round of turns with no card played and no claim ends it. More ramparts wins; on equal counts, a faction that alone played Gabriel loses; otherwise it is a draw.

rb-ex-line-caption = The line grows only at its ends: each new rampart opens to the left or the right of the line, never between two ramparts, until there are { $ramparts }.
rb-ex-formations-caption = The five formations, strongest at the top, each with the sum of its cards. Any formation beats every formation below it; the sum only decides between equal formations.
rb-ex-tie-sum-caption = At rampart { $rampart } both sides make { $normans-formation ->
    [three] a three of a kind
    [colour-run] a colour run
    [run] a run
    [colour] a colour
   *[sum] a plain sum
}, so the sums decide: { $normans-sum } for the Normans against { $bretons-sum } for the Bretons.
rb-ex-tie-first-caption = At rampart { $rampart } both sides make { $normans-formation ->
    [three] a three of a kind
    [colour-run] a colour run
    [run] a run
    [colour] a colour
   *[sum] a plain sum
} worth { $normans-sum }: the rampart goes to the side that completed first, { $first ->
    [normans] the Normans
   *[bretons] the Bretons
}.
rb-ex-claim-proved-caption = The Normans claim rampart { $rampart } before the Bretons’ side is complete: no warrior still off the battlefield could give the Bretons a better formation, so the claim is proved.
rb-ex-claim-refused-caption = The claim on rampart { $rampart } is refused: a warrior not yet on the battlefield could still complete the Bretons’ side into a stronger formation.
rb-ex-majority-caption = Majority: { $winner ->
    [bretons] the Bretons win their { $bretons-won ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
       *[other] { $bretons-won }th
    }
   *[normans] the Normans win their { $normans-won ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
       *[other] { $normans-won }th
    }
} rampart, and the game ends at once.
rb-ex-breakthrough-caption = Breakthrough: { $winner ->
    [bretons] the Bretons
   *[normans] the Normans
} have won { $breakthrough } ramparts side by side, and the game ends at once.
rb-ex-encirclement-caption = Encirclement: the line is complete with { $ramparts } ramparts, and { $winner ->
    [bretons] the Bretons
   *[normans] the Normans
} have won both of its ends, each with a card of { $high } or more on their side.
rb-ex-king-caption = { $victory ->
    [majority] A majority is reached
    [breakthrough] A breakthrough is made
    [encirclement] An encirclement is complete
   *[other] A victory is reached
}, but one of the ramparts it needs was won with mercenaries alone: without that rampart it would not hold, so the King of France wins and both factions lose.
rb-ex-rally-caption = The Bretons’ hand holds no warrior, so at the start of their turn they give the rallying cry: they take as many cards from the top of the Norman pile as the next Norman player holds, and draw from that pile from now on.
rb-ex-hero-richard-caption = Played by the Normans, Richard I is a free warrior: he takes his place on their side as the colour and value they choose.
rb-ex-hero-hoel-caption = Played by the Normans, Hoël I is dead weight: he counts as a green 1 on their own side.
rb-ex-hero-mainard-caption = Mainard takes a Breton warrior and sets it on the Norman side, where it now fights for the Normans.
rb-ex-hero-nordoard-caption = Played by the Bretons, Nordoard shifts a Norman warrior to another contested rampart, where it stays on the Norman side.
rb-ex-hero-hugues-caption = Played by the Normans, Hugues de Cavalcamp shifts a Breton warrior to another contested rampart, where it stays on the Breton side.
rb-ex-hero-lothaire-caption = Lothaire brings in the mercenary of his player’s choice, picked out of the pile and laid at once; the mercenary pile is then shuffled.
rb-ex-hero-aubert-caption = Saint Aubert stands beside rampart { $rampart }: the mercenaries there keep their colour but count for nothing, so the sums are now { $normans-sum } for the Normans and { $bretons-sum } for the Bretons. No more mercenaries may join them.
rb-ex-hero-gabriel-caption = The Archangel Gabriel seals rampart { $rampart }: no card may be laid, moved or taken there, and nobody will ever win it.
rb-ex-gift-caption = A round of turns with four players. Once everyone has played, each player gives one card from their hand to the next player of their own faction.
