//! One test or more per rule of Le rocher des ducs (docs/rocher-des-ducs-rules.md), on games
//! dealt from piles described by hand. Test names start with the rule id.

use scriptorium::games::rocher_des_ducs::Loaded;
use scriptorium::games::rocher_des_ducs::engine::formation::strength;
use scriptorium::games::rocher_des_ducs::engine::pile::Pile;
use scriptorium::games::rocher_des_ducs::engine::{
    Card, Deal, Decision, Faction, Formation, Game, Hero, HeroLimit, Laid, NoObserver, Observer, Phase, Rules, Status,
    Victory, Winner,
};
use scriptorium::games::rocher_des_ducs::sim::play_game;
use scriptorium::sim::PolicyKind;

const N: Faction = Faction::Normans;
const B: Faction = Faction::Bretons;

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(|c| Card::from_id(c).unwrap_or_else(|| panic!("no card {c}"))).collect()
}

fn rules(name: &str) -> Rules {
    Loaded::embedded().def.rules(name).unwrap()
}

/// A game dealt from piles given top first (names as `Game::pile_name` gives them).
fn dealt(rules: Rules, seats: u8, first: Faction, piles: [&str; 4]) -> Game {
    let piles = piles.map(|p| Pile::from_top_first(&cards(p)));
    Game::with_piles(rules, seats, first, piles, fastrand::Rng::with_seed(1), &mut NoObserver).unwrap()
}

/// The basic game with Normans first: their pile, the Bretons', the mercenaries'.
fn basic(normans: &str, bretons: &str, mercenaries: &str) -> Game {
    dealt(rules("basic"), 2, N, [normans, bretons, mercenaries, ""])
}

fn play(g: &mut Game, d: Decision) {
    g.play(d, &mut NoObserver).unwrap_or_else(|e| panic!("{e}"));
}

/// One turn: `d` played, then the claim (or none) when a claim can be made, then a draw from
/// the first pile offered.
fn turn_with(g: &mut Game, d: Decision, claim: Option<i8>) {
    let (seat, turn) = (g.seat, g.turns);
    play(g, d);
    // The turn may have gone on by itself (no claim to choose, one pile to draw from).
    let same = |g: &Game| g.seat == seat && g.turns == turn;
    if same(g) && g.phase == Phase::Claim {
        play(g, claim.map_or(Decision::NoClaim, Decision::Claim));
    } else {
        assert!(claim.is_none(), "the claim on {claim:?} is not offered");
    }
    if same(g) && g.phase == Phase::Draw {
        let first = g.legal()[0];
        play(g, first);
    }
}

/// Lays a warrior at `at`, with no claim.
fn lay(g: &mut Game, card: &str, at: i8) {
    let card = Card::from_id(card).unwrap();
    turn_with(g, Decision::Lay { card, at, face: card }, None);
}

fn lay_claim(g: &mut Game, card: &str, at: i8, claim: i8) {
    let card = Card::from_id(card).unwrap();
    turn_with(g, Decision::Lay { card, at, face: card }, Some(claim));
}

fn refused(g: &Game, d: Decision) -> String {
    g.clone().play(d, &mut NoObserver).unwrap_err().to_string()
}

fn w(card: &str) -> Laid {
    Laid::warrior(Card::from_id(card).unwrap())
}

#[test]
fn d1_the_box_holds_42_warriors_and_8_heroes() {
    let all = scriptorium::games::rocher_des_ducs::engine::cards::box_cards(true).collect::<Vec<_>>();
    assert_eq!(all.len(), 50);
    assert_eq!(all.iter().filter(|c| !c.is_hero()).count(), 42);
    for id in ["R1", "B7", "G4"] {
        assert_eq!(all.iter().filter(|c| c.id() == id).count(), 2);
    }
}

