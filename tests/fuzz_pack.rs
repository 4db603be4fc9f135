//! A mutation fuzz of the game pack: each case applies a few random edits (seeded, so every run
//! tries the same packs) to game.toml, examples.toml or a locale of one game (Guyenne, Le
//! rocher des ducs, Joute and a designer's game with its cards in cards.csv, in turn), sometimes
//! with bytes no text file should hold or placeables nested deep, then checks the pack. Whatever
//! the edits, `check` must answer with diagnostics or success, never a panic. A failing seed is
//! printed; replay it with `FUZZ_SEED=<seed> cargo test --release --test all fuzz_pack::`, and try
//! more cases with `FUZZ_CASES=2000` (which also prints the slowest case).

use crate::common;

use scriptorium::build::{BuildError, BuildOptions, Quiet, check};
use scriptorium::content::PackSource;

/// The files a case may change, of each game.
const FILES: [&str; 4] = ["content/{}/game.toml", "content/{}/examples.toml", "locales/en/{}.ftl", "locales/fr/{}.ftl"];
const GAMES: [&str; 4] = ["guyenne", "rocher-des-ducs", "joute", "trio"];

/// The files a case may change of the designer's game `trio` (the starter game of `scriptorium
/// new`, its cards in cards.csv).
const TRIO_FILES: [&str; 4] =
    ["content/trio/cards.csv", "content/trio/game.toml", "locales/en/trio.ftl", "templates/trio/faces.typ"];

/// The starter game `trio` at `root`, its cards in cards.csv.
fn trio(root: &std::path::Path) {
    scriptorium::games::plain::scaffold(root, "trio").unwrap();
    common::cards_from_csv(root, "trio", common::TRIO_CSV);
}

/// Bytes a file saved badly may hold: not UTF-8, a NUL, a byte-order mark, a line end alone.
const BYTES: [&[u8]; 5] = [b"\xff\xfe", b"\x00", b"\xef\xbb\xbf", b"\r", b"\xc3"];

/// Numbers a designer might mistype: out of range, negative, huge.
const NUMBERS: [&str; 8] = ["0", "-1", "7", "99", "1000", "255", "65536", "9999999999"];

/// One random edit of a text.
fn mutate(text: &str, rng: &mut fastrand::Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    if lines.is_empty() {
        return text.to_string();
    }
    let i = rng.usize(..lines.len());
    match rng.u8(..8) {
        0 => {
            lines.remove(i);
        }
        1 => {
            let line = lines[i].clone();
            lines.insert(i, line);
        }
        2 => {
            // A number replaced by another.
            let line = &lines[i];
            if let Some(start) = line.find(|c: char| c.is_ascii_digit()) {
                let end = line[start..].find(|c: char| !c.is_ascii_digit()).map_or(line.len(), |e| start + e);
                lines[i] = format!("{}{}{}", &line[..start], NUMBERS[rng.usize(..NUMBERS.len())], &line[end..]);
            }
        }
        3 => {
            let j = rng.usize(..lines.len());
            lines.swap(i, j);
        }
        4 => {
            // A list made very long (a deck of a thousand cards, say).
            if let Some(open) = lines[i].find('[') {
                let item = if lines[i].contains('"') { "\"2\"" } else { "2" };
                let long = vec![item; 1000].join(", ");
                lines[i] = format!("{}[{long}, {}", &lines[i][..open], &lines[i][open + 1..]);
            }
        }
        5 => {
            // A character dropped.
            let line = &lines[i];
            if let Some((at, c)) = line.char_indices().nth(rng.usize(..line.chars().count().max(1))) {
                lines[i] = format!("{}{}", &line[..at], &line[at + c.len_utf8()..]);
            }
        }
        6 => {
            // Placeables (or a template's brackets) nested deep.
            let depth = [12, 200, 20_000][rng.usize(..3)];
            let at = lines[i].char_indices().nth(rng.usize(..lines[i].chars().count().max(1))).map_or(0, |(a, _)| a);
            lines[i] = format!("{}{}x{}{}", &lines[i][..at], "{ ".repeat(depth), " }".repeat(depth), &lines[i][at..]);
        }
        _ => {
            // A line from elsewhere in the file.
            let j = rng.usize(..lines.len());
            lines[i] = lines[j].clone();
        }
    }
    lines.join("\n") + "\n"
}

fn run_case(seed: u64) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let root = common::scratch(&format!("fuzz-pack-{seed}"));
    let game = GAMES[seed as usize % GAMES.len()];
    let file = if game == "trio" {
        trio(&root);
        TRIO_FILES[rng.usize(..TRIO_FILES.len())].to_string()
    } else {
        common::copy_game_pack(&root, game);
        FILES[rng.usize(..FILES.len())].replace("{}", game)
    };
    let path = root.join(&file);
    let mut text = std::fs::read_to_string(&path).unwrap();
    for _ in 0..rng.usize(1..=3) {
        text = mutate(&text, &mut rng);
    }
    let mut bytes = text.into_bytes();
    // One case in five also gets bytes a text editor should not have saved.
    if rng.u8(..5) == 0 {
        let at = rng.usize(..=bytes.len());
        bytes.splice(at..at, BYTES[rng.usize(..BYTES.len())].iter().copied());
    }
    std::fs::write(&path, &bytes).unwrap();
    let mut opts = BuildOptions::all(root.join("out"));
    opts.languages = vec!["en".into()];
    (opts.cards, opts.sheets) = (false, false);
    let result = std::panic::catch_unwind(|| check(&PackSource::Dir(root.to_path_buf()), &opts, &Quiet));
    match result {
        Ok(Ok(_)) | Ok(Err(BuildError::Check(_))) => {}
        Ok(Err(other)) => panic!("seed {seed} ({file}): an error without a location: {other}"),
        Err(_) => panic!("seed {seed} ({file}): check panicked; replay with FUZZ_SEED={seed}"),
    }
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn no_mutated_pack_makes_check_panic() {
    if let Some(seed) = std::env::var("FUZZ_SEED").ok().and_then(|s| s.parse().ok()) {
        return run_case(seed);
    }
    // FUZZ_CASES=2000 tries more packs (the default keeps the test suite quick).
    let cases = std::env::var("FUZZ_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(36);
    let mut slowest = (0.0f64, 0);
    for seed in 0..cases {
        let started = std::time::Instant::now();
        run_case(seed);
        let took = started.elapsed().as_secs_f64();
        if took > slowest.0 {
            slowest = (took, seed);
        }
    }
    eprintln!("{cases} packs checked, none panicked; the slowest, seed {}, took {:.1} s", slowest.1, slowest.0);
}
