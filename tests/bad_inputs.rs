//! Every bad game definition under tests/bad-inputs/game-toml/ must be refused with the
//! diagnostic recorded beside it (NAME.expected): the message, the key, the line and column.
//! Regenerate the expectations with `UPDATE_EXPECT=1 cargo test --release --test all bad_inputs::`
//! and review the diff.

use crate::common::golden_corpus;
use scriptorium::games::guyenne::GameDef;
use std::path::Path;

#[test]
fn each_bad_game_definition_gets_its_diagnostic() {
    golden_corpus("tests/bad-inputs/game-toml", 15, |case, name| {
        let source = std::fs::read_to_string(case).unwrap();
        let diagnostics = match GameDef::parse("game.toml", &source) {
            Ok(_) => return Err("accepted, but it must be refused".into()),
            Err(d) => d,
        };
        // Every diagnostic names the file, a line and a column within the file.
        for d in &diagnostics.0 {
            assert_eq!(d.file, "game.toml");
            assert!(d.line >= 1 && d.line <= source.lines().count().max(1), "{name}: line {}", d.line);
        }
        Ok(diagnostics.to_string())
    });
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