#[test]
fn d2_each_player_draws_five_of_his_faction_and_the_first_player_is_drawn() {
    let mut firsts = [0; 2];
    for seed in 0..40 {
        let g = Game::new(rules("basic"), 2, seed, &mut NoObserver).unwrap();
        firsts[g.first.index()] += 1;
        for seat in 0..2 {
            let f = g.faction(seat);
            let hand: Vec<Card> = g.hands[seat as usize].cards().collect();
            assert_eq!(hand.len(), 5);
            let colour = if f == N { "R" } else { "B" };
            assert!(hand.iter().all(|c| c.id().starts_with(colour)), "{hand:?}");
        }
        assert_eq!(g.piles[0].len() + g.piles[1].len(), 18);
        assert_eq!(g.piles[2].len(), 14);
    }
    assert!(firsts[0] > 5 && firsts[1] > 5, "D2.3: either faction may start: {firsts:?}");
}

#[test]
fn d3_1_a_turn_lays_one_card_and_draws_back_to_five() {
    let mut g = basic("R1 R2 R3 R4 R5 R6", "B1 B2 B3 B4 B5 B6", "G1 G2");
    lay(&mut g, "R5", 0);
    assert_eq!(g.hands[0].len(), 5);
    assert_eq!(g.seat, 1);
    assert_eq!(g.rampart(0).unwrap().side(N), &[w("R5")]);
}

#[test]
fn d3_2_a_player_with_no_legal_play_passes_and_still_draws() {
    // A line of one rampart: once the Normans' side is full they cannot lay anything.
    let r = Rules { ramparts: 1, ..rules("basic") };
    let mut g = dealt(r, 2, N, ["R1 R1 R2 R3 R4 R5 R6 R7", "B1 B2 B3 B4 B5 B6 B7 B7", "", ""]);
    for (n, b) in [("R1", "B1"), ("R1", "B2"), ("R2", "B3")] {
        lay(&mut g, n, 0);
        lay(&mut g, b, 0);
    }
    // Both sides full. The Normans (sum 4 against a run) can neither lay nor claim: their turn
    // passed by itself, and they drew back to 5 cards.
    assert_eq!(g.seat, 1, "the Normans' turn is over");
    assert_eq!(g.rampart(0).unwrap().side(N).len(), 3);
    assert_eq!(g.hands[0].len(), 5);
    assert_eq!(g.piles[0].len(), 0, "R6 and R7 were drawn after the 5 dealt and the 3 laid");
}

#[test]
fn d4_1_the_first_card_creates_the_rampart_at_position_0() {
    let g = basic("R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5", "");
    assert_eq!(g.legal().iter().filter(|d| matches!(d, Decision::Lay { at: 0, .. })).count(), 5);
    assert!(g.legal().iter().all(|d| matches!(d, Decision::Lay { at: 0, .. })));
}

#[test]
fn d4_2_a_new_rampart_goes_at_either_end_only_and_the_line_holds_7() {
    let mut g = basic("R1 R2 R3 R4 R5 R6 R7 R1", "B1 B2 B3 B4 B5 B6 B7 B1", "");
    lay(&mut g, "R1", 0);
    lay(&mut g, "B1", 1);
    // Between 0 and 1 there is no room; 3 is not next to the line.
    let err =
        refused(&g, Decision::Lay { card: Card::from_id("R2").unwrap(), at: 3, face: Card::from_id("R2").unwrap() });
    assert!(err.contains("D4.2"), "{err}");
    for (i, at) in [(0, -1), (1, 2), (2, -2), (3, 3), (4, -3)] {
        let card = ["R2", "B2", "R3", "B3", "R4"][i];
        lay(&mut g, card, at);
    }
    assert_eq!(g.line(), -3..=3);
    let err =
        refused(&g, Decision::Lay { card: Card::from_id("B4").unwrap(), at: 4, face: Card::from_id("B4").unwrap() });
    assert!(err.contains("at most 7 ramparts (D4.2)"), "{err}");
}

#[test]
fn d4_3_a_side_holds_at_most_three_cards() {
    let mut g = basic("R1 R2 R3 R4 R5 R6", "B1 B2 B3 B4 B5 B6", "");
    for (n, b) in [("R1", "B1"), ("R2", "B2"), ("R3", "B3")] {
        lay(&mut g, n, 0);
        lay(&mut g, b, 0);
    }
    let r4 = Card::from_id("R4").unwrap();
    let err = refused(&g, Decision::Lay { card: r4, at: 0, face: r4 });
    assert!(err.contains("D4.3"), "{err}");
}

