//! Le rocher des ducs's rulebooks: the worked examples (content/rocher-des-ducs/examples.toml)
//! played by the engine with the designer's expectations checked, positions that cannot arise
//! refused with their rule, and the PDF of every language with its sections, captions and the
//! engine's steps.

use crate::common::{assert_print_ready_rulebook, assert_rulebook_prints, build_rulebooks};
use scriptorium::content::PackSource;
use scriptorium::games::rocher_des_ducs::Loaded;
use scriptorium::games::rocher_des_ducs::engine::pile::Pile;
use scriptorium::games::rocher_des_ducs::engine::{Card, Faction, Game, NoObserver, Position, RampartSetup, Status};
use scriptorium::games::rocher_des_ducs::messages::SECTIONS;
use scriptorium::games::rocher_des_ducs::rulebook::examples::{Event, Examples, run_all};
use scriptorium::games::rocher_des_ducs::rulebook::{self, RulebookData, RulebookInput};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::OnceLock;

const LANGUAGES: [&str; 4] = ["fr", "en", "de", "es"];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The four rulebooks, built once as `scriptorium build --game rocher-des-ducs` does.
fn pdfs() -> &'static BTreeMap<String, Vec<u8>> {
    static CELL: OnceLock<BTreeMap<String, Vec<u8>>> = OnceLock::new();
    CELL.get_or_init(|| build_rulebooks("rocher-des-ducs", &LANGUAGES))
}

/// What scriptorium hands the template in one language.
fn data(lang: &str) -> RulebookData {
    let pack = PackSource::Dir(repo());
    let game = Loaded::embedded();
    let runs = run_all(&game.def, game.examples().unwrap()).unwrap_or_else(|e| panic!("{e}"));
    let locale = pack.load_locale("rocher-des-ducs", lang).unwrap();
    let template = pack.load_template("templates/rocher-des-ducs/rulebook.typ").unwrap().text;
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
    let game = Loaded::embedded();
    let examples = game.examples().unwrap_or_else(|d| panic!("{d:?}"));
    let runs = run_all(&game.def, examples).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(runs.len(), examples.examples.len());
    assert!(runs.len() >= 20, "formations, ties, claims, victories, King, rally, 8 heroes, gift");
}

#[test]
fn d5_3_the_refused_claim_example_is_refused_by_the_engine_with_its_rule() {
    let game = Loaded::embedded();
    let runs = run_all(&game.def, game.examples().unwrap()).unwrap();
    let run = runs.iter().find(|r| r.id == "claim-refused").unwrap();
    let refused = run.events.iter().find_map(|e| match e {
        Event::Refused { rule, mine, against, .. } => Some((rule.clone(), *mine, *against)),
        _ => None,
    });
    let (rule, mine, against) = refused.expect("the claim is refused");
    assert_eq!(rule, "D5.3");
    assert!(against.unwrap() > mine.unwrap(), "the Bretons' best completion beats the Normans' side");
}

#[test]
fn d5_5_the_king_example_ends_with_the_kings_win() {
    let game = Loaded::embedded();
    let runs = run_all(&game.def, game.examples().unwrap()).unwrap();
    let run = runs.iter().find(|r| r.id == "king").unwrap();
    let end = run.events.iter().find_map(|e| if let Event::Ended(end) = e { Some(*end) } else { None }).unwrap();
    assert_eq!(end.winner, Some(scriptorium::games::rocher_des_ducs::engine::Winner::King));
    assert_eq!(end.reached_by, Some(Faction::Normans));
}

#[test]
fn an_expectation_the_engine_contradicts_stops_the_build_with_its_location() {
    let game = Loaded::embedded();
    let source = "[[example]]\nid = \"wrong\"\nfocus = 0\n\
        ramparts = [{ at = 0, normans = \"R5 R6\", bretons = \"B1 B2\" }]\n\
        hands = [\"R7 G1 G2 R1 R3\", \"B6 B4 G3 G5 G7\"]\n\
        plays = [\"R7@0\", \"claim@0\", \"B6@1\"]\n\
        [example.expect]\nwon = { bretons = [0] }\n";
    let examples = Examples::parse("examples.toml", source).unwrap();
    let err = run_all(&game.def, &examples).err().expect("the engine gives rampart 0 to the Normans");
    let d = &err.0[0];
    assert!(d.message.contains("example \"wrong\"") && d.message.contains("[0]"), "{}", d.message);
    assert!(d.message.contains("D5.3"), "{}", d.message);
    assert_eq!(d.line, 8, "located at the expectation: {d:?}");
}

