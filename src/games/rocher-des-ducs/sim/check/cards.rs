//! The cards (D1), the factions and the way the record writes them.

use serde_json::Value;
use std::fmt;

/// A faction. Every rampart has one side for each (see the rules' "Words").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Faction {
    Normans,
    Bretons,
}

impl Faction {
    pub(super) const BOTH: [Faction; 2] = [Faction::Normans, Faction::Bretons];

    pub(super) fn parse(s: &str) -> Option<Faction> {
        Faction::BOTH.into_iter().find(|f| f.name() == s)
    }

    /// The record's name of the faction, which is also the name of its pile (D2.1).
    pub(super) fn name(self) -> &'static str {
        match self {
            Faction::Normans => "normans",
            Faction::Bretons => "bretons",
        }
    }

    /// The faction's side of a rampart, for messages.
    pub(super) fn side(self) -> &'static str {
        match self {
            Faction::Normans => "Norman side",
            Faction::Bretons => "Breton side",
        }
    }

    pub(super) fn index(self) -> usize {
        self as usize
    }

    pub(super) fn other(self) -> Faction {
        match self {
            Faction::Normans => Faction::Bretons,
            Faction::Bretons => Faction::Normans,
        }
    }

    /// The colour of the faction's warriors (D1.1).
    pub(super) fn colour(self) -> Colour {
        match self {
            Faction::Normans => Colour::Red,
            Faction::Bretons => Colour::Blue,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Colour {
    Red,
    Blue,
    Green,
}

impl Colour {
    pub(super) const ALL: [Colour; 3] = [Colour::Red, Colour::Blue, Colour::Green];

    fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Blue => 'B',
            Colour::Green => 'G',
        }
    }
}

/// What a card counts as on a rampart: a colour and a value 1..7. A warrior is its own face.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct Face {
    pub(super) colour: Colour,
    pub(super) value: u8,
}

impl Face {
    /// The weight's face (D8).
    pub(super) const GREEN_ONE: Face = Face { colour: Colour::Green, value: 1 };

    pub(super) fn parse(s: &str) -> Option<Face> {
        let mut chars = s.chars();
        let letter = chars.next()?;
        let colour = Colour::ALL.into_iter().find(|c| c.letter() == letter)?;
        let value = chars.next()?.to_digit(10).filter(|v| (1..=7).contains(v))? as u8;
        chars.next().is_none().then_some(Face { colour, value })
    }

    /// The 21 faces, colour by colour.
    pub(super) fn all() -> impl Iterator<Item = Face> {
        Colour::ALL.into_iter().flat_map(|colour| (1..=7).map(move |value| Face { colour, value }))
    }

    /// A number 0..21 for tables indexed by face.
    pub(super) fn index(self) -> usize {
        self.colour as usize * 7 + self.value as usize - 1
    }

    pub(super) fn is_green(self) -> bool {
        self.colour == Colour::Green
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour.letter(), self.value)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Hero {
    Richard,
    Hoel,
    Mainard,
    Nordoard,
    Hugues,
    Lothaire,
    Aubert,
    Gabriel,
}

/// What a hero does when played for one faction (D8).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Power {
    /// Laid as a warrior of any colour and value the player names.
    Free,
    /// Laid as a green 1.
    Weight,
    /// Abbot Mainard: an opposing warrior goes to the player's side.
    Mainard,
    /// Nordoard or Hugues: an opposing warrior goes to another rampart, still on its side.
    Move,
    Lothaire,
    Aubert,
    Gabriel,
}

impl Power {
    pub(super) fn name(self) -> &'static str {
        match self {
            Power::Free => "a free warrior",
            Power::Weight => "a weight (a green 1)",
            Power::Mainard => "Mainard's move",
            Power::Move => "a move to another rampart",
            Power::Lothaire => "Lothaire's mercenary",
            Power::Aubert => "Saint Aubert",
            Power::Gabriel => "Gabriel's seal",
        }
    }
}

