//! The rules on hand-set positions, for what records reach only late or rarely: formations under
//! Saint Aubert, proofs, equal formations, hero limits and powers, rallying cries, D6.4, gifts,
//! victories and the King of France.

use super::super::cards::{Card, Face, Faction, Hero};
use super::super::end::Winner;
use super::super::field::{Formation, Laid, Rampart, Strength, strength};
use super::super::plays::Play;
use super::super::table::{Deal, HeroLimit, Table};
use super::playout::rules;

fn face(s: &str) -> Face {
    Face::parse(s).unwrap()
}

fn card(s: &str) -> Card {
    Card::parse(s).unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

/// A fresh game, the Normans at seat 0.
fn table(deal: Deal, heroes: bool, seats: usize) -> Table {
    let r = rules(deal, heroes, seats);
    Table::new(r.clone(), r.piles()).unwrap()
}

/// Adds a rampart at the right end of the line with these warriors; a complete Norman side
/// completed before a complete Breton side.
fn rampart<'a>(t: &'a mut Table, normans: &str, bretons: &str) -> &'a mut Rampart {
    let position = t.line.last().map_or(0, |r| r.position + 1);
    let mut r = Rampart::new(position);
    for (f, list) in [(Faction::Normans, normans), (Faction::Bretons, bretons)] {
        r.sides[f.index()] = cards(list).into_iter().map(|c| Laid { card: c, face: face(&c.to_string()) }).collect();
        if r.sides[f.index()].len() == 3 {
            r.completed_at[f.index()] = Some(f.index() as u32 + 1);
        }
    }
    t.line.push(r);
    t.line.last_mut().unwrap()
}

#[test]
fn formations_follow_d5_1_and_saint_aubert() {
    let s = |a: &str, b: &str, c: &str, aubert: bool| strength([face(a), face(b), face(c)], aubert);
    let is = |formation, sum| Strength { formation, sum };
    assert_eq!(s("R1", "R2", "R3", false), is(Formation::ColourRun, 6));
    assert_eq!(s("R3", "B1", "G2", false), is(Formation::Run, 6));
    assert_eq!(s("R1", "R5", "R7", false), is(Formation::Colour, 13));
    assert_eq!(s("R7", "B7", "G7", false), is(Formation::Three, 21));
    assert_eq!(s("R1", "B1", "R2", false), is(Formation::Sum, 4));
    assert_eq!(s("G1", "G2", "G3", false), is(Formation::ColourRun, 6));
    // Saint Aubert: greens count 0, make no run and no three, keep their colour.
    assert_eq!(s("G1", "G2", "G3", true), is(Formation::Colour, 0));
    assert_eq!(s("R5", "G6", "B7", true), is(Formation::Sum, 12));
    assert_eq!(s("G3", "R3", "B3", true), is(Formation::Sum, 6));
    assert_eq!(s("R1", "R2", "R3", true), is(Formation::ColourRun, 6));
    assert!(is(Formation::Colour, 0) > is(Formation::Sum, 21));
}

#[test]
fn proofs_count_the_unseen_warriors() {
    // R1 R2 R3 against a lone G7: G7 with R7 B7 makes three 21 (D5.3 b).
    let mut t = table(Deal::Royale, false, 2);
    rampart(&mut t, "R1 R2 R3", "G7");
    let v = t.judge_claim(Faction::Normans, 0).unwrap();
    assert_eq!(v.against, Some(Strength { formation: Formation::Three, sum: 21 }));
    assert!(v.fault.unwrap().contains("D5.3"));
    // With R7 R7 B7 B7 on the field, no three of 7s is left: the best is G7 G6 G5, a colour-run.
    rampart(&mut t, "R7 R7 B7", "B7");
    let v = t.judge_claim(Faction::Normans, 0).unwrap();
    assert_eq!(v.against, Some(Strength { formation: Formation::ColourRun, sum: 18 }));
    // Saint Aubert at 0: the G7 counts 0 and no green may join it, so the best is a sum.
    let mut t = table(Deal::Royale, false, 2);
    rampart(&mut t, "R1 R2 R3", "G7").aubert = true;
    let v = t.judge_claim(Faction::Normans, 0).unwrap();
    assert_eq!((v.against, v.complete, v.fault), (Some(Strength { formation: Formation::Sum, sum: 14 }), false, None));
    // Beside Saint Aubert no green may complete a side; with every red and blue on the field,
    // the Breton G1 G2 cannot be completed and nothing can beat the claim.
    let mut t = table(Deal::Royale, false, 2);
    rampart(&mut t, "R1 R2 R3", "G1 G2").aubert = true;
    rampart(&mut t, "R1 R2 R3", "R4 R4 R5");
    rampart(&mut t, "R5 R6 R6", "R7 R7 B1");
    rampart(&mut t, "B1 B2 B2", "B3 B3 B4");
    rampart(&mut t, "B4 B5 B5", "B6 B6 B7");
    rampart(&mut t, "B7", "");
    assert_eq!(t.unseen()[..14], [0; 14]);
    let v = t.judge_claim(Faction::Normans, 0).unwrap();
    assert_eq!((v.against, v.fault), (None, None));
}

