# Le rocher des ducs — English texts.
# The cards and the rules summary read these messages; numbers come from the
# rules engine and game.toml through the { $… } variables.

game-name = Le rocher des ducs
doc-cards-duplex = { $game } — print-and-play cards, double-sided ({ $paper })
doc-cards-gutterfold = { $game } — print-and-play cards to fold and glue ({ $paper })
doc-cards-printshop = { $game } — cards for a print shop, one per page with bleed
pnp-title = How to print these cards
pnp-scale = Print at actual size (100%, never ‘fit to page’), so that every card comes out at its true size.
pnp-duplex = Print on both sides of the paper, flipping on the long edge. Pages { $first } to { $last } hold the cards on { $sheets } sheets: each page of fronts is followed by the page of their backs. To check the setting, print one sheet alone first (page { $check } and its back) and hold it against the light: every back should sit behind its own front.
pnp-gutterfold = Print on one side only. Pages { $first } to { $last } hold the cards on { $sheets } sheets: the fronts on the left half, their backs on the right half. Fold each sheet along the dashed line, printed sides out, and glue the two halves together before cutting.
pnp-cut = Cut along the lines that the crop marks in the margins point to, with a ruler and a craft knife or a paper trimmer.
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
power-for-both = For either faction
power-free = **Free warrior:** lay him on your side as a warrior of the colour and value you choose.
power-weight = **Dead weight:** lay him on your side as a green 1.
power-mainard = Take a warrior from the enemy side of a contested rampart, whatever its colour, and lay it on your side of a contested rampart with room, the same one or another.
power-move = **Shift:** move an enemy-side warrior of a contested rampart to the enemy side of another one with room.
power-lothaire = Pick any mercenary you like from the pile you draw mercenaries from (your own pile in the Kingdom of France, the common pile in Battle royale) and lay it at once; then shuffle that pile.
power-aubert = Place him beside a contested rampart: no green card may be laid there any more. The green cards already there keep their colour but lose their value.
power-gabriel = Place him beside a contested rampart to seal it: no card may be added there, and nobody wins it. If the game ends in a tie, the faction that did not play him wins.

## Rules summary
summary-title = Rules summary
summary-formations = Formations, strongest first
formation-three = **Three of a kind:** three cards of the same value.
formation-colour-run = **Colour run:** three consecutive values in one colour.
formation-run = **Run:** three consecutive values in mixed colours.
formation-colour = **Colour:** three cards of one colour.
formation-sum = **Sum:** anything else.
summary-tie = Equal formations: the higher total wins; on equal totals, the side completed first.
summary-claims-title = Claims
summary-claims = Announce a claim on your turn; it is settled at the start of your next turn. Your side must be complete ({ $cards } cards). It must beat the complete enemy side (ties go to the side completed first), or you must prove that no completion of that side with warriors still off the battlefield could beat you (heroes not counted).
summary-turn-title = Your turn
summary-turn = Settle your pending claim; sound the rallying cry if your hand holds no warrior; play one card (or pass); announce at most one claim; draw a card if you hold fewer than { $hand } ({ $hand-four } with 4 players, { $hand-six } with { $players-max }).
summary-victory-title = Victory
victory-majority = Checked each time a rampart is won. **Majority:** { $majority } ramparts won.
victory-breakthrough = **Breakthrough:** { $breakthrough } won ramparts side by side.
victory-encirclement = **Encirclement:** the two outer ramparts of the line, each with a 6 or a 7 on your side, once the line is complete.
summary-king = **The King of France** wins, and both factions lose, when a victory is reached through ramparts won by green cards alone (a victory that would not hold without them).

## Rulebook

rb-doc-title = { $game } — Rules of play
rb-subtitle = Normans and Bretons fight for Mont Saint-Michel in the year 966
rb-cover-facts = A card game for { $players-min }, 4 or { $players-max } players · aged { $age } and over · { $minutes-min } to { $minutes-max } minutes
rb-toc-title = Contents
rb-example-label = Example
rb-clarification = Clarification ({ $id }).

rb-component-warriors = A Norman, a Breton and a mercenary warrior.
rb-component-heroes = Three of the { $heroes } heroes, used only in the heroic variant.
rb-component-backs = The card backs: the Norman, Breton and mercenary piles each have their own, and so do the heroes.
rb-component-summary = The rules-summary card, front and back.

rb-heroes-table-hero = Hero
rb-heroes-table-normans = Played by the Normans
rb-heroes-table-bretons = Played by the Bretons

rb-label-won = { $faction ->
    [normans] Normans
   *[bretons] Bretons
}
rb-label-sealed = Sealed
rb-notes-title = Notes
rb-label-before = Before
rb-label-after = After
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
} ({ $sum })