impl Hero {
    pub(super) const ALL: [Hero; 8] = [
        Hero::Richard,
        Hero::Hoel,
        Hero::Mainard,
        Hero::Nordoard,
        Hero::Hugues,
        Hero::Lothaire,
        Hero::Aubert,
        Hero::Gabriel,
    ];

    /// The record's id of the hero (D1.2).
    pub(super) fn id(self) -> &'static str {
        match self {
            Hero::Richard => "richard",
            Hero::Hoel => "hoel",
            Hero::Mainard => "mainard",
            Hero::Nordoard => "nordoard",
            Hero::Hugues => "hugues",
            Hero::Lothaire => "lothaire",
            Hero::Aubert => "aubert",
            Hero::Gabriel => "gabriel",
        }
    }

    /// D8: the power of the hero played for faction `f`.
    pub(super) fn power(self, f: Faction) -> Power {
        use Faction::{Bretons, Normans};
        match (self, f) {
            (Hero::Richard, Normans) | (Hero::Hoel, Bretons) => Power::Free,
            (Hero::Richard, Bretons) | (Hero::Hoel, Normans) => Power::Weight,
            (Hero::Nordoard, Normans) | (Hero::Hugues, Bretons) => Power::Free,
            (Hero::Nordoard, Bretons) | (Hero::Hugues, Normans) => Power::Move,
            (Hero::Mainard, _) => Power::Mainard,
            (Hero::Lothaire, _) => Power::Lothaire,
            (Hero::Aubert, _) => Power::Aubert,
            (Hero::Gabriel, _) => Power::Gabriel,
        }
    }
}

/// A card of the game: a warrior or a hero.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Card {
    Warrior(Face),
    Hero(Hero),
}

impl Card {
    pub(super) fn parse(s: &str) -> Option<Card> {
        Face::parse(s).map(Card::Warrior).or_else(|| Hero::ALL.into_iter().find(|h| h.id() == s).map(Card::Hero))
    }

    pub(super) fn is_warrior(self) -> bool {
        matches!(self, Card::Warrior(_))
    }

    pub(super) fn is_hero(self) -> bool {
        matches!(self, Card::Hero(_))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Warrior(face) => face.fmt(f),
            Card::Hero(h) => f.write_str(h.id()),
        }
    }
}

/// D1.1: the two copies of every warrior of one colour.
pub(super) fn warriors_of(colour: Colour) -> Vec<Card> {
    (1..=7).flat_map(|value| [Card::Warrior(Face { colour, value }); 2]).collect()
}

/// D1.1: the 42 warriors.
pub(super) fn warriors() -> Vec<Card> {
    Colour::ALL.into_iter().flat_map(warriors_of).collect()
}

/// D1.2: the 8 heroes.
pub(super) fn heroes() -> Vec<Card> {
    Hero::ALL.into_iter().map(Card::Hero).collect()
}

/// A list of cards from the record, or `None` when it is not a list of cards.
pub(super) fn parse_cards(v: &Value) -> Option<Vec<Card>> {
    v.as_array()?.iter().map(|c| c.as_str().and_then(Card::parse)).collect()
}

/// Cards as the record writes them, for messages.
pub(super) fn show(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    format!("[{}]", names.join(", "))
}

pub(super) fn sorted(cards: &[Card]) -> Vec<Card> {
    let mut v = cards.to_vec();
    v.sort_unstable();
    v
}

/// Whether two lists hold the same cards, in any order.
pub(super) fn same(a: &[Card], b: &[Card]) -> bool {
    sorted(a) == sorted(b)
}

/// Takes one copy of `card` out of `cards`; false when there is none.
pub(super) fn take(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|&c| c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

/// What `got` lacks and has too many of, compared with `want`, for messages.
pub(super) fn difference(got: &[Card], want: &[Card]) -> (Vec<Card>, Vec<Card>) {
    let mut extra = got.to_vec();
    let mut missing = Vec::new();
    for &c in want {
        if !take(&mut extra, c) {
            missing.push(c);
        }
    }
    (sorted(&missing), sorted(&extra))
}
