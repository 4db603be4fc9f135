//! Random play without a player in between: one decision, a whole game, or a round in one
//! piece. Every path draws the same random numbers, in the same order, as drawing decisions
//! with [`Game::random_decision`] and playing them one by one, and so plays the same game.

use super::battle::{battle_winner, removals};
use super::legal::{for_kinds, random_castle_a, random_castle_b};
use super::{
    BattleOutcome, BySide, CardSet, Game, MAX_KINDS, Member, NoObserver, Observer, Phase, Placement, Removal, Side,
    Strength,
};

impl Game {
    /// Plays a decision drawn exactly as [`Game::random_decision`] draws it, with the same random
    /// numbers, so both give the same game. This is the random player's hot path: a placement
    /// or a concession is drawn and played without building a [`super::Decision`] and checking
    /// its phase again. Returns false when the game is over.
    #[inline]
    pub fn play_random<O: Observer>(&mut self, rng: &mut fastrand::Rng, obs: &mut O) -> bool {
        match self.phase {
            Phase::Place(step) => {
                let side = self.placing_side(step);
                let member = self.placing_member(side, step);
                let (castle, cards) = self.random_placement(step, side, member, rng);
                self.place(step, side, member, castle, cards, obs);
                true
            }
            Phase::Concede(i) => {
                self.conceded_or_revealed(i, rng.bool(), obs);
                true
            }
            _ => match self.random_decision(rng) {
                Some(decision) => {
                    self.apply_legal(decision, obs);
                    true
                }
                None => false,
            },
        }
    }

    /// Plays the game to its end with both sides drawing every decision as
    /// [`Game::play_random`] does, each from its own random stream (`rngs[side]`): the same
    /// game as two random players taking turns. When nobody listens and no side is a team, each
    /// round is played in one piece ([`Game::random_round`]).
    pub fn play_random_game<O: Observer>(&mut self, rngs: &mut [fastrand::Rng; 2], obs: &mut O) {
        let whole_rounds = !O::LISTENS && !self.sides.0.iter().any(|s| s.team);
        loop {
            match self.phase {
                Phase::Place(0) if whole_rounds => {
                    for_kinds!(self.rules.kinds(), K => self.random_round::<K>(rngs))
                }
                // The four placements of a round follow each other whatever is drawn (R4).
                Phase::Place(0) => {
                    for step in 0..4 {
                        let side = self.placing_side(step);
                        let member = self.placing_member(side, step);
                        let (castle, cards) = self.random_placement(step, side, member, &mut rngs[side.index()]);
                        self.place(step, side, member, castle, cards, obs);
                    }
                }
                Phase::Concede(i) => {
                    let defender = self.battles[i as usize].holder.expect("a concession has a defender");
                    self.conceded_or_revealed(i, rngs[defender.index()].bool(), obs);
                }
                Phase::Over => return,
                _ => {
                    let side = self.side_to_move().expect("the game is not over");
                    let decision = self.random_decision(&mut rngs[side.index()]).expect("the game is not over");
                    self.apply_legal(decision, obs);
                }
            }
        }
    }

