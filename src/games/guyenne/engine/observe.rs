//! The engine's events, for game records and diagrams.

use super::{BattleOutcome, Card, CardSet, End, Game, Member, Placement, Side};

/// Receives what happens in a game. Every method does nothing by default and the engine is
/// generic over its observer, so the simulation's hot loop pays nothing for events it ignores.
/// Multisets are reported as [`CardSet`]s; `game.rules().cards_of(set)` lists their cards.
#[allow(unused_variables)]
pub trait Observer {
    /// False for an observer that ignores every event, so that the engine skips gathering them.
    const LISTENS: bool = true;

    /// A side's opening: the set-aside cards, the shuffled deck (top card last) before the
    /// opening draw, and the opening hand in the order it was taken (hero first).
    fn dealt(&mut self, game: &Game, side: Side, set_aside: CardSet, deck: &[Card], hand: &[Card]) {}
    fn gave(&mut self, game: &Game, side: Side, from: Member, cards: CardSet, first: Member) {}
    /// Placement starts: hands are as they will be played from.
    fn placing(&mut self, game: &Game) {}
    fn placed(&mut self, game: &Game, placement: &Placement) {}
    fn battle(&mut self, game: &Game, outcome: &BattleOutcome) {}
    /// Cards that go to the discard at the end of a round (R6.1).
    fn discarded(&mut self, side: Side, cards: CardSet) {}
    fn drew(&mut self, side: Side, member: Member, card: Card) {}
    /// The deck was rebuilt from the discard pile (top card last).
    fn rebuilt(&mut self, side: Side, deck: &[Card]) {}
    /// The round is over; `refilled` is false when the game ended before the refill (R6.4).
    fn round_over(&mut self, game: &Game, refilled: bool) {}
    fn ended(&mut self, game: &Game, end: &End) {}
}

/// An observer that ignores everything.
pub struct NoObserver;
impl Observer for NoObserver {
    const LISTENS: bool = false;
}