rb-step-lay = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) { $new ->
        [yes] opens rampart { $rampart } with the { $card }.
       *[no] lays the { $card } on rampart { $rampart }.
    }
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } { $new ->
        [yes] open rampart { $rampart } with the { $card }.
       *[no] lay the { $card } on rampart { $rampart }.
    }
}
rb-step-free = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) { $new ->
        [yes] opens rampart { $rampart } with { $hero }, laid as a free warrior: he counts as the { $card }.
       *[no] lays { $hero } on rampart { $rampart } as a free warrior: he counts as the { $card }.
    }
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } { $new ->
        [yes] open rampart { $rampart } with { $hero }, laid as a free warrior: he counts as the { $card }.
       *[no] lay { $hero } on rampart { $rampart } as a free warrior: he counts as the { $card }.
    }
}
rb-step-weight = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) { $new ->
        [yes] opens rampart { $rampart } with { $hero }, laid as dead weight: he counts as the { $card }.
       *[no] lays { $hero } on rampart { $rampart } as dead weight: he counts as the { $card }.
    }
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } { $new ->
        [yes] open rampart { $rampart } with { $hero }, laid as dead weight: he counts as the { $card }.
       *[no] lay { $hero } on rampart { $rampart } as dead weight: he counts as the { $card }.
    }
}
rb-step-mainard = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) plays
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } play
} { $hero }: he takes the { $card } from the { $faction ->
    [normans] Breton
   *[bretons] Norman
} side of rampart { $from } and lays it on the { $faction ->
    [normans] Norman
   *[bretons] Breton
} side of rampart { $to }.
rb-step-move = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) plays
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } play
} { $hero } to shift the { $card } from the { $faction ->
    [normans] Breton
   *[bretons] Norman
} side of rampart { $from } to the same side of rampart { $to }.
rb-step-lothaire = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) plays { $hero }, picks the { $card } out of the mercenary pile and { $new ->
        [yes] opens rampart { $rampart } with it
       *[no] lays it on rampart { $rampart }
    }
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } play { $hero }, pick the { $card } out of the mercenary pile and { $new ->
        [yes] open rampart { $rampart } with it
       *[no] lay it on rampart { $rampart }
    }
}; the pile is then shuffled.
rb-step-aubert = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) places
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } place
} { $hero } beside rampart { $rampart }: the green cards there now count 0 and make no run and no three of a kind, and no more green cards may be laid there.
rb-step-gabriel = { $hero }, played by { $team ->
    [yes] player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    })
   *[no] { $faction ->
        [normans] the Normans
       *[bretons] the Bretons
    }
}, seals rampart { $rampart }: no card may be added, moved or taken there any more, and nobody will ever win it.
rb-step-pass = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) has no card that may be played and passes, but still draws at the end of the turn.
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } have no card they may play, so they pass, but they still draw at the end of their turn.
}
rb-step-claim = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) claims
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } claim
} rampart { $rampart }{ $complete ->
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
    } ({ $against-sum }).
    [tie] : both sides make { $formation ->
        [three] a three of a kind
        [colour-run] a colour run
        [run] a run
        [colour] a colour
       *[sum] a sum
    } with the same total ({ $sum }), but the { $faction ->
        [normans] Norman
       *[bretons] Breton
    } side was completed first, so it wins.
   *[no] { " " }early, with their { $formation ->
        [three] three of a kind
        [colour-run] colour run
        [run] run
        [colour] colour
       *[sum] sum
    } ({ $sum }): { $against ->
        [none] no warrior still off the battlefield could complete the { $faction ->
            [normans] Breton
           *[bretons] Norman
        } side, so the claim is proved.
        [three] the best the { $faction ->
            [normans] Breton
           *[bretons] Norman
        } side could still become with warriors off the battlefield is a three of a kind ({ $against-sum }), so the claim is proved.
        [colour-run] the best the { $faction ->
            [normans] Breton
           *[bretons] Norman
        } side could still become with warriors off the battlefield is a colour run ({ $against-sum }), so the claim is proved.
        [run] the best the { $faction ->
            [normans] Breton
           *[bretons] Norman
        } side could still become with warriors off the battlefield is a run ({ $against-sum }), so the claim is proved.
        [colour] the best the { $faction ->
            [normans] Breton
           *[bretons] Norman
        } side could still become with warriors off the battlefield is a colour ({ $against-sum }), so the claim is proved.
       *[sum] the best the { $faction ->
            [normans] Breton
           *[bretons] Norman
        } side could still become with warriors off the battlefield is a sum ({ $against-sum }), so the claim is proved.
    }
} It will be settled at the start of { $team ->
    [yes] player { $player }’s
   *[no] { $faction ->
        [normans] the Normans’
       *[bretons] the Bretons’
    }
} next turn.
rb-step-refused = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) may
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } may
} not claim rampart { $rampart }: with warriors not yet on the battlefield, the { $faction ->
    [normans] Breton
   *[bretons] Norman
} side could still become { $against ->
    [three] a three of a kind
    [colour-run] a colour run
    [run] a run
    [colour] a colour
   *[sum] a sum
} ({ $against-sum }), which would beat the { $faction ->
    [normans] Normans’
   *[bretons] Bretons’
} { $formation ->
    [three] three of a kind
    [colour-run] colour run
    [run] run
    [colour] colour
   *[sum] sum
} ({ $sum }).
rb-step-resolved = At the start of { $team ->
    [yes] the next turn of player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }), their claim on rampart { $rampart } is settled: { $won ->
        [yes] the { $faction ->
            [normans] Normans
           *[bretons] Bretons
        } win it.
       *[no] it no longer holds, so it lapses and the rampart stays contested.
    }
   *[no] { $faction ->
        [normans] the Normans’
       *[bretons] the Bretons’
    } next turn, their claim on rampart { $rampart } is settled: { $won ->
        [yes] they win it.
       *[no] it no longer holds, so it lapses and the rampart stays contested.
    }
}
rb-step-rally = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) has no warrior left in hand and sounds the rallying cry: they take
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } have no warrior left in hand and sound the rallying cry: they take
} { $count } { $count ->
    [one] card
   *[other] cards
} from the top of the { $pile ->
    [normans] Norman
   *[bretons] Breton
} pile, and will draw from that pile from now on.
rb-step-draw = { $team ->
    [yes] Player { $player } ({ $faction ->
        [normans] Normans
       *[bretons] Bretons
    }) draws
   *[no] { $faction ->
        [normans] The Normans
       *[bretons] The Bretons
    } draw
} { $pile ->
    [normans] the { $card } from the Norman pile.
    [bretons] the { $card } from the Breton pile.
    [mercenaries] the { $card } from the mercenary pile.
    [heroes] a hero: { $card }.
    [own-mercenaries] the { $card } from their own mercenary pile.
   *[common] a card from the common pile: { $card }.
}
rb-step-gift = Player { $player } ({ $faction ->
    [normans] Normans
   *[bretons] Bretons
}) gives the { $card } to Player { $partner }.
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
    }, but it would not hold without a rampart won with mercenaries alone: the King of France wins, and both factions lose.
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
        } win, having won more ramparts.
        [gabriel] The battle has stalled with both factions on the same number of ramparts; only { $winner ->
            [normans] the Bretons
           *[bretons] the Normans
        } played the Archangel Gabriel, so { $winner ->
            [normans] the Normans
           *[bretons] the Bretons
        } win.
       *[draw] The battle has stalled with both factions on the same number of ramparts: the game is a draw.
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
    Each warrior shows its value and the symbol of its colour in two corners. The backs tell the piles apart.
    Notes headed ‘Clarification’ settle cases that the original rules leave open. They are this book’s rulings, and every example follows them; the reference in brackets is only there so that a note can be cited.