#[test]
fn d5_1_formations_rank_three_colour_run_run_colour_sum() {
    let s = |a: &str, b: &str, c: &str| strength([w(a), w(b), w(c)], false);
    assert_eq!(s("R2", "B2", "G2").formation(), Formation::Three);
    assert_eq!(s("R4", "R2", "R3").formation(), Formation::ColourRun);
    assert_eq!(s("R4", "B2", "R3").formation(), Formation::Run);
    assert_eq!(s("R7", "R1", "R4").formation(), Formation::Colour);
    assert_eq!(s("R7", "B7", "G6").formation(), Formation::Sum);
    // Any three of a kind beats any colour run, whatever the sums.
    assert!(s("R1", "B1", "G1") > s("G7", "G5", "G6"));
    assert!(s("G7", "G5", "G6") > s("R7", "B5", "G6"));
    assert!(s("R1", "B2", "G3") > s("B7", "B6", "B4"));
    assert!(s("B1", "B2", "B4") > s("R7", "B7", "G6"));
    // Saint Aubert: greens there count 0 and make no run or three of a kind.
    assert_eq!(strength([w("G2"), w("R3"), w("R4")], true).formation(), Formation::Sum);
    assert_eq!(strength([w("G2"), w("R3"), w("R4")], true).sum(), 7);
    assert_eq!(strength([w("G2"), w("G3"), w("G4")], true).formation(), Formation::Colour);
}

#[test]
fn d5_2_equal_formations_and_sums_go_to_the_side_completed_first() {
    let mut g = basic("R1 R5 R3 R6 R7 R7", "B1 B5 B3 B6 B7 B7", "");
    for (n, b) in [("R1", "B1"), ("R5", "B5")] {
        lay(&mut g, n, 0);
        lay(&mut g, b, 0);
    }
    lay(&mut g, "R3", 0); // the Normans complete first: sum 9
    // The Bretons complete with the same sum, and cannot claim.
    lay(&mut g, "B3", 0);
    assert!(g.claim_proof(B, 0).is_none(), "D5.2: the Bretons completed second");
    // The Normans can.
    assert!(g.claim_proof(N, 0).is_some());
    lay_claim(&mut g, "R6", 1, 0);
    assert_eq!(g.pending(0), Some(0));
}

#[test]
fn d5_3_a_claim_on_an_incomplete_rampart_needs_a_proof() {
    // Normans: three 7s, the strongest formation; the Bretons could at best equal it.
    let mut g = basic("R7 R7 R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5 B6 B7", "G7 G6");
    lay(&mut g, "R7", 0);
    lay(&mut g, "B1", 0);
    lay(&mut g, "R7", 0);
    lay(&mut g, "B2", 1);
    // The Normans draw G7 (first pile offered is theirs: R1, then the mercenaries...).
    let g7 = Card::from_id("G7").unwrap();
    g.hands[0].add(g7); // a card found in hand, as in a hand-set position
    play(&mut g, Decision::Lay { card: g7, at: 0, face: g7 });
    assert!(g.legal().contains(&Decision::Claim(0)), "proved: no completion beats three 7s laid first");
    play(&mut g, Decision::Claim(0));
}

#[test]
fn d5_3_a_claim_the_other_side_could_still_beat_is_refused() {
    let mut g = basic("R1 R2 R4 R5 R6 R7", "B1 B2 B3 B4 B5 B6", "");
    lay(&mut g, "R1", 0);
    lay(&mut g, "B1", 0);
    lay(&mut g, "R2", 0);
    lay(&mut g, "B2", 1);
    lay(&mut g, "R4", 0);
    // R1 R2 R4 is a colour, sum 7: B1 with two more cards can make a run or three of a kind.
    assert!(g.claim_proof(N, 0).is_none());
}

