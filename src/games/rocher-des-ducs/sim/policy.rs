//! The players: `random` (uniform over the legal decisions of each step) and `greedy` (a
//! one-step heuristic, documented on [`greedy_score`]).

use crate::games::rocher_des_ducs::engine::Laid;
use crate::games::rocher_des_ducs::engine::formation::strength;
use crate::games::rocher_des_ducs::engine::{Card, Colour, Decision, Faction, Game, Hero, Observer, Status};

pub use crate::sim::PolicyKind;

/// A player with its own seeded random stream.
pub struct Player {
    pub kind: PolicyKind,
    rng: fastrand::Rng,
    /// A card this player never plays while it has another choice (restricted play).
    without: Option<Card>,
}

/// The card `decision` plays (lays, moves or marks, or Lothaire's power), if any: what a balance
/// study counts as played, and what restricted play forbids.
pub fn played_card(decision: Decision) -> Option<Card> {
    match decision {
        Decision::Lay { card, .. } | Decision::Move { card, .. } | Decision::Mark { card, .. } => Some(card),
        Decision::Lothaire { .. } => Some(Hero::Lothaire.card()),
        _ => None,
    }
}

impl Player {
    pub fn new(kind: PolicyKind, seed: u64) -> Player {
        Player { kind, rng: fastrand::Rng::with_seed(seed), without: None }
    }

    /// This player forbidden to play `card` wherever it has another decision (a balance study's
    /// restricted play).
    pub fn without(self, card: Option<Card>) -> Player {
        Player { without: card, ..self }
    }

    /// This player's decision in `game`.
    pub fn choose(&mut self, game: &Game) -> Decision {
        let without = self.without;
        let allowed = move |d: &Decision| without.is_none() || played_card(*d) != without;
        match self.kind {
            PolicyKind::Random if without.is_none() => {
                game.random_decision(&mut self.rng).expect("a player is asked only when he has a decision")
            }
            PolicyKind::Random => {
                let mut options = game.legal();
                crate::sim::ismcts::restrict(&mut options, &allowed);
                options[self.rng.usize(..options.len())]
            }
            PolicyKind::Greedy => {
                let mut best = crate::sim::Best::default();
                let mut fallback = crate::sim::Best::default();
                let rng = &mut self.rng;
                game.each_legal(&mut |d| {
                    let score = greedy_score(game, d);
                    if allowed(&d) { best.offer(d, score, rng) } else { fallback.offer(d, score, rng) }
                });
                best.pick().or(fallback.pick()).expect("a player is asked only when he has a decision")
            }
            PolicyKind::Ismcts(iterations) => crate::sim::ismcts::Ismcts { iterations }
                .decide_among(game, &mut self.rng, &|g: &Game, r: &mut fastrand::Rng| g.random_decision(r), &allowed)
                .expect("a player is asked only when he has a decision"),
        }
    }

    /// Plays this player's decision; a random player plays the rest of its turn at once
    /// ([`Game::play_random_turn`]: the same decisions, the same game).
    pub fn play<O: Observer>(&mut self, game: &mut Game, obs: &mut O) {
        match self.kind {
            PolicyKind::Random if self.without.is_none() => game.play_random_turn(&mut self.rng, obs),
            PolicyKind::Random | PolicyKind::Greedy | PolicyKind::Ismcts(_) => {
                let d = self.choose(game);
                game.apply(d, obs);
            }
        }
    }
}

