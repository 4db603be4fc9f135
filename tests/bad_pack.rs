//! Every broken game pack under tests/bad-inputs/pack/ must be refused by `check` (and so by
//! `build`) with the diagnostics recorded beside it (NAME.expected): file, line, column, message,
//! hint. Each case is one edit (`find` → `replace`) to a copy of the real pack. Regenerate the
//! expectations with `UPDATE_EXPECT=1 cargo test --release --test bad_pack` and review the diff.

mod common;

use common::{copy_pack, golden_corpus};
use scriptorium::build::{BuildError, BuildOptions, Quiet, check};
use scriptorium::content::PackSource;
use serde::Deserialize;
use std::path::Path;

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
    golden_corpus("tests/bad-inputs/pack", 20, |case_path, name| {
        let case: Case = toml::from_str(&std::fs::read_to_string(case_path).unwrap()).unwrap();
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
            Ok(_) => return Err("accepted, but it must be refused".into()),
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
        Ok(rendered)
    });
}
