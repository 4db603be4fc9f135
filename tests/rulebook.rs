//! Rulebooks: every worked example played by the engine with its expectations met, the PDF of
//! every language with its section titles and the engine's numbers, no stray message id or
//! French sentence elsewhere, PDF/A-2b + PDF/UA-1, the 2021 edition from the same sources, a
//! failed expectation stopping the build with a message that names what went wrong, and a
//! position given by hand that no game reaches refused at its line with the rule it breaks.

use scriptorium::build::{BuildOptions, build_print_files};
use scriptorium::content::PackSource;
use scriptorium::games::guyenne::Loaded;
use scriptorium::games::guyenne::engine::Side;
use scriptorium::games::guyenne::rulebook::{self, RulebookData, RulebookInput};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::OnceLock;

/// The languages of the rulebooks.
const LANGUAGES: [&str; 4] = ["fr", "en", "de", "es"];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn tmp(name: &str) -> crate::common::TempDir {
    crate::common::scratch(name)
}

/// Builds the four rulebooks of an edition once, as `scriptorium build --only rulebook` does.
fn pdfs(edition: &'static str) -> &'static BTreeMap<String, Vec<u8>> {
    static CELLS: [OnceLock<BTreeMap<String, Vec<u8>>>; 2] = [OnceLock::new(), OnceLock::new()];
    let cell = &CELLS[usize::from(edition == "2021")];
    cell.get_or_init(|| {
        let out = tmp(&format!("rulebook-{edition}"));
        let opts = BuildOptions {
            games: vec!["guyenne".into()],
            languages: LANGUAGES.iter().map(|l| l.to_string()).collect(),
            out: out.to_path_buf(),
            cards: false,
            sheets: false,
            rulebook: true,
            edition: Some(edition.into()),
            emit_typst: false,
            strict: false,
            draft: false,
            proof: false,
            cache: false,
            keep_caches: false,
        };
        let report = build_print_files(&PackSource::Dir(repo()), &opts, &scriptorium::build::Quiet)
            .unwrap_or_else(|e| panic!("{e}"));
        LANGUAGES
            .iter()
            .map(|lang| {
                // Another edition than the game's own is written beside it, never over it.
                let file =
                    if edition == "2022" { "rulebook.pdf".to_string() } else { format!("rulebook-{edition}.pdf") };
                let rel = format!("guyenne/{lang}/{file}");
                assert!(report.manifest.files.iter().any(|f| f.path == rel && f.kind == "rulebook"), "{rel} listed");
                (lang.to_string(), std::fs::read(out.join(&rel)).unwrap())
            })
            .collect()
    })
}

/// The texts of a rulebook as scriptorium formats them (captions with the engine's numbers).
fn data(lang: &str, edition: &str) -> (RulebookData, rulebook::Played) {
    let pack = PackSource::Dir(repo());
    let game = Loaded::from_pack(&pack).unwrap();
    let (def, examples) = (&game.def, game.examples().unwrap());
    let played = rulebook::play(def, examples, edition).unwrap_or_else(|e| panic!("{e}"));
    let locale = pack.load_locale("guyenne", lang).unwrap();
    let template = pack.load_template("templates/guyenne/rulebook.typ").unwrap().text;
    let palette = scriptorium::games::guyenne::faces::palette(&def.meta.theme);
    let input = RulebookInput {
        def,
        played: &played,
        locale: &locale,
        template: &template,
        palette: &palette,
        art: &scriptorium::content::art::ArtSet::default(),
        faces: &|_| None,
    };
    let (data, _) = rulebook::prepare(&input).unwrap();
    (data, played)
}

/// Text for comparing: no spaces, no hyphens (line breaks and hyphenation differ from the
/// messages), no ligature forms.
fn squash(text: &str) -> String {
    text.replace('\u{fb01}', "fi")
        .replace('\u{fb02}', "fl")
        .replace('\u{fb00}', "ff")
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '\u{2010}' | '\u{00ad}'))
        .collect()
}

fn pdf_text(pdf: &[u8]) -> String {
    squash(&pdf_extract::extract_text_from_mem(pdf).expect("the PDF's text can be read"))
}