#[test]
fn equal_formations_go_to_the_side_complete_first() {
    let mut t = table(Deal::Royale, false, 2);
    rampart(&mut t, "R1 R2 R4", "B1 B2 B4");
    assert!(t.judge_claim(Faction::Normans, 0).unwrap().fault.is_none());
    assert!(t.judge_claim(Faction::Bretons, 0).unwrap().fault.unwrap().contains("completed first"));
    assert!(t.judge_claim(Faction::Bretons, 1).unwrap_err().contains("no rampart"));
}

#[test]
fn heroes_follow_d8_1_and_their_factions() {
    let mut t = table(Deal::Royale, true, 2);
    rampart(&mut t, "R1", "B1");
    t.hands[0] = cards("gabriel richard R5");
    let seal = Play::Beside { hero: Hero::Gabriel, position: 0 };
    // I-D8.1: one hero ahead of the other faction's heroes at most.
    t.heroes_played = [1, 0];
    t.cards_played = [2, 5];
    assert!(t.play_fault(0, &seal).unwrap().contains("the bretons 0 heroes, so a hero more breaks D8.1"));
    t.heroes_played = [1, 1];
    assert_eq!(t.play_fault(0, &seal), None);
    // D8.1 as worded: one hero beyond the other faction's cards played.
    t.rules.hero_limit = HeroLimit::OpponentCards;
    t.heroes_played = [1, 0];
    t.cards_played = [2, 0];
    assert!(t.play_fault(0, &seal).unwrap().contains("the bretons 0 cards, so a hero more breaks D8.1"));
    t.cards_played = [2, 1];
    assert_eq!(t.play_fault(0, &seal), None);
    // Royale: Richard is a free warrior or a weight, for either faction.
    let richard = |face: &str| Play::Lay { card: card("richard"), position: 0, face: Face::parse(face).unwrap() };
    assert_eq!(t.play_fault(1, &richard("B7")), None);
    // Factions: Richard is a weight for the Bretons (seat 1), a free warrior for the Normans.
    let mut t = table(Deal::Factions, true, 2);
    rampart(&mut t, "R1", "B1");
    assert!(t.play_fault(1, &richard("B7")).unwrap().contains("a weight (a green 1), not that (D8)"));
    assert_eq!(t.play_fault(1, &richard("G1")), None);
    assert_eq!(t.play_fault(0, &richard("B7")), None);
    // Nordoard moves for the Bretons only.
    let mut t = table(Deal::Factions, true, 2);
    rampart(&mut t, "R1", "B1");
    rampart(&mut t, "R2", "B2");
    let nordoard = Play::Move { hero: Hero::Nordoard, from: 0, taken: face("R1"), to: 1 };
    assert_eq!(t.play_fault(1, &nordoard), None);
    assert!(t.play_fault(0, &nordoard).unwrap().contains("(D8)"));
}

