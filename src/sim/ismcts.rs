//! A strong player for every game with an engine: information-set Monte Carlo tree search
//! (single-observer ISMCTS; Cowling, Powley and Whitehouse, IEEE TCIAIG 4(2), 2012).
//!
//! Each iteration samples a *determinization*, a position consistent with everything the
//! searching seat has seen (the other hands, the order of the decks and the shuffles to come drawn
//! at random), then descends one tree whose nodes are decisions, not positions: a child is
//! selected among those legal in this determinization by UCB1 with availability counts, one
//! untried decision is expanded, the game is played out at random, and the result is counted on
//! the way back, each node for the seat that took its decision.
//!
//! The search is written once over [`Hidden`], so each engine's loop is compiled for its own
//! types. It reads only what [`Hidden::determinize`] leaves: an engine that keeps a seat's hidden
//! cards out of it keeps them out of the search.

use crate::game::State;
use rustc_hash::FxHashMap;

/// A game whose positions hide information from its seats: what a search player needs besides
/// the rules (and decisions that can key a table, to find a node's child in constant time).
pub trait Hidden: State<Decision: std::hash::Hash + Eq> + Clone {
    /// A position `seat` cannot tell from this one: what it has seen is kept (its hand, the
    /// cards shown, counts of hidden cards), the rest is drawn from `rng`, including the seed of
    /// the shuffles to come. Two positions `seat` cannot tell apart give the same result for the
    /// same `rng`.
    fn determinize(&self, seat: usize, rng: &mut fastrand::Rng) -> Self;

    /// What the finished game is worth to `seat`: 1 for a win, 0 for a loss, ½ for a draw.
    fn reward(&self, seat: usize) -> f64;
}

/// The exploration constant of UCB1 for rewards in 0–1 (√2 / 2, a common choice for ISMCTS).
pub const EXPLORATION: f64 = 0.7;

/// A guided search's opinion of a decision in a position (0–1).
type Prior<'a, S> = &'a dyn Fn(&S, &<S as State>::Decision) -> f64;

/// The playouts a guided search's prior counts as ([`Ismcts::decide_guided`]).
pub const PRIOR_VISITS: f64 = 40.0;

/// A search player's settings: its strength is its iterations per decision (`ismcts:200`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ismcts {
    pub iterations: u32,
}

struct Node<D> {
    decision: Option<D>,
    /// The seat that took `decision` (the root's is unused).
    seat: usize,
    visits: u32,
    /// How many times this node's decision was legal when its parent was selected from.
    available: u32,
    reward: f64,
    /// The rule of thumb's opinion of `decision` (0–1), when the search is guided.
    prior: f64,
}

impl Ismcts {
    /// The decision the seat to move takes in `state`, with `rng` for its samples and playouts.
    /// `None` when the game is over.
    pub fn decide<S: Hidden>(&self, state: &S, rng: &mut fastrand::Rng) -> Option<S::Decision> {
        self.decide_with(state, rng, &|game: &S, rng: &mut fastrand::Rng| game.random_decision(rng))
    }

    /// As [`Ismcts::decide`], with the playouts played by `playout` (a game's own quick policy)
    /// instead of uniformly random decisions: a game whose random playouts say little of how a
    /// position would really go (a long race decided by the dice) plays them so.
    pub fn decide_with<S: Hidden>(
        &self,
        state: &S,
        rng: &mut fastrand::Rng,
        playout: &dyn Fn(&S, &mut fastrand::Rng) -> Option<S::Decision>,
    ) -> Option<S::Decision> {
        self.decide_among(state, rng, playout, &|_| true)
    }

    /// As [`Ismcts::decide_with`], for a seat that takes only the decisions `allowed` lets it
    /// (restricted play: a player forbidden a card) wherever it has any, in its search as in
    /// its choice; a position where it has none leaves it all its legal decisions.
    pub fn decide_among<S: Hidden>(
        &self,
        state: &S,
        rng: &mut fastrand::Rng,
        playout: &dyn Fn(&S, &mut fastrand::Rng) -> Option<S::Decision>,
        allowed: &dyn Fn(&S::Decision) -> bool,
    ) -> Option<S::Decision> {
        self.search(state, rng, playout, allowed, None)
    }

