//! Helpers shared by the integration tests: rules from the embedded game pack, and a small
//! notation for cards and positions.
#![allow(dead_code)]

use scriptorium::games::guyenne::engine::{BySide, Card, CardSet, Decision, Game, Rules, Setup, Side, SideSetup};
use scriptorium::games::guyenne::{GameDef, Loaded};

pub fn game_def() -> GameDef {
    Loaded::embedded().def
}

pub fn rules(ruleset: &str) -> Rules {
    game_def().rules(ruleset).expect("known ruleset")
}

/// Cards written as "H 5 2 2".
pub fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(|t| if t == "H" { Card::HERO } else { Card::number(t.parse().unwrap()) }).collect()
}

pub fn set(rules: &Rules, s: &str) -> CardSet {
    rules.set_of(&cards(s))
}

/// Castles written as "E . F . . ." (English, neutral, French).
pub fn castles(s: &str) -> Vec<Option<Side>> {
    s.split_whitespace()
        .map(|t| match t {
            "E" => Some(Side::English),
            "F" => Some(Side::French),
            _ => None,
        })
        .collect()
}

/// A position at the start of a round with the given castles, first player and hands; every
/// other card is in the decks.
pub fn position(rules: Rules, line: &str, first: Side, english: &str, french: &str) -> Game {
    let side = |hand: &str| SideSetup { hand: cards(hand), ..SideSetup::default() };
    let setup = Setup { castles: castles(line), round: 1, first, sides: BySide::new(side(english), side(french)) };
    Game::from_setup(rules, &setup, 7).expect("valid position")
}

pub fn place(game: &mut Game, castle: u8, hand: &str) {
    let cards = set(game.rules(), hand);
    game.apply(Decision::Place { castle, cards }).unwrap_or_else(|e| panic!("placing {hand} at {castle}: {e}"));
}

/// Plays the four placements of a round: first player at A, opponent at A and B, first at B.
pub fn round(game: &mut Game, a: u8, first_a: &str, second_a: &str, b: u8, second_b: &str, first_b: &str) {
    place(game, a, first_a);
    place(game, a, second_a);
    place(game, b, second_b);
    place(game, b, first_b);
}

/// Total cards a side owns in every pile, the table included.
pub fn owned(game: &Game, side: Side) -> usize {
    game.hand_len(side)
        + game.deck_len(side)
        + game.discard(side).len()
        + game.removed(side).len()
        + game.on_table(side)
}

/// An empty folder for one test, inside the build folder (target/tmp), never elsewhere on the
/// machine: `<name>-<process>-<n>`, unique among the tests running at once. It is removed when the
/// test ends, unless the test fails (its files are then kept to be looked at).
pub fn temp_dir(name: &str) -> TempDir {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    scratch(&format!("{name}-{}-{n}", std::process::id()))
}

/// An empty folder of this exact name inside the build folder (target/tmp), removed when the
/// test ends unless it fails; the name must be unique among the tests.
pub fn scratch(name: &str) -> TempDir {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    TempDir(dir)
}

/// A test's own folder (see [`temp_dir`]); it reads as the path it holds.
pub struct TempDir(std::path::PathBuf);

impl TempDir {
    /// The folder, kept after the test (for files shared by several tests of one run).
    pub fn keep(self) -> std::path::PathBuf {
        let dir = self.0.clone();
        std::mem::forget(self);
        dir
    }
}