/// How much the greedy player likes a decision (the highest is played, ties drawn at random):
/// - claims: always claim when a claim is legal, but a rampart held with greens only (D5.5);
/// - cards: laying a card where it makes the best formation with the cards already on its side
///   (a third card: the formation and sum it completes, more if it beats the other side when
///   complete, much less if its side would be all green, D5.5; a first or second card: how well it can still make three of a kind, a run or a
///   colour with them); a new rampart only with a high card; heroes after warriors, a free
///   warrior as the face that scores best; Mainard takes the best warrior it can; Gabriel seals
///   a rampart that is being lost; Saint Aubert goes where the other side has more greens;
/// - draws: its own colour's pile, then the mercenaries, then the rest, heroes last;
/// - gifts: its lowest warrior.
pub fn greedy_score(game: &Game, d: Decision) -> i32 {
    let me = game.faction(game.seat);
    match d {
        // A rampart won with greens only may hand the game to the King (D5.5): left for last.
        Decision::Claim(at) => {
            let green = game.rampart(at).is_some_and(|r| r.side(me).iter().all(|l| l.face().colour() == Colour::Green));
            if green && game.rules.kings_win { -1 } else { 1 }
        }
        Decision::NoClaim => 0,
        Decision::Draw(p) => {
            let name = game.pile_name(p);
            if name == me.id() {
                3
            } else if name.starts_with("mercenaries") || name == "common" {
                2
            } else if name == "heroes" {
                0
            } else {
                1
            }
        }
        Decision::Give(c) => {
            if c.is_hero() {
                -100
            } else {
                -(c.value() as i32)
            }
        }
        Decision::Lay { card, at, face } => {
            let score = lay_score(game, me, at, face);
            match card.hero() {
                None => score,
                Some(Hero::Richard | Hero::Hoel) if face == Card::warrior(Colour::Green, 1) => -40,
                Some(_) => score - 6,
            }
        }
        Decision::Lothaire { at, face } => lay_score(game, me, at, face) - 4,
        Decision::Move { card, from, face, to } => {
            let taken = face.value() as i32;
            let from_side = game.rampart(from).map_or(0, |r| r.len[me.other().index()] as i32);
            if card == Hero::Mainard.card() {
                lay_score(game, me, to, face) + taken - 4
            } else {
                // Breaking a complete opposing side is worth most.
                taken + 4 * (from_side == 3) as i32 - 8
            }
        }
        Decision::Mark { card, at } => {
            let Some(r) = game.rampart(at) else { return -50 };
            if card == Hero::Gabriel.card() {
                let losing = r.complete(me.other()) && (!r.complete(me) || r.strength(me) < r.strength(me.other()));
                if losing { 4 } else { -30 }
            } else {
                let greens =
                    |f: Faction| r.side(f).iter().filter(|l| l.face().colour() == Colour::Green).count() as i32;
                6 * (greens(me.other()) - greens(me)) - 10
            }
        }
    }
}

/// How good laying `face` at `at` is for faction `me`.
fn lay_score(game: &Game, me: Faction, at: i8, face: Card) -> i32 {
    let Some(r) = game.rampart(at).filter(|r| r.status == Status::Contested) else {
        // A new rampart: worth it with a high card.
        return 2 * face.value() as i32 - 12;
    };
    let mine = r.side(me);
    let v = face.value() as i32;
    match mine.len() {
        2 => {
            let s = strength([mine[0], mine[1], Laid::warrior(face)], r.aubert);
            let mut score = (s.formation() as i32) * 12 + s.sum() as i32 / 2;
            let all_green = mine.iter().all(|l| l.face().colour() == Colour::Green) && face.colour() == Colour::Green;
            if all_green && game.rules.kings_win {
                score -= 25;
            }
            if r.complete(me.other()) && s > r.strength(me.other()) {
                score += 15;
            }
            score
        }
        1 => {
            let other = mine[0].face();
            let (ov, same_colour) = (other.value() as i32, other.colour() == face.colour());
            if ov == v {
                12 + v
            } else if (ov - v).abs() <= 2 && same_colour {
                11 + v
            } else if (ov - v).abs() <= 2 {
                7 + v / 2
            } else if same_colour {
                5 + v / 2
            } else {
                v / 2 - 2
            }
        }
        _ => v - 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::State;
    use crate::games::rocher_des_ducs::Loaded;
    use crate::games::rocher_des_ducs::engine::cards::KINDS;

    #[test]
    fn a_player_forbidden_a_card_never_plays_it_while_it_has_another_decision() {
        let rules = Loaded::embedded().def.rules("heroic").unwrap();
        let positions: Vec<Game> = (0..40)
            .map(|seed| {
                crate::game::played_at_random(<Game as State>::new_game(rules, 2, seed).unwrap(), seed as usize, seed)
            })
            .collect();
        let tested = crate::sim::check_restricted_play(
            &positions,
            KINDS as u8,
            |d, k| played_card(*d) == Some(Card(k)),
            |g, policy, k, seed| Player::new(policy, seed).without(Some(Card(k))).choose(g),
        );
        assert!(tested > 100, "{tested}");
    }
}
