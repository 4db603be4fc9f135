//! What a position given by hand implies (an example of examples.toml that starts from a
//! `position`): the checks a real game makes of it, each read from the rules
//! (docs/guyenne-rules.md) rather than from the engine, which would play many positions no game
//! can reach. A described position is the start of a round, after the refill (R6.2) and before
//! the first placement.

use crate::content::examples::CardTally;
use crate::diagnostic::Diagnostic;
use crate::games::guyenne::Examples;
use crate::games::guyenne::engine::{Card, Removal, Rules, Side};
use crate::games::guyenne::example_defs::{ExampleDef, Rest, Start};

/// Every problem of `ex`'s position under `rules`, each located at the key it is about (or at
/// the example's `id` when the example does not write that key).
pub fn check(examples: &Examples, ex: &ExampleDef, rules: &Rules) -> Vec<Diagnostic> {
    let mut report = Report { examples, ex, problems: Vec::new() };
    if ex.start == Start::Position {
        report.first_player(rules);
        report.castles(rules);
        for side in Side::ALL {
            report.side(rules, side);
        }
    }
    report.problems
}

struct Report<'a> {
    examples: &'a Examples,
    ex: &'a ExampleDef,
    problems: Vec<Diagnostic>,
}

/// One side's cards where the position puts them, the cards it places nowhere included.
struct Piles {
    /// Both hands of a team together (R9.5).
    hand: usize,
    deck: Vec<Card>,
    discard: Vec<Card>,
    /// The cards the description places nowhere, which `rest` sends to the deck or the discard.
    rest: Vec<Card>,
}

/// A side as the messages name it: "the English", "the French" (a plural, as the rules say).
fn the(side: Side) -> String {
    format!("the {}", adjective(side))
}

/// "English", "French": also the side's adjective ("the English deck").
fn adjective(side: Side) -> &'static str {
    match side {
        Side::English => "English",
        Side::French => "French",
    }
}

