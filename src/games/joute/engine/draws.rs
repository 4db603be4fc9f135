//! Uniform draws from a random stream, cheaper than one 64-bit number each: several bounded
//! integers read from one number, exactly uniform, and the shuffle of the pile built on them.

/// An integer drawn uniformly in `0..n` (`n` ≥ 1): the same draw as `rng.u32(..n)`, from the
/// same 32-bit number (Lemire's method), without its check of an empty range.
#[inline(always)]
pub(crate) fn below(rng: &mut fastrand::Rng, n: u32) -> u32 {
    let mut x = rng.u32(..) as u64 * n as u64;
    if (x as u32) < n {
        let t = n.wrapping_neg() % n;
        while (x as u32) < t {
            x = rng.u32(..) as u64 * n as u64;
        }
    }
    (x >> 32) as u32
}

/// A 64-bit number from which integers in `0..b` for bounds `b` whose product is `product`
/// are read one after the other ([`digit`]), uniform and independent.
///
/// The number `r` times `product`, a 128-bit value, has as its high word a uniform draw in
/// `0..product` (Lemire's method, exact by its rejection of a few low words) whose mixed-radix
/// digits are the integers; multiplying `r` by one bound at a time reads them digit by digit
/// (Brackett-Rozinsky and Lemire, "Batched ranged random integer generation", 2024). The low
/// word is `r` times `product` wrapped, so the rejection is decided before any digit is read,
/// and rarely needs the division: only when that word is below `product`.
#[inline(always)]
fn accepted(rng: &mut fastrand::Rng, product: u64) -> u64 {
    loop {
        let r = rng.u64(..);
        let low = r.wrapping_mul(product);
        if low >= product || low >= product.wrapping_neg() % product {
            return r;
        }
    }
}

/// The next integer in `0..b` read from `r` (see [`accepted`]).
#[inline(always)]
fn digit(r: &mut u64, b: u64) -> u64 {
    let x = *r as u128 * b as u128;
    *r = x as u64;
    (x >> 64) as u64
}

/// Four integers drawn uniformly and independently, the `m`-th in `0..bounds[m]`, from one
/// 64-bit number in most cases (bounds from 1 to 2^16 − 1, so that their product fits in 64
/// bits).
#[cfg(test)]
fn four_below(rng: &mut fastrand::Rng, bounds: [u64; 4]) -> [u64; 4] {
    let mut r = accepted(rng, bounds.iter().product());
    bounds.map(|b| digit(&mut r, b))
}

/// Shuffles the first `n` cards of `cards` uniformly: Fisher–Yates from the top down, each
/// position's partner drawn among those below it, eight positions for each random number
/// while the product of their bounds stays below 2^52 (the positions below 90), four above
/// (bounds below 256, so below 2^32). The array holds 256 cards so that an index taken modulo
/// 256 needs no bounds check.
#[inline]
pub(crate) fn shuffle(rng: &mut fastrand::Rng, cards: &mut [u8; 256], n: usize) {
    debug_assert!(n <= 256);
    let mut top = n;
    while top > 1 {
        top = if top > 90 { swap_below::<4>(rng, cards, top) } else { swap_below::<8>(rng, cards, top) };
    }
}

/// Gives the `K` positions under `top` their partners (a position below 1 has a single
/// partner, itself: bound 1); returns the new top.
#[inline(always)]
fn swap_below<const K: usize>(rng: &mut fastrand::Rng, cards: &mut [u8; 256], top: usize) -> usize {
    let at: [usize; K] = std::array::from_fn(|m| top.saturating_sub(m + 1));
    let mut r = accepted(rng, at.iter().map(|&p| p as u64 + 1).product());
    for p in at {
        let w = digit(&mut r, p as u64 + 1);
        cards.swap(p & 255, w as usize & 255);
    }
    top.saturating_sub(K)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_draws_what_the_generator_draws_in_a_range() {
        let (mut a, mut b) = (fastrand::Rng::with_seed(1), fastrand::Rng::with_seed(1));
        for n in (1..200).chain([1 << 31, u32::MAX - 1, u32::MAX]) {
            for _ in 0..50 {
                assert_eq!(below(&mut a, n), b.u32(..n), "{n}");
            }
        }
    }

    #[test]
    fn four_draws_are_uniform_and_independent() {
        let mut rng = fastrand::Rng::with_seed(11);
        let bounds = [5u64, 3, 1, 4];
        let mut counts = [0u32; 60];
        let draws = 60 * 2000;
        for _ in 0..draws {
            let d = four_below(&mut rng, bounds);
            assert!(d.iter().zip(&bounds).all(|(x, b)| x < b), "{d:?}");
            counts[(d[0] * 12 + d[1] * 4 + d[3]) as usize] += 1;
        }
        for c in counts {
            assert!((c as f64 - 2000.0).abs() < 5.0 * 2000f64.sqrt(), "{c}");
        }
    }

    #[test]
    fn the_rejection_keeps_huge_bounds_exact() {
        // A product near 2^64 goes through the exact test every time.
        let mut rng = fastrand::Rng::with_seed(5);
        let bounds = [65535u64, 65534, 65533, 65532];
        for _ in 0..1000 {
            let d = four_below(&mut rng, bounds);
            assert!(d.iter().zip(&bounds).all(|(x, b)| x < b), "{d:?}");
        }
    }

    #[test]
    fn every_order_of_a_small_pile_comes_up_as_often() {
        // Five cards: one number of eight positions, the last three with bound 1.
        let mut rng = fastrand::Rng::with_seed(3);
        let mut counts = std::collections::HashMap::new();
        for _ in 0..120 * 1000 {
            let mut cards = [0u8; 256];
            cards[..5].copy_from_slice(&[0, 1, 2, 3, 4]);
            shuffle(&mut rng, &mut cards, 5);
            *counts.entry([cards[0], cards[1], cards[2], cards[3], cards[4]]).or_insert(0u32) += 1;
        }
        assert_eq!(counts.len(), 120);
        for &c in counts.values() {
            assert!((c as f64 - 1000.0).abs() < 5.0 * 1000f64.sqrt(), "{c}");
        }
    }

    #[test]
    fn a_large_pile_shuffles_four_then_eight_positions_a_number_uniformly() {
        // 100 cards: the first ten positions four at a time, the others eight at a time.
        let mut rng = fastrand::Rng::with_seed(8);
        let (mut top, mut bottom) = ([0u32; 100], [0u32; 100]);
        for _ in 0..100 * 1000 {
            let mut cards = [0u8; 256];
            for (i, c) in cards.iter_mut().take(100).enumerate() {
                *c = i as u8;
            }
            shuffle(&mut rng, &mut cards, 100);
            top[cards[99] as usize] += 1;
            bottom[cards[0] as usize] += 1;
        }
        for c in top.into_iter().chain(bottom) {
            assert!((c as f64 - 1000.0).abs() < 5.0 * 1000f64.sqrt(), "{c}");
        }
    }
}
