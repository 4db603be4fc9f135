//! The steps of a turn (D3): the claim resolved, the play or the pass, the claim, the draw,
//! the end on quiet turns (D7.4), and the next turn begun.

use super::random::ones4;
use super::*;

impl Game {
    pub(super) fn begin_turn<O: Observer>(&mut self, obs: &mut O) {
        self.turns += 1;
        self.acted = false;
        let seat = self.seat;
        obs.turn(self, seat);
        if let Some(at) = self.pending[seat as usize].take() {
            let me = self.faction(seat);
            let won = self.claim_proof(me, at).is_some();
            obs.resolved(seat, at, won);
            if won {
                self.win_rampart(me, at, obs);
                if self.end.is_some() {
                    return;
                }
            }
        }
        self.rally(obs);
        self.phase = Phase::Play;
        if !self.has_play(seat) {
            obs.passed(seat);
            self.after_play(obs);
        }
    }

    pub(super) fn after_play<O: Observer>(&mut self, obs: &mut O) {
        self.phase = Phase::Claim;
        let me = self.faction(self.seat);
        self.claimable = 0;
        let (i, them) = (me.index(), me.other());
        self.proved[i] &= self.full[i];
        let mut bits = self.full[i] & !self.proved[i] & !self.lost[i];
        while bits != 0 {
            let slot = bits.trailing_zeros() as usize;
            let bit = 1u16 << slot;
            bits &= bits - 1;
            let r = &self.ramparts[slot];
            if r.complete(them) {
                // Both sides are complete: the claim is settled for good (D5.2).
                if r.wins(me) {
                    self.proved[i] |= bit;
                } else {
                    self.lost[i] |= bit;
                }
                continue;
            }
            let refuted = &mut self.refuted[i][slot];
            if refuted.holds(r.len[them.index()], &self.left) {
                continue;
            }
            match refutation(r.side(them), &self.left, r.aubert, r.strength(me)) {
                Some(why) => *refuted = why,
                None => self.proved[i] |= bit,
            }
        }
        self.claimable = self.proved[me.index()];
        if self.claimable == 0 {
            self.after_claim(obs);
        }
    }

    pub(super) fn after_claim<O: Observer>(&mut self, obs: &mut O) {
        self.phase = Phase::Draw;
        let open = self.open_piles();
        self.open = open;
        match ones4(open) {
            0 => self.end_turn(obs),
            1 => self.draw(open.trailing_zeros() as u8, obs),
            _ => {}
        }
    }

    /// Ends the turn: the game may end on quiet turns (D7.4); with 4 or 6 seats the last seat
    /// of a round of turns is followed by the gifts (D9.1).
    pub(super) fn end_turn<O: Observer>(&mut self, obs: &mut O) {
        self.quiet = if self.acted { 0 } else { self.quiet + 1 };
        if self.quiet >= self.seats && self.stalled() {
            self.end_by_count(obs);
            return;
        }
        if self.seats > 2 && self.seat == self.seats - 1 {
            self.phase = Phase::Gift;
            self.gift_seat = 0;
            self.gifts = [None; MAX_SEATS];
            self.next_gift(obs);
        } else {
            self.next_turn();
        }
    }

    /// Passes the turn to the next seat; [`Game::settle`] begins it.
    pub(super) fn next_turn(&mut self) {
        self.seat = (self.seat + 1) % self.seats;
        self.phase = Phase::Play;
        self.due = true;
    }

    /// Begins the turns due, until a player has a decision to make or the game is over. A
    /// turn that passes (D3.2) ends at once and makes the next one due: begun from here rather
    /// than from the end of the turn before, the steps of a turn call each other without a
    /// cycle, so the compiler can join them.
    pub(super) fn settle<O: Observer>(&mut self, obs: &mut O) {
        while self.due {
            self.due = false;
            self.begin_turn(obs);
        }
    }

    /// I-D7.4, after as many quiet turns in a row as there are seats: the game is stalled when
    /// no claim is pending and no player holds a card he could lay. A card received since a
    /// player's pass (drawn, given or taken in a rallying cry) keeps the game going. Whether
    /// a card can be laid depends on the faction, not the seat, so the gifts that may follow
    /// this turn change nothing.
    #[cold]
    fn stalled(&self) -> bool {
        self.pending.iter().all(Option::is_none) && (0..self.seats).all(|s| !self.has_play(s))
    }
}
