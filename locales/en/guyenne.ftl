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
    • **Attack:** short side towards the castle; **defend:** long side towards it.
    • **First player:** picks castle A and plays there.
    • **Opponent:** answers at A, then opens castle B.
    • **First player:** answers at B.
    • Each player plays at exactly 2 castles, 1 to { $max } cards at each.
    • At a neutral castle, both attack.
    • **Order of battles:** castle A, then castle B.
    • **End of round:** discard the cards you played, draw up to { $hand }, turn the first-player card over.

summary-2-title = Battles
summary-2-body =
    Each side adds up its cards at the castle.
    • **Held castle:** the attacker reveals; the defender reveals, or concedes (cards to the discard pile unseen, castle lost).
    • The higher strength wins; a tie goes to the defender.
    • **Neutral castle:** both reveal, nobody concedes; a tie leaves it neutral.
    • **Heroes:** a hero beats any total; two heroes make a tie.
    • The winner turns the castle’s arrow towards themselves.
    { $removal ->
        [advanced] **Advanced and expert games:**
    • **Neutral castle taken:** the loser permanently removes their strongest card there, or 2 or more cards worth at least as much.
    • **Enemy castle attacked:** the attacker permanently removes their strongest card there, hero included, win or lose.
        [conquest] • **Enemy castle taken:** the attacker permanently removes their strongest card there, hero included.
       *[none] { "" }
    }

summary-3-title = End of the game
summary-3-body =
    • **Deck empty:** 1 exhaustion. Below the limit ({ $limit }{ $expert ->
        [yes] , expert { $expert-limit }
       *[no] { "" }
    }), shuffle your discard pile into a new deck at once. At the limit: no new deck, and no more drawing.
    • **The game ends** when one side holds all { $castles } castles ({ $sweep } to 0), or when, after drawing, a player at the limit holds 1 card or none (in a team, the member who drew).
    • { $scoring ->
        [2021] **Score:** 1 per castle, plus the size of your largest group of neighbouring castles (if 2 or more), plus your cards in hand and deck. **Tie:** the side whose largest group is bigger wins, then the side with more unspent cards; otherwise a draw.
       *[other] **Score:** { $isolated } per isolated castle, { $grouped } per castle in a group of 2 or more; neutral castles score nothing. **Tie:** more unspent cards (hand and deck) wins; otherwise a draw.
    }
    • **Teams:** the member who draws gives the partner 1 to { $draw } cards, keeping at least 1; each plays at 1 castle.
    { $expert ->
        [yes] • **Expert setup:** before shuffling, put { $set-aside } numbered cards face down on your discard pile.
       *[no] { "" }
    }

## Print files

doc-cards-duplex = { $game } — print-and-play cards, double-sided ({ $paper })
doc-cards-gutterfold = { $game } — print-and-play cards to fold and glue ({ $paper })
doc-cards-printshop = { $game } — cards for a print shop, one per page with bleed
pnp-title = How to print these cards
pnp-scale = Print at actual size (100%, never ‘fit to page’), so that every card comes out at its true size.
pnp-duplex = Print on both sides of the paper, flipping on the long edge. Pages { $first } to { $last } hold the cards on { $sheets } sheets: each page of fronts is followed by the page of their backs. To check the setting, print one sheet alone first (page { $check } and its back) and hold it against the light: every back should sit behind its own front.
pnp-gutterfold = Print on one side only. Pages { $first } to { $last } hold the cards on { $sheets } sheets: the fronts on the left half, their backs on the right half. Fold each sheet along the dashed line, printed sides out, and glue the two halves together before cutting.
pnp-cut = Cut along the lines that the crop marks in the margins point to, with a ruler and a craft knife or a paper trimmer.
alt-card-face = Card { $face }

## Rulebook

rb-doc-title = { $game } — Rules of play
rb-subtitle = A game of bluff and castle conquest for { $players-min } to { $players-max } players aged { $age } and over, lasting { $minutes-min } to { $minutes-max } minutes
rb-edition = { $edition ->
    [2021] Rules of the 2021 edition
   *[other] Rules as revised on 25 April 2022
}
rb-toc-title = Contents
rb-example-label = Example
rb-and = and
rb-or = or
rb-clarification = Clarification ({ $id }).
# One value of the numbered cards in a list of them: copies per side and value.
rb-card-count = { $count } × { $value }
rb-hero-short = Hero

rb-credits-title = Credits
rb-credits-body =
    Designed by { $authors }.
    Illustrations of the original edition by { $illustrator }.
    Original edition published by { $publisher }.
    The pictures in this edition, cards and diagrams alike, are drawn by scriptorium from the game’s data.
    Every number in this book’s examples was worked out by applying the rules, move by move.