/// The sections a rulebook of this edition shows.
fn sections(edition: &str) -> Vec<&'static str> {
    let mut ids = vec![
        "rb-history",
        "rb-principle",
        "rb-components",
        "rb-setup",
        "rb-goal",
        "rb-actions",
        "rb-battle",
        "rb-round",
        "rb-resolve",
        "rb-end-round",
        "rb-end-game",
        "rb-team",
        "rb-quickref",
        "rb-thanks",
        "rb-credits",
    ];
    if edition == "2021" {
        ids.extend(["rb-scoring-2021", "rb-removal-2021"]);
    } else {
        ids.extend(["rb-scoring-2022", "rb-advanced", "rb-expert"]);
    }
    ids
}

#[test]
fn every_example_plays_and_meets_its_expectations_in_both_editions() {
    for edition in ["2022", "2021"] {
        let (_, played) = data("en", edition);
        let ids: Vec<&str> = played.runs.iter().map(|r| r.id.as_str()).collect();
        for id in [
            "setup",
            "neutral",
            "defended",
            "concede",
            "heroes-a",
            "heroes-b",
            "round",
            "scoring",
            "removal-attack",
            "seating",
        ] {
            assert!(ids.contains(&id), "{edition}: example {id} runs ({ids:?})");
        }
        // The advanced and expert examples exist only where the edition has those rules.
        assert_eq!(ids.contains(&"removal-neutral"), edition == "2022");
        assert_eq!(ids.contains(&"expert"), edition == "2022");
    }
}

#[test]
fn captions_carry_the_engines_numbers() {
    let (data, played) = data("en", "2022");
    for run in played.runs.iter().filter(|r| !r.battles.is_empty() && !["round", "scoring"].contains(&r.id.as_str())) {
        let b = run.battles[0];
        let caption = &data.examples[&run.id].figures[0].caption;
        for side in Side::ALL {
            let s = b.strength[side];
            // A conceded hand stays hidden, and a hero's side may be told without its sum.
            if (b.conceded && b.holder == Some(side)) || s.hero {
                continue;
            }
            assert!(caption.contains(&s.sum.to_string()), "{}: {caption:?} gives {side}'s strength {}", run.id, s.sum);
        }
    }
    let scoring = played.runs.iter().find(|r| r.id == "scoring").unwrap();
    let end = scoring.end.expect("the scoring example ends the game (R7.5)");
    let caption = &data.examples["scoring"].figures[0].caption;
    for side in Side::ALL {
        assert!(caption.contains(&end.score.points[side].to_string()), "{caption:?} gives {side}'s score");
    }
}

#[test]
fn every_language_pdf_has_its_section_titles_and_example_texts() {
    for edition in ["2022", "2021"] {
        for lang in LANGUAGES {
            let text = pdf_text(&pdfs(edition)[lang]);
            let (data, _) = data(lang, edition);
            for id in sections(edition) {
                let title = &data.text[&format!("{id}-title")];
                assert!(text.contains(&squash(title)), "{lang} {edition}: section title {title:?} is in the PDF");
            }
            for (id, example) in &data.examples {
                for f in &example.figures {
                    assert!(text.contains(&squash(&f.caption)), "{lang} {edition}: caption of {id} is in the PDF");
                }
                for step in &example.steps {
                    assert!(text.contains(&squash(step)), "{lang} {edition}: step {step:?} is in the PDF");
                }
            }
        }
    }
}

#[test]
fn no_message_id_or_french_sentence_appears_in_another_language() {
    let (french, _) = data("fr", "2022");
    // French paragraphs long enough to be sentences (names alone are shared by every language).
    let sentences: Vec<String> = french
        .text
        .values()
        .flat_map(|t| t.lines().map(str::to_string).collect::<Vec<_>>())
        .filter(|l| l.split_whitespace().count() >= 6)
        .map(|l| squash(&l))
        .collect();
    assert!(sentences.len() > 30);
    for lang in ["en", "de", "es"] {
        let raw = pdf_extract::extract_text_from_mem(&pdfs("2022")[lang]).unwrap();
        assert!(!raw.contains("rb-"), "{lang}: a message id is printed");
        let text = squash(&raw);
        for s in &sentences {
            assert!(!text.contains(s.as_str()), "{lang}: French text {s:?} is printed");
        }
    }
}

