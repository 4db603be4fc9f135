//! Joute's rulebooks: the worked examples (content/joute/examples.toml) played by the engine with
//! the designer's expectations checked, a contradicted expectation or a refused play named with
//! its place and rule, the steps and captions carrying the engine's numbers, and the PDF of every
//! language with its sections, captions and steps.

use crate::common::{assert_print_ready_rulebook, assert_rulebook_prints, build_rulebooks, pdf_text, squash};
use scriptorium::content::PackSource;
use scriptorium::games::joute::Loaded;
use scriptorium::games::joute::engine::{Decision, Landing};
use scriptorium::games::joute::messages::SECTIONS;
use scriptorium::games::joute::rulebook::examples::{Event, Examples, run_all};
use scriptorium::games::joute::rulebook::{self, RulebookData, RulebookInput};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::OnceLock;

const LANGUAGES: [&str; 4] = ["fr", "en", "de", "es"];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The four rulebooks, built once as `scriptorium build --game joute` does.
fn pdfs() -> &'static BTreeMap<String, Vec<u8>> {
    static CELL: OnceLock<BTreeMap<String, Vec<u8>>> = OnceLock::new();
    CELL.get_or_init(|| build_rulebooks("joute", &LANGUAGES))
}

fn runs() -> Vec<scriptorium::games::joute::rulebook::examples::ExampleRun> {
    let game = Loaded::embedded();
    run_all(&game.def, game.examples().unwrap_or_else(|d| panic!("{d:?}"))).unwrap_or_else(|e| panic!("{e}"))
}

/// What scriptorium hands the template in one language.
fn data(lang: &str) -> RulebookData {
    data_with(lang, |_| {})
}

/// What scriptorium hands the template in one language, the game's numbers changed by `change`.
fn data_with(lang: &str, change: impl Fn(&mut scriptorium::games::joute::engine::Rules)) -> RulebookData {
    let pack = PackSource::Dir(repo());
    let mut game = Loaded::embedded();
    for r in &mut game.def.rulesets {
        change(&mut r.rules);
    }
    let runs = runs();
    let locale = pack.load_locale("joute", lang).unwrap();
    let template = pack.load_template("templates/joute/rulebook.typ").unwrap().text;
    let input = RulebookInput {
        def: &game.def,
        runs: &runs,
        locale: &locale,
        template: &template,
        art: &scriptorium::content::art::ArtSet::default(),
        faces: &|_| None,
    };
    rulebook::prepare(&input).unwrap_or_else(|e| panic!("{}", e.message)).0
}

#[test]
fn every_example_plays_as_its_expectations_say() {
    let runs = runs();
    let ids: Vec<&str> = runs.iter().map(|r| r.id.as_str()).collect();
    // A full turn, each special space, an Adversity sending a pawn back, the finish, the
    // bounces and the empty pile (issue 15).
    for id in [
        "turn",
        "adversity",
        "respite",
        "broken-lance",
        "unhorsed",
        "outnumbered",
        "finish",
        "bounce",
        "bounce-45",
        "empty-pile",
    ] {
        assert!(ids.contains(&id), "the example {id:?} is played");
    }
}

#[test]
fn j4_the_examples_meet_each_special_space_with_its_outcome() {
    let runs = runs();
    let outcome = |id: &str| -> Vec<Landing> {
        runs.iter()
            .find(|r| r.id == id)
            .unwrap()
            .events
            .iter()
            .filter_map(|e| if let Event::Landed { landing, .. } = e { Some(*landing) } else { None })
            .collect()
    };
    assert!(matches!(outcome("respite")[..], [Landing::Relieved { back: false, .. }]), "J4.1");
    assert_eq!(outcome("broken-lance"), vec![Landing::Back], "J4.2");
    assert_eq!(outcome("unhorsed"), vec![Landing::Saved, Landing::Back], "J4.3: the squire saves one knight");
    assert_eq!(outcome("outnumbered"), vec![Landing::Saved], "J4.4");
    assert_eq!(outcome("bounce-45"), vec![Landing::Back], "J6.2 and J4.4");
}

#[test]
fn j3_3b_the_adversity_example_sends_its_target_back_to_start() {
    let runs = runs();
    let run = runs.iter().find(|r| r.id == "adversity").unwrap();
    let struck = run.events.iter().find_map(|e| match *e {
        Event::Played { decision: Decision::Strike { target, .. }, back, destiny, .. } => Some((target, back, destiny)),
        _ => None,
    });
    let (target, back, destiny) = struck.expect("a strike");
    assert!(back && destiny < 0);
    assert_eq!(run.after.pawns[target as usize], 0);
}