rb-history-title = Historical background
rb-history-body =
    In 1360 the Treaty of Brétigny made the duchy of Guyenne a hereditary possession of the English crown. ‘Guyenne!’ was also the war cry of the Anglo-Gascon armies in the Hundred Years’ War, and the game takes its name from both.
    From southern Berry to northern Limousin stretched the border between the kingdom of France and English Aquitaine. During the war, some thirty castles and fortified towns were built or strengthened there, together with many fortified houses. They line the valleys of the Anglin, the Creuse, the Bouzanne, the Indre and the Arnon, in a chain that reaches Chauvigny in Poitou to the west and Huriel in the Bourbonnais to the east.
    These strongholds changed hands in fierce fighting, above all between 1355 and 1370. Edward of Woodstock, Prince of Wales, remembered as the Black Prince, led his armies across France on devastating raids called _chevauchées_. Against him stood the host of King John II the Good and his loyal captain, Bertrand du Guesclin.
    You serve one of the two kings as his vassal. Can you win the castles of this frontier for your lord?

rb-principle-title = Overview
rb-principle-body =
    { $game } is played in rounds. In each round you play cards from your hand face down beside the castles, to take neutral or enemy castles and to keep your own.
    Your forces are limited: every card you spend now is a card you will miss later. Knowing when to strike and when to hold back is the heart of the game.
    Each round has two phases. First both players place their cards, then the battles are fought, one castle at a time. In a single round you will often attack at one castle and defend at another.
    Notes headed ‘Clarification’ settle cases that the { $edition ->
        [2021] 2021 rules
       *[other] rules of 25 April 2022
    } leave open. They are this book’s rulings, and every example in it follows them. Each carries a reference so that it can be cited.

rb-components-title = Components
rb-components-body =
    The game contains { $cards } cards:
    - { $castles } castle cards, each showing one part of the defences of the contested castle; in these rules, each card is simply called a castle. An arrow shows which side controls it; a castle whose arrow points at neither player is neutral.
    - { $side-cards } action cards for each side, English and French, told apart by their colour and back: one hero and { $numbered } numbered cards ({ $card-list }). The English hero is Edward of Woodstock, the Black Prince; the French hero is Bertrand du Guesclin.
    - One first-player card, with the English arms on one side and the French arms on the other.
    - { $summary-cards } rules-summary cards.
    The hero is the strongest card, followed by the 5s, the 4s, the 3s and finally the 2s.

rb-setup-title = Setting up
rb-setup-body =
    - Sit facing each other. The youngest player chooses a side: English or French.
    - Lay the { $castles } castle cards in a row between you, each arrow pointing along the row rather than at a player. Every castle starts neutral. The examples number the castles by their place in the row, 1 to { $castles }, from left to right as the English player sees it.
    - Put the first-player card at one end of the row, English arms up and turned towards the English player: the English are first player in the first round.
    - Each player shuffles their { $numbered } numbered cards and places them face down in front of them. This is their deck.
    - Each player takes their hero in hand and draws { $draw } { $draw ->
        [one] card
       *[other] cards
    } from their deck, for a hand of { $hand } { $hand ->
        [one] card
       *[other] cards
    }.
    - Leave room beside your deck for your own discard pile, which will fill up as you play.

rb-goal-title = How to win
rb-goal-body =
    There are two ways to win:
    - Control all { $castles } castles at the end of a round. The game stops at once and you win { $sweep } points to 0.
    - Otherwise, have the higher score when the game ends. { $edition ->
        [2021] You score for the castles you control, for your largest group of neighbouring castles and for every card you have not spent.
       *[other] You score for the castles you control, and more for castles that stand next to each other; if the scores are level, the side with more cards left in hand and deck wins.
    }

rb-actions-title = Attacking and defending
rb-actions-body =
    Every card you play goes face down next to a castle card. Depending on who controls that castle, you either attack it or defend it:
    - Attack a castle that is neutral or controlled by your opponent (an enemy castle). Turn your cards so that their short side faces the castle card.
    - Defend a castle that you control. Turn your cards so that their long side faces the castle card.
    You may play 1 card or several at a castle. Your opponent can count them, but cannot see their values until the battle.
    The way the cards lie shows at a glance who is attacking and who is defending.

rb-battle-title = Battles
rb-battle-body =
    Your strength at a castle is the total value of the cards you played there.
    - **Held castle:** the attacker reveals their cards first. The defender then either reveals theirs too, or concedes: they put their cards face down on their discard pile without showing them, and the attacker wins.
    - If the defender reveals, the higher strength wins. A tie goes to the defender.
    - **Neutral castle:** both players are attackers. Both reveal, and the higher strength takes the castle; on a tie it stays neutral.
    - **Heroes:** a hero wins the battle, whatever the other side played. If both heroes are at the same castle, the battle is a tie, whatever other cards are there: a held castle stays with its defender, and a neutral castle stays neutral.
    The winner turns the castle card so that its arrow points towards them. A defender who wins simply keeps the castle.
    In the battle examples in this book, the castle card’s arrow already shows the result of the battle.
    > [I-R5.3] Nobody may concede at a neutral castle: the rules give that choice to the defender alone, and a neutral castle has none.

