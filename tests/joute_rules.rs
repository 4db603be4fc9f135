//! One test or more per rule of Joute (docs/joute-rules.md), on positions described by hand with
//! the die's rolls given. Test names start with the rule id.

use scriptorium::games::joute::Loaded;
use scriptorium::games::joute::engine::{
    Decision, End, Game, Illegal, Landing, Move, NoObserver, Observer, Phase, Rules, Setup,
};

fn rules(name: &str) -> Rules {
    Loaded::embedded().def.rules(name).unwrap()
}

fn kind(id: &str) -> u8 {
    Loaded::embedded().def.card_index(id).unwrap_or_else(|| panic!("no card {id}"))
}

fn kinds(ids: &str) -> Vec<u8> {
    ids.split_whitespace().map(kind).collect()
}

/// What a test watches: the moves, the spaces' effects, the draws and plays, the end.
#[derive(Default)]
struct Seen {
    moves: Vec<Move>,
    landings: Vec<(u8, u8, Landing)>,
    draws: Vec<(u8, u8)>,
    idle: Vec<u8>,
    played: Vec<(Decision, bool)>,
    end: Option<End>,
    rolls: Vec<Vec<u8>>,
}

impl Observer for Seen {
    fn rolled(&mut self, round: &[u8; 4]) {
        self.rolls.push(round.to_vec());
    }
    fn moved(&mut self, _seat: u8, mv: Move) {
        self.moves.push(mv);
    }
    fn landed(&mut self, _game: &Game, seat: u8, space: u8, landing: Landing) {
        self.landings.push((seat, space, landing));
    }
    fn drew(&mut self, seat: u8, card: u8) {
        self.draws.push((seat, card));
    }
    fn idle(&mut self, seat: u8) {
        self.idle.push(seat);
    }
    fn played(&mut self, _game: &Game, _seat: u8, d: Decision, back: bool) {
        self.played.push((d, back));
    }
    fn ended(&mut self, _game: &Game, end: &End) {
        self.end = Some(*end);
    }
}

/// Two players; seat 0 to play, on `pawn` with marker `destiny`, the die rolling `dice`.
fn two(pawn: u8, destiny: i8, dice: &[u8]) -> Setup {
    Setup {
        seats: 2,
        pawns: vec![pawn, 0],
        destiny: vec![destiny, 0],
        front: vec![vec![], vec![]],
        hands: vec![kinds("lance fever injury sword"), kinds("helm shield storm banner")],
        dice: dice.to_vec(),
        seed: 7,
        ..Setup::default()
    }
}

/// The position after seat 0's move (and draw), watched.
fn moved(rules: Rules, setup: &Setup) -> (Game, Seen) {
    let mut g = Game::from_position(rules, setup).unwrap_or_else(|e| panic!("{e:?}"));
    let mut seen = Seen::default();
    g.advance(&mut seen);
    (g, seen)
}

fn standard(setup: &Setup) -> (Game, Seen) {
    moved(rules("standard"), setup)
}

#[test]
fn j1_4_the_box_holds_72_cards_24_adversity_and_48_acquired() {
    let r = rules("standard");
    let deck = r.deck;
    assert_eq!(deck.total(), 72);
    let adversity =
        (0..deck.len).filter(|&k| !deck.is_acquired(k)).map(|k| deck.copies[k as usize] as u32).sum::<u32>();
    assert_eq!(adversity, 24);
    let plus_two: Vec<u8> = (0..deck.len).filter(|&k| deck.gain(k) == 2).collect();
    assert_eq!(plus_two, kinds("hauberk sword helm shield"));
    assert_eq!((0..deck.len).filter(|&k| deck.gain(k) == 1).count(), 8);
    assert_eq!(deck.gain(kind("squire")), 1);
}

#[test]
fn j2_1_the_highest_roll_begins_and_ties_roll_again() {
    let mut rerolled = 0;
    for seed in 0..400 {
        let mut seen = Seen::default();
        let g = Game::new(rules("standard"), 4, seed, &mut seen).unwrap();
        let last = seen.rolls.last().unwrap();
        let high = *last.iter().max().unwrap();
        assert_eq!(last.iter().filter(|&&r| r == high).count(), 1, "seed {seed}: {:?}", seen.rolls);
        assert_eq!(last[g.first as usize], high);
        // A later round: only the seats tied for the highest roll of the round before roll.
        for pair in seen.rolls.windows(2) {
            rerolled += 1;
            let top = *pair[0].iter().max().unwrap();
            for (before, after) in pair[0].iter().zip(&pair[1]) {
                assert_eq!(*after != 0, *before == top, "seed {seed}: {:?}", seen.rolls);
            }
        }
    }
    assert!(rerolled > 20, "ties happen often with 4 players: {rerolled}");
}

