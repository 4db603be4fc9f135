//! Starting a game: the standard setup (R2, R9.3, R9.5) or a position described by hand, for
//! worked examples and tests, validated like shakmaty's `from_setup`.

use super::game::SideState;
use super::{BySide, Card, CardSet, Game, MAX_CASTLES, MAX_HAND, Member, NoObserver, Observer, Phase, Rules, Side};
use arrayvec::ArrayVec;

/// Who sits at the table: a side is one player or a team of two (R9.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatPlan {
    pub teams: BySide<bool>,
}

impl SeatPlan {
    /// Two seats: one player a side. Three: the French side is a team. Four: two teams.
    pub fn for_seats(seats: u8) -> Option<SeatPlan> {
        match seats {
            2 => Some(SeatPlan { teams: BySide::new(false, false) }),
            3 => Some(SeatPlan { teams: BySide::new(false, true) }),
            4 => Some(SeatPlan { teams: BySide::new(true, true) }),
            _ => None,
        }
    }

    pub fn seats(&self) -> u8 {
        2 + self.teams.0.iter().filter(|&&t| t).count() as u8
    }
}

impl Game {
    /// A new game set up by R2 (and R9.3 when the rules set cards aside: the game then waits for
    /// each side's choice before shuffling). `seed` fixes every shuffle.
    pub fn new(rules: Rules, seats: SeatPlan, seed: u64) -> Game {
        Game::new_observed(rules, seats, seed, &mut NoObserver)
    }

    pub fn new_observed<O: Observer>(rules: Rules, seats: SeatPlan, seed: u64, obs: &mut O) -> Game {
        let mut game = Game {
            rules,
            rng: fastrand::Rng::with_seed(seed),
            sides: BySide::new(SideState::new(seats.teams[Side::English]), SideState::new(seats.teams[Side::French])),
            castles: [None; MAX_CASTLES],
            round: 1,
            first: rules.first_player,
            phase: Phase::SetAside(Side::English),
            placements: ArrayVec::new(),
            battles: ArrayVec::new(),
            end: None,
        };
        // Until the shuffle, every numbered card is in the deck and the hero in hand (R2.2).
        let numbered = rules.all_cards().without_hero();
        for state in &mut game.sides.0 {
            state.deck.fill(rules.kinds(), &numbered);
            state.hands[0] = CardSet::one(0);
        }
        if rules.set_aside == 0 {
            game.deal(obs);
        }
        game
    }

    /// A game at the start of a round, from a described position. Cards of a side that the
    /// description does not place anywhere go to the bottom of its deck, shuffled with `seed`.
    /// Every problem is reported, not only the first.
    pub fn from_setup(rules: Rules, setup: &Setup, seed: u64) -> Result<Game, Vec<SetupError>> {
        let mut errors = Vec::new();
        if setup.castles.len() != rules.castles as usize {
            errors.push(SetupError::Castles { given: setup.castles.len(), expected: rules.castles });
        }
        if setup.round == 0 {
            errors.push(SetupError::Round);
        }
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut sides = Vec::new();
        for side in Side::ALL {
            let s = &setup.sides[side];
            let mut state = SideState::new(s.team);
            state.drawer = s.drawer;
            state.exhaustions = s.exhaustions;
            if s.exhaustions > rules.exhaustion_limit {
                errors.push(SetupError::Exhaustions { side, given: s.exhaustions, limit: rules.exhaustion_limit });
            }
            if !s.team && !s.partner_hand.is_empty() {
                errors.push(SetupError::PartnerWithoutTeam { side });
            }
            let before = errors.len();
            let mut left = rules.all_cards();
            let mut account = |cards: &[Card], errors: &mut Vec<SetupError>| {
                for &card in cards {
                    match rules.kind(card) {
                        Some(k) if left.count(k) > 0 => left.remove(k),
                        Some(_) => {
                            let e = SetupError::TooManyCopies { side, card, copies: rules.copies(card) };
                            if !errors.contains(&e) {
                                errors.push(e);
                            }
                        }
                        None if !errors.contains(&SetupError::UnknownCard { side, card }) => {
                            errors.push(SetupError::UnknownCard { side, card })
                        }
                        None => {}
                    }
                }
            };
            for (hand, cards) in state.hands.iter_mut().zip([&s.hand, &s.partner_hand]) {
                account(cards, &mut errors);
                if cards.len() > MAX_HAND {
                    errors.push(SetupError::HandTooBig { side, len: cards.len() });
                }
                *hand = rules.set_of(cards);
            }
            for (pile, cards) in [(&mut state.discard, &s.discard), (&mut state.removed, &s.removed)] {
                account(cards, &mut errors);
                *pile = rules.set_of(cards);
            }
            account(&s.deck, &mut errors);
            if errors.len() > before {
                // Cards the side does not own cannot be laid out: the position is refused.
                sides.push(state);
                continue;
            }
            let mut rest: Vec<Card> = rules.cards_of(&left).collect();
            rng.shuffle(&mut rest);
            // The deck is stored as card kinds with its top card last.
            let kinds = rest.into_iter().chain(s.deck.iter().rev().copied()).filter_map(|c| rules.kind(c));
            for kind in kinds {
                state.deck.push(kind as u8);
            }
            if state.deck.is_empty() && state.exhaustions < rules.exhaustion_limit {
                errors.push(SetupError::EmptyDeck { side });
            }
            sides.push(state);
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let french = sides.pop().expect("two sides");
        let english = sides.pop().expect("two sides");
        let mut castles = [None; MAX_CASTLES];
        castles[..setup.castles.len()].copy_from_slice(&setup.castles);
        let mut game = Game {
            rules,
            rng,
            sides: BySide::new(english, french),
            castles,
            round: setup.round,
            first: setup.first,
            phase: Phase::Place(0),
            placements: ArrayVec::new(),
            battles: ArrayVec::new(),
            end: None,
        };
        game.start_round(&mut NoObserver);
        Ok(game)
    }
}

/// One side of a described position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideSetup {
    pub hand: Vec<Card>,
    /// The second member's hand, for a team (R9.5).
    pub partner_hand: Vec<Card>,
    /// Top card first.
    pub deck: Vec<Card>,
    pub discard: Vec<Card>,
    pub removed: Vec<Card>,
    pub exhaustions: u8,
    pub team: bool,
    pub drawer: Member,
}

/// A position at the start of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub castles: Vec<Option<Side>>,
    pub round: u16,
    pub first: Side,
    pub sides: BySide<SideSetup>,
}

/// A described position the rules cannot reach.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("R1.1: the line has {expected} castles, the description gives {given}")]
    Castles { given: usize, expected: u8 },
    #[error("rounds are numbered from 1")]
    Round,
    #[error("R7.2: {side} has {given} exhaustions, more than the limit of {limit}")]
    Exhaustions { side: Side, given: u8, limit: u8 },
    #[error("R9.5: {side} is not a team, so it has no partner hand")]
    PartnerWithoutTeam { side: Side },
    #[error("R1.2: {side} owns only {copies} card(s) {card}")]
    TooManyCopies { side: Side, card: Card, copies: u8 },
    #[error("R1.2: {side} has no card {card} in this game")]
    UnknownCard { side: Side, card: Card },
    #[error("{side}'s hand of {len} cards is larger than any hand can be")]
    HandTooBig { side: Side, len: usize },
    #[error("R7.2: {side}'s deck is empty although its exhaustion limit is not reached")]
    EmptyDeck { side: Side },
}