#[test]
fn d5_3_an_illegal_claim_is_refused_with_its_rule() {
    let mut g = basic("R1 R2 R6 R7 R4 R5 R5", "B1 B2 B4 B6 B3 B7 B5", "");
    for (n, at, b, bt) in [("R1", 0, "B1", 1), ("R2", 0, "B2", 1), ("R6", 1, "B4", 0), ("R7", 1, "B6", 0)] {
        lay(&mut g, n, at);
        lay(&mut g, b, bt);
    }
    lay(&mut g, "R4", 1);
    // The Bretons complete B1 B2 B3 (a colour run) against R6 R7 R4 (a colour): they may claim
    // position 1, not position 0 where they hold two cards.
    let b3 = Card::from_id("B3").unwrap();
    play(&mut g, Decision::Lay { card: b3, at: 1, face: b3 });
    assert_eq!((g.seat, g.phase), (1, Phase::Claim));
    assert!(g.legal().contains(&Decision::Claim(1)));
    let err = refused(&g, Decision::Claim(0));
    assert!(err.contains("D5.3"), "{err}");
}

#[test]
fn d5_3_a_claim_is_resolved_at_the_start_of_the_claimants_next_turn() {
    let mut g = basic("R7 R7 R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5 B6 B7", "G7 G6");
    lay(&mut g, "R7", 0);
    lay(&mut g, "B1", 0);
    lay(&mut g, "R7", 0);
    lay(&mut g, "B2", 1);
    let g7 = Card::from_id("G7").unwrap();
    g.hands[0].add(g7);
    turn_with(&mut g, Decision::Lay { card: g7, at: 0, face: g7 }, Some(0));
    assert_eq!(g.rampart(0).unwrap().status, Status::Contested, "not before the next turn");
    lay(&mut g, "B3", 1);
    assert_eq!(g.rampart(0).unwrap().status, Status::Won(N));
    assert_eq!(g.pending(0), None);
}

#[test]
fn d5_5_a_victory_through_green_won_ramparts_is_the_kings() {
    // A line of 3: the Normans win all three with greens only (a breakthrough, D7.2).
    let r = Rules { ramparts: 3, ..rules("basic") };
    let mut g = dealt(r, 2, N, ["G7 G7 G6 G6 G5 G5 G4 G4 G3 G3", "B1 B1 B2 B2 B3 B3 B4 R1 B5", "", ""]);
    let plan = [
        ("G7", 0, None, "B1", 0),
        ("G7", 0, None, "B1", 0),
        ("G6", 0, None, "B2", 0),
        ("G6", 1, Some(0), "B2", 1), // 0: G7 G7 G6, a colour, beats B1 B1 B2
        ("G5", 1, None, "B3", 1),
        ("G5", 1, None, "B3", 1),
        ("G4", -1, Some(1), "B4", -1), // 1: G6 G5 G5, a colour of 16, beats B2 B3 B3 (8)
        ("G4", -1, None, "R1", -1),
        ("G3", -1, None, "B5", -1),
    ];
    for (n, at, claim, b, bt) in plan {
        let card = Card::from_id(n).unwrap();
        turn_with(&mut g, Decision::Lay { card, at, face: card }, claim);
        lay(&mut g, b, bt);
    }
    assert_eq!(g.rampart(0).unwrap().status, Status::Won(N));
    assert!(g.rampart(0).unwrap().green);
    assert_eq!(g.rampart(1).unwrap().status, Status::Won(N));
    // The line is full and the Normans' side of -1 too: they cannot lay, but may claim -1
    // (G4 G4 G3, a colour, against B4 R1 B5, a sum).
    assert_eq!((g.seat, g.phase), (0, Phase::Claim), "{:?}", g.end());
    play(&mut g, Decision::Claim(-1));
    // The Bretons cannot lay either; the claim is resolved at the Normans' next turn.
    let end = g.end().expect("three adjacent ramparts won");
    assert_eq!(end.victory, Victory::Breakthrough);
    assert_eq!(end.winner, Some(Winner::King), "D5.5: won with greens only");
    assert_eq!(end.reached_by, Some(N));
}

#[test]
fn d6_1_a_player_draws_from_his_faction_or_the_mercenaries() {
    let mut g = basic("R1 R2 R3 R4 R5 R6", "B1 B2 B3 B4 B5 B6", "G1 G2");
    let r1 = Card::from_id("R1").unwrap();
    play(&mut g, Decision::Lay { card: r1, at: 0, face: r1 });
    assert_eq!(g.legal(), vec![Decision::Draw(0), Decision::Draw(2)]);
    play(&mut g, Decision::Draw(2));
    assert_eq!(g.hands[0].count(Card::from_id("G1").unwrap()), 1);
}