impl std::ops::Deref for TempDir {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::path::Path> for TempDir {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::ffi::OsStr> for TempDir {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.as_os_str()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

/// A command's output as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Copies Guyenne's part of the repository's game pack (content, templates, its locales in every
/// language) to `to`, for tests that edit it.
pub fn copy_pack(to: &std::path::Path) {
    copy_game_pack(to, "guyenne");
}

/// A copy of the pack holding one game: its content, templates and texts, and the common
/// templates.
pub fn copy_game_pack(to: &std::path::Path, game: &str) {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let content = format!("content/{game}");
    let templates = format!("templates/{game}");
    for dir in [&content, &templates, "templates/common", "locales/fr", "locales/en", "locales/de", "locales/es"] {
        copy_tree(&src.join(dir), &to.join(dir), &|path| {
            // A pack of one game: the other games' texts stay out.
            !(dir.starts_with("locales/") && path.file_stem().is_some_and(|s| s != game))
        });
    }
}

/// The cards of the starter game (`scriptorium new trio`) as a cards.csv table.
pub const TRIO_CSV: &str = "id,copies,name,text,value,colour\n\
                            fire,3,card-fire,card-fire-text,3,fire\n\
                            water,2,card-water,card-water-text,2,water\n\
                            earth,4,card-earth,card-earth-text,1,earth\n";

/// Moves the cards of game `game` of the pack at `pack` (as `scriptorium new` wrote it) into
/// cards.csv, which holds `csv`: its `[[cards]]` tables removed, `cards = "cards.csv"` on top.
pub fn cards_from_csv(pack: &std::path::Path, game: &str, csv: &str) {
    let toml_path = pack.join(format!("content/{game}/game.toml"));
    let toml = std::fs::read_to_string(&toml_path).unwrap();
    let head = &toml[..toml.find("[[cards]]").unwrap()];
    // A top-level key goes before the first table.
    std::fs::write(&toml_path, format!("cards = \"cards.csv\"\n{head}")).unwrap();
    std::fs::write(pack.join(format!("content/{game}/cards.csv")), csv).unwrap();
}

/// Copies the files of `from` (and its folders) that `keep` accepts into `to`.
fn copy_tree(from: &std::path::Path, to: &std::path::Path, keep: &dyn Fn(&std::path::Path) -> bool) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            copy_tree(&path, &to.join(path.file_name().unwrap()), keep);
        } else if keep(&path) {
            std::fs::copy(&path, to.join(path.file_name().unwrap())).unwrap();
        }
    }
}

/// Runs a corpus of golden cases: every `*.toml` file under `dir` (relative to the repository;
/// at least `min` of them) is given to `render` with its name, and what it renders must equal
/// the `NAME.expected` file beside it. `render` returns `Err` with a message when the case
/// fails outright. With `UPDATE_EXPECT` set, the expected files are rewritten instead.
pub fn golden_corpus(dir: &str, min: usize, mut render: impl FnMut(&std::path::Path, &str) -> Result<String, String>) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut cases: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    cases.retain(|p| p.extension().is_some_and(|e| e == "toml"));
    cases.sort();
    assert!(cases.len() >= min, "the corpus has {} cases", cases.len());
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_stem().unwrap().to_string_lossy().into_owned();
        let rendered = match render(case, &name) {
            Ok(rendered) => rendered,
            Err(failure) => {
                failures.push(format!("{name}: {failure}"));
                continue;
            }
        };
        let expected_path = case.with_extension("expected");
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

/// Every file the manifest of `out` lists exists with the hash it gives; their count.
pub fn manifest_is_true(out: &std::path::Path) -> Result<usize, String> {
    use sha2::{Digest, Sha256};
    let m: serde_json::Value = serde_json::from_slice(&std::fs::read(out.join("manifest.json")).unwrap()).unwrap();
    let files = m["files"].as_array().unwrap();
    for f in files {
        let path = out.join(f["path"].as_str().unwrap());
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let hash: String = Sha256::digest(&bytes).iter().map(|b| format!("{b:02x}")).collect();
        if hash != f["sha256"].as_str().unwrap() {
            return Err(format!("{} does not have the listed sha256", path.display()));
        }
    }
    Ok(files.len())
}

/// Text for comparing with what a PDF shows: no spaces, no hyphens, no ligature forms.
pub fn squash(text: &str) -> String {
    text.replace('\u{fb01}', "fi")
        .replace('\u{fb02}', "fl")
        .replace('\u{fb00}', "ff")
        .chars()
        .filter(|c| {
            !c.is_whitespace()
                && !matches!(c, '-' | '\u{2010}' | '\u{2011}' | '\u{2060}' | '\u{00ad}' | '\u{202f}' | '\u{a0}')
        })
        .collect()
}

/// A PDF's text, squashed.
pub fn pdf_text(pdf: &[u8]) -> String {
    squash(&pdf_extract::extract_text_from_mem(pdf).expect("the PDF's text can be read"))
}

