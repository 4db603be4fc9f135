//! Every bad game definition under tests/bad-inputs/game-toml/ must be refused with the
//! diagnostic recorded beside it (NAME.expected): the message, the key, the line and column.
//! Regenerate the expectations with `UPDATE_EXPECT=1 cargo test --release --test bad_inputs`
//! and review the diff.

use scriptorium::content::GameDef;
use std::path::Path;

#[test]
fn each_bad_game_definition_gets_its_diagnostic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad-inputs/game-toml");
    let mut cases: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    cases.retain(|p| p.extension().is_some_and(|e| e == "toml"));
    cases.sort();
    assert!(cases.len() >= 15, "the corpus has {} cases", cases.len());
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failures = Vec::new();
    for case in &cases {
        let source = std::fs::read_to_string(case).unwrap();
        let diagnostics = match GameDef::parse("game.toml", &source) {
            Ok(_) => {
                failures.push(format!("{}: accepted, but it must be refused", case.display()));
                continue;
            }
            Err(d) => d,
        };
        // Every diagnostic names the file, a line and a column within the file.
        for d in &diagnostics.0 {
            assert_eq!(d.file, "game.toml");
            assert!(d.line >= 1 && d.line <= source.lines().count().max(1), "{}: line {}", case.display(), d.line);
        }
        let rendered = diagnostics.to_string();
        let expected_path = case.with_extension("expected");
        if update {
            std::fs::write(&expected_path, &rendered).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != rendered {
            failures.push(format!("{}:\n--- expected\n{expected}\n--- got\n{rendered}", case.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_real_game_definition_is_valid() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/guyenne/game.toml");
    let def = GameDef::parse("game.toml", &std::fs::read_to_string(path).unwrap()).unwrap();
    let names: Vec<&str> = def.rulesets.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"]);
}

#[test]
fn an_unknown_ruleset_lists_the_known_ones() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/guyenne/game.toml");
    let def = GameDef::parse("game.toml", &std::fs::read_to_string(path).unwrap()).unwrap();
    let d = def.rules("2023-basic").unwrap_err();
    assert_eq!(d.key.as_deref(), Some("rulesets"));
    assert!(d.message.contains("2023-basic"));
    assert!(d.hint.unwrap().contains("2022-basic, 2022-advanced, 2022-expert, 2021-basic"));
    assert!(d.excerpt.starts_with("[rulesets"), "points at the rulesets section: {}", d.excerpt);
}