rb-round-title = Placing cards
rb-round-body =
    Each round starts with placing. The players place cards in this order:
    - The first player chooses a castle, called castle A, and places at least 1 card there: attacking it if it is neutral or the opponent’s, defending it if it is their own.
    - The opponent then places at least 1 card at castle A as well: defending it if it is theirs, attacking it otherwise. A neutral castle is attacked by both players.
    - Next, the opponent chooses a different castle, called castle B, and places at least 1 card there, attacking or defending it depending on who controls it.
    - Last, the first player places at least 1 card at castle B, attacking or defending it, again depending on who controls it. Placing is now over.
    So each player plays at exactly 2 castles every round, with at least 1 card at each and no more than { $max } { $max ->
        [one] card
       *[other] cards
    } at any one castle.
    The hero is placed like any other card. Since it goes face down, your opponent cannot tell where it is until the battle.

rb-resolve-title = Resolving battles
rb-resolve-body =
    Once all the cards are placed, fight the two battles one after the other.
    - **Held castle:** the attacker reveals first, then the defender reveals or concedes.
    - **Neutral castle:** both players reveal together.
    After each battle, the winner turns the castle’s arrow towards themselves. After a tie, the arrow stays as it was.
    { $edition ->
        [2021] When an attacker has just taken a castle from the opponent, the strongest card they played there is removed permanently (see ‘Removing cards permanently’).
       *[other] In the advanced and expert games, some of the cards played are then removed permanently (see ‘Advanced rules’).
    }
    > [I-R5] The rules give no order for the two battles. This book fights castle A first, then castle B, in the order they were chosen.

rb-end-round-title = End of the round
rb-end-round-body =
    - Each player puts all the cards they played this round on their own discard pile, conceded cards included. Removed cards stay out of the game.
    - Each player refills their hand to { $hand } cards by drawing from their deck (see ‘When a deck runs out’).
    - Turn the first-player card over: the other side is first player in the next round.
rb-round-example-title = A whole round
rb-round-example-body =
    The example below follows one round of a game, from the first card placed to the hands refilled for the next round.

rb-exhaustion-title = When a deck runs out
rb-exhaustion-body =
    Whenever the last card leaves your deck, that is 1 exhaustion. Keep count of your exhaustions.
    - **Below the limit** ({ $edition ->
        [2021] { $limit }
       *[other] { $limit } in the basic and advanced games, { $expert-limit } in the expert game
    }): shuffle your discard pile at once to form a new deck, and carry on drawing if you are still owed cards.
    - **At the limit:** you get no new deck. You keep whatever you managed to draw, and from now on you draw nothing.
    > [I-R7.3] An exhaustion counts the moment you draw the last card of your deck, even if you needed no more just then; a new deck, when allowed, is formed straight away.
    > [I-R7.4] If your discard pile is empty when you must shuffle it, the new deck is empty too, and that is at once your next exhaustion.

rb-end-game-title = End of the game
rb-end-game-body =
    The game can end in two ways:
    - **All castles taken:** as soon as the battles of a round leave one side controlling all { $castles } castles, the game ends and that side wins. Nobody refills their hand.
    - **Exhaustion:** at the start of a round, after both players have refilled their hands, if a player who has reached their exhaustion limit holds 1 card or none, the game ends. For the team game, see ‘Team game’.
    Unless one side has taken every castle, work out the scores to find the winner.

rb-scoring-2022-title = Scoring
rb-scoring-2022-body =
    - A side that controls all { $castles } castles scores { $sweep } points, and the other side scores 0.
    - Otherwise, each castle you control scores { $isolated } { $isolated ->
        [one] point
       *[other] points
    } if it is isolated, with no castle of yours next to it, and { $grouped } { $grouped ->
        [one] point
       *[other] points
    } if it belongs to a group of 2 or more neighbouring castles of yours.
    - Neutral castles score nothing.
    The higher score wins. On a tie, the side with more unspent cards (in hand and in the deck) wins.
    > [I-R8.3] The rules stop at the unspent cards: if those are equal too, this book counts the game as a draw.

