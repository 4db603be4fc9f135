//! What players decide, what the game waits for, why a decision is refused and how a game ends.

use super::{CardSet, Member, Score, Side};

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// R9.3: this side chooses the cards it sets aside before the first shuffle.
    SetAside(Side),
    /// R9.5: this team's drawer gives cards to the partner and picks who places first.
    Give(Side),
    /// R4: placement number 0..4 of the round (first player at A, opponent at A,
    /// opponent at B, first player at B).
    Place(u8),
    /// R5.2: the defender of battle 0 (castle A) or 1 (castle B) concedes or reveals.
    Concede(u8),
    /// R9.2a: the loser of a neutral castle chooses what to remove after battle 0 or 1.
    Remove(u8),
    Over,
}

impl Phase {
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Phase::SetAside(_) => "a set-aside choice (R9.3)",
            Phase::Give(_) => "a team's give (R9.5)",
            Phase::Place(_) => "a placement (R4)",
            Phase::Concede(_) => "the defender's concede-or-reveal choice (R5.2)",
            Phase::Remove(_) => "the loser's removal choice (R9.2a)",
            Phase::Over => "nothing (the game is over)",
        }
    }
}

/// A decision of a player. Cards are given as multisets; which copy of a card is used does not
/// matter to the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    SetAside {
        cards: CardSet,
    },
    Give {
        cards: CardSet,
        first: Member,
    },
    /// `castle` is 1-based, as in the game record.
    Place {
        castle: u8,
        cards: CardSet,
    },
    Concede,
    Reveal,
    Remove {
        cards: CardSet,
    },
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// R6.4: one side holds every castle.
    AllCastles,
    /// R7.5: a side at its exhaustion limit has at most one card.
    Exhaustion,
    /// R7.6: a side cannot place at two castles for another reason.
    NoCards,
}

impl EndReason {
    pub fn id(self) -> &'static str {
        match self {
            EndReason::AllCastles => "all_castles",
            EndReason::Exhaustion => "exhaustion",
            EndReason::NoCards => "no_cards",
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    pub reason: EndReason,
    /// The last round played.
    pub round: u16,
    pub score: Score,
}

/// Cards placed by one player at one castle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub side: Side,
    pub member: Member,
    /// 1-based castle position.
    pub castle: u8,
    pub attack: bool,
    /// The cards placed; after the battle, those not removed.
    pub cards: CardSet,
}

/// A decision the rules forbid, with the rule that forbids it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalDecision {
    #[error("the game is over (R3)")]
    GameOver,
    #[error("the game waits for {expected}, not for this decision")]
    NotNow { expected: &'static str },
    #[error("R1.1: there is no castle {castle}; castles are numbered 1 to {count}")]
    NoSuchCastle { castle: u8, count: u8 },
    #[error("R4.2: the opponent must answer at castle A ({castle_a}) first")]
    MustAnswerAtA { castle_a: u8 },
    #[error("R4.2: castle B must differ from castle A ({castle_a})")]
    SameCastle { castle_a: u8 },
    #[error("R4.3: the first player ends at castle B ({castle_b})")]
    MustAnswerAtB { castle_b: u8 },
    #[error("R4.4: at least one card must be placed at a castle")]
    NoCards,
    #[error("R4.4: at most {max} cards may be placed at one castle")]
    TooManyCards { max: u8 },
    #[error("R4.4: a card must be kept for the second castle of the round")]
    MustKeepCard,
    #[error("R4.1: those cards are not in the player's hand")]
    NotInHand,
    #[error("R5.2: only the defender of a held castle may concede, and only when asked")]
    CannotConcede,
    #[error("R9.2a: the loser removes his strongest card there, or two or more of his cards there reaching its value")]
    BadRemoval,
    #[error("R9.3: exactly {count} numbered cards (never the hero) are set aside")]
    BadSetAside { count: u8 },
    #[error("R9.5: the drawer gives 1 to {max} cards from his hand and keeps at least one")]
    BadGive { max: u8 },
}