/// The first problem of the examples of `source` (an examples.toml), which parse but which the
/// engine refuses to play as written.
fn refused(source: &str) -> scriptorium::diagnostic::Diagnostic {
    let game = Loaded::embedded();
    let examples = Examples::parse("examples.toml", source, &game.def).unwrap();
    run_all(&game.def, &examples).err().expect("the engine refuses the example").0.remove(0)
}

#[test]
fn an_expectation_the_engine_contradicts_stops_the_build_with_its_location() {
    // Space 35 sends the pawn back to Start.
    let d = &refused(
        "[[example]]\nid = \"wrong\"\npawns = [31, 0]\nseats = 2\n\
        hands = [\"lance fever injury storm\", \"helm shield banner spurs\"]\ndiscard = 12\ndice = [4]\n\
        plays = [\"acquire:lance\"]\n[example.expect]\npawns = [35, 0]\n",
    );
    assert!(d.message.contains("example \"wrong\"") && d.message.contains("[0, 0]"), "{}", d.message);
    assert!(d.message.contains("J4"), "{}", d.message);
    assert_eq!(d.line, 10, "located at the expectation: {d:?}");
}

#[test]
fn a_play_the_engine_refuses_names_the_example_and_the_rule() {
    // A second lance.
    let d = refused(
        "[[example]]\nid = \"bad\"\nseats = 2\nfront = [\"lance\", \"\"]\ndestiny = [1, 0]\n\
        hands = [\"lance fever injury storm\", \"helm shield banner spurs\"]\ndiscard = 1\ndice = [2]\n\
        plays = [\"acquire:lance\"]\n",
    );
    assert!(d.message.contains("J3.3 a"), "{}", d.message);
    assert_eq!(d.line, 9, "located at the play: {d:?}");
}

#[test]
fn a_position_that_cannot_arise_is_refused_with_its_rule() {
    let d = refused(
        "[[example]]\nid = \"five\"\nseats = 2\nhands = [\"fever fever fever fever fever\", \"\"]\ndice = [1]\n",
    );
    assert!(d.message.contains("J1.4"), "{}", d.message);
}

#[test]
fn j3_3_a_marker_that_does_not_follow_from_the_cards_in_front_is_refused_at_its_line() {
    let d = &refused(
        "[[example]]\nid = \"odd\"\nseats = 2\nfront = [\"sword\", \"\"]\ndestiny = [5, 0]\n\
        hands = [\"lance fever injury storm\", \"helm shield banner spurs\"]\ndiscard = 1\ndice = [2]\nturns = 1\n",
    );
    assert!(d.message.contains("player 1's marker is 5") && d.message.contains("make 2"), "{}", d.message);
    assert_eq!(d.line, 5, "located at destiny: {d:?}");
}

#[test]
fn an_unknown_card_in_examples_toml_is_named_with_its_line() {
    let game = Loaded::embedded();
    let source = "[[example]]\nid = \"x\"\nhands = [\"lance\", \"mace\"]\n";
    let err = Examples::parse("examples.toml", source, &game.def).err().unwrap();
    assert!(err.0[0].message.contains("\"mace\"") && err.0[0].line == 3, "{:?}", err.0[0]);
}

#[test]
fn the_steps_and_captions_carry_the_engines_numbers() {
    let d = data("fr");
    let runs = runs();
    let turn = runs.iter().find(|r| r.id == "turn").unwrap();
    let mv = turn.events.iter().find_map(|e| if let Event::Moved { mv, .. } = e { Some(*mv) } else { None }).unwrap();
    // "case 12" is written with a no-break space.
    let plain = |s: &str| s.replace('\u{a0}', " ");
    let steps = &d.examples["turn"].steps;
    assert!(plain(&steps[0]).contains(&format!("case {} à la case {}", mv.from, mv.to)), "{}", steps[0]);
    let caption = plain(&d.examples["turn"].caption);
    assert!(caption.contains(&format!("case {}", turn.after.pawns[0])), "{caption}");
    // At the top of the scale, the step tells that the marker did not rise.
    let capped = &d.examples["outnumbered"].steps;
    assert!(capped.iter().any(|s| s.contains("ne peut monter plus haut")), "{capped:?}");
}

#[test]
fn i_j6_3_the_bounce_below_start_is_stated_only_where_the_numbers_reach_it() {
    for lang in LANGUAGES {
        // A die of 6 and a destiny up to +12 never go 51 spaces past the finish: no box.
        let plain = data(lang);
        assert!(!plain.text["rb-end-body"].contains("[I-J6.3]"), "{lang}: {}", plain.text["rb-end-body"]);
        // On a track of 12 spaces they can: the book says what happens.
        let short = data_with(lang, |r| r.finish = 12);
        assert!(short.text["rb-end-body"].contains("> [I-J6.3] "), "{lang}: {}", short.text["rb-end-body"]);
    }
}

