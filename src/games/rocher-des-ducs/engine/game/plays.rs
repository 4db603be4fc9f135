//! The plays: where a card may go (D3.1, D4), the heroes' powers (D8), and a play carried out.

use super::*;

impl Game {
    /// Positions where faction `f` may lay a card of colour `green`: contested ramparts with
    /// room on its side (D4.3), not a green under Saint Aubert (D8), and new ramparts at the
    /// ends of the line (D4.1, D4.2).
    pub(super) fn each_target(&self, f: Faction, green: bool, out: &mut impl FnMut(i8)) {
        if self.count == 0 {
            out(0);
            return;
        }
        let new = self.count < self.rules.ramparts;
        if new {
            out(self.lo - 1);
        }
        let mut bits = self.targets(f, green);
        while bits != 0 {
            out(bits.trailing_zeros() as i8 - ORIGIN);
            bits &= bits - 1;
        }
        if new {
            out(self.hi + 1);
        }
    }

    /// How many existing ramparts take a green of faction `f`: those with room, but where
    /// Saint Aubert is (D8).
    #[inline]
    pub(super) fn green_room_count(&self, f: Faction) -> usize {
        if self.aubert == 0 {
            self.room_count[f.index()] as usize
        } else {
            (self.room[f.index()] & !self.aubert).count_ones() as usize
        }
    }

    /// The existing ramparts that take a card of faction `f`, as a bit set.
    #[inline]
    pub(super) fn targets(&self, f: Faction, green: bool) -> u16 {
        let room = self.room[f.index()];
        if green { room & !self.aubert } else { room }
    }

    /// The powers hero `h` has for the seat to move (D8): for its faction, or for either
    /// faction in the `kingdom` and `royale` deals.
    pub fn powers(&self, h: Hero) -> [bool; 7] {
        self.powers_of(self.seat, h)
    }

    /// The powers hero `h` has for `seat` (D8).
    fn powers_of(&self, seat: u8, h: Hero) -> [bool; 7] {
        let mut p = [false; 7];
        let factions: &[Faction] = match self.rules.deal {
            Deal::Factions => &[self.faction(seat)],
            _ => &Faction::BOTH,
        };
        for &f in factions {
            let power = power_of(h, f);
            p[power as usize] = true;
        }
        p
    }

    /// The pile Lothaire takes a green from (D8).
    pub fn lothaire_pile(&self, seat: u8) -> usize {
        match self.rules.deal {
            Deal::Factions => 2,
            Deal::Kingdom => 1 + seat as usize,
            Deal::Royale => 0,
        }
    }

    /// Every legal play of `seat`, were it its turn (D3.1, D4, D8).
    pub(super) fn each_play(&self, seat: u8, f: &mut impl FnMut(Decision)) {
        let me = self.faction(seat);
        let hand = &self.hands[seat as usize];
        let hero_ok = self.hero_allowed(me);
        for card in hand.distinct() {
            let Some(hero) = card.hero() else {
                self.each_target(me, card.colour() == Colour::Green, &mut |at| {
                    f(Decision::Lay { card, at, face: card })
                });
                continue;
            };
            if !hero_ok {
                continue;
            }
            let them = me.other();
            let powers = self.powers_of(seat, hero);
            if powers[Power::Free as usize] {
                for face in (0..21).map(Card) {
                    self.each_target(me, face.colour() == Colour::Green, &mut |at| f(Decision::Lay { card, at, face }));
                }
            } else if powers[Power::Weight as usize] {
                let face = Card::warrior(Colour::Green, 1);
                self.each_target(me, true, &mut |at| f(Decision::Lay { card, at, face }));
            }
            for (power, to_side) in [(Power::Mainard, me), (Power::Move, them)] {
                if !powers[power as usize] {
                    continue;
                }
                for from in self.line() {
                    let r = &self.ramparts[(from + ORIGIN) as usize];
                    if !r.contested() {
                        continue;
                    }
                    let side = r.side(them);
                    for (k, l) in side.iter().enumerate() {
                        let face = l.face();
                        if l.is_hero() || side[..k].iter().any(|e| !e.is_hero() && e.face() == face) {
                            continue;
                        }
                        for to in self.line() {
                            let d = &self.ramparts[(to + ORIGIN) as usize];
                            if d.contested()
                                && d.len[to_side.index()] < 3
                                && !(power == Power::Move && to == from)
                                && !(d.aubert && face.colour() == Colour::Green)
                            {
                                f(Decision::Move { card, from, face, to });
                            }
                        }
                    }
                }
            }
            if powers[Power::Lothaire as usize] {
                let pile = &self.piles[self.lothaire_pile(seat)];
                for v in 1..=7 {
                    let face = Card::warrior(Colour::Green, v);
                    if pile.contains(face) {
                        self.each_target(me, true, &mut |at| f(Decision::Lothaire { at, face }));
                    }
                }
            }
            for power in [Power::Aubert, Power::Gabriel] {
                if powers[power as usize] {
                    for at in self.line() {
                        let r = &self.ramparts[(at + ORIGIN) as usize];
                        if r.contested() && !(power == Power::Aubert && r.aubert) {
                            f(Decision::Mark { card, at });
                        }
                    }
                }
            }
        }
    }