#[test]
fn rulebooks_are_pdf_a_2b_and_pdf_ua_1_with_language_and_title() {
    for lang in LANGUAGES {
        let pdf = &pdfs("2022")[lang];
        let raw = String::from_utf8_lossy(pdf);
        assert!(raw.contains("<pdfaid:part>2</pdfaid:part>"), "{lang}: PDF/A-2 declared");
        assert!(raw.contains("<pdfaid:conformance>B</pdfaid:conformance>"), "{lang}: PDF/A-2b");
        assert!(raw.contains("<pdfuaid:part>1</pdfuaid:part>"), "{lang}: PDF/UA-1 declared");
        assert!(raw.contains(&format!("/Lang({lang})")), "{lang}: document language");
        assert!(raw.contains("/StructTreeRoot"), "{lang}: tagged");
    }
}

#[test]
fn the_2021_edition_changes_scoring_removal_and_sections_from_the_same_sources() {
    let (d2022, p2022) = data("en", "2022");
    let (d2021, p2021) = data("en", "2021");
    assert_eq!(d2022.rules.scoring, "2022");
    assert_eq!(d2021.rules.scoring, "2021");
    assert_eq!(d2021.rules.removal, "conquest");
    let t2021 = pdf_text(&pdfs("2021")["en"]);
    assert!(!t2021.contains(&squash(&d2021.text["rb-advanced-title"])), "no advanced rules in 2021");
    assert!(!t2021.contains(&squash(&d2021.text["rb-scoring-2022-body"])), "no 2022 scoring in 2021");
    // The same final position scores differently (R8.2 against R8.4), as the engine computes it.
    let end = |p: &rulebook::Played| p.runs.iter().find(|r| r.id == "scoring").unwrap().end.unwrap().score;
    assert_ne!(end(&p2022).points, end(&p2021).points);
    assert_ne!(d2022.examples["scoring"].figures[0].caption, d2021.examples["scoring"].figures[0].caption);
}

#[test]
fn a_failed_expectation_stops_the_build_naming_example_expectation_result_and_rule() {
    let root = tmp("rulebook-changed-rules");
    std::fs::create_dir_all(root.join("content/guyenne")).unwrap();
    // The designer switches the 2022 basic game to the 2021 rules (R8.4 scoring, R9.4 removal).
    let game = std::fs::read_to_string(repo().join("content/guyenne/game.toml")).unwrap();
    let changed = game.replace("basic = \"2022-basic\"", "basic = \"2021-basic\"");
    assert_ne!(game, changed);
    std::fs::write(root.join("content/guyenne/game.toml"), changed).unwrap();
    std::fs::copy(repo().join("content/guyenne/examples.toml"), root.join("content/guyenne/examples.toml")).unwrap();
    let pack = PackSource::Dir(root.to_path_buf());
    let game = Loaded::from_pack(&pack).unwrap();
    let message = match rulebook::play(&game.def, game.examples().unwrap(), "2022") {
        Ok(_) => panic!("the changed rules must break an expectation"),
        Err(e) => e.to_string(),
    };
    assert!(message.contains("example \"scoring\""), "{message}");
    assert!(message.contains("expected score.french = 2, but the engine gives"), "{message}");
    assert!(message.contains("(R8.4)"), "{message}");
    assert!(message.contains("ruleset \"2021-basic\""), "{message}");
    assert!(message.contains("examples.toml:"), "names the file and line: {message}");
}

#[test]
fn a_rulebook_build_is_byte_identical_when_repeated() {
    let out = tmp("rulebook-again");
    let opts = BuildOptions {
        games: vec!["guyenne".into()],
        languages: vec!["de".into()],
        out: out.to_path_buf(),
        cards: false,
        sheets: false,
        rulebook: true,
        edition: Some("2022".into()),
        emit_typst: false,
        strict: false,
        draft: false,
        proof: false,
        cache: false,
        keep_caches: false,
    };
    build_print_files(&PackSource::Dir(repo()), &opts, &scriptorium::build::Quiet).unwrap();
    let again = std::fs::read(out.join("guyenne/de/rulebook.pdf")).unwrap();
    assert!(again == pdfs("2022")["de"], "same sources, same bytes");
}

