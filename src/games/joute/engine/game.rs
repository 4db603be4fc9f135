//! The position and everything that happens in it: the setup (J2), a turn's move, draw and play
//! (J3), the special spaces (J4), the empty pile (J5) and the end (J6). Decisions are asked only
//! where a player chooses (which card to play and how, which Adversity card a relief removes);
//! the die, the move, the spaces and the draw follow by themselves.

use super::draws::{below, shuffle};
use super::rules::{MAX_CARDS, MAX_HAND, MAX_KINDS, MAX_SEATS, PILE_ROOM, Rules, Space};

/// A player's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// J4.1: the Adversity card of this kind leaves the player's front for the discard pile.
    Relief { card: u8 },
    /// J3.3 a: an Acquired card in front of oneself.
    Acquire { card: u8 },
    /// J3.3 b: an Adversity card in front of the opponent `target`.
    Strike { card: u8, target: u8 },
    /// J3.3 c: a card onto the discard pile.
    Discard { card: u8 },
}

impl Decision {
    /// The kind of card the decision plays or removes.
    pub fn card(self) -> u8 {
        match self {
            Decision::Relief { card }
            | Decision::Acquire { card }
            | Decision::Strike { card, .. }
            | Decision::Discard { card } => card,
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The turn of `Game::seat` has not begun: its move comes next.
    Begin,
    /// The player chooses which Adversity card the relief of J4.1 removes.
    Relief,
    /// The player plays one card of his hand (J3.3).
    Play,
    Over,
}

/// Why a decision was refused, naming the rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over, or waits for another kind of decision.
    NotNow,
    /// J3.3: the card is not in the player's hand.
    NotInHand,
    /// J3.3 a: an Adversity card cannot be played in front of oneself.
    NotAcquired,
    /// J3.3 a: the player has an Acquired card of this kind already.
    AlreadyAcquired,
    /// J3.3 b: an Acquired card cannot be given to an opponent.
    NotAdversity,
    /// J3.3 b: the target is the player himself, or no player of the game.
    NotAnOpponent,
    /// J3.3 b: the target has the most Adversity cards already.
    TargetFull,
    /// J3.3 b: the target has an Adversity card of this kind already.
    TargetHasKind,
    /// J4.1: the player has no Adversity card of this kind in front of him.
    NotInFront,
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Illegal::NotNow => "no such decision is awaited now (J3)",
            Illegal::NotInHand => "the card is not in the player's hand (J3.3)",
            Illegal::NotAcquired => "an Adversity card is played in front of an opponent, not of oneself (J3.3 a)",
            Illegal::AlreadyAcquired => "the player has an Acquired card of this kind already (J3.3 a)",
            Illegal::NotAdversity => "only an Adversity card is played in front of an opponent (J3.3 b)",
            Illegal::NotAnOpponent => "an Adversity card goes in front of an opponent (J3.3 b)",
            Illegal::TargetFull => "the opponent has the most Adversity cards already (J3.3 b)",
            Illegal::TargetHasKind => "the opponent has an Adversity card of this kind already (J3.3 b)",
            Illegal::NotInFront => "the player has no Adversity card of this kind in front of him (J4.1)",
        })
    }
}

/// What the space a move ended on did (J4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// J4.1 with no Adversity card in front of the player: nothing happens.
    Nothing,
    /// J4.1: this Adversity card left; `back` when the marker stayed below 0 (back to Start).
    Relieved { card: u8, back: bool },
    /// J4.2–J4.4: back to Start.
    Back,
    /// J4.3, J4.4: the Acquired card or the count kept the pawn on the space.
    Saved,
}

/// A pawn's move (J3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: u8,
    /// The marker's value when positive, else 0.
    pub destiny: u8,
    pub die: u8,
    pub to: u8,
    /// J6.2: the move went past the finish and came back.
    pub bounced: bool,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    /// The seat whose pawn reached the finish (J6.1); none when the turn limit ended the game
    /// (J6.4).
    pub winner: Option<u8>,
    pub turns: u32,
}

