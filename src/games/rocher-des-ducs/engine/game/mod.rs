//! The position and everything that follows a decision: claims resolved, rallying cries,
//! draws, gifts, victories (D3 to D9).

use super::cards::{Card, Colour, Faction, Hero, Laid, box_cards};
use super::formation::{LeftIndex, Refutation, Strength, Unseen, best_completion_indexed, refutation};
use super::pile::{Hand, Pile};
use super::rules::{Deal, HeroLimit, Rules};

mod draws;
mod gifts;
mod hidden;
mod plays;
mod position;
mod rampart;
mod random;
mod turn;
mod victory;

pub use position::Position;
pub use rampart::{Rampart, RampartSetup, Status};

pub const MAX_SEATS: usize = 6;
/// Ramparts are at positions -6..=6 (the first at 0; the line holds at most 7).
pub const SLOTS: usize = 13;
const ORIGIN: i8 = 6;

/// A player's decision at one step of his turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// Lay `card` at `at` as `face`: a warrior as itself (D3.1), a hero as a free warrior or a
    /// weight (D8).
    Lay {
        card: Card,
        at: i8,
        face: Card,
    },
    /// Lothaire: take the green `face` from the pile and lay it at `at` (D8).
    Lothaire {
        at: i8,
        face: Card,
    },
    /// Mainard (to the player's side of `to`), Nordoard or Hugues (to the other side of `to`):
    /// move the warrior `face` of the other faction's side at `from` (D8).
    Move {
        card: Card,
        from: i8,
        face: Card,
        to: i8,
    },
    /// Saint Aubert or Gabriel at `at` (D8).
    Mark {
        card: Card,
        at: i8,
    },
    /// Announce a claim on the rampart at this position (D5.3).
    Claim(i8),
    NoClaim,
    /// Draw the top card of this pile (D6.1).
    Draw(u8),
    /// Give this card to the faction partner (D9.1).
    Give(Card),
}

/// Why a game ended (D7, D7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Victory {
    Majority,
    Breakthrough,
    Encirclement,
    Count,
    Gabriel,
    Draw,
}

impl Victory {
    pub const ALL: [Victory; 6] = [
        Victory::Majority,
        Victory::Breakthrough,
        Victory::Encirclement,
        Victory::Count,
        Victory::Gabriel,
        Victory::Draw,
    ];

    pub fn id(self) -> &'static str {
        ["majority", "breakthrough", "encirclement", "count", "gabriel", "draw"][self as usize]
    }
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Winner {
    Faction(Faction),
    /// The King of France (D5.5): both factions lose.
    King,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    pub winner: Option<Winner>,
    pub victory: Victory,
    /// The faction that reached the victory condition (D7), also when the King wins.
    pub reached_by: Option<Faction>,
    pub turns: u32,
}

/// The step of a turn a decision is awaited for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Play,
    Claim,
    Draw,
    Gift,
    Over,
}

/// What a claim showed (D5.3): the claimant's strength, and the other side's (complete) or its
/// best completion (`None`: no completion exists).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClaimProof {
    pub mine: Strength,
    pub against: Option<Strength>,
    pub complete: bool,
}

/// What happens in a game, for records and diagrams. Every method does nothing by default, so
/// an unobserved game pays nothing.
pub trait Observer {
    /// The piles before the deal.
    fn piles(&mut self, _game: &Game) {}
    /// A card dealt to a seat's hand (D2.2), in the order dealt.
    fn dealt(&mut self, _seat: u8, _card: Card) {}
    fn turn(&mut self, _game: &Game, _seat: u8) {}
    fn resolved(&mut self, _seat: u8, _at: i8, _won: bool) {}
    fn rally(&mut self, _seat: u8, _pile: u8, _cards: &[Card]) {}
    /// After the play: `game` shows its effect (Lothaire's pile shuffled).
    fn played(&mut self, _game: &Game, _seat: u8, _decision: Decision) {}
    fn passed(&mut self, _seat: u8) {}
    fn claimed(&mut self, _seat: u8, _at: i8, _proof: ClaimProof) {}
    fn drew(&mut self, _game: &Game, _seat: u8, _pile: u8, _card: Card, _under: &[Card]) {}
    fn gifts(&mut self, _gifts: &[(u8, u8, Card)]) {}
    fn ended(&mut self, _game: &Game, _end: &End) {}
}