#[test]
fn every_language_pdf_has_its_sections_captions_and_steps() {
    for lang in LANGUAGES {
        let (pdf, d) = (&pdfs()[lang], data(lang));
        let titles: Vec<&String> = SECTIONS.iter().map(|id| &d.text[&format!("{id}-title")]).collect();
        let examples = d.examples.iter().map(|(id, e)| (id, &e.caption, e.steps.as_slice()));
        assert_rulebook_prints(lang, pdf, titles, examples);
        if lang != "fr" {
            let text = pdf_text(pdf);
            for french in ["destinée", "pioche", "Départ"] {
                assert!(!text.contains(&squash(french)), "{lang}: the French word {french:?} is printed");
            }
        }
    }
}

#[test]
fn rulebooks_are_pdf_a_2b_and_pdf_ua_1_with_a_multiple_of_four_pages() {
    for lang in LANGUAGES {
        assert_print_ready_rulebook(lang, &pdfs()[lang]);
    }
}

/// A position a real game reaches, in which each test below plants one defect: two players,
/// player 1 to play after two rounds (each player has laid one Acquired card and discarded one),
/// every hand of 4 cards, the rest of the box in the draw pile.
const POSITION: &str = "[[example]]\nid = \"x\"\nseats = 2\nfront = [\"lance\", \"sword\"]\ndestiny = [1, 2]\n\
    hands = [\"fever injury storm oath\", \"helm shield banner spurs\"]\ndiscard = 2\ndice = [3]\n\
    plays = [\"discard:oath\"]\n";

/// The only problem of the examples of `source`: the position no game reaches, with its rule.
fn impossible(source: &str) -> scriptorium::diagnostic::Diagnostic {
    let game = Loaded::embedded();
    let examples = Examples::parse("examples.toml", source, &game.def).unwrap_or_else(|e| panic!("{e}"));
    let mut problems = run_all(&game.def, &examples).err().expect("the position is refused").0;
    assert_eq!(problems.len(), 1, "one problem: {problems:#?}");
    let d = problems.remove(0);
    assert!(d.message.starts_with("example \"x\": the position cannot arise: "), "{}", d.message);
    d
}