#[test]
fn moves_take_warriors_only_and_respect_saint_aubert() {
    let mut t = table(Deal::Royale, true, 2);
    let r = rampart(&mut t, "R1", "G3");
    r.sides[Faction::Bretons.index()].push(Laid { card: Card::Hero(Hero::Hoel), face: face("R7") });
    rampart(&mut t, "R2", "B2").aubert = true;
    let mainard = |taken: &str, to| Play::Mainard { from: 0, taken: face(taken), to };
    assert!(t.play_fault(0, &mainard("R7", 0)).unwrap().contains("a hero laid as a warrior never moves"));
    assert_eq!(t.play_fault(0, &mainard("G3", 0)), None);
    assert!(t.play_fault(0, &mainard("G3", 1)).unwrap().contains("D8 Saint Aubert"));
    // Mainard brings the warrior to the player's side: the Bretons' side at 0 is incomplete.
    t.apply_play(0, &mainard("G3", 0));
    assert_eq!(t.line[0].side(Faction::Normans).len(), 2);
    assert_eq!(t.line[0].side(Faction::Bretons).len(), 1);
}

#[test]
fn rallying_cries_follow_d6_3() {
    let mut t = table(Deal::Factions, true, 2);
    t.hands[0].clear();
    assert_eq!(t.rally_due(0), Some(("bretons".to_string(), 5)));
    t.hands[0] = cards("gabriel");
    t.hands[1] = cards("B1 B2");
    assert_eq!(t.rally_due(0), Some(("bretons".to_string(), 2)));
    t.hands[1].clear();
    assert_eq!(t.rally_due(0), None);
    t.hands[1] = cards("B1 B2");
    t.hands[0] = cards("R1 gabriel");
    assert_eq!(t.rally_due(0), None);
    t.hands[0].clear();
    t.piles.get_mut("bretons").unwrap().truncate(1);
    assert_eq!(t.rally_due(0), Some(("bretons".to_string(), 1)));
    let top = t.piles["bretons"][0];
    assert_eq!(t.rally(0, "bretons", 1), vec![top]);
    assert_eq!(t.offered_piles(0), ["bretons", "mercenaries", "heroes"]);
    assert_eq!(t.rally_due(1), None, "seat 1 holds warriors");
    // With 4 seats the count is the next seat's hand.
    let mut t = table(Deal::Factions, false, 4);
    t.hands[2].clear();
    t.hands[3] = cards("B1");
    assert_eq!(t.rally_due(2), Some(("bretons".to_string(), 1)));
}

/// I-D6.3: the cry is there so that a hand holds its 5 cards: a hand of heroes takes as many
/// cards as the next opposing seat holds, but never more than fills it.
#[test]
fn i_d6_3_a_rallying_cry_fills_the_hand_and_no_further() {
    let mut t = table(Deal::Factions, true, 2);
    t.hands[0] = cards("gabriel aubert mainard");
    assert_eq!(t.hands[1].len(), 5);
    assert_eq!(t.rally_due(0), Some(("bretons".to_string(), 2)));
    t.hands[0] = cards("gabriel");
    assert_eq!(t.rally_due(0), Some(("bretons".to_string(), 4)));
}

#[test]
fn a_hand_short_of_warriors_takes_no_hero() {
    let mut t = table(Deal::Royale, true, 2);
    t.hands[0] = cards("R1 gabriel");
    let pile = t.piles.get_mut("common").unwrap();
    pile.retain(|c| c.is_warrior());
    pile.insert(0, card("hoel"));
    pile.insert(0, card("aubert"));
    let third = pile[2];
    assert_eq!(t.draw(0, "common"), (third, cards("aubert hoel")));
    assert_eq!(t.piles["common"][t.piles["common"].len() - 2..], cards("aubert hoel"));
    // A pile of heroes only is shut to such a hand.
    let mut t = table(Deal::Factions, true, 2);
    t.hands[0] = cards("R1 gabriel");
    t.piles.get_mut("normans").unwrap().clear();
    t.piles.get_mut("mercenaries").unwrap().clear();
    assert!(t.open_piles(0).is_empty());
    t.hands[0] = cards("R1 R2 gabriel");
    assert_eq!(t.open_piles(0), ["heroes"]);
}

