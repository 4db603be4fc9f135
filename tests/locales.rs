//! Every language has exactly the French file's message ids, and every text the cards need.

use fluent_syntax::ast::Entry;
use std::collections::BTreeSet;
use std::path::Path;

fn ids(lang: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{lang}/guyenne.ftl"));
    let source = std::fs::read_to_string(&path).unwrap();
    let resource = fluent_syntax::parser::parse(source.as_str()).unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_language_has_the_french_message_ids_and_no_other() {
    let french = ids("fr");
    assert!(french.len() >= 20);
    for lang in ["en", "de", "es"] {
        let other = ids(lang);
        let missing: Vec<_> = french.difference(&other).collect();
        let extra: Vec<_> = other.difference(&french).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{lang}: missing {missing:?}, extra {extra:?}");
    }
}

#[test]
fn french_punctuation_has_its_narrow_no_break_space() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/fr");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
    assert!(files.len() >= 3, "{files:?}");
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        for (n, line) in source.lines().enumerate().filter(|(_, l)| !l.trim_start().starts_with('#')) {
            // Message syntax (`id =`, selectors) never uses these marks; prose must.
            for (i, _) in line.match_indices([';', ':', '!', '?', '»']) {
                let before = line[..i].chars().last();
                assert!(before == Some('\u{202f}') || before.is_none(), "{name} line {}: {line:?}", n + 1);
            }
            for (i, _) in line.match_indices('«') {
                let after = line[i + '«'.len_utf8()..].chars().next();
                assert_eq!(after, Some('\u{202f}'), "{name} line {}: {line:?}", n + 1);
            }
        }
    }
}

/// The translators' guide (docs/rulebook-messages.md) lists the variables every rulebook message
/// receives; they are the ones the code declares and passes (one contract, checked here).
#[test]
fn the_translators_guide_lists_the_declared_rulebook_variables() {
    let guide =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rulebook-messages.md")).unwrap();
    let table = guide.split("| `$game` |").nth(1).expect("the guide has the table of global variables");
    let table = &table[..table.find("\n\n").unwrap_or(table.len())];
    let mut listed: BTreeSet<String> = BTreeSet::from(["game".to_string()]);
    for row in table.lines() {
        let first = row.split('|').nth(1).unwrap_or("");
        for var in first.split('`').filter(|v| v.starts_with('$')) {
            listed.insert(var.trim_start_matches('$').to_string());
        }
    }
    let declared: BTreeSet<String> =
        scriptorium::games::guyenne::messages::RULEBOOK_GLOBALS.iter().map(|s| s.to_string()).collect();
    assert_eq!(listed, declared, "the guide's table and RULEBOOK_GLOBALS differ");
}

#[test]
fn the_balance_report_names_every_side_card_and_end_of_each_game_in_each_language() {
    let pack = scriptorium::content::PackSource::Dir(Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf());
    for id in ["guyenne", "rocher-des-ducs", "joute"] {
        let game = scriptorium::games::load(&pack, id).unwrap();
        let engine = game.engine().unwrap();
        for ruleset in engine.ruleset_names() {
            let study = engine.balance(&ruleset, 2).unwrap();
            let mut seen = Vec::new();
            for lang in ["en", "fr", "de", "es"] {
                let locale = pack.load_locale(id, lang).unwrap();
                let names = study.names(&locale).unwrap_or_else(|e| panic!("{id} {ruleset} {lang}: {e}"));
                assert_eq!(names.sides.len(), study.sides().len(), "{id} {lang}");
                assert_eq!(names.cards.len(), study.card_kinds().len(), "{id} {lang}");
                assert_eq!(names.ends.len(), study.ends().len(), "{id} {lang}");
                let all = names.sides.iter().chain(&names.cards).chain(&names.ends);
                assert!(all.clone().all(|n| !n.trim().is_empty()), "{id} {lang}: {names:?}");
                // Two ends or two sides with one name could not be told apart in the report.
                let ends: BTreeSet<&String> = names.ends.iter().collect();
                assert_eq!(ends.len(), names.ends.len(), "{id} {lang}: {:?}", names.ends);
                seen.push(names.sides.clone());
            }
            // Each language names the sides its own way (English "English", French "Anglais"…),
            // not with the ids.
            assert!(seen.iter().all(|s| !s.contains(&"english".to_string()) && !s.contains(&"normans".to_string())));
        }
    }
}
