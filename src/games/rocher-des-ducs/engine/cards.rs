//! The cards (D1): 42 warriors, three colours × values 1..7 × 2 copies, and 8 heroes, each a
//! small integer so that hands, piles and ramparts are plain arrays.

/// A faction: the side of every rampart its players lay their cards on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Faction {
    Normans = 0,
    Bretons = 1,
}

impl Faction {
    pub const BOTH: [Faction; 2] = [Faction::Normans, Faction::Bretons];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn other(self) -> Faction {
        match self {
            Faction::Normans => Faction::Bretons,
            Faction::Bretons => Faction::Normans,
        }
    }

    /// As records write it.
    pub fn id(self) -> &'static str {
        match self {
            Faction::Normans => "normans",
            Faction::Bretons => "bretons",
        }
    }

    pub fn from_id(id: &str) -> Option<Faction> {
        Faction::BOTH.into_iter().find(|f| f.id() == id)
    }
}

/// The colour of a warrior (D1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Red = 0,
    Blue = 1,
    Green = 2,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Red, Colour::Blue, Colour::Green];

    pub fn letter(self) -> char {
        ['R', 'B', 'G'][self as usize]
    }

    /// As the game's texts and templates name it.
    pub fn id(self) -> &'static str {
        ["red", "blue", "green"][self as usize]
    }
}

/// The heroes of the heroic variant (D1.2, D8), in the order of the document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hero {
    Richard = 0,
    Hoel = 1,
    Mainard = 2,
    Nordoard = 3,
    Hugues = 4,
    Lothaire = 5,
    Aubert = 6,
    Gabriel = 7,
}

impl Hero {
    pub const ALL: [Hero; 8] = [
        Hero::Richard,
        Hero::Hoel,
        Hero::Mainard,
        Hero::Nordoard,
        Hero::Hugues,
        Hero::Lothaire,
        Hero::Aubert,
        Hero::Gabriel,
    ];

    pub fn id(self) -> &'static str {
        ["richard", "hoel", "mainard", "nordoard", "hugues", "lothaire", "aubert", "gabriel"][self as usize]
    }

    pub fn card(self) -> Card {
        Card(WARRIOR_KINDS as u8 + self as u8)
    }
}

/// Warrior kinds: colour × value.
pub const WARRIOR_KINDS: usize = 21;
/// Card kinds: the warriors, then the heroes.
pub const KINDS: usize = WARRIOR_KINDS + 8;

/// Each kind's colour and value, as `Card::colour` and `Card::value` read them (kind / 7 and
/// kind % 7 + 1; 32 entries so that any byte masked by 31 is in bounds).
const COLOURS: [Colour; 32] = {
    let mut t = [Colour::Red; 32];
    let mut k = 0;
    while k < 32 {
        t[k] = Colour::ALL[(k / 7) % 3];
        k += 1;
    }
    t
};
const VALUES: [u8; 32] = {
    let mut t = [0u8; 32];
    let mut k = 0;
    while k < 32 {
        t[k] = (k % 7) as u8 + 1;
        k += 1;
    }
    t
};

/// A card of the box by kind: a warrior `colour * 7 + value - 1` (0..21), or a hero (21..29).
/// A warrior's kind is also its **face**: what it counts as on a rampart (D5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(pub u8);

impl Card {
    pub fn warrior(colour: Colour, value: u8) -> Card {
        debug_assert!((1..=7).contains(&value));
        Card(colour as u8 * 7 + value - 1)
    }

    pub fn is_hero(self) -> bool {
        self.0 as usize >= WARRIOR_KINDS
    }

    pub fn hero(self) -> Option<Hero> {
        self.is_hero().then(|| Hero::ALL[self.0 as usize - WARRIOR_KINDS])
    }

    /// A warrior's colour (meaningless for a hero).
    #[inline]
    pub fn colour(self) -> Colour {
        // A table rather than a division: this is asked on every play and proof.
        COLOURS[self.0 as usize % 32]
    }

    /// A warrior's value 1..7 (meaningless for a hero).
    #[inline]
    pub fn value(self) -> u8 {
        VALUES[self.0 as usize % 32]
    }

    /// As records write it: `R5`, `G1`, or a hero's id.
    pub fn id(self) -> String {
        match self.hero() {
            Some(h) => h.id().to_string(),
            None => format!("{}{}", self.colour().letter(), self.value()),
        }
    }

    pub fn from_id(id: &str) -> Option<Card> {
        if let Some(h) = Hero::ALL.into_iter().find(|h| h.id() == id) {
            return Some(h.card());
        }
        let mut chars = id.chars();
        let colour = match chars.next()? {
            'R' => Colour::Red,
            'B' => Colour::Blue,
            'G' => Colour::Green,
            _ => return None,
        };
        let value: u8 = chars.as_str().parse().ok()?;
        (1..=7).contains(&value).then(|| Card::warrior(colour, value))
    }
}

/// Every card of the box, warriors (each twice) then heroes when `heroes`.
pub fn box_cards(heroes: bool) -> impl Iterator<Item = Card> {
    let warriors = (0..WARRIOR_KINDS as u8).flat_map(|k| [Card(k), Card(k)]);
    warriors.chain(Hero::ALL.into_iter().filter(move |_| heroes).map(Hero::card))
}

/// A card laid on a rampart: its face (a warrior kind) and whether it is a hero playing as
/// that face (a hero is never moved or copied, D8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Laid(pub u8);

impl Laid {
    const HERO: u8 = 0x80;

    pub fn warrior(face: Card) -> Laid {
        Laid(face.0)
    }

    pub fn hero(face: Card) -> Laid {
        Laid(face.0 | Laid::HERO)
    }

    pub fn face(self) -> Card {
        Card(self.0 & !Laid::HERO)
    }

    pub fn is_hero(self) -> bool {
        self.0 & Laid::HERO != 0
    }
}