rb-scoring-2021-title = Scoring (2021 rules)
rb-scoring-2021-body =
    A side that controls all { $castles } castles scores { $sweep } points, and the other side scores 0. Otherwise, each side adds up:
    - 1 point for each castle it controls;
    - 1 point for each castle in its largest group of neighbouring castles, as long as that group has at least 2;
    - 1 point for each card in its hand;
    - 1 point for each card left in its deck.
    The higher score wins. On a tie, the side whose largest group is bigger wins; if the groups are the same size, the side with more unspent cards wins.
    > [I-R8.3] The rules stop at the unspent cards: if those are equal too, this book counts the game as a draw.

rb-removal-2021-title = Removing cards permanently
rb-removal-2021-body =
    When an attacker takes a castle that the opponent held, the attacker permanently removes the strongest card they played there. If they played their hero, the hero is the card removed.
    This applies whether the defender revealed their cards or conceded.
    Nothing is removed when a neutral castle is taken, when the defender wins, or after a tie.
    Removed cards are laid face up beside the castle line. They are out of the game for good.
    The battle is decided before anything is removed: the removed card counts in full towards the attacker’s strength.

rb-advanced-title = Advanced rules
rb-advanced-body =
    The advanced game uses all the basic rules, plus one more rule: after some battles, some of the cards played are removed permanently, as follows:
    - **Neutral castle taken:** the player who lost the battle there removes some of the cards they played at that castle. They choose either their strongest card, or 2 or more cards whose values add up to at least the value of that strongest card. After a tie, nobody removes anything.
    - **Enemy castle attacked:** a player who attacks a castle held by the opponent always removes the strongest card they played there, whether they win, lose or tie, and even when the defender concedes. The hero counts as the strongest card, so an attacking hero is always removed.
    - A defender never removes a card.
    Removed cards are laid face up beside the castle line and are out of the game for good.
    Battles are decided before any card is removed: removed cards still count towards that battle’s strength.

rb-expert-title = Expert rules
rb-expert-body =
    The expert game uses the advanced rules, with two changes:
    - **Setup:** before shuffling, each player chooses { $set-aside } of their numbered cards (never the hero) and puts them face down on their discard pile. These cards come back into play the first time that player’s discard pile is shuffled into a new deck. Each player then shuffles their other numbered cards to form their deck, takes their hero and draws { $draw } cards as usual.
    - **Exhaustion limit:** { $expert-limit } instead of { $limit }.
    Everything else follows the advanced rules.

rb-team-title = Team game
rb-team-body =
    Up to { $players-max } people can play by forming teams of two. With 3 players, one side is a team and the other a single player; with { $players-max }, each side is a team.
    A team shares one deck, one discard pile and one hero. As in the two-player game, the two sides sit facing each other with the castle line between them. The two members of a team sit at either end of their side of the table, with their deck and discard pile between them, so that neither can see the other’s hand.
    - **First round:** in each team, the youngest member takes the hero and draws { $draw } cards. They then give their partner between 1 and { $draw } of their cards, keeping at least 1, and decide which of the two will play first.
    - **Placing:** each member places cards at exactly 1 of the team’s 2 castles, in the order chosen, following the usual placing rules. Between them, the team still plays at 2 castles.
    - **Later rounds:** the other member draws until the team’s two hands hold { $hand } cards in total. They then give their partner between 1 and { $draw } cards, keeping at least 1, and choose who plays first. The member who draws changes every round.
    - Partners may not tell each other anything about their cards.
    All the other rules stay the same.
    > [I-R9.5a] A member with no card at all could not play at their castle, so cards may never be given in a way that leaves either partner empty-handed. The giving rule, at least 1 card given and at least 1 kept, makes sure of it.
    > [I-R9.5b] **End of a team game:** once the team has reached its exhaustion limit, only the member who draws this round matters. If, after drawing, they hold 1 card or none, they cannot give a card and keep one, and the game ends. What their partner holds does not count.