#[test]
fn a_position_a_game_reaches_is_played() {
    let game = Loaded::embedded();
    let examples = Examples::parse("examples.toml", POSITION, &game.def).unwrap();
    run_all(&game.def, &examples).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn j1_4_a_card_placed_more_often_than_the_box_holds_it_is_named_with_its_places() {
    let d = impossible(&format!("{POSITION}pile = \"lance lance lance lance\"\n"));
    assert!(d.message.contains("the box holds 4 lance, but the position places 5 (1 in front of player 1, 4 in pile)"));
    assert!(d.message.contains("(J1.4)"), "{}", d.message);
    assert_eq!((d.line, d.column), (4, 10), "at the first place that holds it: {d:?}");
}

#[test]
fn j1_4_the_discard_pile_holds_no_more_than_the_cards_placed_nowhere_else() {
    let d = impossible(&POSITION.replace("discard = 2", "discard = 70"));
    assert!(d.message.contains("discard = 70") && d.message.contains("only 62 cards") && d.message.contains("(J1.4)"));
    assert_eq!(d.line, 7, "at `discard`: {d:?}");
}

#[test]
fn j5_a_pile_said_to_be_empty_holds_no_card() {
    let d = impossible(&format!("{POSITION}pile = \"\"\n"));
    assert!(d.message.contains("pile = \"\" says the draw pile is empty, but the 60 cards"), "{}", d.message);
    assert!(d.message.contains("(J5)"), "{}", d.message);
    assert_eq!(d.line, 10, "at `pile`: {d:?}");
}

#[test]
fn j3_2_every_hand_holds_four_cards_while_the_pile_lasts() {
    let d = impossible(&POSITION.replace("\"helm shield banner spurs\"", "\"helm shield\""));
    assert!(d.message.contains("player 2 holds 2 cards while the draw pile still has"), "{}", d.message);
    assert!(d.message.contains("(J2.2, J3.2, J3.3)"), "{}", d.message);
    assert_eq!((d.line, d.column), (6, 37), "at player 2's hand: {d:?}");
}

#[test]
fn j2_2_no_hand_holds_more_than_the_deal_at_the_beginning_of_a_turn() {
    let d = impossible(&POSITION.replace("\"fever injury storm oath\"", "\"fever injury storm oath lance\""));
    assert!(d.message.contains("player 1 holds 5 cards at the beginning of a turn, more than the 4"), "{}", d.message);
    assert_eq!((d.line, d.column), (6, 10), "at player 1's hand: {d:?}");
}

/// The position with the pile empty (every card placed nowhere else on the discard pile), player
/// 1 holding nothing and player 2 the cards `second`.
fn empty_pile(second: &str) -> String {
    let empty = POSITION.replace("discard = 2", "pile_only = true").replace("\"fever injury storm oath\"", "\"\"");
    empty.replace("\"helm shield banner spurs\"", &format!("\"{second}\""))
}

#[test]
fn j5_once_the_pile_is_empty_the_hands_shrink_in_turn_order() {
    // From the last draw, the two hands take turns to lose a card: they never differ by two.
    let d = impossible(&empty_pile("helm shield"));
    assert!(d.message.contains("with the draw pile empty, no game leaves the hands [0, 2]"), "{}", d.message);
    assert!(d.message.contains("(J3.3, J5)"), "{}", d.message);
    assert!(d.hint.as_deref().unwrap_or("").contains("[1, 1], [0, 0]"), "{d:?}");
    assert_eq!((d.line, d.column), (6, 10), "at the hand of the player whose turn begins: {d:?}");
}

#[test]
fn j2_1_with_the_pile_empty_the_hands_tell_whose_turn_it_is() {
    // Player 2 holds a card more than player 1: player 1 has played since, so it is player 2's turn.
    let d = impossible(&empty_pile("helm"));
    assert!(d.message.contains("the hands [0, 1] are those of the beginning of the turn of player 2, not player 1"));
    assert!(d.message.contains("(J2.1, J3.3, J5)"), "{}", d.message);
    assert_eq!(d.line, 2, "at the example, which writes neither `player` nor `first`: {d:?}");
}

#[test]
fn j2_1_the_cards_played_bring_the_turn_round_to_the_player_who_plays() {
    // Five cards played: five turns, so player 2's turn.
    let d = impossible(&format!("{}player = 1\n", POSITION.replace("discard = 2", "discard = 3")));
    assert!(d.message.contains("5 cards have been played since the deal (2 in front of the players, 3 on the discard"));
    assert!(d.message.contains("have come round to player 2, not player 1 (J2.1, J3.2, J3.3)"), "{}", d.message);
    assert_eq!(d.line, 10, "at `player`: {d:?}");
}

#[test]
fn j3_3_a_a_player_lays_no_more_acquired_cards_than_he_has_had_turns() {
    let three = POSITION.replace("[\"lance\", \"sword\"]", "[\"lance spurs destrier\", \"sword\"]");
    let d = impossible(&three.replace("destiny = [1, 2]", "destiny = [3, 2]").replace("discard = 2", "discard = 0"));
    assert!(d.message.contains("player 1 has 3 Acquired cards in front of him, but has played 2 cards in his 2 turns"));
    assert!(d.message.contains("(J3.3 a)"), "{}", d.message);
    assert_eq!((d.line, d.column), (4, 10), "at player 1's front: {d:?}");
}

#[test]
fn j3_3_b_the_adversity_in_front_of_a_player_comes_from_his_opponents_plays() {
    // Player 2 has laid an Acquired card in each of his three turns: none was left for the fever.
    let fronts = "[\"lance spurs fever\", \"sword helm shield\"]";
    let position = POSITION.replace("[\"lance\", \"sword\"]", fronts).replace("destiny = [1, 2]", "destiny = [-1, 6]");
    let d = impossible(&position.replace("discard = 2", "discard = 0"));
    assert!(
        d.message.contains("player 1 has 1 Adversity card in front of him, but his opponents have played only 0 cards")
    );
    assert!(d.message.contains("(J3.3 b)"), "{}", d.message);
    assert_eq!((d.line, d.column), (4, 10), "at player 1's front: {d:?}");
}

#[test]
fn discard_and_pile_only_together_are_refused_at_discard() {
    let game = Loaded::embedded();
    let source = format!("{POSITION}pile_only = true\n");
    let err = Examples::parse("examples.toml", &source, &game.def).err().expect("refused");
    assert!(err.0[0].message.contains("discard and pile_only = true"), "{:?}", err.0[0]);
    assert_eq!(err.0[0].line, 7, "at `discard`: {:?}", err.0[0]);
}

#[test]
fn a_track_that_leaves_out_a_pawn_sent_back_is_refused() {
    // Example "empty-pile" as the pack has it, its track cut short: player 3, struck on space 9
    // and sent back to Start (J4), would be drawn on Start with no trace of where it stood.
    let pack = include_str!("../content/joute/examples.toml");
    let start = pack.find("[[example]]\nid = \"empty-pile\"").expect("the example");
    let end = pack[start + 1..].find("[[example]]").map_or(pack.len(), |e| start + 1 + e);
    let example = &pack[start..end];
    assert!(example.contains("track = [9, 30]"), "{example}");
    let d = refused(&example.replace("track = [9, 30]", "track = [14, 30]"));
    assert!(d.message.contains("player 3's pawn stands on space 9") && d.message.contains("[14, 30]"), "{}", d.message);
}