/// Asserts that a language's rulebook PDF prints its section titles and every example's caption
/// and steps (`**` marks are bold, not printed), and no message id.
pub fn assert_rulebook_prints<'a>(
    lang: &str,
    pdf: &[u8],
    titles: impl IntoIterator<Item = &'a String>,
    examples: impl IntoIterator<Item = (&'a String, &'a String, &'a [String])>,
) {
    let text = pdf_text(pdf);
    for title in titles {
        assert!(text.contains(&squash(title)), "{lang}: section title {title:?} is in the PDF");
    }
    for (id, caption, steps) in examples {
        assert!(text.contains(&squash(caption)), "{lang}: caption of {id} is in the PDF");
        for step in steps {
            let step = step.replace("**", "");
            assert!(text.contains(&squash(&step)), "{lang}: step {step:?} is in the PDF");
        }
    }
    assert!(!text.contains("rb-"), "{lang}: a message id is printed");
}

/// Asserts that a rulebook PDF is ready for print and readers: PDF/A-2 and PDF/UA-1 declared,
/// its language set, and a page count that folds into a booklet.
pub fn assert_print_ready_rulebook(lang: &str, pdf: &[u8]) {
    let raw = String::from_utf8_lossy(pdf);
    assert!(raw.contains("<pdfaid:part>2</pdfaid:part>"), "{lang}: PDF/A-2 declared");
    assert!(raw.contains("<pdfuaid:part>1</pdfuaid:part>"), "{lang}: PDF/UA-1 declared");
    assert!(raw.contains(&format!("/Lang({lang})")), "{lang}: document language");
    let count = pdf_extract::extract_text_from_mem_by_pages(pdf).map(|p| p.len()).unwrap_or(0);
    assert_eq!(count % 4, 0, "{lang}: {count} pages fold into a booklet");
}

/// The document whose Typst sources the build emitted (`--emit-typst`) into `root`, compiled
/// again, with the files of its world by path (`/main.typ`, its data and pictures).
pub fn compile_emitted(root: &std::path::Path) -> (typst_layout::PagedDocument, Vec<(String, Vec<u8>)>) {
    let mut files = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(dir) = folders.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let rel = path.strip_prefix(root).unwrap().to_string_lossy().to_string();
                files.push((format!("/{rel}"), std::fs::read(&path).unwrap()));
            }
        }
    }
    let main = String::from_utf8(files.iter().find(|(p, _)| p == "/main.typ").unwrap().1.clone()).unwrap();
    let world = scriptorium::typeset::world::DocWorld::new("/main.typ", main, files.clone()).unwrap();
    let name = root.file_name().unwrap().to_string_lossy();
    (scriptorium::typeset::compile(&world, &name).unwrap_or_else(|e| panic!("{e:?}")), files)
}

/// The rulebooks of `game` in `languages`, built as `scriptorium build --game GAME` builds them
/// (into a folder of the tests' own), by language.
pub fn build_rulebooks(game: &str, languages: &[&str]) -> std::collections::BTreeMap<String, Vec<u8>> {
    build_rulebooks_reporting(game, languages).0
}

/// The rulebooks of `game` in `languages`, as [`build_rulebooks`], with the warnings of the build
/// (the preflight's findings among them), each as scriptorium prints it.
pub fn build_rulebooks_reporting(
    game: &str,
    languages: &[&str],
) -> (std::collections::BTreeMap<String, Vec<u8>>, Vec<String>) {
    use scriptorium::build::{BuildOptions, build_print_files};
    let out = temp_dir(&format!("{game}-rulebooks"));
    let mut opts = BuildOptions::all(out.to_path_buf());
    (opts.games, opts.cards, opts.sheets) = (vec![game.into()], false, false);
    opts.languages = languages.iter().map(|l| l.to_string()).collect();
    let pack = scriptorium::content::PackSource::Dir(std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    let report = build_print_files(&pack, &opts, &scriptorium::build::Quiet).unwrap_or_else(|e| panic!("{e}"));
    let pdfs = languages
        .iter()
        .map(|l| (l.to_string(), std::fs::read(out.join(format!("{game}/{l}/rulebook.pdf"))).unwrap()))
        .collect();
    (pdfs, report.warnings.iter().map(|w| w.message.clone()).collect())
}