#[test]
fn d6_3_an_empty_hand_gives_the_rallying_cry() {
    // The Normans have no pile left after their hand, and no mercenaries.
    let mut g = basic("R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5 B6 B7 B1 B2 B3 B4 B5 B6 B7", "");
    let mut at = 0;
    for i in 0..5 {
        let n = ["R1", "R2", "R3", "R4", "R5"][i];
        lay(&mut g, n, at);
        let b = ["B1", "B2", "B3", "B4", "B5"][i];
        lay(&mut g, b, at);
        if i % 3 == 2 {
            at += 1;
        }
    }
    // The Normans' hand is empty; at the start of their turn they take as many Breton cards as
    // the Bretons hold (5), here the 4 their pile has left, and draw from it from then on.
    assert_eq!(g.seat, 0);
    assert_eq!(g.hands[0].len(), 4);
    assert!(g.piles[1].is_empty());
    assert!(g.rallied[0]);
    assert!(g.hands[0].cards().all(|c| c.id().starts_with('B')));
}

#[test]
fn d6_4_no_hero_is_drawn_by_a_hand_of_fewer_than_two_warriors() {
    let r = rules("heroic");
    let mut g = dealt(r, 2, N, ["R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5", "G1", "gabriel aubert"]);
    for c in ["R2", "R3", "R4", "R5"] {
        g.hands[0].remove(Card::from_id(c).unwrap());
    }
    g.hands[0].add(Hero::Mainard.card());
    // Hand: R1 and Mainard. After laying R1 the hand holds no warrior: the hero pile is shut.
    let r1 = Card::from_id("R1").unwrap();
    play(&mut g, Decision::Lay { card: r1, at: 0, face: r1 });
    assert!(g.legal().iter().all(|d| *d != Decision::Draw(3)), "{:?}", g.legal());
}

#[test]
fn d7_1_four_ramparts_won_is_a_majority() {
    let def = Loaded::embedded().def;
    // Found in play: every majority ends the game at the fourth rampart of the winner.
    for seed in 0..300 {
        let mut game = Game::new(def.rules("basic").unwrap(), 2, seed, &mut NoObserver).unwrap();
        let mut rng = fastrand::Rng::with_seed(seed);
        while game.to_move().is_some() {
            let d = game.random_decision(&mut rng).unwrap();
            game.apply(d, &mut NoObserver);
        }
        let end = game.end().unwrap();
        if end.victory == Victory::Majority {
            let f = end.reached_by.unwrap();
            let won = game.line().filter(|&at| game.rampart(at).unwrap().status == Status::Won(f)).count();
            assert_eq!(won, 4, "seed {seed}");
        }
        if end.victory == Victory::Encirclement {
            assert_eq!(game.line().count(), 7, "D7.3: only a line of 7 has outer ramparts");
        }
    }
}

/// The heroic rules with the heroes' limit read one way or the other (D8.1).
fn heroic(limit: HeroLimit) -> Rules {
    Rules { hero_limit: limit, ..rules("heroic") }
}

/// Richard laid by the Normans as a R7, then a Breton B1: the Normans hold Hoël.
fn after_a_norman_hero(limit: HeroLimit) -> Game {
    let mut g = dealt(heroic(limit), 2, N, ["R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5", "G1 G2", "gabriel aubert"]);
    g.hands[0].add(Hero::Richard.card());
    g.hands[0].add(Hero::Hoel.card());
    let richard = Hero::Richard.card();
    let r7 = Card::from_id("R7").unwrap();
    turn_with(&mut g, Decision::Lay { card: richard, at: 0, face: r7 }, None);
    assert_eq!(g.rampart(0).unwrap().side(N), &[Laid::hero(r7)]);
    lay(&mut g, "B1", 0);
    g
}

