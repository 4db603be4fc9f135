//! What every game's `examples.toml` shares, whatever its engine: the file read with its TOML
//! problems located, and a problem of an example located where it is written.

use crate::diagnostic::{Diagnostic, Diagnostics};

/// Reads examples.toml as `T`; a syntax error or an unknown key is located, with a hint.
pub fn parse<T: serde::de::DeserializeOwned>(file: &str, source: &str) -> Result<T, Diagnostics> {
    toml::from_str(source).map_err(|e| {
        let hint = if e.message().contains("unknown field") {
            "remove the key or fix its spelling (the comment at the top of examples.toml lists them)"
        } else {
            "fix the TOML at this point"
        };
        Diagnostics(vec![
            Diagnostic::at(file, source, e.span().unwrap_or(0..0), e.message().trim().to_string()).with_hint(hint),
        ])
    })
}

/// A problem with example `id`, located at `at` (its `id`, or the key it is about).
pub fn fail(at: &Diagnostic, id: &str, message: impl Into<String>) -> Box<Diagnostic> {
    let mut d = at.clone();
    d.message = format!("example {id:?}: {}", message.into());
    Box::new(d)
}

/// An expectation's value and where it is written (`at` makes a diagnostic of a span).
pub fn spanned<T: Clone>(
    value: &Option<toml::Spanned<T>>,
    at: impl Fn(std::ops::Range<usize>) -> Diagnostic,
) -> Option<(T, Diagnostic)> {
    value.as_ref().map(|v| (v.get_ref().clone(), at(v.span())))
}

/// Where the cards of a box are in a position given by hand, place by place. A real table holds
/// every card of the box exactly once: a card placed more often than the box holds it is an
/// error, and the cards placed nowhere are the rest, which the example's format puts somewhere
/// (under a pile, on a discard pile) or reports.
pub struct CardTally<K> {
    copies: Vec<(K, usize)>,
    places: Vec<(String, Vec<K>)>,
}

/// A card that a position places more often than the box holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overplaced<K> {
    pub card: K,
    /// How many the box holds (0: the game has no such card).
    pub copies: usize,
    /// Each place that holds it, with how many there.
    pub places: Vec<(String, usize)>,
}

impl<K> Overplaced<K> {
    /// How many the position places.
    pub fn placed(&self) -> usize {
        self.places.iter().map(|(_, n)| n).sum()
    }

    /// The places as a reader lists them: `2 in hand, 1 in discard`.
    pub fn places_text(&self) -> String {
        let parts: Vec<String> = self.places.iter().map(|(place, n)| format!("{n} in {place}")).collect();
        parts.join(", ")
    }
}

impl<K: Copy + Eq> CardTally<K> {
    /// A box holding `copies` of each card.
    pub fn new(copies: impl IntoIterator<Item = (K, usize)>) -> CardTally<K> {
        CardTally { copies: copies.into_iter().collect(), places: Vec::new() }
    }

    /// Lays `cards` in the place named `place` (a name the messages show).
    pub fn place(&mut self, place: impl Into<String>, cards: impl IntoIterator<Item = K>) {
        self.places.push((place.into(), cards.into_iter().collect()));
    }

    fn box_copies(&self, card: K) -> usize {
        self.copies.iter().find(|(k, _)| *k == card).map_or(0, |&(_, n)| n)
    }

    fn placed(&self, card: K) -> usize {
        self.places.iter().map(|(_, cards)| cards.iter().filter(|&&c| c == card).count()).sum()
    }

    /// Every card placed more often than the box holds it: the box's cards in its order, then
    /// cards the box lacks in the order they are met.
    pub fn overplaced(&self) -> Vec<Overplaced<K>> {
        let mut cards: Vec<K> = self.copies.iter().map(|&(k, _)| k).collect();
        for (_, list) in &self.places {
            for &c in list {
                if !cards.contains(&c) {
                    cards.push(c);
                }
            }
        }
        cards
            .into_iter()
            .filter(|&card| self.placed(card) > self.box_copies(card))
            .map(|card| Overplaced {
                card,
                copies: self.box_copies(card),
                places: self
                    .places
                    .iter()
                    .map(|(place, list)| (place.clone(), list.iter().filter(|&&c| c == card).count()))
                    .filter(|&(_, n)| n > 0)
                    .collect(),
            })
            .collect()
    }

    /// The cards of the box placed nowhere, in the box's order, each as often as it is left.
    pub fn rest(&self) -> Vec<K> {
        let mut out = Vec::new();
        for &(card, n) in &self.copies {
            out.extend(std::iter::repeat_n(card, n.saturating_sub(self.placed(card))));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_placed_more_often_than_the_box_holds_it_is_named_with_its_places() {
        let mut tally = CardTally::new([('a', 2), ('b', 1)]);
        tally.place("hand", ['a', 'b']);
        tally.place("pile", ['a', 'a', 'z']);
        let over = tally.overplaced();
        assert_eq!(over.len(), 2, "{over:?}");
        assert_eq!((over[0].card, over[0].copies, over[0].placed()), ('a', 2, 3));
        assert_eq!(over[0].places_text(), "1 in hand, 2 in pile");
        assert_eq!((over[1].card, over[1].copies), ('z', 0), "a card the box lacks");
    }

    #[test]
    fn the_rest_is_every_card_of_the_box_placed_nowhere() {
        let mut tally = CardTally::new([('a', 2), ('b', 3)]);
        tally.place("hand", ['b']);
        assert_eq!(tally.rest(), ['a', 'a', 'b', 'b']);
    }
}
