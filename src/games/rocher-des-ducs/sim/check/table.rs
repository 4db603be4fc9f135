//! The state of one game as the rules define it (piles, hands, the line of ramparts, the claims
//! pending), with the switches it is played under and the deal (D2, D9).

use super::cards::{Card, Colour, Face, Faction, heroes, warriors, warriors_of};
use super::field::Rampart;
use std::collections::BTreeMap;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Deal {
    /// The basic game: a pile per faction and the mercenaries (D2).
    Factions,
    /// Kingdom of France: a common pile and a mercenary pile per seat (D9.2).
    Kingdom,
    /// Battle royale: one pile of everything (D9.3).
    Royale,
}

impl Deal {
    pub(super) fn parse(s: &str) -> Option<Deal> {
        [Deal::Factions, Deal::Kingdom, Deal::Royale].into_iter().find(|d| d.name() == s)
    }

    pub(super) fn name(self) -> &'static str {
        match self {
            Deal::Factions => "factions",
            Deal::Kingdom => "kingdom",
            Deal::Royale => "royale",
        }
    }
}

/// D8.1, "no more than one hero beyond the number of cards played by your opponent", as the
/// record's `hero_limit` switch reads it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum HeroLimit {
    /// The words as they stand: the opponent's cards played.
    OpponentCards,
    /// The opponent's heroes played.
    OpponentHeroes,
}

impl HeroLimit {
    pub(super) fn parse(s: &str) -> Option<HeroLimit> {
        match s {
            "opponent-cards" => Some(HeroLimit::OpponentCards),
            "opponent-heroes" => Some(HeroLimit::OpponentHeroes),
            _ => None,
        }
    }

    /// What the opposing faction's count is, in messages.
    pub(super) fn counted(self) -> &'static str {
        match self {
            HeroLimit::OpponentCards => "cards",
            HeroLimit::OpponentHeroes => "heroes",
        }
    }
}

/// The switches and sizes a game is played with, as the record states them.
#[derive(Clone, Debug)]
pub(super) struct Rules {
    pub(super) deal: Deal,
    pub(super) heroes: bool,
    /// How D8.1 counts: against the opposing faction's heroes or its cards.
    pub(super) hero_limit: HeroLimit,
    pub(super) kings_win: bool,
    /// The most ramparts in the line (D4.2).
    pub(super) ramparts: usize,
    pub(super) seats: usize,
    pub(super) hand: usize,
    /// The faction of seat 0 (D2.3).
    pub(super) first: Faction,
}

impl Rules {
    /// D2.2 and D9.1: the hand size for a number of seats.
    pub(super) fn hand_size(seats: usize) -> Option<usize> {
        match seats {
            2 => Some(5),
            4 => Some(4),
            6 => Some(3),
            _ => None,
        }
    }

    /// Seat `s` plays the first faction when `s` is even (D9.1: factions alternate).
    pub(super) fn faction(&self, seat: usize) -> Faction {
        if seat.is_multiple_of(2) { self.first } else { self.first.other() }
    }

    /// D2.1: every pile before the deal, each in a fixed order.
    pub(super) fn piles(&self) -> BTreeMap<String, Vec<Card>> {
        let mut piles = BTreeMap::new();
        match self.deal {
            Deal::Factions => {
                for f in Faction::BOTH {
                    piles.insert(f.name().to_string(), warriors_of(f.colour()));
                }
                piles.insert("mercenaries".to_string(), warriors_of(Colour::Green));
            }
            Deal::Kingdom => {
                let common = [warriors_of(Colour::Red), warriors_of(Colour::Blue)].concat();
                piles.insert("common".to_string(), common);
                for s in 0..self.seats {
                    let greens = (1..=7).map(|value| Card::Warrior(Face { colour: Colour::Green, value })).collect();
                    piles.insert(format!("mercenaries-{s}"), greens);
                }
            }
            Deal::Royale => {
                let mut common = warriors();
                if self.heroes {
                    common.extend(heroes());
                }
                piles.insert("common".to_string(), common);
            }
        }
        // Interpretation: the heroes have their own pile in every deal but the royale one, where
        // they are mixed in the common pile (D2.1, D6.1).
        if self.heroes && self.deal != Deal::Royale {
            piles.insert("heroes".to_string(), heroes());
        }
        piles
    }

    /// D2.2: the pile that seat's hand is dealt from.
    pub(super) fn deal_pile(&self, seat: usize) -> String {
        match self.deal {
            Deal::Factions => self.faction(seat).name().to_string(),
            Deal::Kingdom => format!("mercenaries-{seat}"),
            Deal::Royale => "common".to_string(),
        }
    }