#[test]
fn j2_2_hands_of_four_come_from_the_top_of_one_shuffled_pile_in_turn_order() {
    struct Deal(Vec<Vec<u8>>, Vec<u8>, u8);
    impl Observer for Deal {
        fn setup(&mut self, g: &Game) {
            self.0 = (0..g.seats).map(|s| g.hands[s as usize].cards().collect()).collect();
            self.1 = g.shuffled().to_vec();
            self.2 = g.first;
        }
    }
    let mut d = Deal(Vec::new(), Vec::new(), 0);
    Game::new(rules("standard"), 3, 11, &mut d).unwrap();
    let mut sorted = d.1.clone();
    sorted.sort();
    assert_eq!(sorted, rules("standard").deck.cards().collect::<Vec<_>>(), "one pile of the whole box");
    for i in 0..3u8 {
        let seat = ((d.2 + i) % 3) as usize;
        let mut top: Vec<u8> = d.1[4 * i as usize..4 * i as usize + 4].to_vec();
        top.sort();
        assert_eq!(d.0[seat], top, "seat {seat}");
    }
}

#[test]
fn j2_3_markers_and_pawns_start_on_zero() {
    struct Start(Vec<(u8, i8)>);
    impl Observer for Start {
        fn setup(&mut self, g: &Game) {
            self.0 = (0..g.seats as usize).map(|s| (g.pawns[s], g.destiny[s])).collect();
        }
    }
    let mut s = Start(Vec::new());
    Game::new(rules("standard"), 4, 3, &mut s).unwrap();
    assert_eq!(s.0, vec![(0, 0); 4]);
}

#[test]
fn j3_1_a_pawn_moves_its_positive_destiny_then_the_die() {
    let (g, seen) = standard(&two(10, 3, &[4]));
    assert_eq!(seen.moves[0], Move { from: 10, destiny: 3, die: 4, to: 17, bounced: false });
    assert_eq!(g.pawns[0], 17);
}

#[test]
fn j3_1_a_negative_destiny_moves_nothing_but_the_die_does() {
    let (g, seen) = standard(&two(10, -5, &[2]));
    assert_eq!((seen.moves[0].destiny, g.pawns[0]), (0, 12));
}

#[test]
fn j3_1_only_the_end_of_the_whole_move_counts_not_a_special_space_passed() {
    // 33 + 2 + 3 passes over 35 and ends on 38.
    let (g, seen) = standard(&two(33, 2, &[3]));
    assert_eq!(g.pawns[0], 38);
    assert!(seen.landings.is_empty());
    // Scale and die as one total: 30 + 2 + 3 ends on 35 (J4.2).
    let (g, _) = standard(&two(30, 2, &[3]));
    assert_eq!(g.pawns[0], 0);
}

#[test]
fn j3_2_the_player_draws_the_top_card() {
    let mut s = two(0, 0, &[1]);
    (s.pile, s.pile_only) = (kinds("oath ransom"), true);
    let (g, seen) = standard(&s);
    assert_eq!(seen.draws, vec![(0, kind("oath"))]);
    assert_eq!(g.hands[0].len(), 5);
    assert_eq!(g.pile(), &[kind("ransom")][..]);
    assert_eq!(g.phase, Phase::Play);
}

#[test]
fn j3_3a_an_acquired_card_raises_its_owner_s_destiny_by_its_value() {
    let (mut g, _) = standard(&two(0, 1, &[1]));
    g.play(Decision::Acquire { card: kind("sword") }, &mut NoObserver).unwrap();
    assert_eq!(g.destiny[0], 3);
    assert_eq!(g.front[0], 1 << kind("sword"));
}

#[test]
fn j3_3a_the_destiny_never_goes_above_the_scale() {
    let (mut g, _) = standard(&two(0, 11, &[1]));
    g.play(Decision::Acquire { card: kind("sword") }, &mut NoObserver).unwrap();
    assert_eq!(g.destiny[0], 12);
}