/// Typst's caches kept from one build to the next, as `watch` keeps them, make the same book as a
/// build without them, and never a stale one: a text edited between the builds is in the second.
#[test]
fn a_build_that_keeps_typsts_caches_makes_the_same_book_and_shows_an_edit() {
    let pack = tmp("rulebook-kept-caches-pack");
    crate::common::copy_pack(&pack);
    let out = tmp("rulebook-kept-caches");
    let opts = BuildOptions {
        games: vec!["guyenne".into()],
        languages: vec!["de".into()],
        cards: false,
        sheets: false,
        edition: Some("2022".into()),
        keep_caches: true,
        ..BuildOptions::all(out.to_path_buf())
    };
    let build = || {
        build_print_files(&PackSource::Dir(pack.to_path_buf()), &opts, &scriptorium::build::Quiet).unwrap();
        std::fs::read(out.join("guyenne/de/rulebook.pdf")).unwrap()
    };
    let first = build();
    assert!(first == pdfs("2022")["de"], "the caches kept change no byte");
    let ftl = pack.join("locales/de/guyenne.ftl");
    let text = std::fs::read_to_string(&ftl).unwrap();
    assert!(text.contains("\nrb-toc-title = Inhalt\n"), "the message edited is in the German texts");
    std::fs::write(&ftl, text.replace("\nrb-toc-title = Inhalt\n", "\nrb-toc-title = Inhaltsübersicht\n")).unwrap();
    assert!(!crate::common::pdf_text(&first).contains("Inhaltsübersicht"));
    assert!(crate::common::pdf_text(&build()).contains("Inhaltsübersicht"), "the edit is in the book built next");
}

/// A book of the current edition folds into a booklet without blank pages: its page count is a
/// multiple of 4 in every language (16 today).
#[test]
fn every_rulebook_has_a_multiple_of_four_pages() {
    for lang in LANGUAGES {
        let pages = pdf_extract::extract_text_from_mem_by_pages(&pdfs("2022")[lang]).unwrap().len();
        assert!(pages.is_multiple_of(4), "{lang}: {pages} pages");
    }
}

/// R8.3: when the points are level, the unspent cards decide; the scoring caption says so in
/// every language instead of calling them a tie-break that did not count.
#[test]
fn the_scoring_caption_tells_when_unspent_cards_decided() {
    let pack = PackSource::Dir(repo());
    for lang in LANGUAGES {
        let locale = pack.load_locale("guyenne", lang).unwrap();
        let caption = |tie: &str, points: (u32, u32)| {
            let mut a = fluent_bundle::FluentArgs::new();
            a.set("english-points", points.0);
            a.set("french-points", points.1);
            a.set("english-unspent", 7);
            a.set("french-unspent", 3);
            a.set("winner", "english");
            a.set("points-tie", tie);
            locale.format("rb-ex-scoring-caption", Some(&a)).unwrap_or_else(|e| panic!("{lang}: {e:?}"))
        };
        let (level, ahead) = (caption("yes", (5, 5)), caption("no", (6, 5)));
        assert!(level.contains('7') && level.contains('3'), "{lang}: {level}");
        let strip = |s: &str| s.replace(['5', '6'], "");
        assert_ne!(strip(&level), strip(&ahead), "{lang}: the level-points caption reads as the other one");
    }
}

/// A position a real game reaches, in which each test below plants one defect: round 5 with the
/// English first, each side holding 6 cards (its hero among them) and having played 8 in the
/// four rounds before, all on its discard pile; the rest of its cards are in its deck.
const POSITION: &str = "[[example]]\nid = \"x\"\nrules = \"basic\"\nround = 5\nfirst = \"english\"\n\
    english.hand = [\"hero\", 5, 4, 3, 2, 2]\nenglish.discard = [5, 4, 3, 3, 2, 2, 2, 2]\n\
    french.hand = [\"hero\", 5, 4, 3, 2, 2]\nfrench.discard = [5, 4, 3, 3, 2, 2, 2, 2]\n";