    /// D8 Lothaire: the pile the seat draws mercenaries from.
    pub(super) fn lothaire_pile(&self, seat: usize) -> String {
        match self.deal {
            Deal::Factions => "mercenaries".to_string(),
            Deal::Kingdom => format!("mercenaries-{seat}"),
            Deal::Royale => "common".to_string(),
        }
    }
}

/// One game's state.
#[derive(Clone, Debug)]
pub(super) struct Table {
    pub(super) rules: Rules,
    /// Every pile, top first.
    pub(super) piles: BTreeMap<String, Vec<Card>>,
    pub(super) hands: Vec<Vec<Card>>,
    /// Whether the seat made a rallying cry and draws from the opposing faction's pile (D6.3).
    pub(super) rallied: Vec<bool>,
    /// The ramparts, left to right; their positions are consecutive (D4.2).
    pub(super) line: Vec<Rampart>,
    /// The position each seat claimed on its last turn, until it is resolved (D5.3).
    pub(super) pending: Vec<Option<i32>>,
    /// Heroes and cards each faction has played, Normans first (D8.1).
    pub(super) heroes_played: [u32; 2],
    pub(super) cards_played: [u32; 2],
    /// The faction that played Gabriel (D7.4).
    pub(super) gabriel_by: Option<Faction>,
    /// Counts the cards laid on sides, to tell which side completed first (D5.2).
    pub(super) clock: u32,
}

impl Table {
    /// D2.2: deals each seat its hand from the top of its pile, in seat order, a card at a
    /// time. The source forbids a hand made only of heroes, at the deal too (D6.4): while a
    /// hand holds fewer than two warriors, a hero on top of the pile goes under it before the
    /// card is dealt. Fails when a pile is too short, which only a record with wrong piles can
    /// cause.
    pub(super) fn new(rules: Rules, piles: BTreeMap<String, Vec<Card>>) -> Result<Table, String> {
        let seats = rules.seats;
        let mut table = Table {
            rules,
            piles,
            hands: vec![Vec::new(); seats],
            rallied: vec![false; seats],
            line: Vec::new(),
            pending: vec![None; seats],
            heroes_played: [0; 2],
            cards_played: [0; 2],
            gabriel_by: None,
            clock: 0,
        };
        for seat in 0..seats {
            let name = table.rules.deal_pile(seat);
            for _ in 0..table.rules.hand {
                if !table.piles.get(&name).is_some_and(|p| p.iter().any(|c| table.may_take(seat, *c))) {
                    return Err(format!("the {name} pile is too short to deal seat {seat} its hand (D2.2)"));
                }
                table.take_top(seat, &name);
            }
        }
        Ok(table)
    }

    /// D6.4: whether `seat`'s hand may take `card` now: a hero only while it holds two
    /// warriors or more, so that it is never all heroes.
    pub(super) fn may_take(&self, seat: usize, card: Card) -> bool {
        card.is_warrior() || self.warriors_in_hand(seat) >= 2
    }

    /// D6.1 and D6.4: `seat` takes the top card of `pile`, each hero on top that its hand may
    /// not take going under the pile first (the pile holds a card it may take). Returns the
    /// card and those heroes.
    pub(super) fn take_top(&mut self, seat: usize, pile: &str) -> (Card, Vec<Card>) {
        let mut under = Vec::new();
        loop {
            let top = self.piles[pile][0];
            let cards = self.piles.get_mut(pile).expect("the pile exists");
            cards.remove(0);
            if self.may_take(seat, top) {
                self.hands[seat].push(top);
                return (top, under);
            }
            self.piles.get_mut(pile).expect("the pile exists").push(top);
            under.push(top);
        }
    }

    pub(super) fn faction(&self, seat: usize) -> Faction {
        self.rules.faction(seat)
    }

    pub(super) fn rampart(&self, position: i32) -> Option<&Rampart> {
        self.line.iter().find(|r| r.position == position)
    }

    pub(super) fn rampart_mut(&mut self, position: i32) -> Option<&mut Rampart> {
        self.line.iter_mut().find(|r| r.position == position)
    }

    /// The leftmost and rightmost positions, or `None` before the first card.
    pub(super) fn ends(&self) -> Option<(i32, i32)> {
        Some((self.line.first()?.position, self.line.last()?.position))
    }

    pub(super) fn warriors_in_hand(&self, seat: usize) -> usize {
        self.hands[seat].iter().filter(|c| c.is_warrior()).count()
    }
}
