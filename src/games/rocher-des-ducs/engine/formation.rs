//! Formations of three cards (D5.1, D5.2) and the proof of a claim on an incomplete rampart
//! (D5.3 b).
//!
//! The proof asks: can some completion of the other side, with warriors that are not on the
//! field, beat or equal the claimant's three cards? It is answered exactly without trying the
//! completions: the strongest completion is found formation by formation, from the strongest
//! down, and for the first formation any completion reaches, by the highest sum it can reach
//! (three of a kind: the highest value with enough cards left; runs: the highest window whose
//! missing values are left; colour: the highest values of one colour; sum: the highest values).
//! A completion of a higher formation always beats one of a lower, whatever the sums, so the
//! first formation found, with its best sum, is the strongest completion. `tests/rocher_rules.rs`
//! compares it with the enumeration of every completion on random positions.

use super::cards::{Card, Colour, Laid, WARRIOR_KINDS};

/// The five formations, weakest first (D5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Formation {
    Sum = 0,
    Colour = 1,
    Run = 2,
    ColourRun = 3,
    Three = 4,
}

impl Formation {
    pub const ALL: [Formation; 5] =
        [Formation::Sum, Formation::Colour, Formation::Run, Formation::ColourRun, Formation::Three];

    pub fn id(self) -> &'static str {
        ["sum", "colour", "run", "colour-run", "three"][self as usize]
    }
}

/// A formation and its sum, ordered as D5.2 compares them (formation first, then sum); equal
/// strengths are decided by who completed first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strength(u8);

impl Strength {
    pub fn new(formation: Formation, sum: u8) -> Strength {
        Strength((formation as u8) << 5 | sum)
    }

    pub fn formation(self) -> Formation {
        Formation::ALL[(self.0 >> 5) as usize]
    }

    pub fn sum(self) -> u8 {
        self.0 & 31
    }
}

/// What a face counts as at a rampart: its colour and its value, 0 for a green card under Saint
/// Aubert (D8: no value, no run, no three of a kind).
#[inline]
fn counted(face: Card, aubert: bool) -> (Colour, u8) {
    let colour = face.colour();
    let value = if aubert && colour == Colour::Green { 0 } else { face.value() };
    (colour, value)
}

/// The strength of three cards at a rampart (D5.1); `aubert` when Saint Aubert is there.
pub fn strength(cards: [Laid; 3], aubert: bool) -> Strength {
    let [(c0, v0), (c1, v1), (c2, v2)] = cards.map(|l| counted(l.face(), aubert));
    let sum = v0 + v1 + v2;
    let valued = v0 > 0 && v1 > 0 && v2 > 0;
    let one_colour = c0 == c1 && c1 == c2;
    let (lo, hi) = (v0.min(v1).min(v2), v0.max(v1).max(v2));
    let distinct = v0 != v1 && v1 != v2 && v0 != v2;
    let run = valued && distinct && hi - lo == 2;
    let formation = if valued && v0 == v1 && v1 == v2 {
        Formation::Three
    } else if run && one_colour {
        Formation::ColourRun
    } else if run {
        Formation::Run
    } else if one_colour {
        Formation::Colour
    } else {
        Formation::Sum
    };
    Strength::new(formation, sum)
}

/// Warriors not on the field, by kind (0, 1 or 2 of each).
pub type Unseen = [u8; WARRIOR_KINDS];

/// The strongest formation a side holding `have` (0 to 2 cards) can complete with warriors of
/// `unseen`, or `None` when too few are left. Under Saint Aubert (`aubert`) no green may be
/// added and the greens there have no value.
pub fn best_completion(have: &[Laid], unseen: &Unseen, aubert: bool) -> Option<Strength> {
    best_completion_from(have, &by_colour(unseen), aubert)
}

/// Warriors not on the field by colour and value (index 1..=7).
pub type Left = [[u8; 8]; 3];

/// [`Unseen`] as [`Left`].
pub fn by_colour(unseen: &Unseen) -> Left {
    let mut left = [[0u8; 8]; 3];
    for (k, &n) in unseen.iter().enumerate() {
        let card = Card(k as u8);
        left[card.colour() as usize][card.value() as usize] = n;
    }
    left
}

/// The warriors not on the field, indexed for the proof: by colour and value, by value, and
/// as bit sets of the values left in each colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeftIndex {
    pub left: Left,
    total: [u8; 8],
    has: [u8; 3],
    count: u8,
}

impl LeftIndex {
    /// Every warrior, or those of the first `colours` colours (2: no greens).
    pub fn new(left: &Left, colours: usize) -> LeftIndex {
        let mut ix = LeftIndex { left: *left, total: [0; 8], has: [0; 3], count: 0 };
        for c in colours..3 {
            ix.left[c] = [0; 8];
        }
        for (c, row) in ix.left.iter().enumerate() {
            for (v, &n) in row.iter().enumerate().skip(1) {
                ix.total[v] += n;
                ix.has[c] |= ((n > 0) as u8) << v;
                ix.count += n;
            }
        }
        ix
    }