/// Sees what happens in a game (for records, rulebook examples, statistics). An unobserved game
/// pays nothing: observers are generic parameters.
pub trait Observer {
    /// A round of dice rolled for the first player (J2.1), by seat: 0 for a player who did not
    /// roll in that round.
    fn rolled(&mut self, _round: &[u8; MAX_SEATS]) {}
    /// After the setup (J2): the pile shuffled and the hands dealt.
    fn setup(&mut self, _game: &Game) {}
    fn turn(&mut self, _game: &Game, _seat: u8) {}
    fn moved(&mut self, _seat: u8, _mv: Move) {}
    /// After the special space `space` acted on the player's pawn (`game` shows its effect).
    fn landed(&mut self, _game: &Game, _seat: u8, _space: u8, _landing: Landing) {}
    fn drew(&mut self, _seat: u8, _card: u8) {}
    /// The pile is empty: the player draws nothing (J5).
    fn pile_empty(&mut self, _seat: u8) {}
    /// The player's hand is empty after the draw: his turn was only the move (J5).
    fn idle(&mut self, _seat: u8) {}
    /// After a card was played; `back` when a struck opponent's pawn went back to Start from
    /// another space.
    fn played(&mut self, _game: &Game, _seat: u8, _decision: Decision, _back: bool) {}
    fn ended(&mut self, _game: &Game, _end: &End) {}
}

/// Observes nothing.
pub struct NoObserver;
impl Observer for NoObserver {}

/// A player's hand: how many cards of each kind, and the kinds held as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    counts: [u8; MAX_KINDS],
    held: u32,
}

impl Default for Hand {
    fn default() -> Hand {
        Hand { counts: [0; MAX_KINDS], held: 0 }
    }
}

impl Hand {
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.held == 0
    }

    /// The kinds held, as a bit set.
    pub fn kinds(&self) -> u32 {
        self.held
    }

    pub fn count(&self, kind: u8) -> u8 {
        self.counts[kind as usize]
    }

    #[inline]
    pub fn add(&mut self, kind: u8) {
        let k = kind as usize & (MAX_KINDS - 1);
        self.counts[k] += 1;
        self.held |= 1 << k;
    }

    /// Takes out a card of `kind`, which the hand holds.
    #[inline]
    pub fn take(&mut self, kind: u8) {
        let k = kind as usize & (MAX_KINDS - 1);
        debug_assert!(self.counts[k] > 0);
        let c = self.counts[k] - 1;
        self.counts[k] = c;
        // Without a branch: the kind leaves the set with its last card.
        self.held &= !(((c == 0) as u32) << k);
    }

    /// Every card, kind by kind.
    pub fn cards(&self) -> impl Iterator<Item = u8> + '_ {
        (0..MAX_KINDS as u8).flat_map(|k| std::iter::repeat_n(k, self.counts[k as usize] as usize))
    }
}

/// The die: seeded, or the rolls a rulebook example or a test gives, in order.
#[derive(Clone)]
pub(super) struct Dice {
    pub(super) rng: fastrand::Rng,
    script: [u8; 32],
    len: u8,
    at: u8,
}

impl Dice {
    #[inline(always)]
    pub(super) fn roll(&mut self, faces: u8) -> u8 {
        if self.at < self.len {
            self.at += 1;
            return self.script[self.at as usize - 1];
        }
        Dice::roll_free(&mut self.rng, faces)
    }

    /// A roll once the rolls given by hand are over, from the die's stream `rng` (a copy of
    /// [`Dice::rng`] the caller keeps in a register).
    #[inline(always)]
    pub(super) fn roll_free(rng: &mut fastrand::Rng, faces: u8) -> u8 {
        below(rng, faces as u32) as u8 + 1
    }
}

/// A position by hand, for rulebook examples and tests: validated by [`Game::from_position`].
#[derive(Clone, Debug, Default)]
pub struct Setup {
    pub seats: u8,
    /// The seat that began the game (J2.1).
    pub first: u8,
    /// The seat whose turn begins.
    pub seat: u8,
    pub pawns: Vec<u8>,
    pub destiny: Vec<i8>,
    /// The cards in front of each seat, by kind.
    pub front: Vec<Vec<u8>>,
    pub hands: Vec<Vec<u8>>,
    /// The top of the draw pile, top first; under it, every card of the box placed nowhere
    /// else, shuffled with `seed`, unless `pile_only` (the pile is then only these cards, and
    /// the cards placed nowhere are on the discard pile).
    pub pile: Vec<u8>,
    pub pile_only: bool,
    /// How many of the cards placed nowhere else are on the discard pile (played, J3.3 c, or
    /// relieved, J4.1) rather than under the draw pile: the first of them once shuffled. Nothing
    /// takes a card back from the discard pile. With `pile_only`, they all are.
    pub discard: usize,
    /// The die's next rolls.
    pub dice: Vec<u8>,
    pub seed: u64,
    pub turns: u32,
}