rb-goal-title = Aim of the game
rb-goal-body =
    Normans and Bretons face each other across a line of ramparts. Each faction lays its cards on its own side of the ramparts, and a rampart goes to the faction whose three cards make the stronger formation, once that faction has claimed it.
    The first faction to meet one of these conditions wins at once:
    - **Majority:** win { $majority } ramparts.
    - **Breakthrough:** win { $breakthrough } ramparts side by side.
    - **Encirclement:** win the two outer ramparts of the line, each with a card of value { $high } or more.
    Beware of the King of France: a victory reached through ramparts won by his mercenaries alone goes to him, and both factions lose (see ‘Victory’ and ‘The King of France’).

rb-setup-title = Setting up
rb-setup-body =
    These rules are for { $players-min } players; the team game for 4 or { $players-max } players is explained later (see ‘The team game’).
    - One player leads the Normans, the other the Bretons.
    - Sort the warriors by colour into three piles: the red Normans, the blue Bretons and the green mercenaries. Shuffle each pile and place it face down within reach of both players.
    - In the heroic variant, shuffle the { $heroes } heroes into a fourth pile, also face down.
    - Each player draws { $hand } cards from their own faction’s pile. This is their hand.
    - Whoever saw Mont Saint-Michel most recently goes first. In later games, the loser of the previous game goes first.
    > [I-D2.1] The original rules only sort the cards into piles; this rulebook shuffles every one of them.
    > [I-D2.3] If that does not settle it, or if you prefer, choose the first player at random.