    /// One warrior of this face is laid on the field.
    pub fn remove(&mut self, face: Card) {
        let (c, v) = (face.colour() as usize, face.value() as usize);
        self.left[c][v] -= 1;
        self.total[v] -= 1;
        self.count -= 1;
        if self.left[c][v] == 0 {
            self.has[c] &= !(1 << v);
        }
    }
}

/// [`best_completion`] from the warriors left by colour and value.
pub fn best_completion_from(have: &[Laid], left: &Left, aubert: bool) -> Option<Strength> {
    best_completion_indexed(have, &LeftIndex::new(left, 3), aubert)
}

/// [`best_completion`] from the indexed warriors left (all colours: greens are left out here
/// under Saint Aubert).
pub fn best_completion_indexed(have: &[Laid], ix: &LeftIndex, aubert: bool) -> Option<Strength> {
    debug_assert!(have.len() < 3);
    let no_green;
    let ix = if aubert {
        no_green = LeftIndex::new(&ix.left, 2);
        &no_green
    } else {
        ix
    };
    let need = (3 - have.len()) as u8;
    // Under Saint Aubert no green may be added.
    let colours = if aubert { 2 } else { 3 };
    let (left, total, has) = (&ix.left, &ix.total, &ix.has);
    let any_mask = has[0] | has[1] | has[2];
    if ix.count < need {
        return None;
    }
    let mut fixed_sum = 0u8;
    let mut values = 0u8; // bit set of the fixed cards' values
    let mut distinct = true;
    let mut valued = true;
    let mut colour: Option<Colour> = None;
    let mut one_colour = true;
    for l in have {
        let (c, v) = counted(l.face(), aubert);
        fixed_sum += v;
        valued &= v > 0;
        distinct &= values & (1 << v) == 0;
        values |= 1 << v;
        one_colour &= colour.is_none_or(|k| k == c);
        colour = Some(c);
    }

    if valued {
        // Three of a kind: the highest value every fixed card has, with enough left.
        for v in (1..=7u8).rev() {
            if values & !(1 << v) == 0 && total[v as usize] >= need {
                return Some(Strength::new(Formation::Three, 3 * v));
            }
        }
        // Runs: the highest window holding the fixed values once each, whose missing values are
        // left (in the fixed cards' colour for a colour run).
        if distinct {
            let fits = |s: u8, mask: u8| {
                let window = 0b111u8 << s;
                let missing = window & !values;
                values & !window == 0 && mask & missing == missing
            };
            for s in (1..=5u8).rev() {
                let coloured = match colour {
                    Some(c) => one_colour && (c as usize) < colours && fits(s, has[c as usize]),
                    None => (0..colours).any(|c| fits(s, has[c])),
                };
                if coloured {
                    return Some(Strength::new(Formation::ColourRun, 3 * s + 3));
                }
            }
            for s in (1..=5u8).rev() {
                if fits(s, any_mask) {
                    return Some(Strength::new(Formation::Run, 3 * s + 3));
                }
            }
        }
    }
    // The highest `need` values of a row of counts.
    let highest = |counts: &[u8; 8]| -> Option<u8> {
        let (mut sum, mut taken) = (0u8, 0u8);
        for v in (1..=7u8).rev() {
            let n = counts[v as usize].min(need - taken);
            sum += n * v;
            taken += n;
            if taken == need {
                return Some(sum);
            }
        }
        None
    };
    // Colour: the highest values left in the fixed cards' colour (any colour with none).
    let colour_best = match colour {
        Some(c) if one_colour => {
            if (c as usize) < colours {
                highest(&left[c as usize])
            } else {
                None
            }
        }
        Some(_) => None,
        None => (0..colours).filter_map(|c| highest(&left[c])).max(),
    };
    if let Some(sum) = colour_best {
        return Some(Strength::new(Formation::Colour, fixed_sum + sum));
    }
    highest(total).map(|sum| Strength::new(Formation::Sum, fixed_sum + sum))
}

/// The same answer by trying every completion: the reference the tests hold the fast one to.
pub fn best_completion_by_enumeration(have: &[Laid], unseen: &Unseen, aubert: bool) -> Option<Strength> {
    let mut pool: Vec<Card> = Vec::new();
    for (k, &n) in unseen.iter().enumerate() {
        let card = Card(k as u8);
        if !(aubert && card.colour() == Colour::Green) {
            pool.extend(std::iter::repeat_n(card, n as usize));
        }
    }
    let need = 3 - have.len();
    let mut best = None;
    let mut pick = |extra: &[Card]| {
        let mut cards = [Laid::default(); 3];
        for (i, l) in have.iter().copied().chain(extra.iter().map(|&c| Laid::warrior(c))).enumerate() {
            cards[i] = l;
        }
        let s = strength(cards, aubert);
        if best.is_none_or(|b| s > b) {
            best = Some(s);
        }
    };
    let n = pool.len();
    match need {
        1 => (0..n).for_each(|a| pick(&[pool[a]])),
        2 => (0..n).for_each(|a| (a + 1..n).for_each(|b| pick(&[pool[a], pool[b]]))),
        _ => (0..n).for_each(|a| (a + 1..n).for_each(|b| (b + 1..n).for_each(|c| pick(&[pool[a], pool[b], pool[c]])))),
    }
    best
}
