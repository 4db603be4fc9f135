//! Random play without a player in between: a whole game of random players, turn after turn.
//! It draws what [`Game::random_decision`] draws, from the same streams and in the same order,
//! and plays it with the same rules functions, so it is the same game, with the same events,
//! as one decision at a time (tested); it only skips asking whose turn it is and what kind of
//! decision is awaited between the steps of a turn, which it knows.

use super::draws::below;
use super::game::{Game, Move, Observer, Phase};
use super::plays::nth_bit;
use super::rules::{MAX_SEATS, Space};

impl Game {
    /// Plays the game to its end, every seat a random player drawing from its own stream
    /// (`rngs[seat]`). Not inlined: inside the caller's setup, the loop's registers were
    /// spilled more (about 560 more instructions a game).
    #[inline(never)]
    pub fn play_random_game<O: Observer>(&mut self, rngs: &mut [fastrand::Rng; MAX_SEATS], obs: &mut O) {
        loop {
            let s = self.seat as usize & (MAX_SEATS - 1);
            match self.phase {
                // The die's rolls given by hand (a test's) are rolled the usual way.
                Phase::Begin if self.scripted_rolls_left() > 0 => self.begin_turn(obs),
                Phase::Begin => self.random_turns(rngs, obs),
                Phase::Play => self.random_play(s, &mut rngs[s], obs),
                Phase::Relief => {
                    let d = self.random_decision(&mut rngs[s]).expect("a relief to choose");
                    self.apply(d, obs);
                }
                Phase::Over => return,
            }
        }
    }

    /// Plays whole turns of random players from the beginning of one (J3–J6) until the game
    /// ends: the steps of [`Game::begin_turn`], [`Game::random_decision`] and [`Game::apply`]
    /// in their order, the position kept as they keep it for the observer. The die has no
    /// rolls given by hand left.
    fn random_turns<O: Observer>(&mut self, rngs: &mut [fastrand::Rng; MAX_SEATS], obs: &mut O) {
        let mut s = self.seat as usize & (MAX_SEATS - 1);
        loop {
            // J6.4, then the move (J3.1).
            if self.turns >= self.rules.turn_limit {
                self.finish(None, obs);
                return;
            }
            self.turns += 1;
            obs.turn(self, s as u8);
            let from = self.pawns[s];
            let destiny = self.destiny[s].max(0) as u8;
            let die = self.dice.roll_free(self.rules.die);
            let (to, bounced) = self.rules.advance(from, destiny + die);
            self.pawns[s] = to;
            obs.moved(s as u8, Move { from, destiny, die, to, bounced });
            if to == self.rules.finish {
                self.finish(Some(s as u8), obs);
                return;
            }
            // J4: rare, and apart.
            let space = self.rules.spaces[to as usize];
            if space != Space::Plain && self.land(s as u8, to, space, obs) {
                let adversity = self.adversity_of(s as u8);
                let card = nth_bit(adversity, below(&mut rngs[s], adversity.count_ones()));
                self.relieve(s as u8, card, obs);
            }
            // J3.2, J5: the draw, then one card played, or none from an empty hand.
            if self.next < self.pile_len {
                let card = self.pile[self.next as usize];
                self.next += 1;
                self.hands[s].add(card);
                obs.drew(s as u8, card);
            } else {
                obs.pile_empty(s as u8);
            }
            if self.hands[s].is_empty() {
                obs.idle(s as u8);
                s = self.next_seat(s as u8) as usize;
                self.seat = s as u8;
                self.phase = Phase::Begin;
            } else {
                self.phase = Phase::Play;
                self.random_play(s, &mut rngs[s], obs);
                s = self.seat as usize & (MAX_SEATS - 1);
            }
        }
    }
}
