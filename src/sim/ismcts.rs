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

/// A game whose positions hide information from its seats: what a search player needs besides
/// the rules.
pub trait Hidden: State + Clone {
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

/// A search player's settings: its strength is its iterations per decision (`ismcts:200`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ismcts {
    pub iterations: u32,
}

struct Node<D> {
    decision: Option<D>,
    /// The seat that took `decision` (the root's is unused).
    seat: usize,
    children: Vec<u32>,
    visits: u32,
    /// How many times this node's decision was legal when its parent was selected from.
    available: u32,
    reward: f64,
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
        let seat = state.to_move()?;
        let legal = state.legal();
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        let mut nodes: Vec<Node<S::Decision>> =
            vec![Node { decision: None, seat, children: Vec::new(), visits: 0, available: 0, reward: 0.0 }];
        let mut path: Vec<u32> = Vec::new();
        for _ in 0..self.iterations {
            let mut game = state.determinize(seat, rng);
            let mut at = 0u32;
            path.clear();
            path.push(0);
            // Selection and expansion.
            while let Some(mover) = game.to_move() {
                let options = game.legal();
                let node = &nodes[at as usize];
                let untried: Vec<S::Decision> = options
                    .iter()
                    .copied()
                    .filter(|d| !node.children.iter().any(|&c| nodes[c as usize].decision == Some(*d)))
                    .collect();
                // Every child legal here was available to this selection.
                let legal_children: Vec<u32> = node
                    .children
                    .iter()
                    .copied()
                    .filter(|&c| nodes[c as usize].decision.is_some_and(|d| options.contains(&d)))
                    .collect();
                for &c in &legal_children {
                    nodes[c as usize].available += 1;
                }
                if !untried.is_empty() {
                    let decision = untried[rng.usize(..untried.len())];
                    let child = nodes.len() as u32;
                    nodes.push(Node {
                        decision: Some(decision),
                        seat: mover,
                        children: Vec::new(),
                        visits: 0,
                        available: 1,
                        reward: 0.0,
                    });
                    nodes[at as usize].children.push(child);
                    game.play(decision).ok().expect("a legal decision is played");
                    path.push(child);
                    break;
                }
                let best = legal_children
                    .iter()
                    .copied()
                    .max_by(|&a, &b| ucb(&nodes[a as usize]).total_cmp(&ucb(&nodes[b as usize])))
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
        let root = &nodes[0];
        let visits = |d: &S::Decision| {
            root.children
                .iter()
                .find(|&&c| nodes[c as usize].decision == Some(*d))
                .map_or(0, |&c| nodes[c as usize].visits)
        };
        let mut best = legal[0];
        for d in &legal[1..] {
            if visits(d) > visits(&best) {
                best = *d;
            }
        }
        Some(best)
    }
}

/// UCB1 with the parent's visits replaced by the child's availability (ISMCTS).
fn ucb<D>(node: &Node<D>) -> f64 {
    let visits = node.visits.max(1) as f64;
    node.reward / visits + EXPLORATION * ((node.available.max(1) as f64).ln() / visits).sqrt()
}