rb-turn-title = Playing a turn
rb-turn-body =
    Players take turns. On your turn, do the following in this order:
    - **Settle your claim**, if you announced one on your previous turn.
    - **Sound the rallying cry**, if your hand holds no warrior (see ‘The rallying cry’).
    - **Play one card** from your hand, usually onto your side of a rampart.
    - **Claim a rampart**, if you wish.
    - **Draw one card**, if you hold fewer than { $hand }.
    Then the next player takes their turn.
    > [I-D3] The original rules give only the card played, the draw, and a claim settled at the start of the next turn. This rulebook puts the rallying cry at the start of the turn, right after that settling, and the claim after the card played.
    > [I-D3.2] If you have no card you may lay, you pass, and the rest of your turn goes on as usual: you may still claim, and you draw if your hand is short.

rb-ramparts-title = The ramparts
rb-ramparts-body =
    The ramparts of the Mount form a single line across the table. The very first card of the game creates the first rampart.
    From then on, each card goes either to a rampart of the line that is still **contested** (neither won nor, in the heroic variant, sealed by the Archangel Gabriel) and has room on your side, or to a new rampart, opened at the left or the right end of the line. A rampart can never be squeezed in between two others, and the line never holds more than { $ramparts }.
    Every rampart has a Norman side and a Breton side. You lay cards only on your own faction’s side, with at most { $side-max } cards on each side.
    Any warrior in your hand may go on your side, whatever its colour. Usually that means your faction’s own warriors, red for the Normans or blue for the Bretons, and the green mercenaries.
    A won rampart takes no more cards, but it remains part of the line, so no new rampart replaces it (see ‘Claiming a rampart’).
    The walls A, B, C… in the pictures only name the ramparts of the examples: the game has no rampart tiles. Each picture shows where its example ends, and a picture marked ‘Before’ shows where it starts. A gold frame marks the rampart the example is about, and a won rampart’s wall takes its winner’s colour.

rb-formations-title = Formations
rb-formations-body =
    The three cards on a side make a formation. From weakest to strongest:
    - **Sum:** three cards that make none of the formations below.
    - **Colour:** three cards of the same colour.
    - **Run:** three consecutive values, not all of one colour. They may be laid in any order: 4, 6 and 5 make a run.
    - **Colour run:** three consecutive values, all of the same colour.
    - **Three of a kind:** three cards of the same value, whatever their colours.
    A stronger formation always wins, whatever the values: three 1s beat a colour run of 5, 6 and 7.
    The total of a side is its three values added together. It matters only when both sides make the same formation.

rb-ties-title = Equal formations
rb-ties-body =
    When both sides of a rampart make the same formation, the higher total wins.
    If the totals are equal as well, the rampart goes to the side that was completed first.
    > [I-D5.2] A side is complete the moment its third card is laid. A hero can take a card away from a complete side: it is then incomplete again, and when it is back to three cards, it counts as completed at that moment, not at its first completion.

rb-claims-title = Claiming a rampart
rb-claims-body =
    A rampart is never won automatically: you have to claim it.
    On your turn, after playing a card or passing, you may announce a claim on one contested rampart where your side is complete. The claim is valid when the other side is complete too and your formation beats it (see ‘Equal formations’ for a tie), or when you can prove that the other side can never beat yours (see ‘Claiming early’).
    The claim is settled at the start of your next turn. In between, the other players take their turns and may spoil your plans, for instance with a hero that moves one of your cards away.
    > [I-D5.3c] At most one claim per turn: the original rules set no limit; this rulebook allows only one.
    > [I-D5.3d] At the start of your next turn, the claim is checked again. If it is still valid, your faction wins the rampart and its cards are stacked face down; if not, the claim lapses and the rampart stays contested.
    When your faction wins a rampart, gather all its cards, from both sides, into one face-down pile where it stands, turned towards your faction. Nobody adds, moves or takes a card there, and its cards may be looked at only to prove a claim on another rampart (see ‘Claiming early’). If that rampart brings your faction a victory, the game ends at once.
    > [I-D5.4] So that everyone can see who holds the rampart, put one of the winner’s own cards on top if the pile holds one (red for the Normans, blue for the Bretons): its back names the winner. A rampart won with green cards only gets a mercenary on top instead: it counts for its winner, but the King of France has his eye on it.
    The pictures in this rulebook leave the cards of a won rampart face up, with the winner’s name under it, so that you can follow the examples.