/// A game in progress.
#[derive(Clone)]
pub struct Game {
    pub rules: Rules,
    pub seats: u8,
    /// The seat that began (J2.1); turns go round the seats from it.
    pub first: u8,
    /// The seat whose turn it is.
    pub seat: u8,
    pub phase: Phase,
    /// Each pawn's space, 0 for Start.
    pub pawns: [u8; MAX_SEATS],
    /// Each destiny marker.
    pub destiny: [i8; MAX_SEATS],
    /// The cards in front of each player, by kind (Acquired and Adversity cards).
    pub front: [u32; MAX_SEATS],
    pub hands: [Hand; MAX_SEATS],
    pub(super) pile: [u8; PILE_ROOM],
    pub(super) pile_len: u8,
    /// The index of the pile's top card.
    pub(super) next: u8,
    /// Turns begun.
    pub turns: u32,
    pub(super) end: Option<End>,
    pub(super) dice: Dice,
    /// The deck's kinds as bit sets, kept here for the hot path.
    pub(super) acquired: u32,
    pub(super) adversity: u32,
    /// The kinds of Adversity card each seat may still receive (J3.3 b), in the slots of the
    /// deck's [`super::packing::Packing`] (none for a seat nobody sits at), kept up to date as
    /// fronts change; 0 when the deck has no packing.
    pub(super) open: u64,
}

impl Game {
    /// A new game for `seats` players (J2): the dice decide who begins, the cards are shuffled
    /// and dealt, the markers and pawns start at 0. `None` for a number of seats the rules do
    /// not allow (J1.3) or a box too small to deal.
    #[inline(always)]
    pub fn new<O: Observer>(rules: Rules, seats: u8, seed: u64, obs: &mut O) -> Option<Game> {
        Game::can_seat(&rules, seats).then(|| {
            let mut g = Game::empty(rules, seats, seed);
            g.set_up(obs);
            g
        })
    }

    /// Whether the rules allow `seats` players (J1.3) and the box deals them their hands.
    pub fn can_seat(rules: &Rules, seats: u8) -> bool {
        (2..=MAX_SEATS as u8).contains(&seats) && rules.deck.total() >= seats as usize * rules.hand as usize
    }

    /// The setup (J2) of a game just made by [`Game::empty`] for seats [`Game::can_seat`]
    /// allows: with [`Game::empty`], the game of [`Game::new`], built in place (a game is a
    /// kilobyte: simulations save a copy of it per game).
    #[inline(always)]
    pub(crate) fn set_up<O: Observer>(&mut self, obs: &mut O) {
        let (seats, die, hand) = (self.seats, self.rules.die, self.rules.hand);
        // J2.1: everyone rolls; those tied for the highest roll again.
        let mut rolling = (1u32 << seats) - 1;
        loop {
            let mut round = [0u8; MAX_SEATS];
            for s in 0..seats {
                if rolling & 1 << s != 0 {
                    round[s as usize] = self.dice.roll(die);
                }
            }
            let high = *round.iter().max().expect("seats");
            rolling = (0..seats).filter(|&s| round[s as usize] == high).fold(0, |m, s| m | 1 << s);
            obs.rolled(&round);
            if rolling.count_ones() == 1 {
                break;
            }
        }
        self.first = rolling.trailing_zeros() as u8;
        self.seat = self.first;
        // J2.2: one shuffled pile; each player in turn order takes a hand from its top.
        let n = self.rules.deck.total();
        self.pile = self.rules.deck.in_order();
        self.pile_len = n as u8;
        shuffle(&mut self.dice.rng, &mut self.pile, n);
        let (mut s, mut next) = (self.first, 0usize);
        for _ in 0..seats {
            for _ in 0..hand {
                self.hands[s as usize & (MAX_SEATS - 1)].add(self.pile[next & (PILE_ROOM - 1)]);
                next += 1;
            }
            s = self.next_seat(s);
        }
        self.next = next as u8;
        obs.setup(self);
        self.advance(obs);
    }

    /// A game before its setup: nobody has rolled or drawn.
    #[inline(always)]
    pub(crate) fn empty(rules: Rules, seats: u8, seed: u64) -> Game {
        Game {
            rules,
            seats,
            first: 0,
            seat: 0,
            phase: Phase::Begin,
            pawns: [0; MAX_SEATS],
            destiny: [0; MAX_SEATS],
            front: [0; MAX_SEATS],
            hands: [Hand::default(); MAX_SEATS],
            pile: [0; PILE_ROOM],
            pile_len: 0,
            next: 0,
            turns: 0,
            end: None,
            dice: Dice { rng: fastrand::Rng::with_seed(seed), script: [0; 32], len: 0, at: 0 },
            acquired: rules.deck.acquired_mask(),
            adversity: rules.deck.adversity_mask(),
            open: rules
                .deck
                .packing()
                .map_or(0, |p| (0..seats as usize).fold(0, |w, t| p.place(w, t, rules.deck.adversity_mask()))),
        }
    }

