//! A game in progress: the position, whose decision it is, and `apply` (R2–R7).

use super::battle::{battle_winner, chooser_of_removal, forced_removal, removal_options};
use super::{
    BattleOutcome, BySide, Card, CardSet, MAX_CARDS, MAX_CASTLES, MAX_HAND, Member, Rules, Score, Side, Strength, score,
};
use arrayvec::ArrayVec;

pub type Pile = ArrayVec<Card, MAX_CARDS>;
/// Cards in the order they were held or played.
pub type CardList = ArrayVec<Card, MAX_HAND>;

/// A hand: the cards in the order they were drawn, and the same cards counted per kind, kept
/// in step so that decisions never need to recount a hand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    cards: CardList,
    set: CardSet,
}

impl Hand {
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }
    pub fn set(&self) -> CardSet {
        self.set
    }
    pub fn len(&self) -> usize {
        self.cards.len()
    }
    pub(crate) fn push(&mut self, rules: &Rules, card: Card) {
        self.cards.push(card);
        self.set.counts[rules.kind(card).expect("cards in play are of known kinds")] += 1;
    }
    /// Takes the cards of `set` out of the hand, in the order they were held.
    pub(crate) fn take(&mut self, rules: &Rules, set: CardSet) -> CardList {
        for k in 0..rules.kinds() {
            self.set.counts[k] -= set.counts[k];
        }
        take_cards(rules, &mut self.cards, set)
    }
}

/// One side's cards and counters.
#[derive(Clone, Debug)]
pub struct SideState {
    /// Hands by member; a side played by one player only uses member A.
    pub(crate) hands: [Hand; 2],
    /// The deck, top card last.
    pub(crate) deck: Pile,
    pub(crate) discard: Pile,
    pub(crate) removed: Pile,
    pub(crate) exhaustions: u8,
    pub(crate) team: bool,
    /// The member who draws and gives this round (R9.5).
    pub(crate) drawer: Member,
    /// The member who places first this round (R9.5).
    pub(crate) first_member: Member,
}

impl SideState {
    pub(crate) fn hand_len(&self) -> usize {
        self.hands[0].len() + self.hands[1].len()
    }
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// R9.3: this side chooses the cards it sets aside before the first shuffle.
    SetAside(Side),
    /// R9.5: this team's drawer gives cards to the partner and picks who places first.
    Give(Side),
    /// R4: placement number 0..4 of the round (first player at A, opponent at A,
    /// opponent at B, first player at B).
    Place(u8),
    /// R5.2: the defender of battle 0 (castle A) or 1 (castle B) concedes or reveals.
    Concede(u8),
    /// R9.2a: the loser of a neutral castle chooses what to remove after battle 0 or 1.
    Remove(u8),
    Over,
}

/// A decision of a player. Cards are given as multisets; which copy of a card is used does not
/// matter to the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    SetAside {
        cards: CardSet,
    },
    Give {
        cards: CardSet,
        first: Member,
    },
    /// `castle` is 1-based, as in the game record.
    Place {
        castle: u8,
        cards: CardSet,
    },
    Concede,
    Reveal,
    Remove {
        cards: CardSet,
    },
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// R6.4: one side holds every castle.
    AllCastles,
    /// R7.5: a side at its exhaustion limit has at most one card.
    Exhaustion,
    /// R7.6: a side cannot place at two castles for another reason.
    NoCards,
}

impl EndReason {
    pub fn id(self) -> &'static str {
        match self {
            EndReason::AllCastles => "all_castles",
            EndReason::Exhaustion => "exhaustion",
            EndReason::NoCards => "no_cards",
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    pub reason: EndReason,
    /// The last round played.
    pub round: u16,
    pub score: Score,
}

/// Cards placed by one player at one castle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub side: Side,
    pub member: Member,
    /// 1-based castle position.
    pub castle: u8,
    pub attack: bool,
    /// In the order they left the hand.
    pub cards: CardList,
    /// The same cards as a multiset (what is still on the table after removals).
    pub set: CardSet,
}

