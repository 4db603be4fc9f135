//! Every broken game pack under tests/bad-inputs/pack/ must be refused by `check` (and so by
//! `build`) with the diagnostics recorded beside it (NAME.expected): file, line, column, message,
//! hint. Each case is one edit (`find` → `replace`) to a copy of the real pack. Regenerate the
//! expectations with `UPDATE_EXPECT=1 cargo test --release --test bad_pack` and review the diff.

mod common;

use common::copy_pack;
use scriptorium::build::{BuildError, BuildOptions, Quiet, check};
use scriptorium::content::PackSource;
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    file: String,
    find: String,
    replace: String,
    /// What to build besides checking (default: the rulebook).
    #[serde(default)]
    parts: Vec<String>,
}

#[test]
fn each_broken_pack_gets_its_diagnostics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad-inputs/pack");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    cases.retain(|p| p.extension().is_some_and(|e| e == "toml"));
    cases.sort();
    assert!(cases.len() >= 20, "the corpus has {} cases", cases.len());
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failures = Vec::new();
    for case_path in &cases {
        let case: Case = toml::from_str(&std::fs::read_to_string(case_path).unwrap()).unwrap();
        let name = case_path.file_stem().unwrap().to_string_lossy().into_owned();
        let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("bad-pack-{name}"));
        let _ = std::fs::remove_dir_all(&root);
        copy_pack(&root);
        let target = root.join(&case.file);
        let text = std::fs::read_to_string(&target).unwrap();
        assert!(text.contains(&case.find), "{name}: {} does not contain {:?}", case.file, case.find);
        std::fs::write(&target, text.replacen(&case.find, &case.replace, 1)).unwrap();
        let parts = if case.parts.is_empty() { vec!["rulebook".to_string()] } else { case.parts.clone() };
        let mut opts = BuildOptions::all(root.join("out"));
        opts.languages = vec!["en".into()];
        opts.cards = parts.iter().any(|p| p == "cards");
        opts.sheets = parts.iter().any(|p| p == "sheets");
        opts.rulebook = parts.iter().any(|p| p == "rulebook");
        let rendered = match check(&PackSource::Dir(root.clone()), &opts, &Quiet) {
            Ok(_) => {
                failures.push(format!("{name}: accepted, but it must be refused"));
                continue;
            }
            Err(BuildError::Check(d)) => {
                for problem in &d.0 {
                    assert!(problem.line >= 1, "{name}: every problem has a line");
                    assert!(problem.file.starts_with(root.to_str().unwrap()), "{name}: names a pack file: {problem}");
                }
                d.to_string().replace(root.to_str().unwrap(), "<pack>")
            }
            Err(other) => other.to_string(),
        };
        assert!(!root.join("out").exists(), "{name}: check writes nothing");
        let expected_path = case_path.with_extension("expected");
        if update {
            std::fs::write(&expected_path, &rendered).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != rendered {
            failures.push(format!("{name}:\n--- expected\n{expected}\n--- got\n{rendered}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