    /// A position given by hand, checked: every problem is named with its rule. The game
    /// stands at the beginning of `setup.seat`'s turn ([`Phase::Begin`]): [`Game::advance`]
    /// plays its move.
    pub fn from_position(rules: Rules, setup: &Setup) -> Result<Game, Vec<String>> {
        Game::from_named_position(rules, setup, &|k| format!("card kind {k}"))
    }

    /// As [`Game::from_position`], each card named by `name` (of its kind) in the problems, as
    /// the game names it: "storm is placed 5 times, but the box holds 4 (J1.4)".
    pub fn from_named_position(rules: Rules, setup: &Setup, name: &dyn Fn(u8) -> String) -> Result<Game, Vec<String>> {
        let mut problems = Vec::new();
        let seats = setup.seats;
        if !(2..=MAX_SEATS as u8).contains(&seats) {
            return Err(vec![format!("{seats} players: the game is for 2 to {MAX_SEATS} (J1.3)")]);
        }
        let mut g = Game::empty(rules, seats, setup.seed);
        let n = seats as usize;
        for (what, len) in [
            ("pawns", setup.pawns.len()),
            ("destiny", setup.destiny.len()),
            ("front", setup.front.len()),
            ("hands", setup.hands.len()),
        ] {
            if len != n && len != 0 {
                problems.push(format!("{what} gives {len} players, not {n}"));
            }
        }
        if setup.first >= seats || setup.seat >= seats {
            problems.push(format!("seats are numbered 0 to {} (J2.1)", seats - 1));
        }
        if setup.dice.len() > g.dice.script.len() {
            problems.push(format!("{} die rolls: at most {}", setup.dice.len(), g.dice.script.len()));
        }
        if let Some((i, d)) = setup.dice.iter().enumerate().find(|&(_, &d)| d == 0 || d > rules.die) {
            problems.push(format!("die roll {} is {d}: a die shows 1 to {} (J1.1)", i + 1, rules.die));
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        g.first = setup.first;
        g.seat = setup.seat;
        g.turns = setup.turns;
        let mut used = [0u32; MAX_KINDS];
        let kinds = rules.deck.len;
        let mut count = |k: u8, problems: &mut Vec<String>| {
            if k >= kinds {
                problems.push(format!("no card of kind {k}"));
            } else {
                used[k as usize] += 1;
            }
        };
        for s in 0..n {
            if let Some(&p) = setup.pawns.get(s) {
                if p >= rules.finish {
                    problems.push(format!("player {}'s pawn is on space {p}: the game would be over (J6.1)", s + 1));
                }
                g.pawns[s] = p.min(rules.finish);
            }
            if let Some(&d) = setup.destiny.get(s) {
                if !(rules.destiny_min..=rules.destiny_max).contains(&d) {
                    let (lo, hi) = (rules.destiny_min, rules.destiny_max);
                    problems.push(format!("player {}'s marker {d} is off the scale {lo}..{hi} (J1.2)", s + 1));
                }
                g.destiny[s] = d.clamp(rules.destiny_min, rules.destiny_max);
            }
            for &k in setup.front.get(s).map_or(&[][..], |f| f.as_slice()) {
                count(k, &mut problems);
                if k < kinds {
                    if g.front[s] & 1 << k != 0 {
                        problems.push(format!("player {} has two cards of one kind in front of him (J3.3)", s + 1));
                    }
                    g.front[s] |= 1 << k;
                }
            }
            g.reopen(s as u8);
            if (g.front[s] & g.adversity).count_ones() > rules.adversity_max as u32 {
                let max = rules.adversity_max;
                problems.push(format!("player {} has more than {max} Adversity cards (J3.3 b)", s + 1));
            }
            let hand = setup.hands.get(s).map_or(&[][..], |h| h.as_slice());
            if hand.len() > rules.hand as usize + 1 || hand.len() >= MAX_HAND {
                problems.push(format!(
                    "player {} holds {} cards, more than {} (J2.2, J3.2)",
                    s + 1,
                    hand.len(),
                    rules.hand
                ));
            }
            for &k in hand.iter().take(MAX_HAND - 1) {
                count(k, &mut problems);
                if k < kinds {
                    g.hands[s].add(k);
                }
            }
        }
        let mut pile: Vec<u8> = setup.pile.clone();
        for &k in &pile {
            count(k, &mut problems);
        }
        for k in 0..kinds {
            let (have, box_has) = (used[k as usize], rules.deck.copies[k as usize] as u32);
            if have > box_has {
                problems.push(format!("{} is placed {have} times, but the box holds {box_has} (J1.4)", name(k)));
            }
        }
        if !setup.pile_only {
            let start = pile.len();
            for k in 0..kinds {
                for _ in used[k as usize]..rules.deck.copies[k as usize] as u32 {
                    pile.push(k);
                }
            }
            g.dice.rng.shuffle(&mut pile[start..]);
            let rest = pile.len() - start;
            if setup.discard > rest {
                problems.push(format!(
                    "{} cards on the discard pile, but {rest} placed nowhere else (J1.4)",
                    setup.discard
                ));
            }
            pile.drain(start..start + setup.discard.min(rest));
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        pile.truncate(MAX_CARDS);
        g.pile[..pile.len()].copy_from_slice(&pile);
        g.pile_len = pile.len() as u8;
        g.dice.script[..setup.dice.len()].copy_from_slice(&setup.dice);
        g.dice.len = setup.dice.len() as u8;
        Ok(g)
    }

    /// The seat that plays `i`-th in each round of turns.
    pub fn order(&self, i: u8) -> u8 {
        (self.first + i) % self.seats
    }

    pub(super) fn next_seat(&self, s: u8) -> u8 {
        if s + 1 == self.seats { 0 } else { s + 1 }
    }

    /// The seat whose decision is awaited, or `None` when the game is over (or a turn has yet
    /// to begin, after [`Game::from_position`]).
    pub fn to_move(&self) -> Option<u8> {
        matches!(self.phase, Phase::Relief | Phase::Play).then_some(self.seat)
    }

    pub fn end(&self) -> Option<&End> {
        self.end.as_ref()
    }

    /// The draw pile, top first.
    pub fn pile(&self) -> &[u8] {
        &self.pile[self.next as usize..self.pile_len as usize]
    }

    /// The whole pile as shuffled, before the deal (top first).
    pub fn shuffled(&self) -> &[u8] {
        &self.pile[..self.pile_len as usize]
    }

    /// Cards on the discard pile: those of the box that are nowhere else (the pile, the hands,
    /// the fronts), worked out when asked rather than counted on every play.
    pub fn discards(&self) -> usize {
        let n = self.seats as usize;
        let held: usize = self.hands[..n].iter().map(Hand::len).sum();
        let laid: u32 = self.front[..n].iter().map(|f| f.count_ones()).sum();
        self.rules.deck.total().saturating_sub(self.pile().len() + held + laid as usize)
    }

    /// The die rolls given by hand that are still to come.
    pub fn scripted_rolls_left(&self) -> usize {
        (self.dice.len - self.dice.at) as usize
    }

    /// The kinds of Adversity card `seat` may still receive (J3.3 b): those he has not, while he
    /// has fewer than the most allowed.
    #[inline]
    pub fn receivable(&self, seat: u8) -> u32 {
        let t = seat as usize & (MAX_SEATS - 1);
        let adv = self.front[t] & self.adversity;
        let room = adv.count_ones() < self.rules.adversity_max as u32 && seat < self.seats;
        self.adversity & !adv & 0u32.wrapping_sub(room as u32)
    }

    /// Keeps what `seat` may receive up to date in [`Game::open`], after his front changed.
    #[inline(always)]
    pub(super) fn reopen(&mut self, seat: u8) {
        if let Some(p) = self.rules.deck.packing() {
            self.open = p.place(self.open, seat as usize, self.receivable(seat));
        }
    }

    /// How many Acquired cards `seat` has in front of him.
    pub fn acquired_count(&self, seat: u8) -> u32 {
        (self.front[seat as usize] & self.acquired).count_ones()
    }

    /// The Adversity cards in front of `seat`, as a bit set of kinds.
    pub fn adversity_of(&self, seat: u8) -> u32 {
        self.front[seat as usize] & self.adversity
    }

    /// Plays turns until a player has a decision to make or the game ends: the move (J3.1) and
    /// its special space (J4), the draw (J3.2); a player whose hand is empty only moves (J5).
    #[inline]
    pub fn advance<O: Observer>(&mut self, obs: &mut O) {
        while self.phase == Phase::Begin {
            self.begin_turn(obs);
        }
    }

    /// Begins the turn of `self.seat`, the game standing at [`Phase::Begin`]: the move and its
    /// space, the draw; then the game waits for the player's decision, or is over, or stands at
    /// the beginning of the next turn when the player had no card to play (J5).
    #[inline]
    pub fn begin_turn<O: Observer>(&mut self, obs: &mut O) {
        debug_assert_eq!(self.phase, Phase::Begin);
        let s = self.seat;
        if self.turns >= self.rules.turn_limit {
            self.finish(None, obs);
            return;
        }
        self.turns += 1;
        obs.turn(self, s);
        let si = s as usize;
        let from = self.pawns[si];
        let destiny = self.destiny[si].max(0) as u8;
        let die = self.dice.roll(self.rules.die);
        let (to, bounced) = self.rules.advance(from, destiny + die);
        self.pawns[si] = to;
        obs.moved(s, Move { from, destiny, die, to, bounced });
        if to == self.rules.finish {
            self.finish(Some(s), obs);
            return;
        }
        let space = self.rules.spaces[to as usize];
        // Most moves end on a plain space: one predictable test, and the special ones apart.
        if space != Space::Plain && self.land(s, to, space, obs) {
            return;
        }
        self.draw(obs);
    }

    /// J4: what the special space `space` (numbered `to`), where the move of `s` ended, does;
    /// true when the player must now choose the Adversity card a relief removes (J4.1).
    pub(super) fn land<O: Observer>(&mut self, s: u8, to: u8, space: Space, obs: &mut O) -> bool {
        let si = s as usize;
        match space {
            Space::Plain => {}
            Space::Relief { .. } => {
                let adv = self.front[si] & self.adversity;
                match adv.count_ones() {
                    0 => obs.landed(self, s, to, Landing::Nothing),
                    1 => self.relieve(s, adv.trailing_zeros() as u8, obs),
                    _ => {
                        self.phase = Phase::Relief;
                        return true;
                    }
                }
            }
            Space::Start => self.send_back(s, to, obs),
            Space::StartUnlessCard(card) => {
                if self.front[si] & 1 << card == 0 {
                    self.send_back(s, to, obs)
                } else {
                    obs.landed(self, s, to, Landing::Saved)
                }
            }
            Space::StartUnlessCount(n) => {
                if self.acquired_count(s) < n as u32 {
                    self.send_back(s, to, obs)
                } else {
                    obs.landed(self, s, to, Landing::Saved)
                }
            }
        }
        false
    }

    pub(super) fn send_back<O: Observer>(&mut self, s: u8, space: u8, obs: &mut O) {
        self.pawns[s as usize] = 0;
        obs.landed(self, s, space, Landing::Back);
    }

    /// J4.1: the Adversity card `card` leaves; the marker moves up; still below 0, back to Start.
    pub(super) fn relieve<O: Observer>(&mut self, s: u8, card: u8, obs: &mut O) {
        let si = s as usize;
        let space = self.pawns[si];
        let Space::Relief { gain } = self.rules.spaces[space as usize] else { unreachable!("a relief space") };
        self.front[si] &= !(1 << card);
        self.reopen(s);
        self.destiny[si] = (self.destiny[si] as i16 + gain as i16).min(self.rules.destiny_max as i16) as i8;
        let back = self.rules.negative_start && self.destiny[si] < 0;
        if back {
            self.pawns[si] = 0;
        }
        obs.landed(self, s, space, Landing::Relieved { card, back });
    }

    /// J3.2 and J5: the top card, if any; then the play, or the next turn for an empty hand.
    pub(super) fn draw<O: Observer>(&mut self, obs: &mut O) {
        let s = self.seat;
        if self.next < self.pile_len {
            let card = self.pile[self.next as usize];
            self.next += 1;
            self.hands[s as usize].add(card);
            obs.drew(s, card);
        } else {
            obs.pile_empty(s);
        }
        if self.hands[s as usize].is_empty() {
            obs.idle(s);
            self.seat = self.next_seat(s);
            self.phase = Phase::Begin;
        } else {
            self.phase = Phase::Play;
        }
    }

    pub(super) fn finish<O: Observer>(&mut self, winner: Option<u8>, obs: &mut O) {
        self.phase = Phase::Over;
        let end = End { winner, turns: self.turns };
        self.end = Some(end);
        obs.ended(self, &end);
    }
}