/// A decision the rules forbid, with the rule that forbids it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalDecision {
    #[error("the game is over (R3)")]
    GameOver,
    #[error("the game waits for {expected}, not for this decision")]
    NotNow { expected: &'static str },
    #[error("R1.1: there is no castle {castle}; castles are numbered 1 to {count}")]
    NoSuchCastle { castle: u8, count: u8 },
    #[error("R4.2: the opponent must answer at castle A ({castle_a}) first")]
    MustAnswerAtA { castle_a: u8 },
    #[error("R4.2: castle B must differ from castle A ({castle_a})")]
    SameCastle { castle_a: u8 },
    #[error("R4.3: the first player ends at castle B ({castle_b})")]
    MustAnswerAtB { castle_b: u8 },
    #[error("R4.4: at least one card must be placed at a castle")]
    NoCards,
    #[error("R4.4: at most {max} cards may be placed at one castle")]
    TooManyCards { max: u8 },
    #[error("R4.4: a card must be kept for the second castle of the round")]
    MustKeepCard,
    #[error("R4.1: those cards are not in the player's hand")]
    NotInHand,
    #[error("R5.2: only the defender of a held castle may concede, and only when asked")]
    CannotConcede,
    #[error(
        "R9.2a: the loser removes his strongest card there, or two or more of his cards there whose sum is at least its value"
    )]
    BadRemoval,
    #[error("R9.3: exactly {count} numbered cards (never the hero) are set aside")]
    BadSetAside { count: u8 },
    #[error("R9.5: the drawer gives 1 to {max} cards from his hand and keeps at least one")]
    BadGive { max: u8 },
}

/// Receives what happens in a game, for game records and diagrams. Every method does nothing by
/// default, so the simulation's hot loop pays nothing for an observer it does not use.
#[allow(unused_variables)]
pub trait Observer {
    /// A side's opening: set-aside cards, the shuffled deck (top card last) before the opening
    /// draw, and the opening hand.
    fn dealt(&mut self, side: Side, set_aside: &[Card], deck: &[Card], hand: &[Card]) {}
    fn gave(&mut self, side: Side, from: Member, cards: &[Card], first: Member) {}
    /// Placement starts: hands are as they will be played from.
    fn placing(&mut self, game: &Game) {}
    fn placed(&mut self, placement: &Placement) {}
    fn battle(&mut self, outcome: &BattleOutcome) {}
    fn discarded(&mut self, side: Side, card: Card) {}
    fn drew(&mut self, side: Side, card: Card) {}
    /// The deck was rebuilt from the discard pile (top card last).
    fn rebuilt(&mut self, side: Side, deck: &[Card]) {}
    /// The round is over; `refilled` is false when the game ended before the refill (R6.4).
    fn round_over(&mut self, game: &Game, refilled: bool) {}
    fn ended(&mut self, game: &Game, end: &End) {}
}

/// An observer that ignores everything.
pub struct NoObserver;
impl Observer for NoObserver {}

/// A game of Guyenne under a given set of rules.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) rules: Rules,
    pub(crate) rng: fastrand::Rng,
    pub(crate) sides: BySide<SideState>,
    pub(crate) castles: [Option<Side>; MAX_CASTLES],
    pub(crate) round: u16,
    pub(crate) first: Side,
    pub(crate) phase: Phase,
    pub(crate) placements: ArrayVec<Placement, 4>,
    pub(crate) battles: ArrayVec<BattleOutcome, 2>,
    pub(crate) end: Option<End>,
}

