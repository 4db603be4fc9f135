//! The rules a game of Joute is played under: the facts of J1 (the cards, the track, the destiny
//! scale, the die), the special spaces of J4 and the switches of a ruleset, all as plain numbers
//! read from game.toml. Card kinds and spaces are indexes: their names live in the definition.

use super::packing::Packing;

/// The most players (J1.3).
pub const MAX_SEATS: usize = 4;
/// The most kinds of card (each a bit of a `u32`).
pub const MAX_KINDS: usize = 32;
/// The longest track: spaces 0 (Start) to `finish`.
pub const MAX_FINISH: usize = 99;
/// The most cards in the box.
pub const MAX_CARDS: usize = 240;
/// The length of the arrays that hold a pile: room for every card, and an index below 256
/// (a byte) needs no bounds check.
pub const PILE_ROOM: usize = 256;
/// The largest hand a player holds after drawing.
pub const MAX_HAND: usize = 8;

/// What a kind of card does (J1.4, J3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardKind {
    /// Played in front of oneself: the destiny marker moves up by `destiny` (J3.3 a).
    Acquired { destiny: u8 },
    /// Played in front of an opponent: his marker moves down (J3.3 b).
    Adversity,
}

/// What a space of the track does to a pawn whose move ends there (J4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Space {
    #[default]
    Plain,
    /// J4.1: one Adversity card in front of the player goes to the discard pile and his marker
    /// moves up by `gain`; nothing without an Adversity card.
    Relief { gain: u8 },
    /// J4.2: back to Start.
    Start,
    /// J4.3: back to Start unless the player has this Acquired card in front of him.
    StartUnlessCard(u8),
    /// J4.4: back to Start unless the player has at least this many Acquired cards.
    StartUnlessCount(u8),
}

impl Space {
    /// Whether a move ending here may send the pawn back to Start.
    pub fn sends_back(self) -> bool {
        !matches!(self, Space::Plain)
    }
}

/// The cards of the box, by kind (J1.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deck {
    pub kinds: [CardKind; MAX_KINDS],
    pub copies: [u8; MAX_KINDS],
    /// How many kinds there are (indexes 0..len).
    pub len: u8,
    /// How many cards, every kind's copies.
    total: u16,
    /// The kinds of Acquired and of Adversity cards as bit sets, and each kind's gain, worked
    /// out once: the engine reads them on every play.
    acquired: u32,
    adversity: u32,
    gains: [u8; MAX_KINDS],
    /// Every card of the box, kind by kind (0 past the last): the pile before its shuffle.
    in_order: [u8; PILE_ROOM],
    /// The plays of a turn in one word, when the deck allows it.
    packing: Option<Packing>,
}

impl Deck {
    /// The kinds of `kinds`, each with its copies.
    pub fn new(kinds: &[(CardKind, u8)]) -> Deck {
        assert!(kinds.len() <= MAX_KINDS, "at most {MAX_KINDS} kinds of card");
        let mut deck = Deck {
            kinds: [CardKind::Adversity; MAX_KINDS],
            copies: [0; MAX_KINDS],
            len: kinds.len() as u8,
            total: kinds.iter().map(|&(_, copies)| copies as u16).sum(),
            acquired: 0,
            adversity: 0,
            gains: [0; MAX_KINDS],
            in_order: [0; PILE_ROOM],
            packing: None,
        };
        let mut n = 0;
        for (i, &(kind, copies)) in kinds.iter().enumerate() {
            for _ in 0..copies {
                if n < MAX_CARDS {
                    deck.in_order[n] = i as u8;
                }
                n += 1;
            }
            deck.kinds[i] = kind;
            deck.copies[i] = copies;
            match kind {
                CardKind::Acquired { destiny } => {
                    deck.acquired |= 1 << i;
                    deck.gains[i] = destiny;
                }
                CardKind::Adversity => deck.adversity |= 1 << i,
            }
        }
        deck.packing = Packing::new(deck.len, deck.acquired, &deck.gains);
        deck
    }

    /// The layout of a turn's plays in one word, if the deck allows it.
    #[inline(always)]
    pub(crate) fn packing(&self) -> Option<&Packing> {
        self.packing.as_ref()
    }

    /// Every card of the box, kind by kind.
    pub fn cards(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.len).flat_map(|k| std::iter::repeat_n(k, self.copies[k as usize] as usize))
    }

    pub fn total(&self) -> usize {
        self.total as usize
    }

    /// The kinds of Acquired cards, as a bit set.
    pub fn acquired_mask(&self) -> u32 {
        self.acquired
    }

    /// The kinds of Adversity cards, as a bit set.
    pub fn adversity_mask(&self) -> u32 {
        self.adversity
    }

    pub fn is_acquired(&self, kind: u8) -> bool {
        self.acquired & 1 << kind != 0
    }

    /// How far an Acquired card moves its owner's marker up (0 for an Adversity card).
    pub fn gain(&self, kind: u8) -> u8 {
        self.gains[kind as usize & (MAX_KINDS - 1)]
    }

    /// Every card of the box, kind by kind, as the first [`Deck::total`] cards of the array.
    pub fn in_order(&self) -> [u8; PILE_ROOM] {
        self.in_order
    }
}

/// The rules of one ruleset: the facts of game.toml and the ruleset's switches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Cards dealt to each player (J2.2); a hand holds one more after the draw.
    pub hand: u8,
    /// Faces of the die (J1.1).
    pub die: u8,
    /// The ends of the destiny scale (J1.2): the marker never leaves them.
    pub destiny_min: i8,
    pub destiny_max: i8,
    /// The most Adversity cards in front of a player, all of different kinds (J3.3 b).
    pub adversity_max: u8,
    /// How far a received Adversity card moves the marker down (J3.3 b).
    pub adversity_loss: u8,
    /// The last space, reached exactly to win (J6.1).
    pub finish: u8,
    /// What each space does, by its number (J4).
    pub spaces: [Space; MAX_FINISH + 1],
    pub deck: Deck,
    /// J6.2: a move past the finish bounces back by the excess; without it, a move that
    /// reaches or passes the finish stops there and wins.
    pub bounce: bool,
    /// J3.3 b, J4.1: a marker that ends below 0 sends the pawn back to Start.
    pub negative_start: bool,
    /// J6.4: a game still running after this many turns ends without a winner.
    pub turn_limit: u32,
}

impl Rules {
    /// The special spaces, in track order.
    pub fn specials(&self) -> impl Iterator<Item = (u8, Space)> + '_ {
        (0..=self.finish).filter_map(|s| {
            let space = self.spaces[s as usize];
            (space != Space::Plain).then_some((s, space))
        })
    }

    /// Where a pawn on `from` ends after moving `steps` spaces (J3.1, J6.2, J6.3), and whether
    /// it bounced off the finish.
    pub fn advance(&self, from: u8, steps: u8) -> (u8, bool) {
        let reach = from as u32 + steps as u32;
        let finish = self.finish as u32;
        if reach <= finish {
            (reach as u8, false)
        } else if self.bounce {
            // J6.3: never below Start.
            ((2 * finish).saturating_sub(reach) as u8, true)
        } else {
            (self.finish, false)
        }
    }
}
