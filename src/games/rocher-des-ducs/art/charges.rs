//! The small heraldic charges: the fleur-de-lis of the King of France and the ermine spot of
//! Brittany, each designed 100 units tall round its centre and placed by a [`Frame`].

use crate::render::draw::{Frame, Tag, Trace, V, filled, group};

/// A symmetric outline from its right half, listed from a point on the axis at the top to a
/// point on the axis at the bottom: the left half is the same points mirrored, in reverse.
pub fn mirrored(half: &[V]) -> Vec<V> {
    let flip = |v: &V| match *v {
        V::Soft(x, y) => V::Soft(-x, y),
        V::Hard(x, y) => V::Hard(-x, y),
    };
    let mut all = half.to_vec();
    all.extend(half[1..half.len() - 1].iter().rev().map(flip));
    all
}

/// The fleur's central petal, a spear-head whose foot hides under the band.
const LIS_MIDDLE: [V; 6] = [
    V::Hard(0.0, -52.0),
    V::Soft(7.0, -42.0),
    V::Soft(13.0, -27.0),
    V::Soft(10.0, -12.0),
    V::Soft(5.5, -3.0),
    V::Hard(0.0, 8.0),
];

/// The right petal, from its root on the band: it climbs outwards, arches over and falls to a
/// tip that curls back in, its inner edge hollowed out.
const LIS_SIDE: [V; 12] = [
    V::Hard(7.0, 7.0),
    V::Soft(8.0, -12.0),
    V::Soft(16.0, -31.0),
    V::Soft(32.0, -36.0),
    V::Soft(47.0, -28.0),
    V::Soft(48.0, -9.0),
    V::Hard(41.0, 4.0),
    V::Soft(39.0, -10.0),
    V::Soft(34.0, -22.0),
    V::Soft(23.0, -22.0),
    V::Soft(18.0, -10.0),
    V::Hard(19.0, 7.0),
];

/// The right foot below the band, curling out and down.
const LIS_FOOT: [V; 8] = [
    V::Hard(3.0, 13.0),
    V::Soft(18.0, 14.0),
    V::Soft(30.0, 20.0),
    V::Soft(32.0, 30.0),
    V::Hard(27.0, 38.0),
    V::Soft(25.0, 28.0),
    V::Soft(16.0, 23.0),
    V::Hard(3.0, 22.0),
];

/// The stem hanging below the band, pointed.
const LIS_STEM: [V; 4] = [V::Hard(0.0, 12.0), V::Hard(6.0, 12.0), V::Soft(6.0, 30.0), V::Hard(0.0, 46.0)];

/// The band that binds the petals, wider than they are, with rounded ends.
const LIS_BAND: [V; 6] = [
    V::Hard(0.0, 5.0),
    V::Hard(19.0, 5.0),
    V::Soft(25.0, 5.0),
    V::Soft(25.0, 14.0),
    V::Hard(19.0, 14.0),
    V::Hard(0.0, 14.0),
];

/// The pieces of a fleur-de-lis as path data, back to front, in the frame of its design units.
pub fn lis_pieces(frame: Frame) -> Vec<String> {
    let mut t = Trace::new(frame);
    let mut pieces = Vec::new();
    for side in [frame, frame.flipped()] {
        let mut s = Trace::new(side);
        s.outline(&LIS_SIDE).outline(&LIS_FOOT);
        pieces.push(s.take());
    }
    pieces.push(t.outline(&mirrored(&LIS_STEM)).take());
    pieces.push(t.outline(&mirrored(&LIS_MIDDLE)).take());
    pieces.push(t.outline(&mirrored(&LIS_BAND)).take());
    pieces
}

/// A fleur-de-lis `size` mm tall centred on (cx, cy), in `colour` outlined in `ink`: each piece
/// keeps its own outline, so the band reads over the petals' roots.
pub fn fleur_de_lis(cx: f64, cy: f64, size: f64, colour: &str, ink: &str) -> Tag {
    let frame = Frame::at(cx, cy, size / 100.0);
    let width = (size * 0.018).clamp(0.04, 0.3);
    group().add_all(lis_pieces(frame).into_iter().map(|d| filled(d, colour, ink, width)))
}

/// The ermine spot's tail: a narrow neck that spreads into three points.
const ERMINE_TAIL: [V; 9] = [
    V::Hard(0.0, -34.0),
    V::Soft(6.5, -30.0),
    V::Soft(6.5, 0.0),
    V::Soft(16.0, 26.0),
    V::Hard(27.0, 46.0),
    V::Soft(16.0, 42.0),
    V::Hard(10.0, 36.0),
    V::Soft(6.0, 42.0),
    V::Hard(0.0, 54.0),
];

/// An ermine spot in the frame of its design units (about 50 wide, 100 tall, centred): the three
/// dots of the tail's fastening and the tail, as path data for one fill.
pub fn ermine_spot(frame: Frame) -> String {
    let mut t = Trace::new(frame);
    t.circle((0.0, -41.0), 9.5).circle((-13.0, -29.0), 9.5).circle((13.0, -29.0), 9.5);
    t.outline(&mirrored(&ERMINE_TAIL));
    t.take()
}