rb-quickref-title = Quick reference
rb-quickref-body =
    - **Placing:** the first player plays at castle A; the opponent answers at A, then opens castle B; the first player answers at B.
    - Attack a neutral or enemy castle (short side towards it); defend your own (long side towards it). At a neutral castle, both players attack.
    - Each player plays at exactly 2 castles each round: at least 1 card at each, at most { $max } at any one castle.
    - **Battles:** castle A first, then castle B. Your strength is the total of your cards there.
    - **Held castle:** the attacker reveals; the defender reveals or concedes (cards to the discard pile unseen, and the castle is lost). The higher strength wins; a tie goes to the defender.
    - **Neutral castle:** both reveal; a tie leaves it neutral; nobody may concede.
    - **Heroes:** a hero beats any total; two heroes make a tie.
    - The winner turns the castle’s arrow towards themselves.
    - { $edition ->
        [2021] **Removal:** an attacker who takes an enemy castle permanently removes their strongest card there, hero included.
       *[other] **Advanced and expert games:** whoever loses the battle for a neutral castle permanently removes their strongest card there, or 2 or more cards worth at least as much; an attacker of an enemy castle always removes their strongest card there, hero included, win or lose.
    }
    - **End of round:** discard the cards you played, refill your hand to { $hand }, turn the first-player card over.
    - **Deck empty:** 1 exhaustion. Below the limit ({ $edition ->
        [2021] { $limit }
       *[other] { $limit }, or { $expert-limit } in the expert game
    }), shuffle your discard pile into a new deck at once. At the limit: no new deck, and no more drawing.
    - **End of the game:** one side holds all { $castles } castles after the battles ({ $sweep } points to 0); or, after drawing, a player at the limit holds 1 card or none (in a team, the member who drew).
    - { $edition ->
        [2021] **Score:** 1 point per castle, 1 per castle in your largest group (if it has 2 or more), 1 per card in your hand and deck.
       *[other] **Score:** { $isolated } { $isolated ->
            [one] point
           *[other] points
        } per isolated castle, { $grouped } { $grouped ->
            [one] point
           *[other] points
        } per castle in a group of 2 or more; neutral castles score nothing.
    }
    - { $edition ->
        [2021] **Tie:** the side whose largest group is bigger wins, then the side with more unspent cards; otherwise a draw.
       *[other] **Tie:** more unspent cards (hand and deck) wins; otherwise a draw.
    }

rb-thanks-title = Acknowledgements
rb-thanks-body =
    The designers are grateful to everyone who playtested the game, and above all to Mathilde, Christine, Clémence, Camille and Erwan.
    Their warm thanks also go to:
    - the Fédération des Chemins de la Guerre de Cent Ans association, for placing its trust in this project;
    - the Do It Your Game association, whose game jams during the 2020 lockdown gave { $game } its start;
    - Adam Niman and his company I‑Jou, who supported the early development of the game;
    - Pascal Donjon, for his practical help in producing the pre-series copies.

rb-component-castle = Two of the { $castles } castle cards. The arrow shows who controls each castle.
rb-component-actions = Action cards of both sides. Each side has { $side-cards }: a hero and { $numbered } numbered cards ({ $card-list }).
rb-component-heroes = The heroes: Edward of Woodstock, the Black Prince, for the English, and Bertrand du Guesclin for the French.
rb-component-first-player = The first-player card, with the English arms on one side and the French arms on the other.
rb-component-summary = { $summary-cards ->
        [one] The rules-summary card.
       *[other] One of the { $summary-cards } rules-summary cards.
    }
rb-component-backs = The card backs: the English and French action cards each have a back in their own colour, and the castle cards have a back of their own too.

rb-label-deck = Deck
rb-label-discard = Discard pile
rb-label-hand = Hand
rb-label-removed = Removed
rb-label-castles = Castle line
rb-label-points = Points
rb-label-seat = { $side ->
    [english] English
   *[other] French
} { $member ->
    [a] 1
   *[other] 2
}
rb-label-table = Table

