//! The binary against hostile or unlucky surroundings (issue 16): special files and links where
//! it writes, interruptions, two writers, runaway inputs, and the diagnostics of broken files.
//! Each test reproduces one fault, then checks that it is refused or survived.

use crate::common;

use crate::common::{manifest_is_true, temp_dir, text};
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn scriptorium_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_scriptorium")).args(args).current_dir(dir).output().expect("the binary runs")
}

fn spawn_in(dir: &Path, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

fn signal(child: &Child, sig: i32) {
    // SAFETY: kill only sends a signal to the child this test started.
    unsafe { libc::kill(child.id() as i32, sig) };
}

/// The temporary files (ours: `.NAME.tmp-PID-…`) under `dir`.
fn temporaries(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(d).unwrap().flatten() {
            let t = e.file_type().unwrap();
            if t.is_dir() {
                dirs.push(e.path());
            } else if e.file_name().to_string_lossy().contains(".tmp-") {
                out.push(e.path());
            }
        }
    }
    out
}

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

const SIM: [&str; 3] = ["--game", "guyenne", "simulate"];

// ---- Writes ----

#[test]
fn a_log_written_into_a_fifo_streams_into_it_and_leaves_the_fifo() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo reads a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(fifo).unwrap())
    };
    let out = scriptorium_in(&dir, &[&SIM[..], &["--games", "3", "--log", "fifo"]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let read = reader.join().unwrap();
    assert_eq!(read.split(|&b| b == b'\n').filter(|l| !l.is_empty()).count(), 3, "three records came through");
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(), "the FIFO is still a FIFO");
}