#[test]
fn j3_3a_one_acquired_card_of_each_kind() {
    let mut s = two(0, 0, &[1]);
    s.front[0] = kinds("lance");
    let (mut g, _) = standard(&s);
    assert_eq!(g.play(Decision::Acquire { card: kind("lance") }, &mut NoObserver), Err(Illegal::AlreadyAcquired));
    assert_eq!(g.play(Decision::Acquire { card: kind("fever") }, &mut NoObserver), Err(Illegal::NotAcquired));
}

#[test]
fn j3_3b_an_adversity_card_lowers_the_opponent_s_destiny_by_3() {
    let mut s = two(0, 0, &[1]);
    s.destiny[1] = 5;
    s.pawns[1] = 20;
    let (mut g, mut seen) = standard(&s);
    g.apply(Decision::Strike { card: kind("fever"), target: 1 }, &mut seen);
    assert_eq!((g.destiny[1], g.pawns[1]), (2, 20));
    assert_eq!(seen.played, vec![(Decision::Strike { card: kind("fever"), target: 1 }, false)]);
}

#[test]
fn j3_3b_a_destiny_below_zero_sends_the_pawn_back_to_start_whatever_it_was() {
    for before in [2, -1, -11] {
        let mut s = two(0, 0, &[1]);
        s.destiny[1] = before;
        s.pawns[1] = 20;
        let (mut g, mut seen) = standard(&s);
        g.apply(Decision::Strike { card: kind("fever"), target: 1 }, &mut seen);
        assert_eq!(g.destiny[1], (before - 3).max(-12), "never below the scale");
        assert_eq!(g.pawns[1], 0, "from {before}");
        assert!(seen.played[0].1);
    }
}

#[test]
fn j3_3b_a_pawn_already_on_start_is_not_said_to_go_back() {
    let (mut g, mut seen) = standard(&two(0, 0, &[1]));
    g.apply(Decision::Strike { card: kind("fever"), target: 1 }, &mut seen);
    assert_eq!((g.destiny[1], g.pawns[1], seen.played[0].1), (-3, 0, false));
}

#[test]
fn j3_3b_at_most_four_adversity_cards_all_different() {
    let mut s = two(0, 0, &[1]);
    s.front[1] = kinds("injury");
    let (mut g, _) = standard(&s);
    assert_eq!(
        g.play(Decision::Strike { card: kind("injury"), target: 1 }, &mut NoObserver),
        Err(Illegal::TargetHasKind)
    );
    s.front[1] = kinds("injury disgrace treachery ransom");
    let (mut g, _) = standard(&s);
    assert_eq!(g.play(Decision::Strike { card: kind("fever"), target: 1 }, &mut NoObserver), Err(Illegal::TargetFull));
    assert!(!g.legal().iter().any(|d| matches!(d, Decision::Strike { .. })));
}

#[test]
fn j3_3b_an_adversity_card_goes_to_an_opponent_only() {
    let (mut g, _) = standard(&two(0, 0, &[1]));
    assert_eq!(
        g.play(Decision::Strike { card: kind("fever"), target: 0 }, &mut NoObserver),
        Err(Illegal::NotAnOpponent)
    );
    assert_eq!(
        g.play(Decision::Strike { card: kind("fever"), target: 2 }, &mut NoObserver),
        Err(Illegal::NotAnOpponent)
    );
    assert_eq!(
        g.play(Decision::Strike { card: kind("lance"), target: 1 }, &mut NoObserver),
        Err(Illegal::NotAdversity)
    );
}

#[test]
fn j3_3c_and_j3_4_any_card_of_the_hand_can_be_discarded() {
    let mut s = two(0, 0, &[1]);
    s.front[0] = kinds("lance");
    s.front[1] = kinds("injury disgrace treachery ransom");
    let (mut g, _) = standard(&s);
    // The lance and the fever cannot be played otherwise, and can be discarded.
    let legal = g.legal();
    for card in kinds("lance fever injury sword") {
        assert!(legal.contains(&Decision::Discard { card }));
    }
    g.play(Decision::Discard { card: kind("lance") }, &mut NoObserver).unwrap();
    assert_eq!(g.discards(), 1);
    assert_eq!(g.play(Decision::Discard { card: kind("oath") }, &mut NoObserver).map(|_| ()), Err(Illegal::NotInHand));
}

