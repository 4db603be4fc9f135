//! What a position given by hand implies (an example of examples.toml): the checks a real game
//! makes of it, each read from the rules (docs/joute-rules.md) rather than from the engine,
//! which would play many positions no game can reach. A described position is the beginning of
//! a turn, before its move; the turns so far went round the table from the player who began.

use super::examples::ExampleDef;
use crate::content::examples::{CardTally, fail};
use crate::diagnostic::Diagnostic;
use crate::games::joute::GameDef;
use crate::games::joute::engine::{MAX_SEATS, Rules};

/// Every problem of `ex`'s position under `rules`, each located at the key it is about (or at
/// the example's `id` when the example does not write that key). A position the engine cannot
/// even lay out (players out of range, lists of the wrong length) is left to the engine to name.
pub fn check(ex: &ExampleDef, def: &GameDef, rules: &Rules) -> Vec<Diagnostic> {
    let s = &ex.setup;
    let n = s.seats as usize;
    let fits = |len: usize| len == 0 || len == n;
    if !(2..=MAX_SEATS).contains(&n)
        || s.first as usize >= n
        || s.seat as usize >= n
        || !fits(s.front.len())
        || !fits(s.hands.len())
    {
        return Vec::new();
    }
    let mut report = Report { ex, def, rules, problems: Vec::new() };
    if let Some(table) = report.cards() {
        report.turns(&table);
    }
    report.problems
}

struct Report<'a> {
    ex: &'a ExampleDef,
    def: &'a GameDef,
    rules: &'a Rules,
    problems: Vec<Diagnostic>,
}

/// The position's cards counted where it puts them, the cards it places nowhere included.
struct Counts {
    pile: usize,
    discard: usize,
    /// In front of all the players together.
    fronts: usize,
    hands: Vec<usize>,
    acquired: Vec<usize>,
    adversity: Vec<usize>,
}

/// The table some turns after the deal, as far as the counts go: each turn draws the pile's top
/// card while there is one (J3.2) and plays one card of the hand while there is one (J3.3, J3.4,
/// J5).
#[derive(Clone, Debug)]
struct Table {
    pile: usize,
    hands: Vec<usize>,
    /// Turns each player has had, and cards he has played in them.
    had: Vec<usize>,
    played: Vec<usize>,
    /// The seat whose turn begins.
    next: usize,
}

/// Every table from the deal (J2.2) on, turn after turn round the seats from `first` (J2.1),
/// until the pile and every hand are empty (after which only whose turn it is changes).
fn tables(seats: usize, first: usize, hand: usize, total: usize) -> Vec<Table> {
    let pile = total.saturating_sub(seats * hand);
    let mut t = Table { pile, hands: vec![hand; seats], had: vec![0; seats], played: vec![0; seats], next: first };
    let mut out = vec![t.clone()];
    for _ in 0..pile + seats * (hand + 2) {
        let s = t.next;
        if t.pile > 0 {
            t.pile -= 1;
            t.hands[s] += 1;
        }
        if t.hands[s] > 0 {
            t.hands[s] -= 1;
            t.played[s] += 1;
        }
        t.had[s] += 1;
        t.next = (s + 1) % seats;
        out.push(t.clone());
    }
    out
}