/// Observes nothing.
pub struct NoObserver;
impl Observer for NoObserver {}

/// A game in progress.
#[derive(Clone)]
pub struct Game {
    pub rules: Rules,
    pub seats: u8,
    pub hand_size: u8,
    /// The faction of seat 0 (D2.3).
    pub first: Faction,
    pub piles: [Pile; 4],
    pub hands: [Hand; MAX_SEATS],
    /// Seats that gave their rallying cry and draw from the other faction's pile (D6.3).
    pub rallied: [bool; MAX_SEATS],
    ramparts: [Rampart; SLOTS],
    lo: i8,
    hi: i8,
    count: u8,
    /// Warriors not laid on ramparts, by colour and value (D5.3: not on the field).
    left: LeftIndex,
    /// The claim each seat announced and has not yet resolved (D5.3).
    pending: [Option<i8>; MAX_SEATS],
    pub seat: u8,
    pub phase: Phase,
    /// The seat whose gift is awaited (D9.1).
    gift_seat: u8,
    gifts: [Option<Card>; MAX_SEATS],
    tick: u16,
    /// Cards and heroes each faction has played (D8.1), whether it played Gabriel (D7.4).
    pub played: [u16; 2],
    pub heroes_played: [u8; 2],
    pub gabriel: [bool; 2],
    /// Contested ramparts (bit `at + 6`) where each faction has room (D4.3), where it is
    /// complete, and those with Saint Aubert: kept up to date by [`Game::refresh`].
    room: [u16; 2],
    full: [u16; 2],
    /// How many ramparts of `room` each faction has.
    room_count: [u8; 2],
    /// The ramparts each faction won, and those of them won with greens only (D5.5).
    won: [u16; 2],
    won_green: [u16; 2],
    aubert: u16,
    /// The positions (bit `at + 6`) the player to move may claim, in the claim step (D5.3).
    claimable: u16,
    /// Contested ramparts where each faction's claim was proved (bit `at + 6`). A proof stays
    /// good while only warriors are laid: a warrior laid anywhere leaves fewer completions of
    /// the other side, never more (D5.3). A hero played clears it.
    proved: [u16; 2],
    /// Ramparts where both sides are complete and the faction's does not win: its claim there
    /// is refused for good (cleared with `proved`).
    lost: [u16; 2],
    /// For each faction and rampart, why its claim there was refused, while that holds
    /// (cleared with `proved`).
    refuted: [[Refutation; SLOTS]; 2],
    /// The piles the player to move may draw from, in the draw step (D6.1).
    open: u8,
    /// The next turn is due to begin ([`Game::settle`]).
    due: bool,
    /// Turns in a row with no card played and no claim announced (D7.4).
    quiet: u8,
    acted: bool,
    pub turns: u32,
    rng: fastrand::Rng,
    end: Option<End>,
}

impl Game {
    /// A new game: piles shuffled from `seed`, hands dealt, the first player drawn (D2), and
    /// the first turn begun. `None` when the rules do not allow `seats` players.
    pub fn new<O: Observer>(rules: Rules, seats: u8, seed: u64, obs: &mut O) -> Option<Game> {
        rules.hand_for(seats).ok()?;
        let mut rng = fastrand::Rng::with_seed(seed);
        let first = if rng.bool() { Faction::Normans } else { Faction::Bretons };
        let mut piles = [Pile::default(); 4];
        let cards = box_cards(rules.heroes);
        for (i, c) in cards.enumerate() {
            piles[deal_pile_of(rules.deal, c, i)].push(c);
        }
        for p in &mut piles {
            p.shuffle(&mut rng);
        }
        Game::with_piles(rules, seats, first, piles, rng, obs)
    }