#[test]
fn gifts_follow_d9_1() {
    let mut t = table(Deal::Royale, true, 4);
    t.hands[0] = cards("gabriel R1");
    t.hands[2] = cards("R2 R3 hoel");
    assert_eq!(t.gift_options(0), cards("R1"));
    t.hands[2] = cards("R2 R3 R4");
    assert_eq!(t.gift_options(0), cards("gabriel R1"));
    t.hands[1].clear();
    assert!(t.gift_options(1).is_empty());
    t.exchange(&[(0, card("gabriel")), (2, card("R2"))]);
    assert_eq!((t.hands[0].clone(), t.hands[2].clone()), (cards("R1 R2"), cards("R3 R4 gabriel")));
    let t = table(Deal::Royale, false, 6);
    assert_eq!((t.partner(3), t.partner(4)), (5, 0));
}

#[test]
fn victories_and_the_king_follow_d7_and_d5_5() {
    let normans = Winner::Faction(Faction::Normans);
    let mut t = table(Deal::Royale, false, 2);
    for _ in 0..7 {
        rampart(&mut t, "R5 R6 R7", "B1");
    }
    let won = |t: &mut Table, i: usize, green: bool| {
        t.line[i].won_by = Some(Faction::Normans);
        t.line[i].green = green;
    };
    won(&mut t, 1, false);
    won(&mut t, 2, true);
    assert_eq!(t.victory(Faction::Normans), None);
    won(&mut t, 3, false);
    let out = t.victory(Faction::Normans).unwrap();
    assert_eq!((out.winner, out.victory, out.reached_by), (Some(Winner::King), "breakthrough", Some(Faction::Normans)));
    // A fourth rampart: majority holds with the green one, breakthrough still needs it.
    won(&mut t, 5, false);
    assert_eq!(t.victory(Faction::Normans).unwrap().winner, Some(Winner::King));
    won(&mut t, 4, false);
    let out = t.victory(Faction::Normans).unwrap();
    assert_eq!((out.winner, out.victory), (Some(normans), "majority"), "1, 3, 4 and 5 without the green 2");
    won(&mut t, 1, true);
    let out = t.victory(Faction::Normans).unwrap();
    assert_eq!((out.winner, out.victory), (Some(normans), "breakthrough"), "3, 4 and 5 without the green 1 and 2");
    t.rules.kings_win = false;
    won(&mut t, 4, true);
    won(&mut t, 3, true);
    let out = t.victory(Faction::Normans).unwrap();
    assert_eq!((out.winner, out.victory), (Some(normans), "majority"));
    // Encirclement: both ends of a line of 7, each with a 6 or 7 on the winner's side.
    let mut t = table(Deal::Royale, false, 2);
    for _ in 0..7 {
        rampart(&mut t, "R5 R6 G7", "B1");
    }
    won(&mut t, 0, false);
    won(&mut t, 6, false);
    assert_eq!(t.victory(Faction::Normans).unwrap().victory, "encirclement");
    t.line[6].sides[0] = vec![Laid { card: card("R5"), face: face("R5") }; 3];
    assert_eq!(t.victory(Faction::Normans), None);
    // A green 7 beside Saint Aubert has no value.
    t.line[6].sides[0] = vec![Laid { card: card("G7"), face: face("G7") }; 3];
    t.line[6].aubert = true;
    assert_eq!(t.victory(Faction::Normans), None);
    // A line of 6 has no ends yet (D7.3).
    let mut t = table(Deal::Royale, false, 2);
    for _ in 0..6 {
        rampart(&mut t, "R5 R6 R7", "B1");
    }
    won(&mut t, 0, false);
    won(&mut t, 5, false);
    assert_eq!(t.victory(Faction::Normans), None);
}

#[test]
fn the_quiet_end_follows_d7_4() {
    let mut t = table(Deal::Royale, true, 2);
    rampart(&mut t, "R1", "B1").won_by = Some(Faction::Bretons);
    rampart(&mut t, "R1", "B1").won_by = Some(Faction::Normans);
    assert_eq!(t.quiet_outcome().victory, "draw");
    t.gabriel_by = Some(Faction::Bretons);
    let out = t.quiet_outcome();
    assert_eq!((out.winner, out.victory, out.reached_by), (Some(Winner::Faction(Faction::Normans)), "gabriel", None));
    rampart(&mut t, "R1", "B1").won_by = Some(Faction::Bretons);
    assert_eq!(t.quiet_outcome().winner, Some(Winner::Faction(Faction::Bretons)));
}
