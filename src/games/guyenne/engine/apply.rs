//! Playing decisions and everything that follows from them automatically: dealing, battles,
//! removals, the end of a round, refills and the end of the game (R2, R4–R9).

use super::battle::{battle_winner, removal_options, removals};
use super::{
    BattleOutcome, BySide, Card, CardSet, Decision, End, EndReason, Game, IllegalDecision, MAX_CASTLES, MAX_HAND,
    Member, NoObserver, Observer, Phase, Placement, Removal, Side, Strength, score,
};
use arrayvec::ArrayVec;

impl Game {
    /// Checks a decision without changing anything.
    pub fn check(&self, decision: &Decision) -> Result<(), IllegalDecision> {
        let rules = &self.rules;
        match (self.phase, *decision) {
            (Phase::Over, _) => Err(IllegalDecision::GameOver),
            (Phase::SetAside(_), Decision::SetAside { cards }) => {
                if cards.len() != rules.set_aside as usize || !cards.is_subset_of(&self.numbered_cards()) {
                    return Err(IllegalDecision::BadSetAside { count: rules.set_aside });
                }
                Ok(())
            }
            (Phase::Give(side), Decision::Give { cards, .. }) => {
                let state = &self.sides[side];
                let hand = state.hands[state.drawer.index()];
                let max = rules.hand_size - 1;
                if cards.is_empty() || cards.len() > self.give_limit(hand.len()) || !cards.is_subset_of(&hand) {
                    return Err(IllegalDecision::BadGive { max });
                }
                Ok(())
            }
            (Phase::Place(step), Decision::Place { castle, cards }) => {
                let count = rules.castles;
                if castle == 0 || castle > count {
                    return Err(IllegalDecision::NoSuchCastle { castle, count });
                }
                match step {
                    1 if castle != self.placements[0].castle => {
                        return Err(IllegalDecision::MustAnswerAtA { castle_a: self.placements[0].castle });
                    }
                    2 if castle == self.placements[0].castle => {
                        return Err(IllegalDecision::SameCastle { castle_a: castle });
                    }
                    3 if castle != self.placements[2].castle => {
                        return Err(IllegalDecision::MustAnswerAtB { castle_b: self.placements[2].castle });
                    }
                    _ => {}
                }
                let side = self.placing_side(step);
                let member = self.placing_member(side, step);
                if cards.is_empty() {
                    return Err(IllegalDecision::NoCards);
                }
                if !cards.is_subset_of(&self.sides[side].hands[member.index()]) {
                    return Err(IllegalDecision::NotInHand);
                }
                if cards.len() > rules.max_per_castle as usize {
                    return Err(IllegalDecision::TooManyCards { max: rules.max_per_castle });
                }
                if cards.len() > self.placement_limit(side, member, step) {
                    return Err(IllegalDecision::MustKeepCard);
                }
                Ok(())
            }
            (Phase::Concede(_), Decision::Concede | Decision::Reveal) => Ok(()),
            (_, Decision::Concede) => Err(IllegalDecision::CannotConcede),
            (Phase::Remove(i), Decision::Remove { cards }) => {
                let loser = self.battles[i as usize].winner.expect("a removal follows a win").other();
                let played = self.played_in(i)[loser];
                if removal_options(rules, &played).contains(&cards) { Ok(()) } else { Err(IllegalDecision::BadRemoval) }
            }
            (phase, _) => Err(IllegalDecision::NotNow { expected: phase.describe() }),
        }
    }

    pub fn is_legal(&self, decision: &Decision) -> bool {
        self.check(decision).is_ok()
    }

    /// Plays a decision. An illegal decision changes nothing and names the rule it breaks.
    pub fn apply(&mut self, decision: Decision) -> Result<(), IllegalDecision> {
        self.apply_observed(decision, &mut NoObserver)
    }

    /// Plays a decision, reporting what follows from it to `obs`.
    pub fn apply_observed<O: Observer>(&mut self, decision: Decision, obs: &mut O) -> Result<(), IllegalDecision> {
        self.check(&decision)?;
        self.apply_legal(decision, obs);
        Ok(())
    }

