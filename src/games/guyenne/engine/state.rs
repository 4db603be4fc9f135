//! Guyenne's position as the generic [`State`] of `crate::game`: what generic code (property
//! tests, playouts) sees of the engine. Every method is the engine's own, without a copy.

use super::{Decision, End, Game, IllegalDecision, Rules, SeatPlan};
use crate::game::State;

impl State for Game {
    type Rules = Rules;
    type Decision = Decision;
    type Illegal = IllegalDecision;
    type Outcome = End;

    fn new_game(rules: Rules, seats: u8, seed: u64) -> Option<Game> {
        SeatPlan::for_seats(seats).map(|plan| Game::new(rules, plan, seed))
    }

    /// The side to move (0 English, 1 French); a team's member is the side's own business.
    fn to_move(&self) -> Option<usize> {
        self.side_to_move().map(|side| side.index())
    }

    fn legal(&self) -> Vec<Decision> {
        let mut out = Vec::new();
        self.legal_decisions(&mut out);
        out
    }

    fn play(&mut self, decision: Decision) -> Result<(), IllegalDecision> {
        self.apply(decision)
    }

    fn random_decision(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
        Game::random_decision(self, rng)
    }

    fn outcome(&self) -> Option<End> {
        self.end().copied()
    }
}