    /// A game dealt from piles in a known order (examples and tests): `piles` by index, as
    /// [`Game::pile_name`] names them; `rng` shuffles Lothaire's pile (D8).
    pub fn with_piles<O: Observer>(
        rules: Rules,
        seats: u8,
        first: Faction,
        piles: [Pile; 4],
        rng: fastrand::Rng,
        obs: &mut O,
    ) -> Option<Game> {
        let mut game = Game::blank(rules, seats, first, piles, rng)?;
        obs.piles(&game);
        // D2.2, one card at a time in seat order; I-D2.2: the ban on a hand of heroes (D6.4)
        // holds at the deal too, so a hero a hand may not take yet goes under the pile. Only
        // the royale pile mixes heroes with warriors: the others are dealt straight off the top.
        let mixed = game.rules.deal == Deal::Royale && game.rules.heroes;
        for s in 0..seats {
            let pile = game.deal_pile(s);
            for _ in 0..game.hand_size {
                let card = if mixed {
                    game.take_top(s, pile, &mut [Card(0); 8])?.0
                } else {
                    let card = game.piles[pile].pop()?;
                    game.hands[s as usize].add(card);
                    card
                };
                obs.dealt(s, card);
            }
        }
        game.begin_turn(obs);
        game.settle(obs);
        Some(game)
    }

    /// A game before the deal: no card in hand or on the table.
    fn blank(rules: Rules, seats: u8, first: Faction, piles: [Pile; 4], rng: fastrand::Rng) -> Option<Game> {
        let hand_size = rules.hand_for(seats).ok()?;
        Some(Game {
            rules,
            seats,
            hand_size,
            first,
            piles,
            hands: [Hand::default(); MAX_SEATS],
            rallied: [false; MAX_SEATS],
            ramparts: [Rampart::default(); SLOTS],
            lo: 0,
            hi: 0,
            count: 0,
            left: LeftIndex::ALL,
            pending: [None; MAX_SEATS],
            seat: 0,
            phase: Phase::Play,
            gift_seat: 0,
            gifts: [None; MAX_SEATS],
            tick: 0,
            played: [0; 2],
            heroes_played: [0; 2],
            gabriel: [false; 2],
            room: [0; 2],
            full: [0; 2],
            room_count: [0; 2],
            won: [0; 2],
            won_green: [0; 2],
            aubert: 0,
            claimable: 0,
            proved: [0; 2],
            lost: [0; 2],
            refuted: [[Refutation::NONE; SLOTS]; 2],
            open: 0,
            due: false,
            quiet: 0,
            acted: false,
            turns: 0,
            rng,
            end: None,
        })
    }

    #[inline]
    pub fn faction(&self, seat: u8) -> Faction {
        Faction::BOTH[(self.first as usize ^ seat as usize) & 1]
    }

    /// The pile a seat's hand is dealt from (D2.2).
    pub fn deal_pile(&self, seat: u8) -> usize {
        match self.rules.deal {
            Deal::Factions => self.faction(seat).index(),
            Deal::Kingdom => 1 + seat as usize,
            Deal::Royale => 0,
        }
    }

