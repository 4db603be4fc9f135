//! The `scriptorium` binary as a user runs it: outputs, determinism, errors and exit codes.

use crate::common;

use crate::common::{temp_dir, text};

use std::path::Path;
use std::process::{Command, Output};

fn scriptorium(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

#[test]
fn the_log_is_the_same_byte_for_byte_whatever_the_threads() {
    let dir = temp_dir("threads");
    let mut logs = Vec::new();
    for threads in ["1", "2"] {
        let log = dir.join(format!("log-{threads}.jsonl"));
        let out = scriptorium(&[
            "--game",
            "guyenne",
            "simulate",
            "--ruleset",
            "2022-advanced",
            "--games",
            "5000",
            "--seed",
            "9",
            "--threads",
            threads,
            "--log",
            log.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        logs.push(std::fs::read(&log).unwrap());
    }
    assert_eq!(logs[0].split(|&b| b == b'\n').filter(|l| !l.is_empty()).count(), 5000);
    assert!(logs[0] == logs[1], "the logs differ between 1 and 2 threads");
}

/// A simulation without a log plays each round of random players in one piece and refills
/// hands at once; with a log, decision by decision and card by card for the record. Both must
/// play the same games: the same summary, in every ruleset.
#[test]
fn the_summary_is_the_same_with_or_without_a_log() {
    let dir = temp_dir("with-log");
    let rulesets = ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"];
    let runs = rulesets.map(|r| (r, "random,random")).into_iter().chain([("2022-advanced", "greedy,random")]);
    for (ruleset, players) in runs {
        let log = dir.join(format!("{ruleset}.jsonl"));
        let args = [
            "--game",
            "guyenne",
            "simulate",
            "--ruleset",
            ruleset,
            "--players",
            players,
            "--games",
            "2000",
            "--seed",
            "5",
            "--json",
        ];
        let quick = scriptorium(&args);
        let logged = scriptorium(&[&args[..], &["--log", log.to_str().unwrap()]].concat());
        assert!(quick.status.success() && logged.status.success(), "{}", text(&logged.stderr));
        assert_eq!(text(&quick.stdout), text(&logged.stdout), "{ruleset}, {players}");
    }
}

#[test]
fn game_i_replays_alone_with_seed_plus_i() {
    let dir = temp_dir("replay");
    let (all, one) = (dir.join("all.jsonl"), dir.join("one.jsonl"));
    let run = |seed: &str, games: &str, log: &Path| {
        let out = scriptorium(&[
            "--game",
            "guyenne",
            "simulate",
            "--games",
            games,
            "--seed",
            seed,
            "--log",
            log.to_str().unwrap(),
        ]);
        assert!(out.status.success());
    };
    run("100", "10", &all);
    run("107", "1", &one);
    let all = std::fs::read_to_string(all).unwrap();
    let one = std::fs::read_to_string(one).unwrap();
    assert_eq!(all.lines().nth(7).unwrap(), one.trim_end());
}

#[test]
fn a_simulation_log_passes_check_log() {
    let dir = temp_dir("check-log");
    let log = dir.join("games.jsonl");
    let out = scriptorium(&[
        "--game",
        "guyenne",
        "simulate",
        "--seats",
        "4",
        "--games",
        "300",
        "--log",
        log.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let out = scriptorium(&["--game", "guyenne", "check-log", log.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("300 game record(s) follow the rules"));
}

/// The search player (`ismcts:N`) in every game: its games are the same whatever the threads,
/// and the independent checker finds them legal.
#[test]
fn search_players_play_legal_games_the_same_whatever_the_threads() {
    let dir = temp_dir("ismcts");
    for (game, players) in
        [("guyenne", "ismcts:40,greedy"), ("rocher-des-ducs", "greedy,ismcts:40"), ("joute", "ismcts:40,random")]
    {
        let mut logs = Vec::new();
        for threads in ["1", "2"] {
            let log = dir.join(format!("{game}-{threads}.jsonl"));
            let out = scriptorium(&[
                "--game",
                game,
                "simulate",
                "--games",
                "12",
                "--seed",
                "3",
                "--players",
                players,
                "--threads",
                threads,
                "--log",
                log.to_str().unwrap(),
            ]);
            assert!(out.status.success(), "{game}: {}", text(&out.stderr));
            logs.push(std::fs::read(&log).unwrap());
        }
        assert!(logs[0] == logs[1], "{game}: the logs differ between 1 and 2 threads");
        let log = dir.join(format!("{game}-1.jsonl"));
        let out = scriptorium(&["--game", game, "check-log", log.to_str().unwrap()]);
        assert!(out.status.success(), "{game}: {}", text(&out.stderr));
        assert!(text(&out.stdout).contains("12 game record(s) follow the rules"), "{}", text(&out.stdout));
    }
}

#[test]
fn check_log_names_the_line_of_a_bad_record() {
    let dir = temp_dir("bad-log");
    let log = dir.join("games.jsonl");
    assert!(
        scriptorium(&["--game", "guyenne", "simulate", "--games", "3", "--log", log.to_str().unwrap()])
            .status
            .success()
    );
    let lines: Vec<String> = std::fs::read_to_string(&log).unwrap().lines().map(String::from).collect();
    let mut broken: serde_json::Value = serde_json::from_str(&lines[1]).unwrap();
    broken["end"]["score"]["english"] = serde_json::Value::from(99);
    std::fs::write(&log, format!("{}\n{}\n{}\n", lines[0], broken, lines[2])).unwrap();
    let out = scriptorium(&["--game", "guyenne", "check-log", log.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("games.jsonl:2:") && err.contains("R8"), "{err}");
}

#[test]
fn the_summary_reads_as_json_and_is_quiet_on_stderr() {
    let out =
        scriptorium(&["--game", "guyenne", "simulate", "--games", "2000", "--players", "greedy,random", "--json"]);
    assert!(out.status.success());
    // The pack line goes to stderr when stdout carries JSON; nothing else (no progress bar when
    // stderr is not a terminal).
    assert_eq!(text(&out.stderr), "pack: ./ (games: guyenne, joute, rocher-des-ducs)\n", "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let s = &json["summary"];
    assert_eq!(s["games"], 2000);
    let total =
        s["wins"]["english"].as_u64().unwrap() + s["wins"]["french"].as_u64().unwrap() + s["draws"].as_u64().unwrap();
    assert_eq!(total, 2000);
    assert_eq!(json["players"]["english"], "greedy");
}

#[test]
fn the_text_summary_has_what_a_designer_reads() {
    let out = scriptorium(&["--game", "guyenne", "simulate", "--games", "1000", "--ruleset", "2021-basic"]);
    assert!(out.status.success());
    let s = text(&out.stdout);
    for needle in
        ["wins english", "wins french", "draws", "first player", "mean score", "rounds", "end reasons", "exhaustion"]
    {
        assert!(s.contains(needle), "summary lacks {needle:?}:\n{s}");
    }
}

#[test]
fn an_unknown_ruleset_names_the_file_line_and_key() {
    let out = scriptorium(&["--game", "guyenne", "simulate", "--ruleset", "2023-basic", "--games", "10"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("content/guyenne/game.toml:"), "{err}");
    assert!(err.contains("rulesets") && err.contains("2022-basic"), "{err}");
}

#[test]
fn bad_players_and_seats_are_refused_with_a_message() {
    let out = scriptorium(&["--game", "guyenne", "simulate", "--players", "random", "--games", "1"]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("ENGLISH,FRENCH"));
    let out = scriptorium(&["--game", "guyenne", "simulate", "--players", "random,clever", "--games", "1"]);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("clever"));
    let out = scriptorium(&["--game", "guyenne", "simulate", "--seats", "5", "--games", "1"]);
    assert!(!out.status.success());
}

#[test]
fn a_broken_game_definition_under_root_is_reported_not_panicked() {
    let root = temp_dir("root");
    std::fs::create_dir_all(root.join("content/guyenne")).unwrap();
    let good =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("content/guyenne/game.toml")).unwrap();
    let bad = good.replace("value = 3\ncount = 4", "value = 3\ncount = -4");
    std::fs::write(root.join("content/guyenne/game.toml"), bad).unwrap();
    let out = scriptorium(&["--root", root.to_str().unwrap(), "simulate", "--games", "10"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    // The line of the broken count, wherever game.toml puts it.
    let line = good[..good.find("value = 3\ncount = 4").unwrap()].lines().count() + 2;
    assert!(err.contains(&format!("game.toml:{line}:9")), "{err}");
    assert!(err.contains("action_cards[2].count"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn a_log_that_cannot_be_written_leaves_no_file() {
    let dir = temp_dir("unwritable");
    let log = dir.join("missing-folder/games.jsonl");
    let out = scriptorium(&["--game", "guyenne", "simulate", "--games", "10", "--log", log.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(!log.exists());
}

#[test]
fn the_embedded_pack_works_outside_the_repository() {
    // The root folder holds no game pack, so the binary falls back to its embedded copy; the
    // command only reads, so nothing is written there.
    let out = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .args(["--game", "guyenne", "rulesets"])
        .current_dir("/")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("2022-expert"));
}

#[test]
fn build_writes_the_card_faces_and_the_manifest() {
    let out = temp_dir("build");
    let out_str = out.to_str().unwrap();
    let result = scriptorium(&["--game", "guyenne", "build", "--only", "cards", "--lang", "fr", "--out", out_str]);
    assert!(result.status.success(), "{}", text(&result.stderr));
    let stdout = text(&result.stdout);
    assert!(stdout.starts_with("pack: ./ (games: guyenne, joute, rocher-des-ducs)\nwrote "), "{stdout}");
    assert!(out.join("guyenne/fr/cards/castle-keep.svg").is_file());
    assert!(out.join("guyenne/fr/cards/french-hero.png").is_file());
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(manifest["games"], serde_json::json!(["guyenne"]));
    assert!(!out.join("guyenne/en").exists(), "only the languages asked for");
}

#[test]
fn build_refuses_unknown_parts_and_languages() {
    let out = temp_dir("build-bad");
    let out_str = out.to_str().unwrap();
    let result = scriptorium(&["build", "--only", "posters", "--out", out_str]);
    assert!(!result.status.success());
    assert!(text(&result.stderr).contains("posters"));
    let result = scriptorium(&["build", "--lang", "it", "--out", out_str]);
    assert!(!result.status.success());
    assert!(text(&result.stderr).contains("--lang it: no game has texts in this language"), "{}", text(&result.stderr));
}

#[test]
fn build_writes_the_print_sheets() {
    let out = temp_dir("build-sheets");
    let result = scriptorium(&["build", "--only", "sheets", "--lang", "es", "--out", out.to_str().unwrap()]);
    assert!(result.status.success(), "{}", text(&result.stderr));
    for name in [
        "print-and-play-a4.pdf",
        "print-and-play-letter.pdf",
        "print-and-play-gutterfold-a4.pdf",
        "print-and-play-printshop.pdf",
    ] {
        let pdf = std::fs::read(out.join("guyenne/es").join(name)).unwrap();
        assert!(pdf.starts_with(b"%PDF-"), "{name}");
    }
    assert!(!out.join("guyenne/es/cards").exists(), "--only sheets writes no card files");
}

/// A copy of the game pack (content, locales, templates) to edit.
fn pack_copy(name: &str) -> common::TempDir {
    let root = temp_dir(name);
    common::copy_pack(&root);
    root
}

fn edit(path: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{} contains {from:?}", path.display());
    std::fs::write(path, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn check_reports_every_problem_with_file_line_and_column_and_writes_nothing() {
    let root = pack_copy("check");
    // Three unrelated mistakes in three files.
    edit(&root.join("locales/de/guyenne.ftl"), "rb-toc-title =", "rb-toc-title = { $chapter }\nrb-toc-old =");
    edit(&root.join("templates/guyenne/rulebook.typ"), "#section(\"rb-goal\")", "#section(\"rb-goals\")");
    edit(&root.join("content/guyenne/examples.toml"), "winner = \"french\"", "winner = \"english\"");
    let out = scriptorium(&["--root", root.to_str().unwrap(), "check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    for expected in [
        "locales/de/guyenne.ftl:",
        "uses $chapter, which is never given",
        "message \"rb-toc-old\" is not in the reference language's file",
        "templates/guyenne/rulebook.typ:",
        "uses message \"rb-goals\"",
        "examples.toml:",
        "expected winner = \"english\", but the engine gives french (R5.3)",
    ] {
        assert!(err.contains(expected), "{expected:?} in:\n{err}");
    }
    assert!(!err.contains("panicked"), "{err}");
    assert!(!root.join("out").exists(), "check writes nothing");
}

#[test]
fn a_build_with_a_problem_leaves_the_previous_outputs_in_place() {
    let root = pack_copy("keep");
    let out_dir = temp_dir("keep-out");
    let args = ["--root", root.to_str().unwrap(), "build", "--only", "rulebook", "--lang", "en", "--out"];
    let ok = scriptorium(&[&args[..], &[out_dir.to_str().unwrap()]].concat());
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    let before = std::fs::read(out_dir.join("guyenne/en/rulebook.pdf")).unwrap();
    edit(&root.join("templates/guyenne/rulebook.typ"), "#section(\"rb-goal\")", "#let broken = (");
    let failed = scriptorium(&[&args[..], &[out_dir.to_str().unwrap()]].concat());
    assert_eq!(failed.status.code(), Some(1));
    assert!(text(&failed.stderr).contains("templates/guyenne/rulebook.typ:"), "{}", text(&failed.stderr));
    assert_eq!(std::fs::read(out_dir.join("guyenne/en/rulebook.pdf")).unwrap(), before);
}

#[test]
fn emit_typst_writes_sources_a_typst_user_can_compile() {
    let out_dir = temp_dir("emit");
    let out = scriptorium(&[
        "build",
        "--only",
        "rulebook,sheets",
        "--lang",
        "es",
        "--emit-typst",
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rulebook = out_dir.join("typst/guyenne/es/rulebook");
    let main = std::fs::read_to_string(rulebook.join("main.typ")).unwrap();
    assert!(main.contains("json(\"/rulebook.json\")"));
    assert!(rulebook.join("rulebook.json").is_file());
    assert!(rulebook.join("diagrams/neutral-1.svg").is_file());
    assert!(out_dir.join("typst/guyenne/es/print-and-play-a4/layout.json").is_file());
    let manifest = std::fs::read_to_string(out_dir.join("manifest.json")).unwrap();
    assert!(manifest.contains("\"typst-source\""));
}

#[test]
fn watch_rebuilds_only_the_rulebook_of_the_language_whose_rulebook_text_changed() {
    use std::io::{BufRead, BufReader};
    let root = pack_copy("watch");
    let out_dir = temp_dir("watch-out");
    let mut child = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .args(["--root", root.to_str().unwrap(), "watch", "--out", out_dir.to_str().unwrap()])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let wait_for = |needle: &str| -> String {
        loop {
            let line = rx.recv_timeout(std::time::Duration::from_secs(120)).expect("watch keeps reporting");
            if line.contains(needle) {
                return line;
            }
        }
    };
    wait_for("watching");
    let en = std::fs::read(out_dir.join("guyenne/en/rulebook.pdf")).unwrap();
    let fr = std::fs::read(out_dir.join("guyenne/fr/rulebook.pdf")).unwrap();
    let sheet = std::fs::read(out_dir.join("guyenne/en/print-and-play-a4.pdf")).unwrap();
    edit(&root.join("locales/en/guyenne.ftl"), "rb-toc-title =", "rb-toc-title = Table of contents\nrb-unused-old =");
    // The edit adds an id French lacks: the rebuild is refused and the outputs stay.
    wait_for("is not in the reference language's file");
    edit(&root.join("locales/en/guyenne.ftl"), "\nrb-unused-old =", "");
    let line = wait_for("rebuilt");
    let _ = child.kill();
    let _ = child.wait();
    assert!(line.contains("en: rulebook"), "{line}");
    assert_ne!(std::fs::read(out_dir.join("guyenne/en/rulebook.pdf")).unwrap(), en, "the English rulebook is rebuilt");
    assert_eq!(std::fs::read(out_dir.join("guyenne/fr/rulebook.pdf")).unwrap(), fr, "French is untouched");
    assert_eq!(std::fs::read(out_dir.join("guyenne/en/print-and-play-a4.pdf")).unwrap(), sheet);
}

/// `watch` under the editors designers use: `sed -i` (a temporary file renamed onto the
/// locale), vim (its `4913` write test, the original renamed to `name~`, the new text written,
/// the backup removed; the real vim too when the machine has it), a backup file left beside the
/// locale, and a change to a game `--game` left out. Each save rebuilds only the rulebook of its
/// language, says which file changed, and nothing else is rebuilt.
#[test]
fn watch_follows_sed_and_vim_saves_ignores_backups_and_honours_game() {
    use std::io::{BufRead, BufReader};
    /// The watch process, stopped however the test ends.
    struct Watching(std::process::Child);
    impl Drop for Watching {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let root = pack_copy("watch-editors");
    common::copy_game_pack(&root, "joute");
    let out_dir = temp_dir("watch-editors-out");
    let mut child = Watching(
        Command::new(env!("CARGO_BIN_EXE_scriptorium"))
            .args(["--root", root.to_str().unwrap(), "--game", "guyenne", "watch", "--lang", "en,fr"])
            .args(["--out", out_dir.to_str().unwrap()])
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let (tx, rx) = std::sync::mpsc::channel();
    let stdout = child.0.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let next = |needle: &str| -> String {
        loop {
            let line = rx.recv_timeout(std::time::Duration::from_secs(120)).expect("watch keeps reporting");
            if line.contains(needle) {
                return line;
            }
        }
    };
    next("watching");
    assert!(!out_dir.join("joute").exists(), "--game guyenne builds Guyenne only");
    let en = root.join("locales/en/guyenne.ftl");
    // A backup beside the locale, and an edit of a game left out: neither is rebuilt for.
    std::fs::copy(&en, root.join("locales/en/guyenne.ftl~")).unwrap();
    edit(&root.join("content/joute/game.toml"), "[game]", "[game]\n# edited");
    // sed -i writes a temporary file and renames it onto the locale.
    let sed = Command::new("sed")
        .args(["-i", "s/^rb-toc-title = Sommaire/rb-toc-title = Table des matières/"])
        .arg(root.join("locales/fr/guyenne.ftl"))
        .status()
        .unwrap();
    assert!(sed.success());
    let line = next("changed:");
    assert!(line.starts_with("locales/fr/guyenne.ftl changed: rebuilt guyenne, fr: rulebook ("), "{line}");
    // vim's save, step by step.
    let text = std::fs::read_to_string(&en).unwrap();
    std::fs::write(root.join("locales/en/4913"), "").unwrap();
    std::fs::remove_file(root.join("locales/en/4913")).unwrap();
    std::fs::rename(&en, root.join("locales/en/guyenne.ftl~")).unwrap();
    std::fs::write(&en, text.replacen("rb-toc-title = Contents", "rb-toc-title = In this book", 1)).unwrap();
    std::fs::remove_file(root.join("locales/en/guyenne.ftl~")).unwrap();
    let line = next("changed:");
    assert!(line.starts_with("locales/en/guyenne.ftl changed: rebuilt guyenne, en: rulebook ("), "{line}");
    let vim = Command::new("vim").arg("--version").output().is_ok_and(|o| o.status.success());
    if vim {
        let status = Command::new("vim")
            .args([
                "-u",
                "NONE",
                "-N",
                "-es",
                "-c",
                "%s/^rb-toc-title = In this book/rb-toc-title = Contents/",
                "-c",
                "wq",
            ])
            .arg(&en)
            .stdin(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success());
        let line = next("changed:");
        assert!(line.starts_with("locales/en/guyenne.ftl changed: rebuilt guyenne, en: rulebook ("), "{line}");
    } else {
        eprintln!("vim is not installed: its save was reproduced step by step only");
    }
    drop(child);
    assert!(!out_dir.join("joute").exists(), "the edit of Joute, left out by --game, rebuilt nothing");
}

/// An editor's backup beside a locale (`guyenne.ftl~`) is not a pack file: `check` passes.
#[test]
fn an_editors_backup_beside_a_locale_is_ignored() {
    let root = pack_copy("backup");
    std::fs::copy(root.join("locales/fr/guyenne.ftl"), root.join("locales/fr/guyenne.ftl~")).unwrap();
    std::fs::write(root.join("locales/fr/.guyenne.ftl.swp"), [0u8, 1, 2]).unwrap();
    let out = scriptorium(&["--root", root.to_str().unwrap(), "--game", "guyenne", "check", "--lang", "fr"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// `check --accept`, with nothing typed in (`--yes` to write, or no confirmation at all).
fn accept(root: &Path, game: &str, yes: bool) -> Output {
    let mut args = vec!["--root", root.to_str().unwrap(), "--game", game, "check", "--accept"];
    if yes {
        args.push("--yes");
    }
    Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .args(&args)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs")
}

/// After two rule changes (R8.1's scores of a castle alone and in a group), `check --accept`
/// shows the worked example's score before and after, writes nothing unconfirmed, and with
/// `--yes` rewrites that one value, every comment and line of examples.toml kept.
#[test]
fn check_accept_rewrites_what_a_rule_change_changed_in_the_examples_and_nothing_else() {
    let root = pack_copy("accept");
    edit(&root.join("content/guyenne/game.toml"), "isolated = 1", "isolated = 2");
    edit(&root.join("content/guyenne/game.toml"), "grouped = 2", "grouped = 3");
    let file = root.join("content/guyenne/examples.toml");
    let before = std::fs::read_to_string(&file).unwrap();
    let out = accept(&root, "guyenne", false);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.contains("  - score = { english = 7, french = 2 }\n  + score = { english = 11, french = 4 }"),
        "{shown}"
    );
    assert!(shown.contains("nothing written: add --yes"), "{shown}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before, "nothing is written unconfirmed");
    let out = accept(&root, "guyenne", true);
    assert!(out.status.success(), "{}{}", text(&out.stdout), text(&out.stderr));
    assert!(text(&out.stdout).contains("no problems"), "{}", text(&out.stdout));
    let after = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        after,
        before.replacen("score = { english = 7, french = 2 }", "score = { english = 11, french = 4 }", 1)
    );
}

/// A Rocher des ducs expectation contradicted by the engine (D5.3, D7) is put back to what the
/// engine gives: the file is the original again, byte for byte.
#[test]
fn check_accept_restores_rocher_des_ducs_expectations_the_engine_contradicts() {
    let root = temp_dir("accept-rocher");
    common::copy_game_pack(&root, "rocher-des-ducs");
    let file = root.join("content/rocher-des-ducs/examples.toml");
    let original = std::fs::read_to_string(&file).unwrap();
    edit(&file, "won = { normans = [-1, 0, 1], bretons = [2] }", "won = { normans = [-1, 0, 1] }");
    edit(&file, "end = \"breakthrough\"\nwinner = \"normans\"", "end = \"breakthrough\"\nwinner = \"bretons\"");
    let out = accept(&root, "rocher-des-ducs", true);
    assert!(out.status.success(), "{}{}", text(&out.stdout), text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), original);
}

/// A Joute expectation contradicted by the engine (J3.3) is put back to what the engine gives.
#[test]
fn check_accept_restores_joute_expectations_the_engine_contradicts() {
    let root = temp_dir("accept-joute");
    common::copy_game_pack(&root, "joute");
    let file = root.join("content/joute/examples.toml");
    let original = std::fs::read_to_string(&file).unwrap();
    edit(&file, "destiny = [1, 0, -2, 4]\nback = [3]", "destiny = [1, 0, -2, 5]\nback = [2]");
    let out = accept(&root, "joute", true);
    assert!(out.status.success(), "{}{}", text(&out.stdout), text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), original);
}

/// `build --draft`: a card name too long for its band is written anyway, its box outlined in
/// red on the face, and the build ends with the list and exit status 1; without --draft the same
/// pack writes nothing.
#[test]
fn a_draft_build_writes_an_overflowing_card_outlined_in_red_and_fails() {
    let root = pack_copy("draft");
    edit(
        &root.join("locales/fr/guyenne.ftl"),
        "castle-keep = Donjon",
        "castle-keep = Donjon imprenable des ducs de Guyenne et d’Aquitaine",
    );
    let out_dir = temp_dir("draft-out");
    let args = ["--root", root.to_str().unwrap(), "build", "--only", "cards", "--lang", "fr,en"];
    let out = scriptorium(&[&args[..], &["--out", out_dir.to_str().unwrap()]].concat());
    assert_eq!(out.status.code(), Some(1));
    assert!(!out_dir.join("guyenne/fr/cards/castle-keep.svg").exists(), "without --draft nothing is written");
    let out = scriptorium(&[&args[..], &["--draft", "--out", out_dir.to_str().unwrap()]].concat());
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    let err = text(&out.stderr);
    assert!(err.contains("draft: 1 text overflows its box"), "{err}");
    assert!(err.contains("card castle-keep, name (fr)"), "{err}");
    let svg = std::fs::read_to_string(out_dir.join("guyenne/fr/cards/castle-keep.svg")).unwrap();
    assert!(svg.contains("stroke=\"#ff4136\""), "the box is outlined in Typst's red");
    let fitting = std::fs::read_to_string(out_dir.join("guyenne/en/cards/castle-keep.svg")).unwrap();
    assert!(!fitting.contains("#ff4136"), "a card whose texts fit has no outline");
}

/// `build --proof` draws the trim line (cyan) and the safe zone's edge (dashed magenta) over
/// every face; a build without it draws neither.
#[test]
fn a_proof_build_draws_the_trim_line_and_the_safe_zone_on_the_faces() {
    let out_dir = temp_dir("proof-out");
    let args = ["--game", "joute", "build", "--only", "cards", "--lang", "en", "--out", out_dir.to_str().unwrap()];
    let out = scriptorium(&[&args[..], &["--proof"]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let proof = std::fs::read_to_string(out_dir.join("joute/en/cards/destrier.svg")).unwrap();
    assert!(proof.contains("stroke=\"#00a0dc\""), "the trim line");
    assert!(proof.contains("stroke=\"#dc008c\"") && proof.contains("stroke-dasharray"), "the safe zone, dashed");
    let out = scriptorium(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let plain = std::fs::read_to_string(out_dir.join("joute/en/cards/destrier.svg")).unwrap();
    assert!(!plain.contains("#00a0dc") && !plain.contains("#dc008c"));
}

#[test]
fn a_broken_game_toml_does_not_hide_the_problems_of_the_locales() {
    let root = pack_copy("hidden");
    edit(&root.join("content/guyenne/game.toml"), "hand_size = 6", "hand_size = \"six\"");
    edit(&root.join("locales/de/guyenne.ftl"), "rb-toc-title =", "rb-toc-old =");
    let out = scriptorium(&["--root", root.to_str().unwrap(), "check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("game.toml:") && err.contains("hand_size"), "{err}");
    assert!(err.contains("message \"rb-toc-old\" is not in the reference language's file"), "{err}");
}

#[test]
fn rocher_des_ducs_logs_of_every_ruleset_and_seat_count_check_clean() {
    let dir = temp_dir("rocher-logs");
    for ruleset in ["basic", "heroic", "kingdom", "kingdom-heroic", "royale", "royale-heroic"] {
        for seats in ["2", "4", "6"] {
            let log = dir.join(format!("{ruleset}-{seats}.jsonl"));
            let out = scriptorium(&[
                "--game",
                "rocher-des-ducs",
                "simulate",
                "--ruleset",
                ruleset,
                "--seats",
                seats,
                "--players",
                "random,greedy",
                "--games",
                "60",
                "--log",
                log.to_str().unwrap(),
            ]);
            if ruleset.starts_with("kingdom") && seats != "2" {
                assert!(!out.status.success());
                assert!(text(&out.stderr).contains("D9.2"), "{}", text(&out.stderr));
                continue;
            }
            assert!(out.status.success(), "{ruleset} {seats}: {}", text(&out.stderr));
            // check-log finds the game in the records.
            let out = scriptorium(&["check-log", log.to_str().unwrap()]);
            assert!(out.status.success(), "{ruleset} {seats}: {}", text(&out.stderr));
            assert!(text(&out.stdout).contains("60 game record(s) follow the rules"), "{}", text(&out.stdout));
        }
    }
}

/// Simulates two games of `game` with a log, changes their records with `tamper`, and returns
/// what `check-log` says of them, having checked that it refuses them.
fn check_log_refuses(game: &str, tamper: impl FnOnce(&mut [serde_json::Value])) -> String {
    let dir = temp_dir(&format!("{game}-tamper"));
    let log = dir.join("games.jsonl");
    let out = scriptorium(&["--game", game, "simulate", "--games", "2", "--log", log.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mut lines: Vec<serde_json::Value> =
        std::fs::read_to_string(&log).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    tamper(&mut lines);
    let text_out: String = lines.iter().map(|v| format!("{v}\n")).collect();
    std::fs::write(&log, text_out).unwrap();
    let out = scriptorium(&["check-log", log.to_str().unwrap()]);
    assert!(!out.status.success());
    text(&out.stderr)
}

#[test]
fn a_tampered_rocher_des_ducs_record_is_caught_with_its_rule() {
    let err = check_log_refuses("rocher-des-ducs", |lines| {
        // The second game's third play goes to a position far from the line.
        lines[1]["turns"][2]["play"]["position"] = serde_json::json!(5);
    });
    assert!(err.contains("games.jsonl:2:") && err.contains("D4.2"), "{err}");
}

#[test]
fn joute_logs_of_every_ruleset_and_seat_count_check_clean() {
    let dir = temp_dir("joute-logs");
    for ruleset in ["standard", "no-bounce"] {
        for seats in ["2", "3", "4"] {
            let log = dir.join(format!("{ruleset}-{seats}.jsonl"));
            let args = ["--game", "joute", "simulate", "--ruleset", ruleset, "--seats", seats, "--players"];
            let out =
                scriptorium(&[&args[..], &["greedy,random", "--games", "80", "--log", log.to_str().unwrap()]].concat());
            assert!(out.status.success(), "{ruleset} {seats}: {}", text(&out.stderr));
            // check-log finds the game in the records.
            let out = scriptorium(&["check-log", log.to_str().unwrap()]);
            assert!(out.status.success(), "{ruleset} {seats}: {}", text(&out.stderr));
            assert!(text(&out.stdout).contains("80 game record(s) follow the rules"), "{}", text(&out.stdout));
        }
    }
}

#[test]
fn a_tampered_joute_record_is_caught_with_its_rule() {
    let err = check_log_refuses("joute", |lines| {
        // The second game's fourth move goes one space further than the die and the destiny say.
        let to = lines[1]["turns"][3]["move"]["to"].as_u64().unwrap();
        lines[1]["turns"][3]["move"]["to"] = serde_json::json!(to + 1);
    });
    assert!(err.contains("games.jsonl:2:") && err.contains("J3.1"), "{err}");
}

#[test]
fn a_joute_simulation_tells_wins_by_seat_and_what_sent_pawns_back() {
    let out = scriptorium(&[
        "--game",
        "joute",
        "simulate",
        "--players",
        "random,greedy,random,random",
        "--games",
        "400",
        "--json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["seats"], 4, "four seats from four players");
    let s = &v["summary"];
    let wins: u64 = s["wins_by_seat"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
    assert_eq!(wins + s["stalled"].as_u64().unwrap(), 400);
    let spaces = s["spaces"].as_array().unwrap();
    assert_eq!(spaces.iter().map(|x| x["space"].as_u64().unwrap()).collect::<Vec<_>>(), vec![30, 35, 40, 45]);
    assert!(spaces.iter().all(|x| x["sent_back"].as_u64().unwrap() > 0), "{spaces:?}");
    assert!(s["struck_back"].as_u64().unwrap() > 0);
    // The greedy seat wins more than its quarter.
    assert!(s["wins_by_seat"][1].as_u64().unwrap() > 130, "{s}");
}

#[test]
fn rulesets_tells_the_seats_and_players_of_the_game() {
    for (game, seats) in [("guyenne", "R9.5"), ("rocher-des-ducs", "D9.1"), ("joute", "seats: 2 to 4 (J1.3)")] {
        let out = scriptorium(&["--game", game, "rulesets"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert!(stdout.contains(seats) && stdout.contains("\nplayers: "), "{game}: {stdout}");
    }
}

/// `balance` with few games: its folder, with `--threads` as given.
fn balance(game: &str, out: &std::path::Path, threads: &str, ladder: &str) -> std::process::Output {
    scriptorium(&[
        "--game",
        game,
        "balance",
        "--games",
        "8",
        "--ladder-games",
        ladder,
        "--seed",
        "5",
        "--players",
        "ismcts:20,greedy",
        "--restricted",
        "ismcts:10",
        "--restricted-games",
        "2",
        "--threads",
        threads,
        "--out",
        out.to_str().unwrap(),
    ])
}

#[test]
fn balance_writes_the_same_games_and_report_whatever_the_threads() {
    let dir = temp_dir("balance-threads");
    for game in ["guyenne", "rocher-des-ducs", "joute"] {
        let mut files = Vec::new();
        for threads in ["1", "2"] {
            let out = dir.join(threads);
            let run = balance(game, &out, threads, "4");
            assert!(run.status.success(), "{game}: {}", text(&run.stderr));
            let folder = out.join(game).join("balance");
            files.push((
                std::fs::read(folder.join("games.csv")).unwrap(),
                std::fs::read(folder.join("report.json")).unwrap(),
            ));
        }
        assert!(files[0] == files[1], "{game}: games.csv or report.json differ between 1 and 2 threads");
        let rows = String::from_utf8(files[0].0.clone()).unwrap();
        let report: serde_json::Value = serde_json::from_slice(&files[0].1).unwrap();
        let cards = report["restricted"].as_array().unwrap().len();
        assert!(cards >= 5, "{game}: a restricted-play figure for each kind of card");
        // A header, 8 games of the pairing, 4 of each of the ladder's 3 rungs, 2 of each card's
        // restricted play.
        assert_eq!(rows.lines().count(), 1 + 8 + 3 * 4 + 2 * cards, "{rows}");
    }
}

#[test]
fn balance_swaps_sides_every_other_game() {
    let dir = temp_dir("balance-swap");
    let run = balance("guyenne", &dir, "2", "0");
    assert!(run.status.success(), "{}", text(&run.stderr));
    let rows = std::fs::read_to_string(dir.join("guyenne/balance/games.csv")).unwrap();
    let players: Vec<(String, String)> = rows
        .lines()
        .filter(|l| l.starts_with("ruleset,"))
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (f[3].to_string(), f[4].to_string())
        })
        .collect();
    assert_eq!(players.len(), 8);
    for (i, (english, french)) in players.iter().enumerate() {
        let (a, b) = if i % 2 == 0 { ("ismcts:20", "greedy") } else { ("greedy", "ismcts:20") };
        assert_eq!((english.as_str(), french.as_str()), (a, b), "game {i}");
    }
}

#[test]
fn balance_restricted_play_forbids_each_card_to_the_same_player_on_either_side() {
    let dir = temp_dir("balance-restricted");
    let run = balance("guyenne", &dir, "2", "0");
    assert!(run.status.success(), "{}", text(&run.stderr));
    let rows = std::fs::read_to_string(dir.join("guyenne/balance/games.csv")).unwrap();
    let mut reader = csv::Reader::from_reader(rows.as_bytes());
    let headers = reader.headers().unwrap().clone();
    let col = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let restricted: Vec<csv::StringRecord> =
        reader.records().map(Result::unwrap).filter(|r| &r[col("study")] == "restricted").collect();
    // 2 games for each of Guyenne's five kinds (the hero, 5, 4, 3, 2), the player forbidden the
    // card English in the first game and French in the second; such games are not replayed by
    // `simulate`, and say so with an empty replay column.
    assert_eq!(restricted.len(), 10);
    for (pair, card) in restricted.chunks(2).zip(["hero", "5", "4", "3", "2"]) {
        assert_eq!(&pair[0][col("forbidden")], format!("english:{card}"));
        assert_eq!(&pair[1][col("forbidden")], format!("french:{card}"));
        assert!(pair.iter().all(|r| r[col("replay_players")].is_empty() && &r[col("player_english")] == "ismcts:10"));
    }
    let report: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("guyenne/balance/report.json")).unwrap()).unwrap();
    let cards: Vec<&str> =
        report["restricted"].as_array().unwrap().iter().map(|w| w["card"].as_str().unwrap()).collect();
    assert_eq!(cards, ["hero", "5", "4", "3", "2"]);
}

/// The record of the game `simulate` plays with these seats, seed and players.
fn replay(dir: &Path, game: &str, seats: &str, seed: &str, players: &str) -> serde_json::Value {
    let log = dir.join(format!("replay-{game}-{seats}-{seed}.jsonl"));
    let args = ["--game", game, "simulate", "--seats", seats, "--games", "1", "--seed", seed, "--players", players];
    let out = scriptorium(&[&args[..], &["--log", log.to_str().unwrap()]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    serde_json::from_str(std::fs::read_to_string(&log).unwrap().lines().next().unwrap()).unwrap()
}

#[test]
fn a_balance_game_is_the_game_simulate_plays_with_its_seed_and_players() {
    let dir = temp_dir("balance-replay");
    let run = balance("rocher-des-ducs", &dir, "2", "0");
    assert!(run.status.success(), "{}", text(&run.stderr));
    let rows = std::fs::read_to_string(dir.join("rocher-des-ducs/balance/games.csv")).unwrap();
    let mut reader = csv::Reader::from_reader(rows.as_bytes());
    let headers = reader.headers().unwrap().clone();
    let col = |name: &str| headers.iter().position(|h| h == name).unwrap();
    for row in reader.records().take(3) {
        let row = row.unwrap();
        let record =
            replay(&dir, "rocher-des-ducs", &row[col("seats")], &row[col("seed")], &row[col("replay_players")]);
        let turns = record["turns"].as_array().unwrap().len();
        assert_eq!(turns.to_string(), &row[col("length")], "seed {}", &row[col("seed")]);
        assert_eq!(record["first"].as_str().unwrap(), &row[col("first")], "seed {}", &row[col("seed")]);
    }
}

#[test]
fn a_variant_defined_only_in_game_toml_plays_its_changed_points_and_its_records_check() {
    let dir = temp_dir("variant");
    let mut means = Vec::new();
    for ruleset in ["2022-basic", "grouped-3"] {
        let log = dir.join(format!("{ruleset}.jsonl"));
        let out = scriptorium(&[
            "--game",
            "guyenne",
            "simulate",
            "--ruleset",
            ruleset,
            "--games",
            "200",
            "--players",
            "greedy,greedy",
            "--json",
            "--log",
            log.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{ruleset}: {}", text(&out.stderr));
        let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        means.push(summary["mean_score"]["english"].as_f64().unwrap());
        let check = scriptorium(&["--game", "guyenne", "check-log", log.to_str().unwrap()]);
        assert!(check.status.success(), "{ruleset}: {}", text(&check.stdout));
    }
    // The same games (same seeds, same players), a grouped castle worth 3 instead of 2.
    assert!(means[1] > means[0], "{means:?}");
}

#[test]
fn balance_against_an_earlier_copy_sets_each_figure_beside_that_copys() {
    let dir = temp_dir("balance-against");
    let earlier = dir.join("earlier");
    common::copy_pack(&earlier);
    // The earlier rules: decks rebuilt once more (R7.2).
    let toml = earlier.join("content/guyenne/game.toml");
    let written = std::fs::read_to_string(&toml).unwrap();
    let changed = written.replacen("exhaustion_limit = 2", "exhaustion_limit = 3", 1);
    assert_ne!(written, changed);
    std::fs::write(&toml, changed).unwrap();
    let out = dir.join("out");
    let args = |against: &Path| {
        vec![
            "--game".to_string(),
            "guyenne".into(),
            "balance".into(),
            "--players".into(),
            "greedy,greedy".into(),
            "--games".into(),
            "200".into(),
            "--ladder-games".into(),
            "0".into(),
            "--against".into(),
            against.to_str().unwrap().into(),
            "--out".into(),
            out.to_str().unwrap().into(),
        ]
    };
    let run = scriptorium(&args(&earlier).iter().map(String::as_str).collect::<Vec<_>>());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let report: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("guyenne/balance/report.json")).unwrap()).unwrap();
    let against = report["against"].as_array().unwrap();
    assert_eq!(against.len(), 1, "{against:?}");
    let some_differ = against[0]["figures"].as_array().unwrap().iter().any(|f| f["difference"]["d"] != 0.0);
    assert!(some_differ, "a rule changed in the earlier copy changes some figure");
    // A folder that is not a pack is refused before any game is played.
    let run = scriptorium(&args(&dir.join("nowhere")).iter().map(String::as_str).collect::<Vec<_>>());
    assert!(!run.status.success());
    assert!(text(&run.stderr).contains("not a game pack"), "{}", text(&run.stderr));
}

#[test]
fn balance_with_more_seats_plays_each_pairing_with_each_and_its_games_replay() {
    let dir = temp_dir("balance-seats");
    let out = dir.join("out");
    let args = ["--game", "joute", "balance", "--seats", "2,3", "--games", "6", "--ladder-games", "0"];
    let more = ["--restricted-games", "0", "--players", "ismcts:10,greedy", "--out", out.to_str().unwrap()];
    let run = scriptorium(&[&args[..], &more[..]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let rows = std::fs::read_to_string(out.join("joute/balance/games.csv")).unwrap();
    let mut reader = csv::Reader::from_reader(rows.as_bytes());
    let headers = reader.headers().unwrap().clone();
    let col = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let three: Vec<&csv::StringRecord> = records.iter().filter(|r| &r[col("seats")] == "3").collect();
    assert_eq!((records.len(), three.len()), (12, 6));
    // With three seats, ismcts:10 holds each seat twice in six games, greedy the other two.
    for seat in ["player_seat-1", "player_seat-2", "player_seat-3"] {
        let search = three.iter().filter(|r| &r[col(seat)] == "ismcts:10").count();
        assert_eq!(search, 2, "{seat}");
    }
    assert!(records.iter().filter(|r| &r[col("seats")] == "2").all(|r| r[col("player_seat-3")].is_empty()));
    // A three-seat game is the one `simulate --seats 3` plays with its seed and players.
    let row = three[1];
    let record = replay(&dir, "joute", "3", &row[col("seed")], &row[col("replay_players")]);
    let winner = record["end"]["winner"].as_u64().map(|w| format!("seat-{}", w + 1)).unwrap_or_default();
    assert_eq!(winner, &row[col("winner")], "{record}");
    let report: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("joute/balance/report.json")).unwrap()).unwrap();
    let runs = report["runs"].as_array().unwrap();
    assert_eq!(runs.iter().map(|r| r["seats"].as_u64().unwrap()).collect::<Vec<_>>(), [2, 3]);
    assert!((runs[1]["even"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-9);
}

#[test]
fn balance_refuses_seats_a_ruleset_is_not_played_with_and_games_the_sides_do_not_divide() {
    let dir = temp_dir("balance-bad-seats");
    let out = dir.join("out");
    let run = scriptorium(&["--game", "joute", "balance", "--seats", "5", "--out", out.to_str().unwrap()]);
    assert!(!run.status.success());
    assert!(text(&run.stderr).contains("J1.3"), "{}", text(&run.stderr));
    let args = ["--game", "joute", "balance", "--seats", "3", "--games", "8", "--out", out.to_str().unwrap()];
    let run = scriptorium(&args);
    assert!(!run.status.success());
    assert!(text(&run.stderr).contains("a multiple of 3"), "{}", text(&run.stderr));
    assert!(!out.join("joute").exists(), "nothing written");
}

#[test]
fn the_balance_report_names_sides_cards_and_ends_in_its_language() {
    let dir = temp_dir("balance-lang");
    let args = ["--game", "guyenne", "balance", "--players", "greedy,greedy", "--games", "12", "--ladder-games"];
    let more = ["0", "--restricted", "greedy", "--restricted-games", "2", "--lang", "fr", "--out"];
    let run = scriptorium(&[&args[..], &more[..], &[dir.to_str().unwrap()]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    let pdf = std::fs::read(dir.join("guyenne/balance/report.pdf")).unwrap();
    let words: String =
        pdf_extract::extract_text_from_mem(&pdf).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
    for name in ["Anglais", "Français", "sans Héros", "limite d’épuisement atteinte"] {
        assert!(words.contains(name), "{name:?} in {words}");
    }
    for id in ["english", "french", "exhaustion", "without hero"] {
        assert!(!words.contains(id), "{id:?} in {words}");
    }
}

/// A rulebook built again from the same inputs reuses its copyfitting choice, kept under
/// OUT/.cache/ by the digest of its inputs, and comes out byte for byte as a build that searches
/// again (`--no-cache`).
#[test]
fn a_rebuilt_rulebook_reuses_its_copyfitting_choice_and_is_identical() {
    // A pack without its saved copyfitting: the book is searched.
    let root = temp_dir("copyfit-memo");
    common::copy_game_pack(&root, "guyenne");
    std::fs::remove_file(root.join("content/guyenne/copyfit.toml")).unwrap();
    let out_dir = root.join("out");
    let (root, out) = (root.to_str().unwrap(), out_dir.to_str().unwrap());
    let args = ["--root", root, "--game", "guyenne", "build", "--only", "rulebook", "--lang", "en", "--out", out];
    let book = || std::fs::read(out_dir.join("guyenne/en/rulebook.pdf")).unwrap();
    assert!(scriptorium(&args).status.success());
    let first = book();
    let memo: Vec<_> = std::fs::read_dir(out_dir.join(".cache/copyfit")).unwrap().flatten().collect();
    assert_eq!(memo.len(), 1, "one choice kept for the one book");
    assert!(scriptorium(&args).status.success());
    assert!(first == book(), "the book made from the kept choice is the same");
    assert!(scriptorium(&[&args[..], &["--no-cache"]].concat()).status.success());
    assert!(first == book(), "the book made by searching again is the same");
}

/// Every file under `out` but the build's own (its cache and lock), by path, with its content.
fn outputs(out: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut files = std::collections::BTreeMap::new();
    let mut folders = vec![out.to_path_buf()];
    while let Some(dir) = folders.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let rel = e.path().strip_prefix(out).unwrap().to_string_lossy().into_owned();
            if rel == ".cache" || rel == ".scriptorium.lock" {
                continue;
            }
            if e.file_type().unwrap().is_dir() {
                folders.push(e.path());
            } else {
                files.insert(rel, std::fs::read(e.path()).unwrap());
            }
        }
    }
    files
}

/// A build with nothing changed keeps every file; after one card's text changes, it makes again
/// only the files that show that card (its faces, the contact sheet, the print sheets, the
/// rulebook that pictures it), and the result is byte for byte what a build from scratch makes.
#[test]
fn a_rebuild_remakes_only_what_a_changed_card_shows_and_equals_a_full_build() {
    let root = pack_copy("incremental");
    let (out, fresh) = (root.join("out"), root.join("fresh"));
    let build = |out: &Path, extra: &[&str]| {
        let out = out.to_str().unwrap();
        let args = [
            &["--root", root.to_str().unwrap(), "--game", "guyenne", "build", "--lang", "fr", "--out", out][..],
            extra,
        ]
        .concat();
        let o = scriptorium(&args);
        assert!(o.status.success(), "{}", text(&o.stderr));
        text(&o.stdout)
    };
    build(&out, &[]);
    let before = outputs(&out);
    let again = build(&out, &[]);
    assert!(again.contains("\nwrote 0 files"), "nothing changed, nothing written: {again}");
    assert!(before == outputs(&out));
    // The keep's name, on its card (the castle's face) and wherever the book names it.
    edit(&root.join("locales/fr/guyenne.ftl"), "castle-keep = Donjon\n", "castle-keep = Grand donjon\n");
    let rebuilt = build(&out, &[]);
    let after = outputs(&out);
    let changed: Vec<&String> = after.keys().filter(|p| before.get(*p) != after.get(*p)).collect();
    for shows in ["cards/castle-keep.svg", "cards/castle-keep.png", "cards/contact-sheet.png", "print-and-play-a4.pdf"]
    {
        assert!(changed.iter().any(|p| p.ends_with(shows)), "{shows} made again: {changed:?}");
    }
    let other_faces = changed
        .iter()
        .filter(|p| p.contains("/cards/") && !p.contains("castle-keep") && !p.ends_with("contact-sheet.png"));
    assert_eq!(other_faces.count(), 0, "no other face is made again: {changed:?}");
    let line = rebuilt.lines().find(|l| l.starts_with("wrote ")).unwrap();
    let written: usize = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    assert_eq!(written, changed.len() - 1, "each file that changed was written once, and the manifest: {rebuilt}");
    assert!(written < before.len() / 5, "a few files of {}: {rebuilt}", before.len());
    build(&fresh, &["--no-cache"]);
    let full = outputs(&fresh);
    assert_eq!(full.keys().collect::<Vec<_>>(), after.keys().collect::<Vec<_>>());
    for (path, bytes) in &full {
        assert!(after[path] == *bytes, "{path} is the same as a full build's");
    }
    common::manifest_is_true(&out).unwrap();
}

/// `build --only rulebook --lang fr --no-cache` of the one-game pack at `root` into `root/OUT`.
fn build_french_book(root: &Path, game: &str, out: &str, extra: &[&str]) -> String {
    let out = root.join(out);
    let args = [
        &[
            "--root",
            root.to_str().unwrap(),
            "--game",
            game,
            "build",
            "--only",
            "rulebook",
            "--lang",
            "fr",
            "--no-cache",
        ][..],
        &["--out", out.to_str().unwrap()],
        extra,
    ]
    .concat();
    let o = scriptorium(&args);
    assert!(o.status.success(), "{}", text(&o.stderr));
    text(&o.stdout)
}

/// A pack of Joute without its saved copyfitting, and where that file goes.
fn joute_without_saved_copyfit(name: &str) -> (common::TempDir, std::path::PathBuf) {
    let root = temp_dir(name);
    common::copy_game_pack(&root, "joute");
    let saved = root.join("content/joute/copyfit.toml");
    std::fs::remove_file(&saved).unwrap();
    (root, saved)
}

#[test]
fn save_copyfit_writes_the_setting_searched_and_a_build_from_it_makes_the_same_book() {
    let (root, saved) = joute_without_saved_copyfit("copyfit-save");
    let said = build_french_book(&root, "joute", "searched", &["--save-copyfit"]);
    assert!(said.contains("saved the copyfitting of 1 rulebook into"), "{said}");
    let file = std::fs::read_to_string(&saved).unwrap();
    assert!(file.contains("[fr]\nstep = ") && file.contains("\nblank-pages = 0\ndefects = 0\n"), "{file}");
    // The next build, without any cache, starts from the saved setting and keeps it.
    build_french_book(&root, "joute", "kept", &[]);
    let book = |out: &str| std::fs::read(root.join(out).join("joute/fr/rulebook.pdf")).unwrap();
    assert!(book("searched") == book("kept"), "the book set from the saved setting is the one searched");
}

#[test]
fn a_saved_copyfit_that_no_longer_fits_is_searched_again() {
    let (root, saved) = joute_without_saved_copyfit("copyfit-stale");
    build_french_book(&root, "joute", "searched", &[]);
    // A setting claimed perfect at a step too loose: the book has blank pages or defects there.
    std::fs::write(&saved, "[fr]\nstep = 6.0\nblank-pages = 0\ndefects = 0\n").unwrap();
    build_french_book(&root, "joute", "stale", &[]);
    let book = |out: &str| std::fs::read(root.join(out).join("joute/fr/rulebook.pdf")).unwrap();
    assert!(book("searched") == book("stale"), "searched again, the book is the one the search finds");
}

#[test]
fn a_step_copyfitting_does_not_take_is_refused_at_its_line() {
    let root = temp_dir("copyfit-bad");
    common::copy_game_pack(&root, "joute");
    std::fs::write(root.join("content/joute/copyfit.toml"), "# mine\n[fr]\nstep = 0.3\nblank-pages = 0\ndefects = 0\n")
        .unwrap();
    let o = scriptorium(&["--root", root.to_str().unwrap(), "check"]);
    assert!(!o.status.success());
    let err = text(&o.stderr);
    assert!(err.contains("copyfit.toml:3") && err.contains("step 0.3"), "{err}");
}