#[test]
fn j4_1_respite_removes_the_chosen_adversity_card_and_raises_the_destiny() {
    let mut s = two(26, 1, &[3]);
    s.front[0] = kinds("fever injury");
    let (mut g, mut seen) = standard(&s);
    assert_eq!((g.pawns[0], g.phase), (30, Phase::Relief));
    assert_eq!(g.legal(), vec![Decision::Relief { card: kind("injury") }, Decision::Relief { card: kind("fever") }]);
    g.apply(Decision::Relief { card: kind("fever") }, &mut seen);
    assert_eq!((g.destiny[0], g.front[0], g.discards()), (4, 1 << kind("injury"), 1));
    assert_eq!(seen.landings, vec![(0, 30, Landing::Relieved { card: kind("fever"), back: false })]);
    assert_eq!(g.phase, Phase::Play, "then the draw and the play");
}

#[test]
fn j4_1_respite_with_one_adversity_card_takes_it_without_asking() {
    let mut s = two(26, 1, &[3]);
    s.front[0] = kinds("storm");
    let (g, seen) = standard(&s);
    assert_eq!((g.front[0], g.destiny[0], g.phase), (0, 4, Phase::Play));
    assert_eq!(seen.landings, vec![(0, 30, Landing::Relieved { card: kind("storm"), back: false })]);
}

#[test]
fn j4_1_respite_leaving_the_destiny_below_zero_sends_the_pawn_back() {
    let mut s = two(24, -5, &[6]);
    s.front[0] = kinds("storm");
    let (g, seen) = standard(&s);
    assert_eq!((g.destiny[0], g.pawns[0]), (-2, 0));
    assert_eq!(seen.landings, vec![(0, 30, Landing::Relieved { card: kind("storm"), back: true })]);
}

#[test]
fn j4_1_respite_without_adversity_does_nothing() {
    let (g, seen) = standard(&two(24, 0, &[6]));
    assert_eq!((g.destiny[0], g.pawns[0]), (0, 30));
    assert_eq!(seen.landings, vec![(0, 30, Landing::Nothing)]);
}

#[test]
fn j4_2_broken_lance_sends_the_pawn_back_to_start() {
    let (g, seen) = standard(&two(31, 0, &[4]));
    assert_eq!(g.pawns[0], 0);
    assert_eq!(seen.landings, vec![(0, 35, Landing::Back)]);
}

#[test]
fn j4_3_unhorsed_sends_back_a_knight_without_a_squire() {
    let (g, _) = standard(&two(36, 0, &[4]));
    assert_eq!(g.pawns[0], 0);
}

#[test]
fn j4_3_the_squire_keeps_his_knight_on_space_40() {
    let mut s = two(36, 0, &[4]);
    s.front[0] = kinds("squire");
    let (g, seen) = standard(&s);
    assert_eq!(g.pawns[0], 40);
    assert_eq!(seen.landings, vec![(0, 40, Landing::Saved)]);
}

#[test]
fn j4_4_outnumbered_sends_back_a_knight_with_fewer_than_ten_acquired_cards() {
    let mut s = two(41, 0, &[4]);
    s.front[0] = kinds("hauberk sword helm shield squire lance destrier spurs gauntlets");
    let (g, _) = standard(&s);
    assert_eq!(g.pawns[0], 0);
}

#[test]
fn j4_4_ten_acquired_cards_hold_space_45() {
    let mut s = two(41, 0, &[4]);
    s.front[0] = kinds("hauberk sword helm shield squire lance destrier spurs gauntlets banner");
    s.hands[0] = kinds("oath");
    let (g, seen) = standard(&s);
    assert_eq!(g.pawns[0], 45);
    assert_eq!(seen.landings, vec![(0, 45, Landing::Saved)]);
}

