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
    has: [u8; 4],
    /// `at_least[k]`: the values with `k` or more warriors left, any colour (k = 1..=3; the
    /// entries above are not kept).
    at_least: [u8; 8],
    /// The warriors left in each colour.
    per_colour: [u8; 4],
    count: u8,
}

impl LeftIndex {
    /// Every warrior of the box, none laid yet (D1.1).
    pub const ALL: LeftIndex = LeftIndex::new(&[[0, 2, 2, 2, 2, 2, 2, 2]; 3], 3);

    /// Every warrior, or those of the first `colours` colours (2: no greens).
    pub const fn new(left: &Left, colours: usize) -> LeftIndex {
        let mut ix =
            LeftIndex { left: *left, total: [0; 8], has: [0; 4], at_least: [0; 8], per_colour: [0; 4], count: 0 };
        let mut c = 0;
        while c < 3 {
            if c >= colours {
                ix.left[c] = [0; 8];
            }
            let mut v = 1;
            while v < 8 {
                let n = ix.left[c][v];
                ix.total[v] += n;
                ix.per_colour[c] += n;
                ix.has[c] |= ((n > 0) as u8) << v;
                ix.count += n;
                v += 1;
            }
            c += 1;
        }
        let mut v = 1;
        while v < 8 {
            let mut k = 1;
            while k <= 3 && k <= ix.total[v] as usize {
                ix.at_least[k] |= 1 << v;
                k += 1;
            }
            v += 1;
        }
        ix
    }

    /// One warrior of this face is laid on the field.
    pub fn remove(&mut self, face: Card) {
        let (c, v) = (face.colour() as usize, face.value() as usize);
        self.left[c][v] -= 1;
        self.total[v] -= 1;
        self.per_colour[c] -= 1;
        self.count -= 1;
        // Without branches (which warrior is laid is random): `at_least` has room for the
        // counts above 3, whose bits nothing reads.
        self.at_least[self.total[v] as usize + 1] &= !(1 << v);
        self.has[c] &= !(((self.left[c][v] == 0) as u8) << v);
    }
}

/// [`best_completion`] from the warriors left by colour and value.
pub fn best_completion_from(have: &[Laid], left: &Left, aubert: bool) -> Option<Strength> {
    best_completion_indexed(have, &LeftIndex::new(left, 3), aubert)
}

/// The cards a side already holds, as the proof reads them.
struct Fixed {
    /// Cards still to lay (1 to 3).
    need: u8,
    sum: u8,
    /// Bit set of their values.
    values: u8,
    /// No value twice, and every value counts (no green under Saint Aubert).
    distinct: bool,
    valued: bool,
    /// Their colour when they all share one; `None` with no card.
    colour: Option<Colour>,
    one_colour: bool,
}

impl Fixed {
    fn of(have: &[Laid], aubert: bool) -> Fixed {
        let mut f = Fixed {
            need: (3 - have.len()) as u8,
            sum: 0,
            values: 0,
            distinct: true,
            valued: true,
            colour: None,
            one_colour: true,
        };
        for l in have {
            let (c, v) = counted(l.face(), aubert);
            f.sum += v;
            f.valued &= v > 0;
            f.distinct &= f.values & (1 << v) == 0;
            f.values |= 1 << v;
            f.one_colour &= f.colour.is_none_or(|k| k == c);
            f.colour = Some(c);
        }
        f
    }

    /// The colour a colour completion must have, if one may: the fixed cards' (one that may
    /// be added), or any (`None` inside) with no fixed card.
    fn colour_class(&self, colours: usize) -> Option<Option<usize>> {
        match self.colour {
            Some(c) if self.one_colour && (c as usize) < colours => Some(Some(c as usize)),
            Some(_) => None,
            None => Some(None),
        }
    }
}

/// The highest value of a bit set of values (bit v for value v; not empty).
#[inline]
fn highest_bit(m: u8) -> u8 {
    7 - m.leading_zeros() as u8
}

/// Three of a kind: the highest value every fixed card has, with enough left (a bit set of
/// such values, empty when none).
#[inline]
fn threes(f: &Fixed, ix: &LeftIndex) -> u8 {
    if !f.valued {
        return 0;
    }
    let three = ix.at_least[f.need as usize];
    match f.values {
        0 => three,
        v if v.is_power_of_two() => three & v,
        _ => 0,
    }
}

/// Runs: the windows s..s+2 (bit s) holding the fixed values once each whose missing values
/// are left, in the fixed cards' colour (a colour run) and in any colour (a run).
#[inline]
fn runs(f: &Fixed, ix: &LeftIndex, colours: usize) -> (u8, u8) {
    if !f.valued || !f.distinct {
        return (0, 0);
    }
    let mut allowed = 0b0011_1110u8; // s = 1..=5
    if f.values != 0 {
        let (lo, hi) = (f.values.trailing_zeros() as u8, highest_bit(f.values));
        allowed &= ((1u16 << (lo + 1)) - 1) as u8 & !((1u8 << hi.saturating_sub(2)) - 1);
    }
    // Bit s is set when s, s+1 and s+2 are all in m, and the window holds every fixed value.
    let windows = |m: u8| m & m >> 1 & m >> 2 & allowed;
    let has = &ix.has;
    let coloured = match f.colour_class(colours) {
        Some(Some(c)) => windows(has[c] | f.values),
        Some(None) => (0..colours).fold(0, |w, c| w | windows(has[c])),
        None => 0,
    };
    (coloured, windows(has[0] | has[1] | has[2] | f.values))
}

/// The highest sum of `need` warriors of a row of counts by value.
#[inline]
fn highest(counts: &[u8; 8], need: u8) -> Option<u8> {
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
}