    /// Plays a decision already known to be legal: one from [`Game::legal_decisions`] or
    /// [`Game::random_decision`] for this very position. Simulations use it to skip checking
    /// again what the engine has just produced; anything else goes through [`Game::apply`].
    /// Debug builds still check.
    pub fn apply_legal<O: Observer>(&mut self, decision: Decision, obs: &mut O) {
        debug_assert_eq!(self.check(&decision), Ok(()), "apply_legal was given an illegal decision");
        match (self.phase, decision) {
            (Phase::SetAside(side), Decision::SetAside { cards }) => {
                let kept = self.numbered_cards().minus(cards);
                let state = &mut self.sides[side];
                state.discard = cards;
                state.unseen = cards;
                state.deck.fill(self.rules.kinds(), &kept);
                if side == Side::English {
                    self.phase = Phase::SetAside(Side::French);
                } else {
                    self.deal(obs);
                }
            }
            (Phase::Give(side), Decision::Give { cards, first }) => {
                let state = &mut self.sides[side];
                let from = state.drawer;
                state.hands[from.index()] = state.hands[from.index()].minus(cards);
                state.hands[from.other().index()] = state.hands[from.other().index()].plus(cards);
                state.first_member = first;
                obs.gave(self, side, from, cards, first);
                if side == Side::English && self.sides[Side::French].team {
                    self.phase = Phase::Give(Side::French);
                } else {
                    self.begin_placement(obs);
                }
            }
            (Phase::Place(step), Decision::Place { castle, cards }) => {
                let side = self.placing_side(step);
                self.place(step, side, self.placing_member(side, step), castle, cards, obs);
            }
            (Phase::Concede(i), d) => self.conceded_or_revealed(i, d == Decision::Concede, obs),
            (Phase::Remove(i), Decision::Remove { cards }) => {
                let loser = self.battles[i as usize].winner.expect("a removal follows a win").other();
                self.battles[i as usize].removed[loser] = cards;
                self.complete_battle(i, obs);
                self.resolve_battles(i + 1, obs);
            }
            _ => unreachable!("a legal decision matches the phase"),
        }
    }

    /// Places `cards` of `member` of `side` at `castle`, the placement of `step` (R4).
    #[inline(always)]
    pub(crate) fn place<O: Observer>(
        &mut self,
        step: u8,
        side: Side,
        member: Member,
        castle: u8,
        cards: CardSet,
        obs: &mut O,
    ) {
        let hand = &mut self.sides[side].hands[member.index()];
        *hand = hand.minus(cards);
        let attack = self.castles[castle as usize - 1] != Some(side);
        let placement = Placement { side, member, castle, attack, cards };
        obs.placed(self, &placement);
        self.placements.push(placement);
        if step < 3 {
            self.phase = Phase::Place(step + 1);
        } else {
            self.resolve_battles(0, obs);
        }
    }

    /// R2.2 / R9.3: shuffle each deck, draw the opening hand, then start round 1.
    /// The deck already holds the side's numbered cards less any set aside (see `Game::new`).
    pub(crate) fn deal<O: Observer>(&mut self, obs: &mut O) {
        for side in Side::ALL {
            let state = &mut self.sides[side];
            self.rng.shuffle(state.deck.as_mut_slice());
            // What the observer is told is only gathered for an observer that listens.
            let deck = if O::LISTENS { self.deck_pile(side) } else { Default::default() };
            let mut hand = ArrayVec::<Card, MAX_HAND>::new();
            hand.push(Card::HERO);
            for _ in 1..self.rules.hand_size {
                if let Some(kind) = self.draw(side, Member::A, obs) {
                    hand.push(self.rules.card_of_kind(kind));
                }
            }
            obs.dealt(self, side, self.sides[side].discard, &deck, &hand);
        }
        self.start_round(obs);
    }

    /// Draws one card into `member`'s hand (R2.2, R6.2). Returns the kind of the card drawn.
    fn draw<O: Observer>(&mut self, side: Side, member: Member, obs: &mut O) -> Option<usize> {
        let state = &mut self.sides[side];
        let kind = state.deck.pop()? as usize;
        state.hands[member.index()].add(kind);
        if O::LISTENS {
            obs.drew(side, member, self.rules.card_of_kind(kind));
        }
        self.exhaust(side, obs);
        Some(kind)
    }

    /// Draws up to `count` cards into `member`'s hand, as `count` calls of [`Game::draw`] would,
    /// but taking at once the cards the deck holds before it runs out (R6.2, R7).
    fn refill<O: Observer>(&mut self, side: Side, member: Member, mut count: usize, obs: &mut O) {
        while count > 0 {
            let state = &mut self.sides[side];
            let n = count.min(state.deck.len());
            if n == 0 {
                return;
            }
            let hand = &mut state.hands[member.index()];
            if O::LISTENS {
                for _ in 0..n {
                    let kind = state.deck.pop().expect("n cards are there") as usize;
                    hand.add(kind);
                    obs.drew(side, member, self.rules.card_of_kind(kind));
                }
            } else {
                *hand = hand.plus(state.deck.take(n, self.rules.hand_size as usize));
            }
            count -= n;
            self.exhaust(side, obs);
        }
    }