rb-proof-title = Claiming early
rb-proof-body =
    You need not wait for the other side to be complete. You may claim a rampart early if no way of completing the enemy side could beat your formation.
    Only warriors that are not on the battlefield can complete it: those still in the piles and in the players’ hands. Work out the best formation the enemy side could still make with them.
    If the best it could make is the same formation with the same total, your claim is still valid: you completed your side first, so that tie would go to you.
    Heroes play no part in the proof.
    > [I-D5.3a] Every card laid on a rampart is on the battlefield, including the cards of won ramparts: you may look through their piles for this purpose only, and they count as seen. Every other warrior, those in your own hand included, may still complete the enemy side.
    > [I-D5.3b] Nobody assumes that a hero still in a hand will be played, and a hero already laid as a warrior counts as the card it stands for.

rb-drawing-title = Drawing
rb-drawing-body =
    At the end of your turn, if you hold fewer than { $hand } cards, draw one card from the pile of your choice:
    - your own faction’s pile;
    - the mercenary pile;
    - the hero pile, in the heroic variant (see ‘Limits on heroes’).
    After your rallying cry, the enemy faction’s pile takes the place of your own.
    An empty pile cannot be chosen. Once every pile is empty, nobody draws any more: play on with the cards in your hand.

rb-rally-title = The rallying cry
rb-rally-body =
    At the start of your turn, if your hand holds no warrior (it is empty, or holds heroes only) while the enemy faction’s pile still has cards, you sound the rallying cry.
    Take cards from the top of the enemy pile, as many as your opponent holds in hand.
    From then on, until the end of the game, you draw from the enemy pile instead of your own. The warriors you take fight for you: lay them on your own side like any other card.
    > [I-D6.3] This rulebook counts the cards of the next enemy player in turn order, but you never take more than you need to fill your hand ({ $hand } cards, { $hand-four } with 4 players, { $hand-six } with { $players-max }), nor more than the pile holds. If that comes to nothing, because that player’s hand is empty, there is no rallying cry.

rb-victory-title = Victory
rb-victory-body =
    Each time a rampart is won, check whether its faction now meets a victory condition. If so, the game ends at once, even in the middle of a turn:
    - **Majority:** { $majority } ramparts won.
    - **Breakthrough:** { $breakthrough } won ramparts next to each other in the line.
    - **Encirclement:** the two outer ramparts of the line, with at least one card of value { $high } or more at each.
    > [I-D7.3] Until the line has its { $ramparts } ramparts, it can still grow at either end, so its outermost ramparts are not yet its ends: this rulebook counts an encirclement only once the line is full. The original rules ask for a 6 or a 7 ‘at each of these ramparts’; this rulebook wants that card on the side of the faction that won the rampart.

rb-king-title = The King of France
rb-king-body =
    The King hopes to pick up the Mount once the dukes have worn each other out. A rampart won with green cards only still counts for the faction that won it, but it serves the King’s plans rather than yours: if a victory is reached through ramparts won by his mercenaries alone, it goes to him, and both factions lose. A single red or blue card on the winning side is enough to make a rampart truly yours.
    > [I-D5.5] This rulebook settles it this way: when a faction meets a victory condition, mentally set aside the ramparts it won with green cards alone. If the victory no longer holds without them, the King of France wins; if it still holds, it is yours. A hero laid as green (a dead weight, or a free warrior played as green) counts as a green card.

rb-stalled-title = When the battle stalls
rb-stalled-body =
    Sometimes nobody can get anywhere any more. The original rules give no way for a game to end without a victory, though Gabriel’s power speaks of a tie at the end of the game, so this rulebook adds one.
    > [I-D7.4] A turn is **quiet** when its player neither plays a card nor announces a claim (a claim settled at the start of the turn does not stop it being quiet). The game ends at the end of a turn when there have been as many quiet turns in a row as there are players, no claim is waiting to be settled, and nobody holds a card they could lay, each hand judged as if it were its owner’s turn. The faction that has won more ramparts wins. If both have won the same number and only one faction has played the Archangel Gabriel, the other faction wins; otherwise the game is a draw.