impl Game {
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u16 {
        self.round
    }
    /// The first player of the current round (R6.3).
    pub fn first_player(&self) -> Side {
        self.first
    }
    /// Control of castles 1..=n.
    pub fn castles(&self) -> &[Option<Side>] {
        &self.castles[..self.rules.castles as usize]
    }
    pub fn hand(&self, side: Side, member: Member) -> &[Card] {
        self.sides[side].hands[member.index()].cards()
    }
    /// A side's whole hand (both members' for a team).
    pub fn hand_len(&self, side: Side) -> usize {
        self.sides[side].hand_len()
    }
    /// The deck, top card last.
    pub fn deck(&self, side: Side) -> &[Card] {
        &self.sides[side].deck
    }
    pub fn discard(&self, side: Side) -> &[Card] {
        &self.sides[side].discard
    }
    pub fn removed(&self, side: Side) -> &[Card] {
        &self.sides[side].removed
    }
    pub fn exhaustions(&self, side: Side) -> u8 {
        self.sides[side].exhaustions
    }
    pub fn is_team(&self, side: Side) -> bool {
        self.sides[side].team
    }
    pub fn drawer(&self, side: Side) -> Member {
        self.sides[side].drawer
    }
    pub fn placements(&self) -> &[Placement] {
        &self.placements
    }
    /// Battles resolved so far this round; during placement, those of the previous round.
    pub fn battles(&self) -> &[BattleOutcome] {
        &self.battles
    }
    pub fn end(&self) -> Option<&End> {
        self.end.as_ref()
    }
    /// Cards on the table this round, not yet discarded.
    pub fn on_table(&self, side: Side) -> usize {
        self.placements.iter().filter(|p| p.side == side).map(|p| p.cards.len()).sum()
    }

    /// The side (and team member) whose decision the game waits for.
    pub fn to_move(&self) -> Option<(Side, Member)> {
        match self.phase {
            Phase::SetAside(side) => Some((side, Member::A)),
            Phase::Give(side) => Some((side, self.sides[side].drawer)),
            Phase::Place(step) => {
                let side = self.placing_side(step);
                Some((side, self.placing_member(side, step)))
            }
            Phase::Concede(i) => {
                let holder = self.castles[self.battle_castle(i) as usize - 1];
                holder.map(|h| (h, self.member_at(h, self.battle_castle(i))))
            }
            Phase::Remove(i) => {
                let loser = self.battles[i as usize].winner.expect("a removal follows a win").other();
                Some((loser, self.member_at(loser, self.battle_castle(i))))
            }
            Phase::Over => None,
        }
    }

    pub(crate) fn placing_side(&self, step: u8) -> Side {
        if step == 0 || step == 3 { self.first } else { self.first.other() }
    }

    /// The member of `side` who makes its placement at `step`.
    pub(crate) fn placing_member(&self, side: Side, step: u8) -> Member {
        let own_second = if side == self.first { step == 3 } else { step == 2 };
        let first_member = self.sides[side].first_member;
        if self.sides[side].team && own_second { first_member.other() } else { first_member }
    }

    fn member_at(&self, side: Side, castle: u8) -> Member {
        self.placements.iter().find(|p| p.side == side && p.castle == castle).map_or(Member::A, |p| p.member)
    }

    /// Castle A for battle 0, castle B for battle 1 (R5: A is resolved first).
    pub(crate) fn battle_castle(&self, i: u8) -> u8 {
        self.placements[if i == 0 { 0 } else { 2 }].castle
    }

    /// The most cards the player at `step` may place (R4.4): the per-castle limit, less a card kept
    /// for his second castle when one is still to come.
    pub(crate) fn placement_limit(&self, step: u8) -> usize {
        let side = self.placing_side(step);
        self.limit_for(side, self.placing_member(side, step), step)
    }

    fn limit_for(&self, side: Side, member: Member, step: u8) -> usize {
        let hand = self.sides[side].hands[member.index()].len();
        let reserve = usize::from(!self.sides[side].team && step < 2);
        (self.rules.max_per_castle as usize).min(hand.saturating_sub(reserve))
    }