#[test]
fn d8_1_read_as_worded_a_faction_plays_at_most_one_hero_more_than_the_other_has_played_cards() {
    let g = after_a_norman_hero(HeroLimit::OpponentCards);
    let hoel = Hero::Hoel.card();
    let g1 = Card::from_id("G1").unwrap();
    assert!(g.legal().contains(&Decision::Lay { card: hoel, at: 0, face: g1 }), "one Breton card played: allowed");
}

#[test]
fn i_d8_1_a_faction_plays_at_most_one_hero_more_than_the_other_has_played_heroes() {
    let g = after_a_norman_hero(HeroLimit::OpponentHeroes);
    let hoel = Hero::Hoel.card();
    let g1 = Card::from_id("G1").unwrap();
    // The Bretons have played a card but no hero: a second Norman hero would be two ahead.
    assert!(g.legal().iter().all(|d| !matches!(d, Decision::Lay { card, .. } if card.is_hero())));
    let why = refused(&g, Decision::Lay { card: hoel, at: 0, face: g1 });
    assert!(why.contains("opposing faction has played heroes, plus one (D8.1, I-D8.1)"), "{why}");
}

#[test]
fn i_d8_1_the_heroic_rulesets_count_the_opponents_heroes() {
    let def = Loaded::embedded().def;
    for r in def.rulesets.iter().filter(|r| r.rules.heroes) {
        assert_eq!(r.rules.hero_limit, HeroLimit::OpponentHeroes, "ruleset {}", r.name);
    }
}

#[test]
fn i_d2_2_a_hand_is_dealt_no_hero_before_two_warriors() {
    let common = "nordoard hugues richard R1 R2 R3 B1 B2 B3 G1 G2 G3 R4 R5 R6 B4 B5 B6 G4 G5 G6";
    let g = dealt(rules("royale-heroic"), 6, N, [common, "", "", ""]);
    assert_eq!(g.hands[0].cards().map(Card::id).collect::<Vec<_>>(), ["R1", "R2", "R3"]);
    // The three heroes went under the pile, in the order they came up.
    let pile: Vec<String> = g.piles[0].top_first().map(Card::id).collect();
    assert_eq!(pile[pile.len() - 3..], ["nordoard", "hugues", "richard"]);
}

#[test]
fn i_d2_2_no_dealt_hand_of_a_real_game_is_made_only_of_heroes() {
    let r = rules("royale-heroic");
    for seats in [2, 4, 6] {
        for seed in 0..3000 {
            let g = Game::new(r, seats, seed, &mut NoObserver).unwrap();
            for s in 0..seats as usize {
                // Seat 0 may have played its first card already.
                assert!(g.hands[s].warriors() >= 1, "{seats} seats, seed {seed}: seat {s} holds heroes only");
            }
        }
    }
}

/// A random player and a greedy one, in turn round the table.
fn players(seats: u8) -> Vec<PolicyKind> {
    (0..seats).map(|s| [PolicyKind::Random, PolicyKind::Greedy][s as usize % 2]).collect()
}

/// The rallying cries of a game, with the hand each one was made from.
#[derive(Default)]
struct Rallies {
    /// The seat to move and its hand at the start of its turn: (cards, heroes).
    hand: (u8, usize, usize),
    /// (seat, hand before, heroes in it, cards taken, hand size).
    cries: Vec<(u8, usize, usize, usize, usize)>,
}

impl Observer for Rallies {
    fn turn(&mut self, game: &Game, seat: u8) {
        let h = &game.hands[seat as usize];
        self.hand = (game.hand_size, h.len(), h.heroes());
    }

    fn rally(&mut self, seat: u8, _pile: u8, cards: &[Card]) {
        let (size, held, heroes) = self.hand;
        self.cries.push((seat, held, heroes, cards.len(), size as usize));
    }
}

#[test]
fn i_d6_3_a_rallying_cry_fills_the_hand_and_no_further() {
    // A real game (heroic, limit as worded, random against greedy, seed 20263645): the Bretons
    // hold three heroes and no warrior while the Normans hold 5 cards. The cry takes 2 cards.
    let mut obs = Rallies::default();
    play_game(heroic(HeroLimit::OpponentCards), 2, &[PolicyKind::Random, PolicyKind::Greedy], 20263645, &mut obs);
    assert!(obs.cries.contains(&(1, 3, 3, 2, 5)), "{:?}", obs.cries);
}