/// Colour: the highest sum the completion can add in one colour.
fn colour_sum(f: &Fixed, ix: &LeftIndex, colours: usize) -> Option<u8> {
    match f.colour_class(colours)? {
        Some(c) => highest(&ix.left[c], f.need),
        None => (0..colours).filter_map(|c| highest(&ix.left[c], f.need)).max(),
    }
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
    // Under Saint Aubert no green may be added.
    let colours = if aubert { 2 } else { 3 };
    let f = Fixed::of(have, aubert);
    if ix.count < f.need {
        return None;
    }
    let three = threes(&f, ix);
    if three != 0 {
        return Some(Strength::new(Formation::Three, 3 * highest_bit(three)));
    }
    let (coloured, plain) = runs(&f, ix, colours);
    if coloured != 0 {
        return Some(Strength::new(Formation::ColourRun, 3 * highest_bit(coloured) + 3));
    }
    if plain != 0 {
        return Some(Strength::new(Formation::Run, 3 * highest_bit(plain) + 3));
    }
    if let Some(sum) = colour_sum(&f, ix, colours) {
        return Some(Strength::new(Formation::Colour, f.sum + sum));
    }
    highest(&ix.total, f.need).map(|sum| Strength::new(Formation::Sum, f.sum + sum))
}

/// Why a claim is refused (D5.3): a formation the other side, holding `3 - need` cards of
/// `values`, can still complete and that beats the claimant's. Checking it again at a later
/// turn costs a few bit operations ([`Refutation::holds`]): while the side is unchanged and
/// the warriors it needs are still unseen, the claim stays refused, since warriors are only
/// ever taken out of the unseen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refutation {
    kind: RefutedBy,
    need: u8,
    values: u8,
    /// The colour (bits 4 and 5) and the value (bits 0 to 2) it needs: the value of a three
    /// of a kind, the first value of a run's window, nothing more for a colour.
    arg: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RefutedBy {
    /// Nothing kept: the next question is answered by a search.
    Search,
    Three,
    ColourRun,
    Run,
    /// A colour completion (against a sum).
    Colour,
}

impl Refutation {
    /// Nothing kept.
    pub const NONE: Refutation = Refutation { kind: RefutedBy::Search, need: 0, values: 0, arg: 0 };

    fn new(kind: RefutedBy, f: &Fixed, arg: u8) -> Refutation {
        Refutation { kind, need: f.need, values: f.values, arg }
    }

    /// Whether the refutation still holds for a side of `len` cards (the same cards as when it
    /// was found) and the warriors left `ix`. Every kind's test is computed and the right one
    /// picked, without a branch: which kind a rampart holds is as random as the game.
    #[inline]
    pub fn holds(&self, len: u8, ix: &LeftIndex) -> bool {
        let window = |m: u8, s: u8| m >> s & 0b111 == 0b111;
        let has = &ix.has;
        let (c, s) = ((self.arg >> 4) as usize & 3, self.arg & 7);
        let tests = [
            false,
            ix.at_least[self.need as usize & 7] >> (self.arg & 7) & 1 != 0,
            window(has[c] | self.values, s),
            window(has[0] | has[1] | has[2] | self.values, s),
            ix.per_colour[c] >= self.need,
        ];
        (len + self.need == 3) & tests[self.kind as usize]
    }
}

/// Why some completion of `have` with warriors of `ix` beats `mine` (the same answer as
/// `best_completion_indexed(..) > mine`), or `None` when none does. A formation settles it
/// without finding the best completion: every completion of a higher formation beats `mine`,
/// none of a lower one does. This is the question asked of every complete side at every turn
/// (D5.3).
pub fn refutation(have: &[Laid], ix: &LeftIndex, aubert: bool, mine: Strength) -> Option<Refutation> {
    if aubert {
        return best_completion_indexed(have, ix, aubert).is_some_and(|b| b > mine).then_some(Refutation::NONE);
    }
    let f = Fixed::of(have, false);
    if ix.count < f.need {
        return None;
    }
    let three = threes(&f, ix);
    if three != 0 {
        let v = highest_bit(three);
        return (Strength::new(Formation::Three, 3 * v) > mine).then(|| Refutation::new(RefutedBy::Three, &f, v));
    }
    let floor = mine.formation();
    if floor == Formation::Three {
        return None;
    }
    let (coloured, plain) = runs(&f, ix, 3);
    if coloured != 0 {
        let s = highest_bit(coloured);
        let c = match f.colour {
            Some(c) => c as u8,
            None => (0..3u8).find(|&c| ix.has[c as usize] >> s & 0b111 == 0b111).unwrap_or(0),
        };
        return (Strength::new(Formation::ColourRun, 3 * s + 3) > mine)
            .then(|| Refutation::new(RefutedBy::ColourRun, &f, c << 4 | s));
    }
    if floor == Formation::ColourRun {
        return None;
    }
    if plain != 0 {
        let s = highest_bit(plain);
        return (Strength::new(Formation::Run, 3 * s + 3) > mine).then(|| Refutation::new(RefutedBy::Run, &f, s));
    }
    match floor {
        Formation::Colour => colour_sum(&f, ix, 3).is_some_and(|s| f.sum + s > mine.sum()).then_some(Refutation::NONE),
        Formation::Sum => {
            let colour = match f.colour_class(3) {
                Some(Some(c)) => (ix.per_colour[c] >= f.need).then_some(c as u8),
                Some(None) => (0..3u8).find(|&c| ix.per_colour[c as usize] >= f.need),
                None => None,
            };
            match colour {
                Some(c) => Some(Refutation::new(RefutedBy::Colour, &f, c << 4)),
                None => highest(&ix.total, f.need).is_some_and(|s| f.sum + s > mine.sum()).then_some(Refutation::NONE),
            }
        }
        _ => None,
    }
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