    /// A pile's name in records.
    pub fn pile_name(&self, pile: u8) -> &'static str {
        match (self.rules.deal, pile) {
            (Deal::Factions, 0) => "normans",
            (Deal::Factions, 1) => "bretons",
            (Deal::Factions, 2) => "mercenaries",
            (Deal::Kingdom, 0) | (Deal::Royale, 0) => "common",
            (Deal::Kingdom, 1) => "mercenaries-0",
            (Deal::Kingdom, 2) => "mercenaries-1",
            _ => "heroes",
        }
    }

    /// The piles of this deal, by index.
    pub fn pile_ids(&self) -> std::ops::Range<u8> {
        match (self.rules.deal, self.rules.heroes) {
            (Deal::Royale, _) => 0..1,
            (_, true) => 0..4,
            (_, false) => 0..3,
        }
    }

    pub fn end(&self) -> Option<&End> {
        self.end.as_ref()
    }

    /// The player awaited, or `None` when the game is over.
    pub fn to_move(&self) -> Option<u8> {
        match self.phase {
            Phase::Over => None,
            Phase::Gift => Some(self.gift_seat),
            _ => Some(self.seat),
        }
    }

    #[inline]
    pub fn rampart(&self, at: i8) -> Option<&Rampart> {
        self.exists(at).then(|| &self.ramparts[(at + ORIGIN) as usize])
    }

    #[inline]
    fn rampart_mut(&mut self, at: i8) -> &mut Rampart {
        &mut self.ramparts[(at + ORIGIN) as usize]
    }

    #[inline]
    pub fn exists(&self, at: i8) -> bool {
        self.count > 0 && (self.lo..=self.hi).contains(&at)
    }

    /// The positions of the line, left to right.
    pub fn line(&self) -> std::ops::RangeInclusive<i8> {
        // Before the first card the line is empty.
        let (lo, hi) = if self.count == 0 { (1, 0) } else { (self.lo, self.hi) };
        lo..=hi
    }

    pub fn unseen(&self) -> Unseen {
        std::array::from_fn(|k| {
            let c = Card(k as u8);
            self.left.left[c.colour() as usize][c.value() as usize]
        })
    }

    pub fn pending(&self, seat: u8) -> Option<i8> {
        self.pending[seat as usize]
    }

    /// Every legal decision of the player to move, in a fixed order.
    pub fn each_legal(&self, f: &mut impl FnMut(Decision)) {
        match self.phase {
            Phase::Play => self.each_play(self.seat, f),
            Phase::Claim => {
                f(Decision::NoClaim);
                for at in self.line() {
                    if self.claimable & 1 << (at + ORIGIN) != 0 {
                        f(Decision::Claim(at));
                    }
                }
            }
            Phase::Draw => {
                let open = self.open;
                for p in 0..4 {
                    if open & 1 << p != 0 {
                        f(Decision::Draw(p));
                    }
                }
            }
            Phase::Gift => self.each_gift(f),
            Phase::Over => {}
        }
    }

    pub fn legal(&self) -> Vec<Decision> {
        let mut out = Vec::new();
        self.each_legal(&mut |d| out.push(d));
        out
    }

    /// Plays a decision, or says which rule refuses it (the position is unchanged).
    pub fn play<O: Observer>(&mut self, d: Decision, obs: &mut O) -> Result<(), Illegal> {
        let mut legal = false;
        self.each_legal(&mut |e| legal |= e == d);
        if !legal {
            return Err(self.why_illegal(d));
        }
        self.apply(d, obs);
        Ok(())
    }

    /// Plays a decision known to be legal.
    pub fn apply<O: Observer>(&mut self, d: Decision, obs: &mut O) {
        let seat = self.seat;
        let me = self.faction(seat);
        match d {
            Decision::Lay { .. } | Decision::Lothaire { .. } | Decision::Move { .. } | Decision::Mark { .. } => {
                self.apply_play(d);
                obs.played(self, seat, d);
                self.after_play(obs);
            }
            Decision::Claim(at) => {
                let proof = self.claim_proof(me, at).expect("a legal claim has its proof");
                self.pending[seat as usize] = Some(at);
                self.acted = true;
                obs.claimed(seat, at, proof);
                self.after_claim(obs);
            }
            Decision::NoClaim => self.after_claim(obs),
            Decision::Draw(p) => self.draw(p, obs),
            Decision::Give(c) => {
                self.gifts[self.gift_seat as usize] = Some(c);
                self.gift_seat += 1;
                self.next_gift(obs);
            }
        }
        self.settle(obs);
    }

    /// Brings the bit sets of the rampart at `at` up to date.
    #[inline]
    fn refresh(&mut self, at: i8) {
        let slot = (at + ORIGIN) as usize;
        let bit = 1u16 << slot;
        let r = &self.ramparts[slot];
        let contested = r.contested();
        for i in 0..2 {
            let had = self.room[i] & bit != 0;
            let room = contested && r.len[i] < 3;
            let full = contested && r.len[i] == 3;
            self.room[i] = self.room[i] & !bit | (room as u16) << slot;
            self.full[i] = self.full[i] & !bit | (full as u16) << slot;
            self.room_count[i] = self.room_count[i] + room as u8 - had as u8;
            let won = r.status == Status::Won(Faction::BOTH[i]);
            self.won[i] = self.won[i] & !bit | (won as u16) << slot;
            self.won_green[i] = self.won_green[i] & !bit | ((won && r.green) as u16) << slot;
        }
        self.aubert |= (r.aubert as u16) << slot;
    }

    /// Creates the rampart at `at` if it is new (D4.1, D4.2); says whether it was.
    fn create(&mut self, at: i8) -> bool {
        // Selects, not branches: where a random play goes cannot be guessed.
        let first = self.count == 0;
        let new = first | (at < self.lo) | (at > self.hi);
        self.lo = if first { at } else { self.lo.min(at) };
        self.hi = if first { at } else { self.hi.max(at) };
        self.count += new as u8;
        new
    }
}