    /// After a draw: an emptied deck is an exhaustion at once, rebuilt from the discard while
    /// below the limit (R7.1–R7.4). The check is inline, the rare rebuild out of the way.
    #[inline(always)]
    fn exhaust<O: Observer>(&mut self, side: Side, obs: &mut O) {
        let state = &self.sides[side];
        if state.deck.is_empty() && state.exhaustions < self.rules.exhaustion_limit {
            self.rebuild(side, obs);
        }
    }

    #[inline(never)]
    fn rebuild<O: Observer>(&mut self, side: Side, obs: &mut O) {
        let limit = self.rules.exhaustion_limit;
        while self.sides[side].deck.is_empty() && self.sides[side].exhaustions < limit {
            let state = &mut self.sides[side];
            state.exhaustions += 1;
            if state.exhaustions >= limit {
                break;
            }
            let discard = std::mem::take(&mut state.discard);
            state.unseen = CardSet::default();
            state.deck.fill(self.rules.kinds(), &discard);
            self.rng.shuffle(state.deck.as_mut_slice());
            if O::LISTENS {
                obs.rebuilt(side, &self.deck_pile(side));
            }
        }
    }

    /// Start of a round, after drawing: end the game if a side cannot play it (R7.5, R7.6),
    /// else wait for the teams' gives or the first placement.
    pub(crate) fn start_round<O: Observer>(&mut self, obs: &mut O) {
        if let Some(reason) = self.unplayable() {
            self.finish(reason, obs);
            return;
        }
        self.open_round(obs);
    }

    /// Waits for the first decision of a round that can be played.
    fn open_round<O: Observer>(&mut self, obs: &mut O) {
        if self.sides[Side::English].team {
            self.phase = Phase::Give(Side::English);
        } else if self.sides[Side::French].team {
            self.phase = Phase::Give(Side::French);
        } else {
            self.begin_placement(obs);
        }
    }

    /// Why the coming round cannot be played, if it cannot (R7.5, R7.6).
    #[inline]
    fn unplayable(&self) -> Option<EndReason> {
        let mut reason = None;
        for state in &self.sides.0 {
            let at_limit = state.exhaustions >= self.rules.exhaustion_limit;
            // A team can play only if its drawer can give a card and keep one (R9.5).
            let playable =
                if state.team { state.hands[state.drawer.index()].len() >= 2 } else { state.hand_len() >= 2 };
            if at_limit && (state.hand_len() <= 1 || !playable) {
                reason = Some(EndReason::Exhaustion);
            } else if !playable && reason.is_none() {
                reason = Some(EndReason::NoCards);
            }
        }
        reason
    }

    fn begin_placement<O: Observer>(&mut self, obs: &mut O) {
        self.placements.clear();
        self.phase = Phase::Place(0);
        obs.placing(self);
    }

    /// Resolves the round's battles from battle `i` on, in order (R5), until one waits for a
    /// decision; after the last, ends the round. A loop rather than battles calling each other,
    /// so that the whole of a round's automatic play can be compiled as one piece.
    fn resolve_battles<O: Observer>(&mut self, mut i: u8, obs: &mut O) {
        while i < 2 {
            if self.begin_battle(i) || self.finish_battle(i, false, obs) {
                return;
            }
            i += 1;
        }
        self.end_round(obs);
    }

    /// The defender of battle `i` conceded or revealed (R5.2); the round goes on from there.
    #[inline]
    pub(crate) fn conceded_or_revealed<O: Observer>(&mut self, i: u8, conceded: bool, obs: &mut O) {
        if !self.finish_battle(i, conceded, obs) {
            self.resolve_battles(i + 1, obs);
        }
    }

    /// Reveals battle `i`'s cards. Returns true when the battle waits for its defender's
    /// concede-or-reveal choice (R5.2).
    fn begin_battle(&mut self, i: u8) -> bool {
        if i == 0 {
            self.battles.clear();
        }
        let castle = self.placements[i as usize * 2].castle;
        let holder = self.castles[castle as usize - 1];
        let played = self.played_in(i);
        self.battles.push(BattleOutcome {
            castle,
            holder,
            strength: BySide::new(
                Strength::of(&self.rules, &played[Side::English]),
                Strength::of(&self.rules, &played[Side::French]),
            ),
            conceded: false,
            winner: None,
            control_after: holder,
            removed: BySide::default(),
        });
        if holder.is_some() {
            self.phase = Phase::Concede(i);
        }
        holder.is_some()
    }

