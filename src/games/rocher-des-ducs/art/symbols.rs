//! The factions' marks for the corners of the warrior cards, one flat colour each, so that the
//! three colours can be told apart by shape as well: a leopard for the Normans, an ermine spot
//! for the Bretons, a fleur-de-lis for the King's mercenaries.

use super::beasts::{ASPECT, leopard_shape};
use super::charges::{ermine_spot, lis_pieces};
use crate::render::draw::{Frame, Tag, document, fill, group};

/// The symbols' box, in millimetres: they are drawn to read at this size.
pub const MARK: f64 = 5.0;

/// The Normans' leopard, as wide as the box.
pub fn normans(colour: &str) -> Vec<u8> {
    let width = MARK * 0.98;
    // The leopard is wider than tall: it sits a little low, on the line where the others stand.
    document(MARK, MARK, leopard_shape(MARK / 2.0, MARK - ASPECT * width / 2.0 - MARK * 0.08, width, colour))
}

/// The Bretons' ermine spot.
pub fn bretons(colour: &str) -> Vec<u8> {
    let size = MARK * 0.92;
    document(MARK, MARK, fill(ermine_spot(Frame::at(MARK / 2.0, MARK / 2.0 - size * 0.0175, size / 100.0)), colour))
}

/// The mercenaries' fleur-de-lis.
pub fn mercenaries(colour: &str) -> Vec<u8> {
    let size = MARK * 0.94;
    let frame = Frame::at(MARK / 2.0, MARK / 2.0 + size * 0.02, size / 100.0);
    let shape: Tag = group().add_all(lis_pieces(frame).into_iter().map(|d| fill(d, colour)));
    document(MARK, MARK, shape)
}