#[test]
fn a_log_written_to_a_device_writes_into_it_and_never_replaces_it() {
    let dir = temp_dir("device");
    // A link to /dev/null stands for a device node (making one needs root): the device is
    // written into, and neither it nor the link is replaced by a file.
    std::os::unix::fs::symlink("/dev/null", dir.join("null")).unwrap();
    let out = scriptorium_in(&dir, &[&SIM[..], &["--games", "3", "--log", "null"]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::symlink_metadata(dir.join("null")).unwrap().file_type().is_symlink());
    assert!(std::fs::metadata("/dev/null").unwrap().file_type().is_char_device());
    assert!(temporaries(&dir).is_empty());
}

#[test]
fn a_log_to_dash_goes_to_standard_output_and_the_summary_to_standard_error() {
    let dir = temp_dir("dash");
    let out = scriptorium_in(&dir, &[&SIM[..], &["--games", "4", "--log", "-"]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 4, "only the records on standard output: {stdout}");
    assert!(stdout.lines().all(|l| l.starts_with("{\"format\":\"guyenne-log/1\"")));
    assert!(text(&out.stderr).contains("games          4"));
    assert!(!dir.join("-").exists(), "no file named -");
}

#[test]
fn a_symlink_planted_at_a_temporary_name_is_never_written_through() {
    let dir = temp_dir("planted");
    std::fs::write(dir.join("victim"), "victim").unwrap();
    // Links at every name the older scheme could use (process and counter), and at names of
    // the current scheme for the next processes: none may be written through.
    let pid = std::process::id();
    for p in pid..pid + 200 {
        for n in 0..3 {
            let _ = std::os::unix::fs::symlink("victim", dir.join(format!(".g.jsonl.tmp-{p}-{n}")));
        }
        let _ = std::os::unix::fs::symlink("victim", dir.join(format!(".g.jsonl.tmp-{p}")));
    }
    let out = scriptorium_in(&dir, &[&SIM[..], &["--games", "3", "--log", "g.jsonl"]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(dir.join("victim")).unwrap(), "victim");
    assert_eq!(std::fs::read_to_string(dir.join("g.jsonl")).unwrap().lines().count(), 3);
}

#[test]
fn the_temporary_files_of_a_process_that_is_gone_are_removed_by_the_next_run() {
    let dir = temp_dir("stale");
    // A process id above the kernel's largest is never running; our own is.
    let dead = dir.join(".g.jsonl.tmp-4194305-0a1b2c3d");
    let alive = dir.join(format!(".g.jsonl.tmp-{}-0a1b2c3d", std::process::id()));
    std::fs::write(&dead, vec![0u8; 1 << 20]).unwrap();
    std::fs::write(&alive, "in use").unwrap();
    let out = scriptorium_in(&dir, &[&SIM[..], &["--games", "2", "--log", "g.jsonl"]].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!dead.exists(), "the dead process's temporary file is removed");
    assert!(alive.exists(), "a running process's temporary file is kept");
}

#[test]
fn ctrl_c_stops_a_simulation_with_the_summary_and_the_log_of_the_games_played() {
    let dir = temp_dir("sigint-sim");
    let child = spawn_in(
        &dir,
        &[&SIM[..], &["--games", "100000000000", "--threads", "1", "--log", "g.jsonl", "--json"]].concat(),
    );
    std::thread::sleep(Duration::from_millis(1500));
    signal(&child, libc::SIGINT);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("stopped:"), "{}", text(&out.stderr));
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let games = summary["summary"]["games"].as_u64().unwrap();
    let lines = std::fs::read_to_string(dir.join("g.jsonl")).unwrap().lines().count() as u64;
    assert!(games > 0 && games == lines, "the log holds the {games} games summarised: {lines}");
    assert!(temporaries(&dir).is_empty());
}

#[test]
fn a_second_interruption_stops_at_once_and_removes_the_temporary_file() {
    // The second signal must come while the games in progress are finishing; a process that
    // finished them first (in under the 20 ms between the signals) stopped cleanly, with its whole
    // log, and the test tries again.
    for _ in 0..5 {
        let dir = temp_dir("sigint-twice");
        let child = spawn_in(&dir, &[&SIM[..], &["--games", "100000000000", "--log", "g.jsonl"]].concat());
        std::thread::sleep(Duration::from_millis(1000));
        signal(&child, libc::SIGTERM);
        std::thread::sleep(Duration::from_millis(20));
        signal(&child, libc::SIGTERM);
        let out = child.wait_with_output().unwrap();
        assert!(temporaries(&dir).is_empty(), "{:?}", temporaries(&dir));
        if out.status.code() == Some(130) {
            assert!(!dir.join("g.jsonl").exists(), "no half log");
            return;
        }
        assert!(out.status.success() && text(&out.stderr).contains("stopped:"), "{}", text(&out.stderr));
        assert!(dir.join("g.jsonl").exists(), "a clean stop keeps the log of the games played");
    }
    panic!("in five tries the second signal never came before the games in progress were done");
}

#[test]
fn a_build_interrupted_while_it_writes_leaves_no_temporary_file() {
    let root = temp_dir("sigterm-build");
    common::copy_pack(&root);
    let args = ["build", "--lang", "en", "--only", "cards", "--out", "out"];
    let started = Instant::now();
    assert!(scriptorium_in(&root, &args).status.success());
    let full = started.elapsed().as_secs_f64();
    let cards = root.join("out/guyenne/en/cards");
    for at in [0.5, 0.8, 0.9, 0.95, 1.0] {
        // Each build replaces every face (another paper colour), and is stopped near its end.
        let game = root.join("content/guyenne/game.toml");
        let toml = std::fs::read_to_string(&game).unwrap();
        let paper = format!("paper = \"#f4ec{:02x}\"", (at * 100.0) as u8);
        let start = toml.find("paper = \"").unwrap();
        std::fs::write(&game, format!("{}{paper}{}", &toml[..start], &toml[start + 18..])).unwrap();
        let child = spawn_in(&root, &args);
        std::thread::sleep(Duration::from_secs_f64(full * at));
        signal(&child, libc::SIGTERM);
        let _ = child.wait_with_output();
        assert!(temporaries(&root.join("out")).is_empty(), "after a stop at {at}: {:?}", temporaries(&cards));
    }
}

#[test]
fn a_symlink_inside_the_output_folder_is_not_written_through() {
    let root = temp_dir("out-link");
    let elsewhere = root.join("elsewhere");
    std::fs::create_dir_all(root.join("out/guyenne")).unwrap();
    std::fs::create_dir_all(&elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, root.join("out/guyenne/en")).unwrap();
    let repo = repo().to_str().unwrap();
    let out = scriptorium_in(&root, &["--root", repo, "build", "--game", "guyenne", "--lang", "en", "--only", "cards"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("out/guyenne/en is a symbolic link inside the output folder"), "{err}");
    assert_eq!(std::fs::read_dir(&elsewhere).unwrap().count(), 0, "nothing written through the link");
}

#[test]
fn an_output_folder_that_is_a_dangling_link_is_named_with_its_target() {
    let root = temp_dir("dangling");
    std::os::unix::fs::symlink(root.join("nowhere"), root.join("out")).unwrap();
    let repo = repo().to_str().unwrap();
    let out = scriptorium_in(&root, &["--root", repo, "build", "--game", "guyenne", "--lang", "en", "--only", "cards"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("is a symbolic link to") && err.contains("nowhere, which does not exist"), "{err}");
    assert!(!err.contains("File exists"), "{err}");
}

#[test]
fn a_second_writer_waits_for_the_first_and_the_manifest_lists_both() {
    let root = temp_dir("lock");
    let out = root.join("out");
    std::fs::create_dir_all(&out).unwrap();
    // This test holds the output folder's lock, as a build in progress would.
    let lock = std::fs::OpenOptions::new().create(true).truncate(false).write(true).open(out.join(".scriptorium.lock"));
    let lock = lock.unwrap();
    use std::os::fd::AsRawFd;
    // SAFETY: flock on a descriptor this test owns.
    assert_eq!(unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX) }, 0);
    let repo = repo().to_str().unwrap();
    let build =
        |lang| spawn_in(&root, &["--root", repo, "build", "--game", "guyenne", "--lang", lang, "--only", "cards"]);
    let (en, fr) = (build("en"), build("fr"));
    std::thread::sleep(Duration::from_secs(4));
    assert!(!out.join("guyenne").exists(), "nothing is written while another holds the folder");
    drop(lock);
    for child in [en, fr] {
        let o = child.wait_with_output().unwrap();
        assert!(o.status.success(), "{}", text(&o.stderr));
        assert!(text(&o.stderr).contains("waiting for"), "{}", text(&o.stderr));
    }
    let listed = manifest_is_true(&out).unwrap();
    let manifest = std::fs::read_to_string(out.join("manifest.json")).unwrap();
    assert!(manifest.contains("guyenne/en/cards/") && manifest.contains("guyenne/fr/cards/"), "both merged");
    assert!(listed > 100);
}

#[test]
fn an_output_folder_inside_the_pack_is_refused_by_build_and_watch() {
    let root = temp_dir("out-in-pack");
    common::copy_pack(&root);
    for command in ["build", "watch"] {
        let started = Instant::now();
        let out = scriptorium_in(&root, &[command, "--out", "content/out"]);
        assert_eq!(out.status.code(), Some(1), "{command}");
        assert!(text(&out.stderr).contains("is inside the pack's content/ folder"), "{}", text(&out.stderr));
        assert!(started.elapsed() < Duration::from_secs(20), "{command} does not run");
    }
    assert!(!root.join("content/out").exists());
}

// ---- Limits ----

#[test]
fn a_template_that_eats_memory_is_stopped_with_its_name() {
    let root = temp_dir("memory");
    common::copy_pack(&root);
    let rulebook = root.join("templates/guyenne/rulebook.typ");
    let source = std::fs::read_to_string(&rulebook).unwrap();
    std::fs::write(&rulebook, format!("{source}\n#let runaway = range(1000000000).map(i => str(i)).join()\n")).unwrap();
    let started = Instant::now();
    let out = scriptorium_in(&root, &["--memory-limit", "1", "build", "--lang", "en", "--only", "rulebook"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("templates/guyenne/rulebook.typ used more memory than a document may"), "{err}");
    assert!(err.contains("--memory-limit"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(60));
    assert!(!root.join("out").exists(), "nothing written");
}

#[test]
fn check_log_reports_an_unreadable_line_and_checks_the_others() {
    let dir = temp_dir("garbage");
    let out = scriptorium_in(&dir, &[&SIM[..], &["--games", "3", "--log", "good.jsonl"]].concat());
    assert!(out.status.success());
    let good = std::fs::read(dir.join("good.jsonl")).unwrap();
    let lines: Vec<&[u8]> = good.split(|&b| b == b'\n').filter(|l| !l.is_empty()).collect();
    let mut mixed = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        mixed.extend_from_slice(l);
        mixed.push(b'\n');
        if i == 0 {
            mixed.extend_from_slice(b"\xff\xfe\x00 not a record\n");
        }
    }
    // And a record tampered with at line 4: found although line 2 is garbage.
    let last = String::from_utf8(lines[2].to_vec()).unwrap().replacen("\"round\":1", "\"round\":7", 1);
    mixed.truncate(mixed.len() - lines[2].len() - 1);
    mixed.extend_from_slice(last.as_bytes());
    mixed.push(b'\n');
    std::fs::write(dir.join("mixed.jsonl"), mixed).unwrap();
    let out = scriptorium_in(&dir, &["check-log", "mixed.jsonl"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("mixed.jsonl:2: the line is not UTF-8 text"), "{err}");
    assert!(err.contains("mixed.jsonl:4:"), "the records after the bad line are checked: {err}");
    assert!(!err.contains("mixed.jsonl:3:"), "{err}");
}

#[test]
fn check_log_refuses_a_seed_that_is_not_a_number_and_seats_that_cannot_be() {
    let dir = temp_dir("fields");
    for (game, seats) in [("guyenne", "1000000"), ("rocher-des-ducs", "1000000")] {
        let out = scriptorium_in(&dir, &["--game", game, "simulate", "--games", "1", "--log", "g.jsonl"]);
        assert!(out.status.success());
        let record = std::fs::read_to_string(dir.join("g.jsonl")).unwrap();
        let seed = record.replacen("\"seed\":1,", "\"seed\":\"one\",", 1);
        let many = record.replacen("\"seats\":2,", &format!("\"seats\":{seats},"), 1);
        assert!(seed != record && many != record, "{game}: the fields are there");
        std::fs::write(dir.join("bad.jsonl"), format!("{seed}{many}")).unwrap();
        let out = scriptorium_in(&dir, &["check-log", "bad.jsonl"]);
        assert_eq!(out.status.code(), Some(1), "{game}");
        let err = text(&out.stderr);
        assert!(err.contains("bad.jsonl:1: seed is \"one\""), "{game}: {err}");
        assert!(err.contains("bad.jsonl:2: seats"), "{game}: {err}");
    }
}

#[test]
fn a_simulation_of_more_than_an_hour_says_so_on_a_terminal() {
    let dir = temp_dir("long");
    // `script` gives the command a terminal.
    let command = format!("{} --game guyenne simulate --games 100000000000", env!("CARGO_BIN_EXE_scriptorium"));
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("script runs");
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut seen = Vec::new();
        let mut buf = [0u8; 4096];
        use std::io::Read;
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.extend_from_slice(&buf[..n]);
            if String::from_utf8_lossy(&seen).contains("Ctrl-C stops") {
                break;
            }
        }
        String::from_utf8_lossy(&seen).into_owned()
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    while !reader.is_finished() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    let _ = child.wait();
    let seen = reader.join().unwrap();
    assert!(seen.contains("warning: 100000000000 games will take about"), "{seen}");
    assert!(seen.contains("hours") || seen.contains("days"), "{seen}");
}

#[test]
fn a_pack_file_that_is_a_device_or_a_huge_file_is_refused_at_once() {
    let root = temp_dir("zero");
    common::copy_pack(&root);
    let ftl = root.join("locales/en/guyenne.ftl");
    std::fs::remove_file(&ftl).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &ftl).unwrap();
    let out = scriptorium_in(&root, &["check"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("locales/en/guyenne.ftl"), "{}", text(&out.stderr));
    // A regular file of a gigabyte (sparse): refused by its size, not read.
    std::fs::remove_file(&ftl).unwrap();
    std::fs::File::create(&ftl).unwrap().set_len(1 << 30).unwrap();
    let out = scriptorium_in(&root, &["check"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("the file is 1024 MB, over the limit"), "{err}");
}

// ---- Diagnostics that keep their place ----

/// Checks a copy of the pack with one edit to `rel`, and returns the diagnostics.
fn check_with(name: &str, rel: &str, edit: impl FnOnce(Vec<u8>) -> Vec<u8>) -> String {
    let root = temp_dir(name);
    common::copy_pack(&root);
    let path = root.join(rel);
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, edit(bytes)).unwrap();
    let out = scriptorium_in(&root, &["check", "--lang", "en"]);
    text(&out.stderr)
}

#[test]
fn invalid_utf8_is_reported_at_its_line_and_column() {
    let err = check_with("utf8", "locales/en/guyenne.ftl", |mut b| {
        let at = b.windows(8).position(|w| w == b"Barbican").unwrap();
        b.splice(at + 3..at + 3, [0xff, 0xfe]);
        b
    });
    assert!(err.contains("the file is not UTF-8 text"), "{err}");
    assert!(err.contains("locales/en/guyenne.ftl:8:22"), "{err}");
}

#[test]
fn a_message_defined_twice_is_named_with_both_lines() {
    let err = check_with("twice", "locales/en/guyenne.ftl", |b| {
        let mut s = String::from_utf8(b).unwrap();
        s.push_str("castle-barbican = Another barbican\n");
        s.into_bytes()
    });
    assert!(err.contains("castle-barbican is defined twice (first at line 8)"), "{err}");
    assert!(!err.contains("message(s) defined twice"), "{err}");
}

#[test]
fn a_message_taken_from_the_reference_language_is_located_in_its_file() {
    let root = temp_dir("fallback");
    common::copy_pack(&root);
    // English lacks a message; the French one refers to a variable nobody gives.
    let en = root.join("locales/en/guyenne.ftl");
    let text_en = std::fs::read_to_string(&en).unwrap();
    let kept: Vec<&str> = text_en.lines().filter(|l| !l.starts_with("rb-subtitle =")).collect();
    std::fs::write(&en, kept.join("\n") + "\n").unwrap();
    let fr = root.join("locales/fr/guyenne.ftl");
    let text_fr = std::fs::read_to_string(&fr).unwrap();
    let line = text_fr.lines().position(|l| l.starts_with("rb-subtitle =")).unwrap() + 1;
    std::fs::write(&fr, text_fr.replacen("rb-subtitle =", "rb-subtitle = { $nobody-gives-this }", 1)).unwrap();
    let out = scriptorium_in(&root, &["check"]);
    let err = text(&out.stderr);
    assert!(err.contains(&format!("locales/fr/guyenne.ftl:{line}:")), "{err}");
    assert!(!err.contains(":1:1\n"), "nothing at 1:1: {err}");
}

#[test]
fn a_nul_or_an_endless_text_is_reported_at_its_message() {
    let err = check_with("nul", "locales/en/guyenne.ftl", |b| {
        String::from_utf8(b)
            .unwrap()
            .replacen("castle-barbican = ", "castle-barbican = { \"\\u0000\" }", 1)
            .into_bytes()
    });
    assert!(err.contains("holds the control character U+0000") && err.contains("locales/en/guyenne.ftl:8:"), "{err}");
    let long = "x".repeat(40_000);
    let err = check_with("endless", "locales/en/guyenne.ftl", |b| {
        String::from_utf8(b)
            .unwrap()
            .replacen("castle-barbican = ", &format!("castle-barbican = {long}"), 1)
            .into_bytes()
    });
    assert!(err.contains("characters long, over the limit") && err.contains("locales/en/guyenne.ftl:8:"), "{err}");
    assert!(!err.contains("rulebook.typ:1:1"), "{err}");
}

#[test]
fn a_byte_order_mark_at_the_start_of_a_file_is_accepted() {
    let root = temp_dir("bom");
    common::copy_pack(&root);
    for rel in ["locales/en/guyenne.ftl", "content/guyenne/game.toml", "content/guyenne/examples.toml"] {
        let path = root.join(rel);
        let bytes = std::fs::read(&path).unwrap();
        std::fs::write(&path, [&[0xef, 0xbb, 0xbf][..], &bytes].concat()).unwrap();
    }
    let out = scriptorium_in(&root, &["check", "--lang", "en"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn an_os_error_is_printed_once() {
    let dir = temp_dir("os-error");
    let repo = repo().to_str().unwrap();
    let out = scriptorium_in(
        &dir,
        &["--root", repo, "build", "--game", "guyenne", "--lang", "en", "--only", "cards", "--out", "/proc/nope"],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert_eq!(err.matches("No such file or directory").count(), 1, "{err}");
    // Every command names the path of the error, once.
    for args in [&["check-log", "/nonexistent/log.jsonl"][..], &["art", "--export", "/proc/nope"][..]] {
        let out = scriptorium_in(&dir, args);
        assert_eq!(out.status.code(), Some(1));
        let err = text(&out.stderr);
        assert_eq!(err.matches("No such file or directory").count(), 1, "{err}");
        assert!(err.contains("/nonexistent/log.jsonl") || err.contains("/proc/nope/"), "{err}");
    }
}

#[test]
fn a_language_given_twice_is_built_and_listed_once() {
    let dir = temp_dir("twice-lang");
    let repo = repo().to_str().unwrap();
    let out =
        scriptorium_in(&dir, &["--root", repo, "build", "--game", "guyenne", "--lang", "en,en", "--only", "cards"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("out/manifest.json")).unwrap()).unwrap();
    let paths: Vec<&str> = manifest["files"].as_array().unwrap().iter().map(|f| f["path"].as_str().unwrap()).collect();
    let mut unique = paths.clone();
    unique.dedup();
    assert_eq!(paths.len(), unique.len(), "no file listed twice");
    let cards: Vec<String> = manifest["cards"].as_array().unwrap().iter().map(|c| c.to_string()).collect();
    let mut unique = cards.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(cards.len(), unique.len(), "no card listed twice");
}

#[test]
fn a_name_in_game_toml_with_a_nul_or_endless_is_reported_at_its_key() {
    let err = check_with("toml-name", "content/guyenne/game.toml", |b| {
        String::from_utf8(b).unwrap().replacen("name = \"Guyenne\"", "name = \"Guy\\u0000enne\"", 1).into_bytes()
    });
    assert!(err.contains("game.name: holds the control character U+0000"), "{err}");
    assert!(err.contains("content/guyenne/game.toml:"), "{err}");
    let long = "Guyenne ".repeat(5000);
    let err = check_with("toml-long", "content/guyenne/game.toml", |b| {
        String::from_utf8(b).unwrap().replacen("name = \"Guyenne\"", &format!("name = \"{long}\""), 1).into_bytes()
    });
    assert!(err.contains("game.name: is 40000 characters long"), "{err}");
    assert!(!err.contains(".typ:1:1"), "{err}");
}

// ---- Round 2 (issue 30): Fluent texts nested or chained without bound ----

/// `check --lang en` of a copy of the pack whose English texts end with `extra`: its exit code
/// (none when killed by a signal) and its diagnostics.
fn check_appended(name: &str, extra: &str) -> (Option<i32>, String) {
    let root = temp_dir(name);
    common::copy_pack(&root);
    let path = root.join("locales/en/guyenne.ftl");
    let mut text_en = std::fs::read_to_string(&path).unwrap();
    text_en.push_str(extra);
    std::fs::write(&path, text_en).unwrap();
    let out = scriptorium_in(&root, &["check", "--lang", "en"]);
    (out.status.code(), text(&out.stderr))
}

/// The line `extra` starts on once appended to the English texts.
fn appended_line() -> usize {
    std::fs::read_to_string(repo().join("locales/en/guyenne.ftl")).unwrap().lines().count() + 1
}

#[test]
fn placeables_nested_twenty_thousand_deep_are_refused_at_their_line() {
    // Overflowed the stack (SIGABRT) in Fluent's parser.
    let deep = format!("deep = {}\"x\"{}\n", "{ ".repeat(20_000), " }".repeat(20_000));
    let (code, err) = check_appended("fluent-deep", &deep);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("nested more than 10 deep"), "{err}");
    assert!(err.contains(&format!("locales/en/guyenne.ftl:{}:", appended_line())), "{err}");
}

#[test]
fn selects_nested_a_hundred_and_one_deep_are_refused_not_a_panic() {
    // 101 nested choices panicked in fluent-bundle ("entered unreachable code", exit 101);
    // 10 000 overflowed the stack.
    for n in [101, 10_000] {
        let mut deep = String::from("choice = ");
        for _ in 0..n {
            deep.push_str("{ \"a\" ->\n *[a] ");
        }
        deep.push('x');
        for _ in 0..n {
            deep.push_str("\n}");
        }
        deep.push('\n');
        let (code, err) = check_appended("fluent-selects", &deep);
        assert_eq!(code, Some(1), "{n}: {err}");
        assert!(err.contains("nested more than 10 deep"), "{n}: {err}");
    }
}

#[test]
fn a_chain_of_sixty_thousand_messages_is_refused_at_its_first() {
    // `m0 = { m1 }`, `m1 = { m2 }`…: overflowed the stack when formatted.
    let chain: String =
        (0..60_000).map(|i| format!("m{i} = {{ m{} }}\n", i + 1)).collect::<String>() + "m60000 = end\n";
    let (code, err) = check_appended("fluent-chain", &chain);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("m0 formats more than 100 placeables"), "{err}");
    assert!(err.contains(&format!("locales/en/guyenne.ftl:{}:", appended_line())), "{err}");
    assert_eq!(err.matches("formats more than").count(), 1, "one error for the chain: {err}");
}

#[test]
fn a_message_formatting_more_than_a_hundred_placeables_is_refused_not_a_panic() {
    // Fluent stops at 100 placeables; past it, one nested in a choice panicked.
    let many = format!("many = {{ \"a\" ->\n *[a] {}\n}}\n", "{ \"b\" }".repeat(101));
    let (code, err) = check_appended("fluent-many", &many);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("many formats more than 100 placeables"), "{err}");
}

// ---- Round 2 (issue 30): where a command writes ----

#[test]
fn threads_beyond_256_are_refused_by_the_command_line() {
    // `--threads 4294967296` spawned threads until the system refused.
    let out = scriptorium_in(repo(), &[&SIM[..], &["--games", "10", "--threads", "4294967296"]].concat());
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("is not in 1..=256"), "{}", text(&out.stderr));
}

#[test]
fn a_log_inside_the_pack_is_refused_and_the_pack_file_kept() {
    // `simulate --log content/joute/game.toml` replaced the game's definition with records.
    let root = temp_dir("log-in-pack");
    common::copy_pack(&root);
    let game = root.join("content/guyenne/game.toml");
    let before = std::fs::read(&game).unwrap();
    let out = scriptorium_in(&root, &[&SIM[..], &["--games", "3", "--log", "content/guyenne/game.toml"]].concat());
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("--log content/guyenne/game.toml is inside the pack's content/ folder"));
    assert_eq!(std::fs::read(&game).unwrap(), before, "the pack's file is untouched");
}

#[test]
fn an_output_folder_at_the_root_or_the_home_folder_is_refused() {
    let home = temp_dir("home");
    for (out, what) in [("/", "the root folder"), (home.to_str().unwrap(), "your home folder")] {
        let o = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
            .args(["--root", repo().to_str().unwrap(), "build", "--only", "cards", "--out", out])
            .env("HOME", &*home)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1), "{out}");
        assert!(text(&o.stderr).contains(&format!("is {what}")), "{}", text(&o.stderr));
    }
    assert_eq!(std::fs::read_dir(&*home).unwrap().count(), 0, "nothing written in the home folder");
}