#[test]
fn d6_3_no_rallying_cry_leaves_more_cards_than_the_hand_size() {
    let r = rules("heroic");
    for seats in [2, 4, 6] {
        for seed in 0..1500 {
            let mut obs = Rallies::default();
            play_game(r, seats, &players(seats), seed, &mut obs);
            for &(seat, held, _, taken, size) in &obs.cries {
                assert!(held + taken <= size, "{seats} seats, seed {seed}: seat {seat} holds {}", held + taken);
            }
        }
    }
}

/// Every card laid in a game, by turn.
#[derive(Default)]
struct Plays {
    turn: u32,
    laid: Vec<(u32, u8, Decision)>,
}

impl Observer for Plays {
    fn turn(&mut self, game: &Game, _seat: u8) {
        self.turn = game.turns;
    }

    fn played(&mut self, _game: &Game, seat: u8, d: Decision) {
        self.laid.push((self.turn, seat, d));
    }
}

#[test]
fn i_d7_4_a_round_of_passes_does_not_end_the_game_while_a_card_can_be_laid() {
    // A real game (heroic, 4 seats, limit as worded, random players, seed 729): turns 43 to 46
    // are passes, but the gifts after turn 44 gave seat 2 an R2 that it can lay at rampart 2.
    let mut obs = Plays::default();
    let (_, end) = play_game(heroic(HeroLimit::OpponentCards), 4, &[PolicyKind::Random; 4], 729, &mut obs);
    assert!(!obs.laid.iter().any(|&(t, _, _)| (43..=46).contains(&t)), "{:?}", obs.laid);
    let r2 = Card::from_id("R2").unwrap();
    assert!(obs.laid.contains(&(47, 2, Decision::Lay { card: r2, at: 2, face: r2 })), "{:?}", obs.laid);
    assert!(end.turns > 47);
}

#[test]
fn i_d7_4_a_game_ends_without_a_victory_only_when_nobody_could_lay_a_card() {
    let def = Loaded::embedded().def;
    for r in &def.rulesets {
        for seats in [2u8, 4, 6] {
            if r.rules.hand_for(seats).is_err() {
                continue;
            }
            for seed in 0..400 {
                let (game, end) = play_game(r.rules, seats, &players(seats), seed, &mut NoObserver);
                if matches!(end.victory, Victory::Count | Victory::Gabriel | Victory::Draw) {
                    for s in 0..seats {
                        assert!(!game.has_play(s), "{} {seats} seats seed {seed}: seat {s} could still lay", r.name);
                    }
                }
            }
        }
    }
}

#[test]
fn d8_heroes_have_the_powers_of_the_table_for_their_faction() {
    let r = rules("heroic");
    let g = dealt(r, 2, N, ["R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5", "G1 G2", ""]);
    let p = |h| g.powers(h);
    // Normans: Richard free, Hoël a weight, Nordoard free, Hugues moves.
    assert!(p(Hero::Richard)[0] && !p(Hero::Richard)[1]);
    assert!(p(Hero::Hoel)[1] && !p(Hero::Hoel)[0]);
    assert!(p(Hero::Nordoard)[0]);
    assert!(p(Hero::Hugues)[3]);
    // Kingdom of France: either faction's power (D9.2).
    let k =
        dealt(rules("kingdom-heroic"), 2, N, ["R1 B1 R2 B2 R3 B3", "G1 G2 G3 G4 G5 G6 G7", "G1 G2 G3 G4 G5 G6 G7", ""]);
    assert!(k.powers(Hero::Richard)[0] && k.powers(Hero::Richard)[1]);
}

#[test]
fn d8_mainard_takes_an_enemy_warrior_to_his_side() {
    let r = rules("heroic");
    let mut g = dealt(r, 2, N, ["R1 R2 R3 R4 R5", "B6 B2 B3 B4 B5", "G1 G2", ""]);
    lay(&mut g, "R1", 0);
    lay(&mut g, "B6", 0);
    g.hands[0].add(Hero::Mainard.card());
    let b6 = Card::from_id("B6").unwrap();
    turn_with(&mut g, Decision::Move { card: Hero::Mainard.card(), from: 0, face: b6, to: 0 }, None);
    assert_eq!(g.rampart(0).unwrap().side(N), &[w("R1"), w("B6")]);
    assert!(g.rampart(0).unwrap().side(B).is_empty());
}