rb-heroic-title = The heroic variant
rb-heroic-body =
    In this variant, heroes from the history and legend of the Mount join the battle. The { $heroes } heroes form a pile of their own, and at the end of your turn you may draw from it instead of another pile.
    A hero is played instead of a warrior, as your card for the turn. It is played for its power alone and is never discarded. Its power depends on the faction that plays it, as the heroes’ table shows.
    - **Free warrior** (Richard I and Nordoard for the Normans, Hoël I and Hugues de Cavalcamp for the Bretons): lay him on your side as a warrior of the colour and value you choose.
    - **Dead weight** (Hoël I for the Normans, Richard I for the Bretons): lay him on your side as a green 1.
    - **Shift** (Hugues de Cavalcamp for the Normans, Nordoard for the Bretons): move a warrior from the enemy side of a contested rampart to another contested rampart with room.
    - **Mainard:** take a warrior from the enemy side of a contested rampart, whatever its colour, and lay it on your side of a contested rampart with room, the same one or another.
    - **Lothaire:** pick any mercenary from the pile you draw mercenaries from and lay it at once; then shuffle that pile.
    - **Saint Aubert:** place him beside a contested rampart. No green card may be laid there any more; the green cards already there keep their colour but lose their value.
    - **The Archangel Gabriel:** place him beside a contested rampart to seal it. No card may be laid there any more, and nobody wins it. If the game ends in a tie, the faction that did not play him wins (see ‘When the battle stalls’).
    A hero laid as a warrior stays put and counts as the card it stands for. In the pictures, a purple border marks a hero laid as a warrior, and a hero placed beside a rampart appears at the left of its wall.
    > [I-D8a] The original rules have Nordoard (for the Normans) and Hugues de Cavalcamp (for the Bretons) ‘play as a priest’; this rulebook makes them free warriors.
    > [I-D8b] A shifted warrior stays on the enemy side: the original rules do not say which side it goes to.
    > [I-D8c] No hero may move a green card onto the rampart beside Saint Aubert either, and no hero may be laid there as green. This rulebook reads ‘lose their value’ this way: the green cards of that rampart, heroes laid as green included, count 0 in the total and make no run and no three of a kind.
    > [I-D8d] On a rampart sealed by Gabriel, no card may be moved or taken either, and a claim on it lapses.
    > [I-D8e] The heroes not laid as warriors are placed beside a rampart and take no place on either of its sides: Mainard, and Nordoard or Hugues de Cavalcamp played for a shift, beside the rampart the warrior was moved to; Lothaire beside his mercenary; Saint Aubert and Gabriel beside the rampart they act on. Mainard, a shift, Saint Aubert and Gabriel act only on ramparts already in the line, while a free warrior, a dead weight and Lothaire’s mercenary may open a new one.

rb-heroes-limits-title = Limits on heroes
rb-heroes-limits-body =
    - **Heroes stand apart:** a hero never moves, takes or copies another hero.
    - **Never a hand of heroes:** a hero may not join a hand that is short of warriors (see the clarification below). Playing your warriors can still leave you with heroes only: your rallying cry then brings you warriors again (see ‘The rallying cry’; there is none in Kingdom of France or Battle royale).
    - **Not too many at once:** the original rules also limit how many heroes a faction may have played.
    > [I-D8.1] { $hero-limit ->
        [opponent-cards] The original rules set a faction’s heroes against the cards the enemy faction has played, plus one, and this rulebook takes them at their word: every play counts as one card, heroes included, and Lothaire and his mercenary make one play. Since players take turns, the limit never actually holds anyone back.
       *[opponent-heroes] Taken word for word, the original rules set a faction’s heroes against the cards the other faction has played, a limit that never binds since players take turns. This rulebook reads it as: a faction may never have played more heroes than the other faction, plus one.
    }
    > [I-D6.4a] You may not draw a hero, nor be given one, while your hand holds fewer than 2 warriors: the hero pile is then closed to you.
    > [I-D8f] A hero whose power would have nothing to act on (no warrior to move, no mercenary in the pile, no contested rampart) cannot be played.

rb-heroes-examples-title = The heroes in action
rb-teams-title = The team game
rb-teams-body =
    With 4 or { $players-max } players, the Normans and the Bretons each form a team. Sit so that the factions alternate around the table: turns go from a Norman to a Breton, then to a Norman again, and so on.
    Each player holds { $hand-four } cards with 4 players, or { $hand-six } with { $players-max }, and draws one card at the end of a turn while holding fewer.
    All the players of a faction lay their cards on the same side of the ramparts. A claim is settled at the start of the next turn of the player who announced it.
    Your armies have marched from far away and cannot confer: partners may not tell each other anything about their cards.
    After each round of turns, once everyone has played, each player gives one card from their hand to a partner.
    > [I-D9.1a] The original rules speak of the partner on your left; this rulebook takes it to mean the next player of your faction in turn order.
    > [I-D9.1b] The gifts are chosen one player after another in turn order, then all handed over together. A player with an empty hand gives nothing.
    > [I-D9.1c] A partner who receives a hero also gives a card at the same moment, perhaps a warrior. A hero may therefore only be given to a partner who holds at least 3 warriors before the exchange, so that at least 2 remain.
    The team game combines with the heroic variant and with Battle royale, but not with Kingdom of France.

