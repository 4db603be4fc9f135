//! Every interpretation of the rules has an id, declared once in `docs/<game>-rules.md`
//! (`**Interpretation I-D7.4**`, with `(not printed: why)` when the books leave it out), and
//! every book of every language prints exactly the declared ones as clarifications labelled
//! with their id ("Clarification (I-D7.4)."), read back from the PDF. A clarification line the
//! docs do not declare, or a malformed one, is refused by `check`: see the cases
//! `tests/bad-inputs/pack/*-ftl-clarification-*`. The same builds are held to the preflight: no
//! book of the pack warns, so `build --strict` passes the twelve.

use crate::common::{build_rulebooks_reporting, pdf_text};
use scriptorium::content::clarifications::{Interpretations, is_id};
use std::collections::BTreeSet;

const LANGUAGES: [&str; 4] = ["fr", "en", "de", "es"];

/// The interpretations `docs/<game>-rules.md` declares.
fn declared(game: &str) -> (Interpretations, String) {
    let file = format!("docs/{game}-rules.md");
    let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(&file)).unwrap();
    let file: &'static str = Box::leak(file.into_boxed_str());
    (Interpretations::parse(file, &text).unwrap_or_else(|e| panic!("{e}")), text)
}

/// The interpretation ids a PDF's clarification labels name: "(I-D7.4)" (the squashed text has
/// no hyphens, so "(ID7.4)").
fn printed_ids(pdf: &[u8]) -> BTreeSet<String> {
    let text = pdf_text(pdf);
    let mut ids = BTreeSet::new();
    for (at, _) in text.match_indices("(I") {
        let rest = &text[at + 2..];
        let Some(end) = rest.find(')') else { continue };
        let id = format!("I-{}", &rest[..end]);
        if is_id(&id) {
            ids.insert(id);
        }
    }
    ids
}

/// A game's books by language, and the warnings of their build.
type Books = (std::collections::BTreeMap<String, Vec<u8>>, Vec<String>);

/// The four books of `game`, built once for this file's tests, with the build's warnings.
fn books(game: &str) -> &'static Books {
    use std::sync::OnceLock;
    static CELLS: [OnceLock<Books>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let at = ["guyenne", "joute", "rocher-des-ducs"].iter().position(|g| *g == game).expect("a game of the pack");
    CELLS[at].get_or_init(|| build_rulebooks_reporting(game, &LANGUAGES))
}

/// Builds the four books of `game` and holds each to the docs' printed interpretations.
fn each_book_prints_the_declared_interpretations(game: &str) {
    let (declared, _) = declared(game);
    // An interpretation printed where reachable (its case needs numbers the pack does not
    // have) may be left out; the others must be there.
    let want: BTreeSet<String> = declared.always_printed().map(str::to_string).collect();
    let may: BTreeSet<String> = declared.printed().map(str::to_string).collect();
    assert!(!want.is_empty(), "{game}: the docs declare printed interpretations");
    for (lang, pdf) in &books(game).0 {
        let have = printed_ids(pdf);
        let missing: Vec<&String> = want.difference(&have).collect();
        let extra: Vec<&String> = have.difference(&may).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{game} {lang}: the book does not print {missing:?}, and prints {extra:?} that the docs do not declare printed"
        );
    }
}

#[test]
fn guyenne_books_print_every_declared_interpretation() {
    each_book_prints_the_declared_interpretations("guyenne");
}

#[test]
fn joute_books_print_every_declared_interpretation() {
    each_book_prints_the_declared_interpretations("joute");
}

#[test]
fn rocher_books_print_every_declared_interpretation() {
    each_book_prints_the_declared_interpretations("rocher-des-ducs");
}

/// Nothing in the build of `game`'s four books warns: `build --strict` passes them (the preflight
/// finds no page a quarter empty, no stranded heading, no figure out of place, no tiny type, no
/// glossary term written two ways; no message is untranslated).
fn books_pass_the_strict_preflight(game: &str) {
    let warnings = &books(game).1;
    assert!(warnings.is_empty(), "{game}: {} warnings:\n{}", warnings.len(), warnings.join("\n"));
}

#[test]
fn guyenne_books_pass_the_strict_preflight() {
    books_pass_the_strict_preflight("guyenne");
}

