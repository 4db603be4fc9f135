//! A rampart of the line: its two sides, its status and the strength of each complete side
//! (D4, D5.1, D5.2), and a rampart given by hand.

use super::super::cards::{Card, Faction, Hero, Laid};
use super::super::formation::{Strength, strength};

/// Whether a rampart is still fought over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Contested,
    Won(Faction),
    /// Sealed by the Archangel Gabriel: nobody wins it (D8).
    Sealed,
}

/// A rampart: each faction's side, in the order laid.
#[derive(Clone, Copy, Debug)]
pub struct Rampart {
    pub cards: [[Laid; 3]; 2],
    pub len: [u8; 2],
    /// When each side was completed (the tick of its third card; D5.2).
    pub done_at: [u16; 2],
    pub status: Status,
    /// Saint Aubert is there (D8).
    pub aubert: bool,
    /// Won with green cards only (D5.5).
    pub green: bool,
    /// The strength of each complete side (D5.1), kept with its cards.
    power: [Strength; 2],
}

impl Default for Rampart {
    fn default() -> Rampart {
        Rampart {
            cards: [[Laid::default(); 3]; 2],
            len: [0; 2],
            done_at: [0; 2],
            status: Status::Contested,
            aubert: false,
            green: false,
            power: [Strength::new(super::super::formation::Formation::Sum, 0); 2],
        }
    }
}

impl Rampart {
    pub fn side(&self, f: Faction) -> &[Laid] {
        &self.cards[f.index()][..self.len[f.index()] as usize]
    }

    pub fn complete(&self, f: Faction) -> bool {
        self.len[f.index()] == 3
    }

    pub fn contested(&self) -> bool {
        self.status == Status::Contested
    }

    pub(super) fn lay(&mut self, f: Faction, laid: Laid, tick: u16) {
        let i = f.index();
        self.cards[i][self.len[i] as usize] = laid;
        self.len[i] += 1;
        // The strength is worked out at every card and kept at the third: a select costs
        // less than a branch taken one time in three at random.
        let c = &self.cards[i];
        let power = strength([c[0], c[1], c[2]], self.aubert);
        let done = self.len[i] == 3;
        self.done_at[i] = if done { tick } else { self.done_at[i] };
        self.power[i] = if done { power } else { self.power[i] };
    }

    pub(super) fn measure(&mut self, f: Faction) {
        let c = &self.cards[f.index()];
        self.power[f.index()] = strength([c[0], c[1], c[2]], self.aubert);
    }

    /// Takes the first warrior (not a hero) of `face` off side `f`.
    pub(super) fn take(&mut self, f: Faction, face: Card) -> bool {
        let i = f.index();
        let n = self.len[i] as usize;
        let Some(k) = self.cards[i][..n].iter().position(|l| !l.is_hero() && l.face() == face) else { return false };
        self.cards[i].copy_within(k + 1..n, k);
        self.len[i] -= 1;
        true
    }

    /// Whether the complete side of `f` beats the other, complete too (D5.2): the stronger
    /// formation, or the same and completed first.
    pub(super) fn wins(&self, f: Faction) -> bool {
        let (mine, theirs) = (self.strength(f), self.strength(f.other()));
        mine > theirs || (mine == theirs && self.done_at[f.index()] < self.done_at[f.other().index()])
    }

    /// The strength of a complete side.
    pub fn strength(&self, f: Faction) -> Strength {
        debug_assert!(self.complete(f));
        self.power[f.index()]
    }
}

/// A rampart of a position given by hand ([`Game::from_position`]).
#[derive(Clone, Debug)]
pub struct RampartSetup {
    pub at: i8,
    /// Each faction's side in the order laid: the card and the face it is laid as (a warrior
    /// as itself, a hero as the warrior it plays).
    pub sides: [Vec<(Card, Card)>; 2],
    /// Heroes beside the rampart (Saint Aubert, Gabriel) and the faction that played them.
    pub beside: Vec<(Hero, Faction)>,
    pub status: Status,
}