fn card_word(card: Card) -> String {
    if card.is_hero() { "hero".into() } else { card.to_string() }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Report<'_> {
    /// Reports `message` at the first of `keys` the example writes, else at its `id`.
    fn error(&mut self, keys: &[String], message: String, hint: String) {
        let line = keys.iter().find_map(|k| self.ex.keys.get(k)).copied().unwrap_or(self.ex.line);
        let d = self
            .examples
            .at_line(line, format!("example {:?}: the described position is impossible: {message}", self.ex.id))
            .with_key(format!("example.{}", self.ex.id));
        self.problems.push(if hint.is_empty() { d } else { d.with_hint(hint) });
    }

    /// R2.1, R6.3: the English begin round 1 (or whoever game.toml names), and the first-player
    /// card turns every round.
    fn first_player(&mut self, rules: &Rules) {
        let round = self.ex.round;
        let first = self.ex.first.unwrap_or(rules.first_player);
        let due = if round % 2 == 1 { rules.first_player } else { rules.first_player.other() };
        if first != due {
            let message = format!(
                "{} are first player in round {round}, but {} begin round 1 and the first-player card turns every \
                 round: {} begin round {round} (R2.1, R6.3)",
                the(first),
                the(rules.first_player),
                the(due)
            );
            let hint = format!("write first = \"{}\", or change the round", due.id());
            self.error(&["first".into(), "round".into()], message, hint);
        }
    }

    /// R2.1, R5.5, R6.4: the castles start neutral, a round turns at most the two castles it
    /// fights over, and a side that holds them all has won.
    fn castles(&mut self, rules: &Rules) {
        let Some(castles) = &self.ex.castles else { return };
        if castles.len() != rules.castles as usize {
            return; // The engine names a line of the wrong length (R1.1).
        }
        let round = self.ex.round as usize;
        let held = castles.iter().filter(|c| c.is_some()).count();
        let key = ["castles".to_string()];
        if held > 2 * (round - 1) {
            let message = if round == 1 {
                format!(
                    "{} held at the start of round 1, but every castle starts neutral (R2.1)",
                    plural(held, "castle is", "castles are")
                )
            } else {
                format!(
                    "{} held at the start of round {round}, but each round fights two battles, each turning at \
                     most its own castle (R4.4, R5.5): at most {} after {}",
                    plural(held, "castle is", "castles are"),
                    2 * (round - 1),
                    plural(round - 1, "round", "rounds")
                )
            };
            self.error(&key, message, "make more castles neutral, or start the example in a later round".into());
        }
        if let Some(side) = castles[0]
            && castles.iter().all(|&c| c == Some(side))
        {
            let message =
                format!("{} hold every castle: the game ended when they took the last one (R3.1, R6.4)", the(side));
            self.error(&key, message, String::new());
        }
    }

    fn side(&mut self, rules: &Rules, side: Side) {
        let name = side.id();
        let key = |k: &str| format!("{name}.{k}");
        let def = &self.ex.sides[side.index()];
        let s = &def.setup;
        // R1.2: every card of the side is in exactly one place.
        let mut tally = CardTally::new((0..rules.kinds()).map(|k| {
            let card = rules.card_of_kind(k);
            (card, rules.copies(card) as usize)
        }));
        let places = [
            ("hand", &s.hand),
            ("partner_hand", &s.partner_hand),
            ("deck", &s.deck),
            ("discard", &s.discard),
            ("removed", &s.removed),
        ];
        for (place, cards) in places {
            tally.place(key(place), cards.iter().copied());
        }
        let over = tally.overplaced();
        for o in &over {
            let card = card_word(o.card);
            let message = if o.copies == 0 {
                format!(
                    "{} have no card {card} in this game, and the position places it ({}) (R1.2)",
                    the(side),
                    o.places_text()
                )
            } else {
                format!(
                    "{} own {} {card}, but the position places {} ({}) (R1.2)",
                    the(side),
                    plural(o.copies, "card", "cards"),
                    o.placed(),
                    o.places_text()
                )
            };
            let keys: Vec<String> = o.places.iter().map(|(place, _)| place.clone()).collect();
            self.error(&keys, message, format!("remove a card {card} from one of these places"));
        }
        if !over.is_empty() {
            return; // The other checks count cards, which are wrong already.
        }
        let rest = tally.rest();
        let mut piles = Piles {
            hand: s.hand.len() + s.partner_hand.len(),
            deck: s.deck.clone(),
            discard: s.discard.clone(),
            rest: rest.clone(),
        };
        match def.rest {
            Rest::Deck => piles.deck.extend(rest),
            Rest::Discard => piles.discard.extend(rest),
        }
        self.deck(rules, side, &piles);
        self.hand(rules, side, &piles);
        self.played(rules, side, &piles);
        if !s.removed.is_empty() && rules.removal == Removal::None {
            let message = format!("{} have removed cards, but these rules never remove any (R9.1)", the(side));
            self.error(&[key("removed")], message, "empty the removed cards, or use the advanced rules".into());
        }
    }

    /// R7.2–R7.4: a deck is empty only at the exhaustion limit, since the moment its last card
    /// leaves it the discard pile becomes the new deck; and a deck said to be empty is.
    fn deck(&mut self, rules: &Rules, side: Side, piles: &Piles) {
        let name = side.id();
        let key = |k: &str| format!("{name}.{k}");
        let def = &self.ex.sides[side.index()];
        if self.ex.keys.contains_key(&key("deck"))
            && def.setup.deck.is_empty()
            && def.rest == Rest::Deck
            && !piles.rest.is_empty()
        {
            let message = format!(
                "{name}.deck = [] says the deck is empty, but the {} the position places nowhere else are in it \
                 (rest = \"deck\", the default): a side's cards are in its hand, its deck, its discard pile or \
                 removed (R2.2, R6.1)",
                plural(piles.rest.len(), "card", "cards")
            );
            let hint = format!("write {name}.rest = \"discard\" if they are on the discard pile, or list the deck");
            self.error(&[key("deck")], message, hint);
        }
        let (exhaustions, limit) = (def.setup.exhaustions, rules.exhaustion_limit);
        if piles.deck.is_empty() && exhaustions < limit {
            let message = format!(
                "the {} deck is empty, but it has run out {} only, below the limit of {limit}: the moment its \
                 last card is drawn, the discard pile is shuffled into a new deck (R7.2, R7.3, R7.4)",
                adjective(side),
                plural(exhaustions as usize, "time", "times")
            );
            let hint =
                format!("write {name}.exhaustions = {limit} if the side has reached its limit, or give it a deck");
            self.error(&[key("exhaustions"), key("rest"), key("deck"), key("hand")], message, hint);
        }
    }

    /// R2.2, R6.2, R9.5: a round starts with every hand (a team's two hands together) refilled to
    /// the hand size while the deck lasts; the hero starts in hand and only comes back into a
    /// deck with the discard pile, at an exhaustion (R7.2).
    fn hand(&mut self, rules: &Rules, side: Side, piles: &Piles) {
        let name = side.id();
        let key = |k: &str| format!("{name}.{k}");
        let def = &self.ex.sides[side.index()];
        let (round, size) = (self.ex.round, rules.hand_size as usize);
        let whose = if def.setup.team {
            format!("the two {} hands hold", adjective(side))
        } else {
            format!("{} hold", the(side))
        };
        if piles.hand > size {
            let message = format!(
                "{whose} {} at the start of round {round}, more than the {size} a hand is dealt and refilled to \
                 (R2.2, R6.2)",
                plural(piles.hand, "card", "cards")
            );
            self.error(
                &[key("hand"), key("partner_hand")],
                message,
                format!("give {} {size} cards in hand", the(side)),
            );
        } else if piles.hand < size && !piles.deck.is_empty() {
            let message = format!(
                "{whose} {} at the start of round {round} while its deck still has {}: the refill draws up to \
                 {size} (R6.2, R7.2)",
                plural(piles.hand, "card", "cards"),
                plural(piles.deck.len(), "card", "cards")
            );
            self.error(
                &[key("hand"), key("partner_hand")],
                message,
                format!("give {} {size} cards in hand", the(side)),
            );
        }
        if def.setup.exhaustions == 0 && piles.deck.contains(&Card::HERO) {
            let placed = if def.setup.deck.contains(&Card::HERO) {
                String::new()
            } else {
                " (the position places it nowhere else, and rest = \"deck\" puts it there)".to_string()
            };
            let message = format!(
                "the {} hero is in their deck{placed}, but the hero starts in hand and the deck has not run out \
                 yet (exhaustions = 0), so no discarded card is back in it (R2.2, R7.2)",
                adjective(side)
            );
            let hint =
                format!("put the hero in {name}.hand, or in {name}.discard if it was played in an earlier round");
            self.error(&[key("deck"), key("hand")], message, hint);
        }
    }

    /// R4.4, R6.1, R7.1, R9.3: each round a side plays between 2 cards (one at each of two
    /// castles) and a whole hand; until its deck runs out, every card it played is in its discard
    /// pile (beside the cards set aside) or removed. A deck runs out only once its first deck has
    /// been drawn, one refill a round.
    fn played(&mut self, rules: &Rules, side: Side, piles: &Piles) {
        let name = side.id();
        let key = |k: &str| format!("{name}.{k}");
        let def = &self.ex.sides[side.index()];
        let rounds = self.ex.round as usize - 1;
        let per_round = (rules.hand_size as usize).min(2 * rules.max_per_castle as usize);
        let set_aside = rules.set_aside as usize;
        let exhaustions = def.setup.exhaustions;
        if exhaustions == 0 {
            let played = (piles.discard.len() + def.setup.removed.len()) as i64 - set_aside as i64;
            let (min, max) = (2 * rounds as i64, (per_round * rounds) as i64);
            if (min..=max).contains(&played) {
                return;
            }
            let besides =
                if set_aside > 0 { format!(" besides the {set_aside} set aside (R9.3)") } else { String::new() };
            let message = if rounds == 0 {
                format!(
                    "the {} discard pile and removed cards hold {} played{besides} at the start of round 1, but a \
                     game starts with none played (R2.2)",
                    adjective(side),
                    plural(played.max(0) as usize, "card", "cards")
                )
            } else {
                format!(
                    "the {} discard pile and removed cards hold {} played{besides} in the {} before round {}, but \
                     a side plays between 2 and {per_round} cards a round (R4.4), so between {min} and {max}; its \
                     deck has not run out yet (exhaustions = 0), so they are all still there (R6.1, R7.2)",
                    adjective(side),
                    plural(played.max(0) as usize, "card", "cards"),
                    plural(rounds, "round", "rounds"),
                    self.ex.round
                )
            };
            let hint = format!("list the cards played in the earlier rounds in {name}.discard, or change the round");
            self.error(&[key("discard"), key("removed"), key("hand")], message, hint);
        } else {
            let first_deck = rules.side_cards() - 1 - set_aside - (rules.hand_size as usize - 1);
            if rounds * per_round < first_deck {
                let message = format!(
                    "the {} deck has run out {} by round {}, but its first deck of {first_deck} cards takes at \
                     least {} to draw, at most {per_round} cards a round (R2.2, R4.4, R7.1)",
                    adjective(side),
                    plural(exhaustions as usize, "time", "times"),
                    self.ex.round,
                    plural(first_deck.div_ceil(per_round), "round", "rounds")
                );
                let hint = "start the example in a later round, or give fewer exhaustions".to_string();
                self.error(&[key("exhaustions")], message, hint);
            }
        }
    }
}
