//! End-of-game scoring and tie-breaks (R8), for both rules versions.

use super::{BySide, Scoring, Side};

/// What castles and a sweep are worth (game.toml's `[scoring]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Points {
    /// R8.2: a castle with no neighbour of the same side.
    pub isolated: u32,
    /// R8.2: each castle in a group of two or more adjacent castles of one side.
    pub grouped: u32,
    /// R8.1: a side holding every castle (the other scores 0).
    pub sweep: u32,
}

impl Points {
    /// The numbers of the 2022 rules: 1, 2 and 12.
    pub const STANDARD: Points = Points { isolated: 1, grouped: 2, sweep: 12 };
}

/// The final score of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    pub points: BySide<u32>,
    pub largest_group: BySide<u32>,
    pub unspent: BySide<u32>,
    /// `None` for a draw.
    pub winner: Option<Side>,
}

/// The castles `side` holds, as bits (castle 1 is bit 0).
fn held(castles: &[Option<Side>], side: Side) -> u32 {
    castles.iter().enumerate().fold(0, |bits, (i, &c)| bits | (((c == Some(side)) as u32) << i))
}

/// The length of the longest run of set bits.
fn longest_run(mut bits: u32) -> u32 {
    let mut run = 0;
    while bits != 0 {
        bits &= bits >> 1;
        run += 1;
    }
    run
}

/// The size of `side`'s largest run of adjacent castles (0 when it holds none).
pub fn largest_group(castles: &[Option<Side>], side: Side) -> u32 {
    longest_run(held(castles, side))
}

/// R8.2: of the castles a side holds (as bits), those with a neighbour of the same side.
fn grouped(held: u32) -> u32 {
    held & ((held << 1) | (held >> 1))
}

/// R8.2: what each castle of the line is worth to its holder (for scoring diagrams): the grouped
/// points in a group of two or more adjacent castles of the same side, the isolated points
/// alone, nothing when neutral.
pub fn castle_points(points: Points, castles: &[Option<Side>]) -> Vec<u32> {
    let grouped = BySide::new(grouped(held(castles, Side::English)), grouped(held(castles, Side::French)));
    let point = |i: usize, side: Side| if grouped[side] >> i & 1 == 1 { points.grouped } else { points.isolated };
    castles.iter().enumerate().map(|(i, c)| c.map_or(0, |side| point(i, side))).collect()
}

/// R8.2: the sum of a side's castle points, from the castles it holds as bits.
fn points_2022(points: Points, held: u32) -> u32 {
    points.grouped * grouped(held).count_ones() + points.isolated * (held & !grouped(held)).count_ones()
}

/// Scores a finished game (R8). `unspent` is hand plus deck of each side.
pub fn score(scoring: Scoring, values: Points, castles: &[Option<Side>], unspent: BySide<u32>) -> Score {
    let held = BySide::new(held(castles, Side::English), held(castles, Side::French));
    let largest = held.map(|_, &h| longest_run(h));
    // R8.1: a side holding every castle scores the sweep (12), the other 0, in both versions.
    let line = (1u32 << castles.len()) - 1;
    if let Some(side) = Side::ALL.into_iter().find(|&s| held[s] == line) {
        let mut points = BySide::default();
        points[side] = values.sweep;
        return Score { points, largest_group: largest, unspent, winner: Some(side) };
    }
    let points = match scoring {
        Scoring::Y2022 => held.map(|_, &h| points_2022(values, h)),
        Scoring::Y2021 => held.map(|s, &h| {
            let group = if largest[s] >= 2 { largest[s] } else { 0 };
            h.count_ones() + group + unspent[s]
        }),
    };
    // The tie-breaks, in order (R8.3, R8.4); the last resort is a draw.
    let keys: &[BySide<u32>] = match scoring {
        Scoring::Y2022 => &[points, unspent],
        Scoring::Y2021 => &[points, largest, unspent],
    };
    let winner = keys.iter().find_map(|k| match k[Side::English].cmp(&k[Side::French]) {
        std::cmp::Ordering::Greater => Some(Side::English),
        std::cmp::Ordering::Less => Some(Side::French),
        std::cmp::Ordering::Equal => None,
    });
    Score { points, largest_group: largest, unspent, winner }
}
