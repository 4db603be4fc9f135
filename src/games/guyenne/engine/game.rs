//! A game in progress: the position and whose decision it is (R2–R7). Playing decisions is in
//! `apply.rs`, listing and drawing them in `legal.rs`.

use super::deck::Deck;
use super::{BattleOutcome, BySide, Card, CardSet, End, MAX_CARDS, MAX_CASTLES, Member, Phase, Placement, Rules, Side};
use arrayvec::ArrayVec;

/// An ordered pile of cards.
pub type Pile = ArrayVec<Card, MAX_CARDS>;

/// One side's cards and counters. Only the deck has an order that matters to the rules;
/// hands, discard and removed cards are multisets.
#[derive(Clone, Debug)]
pub struct SideState {
    /// Hands by member; a side played by one player only uses member A.
    pub(crate) hands: [CardSet; 2],
    /// The deck, top card last.
    pub(crate) deck: Deck,
    pub(crate) discard: CardSet,
    /// The cards of the discard the other side has not seen: set aside face down (R9.3) or
    /// conceded (R5.2). Rules ignore it; a search player must not read them (`hidden.rs`).
    pub(crate) unseen: CardSet,
    pub(crate) removed: CardSet,
    pub(crate) exhaustions: u8,
    pub(crate) team: bool,
    /// The member who draws and gives this round (R9.5).
    pub(crate) drawer: Member,
    /// The member who places first this round (R9.5).
    pub(crate) first_member: Member,
}

impl SideState {
    pub(crate) fn new(team: bool) -> SideState {
        SideState {
            hands: [CardSet::default(); 2],
            deck: Deck::new(),
            discard: CardSet::default(),
            unseen: CardSet::default(),
            removed: CardSet::default(),
            exhaustions: 0,
            team,
            drawer: Member::A,
            first_member: Member::A,
        }
    }

    pub(crate) fn hand_len(&self) -> usize {
        self.hands[0].len() + self.hands[1].len()
    }
}

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
    pub fn hand(&self, side: Side, member: Member) -> CardSet {
        self.sides[side].hands[member.index()]
    }
    /// A side's whole hand (both members' for a team).
    pub fn hand_len(&self, side: Side) -> usize {
        self.sides[side].hand_len()
    }
    /// The deck, top card last.
    pub fn deck(&self, side: Side) -> Vec<Card> {
        self.sides[side].deck.iter().map(|&k| self.rules.card_of_kind(k as usize)).collect()
    }
    pub fn deck_len(&self, side: Side) -> usize {
        self.sides[side].deck.len()
    }
    /// The deck's cards, top card last, as a pile for observers.
    pub(crate) fn deck_pile(&self, side: Side) -> Pile {
        self.sides[side].deck.iter().map(|&k| self.rules.card_of_kind(k as usize)).collect()
    }
    pub fn discard(&self, side: Side) -> CardSet {
        self.sides[side].discard
    }
    pub fn removed(&self, side: Side) -> CardSet {
        self.sides[side].removed
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
    /// Cards of `side` on the table this round, not yet discarded.
    pub fn on_table(&self, side: Side) -> usize {
        self.placements.iter().filter(|p| p.side == side).map(|p| p.cards.len()).sum()
    }

    /// The side (and team member) whose decision the game waits for.
    #[inline]
    pub fn to_move(&self) -> Option<(Side, Member)> {
        match self.phase {
            Phase::SetAside(side) => Some((side, Member::A)),
            Phase::Give(side) => Some((side, self.sides[side].drawer)),
            Phase::Place(step) => {
                let side = self.placing_side(step);
                Some((side, self.placing_member(side, step)))
            }
            Phase::Concede(i) => {
                let defender = self.battles[i as usize].holder?;
                Some((defender, self.member_in_battle(defender, i)))
            }
            Phase::Remove(i) => {
                let loser = self.battles[i as usize].winner?.other();
                Some((loser, self.member_in_battle(loser, i)))
            }
            Phase::Over => None,
        }
    }

    /// The side whose decision the game waits for: [`Game::to_move`] without the team member,
    /// which takes a search during battles.
    #[inline]
    pub fn side_to_move(&self) -> Option<Side> {
        match self.phase {
            Phase::SetAside(side) | Phase::Give(side) => Some(side),
            Phase::Place(step) => Some(self.placing_side(step)),
            Phase::Concede(i) => self.battles[i as usize].holder,
            Phase::Remove(i) => Some(self.battles[i as usize].winner?.other()),
            Phase::Over => None,
        }
    }

    #[inline]
    pub(crate) fn placing_side(&self, step: u8) -> Side {
        if step == 0 || step == 3 { self.first } else { self.first.other() }
    }

    /// The member of `side` who makes its placement at `step`.
    #[inline]
    pub(crate) fn placing_member(&self, side: Side, step: u8) -> Member {
        let state = &self.sides[side];
        let own_second = if side == self.first { step == 3 } else { step == 2 };
        if state.team && own_second { state.first_member.other() } else { state.first_member }
    }

    fn member_in_battle(&self, side: Side, i: u8) -> Member {
        self.battle_placements(i).iter().find(|p| p.side == side).map_or(Member::A, |p| p.member)
    }

    /// The two placements of battle `i`: 0 and 1 are at castle A, 2 and 3 at castle B (R4).
    pub(crate) fn battle_placements(&self, i: u8) -> &[Placement] {
        &self.placements[i as usize * 2..i as usize * 2 + 2]
    }

    /// What each side played in battle `i` (what is still on the table).
    #[inline]
    pub(crate) fn played_in(&self, i: u8) -> BySide<CardSet> {
        // Built by choosing, not by writing through a side index: that would store half of the
        // pair and read it back whole, a stall in the hottest function of a simulation.
        // Swapped by a mask rather than a branch: who placed first at a castle is a coin toss.
        let (p, q) = (&self.placements[i as usize * 2], &self.placements[i as usize * 2 + 1]);
        let (p_bits, q_bits) = (p.cards.bits(), q.cards.bits());
        let swap = (p_bits ^ q_bits) & 0u64.wrapping_sub(p.side as u64);
        BySide::new(CardSet::from_bits(p_bits ^ swap), CardSet::from_bits(q_bits ^ swap))
    }

    /// The most cards `member` of `side` may place at `step` (R4.4): the per-castle limit, less a
    /// card kept for his second castle when one is still to come.
    #[inline]
    pub(crate) fn placement_limit(&self, side: Side, member: Member, step: u8) -> usize {
        let state = &self.sides[side];
        let reserve = usize::from(!state.team && step < 2);
        (self.rules.max_per_castle as usize).min(state.hands[member.index()].len().saturating_sub(reserve))
    }

    /// The numbered cards a side owns (R9.3 sets aside only these).
    pub(crate) fn numbered_cards(&self) -> CardSet {
        self.rules.all_cards().without_hero()
    }

    /// R9.5: a drawer gives at most hand size - 1 cards and keeps at least one.
    pub(crate) fn give_limit(&self, hand: usize) -> usize {
        (self.rules.hand_size as usize - 1).min(hand.saturating_sub(1))
    }
}