#[test]
fn joute_books_pass_the_strict_preflight() {
    books_pass_the_strict_preflight("joute");
}

#[test]
fn rocher_books_pass_the_strict_preflight() {
    books_pass_the_strict_preflight("rocher-des-ducs");
}

#[test]
fn every_interpretation_names_a_rule_of_its_docs_and_says_why_it_is_left_out() {
    for game in ["guyenne", "joute", "rocher-des-ducs"] {
        let (declared, text) = declared(game);
        assert!(!declared.list.is_empty(), "{game}");
        for i in &declared.list {
            // `I-D5.3a` reads rule D5.3, `I-D8a` the section D8: the docs define it, as a
            // list item (`- D5.3 …`) or a heading (`## D8 …`).
            let rule = i.id.trim_start_matches("I-").trim_end_matches(|c: char| c.is_ascii_lowercase());
            let defined = text.lines().any(|l| {
                let l = l.trim_start_matches(['-', '#', ' ']);
                l.strip_prefix(rule).is_some_and(|r| r.starts_with(' '))
            });
            assert!(defined, "{game}: {} at line {} reads rule {rule}, which the docs do not define", i.id, i.line);
            if !i.printed {
                let line = text.lines().skip(i.line - 1).take(2).collect::<String>();
                assert!(line.contains("(not printed: "), "{game}: {} says why the books leave it out", i.id);
            }
        }
        // Every mark of an interpretation is a declared one (the parser refuses a mark without
        // an id, so this holds the count).
        assert_eq!(text.matches("**Interpretation").count(), declared.list.len(), "{game}");
    }
}

#[test]
fn the_engines_declare_what_the_docs_declare() {
    use scriptorium::games::{guyenne, joute, rocher_des_ducs};
    for (game, embedded) in [
        ("guyenne", guyenne::messages::interpretations()),
        ("joute", joute::messages::interpretations()),
        ("rocher-des-ducs", rocher_des_ducs::messages::interpretations()),
    ] {
        assert_eq!(embedded.list, declared(game).0.list, "{game}: the binary embeds the docs as they are");
    }
}

#[test]
fn i_d8_1_the_book_prints_the_heroic_rulesets_reading_of_the_heroes_limit() {
    use scriptorium::content::PackSource;
    use scriptorium::games::rocher_des_ducs::Loaded;
    use scriptorium::games::rocher_des_ducs::engine::HeroLimit;
    use scriptorium::games::rocher_des_ducs::rulebook::examples::run_all;
    use scriptorium::games::rocher_des_ducs::rulebook::{RulebookInput, prepare};
    let pack = PackSource::Dir(std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    let template = pack.load_template("templates/rocher-des-ducs/rulebook.typ").unwrap().text;
    // The limit's clarification and the quick reference, in every language, under a reading.
    let texts = |limit: HeroLimit| {
        let mut game = Loaded::embedded();
        for r in &mut game.def.rulesets {
            r.rules.hero_limit = limit;
        }
        let runs = run_all(&game.def, game.examples().unwrap()).unwrap_or_else(|e| panic!("{e}"));
        LANGUAGES.map(|lang| {
            let locale = pack.load_locale("rocher-des-ducs", lang).unwrap();
            let input = RulebookInput {
                def: &game.def,
                runs: &runs,
                locale: &locale,
                template: &template,
                art: &scriptorium::content::art::ArtSet::default(),
                faces: &|_| None,
            };
            let data = prepare(&input).unwrap_or_else(|e| panic!("{}", e.message)).0;
            let limit =
                data.text["rb-heroes-limits-body"].lines().find(|l| l.contains("[I-D8.1]")).unwrap().to_string();
            (limit, data.text["rb-quickref-body"].clone())
        })
    };
    let (heroes, cards) = (texts(HeroLimit::OpponentHeroes), texts(HeroLimit::OpponentCards));
    for (lang, (h, c)) in LANGUAGES.iter().zip(heroes.iter().zip(&cards)) {
        assert_ne!(h.0, c.0, "{lang}: the clarification follows the ruleset's hero_limit");
        assert_ne!(h.1, c.1, "{lang}: so does the quick reference");
    }
    assert_eq!(texts(Loaded::embedded().def.rules("heroic").unwrap().hero_limit), heroes, "game.toml's reading");
}