    /// How many positions take a warrior of faction `f`, green or not: the same count for
    /// every warrior of a colour class, which spares listing them.
    #[inline]
    pub(super) fn target_counts(&self, f: Faction) -> [usize; 2] {
        if self.count == 0 {
            return [1, 1];
        }
        let new = 2 * (self.count < self.rules.ramparts) as usize;
        [new + self.room_count[f.index()] as usize, new + self.green_room_count(f)]
    }

    /// D8.1: whether faction `me` may play a hero now. With `opponent-cards` its heroes may
    /// not outnumber the opposing faction's cards played by more than one; with
    /// `opponent-heroes` (I-D8.1), the opposing faction's heroes played.
    #[inline]
    pub(super) fn hero_allowed(&self, me: Faction) -> bool {
        let mine = self.heroes_played[me.index()] as u16;
        let them = me.other().index();
        match self.rules.hero_limit {
            HeroLimit::OpponentCards => mine <= self.played[them],
            HeroLimit::OpponentHeroes => mine <= self.heroes_played[them] as u16,
        }
    }

    /// Whether `seat` has a legal play, were it its turn (D3.2).
    pub fn has_play(&self, seat: u8) -> bool {
        let hand = &self.hands[seat as usize];
        if hand.warriors() > 0 && self.count < self.rules.ramparts {
            return true; // a new rampart takes any warrior
        }
        if hand.heroes() == 0 {
            let me = self.faction(seat);
            let mask = hand.mask();
            return (mask & COLOURED_KINDS != 0 && self.targets(me, false) != 0)
                || (mask & GREEN_KINDS != 0 && self.targets(me, true) != 0);
        }
        let mut any = false;
        self.each_play(seat, &mut |_| any = true);
        any
    }

    pub(super) fn apply_play(&mut self, d: Decision) {
        if let Decision::Lay { card, at, .. } = d
            && !card.is_hero()
        {
            return self.lay_warrior(card, at);
        }
        let seat = self.seat;
        let me = self.faction(seat);
        self.tick += 1;
        let tick = self.tick;
        let card = match d {
            Decision::Lay { card, at, face } => {
                self.create(at);
                let laid = if card.is_hero() { Laid::hero(face) } else { Laid::warrior(face) };
                if !card.is_hero() {
                    self.left.remove(face);
                }
                self.rampart_mut(at).lay(me, laid, tick);
                self.refresh(at);
                card
            }
            Decision::Lothaire { at, face } => {
                self.create(at);
                let pile = self.lothaire_pile(seat);
                self.piles[pile].take(face);
                self.piles[pile].shuffle(&mut self.rng);
                self.left.remove(face);
                self.rampart_mut(at).lay(me, Laid::warrior(face), tick);
                self.refresh(at);
                Hero::Lothaire.card()
            }
            Decision::Move { card, from, face, to } => {
                let them = me.other();
                self.rampart_mut(from).take(them, face);
                let dest = if card == Hero::Mainard.card() { me } else { them };
                self.rampart_mut(to).lay(dest, Laid::warrior(face), tick);
                self.refresh(from);
                self.refresh(to);
                card
            }
            Decision::Mark { card, at } => {
                if card == Hero::Aubert.card() {
                    let r = self.rampart_mut(at);
                    r.aubert = true;
                    for f in Faction::BOTH {
                        if r.complete(f) {
                            r.measure(f);
                        }
                    }
                } else {
                    self.rampart_mut(at).status = Status::Sealed;
                    self.gabriel[me.index()] = true;
                }
                self.refresh(at);
                card
            }
            _ => unreachable!("not a play"),
        };
        self.hands[seat as usize].remove(card);
        self.played[me.index()] += 1;
        if card.is_hero() {
            // A hero may lay a face that is not among the unseen warriors, move a card or
            // change what cards count: the proofs are made again.
            self.heroes_played[me.index()] += 1;
            self.proved = [0; 2];
            self.lost = [0; 2];
            self.refuted = [[Refutation::NONE; SLOTS]; 2];
        }
        self.acted = true;
    }