#[test]
fn d8_gabriel_seals_a_rampart_and_saint_aubert_shuts_out_mercenaries() {
    // Two Norman heroes in a row: the limit read as worded lets them (D8.1).
    let r = heroic(HeroLimit::OpponentCards);
    let mut g = dealt(r, 2, N, ["R1 R2 R3 R4 R5", "B6 B2 B3 B4 B5", "G1 G2", ""]);
    lay(&mut g, "R1", 0);
    lay(&mut g, "B6", 1);
    g.hands[0].add(Hero::Gabriel.card());
    g.hands[0].add(Hero::Aubert.card());
    g.hands[0].add(Card::from_id("G3").unwrap());
    turn_with(&mut g, Decision::Mark { card: Hero::Gabriel.card(), at: 0 }, None);
    assert_eq!(g.rampart(0).unwrap().status, Status::Sealed);
    lay(&mut g, "B2", 1);
    turn_with(&mut g, Decision::Mark { card: Hero::Aubert.card(), at: 1 }, None);
    lay(&mut g, "B3", 1);
    let g3 = Card::from_id("G3").unwrap();
    let err = refused(&g, Decision::Lay { card: g3, at: 0, face: g3 });
    assert!(err.contains("D5.4, D8"), "{err}");
    let err = refused(&g, Decision::Lay { card: g3, at: 1, face: g3 });
    assert!(err.contains("Saint Aubert is (D8)"), "{err}");
}

#[test]
fn d8_lothaire_lays_a_chosen_mercenary_and_shuffles_the_pile() {
    let r = rules("heroic");
    let mut g = dealt(r, 2, N, ["R1 R2 R3 R4 R5", "B6 B2 B3 B4 B5", "G1 G2 G7 G3", ""]);
    g.hands[0].add(Hero::Lothaire.card());
    let g7 = Card::from_id("G7").unwrap();
    turn_with(&mut g, Decision::Lothaire { at: 0, face: g7 }, None);
    assert_eq!(g.rampart(0).unwrap().side(N), &[w("G7")]);
    assert!(!g.piles[2].contains(g7));
}

#[test]
fn d9_1_with_four_players_partners_exchange_a_card_after_each_round() {
    let mut g = Game::new(rules("basic"), 4, 3, &mut NoObserver).unwrap();
    assert!(g.hands.iter().take(4).all(|h| h.len() == 4));
    let mut rng = fastrand::Rng::with_seed(3);
    let mut gifts = 0;
    while g.to_move().is_some() && gifts < 4 {
        if g.phase == Phase::Gift {
            gifts += 1;
        }
        let d = g.random_decision(&mut rng).unwrap();
        g.apply(d, &mut NoObserver);
    }
    assert_eq!(gifts, 4, "after the fourth turn, each of the 4 players gives a card");
    assert!(g.hands.iter().take(4).all(|h| h.len() == 4));
}

#[test]
fn d9_2_the_kingdom_of_france_is_for_two_players() {
    let k = rules("kingdom");
    assert!(k.hand_for(4).unwrap_err().contains("D9.2"));
    let g = Game::new(k, 2, 5, &mut NoObserver).unwrap();
    // Each player starts with 5 of his 7 mercenaries; the faction cards form one pile.
    for seat in 0..2 {
        assert!(g.hands[seat].cards().all(|c| c.id().starts_with('G')));
        assert_eq!(g.piles[1 + seat].len(), 2);
    }
    assert_eq!(g.piles[0].len(), 28);
}

#[test]
fn d9_3_battle_royale_deals_everything_from_one_pile() {
    let g = Game::new(rules("royale-heroic"), 6, 5, &mut NoObserver).unwrap();
    assert_eq!(g.rules.deal, Deal::Royale);
    assert_eq!(g.hands.iter().map(|h| h.len()).sum::<usize>(), 18);
    assert_eq!(g.piles[0].len(), 50 - 18);
}