    /// Checks a decision without changing anything.
    pub fn check(&self, decision: &Decision) -> Result<(), IllegalDecision> {
        let rules = &self.rules;
        match (self.phase, *decision) {
            (Phase::Over, _) => Err(IllegalDecision::GameOver),
            (Phase::SetAside(side), Decision::SetAside { cards }) => {
                let mut numbered = rules.all_cards();
                numbered.counts[0] = 0;
                let _ = side;
                if cards.len() != rules.set_aside as usize || !cards.is_subset_of(&numbered) {
                    return Err(IllegalDecision::BadSetAside { count: rules.set_aside });
                }
                Ok(())
            }
            (Phase::Give(side), Decision::Give { cards, .. }) => {
                let state = &self.sides[side];
                let hand = state.hands[state.drawer.index()].set();
                let max = rules.hand_size - 1;
                if cards.is_empty()
                    || cards.len() > max as usize
                    || cards.len() >= hand.len()
                    || !cards.is_subset_of(&hand)
                {
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
                let hand = self.sides[side].hands[member.index()].set();
                if cards.is_empty() {
                    return Err(IllegalDecision::NoCards);
                }
                if !cards.is_subset_of(&hand) {
                    return Err(IllegalDecision::NotInHand);
                }
                if cards.len() > rules.max_per_castle as usize {
                    return Err(IllegalDecision::TooManyCards { max: rules.max_per_castle });
                }
                if cards.len() > self.limit_for(side, member, step) {
                    return Err(IllegalDecision::MustKeepCard);
                }
                Ok(())
            }
            (Phase::Concede(_), Decision::Concede | Decision::Reveal) => Ok(()),
            (_, Decision::Concede) => Err(IllegalDecision::CannotConcede),
            (Phase::Remove(i), Decision::Remove { cards }) => {
                let (side, _) = self.to_move().expect("removal has a player");
                let played = self.played_in(i)[side];
                if removal_options(rules, &played).contains(&cards) { Ok(()) } else { Err(IllegalDecision::BadRemoval) }
            }
            (phase, _) => Err(IllegalDecision::NotNow { expected: phase_name(phase) }),
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
        match (self.phase, decision) {
            (Phase::SetAside(side), Decision::SetAside { cards }) => {
                self.sides[side].discard.extend(self.rules.cards_of(&cards));
                if side == Side::English {
                    self.phase = Phase::SetAside(Side::French);
                } else {
                    self.deal(obs);
                }
            }
            (Phase::Give(side), Decision::Give { cards, first }) => {
                let state = &mut self.sides[side];
                let from = state.drawer;
                let given = state.hands[from.index()].take(&self.rules, cards);
                for &card in &given {
                    state.hands[from.other().index()].push(&self.rules, card);
                }
                state.first_member = first;
                obs.gave(side, from, &given, first);
                let next = side.other();
                if side == Side::English && self.sides[next].team {
                    self.phase = Phase::Give(next);
                } else {
                    self.begin_placement(obs);
                }
            }
            (Phase::Place(step), Decision::Place { castle, cards }) => {
                let side = self.placing_side(step);
                let member = self.placing_member(side, step);
                let taken = self.sides[side].hands[member.index()].take(&self.rules, cards);
                let attack = self.castles[castle as usize - 1] != Some(side);
                let placement = Placement { side, member, castle, attack, cards: taken, set: cards };
                obs.placed(&placement);
                self.placements.push(placement);
                if step < 3 {
                    self.phase = Phase::Place(step + 1);
                } else {
                    self.begin_battle(0, obs);
                }
            }
            (Phase::Concede(i), d) => self.finish_battle(i, d == Decision::Concede, obs),
            (Phase::Remove(i), Decision::Remove { cards }) => {
                let loser = self.battles[i as usize].winner.expect("a removal follows a win").other();
                self.battles[i as usize].removed[loser] = cards;
                self.complete_battle(i, obs);
            }
            _ => unreachable!("check accepted a decision for another phase"),
        }
        Ok(())
    }

    /// R2.2 / R9.3: shuffle each deck, draw the opening hand, then start round 1.
    pub(crate) fn deal<O: Observer>(&mut self, obs: &mut O) {
        let rules = self.rules;
        for side in Side::ALL {
            let mut numbered = rules.all_cards();
            numbered.counts[0] = 0;
            let set_aside = rules.set_of(&self.sides[side].discard);
            for k in 0..rules.kinds() {
                numbered.counts[k] -= set_aside.counts[k];
            }
            let state = &mut self.sides[side];
            state.deck.clear();
            state.deck.extend(rules.cards_of(&numbered));
            self.rng.shuffle(&mut state.deck);
            // The deck is kept with its top card last; the deck of the record starts at the top.
            let deck = state.deck.clone();
            state.hands[0].push(&rules, Card::HERO);
            for _ in 1..rules.hand_size {
                self.draw(side, Member::A, obs);
            }
            let state = &self.sides[side];
            obs.dealt(side, &state.discard, &deck, state.hands[0].cards());
        }
        self.start_round(obs);
    }

    /// Draws one card into `member`'s hand; an emptied deck is an exhaustion at once (R7.1–R7.4).
    fn draw<O: Observer>(&mut self, side: Side, member: Member, obs: &mut O) {
        let limit = self.rules.exhaustion_limit;
        let state = &mut self.sides[side];
        let Some(card) = state.deck.pop() else { return };
        state.hands[member.index()].push(&self.rules, card);
        obs.drew(side, card);
        while state.deck.is_empty() && state.exhaustions < limit {
            state.exhaustions += 1;
            if state.exhaustions >= limit {
                break;
            }
            std::mem::swap(&mut state.deck, &mut state.discard);
            self.rng.shuffle(&mut state.deck);
            obs.rebuilt(side, &state.deck);
        }
    }

    /// Start of a round, after drawing: end the game if a side cannot play it (R7.5, R7.6),
    /// else wait for the teams' gives or the first placement.
    pub(crate) fn start_round<O: Observer>(&mut self, obs: &mut O) {
        if let Some(reason) = self.unplayable() {
            self.finish(reason, obs);
            return;
        }
        match Side::ALL.into_iter().find(|&s| self.sides[s].team) {
            Some(side) => self.phase = Phase::Give(side),
            None => self.begin_placement(obs),
        }
    }

    /// Why the coming round cannot be played, if it cannot (R7.5, R7.6).
    fn unplayable(&self) -> Option<EndReason> {
        let mut reason = None;
        for side in Side::ALL {
            let state = &self.sides[side];
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

    /// What each side played in battle `i` (still on the table): placements 0 and 1 are at castle
    /// A, 2 and 3 at castle B (R4).
    pub(crate) fn played_in(&self, i: u8) -> BySide<CardSet> {
        let mut played = BySide::<CardSet>::default();
        for p in &self.placements[i as usize * 2..i as usize * 2 + 2] {
            played[p.side] = p.set;
        }
        played
    }

    fn begin_battle<O: Observer>(&mut self, i: u8, obs: &mut O) {
        if i == 0 {
            self.battles.clear();
        }
        let castle = self.battle_castle(i);
        let holder = self.castles[castle as usize - 1];
        let played = self.played_in(i);
        let strength = played.map(|_, set| Strength::of(&self.rules, set));
        self.battles.push(BattleOutcome {
            castle,
            holder,
            strength,
            conceded: false,
            winner: None,
            control_after: holder,
            removed: BySide::default(),
        });
        if holder.is_some() {
            self.phase = Phase::Concede(i);
        } else {
            self.finish_battle(i, false, obs);
        }
    }

    fn finish_battle<O: Observer>(&mut self, i: u8, conceded: bool, obs: &mut O) {
        let played = self.played_in(i);
        let rules = &self.rules;
        let battle = &mut self.battles[i as usize];
        battle.conceded = conceded;
        battle.winner = battle_winner(battle.holder, battle.strength, conceded);
        battle.control_after = battle.winner.or(battle.holder);
        battle.removed = forced_removal(rules, battle.holder, battle.winner, &played);
        if let Some(loser) = chooser_of_removal(rules.removal, battle.holder, battle.winner) {
            let options = removal_options(rules, &played[loser]);
            if options.len() > 1 {
                self.phase = Phase::Remove(i);
                return;
            }
            battle.removed[loser] = options[0];
        }
        self.complete_battle(i, obs);
    }

    fn complete_battle<O: Observer>(&mut self, i: u8, obs: &mut O) {
        let battle = self.battles[i as usize];
        self.castles[battle.castle as usize - 1] = battle.control_after;
        for side in Side::ALL {
            if battle.removed[side].is_empty() {
                continue;
            }
            let rules = &self.rules;
            let placement = self
                .placements
                .iter_mut()
                .find(|p| p.side == side && p.castle == battle.castle)
                .expect("removed cards were played");
            let removed = take_cards(rules, &mut placement.cards, battle.removed[side]);
            for k in 0..rules.kinds() {
                placement.set.counts[k] -= battle.removed[side].counts[k];
            }
            self.sides[side].removed.extend(removed);
        }
        obs.battle(&battle);
        if i == 0 {
            self.begin_battle(1, obs);
        } else {
            self.end_round(obs);
        }
    }

    /// R6: discard, check for a sweep, refill, pass the first-player card.
    fn end_round<O: Observer>(&mut self, obs: &mut O) {
        for p in &self.placements {
            for &card in &p.cards {
                self.sides[p.side].discard.push(card);
                obs.discarded(p.side, card);
            }
        }
        self.placements.iter_mut().for_each(|p| p.cards.clear());
        let sweep = Side::ALL.into_iter().any(|s| self.castles().iter().all(|&c| c == Some(s)));
        if sweep {
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
            while self.sides[side].hand_len() < self.rules.hand_size as usize && !self.sides[side].deck.is_empty() {
                self.draw(side, drawer, obs);
            }
        }
        obs.round_over(self, true);
        if let Some(reason) = self.unplayable() {
            self.finish(reason, obs);
            return;
        }
        self.round += 1;
        self.first = self.first.other();
        self.start_round(obs);
    }

    fn finish<O: Observer>(&mut self, reason: EndReason, obs: &mut O) {
        let unspent = BySide::new(
            (self.sides[Side::English].hand_len() + self.sides[Side::English].deck.len()) as u32,
            (self.sides[Side::French].hand_len() + self.sides[Side::French].deck.len()) as u32,
        );
        let score = score(self.rules.scoring, self.castles(), unspent);
        let end = End { reason, round: self.round, score };
        self.end = Some(end);
        self.phase = Phase::Over;
        obs.ended(self, &end);
    }
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::SetAside(_) => "a set-aside choice (R9.3)",
        Phase::Give(_) => "a team's give (R9.5)",
        Phase::Place(_) => "a placement (R4)",
        Phase::Concede(_) => "the defender's concede-or-reveal choice (R5.2)",
        Phase::Remove(_) => "the loser's removal choice (R9.2a)",
        Phase::Over => "nothing (the game is over)",
    }
}

/// Takes the cards of `set` out of `from`, keeping the order in which they were held.
/// Written without data-dependent branches: card kinds are random in simulations, and
/// mispredicted branches would cost more than the work itself.
pub(crate) fn take_cards<const N: usize>(rules: &Rules, from: &mut ArrayVec<Card, N>, set: CardSet) -> CardList {
    let mut left = set.counts;
    let mut taken = [Card::HERO; MAX_HAND];
    let mut kept = [Card::HERO; N];
    let (mut n_taken, mut n_kept) = (0, 0);
    for &card in from.iter() {
        let k = rules.kind(card).expect("cards in play are of known kinds");
        let take = left[k] > 0;
        left[k] -= take as u8;
        taken[n_taken.min(MAX_HAND - 1)] = card;
        kept[n_kept] = card;
        n_taken += take as usize;
        n_kept += !take as usize;
    }
    from.truncate(n_kept);
    from.as_mut_slice().copy_from_slice(&kept[..n_kept]);
    taken[..n_taken].iter().copied().collect()
}