#[test]
fn j5_with_the_pile_empty_nobody_draws_and_an_empty_hand_only_moves() {
    let mut s = two(0, 0, &[2, 3, 1]);
    s.pile_only = true;
    s.hands = vec![Vec::new(), kinds("fever")];
    let (mut g, mut seen) = standard(&s);
    // Seat 0 moved, drew nothing, had no card: seat 1 moved and must play.
    assert_eq!((g.pawns[0], g.seat, g.phase), (2, 1, Phase::Play));
    assert_eq!(seen.idle, vec![0]);
    assert!(seen.draws.is_empty());
    g.apply(Decision::Strike { card: kind("fever"), target: 0 }, &mut seen);
    assert_eq!(g.pawns[0], 0, "the fever's -3 sent seat 0 back");
    // Both hands are empty now: the game goes on by itself, moves only, to its end.
    g.advance(&mut seen);
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(seen.idle.len() + 2, seen.moves.len(), "every turn after seat 1's play was a move only");
}

#[test]
fn j6_1_a_pawn_ending_exactly_on_the_finish_wins_at_once() {
    let (g, seen) = standard(&two(45, 1, &[4]));
    assert_eq!(seen.end, Some(End { winner: Some(0), turns: 1 }));
    assert_eq!(g.phase, Phase::Over);
    assert!(seen.draws.is_empty(), "the winner neither draws nor plays");
}

#[test]
fn j6_2_a_move_past_the_finish_bounces_back_by_the_excess() {
    let (g, seen) = standard(&two(47, 0, &[4]));
    assert_eq!(seen.moves[0], Move { from: 47, destiny: 0, die: 4, to: 49, bounced: true });
    assert_eq!(g.pawns[0], 49);
}

#[test]
fn j6_2_a_bounce_onto_45_sends_the_pawn_back() {
    let (g, seen) = standard(&two(49, 0, &[6]));
    assert_eq!(seen.moves[0].to, 45);
    assert_eq!((g.pawns[0], seen.landings.clone()), (0, vec![(0, 45, Landing::Back)]));
}

#[test]
fn j6_3_a_bounce_never_goes_below_start() {
    let mut r = rules("standard");
    r.finish = 10;
    r.spaces = [Default::default(); 100];
    let (g, seen) = moved(r, &two(9, 12, &[6]));
    assert_eq!((seen.moves[0].to, g.pawns[0]), (0, 0));
}

#[test]
fn j6_4_a_game_stops_without_a_winner_at_the_turn_limit() {
    let mut r = rules("standard");
    r.turn_limit = 10;
    let mut s = two(0, 0, &[1]);
    s.turns = 10;
    let (g, seen) = moved(r, &s);
    assert_eq!(seen.end, Some(End { winner: None, turns: 10 }));
    assert_eq!(g.phase, Phase::Over);
}

#[test]
fn switch_bounce_false_a_move_reaching_or_passing_the_finish_wins() {
    let (g, seen) = moved(rules("no-bounce"), &two(47, 0, &[6]));
    assert_eq!((g.pawns[0], seen.end.map(|e| e.winner)), (50, Some(Some(0))));
}

#[test]
fn switch_negative_start_false_a_negative_destiny_keeps_the_pawn_in_place() {
    let mut r = rules("standard");
    r.negative_start = false;
    let mut s = two(0, 0, &[1]);
    s.pawns[1] = 20;
    let (mut g, _) = moved(r, &s);
    g.apply(Decision::Strike { card: kind("fever"), target: 1 }, &mut NoObserver);
    assert_eq!((g.destiny[1], g.pawns[1]), (-3, 20));
}

#[test]
fn a_position_that_cannot_arise_is_refused_with_its_rule() {
    let mut s = two(0, 0, &[1]);
    s.hands[0] = kinds("lance lance lance lance");
    s.front[0] = kinds("lance");
    let e = Game::from_position(rules("standard"), &s).err().unwrap();
    assert!(e.iter().any(|m| m.contains("J1.4")), "{e:?}");
    // Named as the game names its cards, not by an index.
    let def = &Loaded::embedded().def;
    let name = |k: u8| def.cards[k as usize].id.clone();
    let e = Game::from_named_position(rules("standard"), &s, &name).err().unwrap();
    assert!(e.iter().any(|m| m == "lance is placed 5 times, but the box holds 4 (J1.4)"), "{e:?}");
    let mut s = two(50, 0, &[1]);
    s.destiny[1] = 13;
    let e = Game::from_position(rules("standard"), &s).err().unwrap();
    assert!(e.iter().any(|m| m.contains("J6.1")) && e.iter().any(|m| m.contains("J1.2")), "{e:?}");
}