/// `n` and a noun, in the plural unless `n` is 1: "1 card", "3 Acquired cards".
fn count(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

fn cards(n: usize) -> String {
    count(n, "card")
}

fn players(seats: &[usize]) -> String {
    let names: Vec<String> = seats.iter().map(|s| (s + 1).to_string()).collect();
    format!("player{} {}", if seats.len() == 1 { "" } else { "s" }, names.join(" or "))
}

impl<'a> Report<'a> {
    /// Reports `message` at the first of `places` the example writes, else at its `id`.
    fn error(&mut self, places: &[Option<&Diagnostic>], message: String, hint: String) {
        let at = places.iter().flatten().next().copied().unwrap_or(&self.ex.at);
        let d = *fail(at, &self.ex.id, format!("the position cannot arise: {message}"));
        self.problems.push(if hint.is_empty() { d } else { d.with_hint(hint) });
    }

    fn hands_at(&self, seat: usize) -> Option<&'a Diagnostic> {
        self.ex.places.hands.get(seat)
    }

    fn front_at(&self, seat: usize) -> Option<&'a Diagnostic> {
        self.ex.places.front.get(seat)
    }

    /// J1.4, J5: every card of the box is in one place: a hand, a front, the draw pile or the
    /// discard pile; and a pile said to be empty is. The counts, unless a card is placed twice.
    fn cards(&mut self) -> Option<Counts> {
        let (s, deck) = (&self.ex.setup, &self.rules.deck);
        let places: &'a super::examples::Places = &self.ex.places;
        let n = s.seats as usize;
        let mut tally = CardTally::new((0..deck.len).map(|k| (k, deck.copies[k as usize] as usize)));
        // Each place, by the name the messages give it, with where the example writes it.
        let mut written: Vec<(String, Option<&'a Diagnostic>)> = Vec::new();
        let mut lay = |name: String, cards: Option<&Vec<u8>>, at: Option<&'a Diagnostic>| {
            tally.place(name.clone(), cards.into_iter().flatten().copied());
            written.push((name, at));
        };
        for seat in 0..n {
            lay(format!("front of player {}", seat + 1), s.front.get(seat), places.front.get(seat));
            lay(format!("hand of player {}", seat + 1), s.hands.get(seat), places.hands.get(seat));
        }
        lay("pile".into(), Some(&s.pile), places.pile.as_ref());
        let over = tally.overplaced();
        for o in &over {
            let id = &self.def.cards[o.card as usize].id;
            let message = format!(
                "the box holds {} {id}, but the position places {} ({}) (J1.4)",
                o.copies,
                o.placed(),
                o.places_text()
            );
            let at = o.places.iter().find_map(|(place, _)| written.iter().find(|(w, _)| w == place).and_then(|w| w.1));
            self.error(&[at], message, format!("remove a card {id} from one of these places"));
        }
        if !over.is_empty() {
            return None;
        }
        // The cards placed nowhere else: on the discard pile as `discard` or `pile_only` says,
        // the others under the draw pile.
        let rest = tally.rest().len();
        let discard = if s.pile_only { rest } else { s.discard };
        if discard > rest {
            let message = format!(
                "discard = {discard} puts that many cards on the discard pile, but the position places only {} \
                 nowhere else (J1.4)",
                cards(rest)
            );
            self.error(&[places.discard.as_ref()], message, format!("write discard = {rest} at most"));
            return None;
        }
        let under = rest - discard;
        if places.pile.is_some() && s.pile.is_empty() && under > 0 {
            let message = format!(
                "pile = \"\" says the draw pile is empty, but the {} the position places nowhere else, and not on \
                 the discard pile, are in it (J5)",
                cards(under)
            );
            let hint = "write pile_only = true: the pile is then only the cards it lists, and the others are on \
                        the discard pile";
            self.error(&[places.pile.as_ref()], message, hint.into());
        }
        let of = |seat: usize, acquired: bool| -> usize {
            let front = s.front.get(seat).map_or(&[][..], |f| f.as_slice());
            front.iter().filter(|&&k| deck.is_acquired(k) == acquired).count()
        };
        Some(Counts {
            pile: s.pile.len() + under,
            discard,
            fronts: s.front.iter().map(Vec::len).sum(),
            hands: (0..n).map(|seat| s.hands.get(seat).map_or(0, Vec::len)).collect(),
            acquired: (0..n).map(|seat| of(seat, true)).collect(),
            adversity: (0..n).map(|seat| of(seat, false)).collect(),
        })
    }

    /// J2.1, J2.2, J3.2, J3.3, J5: the pile and the hands are what the deal and the turns so far
    /// leave, the turns have come round to the player whose turn begins, and each player has
    /// laid no more than his turns allow.
    fn turns(&mut self, counts: &Counts) {
        let s = &self.ex.setup;
        let (n, first, next) = (s.seats as usize, s.first as usize, s.seat as usize);
        let hand = self.rules.hand as usize;
        let total = self.rules.deck.total();
        let all = tables(n, first, hand, total);
        let same_cards: Vec<&Table> = all.iter().filter(|t| t.pile == counts.pile && t.hands == counts.hands).collect();
        if same_cards.is_empty() {
            self.hands(counts, hand, &all);
            return;
        }
        let fitting: Vec<&Table> = same_cards.iter().copied().filter(|t| t.next == next).collect();
        if fitting.is_empty() {
            let mut due: Vec<usize> = same_cards.iter().map(|t| t.next).collect();
            due.sort();
            due.dedup();
            let played = counts.fronts + counts.discard;
            let message = if counts.pile > 0 {
                format!(
                    "{} been played since the deal ({} in front of the players, {} on the discard pile), one a \
                     turn, so the turns, which go round from player {} who began, have come round to {}, not \
                     player {} (J2.1, J3.2, J3.3)",
                    if played == 1 { "1 card has".to_string() } else { format!("{played} cards have") },
                    counts.fronts,
                    counts.discard,
                    first + 1,
                    players(&due),
                    next + 1
                )
            } else {
                format!(
                    "with the draw pile empty, the hands {:?} are those of the beginning of the turn of {}, not \
                     player {}: from the turn that drew the last card, each turn takes a card from the hand of \
                     whoever plays it, round the table from player {} who began (J2.1, J3.3, J5)",
                    counts.hands,
                    players(&due),
                    next + 1,
                    first + 1
                )
            };
            let hint = "each turn plays one card: change `discard` (the cards on the discard pile) or the cards in \
                        front of the players so that the turns come round to this player, or change `player` or `first`";
            let places = &self.ex.places;
            self.error(&[places.player.as_ref(), places.first.as_ref()], message, hint.into());
            return;
        }
        if !fitting.iter().any(|t| self.laid(counts, t).is_empty()) {
            let problems = self.laid(counts, fitting[0]);
            for (seat, message) in problems {
                let at = self.front_at(seat);
                let hint = "lay fewer cards in front of the players, or let more turns go by: each plays one card, \
                            in front of a player or onto the discard pile (`discard`)";
                self.error(&[at], message, hint.into());
            }
        }
    }

    /// Why no number of turns leaves these hands and this pile: each hand that breaks the deal
    /// and the draws, else the hands of an empty pile together.
    fn hands(&mut self, counts: &Counts, hand: usize, all: &[Table]) {
        let next = self.ex.setup.seat as usize;
        let mut reported = false;
        for (seat, &held) in counts.hands.iter().enumerate() {
            let message = if held > hand {
                format!(
                    "player {} holds {} at the beginning of a turn, more than the {hand} he was dealt: each turn \
                     draws one card and plays one (J2.2, J3.2, J3.3)",
                    seat + 1,
                    cards(held)
                )
            } else if held < hand && counts.pile > 0 {
                format!(
                    "player {} holds {} while the draw pile still has {}: until the pile runs out, every hand \
                     holds {hand} at the beginning of a turn, since each turn draws one card and plays one (J2.2, \
                     J3.2, J3.3)",
                    seat + 1,
                    cards(held),
                    cards(counts.pile)
                )
            } else {
                continue;
            };
            let at = self.hands_at(seat);
            self.error(&[at], message, format!("give player {} {hand} cards", seat + 1));
            reported = true;
        }
        if reported {
            return;
        }
        // While the pile lasts every hand holds what the deal gives, and then the cards placed
        // nowhere else fill the pile up to what the turns leave: here the pile can only be empty.
        let mut possible: Vec<&Vec<usize>> =
            all.iter().filter(|t| t.pile == 0 && t.next == next).map(|t| &t.hands).collect();
        possible.dedup();
        let shown: Vec<String> = possible.iter().map(|h| format!("{h:?}")).collect();
        let message = format!(
            "with the draw pile empty, no game leaves the hands {:?}: from the turn that drew the last card, \
             each turn takes a card from the hand of whoever plays it, round the table (J3.3, J5)",
            counts.hands
        );
        let hint = format!("at the beginning of player {}'s turn they can be {}", next + 1, shown.join(", "));
        let at = self.hands_at(next);
        self.error(&[at], message, hint);
    }

    /// J3.3 a, b: a player lays his Acquired cards himself, one a turn, and his opponents lay
    /// the Adversity cards in front of him out of the cards they played besides their own
    /// Acquired ones. The problems of `table`, by seat.
    fn laid(&self, counts: &Counts, table: &Table) -> Vec<(usize, String)> {
        let first = self.ex.setup.first as usize + 1;
        let mut out = Vec::new();
        for (seat, (&acquired, &played)) in counts.acquired.iter().zip(&table.played).enumerate() {
            if acquired > played {
                out.push((
                    seat,
                    format!(
                        "player {} has {} in front of him, but has played {} in his {} since player {first} \
                         began, and he lays them himself, one a turn (J3.3 a)",
                        seat + 1,
                        count(acquired, "Acquired card"),
                        cards(played),
                        count(table.had[seat], "turn")
                    ),
                ));
            }
        }
        if !out.is_empty() {
            return out;
        }
        let spare: Vec<usize> = counts.acquired.iter().zip(&table.played).map(|(&a, &p)| p - a).collect();
        for (seat, &adversity) in counts.adversity.iter().enumerate() {
            let others: usize = spare.iter().enumerate().filter(|&(s, _)| s != seat).map(|(_, &n)| n).sum();
            if adversity > others {
                out.push((
                    seat,
                    format!(
                        "player {} has {} in front of him, but his opponents have played only {} besides their \
                         own Acquired cards (J3.3 b)",
                        seat + 1,
                        count(adversity, "Adversity card"),
                        cards(others)
                    ),
                ));
            }
        }
        out
    }
}