rb-ex-setup-caption = Every castle starts neutral, and each side holds { $hand } { $hand ->
    [one] card
   *[other] cards
}, hero included, with { $deck } { $deck ->
    [one] card
   *[other] cards
} left in its deck. { $first ->
    [english] The English
   *[other] The French
} are first player.
rb-ex-setup-alt = The table at the start of a game: the { $castles } castle cards in a neutral row between the two players, the first-player card at one end showing the { $first ->
    [english] English
   *[other] French
} arms, and on each side a face-down deck of { $deck } { $deck ->
    [one] card
   *[other] cards
}, room for a discard pile and a hand of { $hand } { $hand ->
    [one] card
   *[other] cards
}.
rb-ex-neutral-caption = Both sides attack neutral castle { $position } ({ $castle }): the English reveal { $english-hero ->
    [yes] { $english-cards }
   *[no] { $english-count ->
        [one] { $english-cards }
       *[other] { $english-cards } = { $english }
    }
} and the French { $french-hero ->
    [yes] { $french-cards }
   *[no] { $french-count ->
        [one] { $french-cards }
       *[other] { $french-cards } = { $french }
    }
}. { $winner ->
    [english] The English take the castle.
    [french] The French take the castle.
   *[none] It is a tie, so the castle stays neutral.
}
rb-ex-defended-caption = { $attacker ->
    [english] The English attack castle { $position } ({ $castle }), held by the French, with { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    }; the French defend with { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    }.
   *[other] The French attack castle { $position } ({ $castle }), held by the English, with { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    }; the English defend with { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    }.
} { $winner ->
    [english] { $holder ->
        [english] The English hold on to the castle.
       *[other] The English take the castle.
    }
    [french] { $holder ->
        [french] The French hold on to the castle.
       *[other] The French take the castle.
    }
   *[none] { $control ->
        [english] It is a tie, so the English keep the castle.
        [french] It is a tie, so the French keep the castle.
       *[none] It is a tie, so the castle stays neutral.
    }
}
rb-ex-concede-caption = { $attacker ->
    [english] The English attack castle { $position } ({ $castle }), held by the French, and reveal { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    }. The French concede: { $french-count ->
        [one] their only card goes
       *[other] their { $french-count } cards go
    } face down to their discard pile unseen, and the English take the castle.
   *[other] The French attack castle { $position } ({ $castle }), held by the English, and reveal { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    }. The English concede: { $english-count ->
        [one] their only card goes
       *[other] their { $english-count } cards go
    } face down to their discard pile unseen, and the French take the castle.
}
rb-ex-heroes-a-caption = Both heroes meet at castle { $position } ({ $castle }): the English play { $english-cards } and the French play { $french-cards }. Whatever the numbers, it is a tie, so { $control ->
    [english] the English keep the castle.
    [french] the French keep the castle.
   *[none] the castle stays neutral.
}
rb-ex-heroes-b-caption = At { $holder ->
    [english] castle { $position } ({ $castle }), held by the English,
    [french] castle { $position } ({ $castle }), held by the French,
   *[none] neutral castle { $position } ({ $castle }),
} { $winner ->
    [english] the French commit { $french-cards } = { $french }, the English { $english-count ->
        [one] their hero alone
       *[other] { $english-cards }
    }. A hero beats any total, { $holder ->
        [english] so the English keep the castle.
       *[other] so the English take the castle.
    }
    [french] the English commit { $english-cards } = { $english }, the French { $french-count ->
        [one] their hero alone
       *[other] { $french-cards }
    }. A hero beats any total, { $holder ->
        [french] so the French keep the castle.
       *[other] so the French take the castle.
    }
   *[none] the English play { $english-cards } and the French { $french-cards }. It is a tie.
}
rb-battle-alt = Battle at castle { $position } ({ $castle }), { $holder ->
    [english] held by the English.
    [french] held by the French.
   *[none] which is neutral.
} { $conceded ->
    [yes] { $holder ->
        [english] The English concede without showing { $english-count ->
            [one] their only card.
           *[other] their { $english-count } cards.
        }
       *[other] The English play { $english-hero ->
            [yes] { $english-cards }.
           *[no] { $english-count ->
                [one] { $english-cards }.
               *[other] { $english-cards } = { $english }.
            }
        }
    }
   *[no] The English play { $english-hero ->
        [yes] { $english-cards }.
       *[no] { $english-count ->
            [one] { $english-cards }.
           *[other] { $english-cards } = { $english }.
        }
    }
} { $conceded ->
    [yes] { $holder ->
        [french] The French concede without showing { $french-count ->
            [one] their only card.
           *[other] their { $french-count } cards.
        }
       *[other] The French play { $french-hero ->
            [yes] { $french-cards }.
           *[no] { $french-count ->
                [one] { $french-cards }.
               *[other] { $french-cards } = { $french }.
            }
        }
    }
   *[no] The French play { $french-hero ->
        [yes] { $french-cards }.
       *[no] { $french-count ->
            [one] { $french-cards }.
           *[other] { $french-cards } = { $french }.
        }
    }
} { $winner ->
    [english] { $holder ->
        [english] The English keep the castle.
       *[other] The English take the castle.
    }
    [french] { $holder ->
        [french] The French keep the castle.
       *[other] The French take the castle.
    }
   *[none] { $control ->
        [english] Tie: the English keep the castle.
        [french] Tie: the French keep the castle.
       *[none] Tie: the castle stays neutral.
    }
}{ $edition ->
    [2021] { $winner ->
        [english] { $attacker ->
            [english] { " " }Having taken it from the French, they permanently remove their strongest card there: { $removed-english }.
           *[other] { "" }
        }
        [french] { $attacker ->
            [french] { " " }Having taken it from the English, they permanently remove their strongest card there: { $removed-french }.
           *[other] { "" }
        }
       *[none] { "" }
    }
   *[other] { "" }
}