#[test]
fn a_play_the_engine_refuses_names_the_example_and_the_rule() {
    let game = Loaded::embedded();
    let source = "[[example]]\nid = \"bad\"\nramparts = [{ at = 0, normans = \"R5\", bretons = \"B5\" }]\n\
        hands = [\"R7 G1 G2 R1 R3\", \"B6 B4 G3 G5 G7\"]\nplays = [\"R7@3\"]\n";
    let examples = Examples::parse("examples.toml", source).unwrap();
    let err = run_all(&game.def, &examples).err().expect("position 3 is not at an end of the line");
    assert!(err.0[0].message.contains("D4.2"), "{}", err.0[0].message);
}

fn c(id: &str) -> Card {
    Card::from_id(id).unwrap()
}

fn position(ramparts: &[RampartSetup], hands: &[&str]) -> Result<Game, String> {
    let rules = Loaded::embedded().def.rules("basic").unwrap();
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| h.split_whitespace().map(c).collect()).collect();
    let position = Position { ramparts, hands: &hands, piles: [Pile::default(); 4] };
    Game::from_position(rules, 2, Faction::Normans, position, fastrand::Rng::with_seed(1), &mut NoObserver)
}

fn rampart(at: i8, normans: &str, bretons: &str, status: Status) -> RampartSetup {
    let side = |s: &str| s.split_whitespace().map(|w| (c(w), c(w))).collect();
    RampartSetup { at, sides: [side(normans), side(bretons)], beside: Vec::new(), status }
}

#[test]
fn d1_a_position_with_a_card_more_often_than_the_box_holds_it_is_refused() {
    let err = position(&[rampart(0, "R7 R7", "", Status::Contested)], &["R7", ""]).err().unwrap();
    assert!(err.contains("R7") && err.contains("D1"), "{err}");
}

#[test]
fn d4_2_a_position_with_a_gap_in_the_line_is_refused() {
    let r = [rampart(0, "R1", "", Status::Contested), rampart(2, "R2", "", Status::Contested)];
    let err = position(&r, &["", ""]).err().unwrap();
    assert!(err.contains("D4.2"), "{err}");
}

#[test]
fn d5_3_a_position_with_a_rampart_won_by_an_incomplete_side_is_refused() {
    let err = position(&[rampart(0, "R1 R2", "B1", Status::Won(Faction::Normans))], &["", ""]).err().unwrap();
    assert!(err.contains("D5.3"), "{err}");
}

#[test]
fn the_claim_steps_carry_the_engines_proof() {
    let d = data("en");
    let steps = &d.examples["claim-proved"].steps;
    let game = Loaded::embedded();
    let runs = run_all(&game.def, game.examples().unwrap()).unwrap();
    let proof = runs
        .iter()
        .find(|r| r.id == "claim-proved")
        .unwrap()
        .events
        .iter()
        .find_map(|e| if let Event::Claimed { proof, .. } = e { Some(*proof) } else { None })
        .unwrap();
    let claim = steps.iter().find(|s| s.contains(&format!("({})", proof.mine.sum()))).expect("the claim step");
    assert!(claim.contains(&format!("({})", proof.against.unwrap().sum())), "{claim}");
}

#[test]
fn every_language_pdf_has_its_sections_captions_and_steps() {
    for lang in LANGUAGES {
        let (pdf, d) = (&pdfs()[lang], data(lang));
        let titles: Vec<&String> = SECTIONS.iter().map(|id| &d.text[&format!("{id}-title")]).collect();
        let examples = d.examples.iter().map(|(id, e)| (id, &e.caption, e.steps.as_slice()));
        assert_rulebook_prints(lang, pdf, titles, examples);
    }
}

#[test]
fn rulebooks_are_pdf_a_2b_and_pdf_ua_1_with_a_multiple_of_four_pages() {
    for lang in LANGUAGES {
        assert_print_ready_rulebook(lang, &pdfs()[lang]);
    }
}

#[test]
fn d5_3_a_position_with_a_won_rampart_no_claim_could_have_proved_is_refused() {
    // Three 6s against a lone blue 7: a 7, 7, 7 could still beat them.
    let err = position(&[rampart(0, "R6 R6 G6", "B7", Status::Won(Faction::Normans))], &["", ""]).err().unwrap();
    assert!(err.contains("could be proved") && err.contains("D5.3"), "{err}");
}

/// The error an example's position gets, with the line it is reported at.
fn position_error(example: &str) -> (String, usize) {
    let source = format!("# an example\n[[example]]\nid = \"bad\"\n{example}");
    let examples = Examples::parse("examples.toml", &source).unwrap();
    let err = run_all(&Loaded::embedded().def, &examples).err().expect("the position is refused");
    (err.0[0].message.clone(), err.0[0].line)
}

