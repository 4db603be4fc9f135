//! The position and everything that follows a decision: claims resolved, rallying cries,
//! draws, gifts, victories (D3 to D9).

use super::cards::{Card, Colour, Faction, Hero, Laid, box_cards};
use super::formation::{LeftIndex, Refutation, Strength, Unseen, best_completion_indexed, refutation, strength};
use super::pile::{Hand, Pile};
use super::rules::{Deal, Rules};

pub const MAX_SEATS: usize = 6;
/// Ramparts are at positions -6..=6 (the first at 0; the line holds at most 7).
pub const SLOTS: usize = 13;
const ORIGIN: i8 = 6;

/// Whether a rampart is still fought over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Contested,
    Won(Faction),
    /// Sealed by the Archangel Gabriel: nobody wins it (D8).
    Sealed,
}

/// A rampart: each faction's side, in the order laid.
#[derive(Clone, Copy, Debug)]
pub struct Rampart {
    pub cards: [[Laid; 3]; 2],
    pub len: [u8; 2],
    /// When each side was completed (the tick of its third card; D5.2).
    pub done_at: [u16; 2],
    pub status: Status,
    /// Saint Aubert is there (D8).
    pub aubert: bool,
    /// Won with green cards only (D5.5).
    pub green: bool,
    /// The strength of each complete side (D5.1), kept with its cards.
    power: [Strength; 2],
}

impl Default for Rampart {
    fn default() -> Rampart {
        Rampart {
            cards: [[Laid::default(); 3]; 2],
            len: [0; 2],
            done_at: [0; 2],
            status: Status::Contested,
            aubert: false,
            green: false,
            power: [Strength::new(super::formation::Formation::Sum, 0); 2],
        }
    }
}

impl Rampart {
    pub fn side(&self, f: Faction) -> &[Laid] {
        &self.cards[f.index()][..self.len[f.index()] as usize]
    }

    pub fn complete(&self, f: Faction) -> bool {
        self.len[f.index()] == 3
    }

    pub fn contested(&self) -> bool {
        self.status == Status::Contested
    }

    fn lay(&mut self, f: Faction, laid: Laid, tick: u16) {
        let i = f.index();
        self.cards[i][self.len[i] as usize] = laid;
        self.len[i] += 1;
        // The strength is worked out at every card and kept at the third: a select costs
        // less than a branch taken one time in three at random.
        let c = &self.cards[i];
        let power = strength([c[0], c[1], c[2]], self.aubert);
        let done = self.len[i] == 3;
        self.done_at[i] = if done { tick } else { self.done_at[i] };
        self.power[i] = if done { power } else { self.power[i] };
    }

    fn measure(&mut self, f: Faction) {
        let c = &self.cards[f.index()];
        self.power[f.index()] = strength([c[0], c[1], c[2]], self.aubert);
    }

    /// Takes the first warrior (not a hero) of `face` off side `f`.
    fn take(&mut self, f: Faction, face: Card) -> bool {
        let i = f.index();
        let n = self.len[i] as usize;
        let Some(k) = self.cards[i][..n].iter().position(|l| !l.is_hero() && l.face() == face) else { return false };
        self.cards[i].copy_within(k + 1..n, k);
        self.len[i] -= 1;
        true
    }

    /// Whether the complete side of `f` beats the other, complete too (D5.2): the stronger
    /// formation, or the same and completed first.
    fn wins(&self, f: Faction) -> bool {
        let (mine, theirs) = (self.strength(f), self.strength(f.other()));
        mine > theirs || (mine == theirs && self.done_at[f.index()] < self.done_at[f.other().index()])
    }

    /// The strength of a complete side.
    pub fn strength(&self, f: Faction) -> Strength {
        debug_assert!(self.complete(f));
        self.power[f.index()]
    }
}

/// A rampart of a position given by hand ([`Game::from_position`]).
#[derive(Clone, Debug)]
pub struct RampartSetup {
    pub at: i8,
    /// Each faction's side in the order laid: the card and the face it is laid as (a warrior
    /// as itself, a hero as the warrior it plays).
    pub sides: [Vec<(Card, Card)>; 2],
    /// Heroes beside the rampart (Saint Aubert, Gabriel) and the faction that played them.
    pub beside: Vec<(Hero, Faction)>,
    pub status: Status,
}

