//! Confidence intervals for the rates a balance report shows: a share of games (won by a seat, a
//! side, a player) with its 95 % Wilson score interval, and the difference between two such
//! shares (one ruleset against another) with Newcombe's interval built from theirs.
//!
//! Wilson's interval stays inside 0–1 and keeps its coverage near 0 and 1 and for small samples,
//! where the textbook p̂ ± z·√(p̂(1−p̂)/n) does not; Newcombe's hybrid score interval (his method
//! 10, Statistics in Medicine 17, 1998) is its counterpart for a difference of two independent
//! shares.

use serde::Serialize;

/// The z of a two-sided 95 % interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A share of `n` trials with its 95 % interval. A draw counts as half a win, so `hits` may end
/// in a half.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Share {
    pub hits: f64,
    pub n: u64,
    /// The share itself, `hits / n` (0 when `n` is 0).
    pub p: f64,
    pub low: f64,
    pub high: f64,
}

impl Share {
    /// `hits` of `n` with its 95 % Wilson interval; with no trial, the interval is all of 0–1.
    pub fn of(hits: f64, n: u64) -> Share {
        let (low, high) = wilson(hits, n, Z95);
        Share { hits, n, p: if n == 0 { 0.0 } else { hits / n as f64 }, low, high }
    }

    /// Whether the interval leaves out `even` (a fair share: ½ for two seats, ⅓ for three...).
    pub fn excludes(&self, even: f64) -> bool {
        self.n > 0 && (self.high < even || self.low > even)
    }

    /// Half the interval's width: the "± points" a reader takes in.
    pub fn half_width(&self) -> f64 {
        (self.high - self.low) / 2.0
    }
}

/// The Wilson score interval of `hits` successes in `n` trials at `z`: centre
/// (p̂ + z²/2n) / (1 + z²/n), half-width z·√(p̂(1−p̂)/n + z²/4n²) / (1 + z²/n).
pub fn wilson(hits: f64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = (hits / n).clamp(0.0, 1.0);
    let z2 = z * z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The difference `a − b` of two independent shares with its 95 % interval (Newcombe's hybrid
/// score method, from the two Wilson intervals).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Difference {
    pub d: f64,
    pub low: f64,
    pub high: f64,
}

impl Difference {
    pub fn of(a: &Share, b: &Share) -> Difference {
        let d = a.p - b.p;
        let low = d - ((a.p - a.low).powi(2) + (b.high - b.p).powi(2)).sqrt();
        let high = d + ((a.high - a.p).powi(2) + (b.p - b.low).powi(2)).sqrt();
        Difference { d, low: low.max(-1.0), high: high.min(1.0) }
    }

    /// Whether the interval leaves out no difference at all.
    pub fn excludes_zero(&self) -> bool {
        self.high < 0.0 || self.low > 0.0
    }
}

/// The games needed for a share near ½ to have an interval no wider than ± `half`.
pub fn games_for(half: f64) -> u64 {
    (Z95 * Z95 * 0.25 / (half * half)).ceil() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-5
    }

    // Known values: Newcombe (1998), table I, and Wilson's interval as printed by R's
    // `prop.test(x, n, correct = FALSE)` and `binom::binom.wilson`.
    #[test]
    fn wilson_matches_published_intervals() {
        // 81 of 263 (Newcombe 1998, example (a) of his one-sample paper): 0.2553 to 0.3662.
        let s = Share::of(81.0, 263);
        assert!(close(s.low, 0.2553) && close(s.high, 0.3662), "{s:?}");
        // 15 of 148: 0.0624 to 0.1605.
        let s = Share::of(15.0, 148);
        assert!(close(s.low, 0.0624) && close(s.high, 0.1605), "{s:?}");
        // 0 of 20: 0 to 0.1611; 20 of 20: 0.8389 to 1.
        let s = Share::of(0.0, 20);
        assert!(close(s.low, 0.0) && close(s.high, 0.1611), "{s:?}");
        let s = Share::of(20.0, 20);
        assert!(close(s.low, 0.8389) && close(s.high, 1.0), "{s:?}");
    }

    #[test]
    fn an_even_share_of_2400_games_is_known_to_two_points() {
        let s = Share::of(1200.0, 2400);
        assert!(s.half_width() < 0.02 && s.half_width() > 0.0199, "{s:?}");
        assert!(!s.excludes(0.5));
        assert_eq!(games_for(0.02), 2401);
    }

    #[test]
    fn a_share_far_from_even_is_flagged() {
        assert!(Share::of(1300.0, 2400).excludes(0.5));
        assert!(!Share::of(1230.0, 2400).excludes(0.5));
    }

    #[test]
    fn no_game_tells_nothing() {
        let s = Share::of(0.0, 0);
        assert_eq!((s.low, s.high), (0.0, 1.0));
        assert!(!s.excludes(0.5));
    }

    #[test]
    fn newcombe_matches_his_worked_example() {
        // 56/70 against 48/80 (Newcombe 1998, two-sample paper, example (a)): difference 0.2000,
        // method 10 interval 0.0524 to 0.3339.
        let d = Difference::of(&Share::of(56.0, 70), &Share::of(48.0, 80));
        assert!(close(d.d, 0.2) && close(d.low, 0.0524) && close(d.high, 0.3339), "{d:?}");
        assert!(d.excludes_zero());
        // 9/10 against 3/10: 0.1705 to 0.8090 (ibid., example (d)).
        let d = Difference::of(&Share::of(9.0, 10), &Share::of(3.0, 10));
        assert!(close(d.low, 0.1705) && close(d.high, 0.8090), "{d:?}");
    }
}