/// The pile a deal puts card `c` in, the `i`-th card of [`box_cards`] (D2.1): in the Kingdom
/// deal the two copies of a green go to the two seats' mercenary piles.
pub fn deal_pile_of(deal: Deal, c: Card, i: usize) -> usize {
    match (deal, c.hero(), c.colour()) {
        (Deal::Royale, _, _) => 0,
        (_, Some(_), _) => 3,
        (Deal::Factions, None, colour) => colour as usize,
        (Deal::Kingdom, None, Colour::Green) => 1 + i % 2,
        (Deal::Kingdom, None, _) => 0,
    }
}

/// The power of hero `h` played for faction `f` (the table of D8).
pub fn power_of(h: Hero, f: Faction) -> Power {
    match (h, f) {
        (Hero::Richard, Faction::Normans) | (Hero::Hoel, Faction::Bretons) => Power::Free,
        (Hero::Nordoard, Faction::Normans) | (Hero::Hugues, Faction::Bretons) => Power::Free,
        (Hero::Richard, Faction::Bretons) | (Hero::Hoel, Faction::Normans) => Power::Weight,
        (Hero::Nordoard, Faction::Bretons) | (Hero::Hugues, Faction::Normans) => Power::Move,
        (Hero::Mainard, _) => Power::Mainard,
        (Hero::Lothaire, _) => Power::Lothaire,
        (Hero::Aubert, _) => Power::Aubert,
        (Hero::Gabriel, _) => Power::Gabriel,
    }
}

/// A hero's power (D8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Power {
    Free = 0,
    Weight = 1,
    Mainard = 2,
    Move = 3,
    Lothaire = 4,
    Aubert = 5,
    Gabriel = 6,
}

/// Why a claim is refused (D5.3).
pub const CLAIM_RULE: &str = "a claim needs a complete side that beats the other, or a proof that no completion of the other side can beat it (D5.3)";

/// A refused decision and the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal {
    pub decision: Decision,
    pub rule: &'static str,
}

impl Power {
    pub const ALL: [Power; 7] =
        [Power::Free, Power::Weight, Power::Mainard, Power::Move, Power::Lothaire, Power::Aubert, Power::Gabriel];

    /// Its name in messages (`power-free`...).
    pub fn id(self) -> &'static str {
        ["free", "weight", "mainard", "move", "lothaire", "aubert", "gabriel"][self as usize]
    }
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} is not allowed: {}", self.decision, self.rule)
    }
}