/// A position on the table ([`Game::from_position`]): the line, each seat's hand (seat 0
/// first), the piles by index, top first.
pub struct Position<'a> {
    pub ramparts: &'a [RampartSetup],
    pub hands: &'a [Vec<Card>],
    pub piles: [Pile; 4],
}

/// A player's decision at one step of his turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    fn piles(&mut self, _game: &Game) {}
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
        for s in 0..seats {
            let pile = game.deal_pile(s);
            for _ in 0..game.hand_size {
                let c = game.piles[pile].pop()?;
                game.hands[s as usize].add(c);
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

    /// A game from a position on the table (the rulebook's worked examples): the ramparts as
    /// laid, each seat's hand, the piles top first; seat 0 (of faction `first`) begins its turn.
    /// Sides already complete count as completed in the order given (D5.2). Refused, with the
    /// rule it breaks, when the position could not arise: a card more often than the box holds
    /// it (D1), a hero without heroes, a gap in the line or more ramparts than the rules allow
    /// (D4.2), a side of more than 3 cards (D4.3), a rampart won by an incomplete side (D5.3),
    /// a hand larger than the hand size (D2.2).
    pub fn from_position<O: Observer>(
        rules: Rules,
        seats: u8,
        first: Faction,
        position: Position,
        rng: fastrand::Rng,
        obs: &mut O,
    ) -> Result<Game, String> {
        let Position { ramparts, hands, piles } = position;
        let mut game = Game::blank(rules, seats, first, piles, rng)
            .ok_or_else(|| format!("{seats} seats are not allowed by these rules (D9)"))?;
        // D1: no card more often than the box holds it.
        let mut counts = [0u8; super::cards::KINDS];
        let mut count = |c: Card| counts[c.0 as usize] += 1;
        if hands.len() > seats as usize {
            return Err(format!("{} hands for {seats} seats", hands.len()));
        }
        for (s, hand) in hands.iter().enumerate() {
            if hand.len() > game.hand_size as usize {
                return Err(format!(
                    "seat {s} holds {} cards, more than the hand of {} (D2.2)",
                    hand.len(),
                    game.hand_size
                ));
            }
            for &c in hand {
                count(c);
                game.hands[s].add(c);
            }
        }
        for p in &game.piles {
            p.top_first().for_each(&mut count);
        }
        let mut sorted: Vec<&RampartSetup> = ramparts.iter().collect();
        sorted.sort_by_key(|r| r.at);
        for (i, r) in sorted.iter().enumerate() {
            if !(-ORIGIN..=ORIGIN).contains(&r.at) {
                return Err(format!("no rampart can be at position {} (D4.2)", r.at));
            }
            if i > 0 && sorted[i - 1].at + 1 != r.at {
                return Err(format!("the line has a gap before position {} (D4.2)", r.at));
            }
            for f in Faction::BOTH {
                if r.sides[f.index()].len() > 3 {
                    return Err(format!("the {} side at position {} holds more than 3 cards (D4.3)", f.id(), r.at));
                }
            }
        }
        if sorted.len() > rules.ramparts as usize {
            return Err(format!("{} ramparts, more than the line holds ({}, D4.2)", sorted.len(), rules.ramparts));
        }
        for r in ramparts {
            game.create(r.at);
            for f in Faction::BOTH {
                for &(card, face) in &r.sides[f.index()] {
                    count(card);
                    if face.is_hero() || (!card.is_hero() && face != card) {
                        return Err(format!(
                            "{} is laid as {} at position {}: a warrior is laid as itself (D3.1)",
                            card.id(),
                            face.id(),
                            r.at
                        ));
                    }
                    game.tick += 1;
                    let laid = if card.is_hero() { Laid::hero(face) } else { Laid::warrior(face) };
                    if !card.is_hero() {
                        game.left.remove(face);
                    }
                    let tick = game.tick;
                    game.rampart_mut(r.at).lay(f, laid, tick);
                    game.played[f.index()] += 1;
                    game.heroes_played[f.index()] += card.is_hero() as u8;
                }
            }
            for &(hero, f) in &r.beside {
                count(hero.card());
                game.played[f.index()] += 1;
                game.heroes_played[f.index()] += 1;
            }
            if r.status == Status::Sealed
                && let Some(&(_, f)) = r.beside.iter().find(|&&(h, _)| h == Hero::Gabriel)
            {
                game.gabriel[f.index()] = true;
            }
            let rampart = game.rampart_mut(r.at);
            rampart.aubert = r.beside.iter().any(|&(h, _)| h == Hero::Aubert);
            for f in Faction::BOTH {
                if rampart.complete(f) {
                    rampart.measure(f);
                }
            }
            match r.status {
                Status::Won(f) if !rampart.complete(f) => {
                    return Err(format!("the rampart at position {} is won by an incomplete side (D5.3)", r.at));
                }
                Status::Won(f) => rampart.green = rampart.side(f).iter().all(|l| l.face().colour() == Colour::Green),
                Status::Sealed | Status::Contested => {}
            }
            rampart.status = r.status;
            game.refresh(r.at);
        }
        // D5.3: a won rampart was claimed, and its claim proved: it must still prove itself
        // against the position (more cards are seen now than then, so a proof that fails now
        // failed then).
        for r in ramparts {
            if let Status::Won(f) = r.status {
                game.rampart_mut(r.at).status = Status::Contested;
                let proved = game.claim_proof(f, r.at).is_some();
                game.rampart_mut(r.at).status = r.status;
                if !proved {
                    return Err(format!(
                        "the rampart at position {} is won by the {}, but no claim on it could be proved: the other side can still beat theirs (D5.3)",
                        r.at,
                        f.id()
                    ));
                }
            }
        }
        for (k, &n) in counts.iter().enumerate() {
            let card = Card(k as u8);
            let most = match card.hero() {
                Some(_) if rules.heroes => 1,
                Some(_) => 0,
                None => 2,
            };
            if n > most {
                return Err(format!("{} is there {n} times; the box holds it {most} times (D1)", card.id()));
            }
        }
        obs.piles(&game);
        game.begin_turn(obs);
        game.settle(obs);
        Ok(game)
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

    // ----- turns -----

    fn begin_turn<O: Observer>(&mut self, obs: &mut O) {
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
        if !self.has_play() {
            obs.passed(seat);
            self.after_play(obs);
        }
    }

    /// D6.3: the rallying cry, when due.
    fn rally<O: Observer>(&mut self, obs: &mut O) {
        if self.rules.deal != Deal::Factions {
            return;
        }
        let seat = self.seat as usize;
        let hand = &self.hands[seat];
        if hand.warriors() > 0 {
            return;
        }
        let pile = self.faction(self.seat).other().index();
        let next = (seat + 1) % self.seats as usize;
        let n = self.hands[next].len().min(self.piles[pile].len());
        if n == 0 {
            return;
        }
        let mut taken = [Card(0); 16];
        for t in taken.iter_mut().take(n) {
            *t = self.piles[pile].pop().expect("counted");
            self.hands[seat].add(*t);
        }
        self.rallied[seat] = true;
        obs.rally(self.seat, pile as u8, &taken[..n]);
    }

    fn after_play<O: Observer>(&mut self, obs: &mut O) {
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

    fn after_claim<O: Observer>(&mut self, obs: &mut O) {
        self.phase = Phase::Draw;
        let open = self.open_piles();
        self.open = open;
        match ones4(open) {
            0 => self.end_turn(obs),
            1 => self.draw(open.trailing_zeros() as u8, obs),
            _ => {}
        }
    }

    /// The piles the player to move may draw from now, as a bit set (D6.1, D6.4).
    #[inline]
    pub fn open_piles(&self) -> u8 {
        let seat = self.seat as usize;
        let hand = &self.hands[seat];
        if hand.len() >= self.hand_size as usize {
            return 0;
        }
        let hero_ok = hand.warriors() >= 2;
        let me = self.faction(self.seat);
        let mut open = match self.rules.deal {
            Deal::Factions => {
                let own = if self.rallied[seat] { me.other() } else { me };
                1 << own.index() | 1 << 2
            }
            Deal::Kingdom => 1 | 1 << (1 + seat),
            Deal::Royale => 1,
        };
        if self.rules.heroes && hero_ok && self.rules.deal != Deal::Royale {
            open |= 1 << 3;
        }
        for (p, pile) in self.piles.iter().enumerate() {
            open &= !((pile.is_empty() as u8) << p);
        }
        // D6.4 in a mixed pile: a player who may take no hero needs a warrior in it.
        if !hero_ok && self.rules.deal == Deal::Royale && !self.piles[0].top_first().any(|c| !c.is_hero()) {
            open &= !1;
        }
        open
    }

    fn draw<O: Observer>(&mut self, pile: u8, obs: &mut O) {
        let seat = self.seat as usize;
        let hero_ok = self.hands[seat].warriors() >= 2;
        let mut under = [Card(0); 8];
        let mut n = 0;
        let p = &mut self.piles[pile as usize];
        // D6.4 in a mixed pile: a hero the player may not take goes under the pile.
        while !hero_ok && p.top().is_some_and(Card::is_hero) {
            under[n] = p.top().expect("checked");
            n += 1;
            p.top_to_bottom();
        }
        let card = p.pop().expect("an open pile has cards");
        self.hands[seat].add(card);
        obs.drew(self, self.seat, pile, card, &under[..n]);
        self.end_turn(obs);
    }

    fn end_turn<O: Observer>(&mut self, obs: &mut O) {
        self.quiet = if self.acted { 0 } else { self.quiet + 1 };
        if self.quiet >= self.seats && self.pending.iter().all(Option::is_none) {
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
    fn next_turn(&mut self) {
        self.seat = (self.seat + 1) % self.seats;
        self.phase = Phase::Play;
        self.due = true;
    }

    /// Begins the turns due, until a player has a decision to make or the game is over. A
    /// turn that passes (D3.2) ends at once and makes the next one due: begun from here rather
    /// than from the end of the turn before, the steps of a turn call each other without a
    /// cycle, so the compiler can join them.
    fn settle<O: Observer>(&mut self, obs: &mut O) {
        while self.due {
            self.due = false;
            self.begin_turn(obs);
        }
    }

    /// Moves to the next seat that has a gift to choose, or exchanges the gifts (D9.1).
    fn next_gift<O: Observer>(&mut self, obs: &mut O) {
        while self.gift_seat < self.seats {
            let mut options = 0;
            let mut only = None;
            self.each_gift(&mut |d| {
                options += 1;
                only = Some(d);
            });
            match (options, only) {
                (0, _) => self.gift_seat += 1,
                (1, Some(Decision::Give(c))) => {
                    self.gifts[self.gift_seat as usize] = Some(c);
                    self.gift_seat += 1;
                }
                _ => return,
            }
        }
        let mut given = [(0u8, 0u8, Card(0)); MAX_SEATS];
        let mut n = 0;
        for s in 0..self.seats {
            if let Some(c) = self.gifts[s as usize] {
                self.hands[s as usize].remove(c);
                given[n] = (s, (s + 2) % self.seats, c);
                n += 1;
            }
        }
        for &(_, to, c) in &given[..n] {
            self.hands[to as usize].add(c);
        }
        obs.gifts(&given[..n]);
        self.next_turn();
    }

    fn each_gift(&self, f: &mut impl FnMut(Decision)) {
        let s = self.gift_seat as usize;
        let to = (s + 2) % self.seats as usize;
        let heroes_ok = self.hands[to].warriors() >= 3;
        for c in self.hands[s].distinct() {
            if heroes_ok || !c.is_hero() {
                f(Decision::Give(c));
            }
        }
    }

    // ----- claims, victories -----

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

    fn win_rampart<O: Observer>(&mut self, f: Faction, at: i8, obs: &mut O) {
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
    fn conditions(&self, f: Faction, no_green: bool) -> arrayvec::ArrayVec<Victory, 3> {
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
    fn end_by_count<O: Observer>(&mut self, obs: &mut O) {
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

    fn finish<O: Observer>(&mut self, end: End, obs: &mut O) {
        self.end = Some(end);
        self.phase = Phase::Over;
        obs.ended(self, &end);
    }

    // ----- legal decisions -----

    /// Positions where faction `f` may lay a card of colour `green`: contested ramparts with
    /// room on its side (D4.3), not a green under Saint Aubert (D8), and new ramparts at the
    /// ends of the line (D4.1, D4.2).
    fn each_target(&self, f: Faction, green: bool, out: &mut impl FnMut(i8)) {
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
    fn green_room_count(&self, f: Faction) -> usize {
        if self.aubert == 0 {
            self.room_count[f.index()] as usize
        } else {
            (self.room[f.index()] & !self.aubert).count_ones() as usize
        }
    }

    /// The existing ramparts that take a card of faction `f`, as a bit set.
    #[inline]
    fn targets(&self, f: Faction, green: bool) -> u16 {
        let room = self.room[f.index()];
        if green { room & !self.aubert } else { room }
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

    /// The powers hero `h` has for the seat to move (D8): for its faction, or for either
    /// faction in the `kingdom` and `royale` deals.
    pub fn powers(&self, h: Hero) -> [bool; 7] {
        let mut p = [false; 7];
        let factions: &[Faction] = match self.rules.deal {
            Deal::Factions => &[self.faction(self.seat)],
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

    /// Every legal play of the seat to move (D3.1, D4, D8).
    fn each_play(&self, f: &mut impl FnMut(Decision)) {
        let seat = self.seat;
        let me = self.faction(seat);
        let them = me.other();
        let hand = &self.hands[seat as usize];
        // D8.1: a faction's heroes never outnumber the opposing faction's cards by more than one.
        let hero_ok = self.heroes_played[me.index()] as u16 <= self.played[them.index()];
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
            let powers = self.powers(hero);
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
    fn target_counts(&self, f: Faction) -> [usize; 2] {
        if self.count == 0 {
            return [1, 1];
        }
        let new = 2 * (self.count < self.rules.ramparts) as usize;
        [new + self.room_count[f.index()] as usize, new + self.green_room_count(f)]
    }

    /// Whether the player to move has a legal play (D3.2).
    fn has_play(&self) -> bool {
        let hand = &self.hands[self.seat as usize];
        if hand.warriors() > 0 && self.count < self.rules.ramparts {
            return true; // a new rampart takes any warrior
        }
        if hand.heroes() == 0 {
            let me = self.faction(self.seat);
            let mask = hand.mask();
            return (mask & COLOURED_KINDS != 0 && self.targets(me, false) != 0)
                || (mask & GREEN_KINDS != 0 && self.targets(me, true) != 0);
        }
        let mut any = false;
        self.each_play(&mut |_| any = true);
        any
    }

    /// A legal play drawn uniformly, for a hand of warriors only, without listing the plays:
    /// each warrior kind has as many plays as positions take its colour class, so the k-th
    /// play (kinds in order, each with its positions left to right, as [`Game::each_play`]
    /// lists them) is found by counting.
    fn random_warrior_play(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
        let me = self.faction(self.seat);
        let n = self.target_counts(me);
        let hand = &self.hands[self.seat as usize];
        let mask = hand.mask();
        // Red and blue kinds come before the greens.
        let [coloured, greens] = hand.warrior_kinds();
        let first = coloured as usize * n[0];
        let total = first + greens as usize * n[1];
        if total == 0 {
            return None;
        }
        let k = rng.usize(..total);
        let (kinds, green, k) =
            if k < first { (mask & COLOURED_KINDS, false, k) } else { (mask & GREEN_KINDS, true, k - first) };
        // Small numbers: a 32-bit division is the quicker one.
        let (k, per) = (k as u32, n[green as usize] as u32);
        let card = Card(nth_bit(kinds, (k / per) as usize) as u8);
        Some(Decision::Lay { card, at: self.nth_target(me, green, (k % per) as usize), face: card })
    }

    /// The `j`-th position, left to right, where faction `f` may lay a card of colour class
    /// `green` (as [`Game::each_target`] lists them).
    fn nth_target(&self, f: Faction, green: bool, j: usize) -> i8 {
        if self.count == 0 {
            return 0;
        }
        // The left end (when a new rampart may go there), the existing ramparts, the right end.
        // The choice is random: chosen by selects rather than branches the processor would
        // have to guess.
        let new = (self.count < self.rules.ramparts) as usize;
        let inner = j.wrapping_sub(new);
        let n = [self.room_count[f.index()] as usize, self.green_room_count(f)][green as usize];
        let existing = nth_bit(self.targets(f, green) as u32, inner.min(7)) as i8 - ORIGIN;
        let end = if inner < n { existing } else { self.hi + 1 };
        if new == 1 && j == 0 { self.lo - 1 } else { end }
    }

    /// Every legal decision of the player to move, in a fixed order.
    pub fn each_legal(&self, f: &mut impl FnMut(Decision)) {
        match self.phase {
            Phase::Play => self.each_play(f),
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

    /// Plays the rest of the turn of the seat to move with decisions drawn uniformly: the same
    /// draws from `rng` and the same game as [`Game::random_decision`] and [`Game::apply`]
    /// called for each step, without building the decisions the seat's hand of warriors
    /// makes plain (a gift step, or a hand with a hero, is played one decision at a time).
    pub fn play_random_turn<O: Observer>(&mut self, rng: &mut fastrand::Rng, obs: &mut O) {
        let (seat, turn) = (self.seat, self.turns);
        if self.phase != Phase::Play || self.hands[seat as usize].heroes() > 0 {
            let d = self.random_decision(rng).expect("a seat is asked only when it has a decision");
            self.apply(d, obs);
            return;
        }
        let d = self.random_warrior_play(rng).expect("a turn that has no play is passed (D3.2)");
        if let Decision::Lay { card, at, .. } = d {
            self.lay_warrior(card, at);
        }
        obs.played(self, seat, d);
        self.after_play(obs);
        // Each step may end the turn (and begin the next seat's, which may skip its play).
        if self.phase == Phase::Claim && self.turns == turn {
            match self.random_claim(rng) {
                Decision::NoClaim => self.after_claim(obs),
                claim => self.apply(claim, obs),
            }
        }
        if self.phase == Phase::Draw && self.turns == turn {
            let pile = self.random_draw(rng);
            self.draw(pile, obs);
        }
        self.settle(obs);
    }

    /// No claim, or one of the claimable positions (left to right), drawn uniformly.
    fn random_claim(&self, rng: &mut fastrand::Rng) -> Decision {
        let k = rng.u32(..self.claimable.count_ones() + 1) as usize;
        let at = nth_bit(self.claimable as u32, k.wrapping_sub(1) & 7) as i8 - ORIGIN;
        if k == 0 { Decision::NoClaim } else { Decision::Claim(at) }
    }

    /// One of the open piles (at least one), drawn uniformly.
    fn random_draw(&self, rng: &mut fastrand::Rng) -> u8 {
        nth_bit(self.open as u32, rng.u32(..ones4(self.open)) as usize) as u8
    }

    /// A legal decision drawn uniformly.
    pub fn random_decision(&self, rng: &mut fastrand::Rng) -> Option<Decision> {
        match self.phase {
            Phase::Play if self.hands[self.seat as usize].heroes() == 0 => return self.random_warrior_play(rng),
            Phase::Draw if self.open == 0 => return None,
            Phase::Draw => return Some(Decision::Draw(self.random_draw(rng))),
            Phase::Claim => return Some(self.random_claim(rng)),
            _ => {}
        }
        let mut n = 0usize;
        self.each_legal(&mut |_| n += 1);
        if n == 0 {
            return None;
        }
        let mut k = rng.usize(..n);
        let mut pick = None;
        self.each_legal(&mut |d| {
            if k == 0 && pick.is_none() {
                pick = Some(d);
            }
            k = k.wrapping_sub(1);
        });
        pick
    }

    // ----- playing -----

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

    fn apply_play(&mut self, d: Decision) {
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
    fn lay_warrior(&mut self, card: Card, at: i8) {
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

    /// The rule a decision breaks.
    fn why_illegal(&self, d: Decision) -> Illegal {
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
                if card.is_hero() && self.heroes_played[me.index()] as u16 > self.played[me.other().index()] =>
            {
                "a faction may not have played more heroes than the opposing faction has played cards, plus one (D8.1)"
            }
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
const COLOURED_KINDS: u32 = (1 << 14) - 1;
const GREEN_KINDS: u32 = 0x7f << 14;

/// How many of the 4 low bits of `bits` are set (a table: this is asked at every draw).
#[inline]
fn ones4(bits: u8) -> u32 {
    const ONES: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];
    ONES[bits as usize & 15] as u32
}

/// The index of the `n`-th set bit (n < 8) of the low 24 bits of `bits`, lowest first, when
/// there are more than `n`. Two tables and selects rather than a loop of random length: this
/// is asked twice at every play.
#[inline]
fn nth_bit(bits: u32, n: usize) -> u32 {
    let bytes = bits.to_le_bytes().map(usize::from);
    let (c0, c1) = (BYTE_ONES[bytes[0]] as usize, BYTE_ONES[bytes[1]] as usize);
    // Which byte holds it (0, 1 or 2), and its rank there.
    let (past0, past1) = ((n >= c0) as usize, (n >= c0 + c1) as usize);
    let k = past0 + past1;
    let i = n.wrapping_sub(c0 * past0 + c1 * past1);
    8 * k as u32 + BYTE_SELECT[bytes[k]][i & 7] as u32
}

/// How many bits of each byte are set.
const BYTE_ONES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = (b as u8).count_ones() as u8;
        b += 1;
    }
    t
};

/// The index of the `i`-th set bit of each byte (0 past its last).
const BYTE_SELECT: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let (mut i, mut bit) = (0, 0);
        while bit < 8 {
            if b >> bit & 1 == 1 {
                t[b][i] = bit as u8;
                i += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    t
};

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