rb-ex-round-intro = A complete round, step by step: round { $round }, in which { $first ->
    [english] the English
   *[other] the French
} are first player.
rb-step-place = { $side ->
    [english] The English
   *[other] The French
} { $step ->
    [1] choose castle { $position } ({ $castle }) as castle A and { $action ->
        [defend] defend
       *[other] attack
    } it
    [2] answer at castle A, castle { $position } ({ $castle }), and { $action ->
        [defend] defend
       *[other] attack
    } it
    [3] choose castle { $position } ({ $castle }) as castle B and { $action ->
        [defend] defend
       *[other] attack
    } it
   *[other] answer at castle B, castle { $position } ({ $castle }), and { $action ->
        [defend] defend
       *[other] attack
    } it
} with { $count } { $count ->
    [one] card
   *[other] cards
}: { $cards }.
rb-step-battle = Castle { $position } ({ $castle }): { $conceded ->
    [yes] { $attacker ->
        [english] the English reveal { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        } and the French concede.
       *[other] the French reveal { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        } and the English concede.
    }
   *[no] the English reveal { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    } and the French { $french-hero ->
        [yes] { $french-cards }.
       *[no] { $french-count ->
            [one] { $french-cards }.
           *[other] { $french-cards } = { $french }.
        }
    }
} { $winner ->
    [english] { $holder ->
        [english] The English keep the castle.
       *[other] The English take the castle.
    }
    [french] { $holder ->
        [french] The French keep the castle.
       *[other] The French take the castle.
    }
   *[none] { $control ->
        [english] It is a tie, so the English keep the castle.
        [french] It is a tie, so the French keep the castle.
       *[none] It is a tie, so the castle stays neutral.
    }
}{ $edition ->
    [2021] { $winner ->
        [english] { $attacker ->
            [english] { " " }Having taken it from the French, they permanently remove their strongest card there: { $removed-english }.
           *[other] { "" }
        }
        [french] { $attacker ->
            [french] { " " }Having taken it from the English, they permanently remove their strongest card there: { $removed-french }.
           *[other] { "" }
        }
       *[none] { "" }
    }
   *[other] { "" }
}
rb-step-refill = { $side ->
    [english] The English
   *[other] The French
} { $count ->
    [0] draw no cards
    [one] draw { $count } card to refill their hand (up to { $hand })
   *[other] draw { $count } cards to refill their hand (up to { $hand })
}; { $deck ->
    [0] their deck is now empty.
    [one] { $deck } card is left in their deck.
   *[other] { $deck } cards are left in their deck.
}
rb-step-next = The first-player card turns over: { $first ->
    [english] the English
   *[other] the French
} are first player in the next round.
rb-ex-round-caption = Round { $round }: the cards played, numbered in the order they were placed, and the castle line before and after the battles. At the end of the round it reads: { $line }.
rb-ex-round-alt = The { $castles } castle cards before and after round { $round }, with the cards played; after the round, from left to right: { $line }.
rb-castle-owner = { $position } { $castle }: { $owner ->
    [english] English
    [french] French
   *[none] neutral
}

rb-ex-scoring-caption = The English score { $english-points } { $english-points ->
    [one] point
   *[other] points
} and the French { $french-points }. { $points-tie ->
    [yes] The points are level, so the cards left in hand and deck decide: { $english-unspent } for the English, { $french-unspent } for the French. { $winner ->
        [english] The English win.
        [french] The French win.
       *[none] Those are level too: the game is a draw.
    }
   *[no] { $winner ->
        [english] The English win.
       *[other] The French win.
    } The cards left in hand and deck ({ $english-unspent } for the English, { $french-unspent } for the French) would only have counted on a tie.
}
rb-ex-scoring-caption-2021 = English: { $english-castles } { $english-castles ->
    [one] castle
   *[other] castles
} + { $english-group ->
    [0] 0
    [1] 0
   *[other] { $english-group }
} for the largest group + { $english-unspent } unspent { $english-unspent ->
    [one] card
   *[other] cards
} = { $english-points }; French: { $french-castles } { $french-castles ->
    [one] castle
   *[other] castles
} + { $french-group ->
    [0] 0
    [1] 0
   *[other] { $french-group }
} for the largest group + { $french-unspent } unspent { $french-unspent ->
    [one] card
   *[other] cards
} = { $french-points }. { $winner ->
    [english] The English win.
    [french] The French win.
   *[none] The game is a draw.
}
rb-ex-scoring-alt = The castle line at the end of the game, from left to right: { $line }. The English score { $english-points } and the French { $french-points }: { $winner ->
    [english] the English win.
    [french] the French win.
   *[none] the game is a draw.
}

