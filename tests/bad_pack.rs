//! Every broken game pack under tests/bad-inputs/pack/ must be refused by `check` (and so by
//! `build`), or warned about, with the diagnostics recorded beside it (NAME.expected): file,
//! line, column, message, hint. Each case is a few changes to a copy of the real pack: an edit
//! (`find` → `replace`) of one file, files written, removed, made symbolic links or FIFOs.
//! Regenerate the expectations with `UPDATE_EXPECT=1 cargo test --release --test all bad_pack::` and
//! review the diff.

use crate::common;

use crate::common::{copy_pack, golden_corpus};
use scriptorium::build::{BuildError, BuildOptions, Quiet, check};
use scriptorium::content::PackSource;
use scriptorium::diagnostic::Diagnostics;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    #[serde(default)]
    file: String,
    #[serde(default)]
    find: String,
    #[serde(default)]
    replace: String,
    /// Files to write (path in the pack → text).
    #[serde(default)]
    write: BTreeMap<String, String>,
    /// Files or folders to remove.
    #[serde(default)]
    remove: Vec<String>,
    /// Symbolic links to make (path in the pack → target, relative to the pack's parent).
    #[serde(default)]
    symlink: BTreeMap<String, String>,
    /// FIFOs to make in place of files.
    #[serde(default)]
    fifo: Vec<String>,
    /// The language to build (default: en).
    #[serde(default)]
    lang: Option<String>,
    /// What to build besides checking (default: the rulebook).
    #[serde(default)]
    parts: Vec<String>,
    /// The game whose pack is copied (default: guyenne).
    #[serde(default)]
    game: Option<String>,
}

#[test]
fn each_broken_pack_gets_its_diagnostics() {
    golden_corpus("tests/bad-inputs/pack", 20, |case_path, name| {
        let case: Case = toml::from_str(&std::fs::read_to_string(case_path).unwrap()).unwrap();
        let root = common::scratch(&format!("bad-pack-{name}"));
        match &case.game {
            Some(game) => common::copy_game_pack(&root, game),
            None => copy_pack(&root),
        }
        if !case.file.is_empty() {
            let target = root.join(&case.file);
            let text = std::fs::read_to_string(&target).unwrap();
            assert!(text.contains(&case.find), "{name}: {} does not contain {:?}", case.file, case.find);
            std::fs::write(&target, text.replacen(&case.find, &case.replace, 1)).unwrap();
        }
        for (path, text) in &case.write {
            std::fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            std::fs::write(root.join(path), text).unwrap();
        }
        for path in &case.remove {
            let p = root.join(path);
            if p.is_dir() { std::fs::remove_dir_all(p).unwrap() } else { std::fs::remove_file(p).unwrap() }
        }
        for (path, target) in &case.symlink {
            let outside = root.parent().unwrap().join(target);
            std::fs::write(&outside, "a file outside the pack\n").unwrap();
            let _ = std::fs::remove_file(root.join(path));
            std::os::unix::fs::symlink(&outside, root.join(path)).unwrap();
        }
        for path in &case.fifo {
            let p = root.join(path);
            let _ = std::fs::remove_file(&p);
            let c = std::ffi::CString::new(p.to_str().unwrap()).unwrap();
            // SAFETY: mkfifo reads a valid NUL-terminated path and has no other precondition.
            assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0, "{name}: mkfifo");
        }
        let parts = if case.parts.is_empty() { vec!["rulebook".to_string()] } else { case.parts.clone() };
        let mut opts = BuildOptions::all(root.join("out"));
        opts.languages = case.lang.clone().map_or_else(|| vec!["en".into()], |l| vec![l]);
        opts.cards = parts.iter().any(|p| p == "cards");
        opts.sheets = parts.iter().any(|p| p == "sheets");
        opts.rulebook = parts.iter().any(|p| p == "rulebook");
        // The layout's preflight (its own tests in tests/preflight.rs) would only repeat the
        // real books' findings in every case.
        let of_pack = |d: Vec<scriptorium::diagnostic::Diagnostic>| {
            d.into_iter().filter(|d| !d.message.starts_with("preflight, ")).collect::<Vec<_>>()
        };
        let rendered = match check(&PackSource::Dir(root.to_path_buf()), &opts, &Quiet) {
            Ok((_, warnings)) if of_pack(warnings.clone()).is_empty() => {
                return Err("accepted, but it must be refused".into());
            }
            Ok((_, warnings)) => Diagnostics(of_pack(warnings)).to_string().replace(root.to_str().unwrap(), "<pack>"),
            Err(BuildError::Check(d)) => {
                let d = Diagnostics(of_pack(d.0));
                for problem in &d.0 {
                    assert!(problem.line >= 1, "{name}: every problem has a line");
                    let named = problem.file.starts_with(root.to_str().unwrap()) || problem.file.starts_with("--");
                    assert!(named, "{name}: names a pack file or an option: {problem}");
                }
                d.to_string().replace(root.to_str().unwrap(), "<pack>")
            }
            Err(other) => other.to_string(),
        };
        assert!(!root.join("out").exists(), "{name}: check writes nothing");
        Ok(rendered)
    });
}