rb-kingdom-title = Kingdom of France
rb-kingdom-body =
    This variant is for { $players-min } players only. The factions no longer have piles of their own:
    - Shuffle the red and blue warriors together into one common pile.
    - Give each player a pile of { $values } mercenaries, one of each value, to shuffle.
    - Each player draws their hand of { $hand } cards from their own mercenary pile.
    At the end of your turn, draw from the common pile or from your own mercenary pile.
    You remain a Norman or a Breton, and you still lay your cards on your own side.
    In the heroic variant, add the hero pile as usual. When you play a hero, you choose which faction’s power it uses.
    > [I-D9.2] Since no faction has a pile of its own, there is no rallying cry. Lothaire picks his mercenary from your own mercenary pile.

rb-royale-title = Battle royale
rb-royale-body =
    This variant is for { $players-min }, 4 or { $players-max } players. Shuffle every card into one common pile, heroes included in the heroic variant.
    Each player draws a hand of { $hand } cards from the common pile ({ $hand-four } with 4 players, { $hand-six } with { $players-max }) and draws from it at the end of each turn.
    When you play a hero, you choose which faction’s power it uses.
    > [I-D9.3] The original rules give each player { $hand } cards; in a team game this rulebook keeps the team game’s hands ({ $hand-four } with 4 players, { $hand-six } with { $players-max }). There is no rallying cry, and Lothaire picks his mercenary from the common pile.
    > [I-D2.2] With the heroes, the hands are dealt one card at a time from the top of the pile; while a hand holds fewer than 2 warriors, a hero that comes up is slid under the pile and the next card is dealt instead.
    > [I-D6.4b] During the game too, while you may not take a hero, slide each hero that comes up under the pile and carry on until you reach a warrior. Once the pile holds no warrior, it is closed to you while your hand holds fewer than 2 warriors.

rb-credits-title = Credits
rb-credits-body =
    Game designed by { $designer }.
    This rulebook was written for this edition, and every example in it was played out move by move under these rules.
    The pictures were drawn for this edition by scriptorium, from the game’s data.

rb-quickref-title = Quick reference
rb-quickref-body =
    - **Turn:** settle your claim; sound the rallying cry if you hold no warrior; play one card or pass; claim at most one rampart; draw one card if you hold fewer than { $hand } ({ $hand-four } with 4 players, { $hand-six } with { $players-max }).
    - **Ramparts:** new ones only at either end of the line, { $ramparts } at most; { $side-max } cards per side. A won rampart becomes a face-down pile turned towards the winner, one of the winner’s cards on top (a mercenary if it was won with green cards only).
    - **Formations, strongest first:** three of a kind, colour run, run, colour, sum.
    - **Equal formations:** the higher total wins, then the side completed first.
    - **Claim:** on a rampart where your side is complete; settled at the start of your next turn, if still valid.
    - **Early claim:** valid if no warriors off the battlefield could complete the enemy side to beat you; heroes are left out.
    - **Drawing:** your faction’s pile, the mercenary pile or (heroic variant) the hero pile; empty piles are skipped.
    - **Rallying cry:** no warrior in hand? Take as many cards from the enemy pile as the next enemy holds (never past a full hand), and draw from it from now on.
    - **Victory** (checked whenever a rampart is won): { $majority } ramparts; { $breakthrough } side by side; the two outer ramparts, each with a { $high } or more on your side, once the line is complete.
    - **King of France:** a victory reached through ramparts won by green cards alone (one that would not hold without them) goes to him, and both factions lose.
    - **Heroes:** a faction may never have played more heroes than the enemy { $hero-limit ->
        [opponent-cards] has played cards
       *[opponent-heroes] has
    }, plus one; no hero drawn or received while your hand holds fewer than 2 warriors; no hero acts on another hero.
    - **Stalled game:** the game ends after as many quiet turns in a row as there are players (no card played, no claim), once no claim is pending and nobody holds a card they could lay. The faction with more ramparts wins; on equal counts, a faction that alone played Gabriel loses; otherwise it is a draw.

rb-ex-line-caption = The line grows only at its ends: each new rampart opens to the left or the right of the line, never between two ramparts, until there are { $ramparts }. Ramparts are lettered from left to right as the line finally stands.
rb-ex-formations-caption = The five formations, strongest first (read across, then down), each with the total of its cards. Any formation beats every formation after it; the total only decides between equal formations.
rb-ex-tie-sum-caption =
    At rampart { $rampart } both sides make { $normans-formation ->
        [three] a three of a kind
        [colour-run] a colour run
        [run] a run
        [colour] a colour
       *[sum] a plain sum
    }. The Bretons completed their side first, but between equal formations the total comes first: { $normans-sum } for the Normans against { $bretons-sum } for the Bretons, so the rampart goes to the Normans.