#[test]
fn d1_an_example_whose_pile_is_said_empty_while_its_cards_are_nowhere_is_refused_at_its_line() {
    let (message, line) = position_error(
        "first = \"bretons\"\nramparts = [{ at = 0, normans = \"R5\", bretons = \"B5\" }]\n\
         hands = [\"B1 B2 B3 B4 B6\", \"R1 R2 R3 R4 R6\"]\npiles = { bretons = \"\" }\nplays = [\"B1@0\"]\n",
    );
    assert!(message.contains("nowhere") && message.contains("B7 B7") && message.contains("(D1, D2.1)"), "{message}");
    assert_eq!(line, 3, "located at the example");
}

#[test]
fn d3_an_example_where_a_faction_has_laid_more_cards_than_turns_allow_is_refused() {
    // The Normans, who began, are to play: the Bretons cannot have laid more cards than they.
    let (message, _) = position_error(
        "ramparts = [{ at = 0, normans = \"R5\", bretons = \"B5 B6\" }]\n\
         hands = [\"R1 R2 R3 R4 R6\", \"B1 B2 B3 B4 B7\"]\nplays = [\"R1@0\"]\n",
    );
    assert!(
        message.contains("the Normans have played 1 cards and the Bretons 2") && message.contains("D3"),
        "{message}"
    );
}

#[test]
fn d9_1_an_example_of_four_players_must_begin_at_a_whole_round() {
    // One card a faction: with two players a faction, a round lays two.
    let (message, _) = position_error(
        "seats = 4\nramparts = [{ at = 0, normans = \"R5\", bretons = \"B4\" }]\n\
         hands = [\"R1 R6 G2 G6\", \"B2 B5 G3 G4\", \"R2 R7 G1 G7\", \"B1 B6 B7 G5\"]\nplays = [\"R6@0\"]\n",
    );
    assert!(message.contains("2 a round") && message.contains("D9.1"), "{message}");
}

#[test]
fn d6_1_an_example_hand_short_of_cards_while_its_pile_has_some_is_refused() {
    // One card in each hand before a round, while the piles are full (D2.2, D6.1).
    let (message, _) = position_error(
        "ramparts = [{ at = 0, normans = \"R5\", bretons = \"B4\" }]\nhands = [\"R1\", \"B2\"]\nplays = [\"R1@0\"]\n",
    );
    assert!(
        message.contains("seat 0 holds 1 cards, fewer than the hand of 5") && message.contains("D6.1"),
        "{message}"
    );
}

#[test]
fn d8_1_an_example_where_a_faction_is_two_heroes_ahead_is_refused() {
    let (message, _) = position_error(
        "ruleset = \"heroic\"\nramparts = [{ at = 0, normans = \"richard=R7 R5\", bretons = \"B4 B5\", gabriel = \"normans\" },\n\
         { at = 1, normans = \"\", bretons = \"B1\" }]\n\
         hands = [\"R1 R2 R3 R4 R6\", \"B2 B3 B6 B7 G1\"]\nplays = [\"R1@1\"]\n",
    );
    assert!(message.contains("the normans have played 2 heroes") && message.contains("D8.1"), "{message}");
}

/// The heroes each picture draws by a rampart's wall, by rampart letter.
fn drawn_beside(f: &rulebook::Figure) -> Vec<(String, Vec<&'static str>)> {
    f.ramparts
        .iter()
        .filter(|r| !r.beside.is_empty())
        .map(|r| (r.label.clone(), r.beside.iter().map(|b| b.hero).collect()))
        .collect()
}

#[test]
fn i_d8e_the_picture_of_an_examples_end_draws_the_hero_it_laid_beside_a_rampart() {
    let d = data("en");
    // Mainard moves B7 from the rampart at 0 (A) to the one at 1 (B), and lies beside B.
    let figures = &d.examples["hero-mainard"].figures;
    assert_eq!(drawn_beside(figures.last().unwrap()), [("B".to_string(), vec!["mainard"])]);
    // Lothaire lies beside the rampart of his mercenary.
    let figures = &d.examples["hero-lothaire"].figures;
    assert_eq!(drawn_beside(figures.last().unwrap()), [("A".to_string(), vec!["lothaire"])]);
}

#[test]
fn i_d8e_the_picture_of_an_examples_start_draws_no_hero_it_has_not_yet_laid() {
    let d = data("en");
    let figures = &d.examples["hero-nordoard"].figures;
    assert!(figures.len() > 1 && figures[0].label == "Before", "{:?}", figures[0].label);
    assert!(drawn_beside(&figures[0]).is_empty());
    assert!(!drawn_beside(figures.last().unwrap()).is_empty());
}