#[test]
fn a_fifo_at_the_manifest_is_refused_at_once() {
    // It blocked the build forever while it held the output folder's lock.
    let root = temp_dir("manifest-fifo");
    std::fs::create_dir_all(root.join("out")).unwrap();
    let c = std::ffi::CString::new(root.join("out/manifest.json").to_str().unwrap()).unwrap();
    // SAFETY: mkfifo reads a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let repo = repo().to_str().unwrap();
    let mut child = spawn_in(&root, &["--root", repo, "build", "--game", "guyenne", "--lang", "en", "--only", "cards"]);
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("the build is still waiting on the FIFO after 60 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("manifest.json is not a file but a FIFO"), "{}", text(&o.stderr));
}

#[test]
fn a_partial_build_after_one_that_failed_while_writing_keeps_the_entries_of_untouched_files() {
    // The failed build removed the manifest; the next partial build listed only its own files,
    // though the others were still there.
    let root = temp_dir("manifest-interrupted");
    common::copy_pack(&root);
    let build = |only: &str| scriptorium_in(&root, &["build", "--lang", "en", "--only", only, "--out", "out"]);
    assert!(build("cards,sheets,rulebook").status.success());
    let out = root.join("out");
    let listed = manifest_is_true(&out).unwrap();
    // Every face changes, and one of them cannot be put in place (a folder holds its name).
    let game = root.join("content/guyenne/game.toml");
    let toml = std::fs::read_to_string(&game).unwrap();
    assert!(toml.contains("paper = \"#f4ecd8\""));
    std::fs::write(&game, toml.replacen("paper = \"#f4ecd8\"", "paper = \"#f0e0c0\"", 1)).unwrap();
    let blocked = out.join("guyenne/en/cards/castle-keep.png");
    std::fs::remove_file(&blocked).unwrap();
    std::fs::create_dir_all(blocked.join("in-the-way")).unwrap();
    let failed = build("cards");
    assert_eq!(failed.status.code(), Some(1), "{}", text(&failed.stderr));
    assert!(
        !out.join("manifest.json").exists(),
        "no manifest while files may differ from it: {}",
        text(&failed.stderr)
    );
    std::fs::remove_dir_all(&blocked).unwrap();
    std::fs::write(&game, toml).unwrap();
    let next = build("sheets");
    assert!(next.status.success(), "{}", text(&next.stderr));
    let now = manifest_is_true(&out).unwrap();
    let manifest = std::fs::read_to_string(out.join("manifest.json")).unwrap();
    assert!(manifest.contains("\"guyenne/en/rulebook.pdf\""), "the rulebook no build touched is still listed");
    assert!(now >= listed / 2, "{now} of {listed} files still listed");
}

#[test]
fn a_manifest_that_cannot_be_read_is_named_in_a_warning() {
    let root = temp_dir("manifest-foreign");
    std::fs::create_dir_all(root.join("out")).unwrap();
    std::fs::write(root.join("out/manifest.json"), "{\"not\": \"ours\"}").unwrap();
    let repo = repo().to_str().unwrap();
    let o = scriptorium_in(&root, &["--root", repo, "build", "--game", "guyenne", "--lang", "en", "--only", "cards"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("manifest.json cannot be read (not a manifest of scriptorium"), "{err}");
}

// ---- Round 2 (issue 30): folders ignored without a word ----

#[test]
fn hidden_or_linked_language_and_game_folders_are_errors_not_ignored() {
    let root = temp_dir("hidden-folders");
    common::copy_pack(&root);
    for dir in ["locales/.it", "locales/..x", "content/.hidden"] {
        std::fs::create_dir_all(root.join(dir)).unwrap();
    }
    std::os::unix::fs::symlink(root.join("locales/fr"), root.join("locales/it")).unwrap();
    let out = scriptorium_in(&root, &["check"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    for dir in ["locales/.it", "locales/..x", "content/.hidden"] {
        assert!(err.contains(&format!("{dir}:1:1")) && err.contains("a hidden folder"), "{dir}: {err}");
    }
    assert!(err.contains("locales/it:1:1") && err.contains("a symbolic link (to "), "{err}");
}

// ---- Round 2 (issue 30): drawing under the time limit ----

#[test]
fn a_picture_too_costly_to_draw_is_stopped_by_the_time_limit_with_its_template() {
    // A 300-byte SVG dilated over 20 000 units drew for minutes: the limit covered the compile,
    // not the drawing of the pages.
    let root = temp_dir("export-timeout");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("content/guyenne/art")).unwrap();
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30mm\" height=\"36mm\" viewBox=\"0 0 30 36\">\
               <filter id=\"f\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"><feMorphology operator=\"dilate\" \
               radius=\"20000\"/></filter><rect width=\"30\" height=\"36\" fill=\"red\" filter=\"url(#f)\"/></svg>";
    std::fs::write(root.join("content/guyenne/art/english-arms.svg"), svg).unwrap();
    let started = Instant::now();
    let out = scriptorium_in(
        &root,
        &["--template-timeout", "5", "build", "--game", "guyenne", "--lang", "en", "--only", "cards", "--out", "out"],
    );
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("the pages of templates/guyenne/faces.typ were not drawn within 5 s"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(60), "stopped near the limit");
    assert!(!root.join("out/manifest.json").exists());
}

// ---- Round 2 (issue 30): check-log reads its file once ----

/// Three Joute records, and the same with a line that is not a record before them.
fn joute_log(dir: &Path) -> Vec<u8> {
    let out = scriptorium_in(dir, &["--game", "joute", "simulate", "--games", "3", "--log", "j.jsonl"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    std::fs::read(dir.join("j.jsonl")).unwrap()
}

#[test]
fn check_log_reading_standard_input_or_a_pipe_checks_every_record() {
    // Without --game the first record was read to find the game, then lost: 2 of 3 checked,
    // line 1 reported broken; `check-log -` was refused.
    let dir = temp_dir("check-log-pipe");
    let log = joute_log(&dir);
    let mut child = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .args(["check-log", "-"])
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(&log).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("3 game record(s) follow the rules"), "{}", text(&out.stdout));
    let fifo = dir.join("fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo reads a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let writer = std::thread::spawn(move || std::fs::write(fifo, log).unwrap());
    let out = scriptorium_in(&dir, &["check-log", "fifo"]);
    writer.join().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("3 game record(s) follow the rules"), "{}", text(&out.stdout));
}

#[test]
fn check_log_names_a_first_line_that_is_no_record_and_a_record_of_another_game() {
    let dir = temp_dir("check-log-mixed");
    let mut log = b"garbage\n".to_vec();
    log.extend(joute_log(&dir));
    let out = scriptorium_in(&dir, &["--game", "guyenne", "simulate", "--games", "1", "--log", "g.jsonl"]);
    assert!(out.status.success());
    log.extend(std::fs::read(dir.join("g.jsonl")).unwrap());
    std::fs::write(dir.join("mixed.jsonl"), log).unwrap();
    let out = scriptorium_in(&dir, &["check-log", "mixed.jsonl"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("mixed.jsonl:1: not a game record"), "{err}");
    assert!(err.contains("mixed.jsonl:5: a record of the game \"guyenne\", not of \"joute\""), "{err}");
    assert_eq!(err.matches("mixed.jsonl:").count(), 2, "the three Joute records pass: {err}");
}