/// The only problem the 2022 rulebook finds in the examples of `source` (an examples.toml):
/// the position no game reaches, with the rules it breaks.
fn impossible(source: &str) -> scriptorium::diagnostic::Diagnostic {
    let game = Loaded::from_pack(&PackSource::Dir(repo())).unwrap();
    let examples = scriptorium::games::guyenne::Examples::parse("examples.toml", source).unwrap();
    let mut problems = match rulebook::play(&game.def, &examples, "2022") {
        Ok(_) => panic!("the position is accepted:\n{source}"),
        Err(e) => e.0,
    };
    assert_eq!(problems.len(), 1, "one problem: {problems:#?}");
    let d = problems.remove(0);
    assert!(d.message.starts_with("example \"x\": the described position is impossible: "), "{}", d.message);
    d
}

#[test]
fn a_position_a_game_reaches_is_played() {
    let game = Loaded::from_pack(&PackSource::Dir(repo())).unwrap();
    let examples = scriptorium::games::guyenne::Examples::parse("examples.toml", POSITION).unwrap();
    rulebook::play(&game.def, &examples, "2022").unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn r1_2_a_card_placed_more_often_than_a_side_owns_it_is_named_with_its_places() {
    let d = impossible(&POSITION.replace("english.discard = [5, 4,", "english.discard = [5, 5, 4,"));
    assert!(d.message.contains("own 2 cards 5, but the position places 3 (1 in english.hand, 2 in english.discard)"));
    assert!(d.message.contains("(R1.2)"), "{}", d.message);
    assert_eq!(d.line, 6, "at the first place that holds it: {d:?}");
}

#[test]
fn r2_1_r6_3_the_first_player_of_a_round_follows_from_its_number() {
    let d = impossible(&POSITION.replace("first = \"english\"", "first = \"french\""));
    assert!(d.message.contains("round 5") && d.message.contains("(R2.1, R6.3)"), "{}", d.message);
    assert_eq!(d.line, 5, "at `first`: {d:?}");
}

#[test]
fn r2_1_every_castle_is_neutral_at_the_start_of_round_1() {
    let d = impossible(
        "[[example]]\nid = \"x\"\nrules = \"basic\"\ncastles = [\"neutral\", \"english\", \"neutral\", \
         \"neutral\", \"neutral\", \"neutral\"]\nenglish.hand = [\"hero\", 5, 4, 3, 2, 2]\n\
         french.hand = [\"hero\", 5, 4, 3, 2, 2]\n",
    );
    assert!(d.message.contains("1 castle is held at the start of round 1") && d.message.contains("(R2.1)"));
    assert_eq!(d.line, 4, "at `castles`: {d:?}");
}

#[test]
fn r6_4_a_side_that_holds_every_castle_has_won_already() {
    let d = impossible(&format!("{POSITION}castles = [{}]\n", ["\"french\""; 6].join(", ")));
    assert!(d.message.contains("the French hold every castle") && d.message.contains("(R3.1, R6.4)"));
    assert_eq!(d.line, 10, "at `castles`: {d:?}");
}

#[test]
fn r2_2_a_deck_said_to_be_empty_holds_no_card() {
    let d = impossible(&format!("{POSITION}english.deck = []\n"));
    assert!(d.message.contains("english.deck = [] says the deck is empty, but the 8 cards"), "{}", d.message);
    assert!(d.message.contains("(R2.2, R6.1)"), "{}", d.message);
    assert_eq!(d.line, 10, "at `english.deck`: {d:?}");
}

#[test]
fn r7_2_a_deck_is_empty_only_at_the_exhaustion_limit() {
    // Every card not in hand is on the discard pile: the deck is empty, never having run out.
    let d = impossible(&format!("{POSITION}english.rest = \"discard\"\n"));
    assert!(d.message.contains("the English deck is empty, but it has run out 0 times only"), "{}", d.message);
    assert!(d.message.contains("(R7.2, R7.3, R7.4)"), "{}", d.message);
    assert_eq!(d.line, 10, "at `english.rest`: {d:?}");
}

#[test]
fn r6_2_a_hand_is_refilled_to_six_while_the_deck_lasts() {
    let d = impossible(
        &POSITION.replace("english.hand = [\"hero\", 5, 4, 3, 2, 2]", "english.hand = [\"hero\", 5, 4, 3, 2]"),
    );
    assert!(d.message.contains("the English hold 5 cards at the start of round 5 while its deck still has 9 cards"));
    assert!(d.message.contains("(R6.2, R7.2)"), "{}", d.message);
    assert_eq!(d.line, 6, "at `english.hand`: {d:?}");
}

#[test]
fn r2_2_a_hand_holds_no_more_than_the_hand_size() {
    let seven = "english.hand = [\"hero\", 5, 4, 3, 2, 2, 2]";
    let d = impossible(&POSITION.replace("english.hand = [\"hero\", 5, 4, 3, 2, 2]", seven));
    assert!(d.message.contains("the English hold 7 cards") && d.message.contains("(R2.2, R6.2)"), "{}", d.message);
    assert_eq!(d.line, 6, "at `english.hand`: {d:?}");
}

#[test]
fn r2_2_the_hero_is_in_no_deck_before_the_first_exhaustion() {
    // The hero, placed nowhere, would be in the deck.
    let d =
        impossible(&POSITION.replace("english.hand = [\"hero\", 5, 4, 3, 2, 2]", "english.hand = [4, 4, 3, 3, 2, 2]"));
    assert!(d.message.contains("the English hero is in their deck (the position places it nowhere else"));
    assert!(d.message.contains("(R2.2, R7.2)"), "{}", d.message);
    assert_eq!(d.line, 6, "at `english.hand`, the deck not being written: {d:?}");
}

#[test]
fn r4_4_each_round_before_plays_two_to_six_cards_of_a_side() {
    let d = impossible(&POSITION.replace("english.discard = [5, 4, 3, 3, 2, 2, 2, 2]", "english.discard = [5, 4, 3]"));
    assert!(d.message.contains("hold 3 cards played in the 4 rounds before round 5"), "{}", d.message);
    assert!(d.message.contains("so between 8 and 24") && d.message.contains("(R6.1, R7.2)"), "{}", d.message);
    assert!(d.message.contains("(R4.4)"), "{}", d.message);
    assert_eq!(d.line, 7, "at `english.discard`: {d:?}");
}

#[test]
fn r7_1_a_deck_runs_out_only_once_its_first_cards_are_drawn() {
    // Two refills of 6 cards at most cannot draw a first deck of 16.
    let d = impossible(&format!("{}english.exhaustions = 1\n", POSITION.replace("round = 5", "round = 3")));
    assert!(d.message.contains("the English deck has run out 1 time by round 3, but its first deck of 16 cards"));
    assert!(d.message.contains("(R2.2, R4.4, R7.1)"), "{}", d.message);
    assert_eq!(d.line, 10, "at `english.exhaustions`: {d:?}");
}

#[test]
fn r9_1_the_basic_rules_remove_no_card() {
    let removed = "english.discard = [5, 4, 3, 3, 2, 2, 2]\nenglish.removed = [2]";
    let d = impossible(&POSITION.replace("english.discard = [5, 4, 3, 3, 2, 2, 2, 2]", removed));
    assert!(d.message.contains("the English have removed cards") && d.message.contains("(R9.1)"), "{}", d.message);
    assert_eq!(d.line, 8, "at `english.removed`: {d:?}");
}

#[test]
fn r5_5_a_round_turns_two_castles_at_most() {
    let d = impossible(
        "[[example]]\nid = \"x\"\nrules = \"basic\"\nround = 2\nfirst = \"french\"\ncastles = [\"english\", \
         \"english\", \"french\", \"neutral\", \"neutral\", \"neutral\"]\nenglish.hand = [\"hero\", 5, 4, 3, 2, 2]\n\
         english.discard = [2, 2]\nfrench.hand = [\"hero\", 5, 4, 3, 2, 2]\nfrench.discard = [2, 2]\n",
    );
    assert!(
        d.message.contains("3 castles are held at the start of round 2")
            && d.message.contains("at most 2 after 1 round")
    );
    assert!(d.message.contains("(R4.4, R5.5)"), "{}", d.message);
    assert_eq!(d.line, 6, "at `castles`: {d:?}");
}
