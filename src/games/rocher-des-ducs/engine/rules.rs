//! The rules a game is played under: the switches of a ruleset (game.toml) as plain values.

/// How the cards are split into piles and dealt (D2, D9.2, D9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deal {
    /// A pile per faction, the mercenaries, the heroes (D2.1).
    Factions,
    /// Kingdom of France: one common pile of the faction cards, one mercenary pile per player
    /// (D9.2).
    Kingdom,
    /// Battle royale: one pile of everything (D9.3).
    Royale,
}

impl Deal {
    pub const ALL: [Deal; 3] = [Deal::Factions, Deal::Kingdom, Deal::Royale];

    pub fn id(self) -> &'static str {
        match self {
            Deal::Factions => "factions",
            Deal::Kingdom => "kingdom",
            Deal::Royale => "royale",
        }
    }

    pub fn from_id(id: &str) -> Option<Deal> {
        Deal::ALL.into_iter().find(|d| d.id() == id)
    }
}

/// How the heroes' limit reads (D8.1): "no more than one hero beyond the number of cards
/// played by your opponent".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeroLimit {
    /// Against the opposing faction's cards played, as the document words it. Since turns
    /// alternate, a faction that passes no turn can never be held back by it.
    OpponentCards,
    /// Against the opposing faction's heroes played: a faction is at most one hero ahead
    /// (**Interpretation** I-D8.1, the default of the heroic rulesets).
    OpponentHeroes,
}

impl HeroLimit {
    pub const ALL: [HeroLimit; 2] = [HeroLimit::OpponentCards, HeroLimit::OpponentHeroes];

    pub fn id(self) -> &'static str {
        match self {
            HeroLimit::OpponentCards => "opponent-cards",
            HeroLimit::OpponentHeroes => "opponent-heroes",
        }
    }

    pub fn from_id(id: &str) -> Option<HeroLimit> {
        HeroLimit::ALL.into_iter().find(|h| h.id() == id)
    }

    /// The rule, as a refusal cites it.
    pub fn rule(self) -> &'static str {
        match self {
            HeroLimit::OpponentCards => {
                "a faction may not have played more heroes than the opposing faction has played cards, plus one (D8.1)"
            }
            HeroLimit::OpponentHeroes => {
                "a faction may not have played more heroes than the opposing faction has played heroes, plus one (D8.1, I-D8.1)"
            }
        }
    }
}

/// One game's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub deal: Deal,
    /// The heroic variant (D8).
    pub heroes: bool,
    /// How the heroes' limit reads (D8.1); it binds only with `heroes`.
    pub hero_limit: HeroLimit,
    /// The King of France's win (D5.5).
    pub kings_win: bool,
    /// The most ramparts in the line (D4.2).
    pub ramparts: u8,
    /// Hand sizes with 2, 4 and 6 seats (D2.2, D9.1).
    pub hands: [u8; 3],
}

impl Rules {
    /// The basic game as the document gives it.
    pub fn basic() -> Rules {
        Rules {
            deal: Deal::Factions,
            heroes: false,
            hero_limit: HeroLimit::OpponentHeroes,
            kings_win: true,
            ramparts: 7,
            hands: [5, 4, 3],
        }
    }

    /// The hand size with `seats` players, or why that many cannot play (D9.1, D9.2).
    pub fn hand_for(&self, seats: u8) -> Result<u8, String> {
        match (seats, self.deal) {
            (4 | 6, Deal::Kingdom) => {
                Err("the Kingdom of France is played by 2 players only (D9.2: it does not combine with D9.1)".into())
            }
            (2, _) => Ok(self.hands[0]),
            (4, _) => Ok(self.hands[1]),
            (6, _) => Ok(self.hands[2]),
            _ => Err(format!("Le rocher des ducs is played by 2, 4 or 6 players, not {seats} (D9.1)")),
        }
    }
}
