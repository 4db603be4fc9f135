//! Random play without a player in between: a whole game of random players, turn after turn.
//! It draws what [`Game::random_decision`] draws, from the same streams and in the same order,
//! and plays it with the same rules functions, so it is the same game, with the same events,
//! as one decision at a time (tested); it only skips asking whose turn it is and what kind of
//! decision is awaited between the steps of a turn, which it knows.

use super::draws::below;
use super::game::{Dice, Game, Move, Observer, Phase};
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
    /// rolls given by hand left; its stream is a copy kept in a register, written back at the
    /// end (no observer sees it).
    ///
    /// The turns come in three stretches, each its own loop: while the pile lasts, every turn
    /// draws a card and plays one (J3.2, J3.3); once it is empty, the hands are played out,
    /// a player with an empty hand only moving (J5); then nobody holds a card and the game is
    /// a race, a turn only a move (about 40 of a game's 110 turns).
    #[inline(always)]
    fn random_turns<O: Observer, S: Select>(&mut self, rngs: &mut [fastrand::Rng; MAX_SEATS], obs: &mut O, sel: S) {
        let mut s = self.seat as usize & (MAX_SEATS - 1);
        let mut dice = self.dice.rng.clone();
        let hot = Hot::of(self);
        'game: {
            while self.next < self.pile_len {
                if !self.random_move(s, hot, &mut dice, rngs, obs, sel) {
                    break 'game;
                }
                let card = self.pile[self.next as usize];
                self.next += 1;
                self.hands[s].add(card);
                obs.drew(s as u8, card);
                self.phase = Phase::Play;
                self.random_play(s, &mut rngs[s], obs, sel);
                // The seat the play passed the turn to, worked out again rather than read
                // back from the game (a load that would wait for the play's store).
                s = hot.next_seat(s);
            }
            // Whether anyone holds a card, without a branch per hand (which one does varies).
            while self.hands.iter().fold(0, |held, h| held | h.kinds()) != 0 {
                if !self.random_move(s, hot, &mut dice, rngs, obs, sel) {
                    break 'game;
                }
                obs.pile_empty(s as u8);
                if self.hands[s].is_empty() {
                    obs.idle(s as u8);
                    s = hot.next_seat(s);
                    self.seat = s as u8;
                    self.phase = Phase::Begin;
                } else {
                    self.phase = Phase::Play;
                    self.random_play(s, &mut rngs[s], obs, sel);
                    s = hot.next_seat(s);
                }
            }
            while self.random_move(s, hot, &mut dice, rngs, obs, sel) {
                obs.pile_empty(s as u8);
                obs.idle(s as u8);
                s = hot.next_seat(s);
                self.seat = s as u8;
            }
        }
        self.dice.rng = dice;
    }

    /// The beginning of seat `s`'s turn, [`Game::seat`]: the turn limit (J6.4), the move
    /// (J3.1), the finish (J6.1) and the special space (J4), a relief chosen at random; false
    /// when the game is over. The game then stands where the draw comes, at [`Phase::Begin`].
    #[inline(always)]
    fn random_move<O: Observer, S: Select>(
        &mut self,
        s: usize,
        hot: Hot,
        dice: &mut fastrand::Rng,
        rngs: &mut [fastrand::Rng; MAX_SEATS],
        obs: &mut O,
        sel: S,
    ) -> bool {
        let s = s & (MAX_SEATS - 1);
        if self.turns >= hot.turn_limit {
            self.finish(None, obs);
            return false;
        }
        self.turns += 1;
        obs.turn(self, s as u8);
        let from = self.pawns[s];
        let destiny = self.destiny[s].max(0) as u8;
        let die = Dice::roll_free(dice, hot.die);
        // Short of the finish: the move of Rules::advance, known without reading the rules.
        let reach = from as u32 + (destiny + die) as u32;
        let (to, bounced) =
            if reach <= hot.finish as u32 { (reach as u8, false) } else { self.rules.advance(from, destiny + die) };
        self.pawns[s] = to;
        obs.moved(s as u8, Move { from, destiny, die, to, bounced });
        if to == hot.finish {
            self.finish(Some(s as u8), obs);
            return false;
        }
        // J4: rare, and apart.
        let space = self.rules.spaces[to as usize];
        if space != Space::Plain && self.land(s as u8, to, space, obs) {
            let adversity = self.adversity_of(s as u8);
            let card = sel.select(adversity as u64, below(&mut rngs[s], adversity.count_ones())) as u8;
            self.relieve(s as u8, card, obs);
            self.phase = Phase::Begin;
        }
        true
    }
}

/// The numbers of the rules every turn reads, kept in registers: read from the game, they
/// would be read again after each call that may change it (a special space's, an observer's).
#[derive(Clone, Copy)]
struct Hot {
    turn_limit: u32,
    die: u8,
    finish: u8,
    seats: u8,
}

impl Hot {
    #[inline(always)]
    fn of(game: &Game) -> Hot {
        Hot { turn_limit: game.rules.turn_limit, die: game.rules.die, finish: game.rules.finish, seats: game.seats }
    }

    /// The seat after `s`.
    #[inline(always)]
    fn next_seat(self, s: usize) -> usize {
        if s + 1 == self.seats as usize { 0 } else { s + 1 }
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