rb-ex-tie-first-caption = At rampart { $rampart } both sides make { $normans-formation ->
    [three] a three of a kind
    [colour-run] a colour run
    [run] a run
    [colour] a colour
   *[sum] a plain sum
} with the same total ({ $normans-sum }): the rampart goes to the side that was completed first, { $first ->
    [normans] the Normans
   *[bretons] the Bretons
}.
rb-ex-claim-proved-caption =
    The Normans claim rampart { $rampart } with their { $normans-formation ->
        [three] three of a kind
        [colour-run] colour run
        [run] run
        [colour] colour
       *[sum] sum
    } ({ $normans-sum }) before the Bretons’ side is complete: no way of completing that side with warriors still off the battlefield could beat it, so the claim is proved.
rb-ex-claim-refused-caption =
    The claim on rampart { $rampart } is refused: a warrior not yet on the battlefield could still complete the Bretons’ side into a formation stronger than the Normans’ { $normans-formation ->
        [three] three of a kind
        [colour-run] colour run
        [run] run
        [colour] colour
       *[sum] sum
    } ({ $normans-sum }).
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
} as the Normans win the rampart they claimed, but rampart { $rampart }, framed, was won with mercenaries alone: without it the victory would not hold, so the King of France wins and both factions lose.
rb-ex-rally-caption = The Breton pile and the mercenary pile have run out, and the Bretons have played their last card. At the start of their turn they sound the rallying cry: they take as many cards from the top of the Norman pile as the Normans hold, and draw from that pile from now on. The red warriors they take fight on the Breton side.
rb-ex-hero-richard-caption = Played by the Normans, Richard I is a free warrior: he takes his place on their side as the colour and value they choose.
rb-ex-hero-hoel-caption = Played by the Normans, Hoël I is dead weight: a green 1 on their own side of rampart { $rampart }, which spoils their hope of a colour run there and leaves them a mere colour ({ $normans-sum }), all green: a victory that needs this rampart would go to the King of France.
rb-ex-hero-mainard-caption =
    Played by the Normans, Mainard takes a Breton warrior from another rampart and lays it on the Norman side of rampart { $rampart }, where it now fights for the Normans: they make { $normans-formation ->
        [three] a three of a kind
        [colour-run] a colour run
        [run] a run
        [colour] a colour
       *[sum] a sum
    } ({ $normans-sum }) there.
rb-ex-hero-nordoard-caption = Played by the Bretons, Nordoard shifts a Norman warrior from rampart { $rampart } to another contested rampart, where it stays on the Norman side. The Norman side of rampart { $rampart } is no longer complete.
rb-ex-hero-hugues-caption = Played by the Normans, Hugues de Cavalcamp shifts a Breton warrior from rampart { $rampart } to another contested rampart, where it stays on the Breton side. The Breton side of rampart { $rampart } is no longer complete.
rb-ex-hero-lothaire-caption =
    Played by the Normans, Lothaire lets them pick any mercenary they like from the mercenary pile and lay it at once; the pile is then shuffled. Beware of the King: their { $normans-formation ->
        [three] three of a kind
        [colour-run] colour run
        [run] run
        [colour] colour
       *[sum] sum
    } ({ $normans-sum }) is made of green cards only, and if they win this rampart, a victory that would not hold without it would go to the King of France.
rb-ex-hero-aubert-caption = Saint Aubert stands beside rampart { $rampart }: the mercenaries there keep their colour but count for nothing and make no run, so the Bretons’ colour run is now a mere colour ({ $bretons-sum }) and the Normans’ colour run ({ $normans-sum }) beats it. No more green cards may join them.
rb-ex-hero-gabriel-caption =
    The Normans were about to claim rampart { $rampart } with their { $normans-formation ->
        [three] three of a kind
        [colour-run] colour run
        [run] run
        [colour] colour
       *[sum] sum
    } ({ $normans-sum }): played by the Bretons, the Archangel Gabriel seals it. No card may be added there any more, and nobody will ever win it.
rb-ex-gift-caption = A round of turns with four players. Once everyone has played, each player gives one card from their hand to the next player of their own faction.

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [majority] majority
    [breakthrough] breakthrough
    [encirclement] encirclement
    [count] stalled: more ramparts
    [gabriel] stalled: Gabriel decides
    [draw] stalled: draw
   *[king] the King of France
}
