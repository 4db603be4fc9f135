//! [`Game`] as the generic [`State`] of the engine boundary.

use super::game::{Decision, End, Game, Illegal, NoObserver};
use super::rules::Rules;
use crate::game::State;

impl State for Game {
    type Rules = Rules;
    type Decision = Decision;
    type Illegal = Illegal;
    type Outcome = End;

    fn new_game(rules: Rules, seats: u8, seed: u64) -> Option<Game> {
        Game::new(rules, seats, seed, &mut NoObserver)
    }

    fn to_move(&self) -> Option<usize> {
        Game::to_move(self).map(usize::from)
    }

    fn legal(&self) -> Vec<Decision> {
        Game::legal(self)
    }

    fn play(&mut self, decision: Decision) -> Result<(), Illegal> {
        Game::play(self, decision, &mut NoObserver)
    }

    fn random_decision(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
        Game::random_decision(self, rng)
    }

    fn outcome(&self) -> Option<End> {
        self.end().copied()
    }
}