rb-ex-removal-neutral-caption = { $winner ->
    [english] The English take neutral castle { $position } ({ $castle }) with { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    } against { $french-count ->
        [one] { $french-cards }
       *[other] { $french-cards } = { $french }
    }.
   *[other] The French take neutral castle { $position } ({ $castle }) with { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    } against { $english-count ->
        [one] { $english-cards }
       *[other] { $english-cards } = { $english }
    }.
} { $edition ->
    [2021] Under the 2021 rules, nothing is removed when a neutral castle is taken.
   *[other] Having lost, { $loser ->
        [english] the English
       *[other] the French
    } must remove their strongest card there or 2 or more cards worth at least as much. { $options ->
        [one] Their only choice is { $choices }.
       *[other] They could give up { $choices }; they choose { $removed }.
    }
}
rb-ex-removal-attack-caption = { $attacker ->
    [english] The English attack castle { $position } ({ $castle }), held by the French, with { $english-hero ->
        [yes] { $english-cards }
       *[no] { $english-count ->
            [one] { $english-cards }
           *[other] { $english-cards } = { $english }
        }
    }; { $conceded ->
        [yes] the French concede
       *[no] the French defend with { $french-hero ->
            [yes] { $french-cards }
           *[no] { $french-count ->
                [one] { $french-cards }
               *[other] { $french-cards } = { $french }
            }
        }
    }, and { $winner ->
        [english] the English take the castle. As attackers, they permanently remove { $english-hero ->
            [yes] their hero, always their strongest card.
           *[no] the { $removed }, their strongest card there.
        }
        [french] the French keep the castle. { $edition ->
            [2021] As the English took nothing, they remove no card.
           *[other] The English lost, but as attackers they still permanently remove the { $removed }, their strongest card there.
        }
       *[none] the French keep the castle after a tie. { $edition ->
            [2021] As the English took nothing, they remove no card.
           *[other] As attackers, the English still permanently remove { $english-hero ->
                [yes] their hero, always their strongest card.
               *[no] the { $removed }, their strongest card there.
            }
        }
    }
   *[other] The French attack castle { $position } ({ $castle }), held by the English, with { $french-hero ->
        [yes] { $french-cards }
       *[no] { $french-count ->
            [one] { $french-cards }
           *[other] { $french-cards } = { $french }
        }
    }; { $conceded ->
        [yes] the English concede
       *[no] the English defend with { $english-hero ->
            [yes] { $english-cards }
           *[no] { $english-count ->
                [one] { $english-cards }
               *[other] { $english-cards } = { $english }
            }
        }
    }, and { $winner ->
        [french] the French take the castle. As attackers, they permanently remove { $french-hero ->
            [yes] their hero, always their strongest card.
           *[no] the { $removed }, their strongest card there.
        }
        [english] the English keep the castle. { $edition ->
            [2021] As the French took nothing, they remove no card.
           *[other] The French lost, but as attackers they still permanently remove the { $removed }, their strongest card there.
        }
       *[none] the English keep the castle after a tie. { $edition ->
            [2021] As the French took nothing, they remove no card.
           *[other] As attackers, the French still permanently remove { $french-hero ->
                [yes] their hero, always their strongest card.
               *[no] the { $removed }, their strongest card there.
            }
        }
    }
}

rb-ex-expert-caption = Expert setup: each side has put { $set-aside } numbered { $set-aside ->
    [one] card
   *[other] cards
} of its choice face down on its discard pile, then taken its hero and drawn up to a hand of { $hand }; { $deck } { $deck ->
    [one] card is
   *[other] cards are
} left in each deck.
rb-ex-expert-alt = One side’s cards in the expert game: { $set-aside } { $set-aside ->
    [one] card
   *[other] cards
} set aside face down in the discard pile, a face-down deck of { $deck } { $deck ->
    [one] card
   *[other] cards
} and a hand of { $hand } { $hand ->
    [one] card
   *[other] cards
}.
rb-ex-seating-caption = With { $players-max } players, each team sits on its own side of the castle line, the English at the bottom and the French at the top. The two partners sit at either end, with their deck and discard pile between them, so neither can see the other’s hand. In each team, 1 is the member who drew this round and 2 their partner; each circle shows how many cards that player holds. English 1 kept { $english-kept } { $english-kept ->
    [one] card
   *[other] cards
} and gave the rest ({ $english-given-cards }) to English 2; French 1 kept { $french-kept } { $french-kept ->
    [one] card
   *[other] cards
} and gave the rest ({ $french-given-cards }) to French 2.
rb-ex-seating-alt = Seating plan for { $players-max } players, with the castle line across the middle of the table. The two English players sit on the same side, one at each end, with their deck and discard pile between them; the two French players sit the same way on the opposite side. English 1 kept { $english-kept } { $english-kept ->
    [one] card
   *[other] cards
} and gave { $english-given } { $english-given ->
    [one] card
   *[other] cards
} to English 2; French 1 kept { $french-kept } { $french-kept ->
    [one] card
   *[other] cards
} and gave { $french-given } { $french-given ->
    [one] card
   *[other] cards
} to French 2.

# The balance report (`scriptorium balance`): how a simulated game ended.
balance-end = { $end ->
    [all_castles] every castle held by one side
    [exhaustion] a deck used up to its limit
   *[no_cards] a side cannot play (R7.6)
}
