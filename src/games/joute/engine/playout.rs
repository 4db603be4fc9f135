//! Random play without a player in between: a whole game of random players, turn after turn.
//! It draws what [`Game::random_decision`] draws, from the same streams and in the same order,
//! and plays it with the same rules functions, so it is the same game, with the same events,
//! as one decision at a time (tested); it only skips asking whose turn it is and what kind of
//! decision is awaited between the steps of a turn, which it knows.

use super::draws::below;
use super::game::{Game, Move, Observer, Phase};
#[cfg(target_arch = "x86_64")]
use super::plays::Pdep;
use super::plays::{Select, Soft};
use super::rules::{MAX_SEATS, Space};

impl Game {
    /// Plays the game to its end, every seat a random player drawing from its own stream
    /// (`rngs[seat]`): with the BMI2 instructions where the processor has them (a play's bit
    /// found by one `pdep`, [`Pdep`]), else with [`Soft`]; the same game either way.
    #[inline]
    pub fn play_random_game<O: Observer>(&mut self, rngs: &mut [fastrand::Rng; MAX_SEATS], obs: &mut O) {
        #[cfg(target_arch = "x86_64")]
        if let Some(pdep) = Pdep::detect() {
            // SAFETY: `Pdep::detect` found BMI2 (and popcnt comes with it on every processor
            // that has BMI2).
            unsafe { self.play_random_game_bmi2(rngs, obs, pdep) };
            return;
        }
        self.play_random_game_soft(rngs, obs);
    }

    /// [`Game::play_random_game`] on any processor. Not inlined: inside the caller's setup,
    /// the loop's registers were spilled more (about 560 more instructions a game).
    #[inline(never)]
    fn play_random_game_soft<O: Observer>(&mut self, rngs: &mut [fastrand::Rng; MAX_SEATS], obs: &mut O) {
        self.play_random_game_with(rngs, obs, Soft);
    }

    /// [`Game::play_random_game`] compiled for the processors with BMI2: `pdep` for the
    /// plays, and shifts and counts that leave the flags alone throughout.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2,popcnt")]
    #[inline(never)]
    fn play_random_game_bmi2<O: Observer>(&mut self, rngs: &mut [fastrand::Rng; MAX_SEATS], obs: &mut O, pdep: Pdep) {
        self.play_random_game_with(rngs, obs, pdep);
    }

    /// The game played to its end, the bits of the plays found by `sel`.
    #[inline(always)]
    fn play_random_game_with<O: Observer, S: Select>(
        &mut self,
        rngs: &mut [fastrand::Rng; MAX_SEATS],
        obs: &mut O,
        sel: S,
    ) {
        loop {
            let s = self.seat as usize & (MAX_SEATS - 1);
            match self.phase {
                // The die's rolls given by hand (a test's) are rolled the usual way.
                Phase::Begin if self.scripted_rolls_left() > 0 => self.begin_turn(obs),
                Phase::Begin => self.random_turns(rngs, obs, sel),
                Phase::Play => self.random_play(s, &mut rngs[s], obs, sel),
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
    #[inline(always)]
    fn random_turns<O: Observer, S: Select>(&mut self, rngs: &mut [fastrand::Rng; MAX_SEATS], obs: &mut O, sel: S) {
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
                let card = sel.select(adversity as u64, below(&mut rngs[s], adversity.count_ones())) as u8;
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
                self.random_play(s, &mut rngs[s], obs, sel);
                s = self.seat as usize & (MAX_SEATS - 1);
            }
        }
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;
    use crate::games::joute::Loaded;
    use crate::games::joute::sim::record::{Header, Recorder};
    use crate::sim::mix;

    #[test]
    fn the_bmi2_loop_plays_the_same_games_as_the_portable_one() {
        let Some(pdep) = Pdep::detect() else {
            eprintln!("no fast BMI2 on this processor: only the portable loop plays");
            return;
        };
        let def = Loaded::embedded().def;
        let cards: Vec<String> = def.cards.iter().map(|c| c.id.clone()).collect();
        for ruleset in ["standard", "no-bounce"] {
            let rules = def.rules(ruleset).unwrap();
            for seats in 2..=4u8 {
                for seed in 0..300 {
                    let header = Header {
                        game: "joute".into(),
                        ruleset: ruleset.into(),
                        seed,
                        policies: vec!["random".into(); seats as usize],
                        cards: cards.clone(),
                    };
                    let (mut soft, mut fast) = (Recorder::new(header.clone()), Recorder::new(header));
                    let mut a = Game::new(rules, seats, mix(seed, 0), &mut soft).unwrap();
                    let mut b = Game::new(rules, seats, mix(seed, 0), &mut fast).unwrap();
                    let streams = || std::array::from_fn(|s| fastrand::Rng::with_seed(mix(seed, 1 + s as u64)));
                    a.play_random_game_soft(&mut streams(), &mut soft);
                    // SAFETY: `Pdep::detect` found BMI2.
                    unsafe { b.play_random_game_bmi2(&mut streams(), &mut fast, pdep) };
                    assert_eq!(a.end(), b.end(), "{ruleset}, {seats} seats, seed {seed}");
                    assert_eq!(soft.finish(), fast.finish(), "{ruleset}, {seats} seats, seed {seed}");
                }
            }
        }
    }
}