    /// A warrior of the seat to move laid at `at` (D3.1): the play of almost every turn, which
    /// changes one side of one rampart, so the bit sets are brought up to date by hand rather
    /// than by [`Game::refresh`].
    pub(super) fn lay_warrior(&mut self, card: Card, at: i8) {
        let seat = self.seat;
        let me = self.faction(seat).index();
        self.tick += 1;
        let new = self.create(at);
        self.left.remove(card);
        let slot = (at + ORIGIN) as usize;
        let bit = 1u16 << slot;
        let r = &mut self.ramparts[slot];
        r.lay(Faction::BOTH[me], Laid::warrior(card), self.tick);
        // Selects rather than branches, as in `create`.
        // A new rampart is contested and takes cards on both sides.
        for i in 0..2 {
            self.room[i] |= bit * new as u16;
            self.room_count[i] += new as u8;
        }
        let full = r.len[me] == 3;
        self.room[me] &= !(bit * full as u16);
        self.full[me] |= bit * full as u16;
        self.room_count[me] -= full as u8;
        self.hands[seat as usize].remove(card);
        self.played[me] += 1;
        self.acted = true;
    }

    /// The rule a decision breaks.
    pub(super) fn why_illegal(&self, d: Decision) -> Illegal {
        let seat = self.seat;
        let me = self.faction(seat);
        let hand = &self.hands[seat as usize];
        let rule = match (self.phase, d) {
            (Phase::Over, _) => "the game is over (D7)",
            (Phase::Play, Decision::Lay { card, .. } | Decision::Move { card, .. } | Decision::Mark { card, .. })
                if hand.count(card) == 0 =>
            {
                "a player plays a card of his hand (D3.1)"
            }
            (Phase::Play, Decision::Lothaire { .. }) if hand.count(Hero::Lothaire.card()) == 0 => {
                "a player plays a card of his hand (D3.1)"
            }
            (Phase::Play, Decision::Lay { card, .. } | Decision::Move { card, .. } | Decision::Mark { card, .. })
                if card.is_hero() && !self.hero_allowed(me) =>
            {
                self.rules.hero_limit.rule()
            }
            (Phase::Play, Decision::Lothaire { .. }) if !self.hero_allowed(me) => self.rules.hero_limit.rule(),
            (Phase::Play, Decision::Lay { at, .. } | Decision::Lothaire { at, .. }) if !self.exists(at) => {
                if self.count >= self.rules.ramparts {
                    "the line holds at most 7 ramparts (D4.2)"
                } else {
                    "a new rampart goes at either end of the line, never elsewhere (D4.2)"
                }
            }
            (Phase::Play, Decision::Lay { at, .. } | Decision::Lothaire { at, .. })
                if self.rampart(at).is_some_and(|r| !r.contested()) =>
            {
                "no card is laid on a won or sealed rampart (D5.4, D8)"
            }
            (Phase::Play, Decision::Lay { at, .. } | Decision::Lothaire { at, .. })
                if self.rampart(at).is_some_and(|r| r.len[me.index()] >= 3) =>
            {
                "a side holds at most 3 cards at a rampart (D4.3)"
            }
            (Phase::Play, Decision::Lay { face, at, .. } | Decision::Lothaire { face, at })
                if face.colour() == Colour::Green && self.rampart(at).is_some_and(|r| r.aubert) =>
            {
                "no green card may be laid where Saint Aubert is (D8)"
            }
            (Phase::Play, Decision::Lay { card, face, .. }) if !card.is_hero() && face != card => {
                "a warrior is laid as itself (D3.1)"
            }
            (
                Phase::Play,
                Decision::Lay { .. } | Decision::Lothaire { .. } | Decision::Move { .. } | Decision::Mark { .. },
            ) => "that hero has no such power for this player, or nothing to use it on (D8)",
            (Phase::Claim, Decision::Claim(_)) => CLAIM_RULE,
            (Phase::Draw, Decision::Draw(_)) => "a card is drawn from an open pile that has cards (D6.1, D6.4)",
            (Phase::Gift, Decision::Give(_)) => {
                "a gift is a card of the giver's hand, and a hero goes only to a partner holding 3 warriors (D9.1, D6.4)"
            }
            (Phase::Play, _) => "it is time to play a card (D3.1)",
            (Phase::Claim, _) => "it is time to announce a claim or none (D5.3)",
            (Phase::Draw, _) => "it is time to draw (D6.1)",
            (Phase::Gift, _) => "it is time to give a card to the faction partner (D9.1)",
        };
        Illegal { decision: d, rule }
    }
}

/// The kinds of red and blue warriors (hand masks), and of green ones (D1.1).
pub(super) const COLOURED_KINDS: u32 = (1 << 14) - 1;
pub(super) const GREEN_KINDS: u32 = 0x7f << 14;