    /// As [`Ismcts::decide_among`], each new node starting from `prior` (0–1: what a game's own
    /// rule of thumb thinks of the decision in the position it is taken in) counted as
    /// [`PRIOR_VISITS`] playouts: where the playouts cannot yet tell decisions apart (a race
    /// decided by the dice), the search follows the rule of thumb, and leaves it only on the
    /// evidence of its playouts (progressive bias; Chaslot et al. 2008).
    pub fn decide_guided<S: Hidden>(
        &self,
        state: &S,
        rng: &mut fastrand::Rng,
        playout: &dyn Fn(&S, &mut fastrand::Rng) -> Option<S::Decision>,
        allowed: &dyn Fn(&S::Decision) -> bool,
        prior: &dyn Fn(&S, &S::Decision) -> f64,
    ) -> Option<S::Decision> {
        self.search(state, rng, playout, allowed, Some(prior))
    }

    fn search<S: Hidden>(
        &self,
        state: &S,
        rng: &mut fastrand::Rng,
        playout: &dyn Fn(&S, &mut fastrand::Rng) -> Option<S::Decision>,
        allowed: &dyn Fn(&S::Decision) -> bool,
        prior: Option<Prior<'_, S>>,
    ) -> Option<S::Decision> {
        let weight = if prior.is_some() { PRIOR_VISITS } else { 0.0 };
        let seat = state.to_move()?;
        let mut legal = state.legal();
        restrict(&mut legal, allowed);
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        let mut nodes: Vec<Node<S::Decision>> =
            vec![Node { decision: None, seat, visits: 0, available: 0, reward: 0.0, prior: 0.0 }];
        // The tree's edges: (parent, decision) to child. Children are numbered in the order
        // they were expanded, which breaks ties between equal children.
        let mut edges: FxHashMap<(u32, S::Decision), u32> = FxHashMap::default();
        let mut path: Vec<u32> = Vec::new();
        let (mut untried, mut legal_children) = (Vec::new(), Vec::new());
        for _ in 0..self.iterations {
            let mut game = state.determinize(seat, rng);
            let mut at = 0u32;
            path.clear();
            path.push(0);
            // Selection and expansion.
            while let Some(mover) = game.to_move() {
                let mut options = game.legal();
                if mover == seat {
                    restrict(&mut options, allowed);
                }
                untried.clear();
                legal_children.clear();
                for &d in &options {
                    match edges.get(&(at, d)) {
                        Some(&c) => legal_children.push(c),
                        None => untried.push(d),
                    }
                }
                legal_children.sort_unstable();
                // Every child legal here was available to this selection.
                for &c in &legal_children {
                    nodes[c as usize].available += 1;
                }
                if !untried.is_empty() {
                    let decision = untried[rng.usize(..untried.len())];
                    let child = nodes.len() as u32;
                    let prior = prior.map_or(0.0, |p| p(&game, &decision));
                    nodes.push(Node {
                        decision: Some(decision),
                        seat: mover,
                        visits: 0,
                        available: 1,
                        reward: 0.0,
                        prior,
                    });
                    edges.insert((at, decision), child);
                    game.play(decision).ok().expect("a legal decision is played");
                    path.push(child);
                    break;
                }
                let best = legal_children
                    .iter()
                    .copied()
                    .max_by(|&a, &b| ucb(&nodes[a as usize], weight).total_cmp(&ucb(&nodes[b as usize], weight)))
                    .expect("a position with legal decisions has children once all are tried");
                game.play(nodes[best as usize].decision.expect("a child has a decision")).ok().expect("legal");
                at = best;
                path.push(best);
            }
            // Playout.
            while game.to_move().is_some() {
                let Some(d) = playout(&game, rng) else { break };
                game.play(d).ok().expect("a playout decision is legal");
            }
            // Backpropagation: each node for the seat that took its decision.
            for &n in &path {
                let node = &mut nodes[n as usize];
                node.visits += 1;
                node.reward += game.reward(node.seat);
            }
        }
        // The most visited decision; of equals, the one listed first.
        let visits = |d: &S::Decision| edges.get(&(0, *d)).map_or(0, |&c| nodes[c as usize].visits);
        let mut best = legal[0];
        for d in &legal[1..] {
            if visits(d) > visits(&best) {
                best = *d;
            }
        }
        Some(best)
    }
}

/// Keeps the decisions `allowed` lets a player take, when there are any.
pub fn restrict<D>(options: &mut Vec<D>, allowed: &dyn Fn(&D) -> bool) {
    if options.iter().any(allowed) {
        options.retain(allowed);
    }
}

/// UCB1 with the parent's visits replaced by the child's availability (ISMCTS).
/// With a prior (`weight` > 0), the node's mean counts `weight` playouts worth its prior.
fn ucb<D>(node: &Node<D>, weight: f64) -> f64 {
    let visits = node.visits.max(1) as f64;
    (node.reward + weight * node.prior) / (visits + weight)
        + EXPLORATION * ((node.available.max(1) as f64).ln() / visits).sqrt()
}