    /// A round of two random players, each side played by one player (R4–R6), in one piece.
    ///
    /// Played decision by decision, a round goes through its phases and records each placement
    /// and battle, for observers and for a position that waits between decisions. Nobody waits
    /// here and nobody watches, so the round keeps them in locals; going through the phases
    /// instead made a simulated game about 1.3 times slower. It draws what the phases would
    /// draw, in their order: castle A and the cards there (first player), the answer at A,
    /// castle B and the cards there (his opponent), the answer at B (first player); then for each
    /// battle the defender's concession and the loser's choice of removal. The rules are the
    /// phases' own functions (limits, strengths, winner, removals, end of round). When the game
    /// ends, the last round's records are written, so that a finished game is the same position
    /// whichever way it was played (`tests/playouts.rs` compares them).
    fn random_round<const K: usize>(&mut self, rngs: &mut [fastrand::Rng; 2]) {
        let (first, second) = (self.first, self.first.other());
        let castles = self.rules.castles;
        let a = random_castle_a(castles, &mut rngs[first.index()]);
        let first_at_a = self.take_random_cards::<K>(first, 0, &mut rngs[first.index()]);
        let second_at_a = self.take_random_cards::<K>(second, 1, &mut rngs[second.index()]);
        let b = random_castle_b(castles, a, &mut rngs[second.index()]);
        let second_at_b = self.take_random_cards::<K>(second, 2, &mut rngs[second.index()]);
        let first_at_b = self.take_random_cards::<K>(first, 3, &mut rngs[first.index()]);
        let by_side = |of_first, of_second| {
            if first == Side::English { BySide::new(of_first, of_second) } else { BySide::new(of_second, of_first) }
        };
        let (played_a, played_b) = (by_side(first_at_a, second_at_a), by_side(first_at_b, second_at_b));
        let at_a = self.random_battle(a, played_a, rngs);
        let at_b = self.random_battle(b, played_b, rngs);
        // R6.1: what was played and not removed goes to the discard.
        let kept = played_a.map(|s, p| p.plus(played_b[s]).minus(at_a.removed[s]).minus(at_b.removed[s]));
        // R5.2: a defender who concedes discards his cards unseen.
        let mut unseen = BySide::<CardSet>::default();
        for (at, played) in [(&at_a, &played_a), (&at_b, &played_b)] {
            if let (true, Some(holder)) = (at.conceded, at.holder) {
                unseen[holder] = unseen[holder].plus(played[holder].minus(at.removed[holder]));
            }
        }
        self.close_round(kept, unseen, &mut NoObserver);
        if self.phase == Phase::Over {
            let placement = |side: Side, castle: u8, holder: Option<Side>| Placement {
                side,
                member: Member::A,
                castle,
                attack: holder != Some(side),
                cards: CardSet::default(),
            };
            self.placements.clear();
            self.placements.extend([
                placement(first, a, at_a.holder),
                placement(second, a, at_a.holder),
                placement(second, b, at_b.holder),
                placement(first, b, at_b.holder),
            ]);
            self.battles.clear();
            self.battles.extend([at_a, at_b]);
        }
    }

    /// Takes the cards of a random placement at `step` from `side`'s hand (R4).
    #[inline(always)]
    fn take_random_cards<const K: usize>(&mut self, side: Side, step: u8, rng: &mut fastrand::Rng) -> CardSet {
        let cards = self.random_cards_of::<K>(step, side, Member::A, rng);
        let hand = &mut self.sides[side].hands[Member::A.index()];
        *hand = hand.minus(cards);
        cards
    }

    /// The battle at `castle` between the cards each side `played` there (R5, R9), with the
    /// defender's concession and the loser's removal drawn at random; its effects on control
    /// and removed cards are applied.
    #[inline(always)]
    fn random_battle(&mut self, castle: u8, played: BySide<CardSet>, rngs: &mut [fastrand::Rng; 2]) -> BattleOutcome {
        let holder = self.castles[castle as usize - 1];
        let conceded = match holder {
            Some(defender) => rngs[defender.index()].bool(),
            None => false,
        };
        let strength = played.map(|_, cards| Strength::of(&self.rules, cards));
        let winner = battle_winner(holder, strength, conceded);
        let mut removed = BySide::default();
        if self.rules.removal != Removal::None {
            let (forced, choice) = removals(&self.rules, holder, winner, &played);
            removed = forced;
            if let Some((loser, options)) = choice {
                removed[loser] = options[rngs[loser.index()].usize(..options.len())];
            }
            for side in Side::ALL {
                let state = &mut self.sides[side];
                state.removed = state.removed.plus(removed[side]);
            }
        }
        let control_after = winner.or(holder);
        self.castles[castle as usize - 1] = control_after;
        BattleOutcome { castle, holder, strength, conceded, winner, control_after, removed }
    }
}
