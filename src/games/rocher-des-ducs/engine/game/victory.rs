//! Claims proved and won (D5.3), the victory conditions with the King of France (D5.5, D7),
//! and the end on quiet turns (D7.4).

use super::*;

impl Game {
    /// The proof of a claim by faction `me` at `at`, when the claim is legal (D5.3).
    pub fn claim_proof(&self, me: Faction, at: i8) -> Option<ClaimProof> {
        let r = self.rampart(at)?;
        if !r.contested() || !r.complete(me) {
            return None;
        }
        let them = me.other();
        let mine = r.strength(me);
        if r.complete(them) {
            return r.wins(me).then_some(ClaimProof { mine, against: Some(r.strength(them)), complete: true });
        }
        let best = best_completion_indexed(r.side(them), &self.left, r.aubert);
        best.is_none_or(|b| b <= mine).then_some(ClaimProof { mine, against: best, complete: false })
    }

    pub(super) fn win_rampart<O: Observer>(&mut self, f: Faction, at: i8, obs: &mut O) {
        let r = self.rampart_mut(at);
        r.status = Status::Won(f);
        r.green = r.side(f).iter().all(|l| l.face().colour() == Colour::Green);
        self.refresh(at);
        let all = self.conditions(f, false);
        let Some(&first) = all.first() else { return };
        let winner = match self.conditions(f, true).first() {
            Some(&v) => (Winner::Faction(f), v),
            None if self.rules.kings_win => (Winner::King, first),
            None => (Winner::Faction(f), first),
        };
        self.finish(End { winner: Some(winner.0), victory: winner.1, reached_by: Some(f), turns: self.turns }, obs);
    }

    /// The victory conditions faction `f` meets (D7), in the order of the rules; without its
    /// green-won ramparts when `no_green` (D5.5).
    pub(super) fn conditions(&self, f: Faction, no_green: bool) -> arrayvec::ArrayVec<Victory, 3> {
        let mut won = self.won[f.index()];
        if no_green {
            won &= !self.won_green[f.index()];
        }
        let mut out = arrayvec::ArrayVec::new();
        if won.count_ones() >= 4 {
            out.push(Victory::Majority);
        }
        if won & won >> 1 & won >> 2 != 0 {
            out.push(Victory::Breakthrough);
        }
        let high = |at: i8| {
            let r = &self.ramparts[(at + ORIGIN) as usize];
            r.side(f).iter().any(|l| {
                let face = l.face();
                face.value() >= 6 && !(r.aubert && face.colour() == Colour::Green)
            })
        };
        let ends = 1 << (self.lo + ORIGIN) | 1 << (self.hi + ORIGIN);
        if self.count == self.rules.ramparts && won & ends == ends && high(self.lo) && high(self.hi) {
            out.push(Victory::Encirclement);
        }
        out
    }

    /// D7.4: the end with no victory condition.
    pub(super) fn end_by_count<O: Observer>(&mut self, obs: &mut O) {
        let won = |f: Faction| self.won[f.index()].count_ones();
        let (n, b) = (won(Faction::Normans), won(Faction::Bretons));
        let end = if n != b {
            let f = if n > b { Faction::Normans } else { Faction::Bretons };
            End { winner: Some(Winner::Faction(f)), victory: Victory::Count, reached_by: None, turns: self.turns }
        } else if self.gabriel[0] != self.gabriel[1] {
            let f = if self.gabriel[0] { Faction::Bretons } else { Faction::Normans };
            End { winner: Some(Winner::Faction(f)), victory: Victory::Gabriel, reached_by: None, turns: self.turns }
        } else {
            End { winner: None, victory: Victory::Draw, reached_by: None, turns: self.turns }
        };
        self.finish(end, obs);
    }

    pub(super) fn finish<O: Observer>(&mut self, end: End, obs: &mut O) {
        self.end = Some(end);
        self.phase = Phase::Over;
        obs.ended(self, &end);
    }
}