    /// Decides battle `i` and, unless its loser must choose what to remove (R9.2a), completes
    /// it. Returns true when it waits for that choice.
    fn finish_battle<O: Observer>(&mut self, i: u8, conceded: bool, obs: &mut O) -> bool {
        let battle = &mut self.battles[i as usize];
        battle.conceded = conceded;
        battle.winner = battle_winner(battle.holder, battle.strength, conceded);
        battle.control_after = battle.winner.or(battle.holder);
        // Without permanent removals (R9.1) there is nothing more to decide.
        if self.rules.removal != Removal::None {
            let played = self.played_in(i);
            let battle = &mut self.battles[i as usize];
            let (removed, choice) = removals(&self.rules, battle.holder, battle.winner, &played);
            battle.removed = removed;
            if choice.is_some() {
                self.phase = Phase::Remove(i);
                return true;
            }
        }
        self.complete_battle(i, obs);
        false
    }

    /// Applies battle `i`'s outcome: control of the castle and removed cards (R5.5, R9).
    fn complete_battle<O: Observer>(&mut self, i: u8, obs: &mut O) {
        let battle = &self.battles[i as usize];
        self.castles[battle.castle as usize - 1] = battle.control_after;
        if battle.removed != BySide::default() {
            for p in &mut self.placements[i as usize * 2..i as usize * 2 + 2] {
                let removed = battle.removed[p.side];
                p.cards = p.cards.minus(removed);
                let state = &mut self.sides[p.side];
                state.removed = state.removed.plus(removed);
            }
        }
        obs.battle(self, &self.battles[i as usize]);
    }

    /// R6: discard, check for a sweep, refill, pass the first-player card.
    fn end_round<O: Observer>(&mut self, obs: &mut O) {
        // R4: placements 0 and 3 are the first player's, 1 and 2 his opponent's.
        let first = self.placements[0].cards.plus(self.placements[3].cards);
        let second = self.placements[1].cards.plus(self.placements[2].cards);
        let played = if self.first == Side::English { BySide::new(first, second) } else { BySide::new(second, first) };
        // R5.2: a defender who concedes discards his cards unseen.
        let mut unseen = BySide::<CardSet>::default();
        for (b, battle) in self.battles.iter().enumerate() {
            if let (true, Some(holder)) = (battle.conceded, battle.holder) {
                let kept = self.placements[2 * b..2 * b + 2].iter().filter(|p| p.side == holder).map(|p| p.cards);
                unseen[holder] = kept.fold(unseen[holder], CardSet::plus);
            }
        }
        for p in &mut self.placements {
            p.cards = CardSet::default();
        }
        self.close_round(played, unseen, obs);
    }

    /// R6 once the cards each side played this round and did not lose for good are known.
    #[inline]
    pub(crate) fn close_round<O: Observer>(&mut self, played: BySide<CardSet>, unseen: BySide<CardSet>, obs: &mut O) {
        for side in Side::ALL {
            let state = &mut self.sides[side];
            state.discard = state.discard.plus(played[side]);
            state.unseen = state.unseen.plus(unseen[side]);
            obs.discarded(side, played[side]);
        }
        // Every place of the line is compared, a fixed count and `&` rather than `&&`: where a
        // line of random battles first differs is a guess the processor would mostly lose.
        let (first, count) = (self.castles[0], self.rules.castles as usize);
        let swept =
            (0..MAX_CASTLES).fold(first.is_some(), |same, k| same & ((self.castles[k] == first) | (k >= count)));
        if swept {
            obs.round_over(self, false);
            self.finish(EndReason::AllCastles, obs);
            return;
        }
        for side in Side::ALL {
            let state = &mut self.sides[side];
            if state.team {
                state.drawer = state.drawer.other();
            }
            let drawer = state.drawer;
            let missing = (self.rules.hand_size as usize).saturating_sub(state.hand_len());
            self.refill(side, drawer, missing, obs);
        }
        obs.round_over(self, true);
        if let Some(reason) = self.unplayable() {
            self.finish(reason, obs);
            return;
        }
        self.round += 1;
        self.first = self.first.other();
        self.open_round(obs);
    }

    fn finish<O: Observer>(&mut self, reason: EndReason, obs: &mut O) {
        let unspent = self.sides.map(|_, s| (s.hand_len() + s.deck.len()) as u32);
        let score = score(self.rules.scoring, self.rules.points, self.castles(), unspent);
        let end = End { reason, round: self.round, score };
        self.end = Some(end);
        self.phase = Phase::Over;
        obs.ended(self, &end);
    }
}
