//! Game packs as a designer uses them, through the binary: a new game made with `new` and built
//! without Rust, a language added by adding a folder, partial builds merged into the manifest,
//! another edition written beside the current one, and a build killed at any moment never
//! leaving a manifest that lies.

use crate::common;

use crate::common::manifest_is_true;

use crate::common::{temp_dir, text};

use std::path::Path;
use std::process::{Command, Output};

fn manifest(out: &Path) -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(out.join("manifest.json")).unwrap()).unwrap()
}

fn scriptorium_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_scriptorium")).args(args).current_dir(dir).output().expect("the binary runs")
}

#[test]
fn a_new_game_builds_its_cards_sheets_and_rulebook_without_rust() {
    let dir = temp_dir("new");
    let pack = dir.join("my-pack");
    let made = scriptorium_in(&dir, &["--root", "my-pack", "new", "dragon-dice"]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let said = text(&made.stdout);
    assert!(said.starts_with("pack: my-pack (games: dragon-dice)\n"), "{said}");
    for file in [
        "content/dragon-dice/game.toml",
        "locales/en/dragon-dice.ftl",
        "templates/dragon-dice/faces.typ",
        "templates/dragon-dice/rulebook.typ",
        "templates/common/sheets.typ",
        "templates/common/cards.typ",
        "templates/common/booklet.typ",
    ] {
        assert!(pack.join(file).is_file(), "{file} written");
    }
    let built = scriptorium_in(&dir, &["--root", "my-pack", "build", "--game", "dragon-dice", "--out", "out"]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let out = dir.join("out/dragon-dice/en");
    for face in ["fire", "water", "earth", "back"] {
        let svg = std::fs::read_to_string(out.join(format!("cards/{face}.svg"))).unwrap();
        assert!(svg.contains("<svg") && !svg.contains("<text"), "{face}: a standalone SVG without fonts");
        // 63 × 88 mm plus a 3 mm bleed at 300 dpi.
        let png = std::fs::read(out.join(format!("cards/{face}.png"))).unwrap();
        let size =
            (u32::from_be_bytes(png[16..20].try_into().unwrap()), u32::from_be_bytes(png[20..24].try_into().unwrap()));
        assert_eq!(size, (815, 1110), "{face}");
    }
    for pdf in ["print-and-play-a4.pdf", "print-and-play-printshop.pdf", "rulebook.pdf", "rulebook-booklet-a4.pdf"] {
        assert!(std::fs::read(out.join(pdf)).unwrap().starts_with(b"%PDF-"), "{pdf}");
    }
    assert_eq!(manifest_is_true(&dir.join("out")), Ok(15));
    // A second `new` of the same id is refused.
    let again = scriptorium_in(&dir, &["--root", "my-pack", "new", "dragon-dice"]);
    assert!(!again.status.success());
    assert!(text(&again.stderr).contains("already has a game \"dragon-dice\""), "{}", text(&again.stderr));
}

#[test]
fn a_language_is_added_by_adding_its_folder() {
    let root = temp_dir("italian");
    common::copy_pack(&root);
    std::fs::create_dir_all(root.join("locales/it")).unwrap();
    let en = std::fs::read_to_string(root.join("locales/en/guyenne.ftl")).unwrap();
    // A translation in progress: one message not yet translated.
    let it = en.replace("rb-and = and", "rb-and = e").replace("rb-toc-title =", "rb-toc-old =");
    let it: String = it.lines().filter(|l| !l.starts_with("rb-toc-old")).map(|l| format!("{l}\n")).collect();
    std::fs::write(root.join("locales/it/guyenne.ftl"), it).unwrap();
    let out = scriptorium_in(&root, &["build", "--only", "rulebook", "--lang", "it", "--out", "out"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(
        err.contains("warning: 1 message(s) of the reference language (fr) are not translated: rb-toc-title"),
        "{err}"
    );
    assert!(err.contains("locales/it/guyenne.ftl:"), "{err}");
    let pdf = std::fs::read(root.join("out/guyenne/it/rulebook.pdf")).unwrap();
    let pdf = String::from_utf8_lossy(&pdf);
    assert!(
        pdf.contains("/Lang (it)") || pdf.contains("<dc:language><rdf:Bag><rdf:li>it"),
        "the PDF's language is Italian"
    );
}

#[test]
fn a_partial_build_merges_into_the_manifest() {
    let out = temp_dir("merge");
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let o = out.to_str().unwrap();
    let first = scriptorium_in(repo, &["build", "--only", "cards", "--lang", "fr", "--out", o]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let second = scriptorium_in(repo, &["build", "--only", "rulebook", "--lang", "en", "--out", o]);
    assert!(second.status.success(), "{}", text(&second.stderr));
    let m = manifest(&out);
    let paths: Vec<&str> = m["files"].as_array().unwrap().iter().map(|f| f["path"].as_str().unwrap()).collect();
    assert!(paths.contains(&"guyenne/fr/cards/castle-keep.svg"), "the first build's files stay listed");
    assert!(paths.contains(&"guyenne/en/rulebook.pdf"), "the second build's files are added");
    assert!(m["cards"].as_array().unwrap().iter().any(|c| c["language"] == "fr"), "the French cards stay listed");
    assert!(manifest_is_true(&out).is_ok());
}

#[test]
fn another_edition_is_written_beside_the_current_one() {
    let out = temp_dir("edition");
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let o = out.to_str().unwrap();
    let current = scriptorium_in(repo, &["build", "--only", "cards,rulebook", "--lang", "en", "--out", o]);
    assert!(current.status.success(), "{}", text(&current.stderr));
    let rulebook = std::fs::read(out.join("guyenne/en/rulebook.pdf")).unwrap();
    let summary = std::fs::read(out.join("guyenne/en/cards/summary-3.svg")).unwrap();
    let old =
        scriptorium_in(repo, &["build", "--only", "cards,rulebook", "--lang", "en", "--edition", "2021", "--out", o]);
    assert!(old.status.success(), "{}", text(&old.stderr));
    assert!(std::fs::read(out.join("guyenne/en/rulebook.pdf")).unwrap() == rulebook, "the current edition stays");
    assert!(out.join("guyenne/en/rulebook-2021.pdf").is_file());
    // The summary cards follow the edition: 2021 scoring (R8.4) on the 2021 card.
    let summary_2021 = std::fs::read(out.join("guyenne/en/cards-2021/summary-3.svg")).unwrap();
    assert!(summary_2021 != summary, "the 2021 summary card tells the 2021 scoring");
    assert!(std::fs::read(out.join("guyenne/en/cards/summary-3.svg")).unwrap() == summary, "the current card stays");
    assert!(manifest_is_true(&out).is_ok());
}

/// Kills a build after `delay` and checks what it leaves.
fn kill_after(root: &Path, out: &Path, delay: std::time::Duration, signal: i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .args(["build", "--lang", "es", "--out", out.to_str().unwrap()])
        .current_dir(root)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(delay);
    // SAFETY: kill only sends a signal to the child we started.
    unsafe { libc::kill(child.id() as i32, signal) };
    let _ = child.wait();
    if out.join("manifest.json").exists() {
        manifest_is_true(out).unwrap_or_else(|e| panic!("after a kill at {delay:?}: {e}"));
    }
}

#[test]
fn a_build_killed_at_any_moment_leaves_a_true_manifest_and_the_next_build_cleans_up() {
    let root = temp_dir("crash");
    common::copy_pack(&root);
    let out = root.join("out");
    // A first complete build, timed: files are written in its last moments.
    let started = std::time::Instant::now();
    assert!(scriptorium_in(&root, &["build", "--lang", "es", "--out", "out"]).status.success());
    let full = started.elapsed().as_secs_f64();
    // Each later build changes the paper colour, so that it replaces every file, and is killed
    // at a moment spread over the build, most of them near its end, where it writes.
    let game = root.join("content/guyenne/game.toml");
    let original = std::fs::read_to_string(&game).unwrap();
    let moments = [0.3, 0.6, 0.8, 0.86, 0.9, 0.93, 0.95, 0.97, 0.99, 1.01, 1.03, 1.06];
    for (i, at) in moments.into_iter().enumerate() {
        let paper = format!("paper = \"#f4ec{:02x}\"", 0xd0 + i);
        std::fs::write(&game, original.replace("paper = \"#f4ecd8\"", &paper)).unwrap();
        let signal = if i % 2 == 0 { libc::SIGKILL } else { libc::SIGINT };
        kill_after(&root, &out, std::time::Duration::from_secs_f64(full * at), signal);
    }
    let done = scriptorium_in(&root, &["build", "--lang", "es", "--out", "out"]);
    assert!(done.status.success(), "{}", text(&done.stderr));
    assert!(manifest_is_true(&out).unwrap() > 50);
    let mut stale = Vec::new();
    let mut dirs = vec![out.clone()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(d).unwrap().flatten() {
            if e.file_type().unwrap().is_dir() {
                dirs.push(e.path());
            } else if e.file_name().to_string_lossy().contains(".tmp-") {
                stale.push(e.path());
            }
        }
    }
    assert!(stale.is_empty(), "temporary files left: {stale:?}");
}

#[test]
fn a_runaway_template_is_stopped_with_its_name() {
    let root = temp_dir("runaway");
    common::copy_pack(&root);
    let rulebook = root.join("templates/guyenne/rulebook.typ");
    let text_before = std::fs::read_to_string(&rulebook).unwrap();
    let endless = "#for i in range(100000) { for j in range(100000) { let x = i * j } }";
    std::fs::write(&rulebook, format!("{text_before}\n{endless}\n")).unwrap();
    let started = std::time::Instant::now();
    let out = scriptorium_in(&root, &["--template-timeout", "3", "check", "--lang", "en"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("templates/guyenne/rulebook.typ did not finish typesetting within 3 s"), "{err}");
    assert!(started.elapsed().as_secs() < 60, "stopped in time");
}

#[test]
fn a_designers_typical_mistakes_are_named_with_their_place() {
    let dir = temp_dir("mistakes");
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "g"]).status.success());
    let game = dir.join("p/content/g/game.toml");
    let original = std::fs::read_to_string(&game).unwrap();
    let check = |toml: String| {
        std::fs::write(&game, toml).unwrap();
        let out = scriptorium_in(&dir, &["--root", "p", "check"]);
        assert_eq!(out.status.code(), Some(1));
        text(&out.stderr)
    };
    // A misspelt `copies` would silently leave one copy.
    let err = check(original.replacen("copies = 3", "copeis = 3", 1));
    assert!(err.contains("\"copeis\" looks like a misspelt \"copies\"") && err.contains("game.toml:"), "{err}");
    // A text the card asks for that the language lacks: at the card's key, with the id meant.
    let err = check(original.replacen("card-fire-text\"", "card-fire-txt\"", 1));
    assert!(err.contains("no message \"card-fire-txt\"") && err.contains("p/content/g/game.toml:"), "{err}");
    assert!(err.contains("did you mean card-fire-text?"), "{err}");
    // A colour the theme lacks.
    let err = check(original.replacen("colour = \"fire\"", "colour = \"fiery\"", 1));
    assert!(err.contains("no colour \"fiery\""), "{err}");
}

/// A designer who keeps the cards in a spreadsheet: `cards = "cards.csv"` reads them from a CSV
/// file next to game.toml (id, copies, back and any column the template uses); a bad cell is
/// reported at its line and column.
#[test]
fn cards_can_come_from_a_csv_table() {
    let dir = temp_dir("csv");
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "trio"]).status.success());
    let csv = common::TRIO_CSV;
    common::cards_from_csv(&dir.join("p"), "trio", csv);
    let built = scriptorium_in(&dir, &["--root", "p", "build", "--out", "out"]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let cards = manifest(&dir.join("out"))["cards"].as_array().unwrap().clone();
    let copies: std::collections::BTreeMap<String, u64> =
        cards.iter().map(|c| (c["id"].as_str().unwrap().to_string(), c["copies"].as_u64().unwrap())).collect();
    let expected = [("earth", 4), ("fire", 3), ("water", 2)].map(|(id, n)| (id.to_string(), n));
    assert_eq!(copies, expected.into_iter().collect(), "the copies of the table");
    // A misspelt number of copies, on the third line, fifth character.
    std::fs::write(dir.join("p/content/trio/cards.csv"), csv.replace("water,2,", "water,two,")).unwrap();
    let failed = scriptorium_in(&dir, &["--root", "p", "check"]);
    let err = text(&failed.stderr);
    assert!(!failed.status.success());
    assert!(err.contains("p/content/trio/cards.csv:3:7") && err.contains("copies must be a whole number"), "{err}");
}

/// A message id a template computes (`t("card-" + card.id)`) is no false error when every id it
/// asks for exists, and a missing one is reported with its id, at the call that asked for it.
#[test]
fn a_computed_message_id_is_checked_when_the_template_runs_at_its_call() {
    let dir = temp_dir("computed");
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "trio"]).status.success());
    let faces = dir.join("p/templates/trio/faces.typ");
    let template = std::fs::read_to_string(&faces).unwrap();
    let literal = "say(card, \"name\")";
    assert!(template.contains(literal));
    std::fs::write(&faces, template.replacen(literal, "(text: t(\"card-\" + card.id), msg: \"card-\" + card.id)", 1))
        .unwrap();
    let checked = scriptorium_in(&dir, &["--root", "p", "check"]);
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    let toml = dir.join("p/content/trio/game.toml");
    std::fs::write(&toml, std::fs::read_to_string(&toml).unwrap().replacen("id = \"fire\"", "id = \"flame\"", 1))
        .unwrap();
    let examples = dir.join("p/content/trio/examples.toml");
    std::fs::write(&examples, std::fs::read_to_string(&examples).unwrap().replacen("\"fire\"", "\"flame\"", 1))
        .unwrap();
    let failed = scriptorium_in(&dir, &["--root", "p", "check"]);
    let err = text(&failed.stderr);
    assert_eq!(failed.status.code(), Some(1), "{err}");
    assert!(err.contains("no message \"card-flame\""), "{err}");
    let line = template.lines().position(|l| l.contains(literal)).unwrap() + 1;
    assert!(err.contains(&format!("p/templates/trio/faces.typ:{line}:")), "located at the call: {err}");
}

/// The starter game with its cards in cards.csv (`csv` is the file's text); `check`'s output.
fn check_csv_game(name: &str, csv: &str) -> std::process::Output {
    let dir = temp_dir(name);
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "trio"]).status.success());
    common::cards_from_csv(&dir.join("p"), "trio", csv);
    scriptorium_in(&dir, &["--root", "p", "check"])
}

/// A misspelt column (`colr` for the `colour` the face template reads) is reported at its cell
/// of cards.csv's first row, with the name to write, not as a Typst error in the template.
#[test]
fn a_misspelt_csv_column_is_reported_at_the_header_with_the_name_meant() {
    let csv = "id,copies,name,text,value,colr\n\
               fire,3,card-fire,card-fire-text,3,fire\n\
               water,2,card-water,card-water-text,2,water\n\
               earth,4,card-earth,card-earth-text,1,earth\n";
    let out = check_csv_game("csv-column", csv);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("p/content/trio/cards.csv:1:27"), "at the header's sixth cell: {err}");
    assert!(err.contains("column \"colr\": the face template reads \"colour\""), "{err}");
    assert!(err.contains("did you mean colour?"), "{err}");
}

/// A misspelt message id in a card's row is reported at that cell of cards.csv.
#[test]
fn a_misspelt_message_id_of_a_card_is_reported_at_its_row() {
    let csv = "id,copies,name,text,value,colour\n\
               fire,3,card-fire,card-fire-text,3,fire\n\
               water,2,card-watr,card-water-text,2,water\n\
               earth,4,card-earth,card-earth-text,1,earth\n";
    let out = check_csv_game("csv-message", csv);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("p/content/trio/cards.csv:3:9"), "at the third row's name cell: {err}");
    assert!(err.contains("no message \"card-watr\""), "{err}");
}

#[test]
fn a_card_renamed_in_game_toml_leaves_no_face_of_its_old_name() {
    let dir = temp_dir("renamed");
    let made = scriptorium_in(&dir, &["--root", "pack", "new", "trio"]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let build = |args: &[&str]| {
        let out =
            scriptorium_in(&dir, &[&["--root", "pack", "build", "--game", "trio", "--out", "out"], args].concat());
        assert!(out.status.success(), "{}", text(&out.stderr));
    };
    build(&[]);
    let cards = dir.join("out/trio/en/cards");
    assert!(cards.join("earth.svg").is_file());
    // The designer renames a card: its id in game.toml, its texts.
    let toml = dir.join("pack/content/trio/game.toml");
    let renamed = std::fs::read_to_string(&toml).unwrap().replace("id = \"earth\"", "id = \"stone\"");
    std::fs::write(&toml, renamed.replace("\"card-earth", "\"card-stone")).unwrap();
    let ftl = dir.join("pack/locales/en/trio.ftl");
    std::fs::write(&ftl, std::fs::read_to_string(&ftl).unwrap().replace("card-earth", "card-stone")).unwrap();
    // A partial build of the cards alone, then a whole one: neither leaves the old faces.
    build(&["--only", "cards"]);
    assert!(cards.join("stone.svg").is_file() && cards.join("stone.png").is_file());
    assert!(!cards.join("earth.svg").exists() && !cards.join("earth.png").exists(), "the old faces are gone");
    assert!(!manifest(&dir.join("out")).to_string().contains("earth."), "nor listed");
    build(&[]);
    assert_eq!(manifest_is_true(&dir.join("out")).map(|n| n > 0), Ok(true));
}

/// The starter's card text shrinks to fit down to 7 pt (`fit(..., min: 7pt)`), and is refused
/// only below it, with the card, element, language and overflow.
#[test]
fn a_card_text_a_little_too_long_shrinks_to_fit_and_one_far_too_long_is_refused() {
    let dir = temp_dir("shrink");
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "g"]).status.success());
    let ftl = dir.join("p/locales/en/g.ftl");
    let original = std::fs::read_to_string(&ftl).unwrap();
    let short = "card-fire-text = Beats earth. Worth { $value } points: play it to take the lead.";
    assert!(original.contains(short));
    let check = |body: &str, template: Option<(&str, &str)>| {
        std::fs::write(&ftl, original.replacen(short, &format!("card-fire-text = {body}"), 1)).unwrap();
        let faces = dir.join("p/templates/g/faces.typ");
        if let Some((from, to)) = template {
            let t = std::fs::read_to_string(&faces).unwrap();
            assert!(t.contains(from));
            std::fs::write(&faces, t.replacen(from, to, 1)).unwrap();
        }
        scriptorium_in(&dir, &["--root", "p", "check"])
    };
    let base = "Beats earth and every card of wood. Play it early to take the lead, or keep it back until \
                your rival has spent the water that beats it.";
    // Measured: six more sentences overflow at 9 pt and fit at 7 pt; twelve do
    // not fit even at 7 pt.
    let longer = format!("{base}{}", " The wind favours it.".repeat(6));
    let out = check(&longer, None);
    assert!(out.status.success(), "shrunk to fit: {}", text(&out.stderr));
    let far = format!("{base}{}", " The wind favours it.".repeat(12));
    let out = check(&far, None);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("card fire, text (en): the text overflows its box by") && err.contains("g.ftl:"), "{err}");
    // Without its minimum, the template refuses the longer text it shrank.
    let out = check(&longer, Some((", min: 7pt", "")));
    assert!(!out.status.success(), "at 9 pt the longer text does not fit");
}

/// The words of every text run of a laid-out page, joined by spaces.
fn page_words(frame: &typst::layout::Frame) -> String {
    let mut out = String::new();
    for (_, item) in frame.items() {
        match item {
            typst::layout::FrameItem::Group(g) => out.push_str(&page_words(&g.frame)),
            typst::layout::FrameItem::Text(t) => {
                out.push_str(&t.text);
                out.push(' ');
            }
            _ => {}
        }
    }
    out
}

/// The words on each face of a game of the pack at `root`, in `lang`, by face id.
fn faces_words(root: &Path, game: &str, lang: &str) -> std::collections::BTreeMap<String, String> {
    let pack = scriptorium::content::PackSource::Dir(root.to_path_buf());
    let (ids, document) = scriptorium::build::face_document(&pack, game, lang).unwrap();
    ids.into_iter().zip(document.pages()).map(|(id, page)| (id, page_words(&page.frame))).collect()
}

/// The starter game with its card texts written in cards.csv, English in `name` and `text`,
/// French in `name:fr` and `text:fr` (earth's French name left empty), and a French messages
/// file; the test's folder (removed when dropped) and the pack's.
fn csv_texts_game(name: &str) -> (common::TempDir, std::path::PathBuf) {
    let dir = temp_dir(name);
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "trio"]).status.success());
    let csv = "id,copies,name,name:fr,text,text:fr,value,colour\n\
               fire,3,Fire,Feu,Beats earth.,Bat la terre.,3,fire\n\
               water,3,Water,Eau,Beats fire.,Bat le feu.,2,water\n\
               earth,4,Earth,,Beats water.,Bat l’eau.,1,earth\n";
    common::cards_from_csv(&dir.join("p"), "trio", csv);
    // The card messages are no longer used: the texts are in the table.
    let en = std::fs::read_to_string(dir.join("p/locales/en/trio.ftl")).unwrap();
    let en: String = en.lines().filter(|l| !l.starts_with("card-")).map(|l| format!("{l}\n")).collect();
    std::fs::write(dir.join("p/locales/en/trio.ftl"), &en).unwrap();
    std::fs::create_dir_all(dir.join("p/locales/fr")).unwrap();
    std::fs::write(dir.join("p/locales/fr/trio.ftl"), &en).unwrap();
    let pack = dir.join("p");
    (dir, pack)
}

/// Card texts kept in cards.csv: `name` in the reference language, `name:fr` its French; a card
/// without a French name prints the English one, and `check` warns once, at the column, naming it.
#[test]
fn card_texts_in_the_csv_print_in_each_language_and_a_missing_one_in_the_reference() {
    let (_dir, pack) = csv_texts_game("csv-texts");
    let out = scriptorium_in(&pack, &["check"]);
    let err = text(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("warning: 1 card(s) have no fr text in column \"name:fr\": earth;"), "{err}");
    assert!(err.contains("content/trio/cards.csv:1:16"), "at the column's header: {err}");
    let fr = faces_words(&pack, "trio", "fr");
    assert!(fr["fire"].contains("Feu") && fr["fire"].contains("Bat la terre."), "{fr:?}");
    assert!(fr["earth"].contains("Earth") && fr["earth"].contains("Bat l’eau."), "{fr:?}");
    let en = faces_words(&pack, "trio", "en");
    assert!(en["fire"].contains("Fire") && en["fire"].contains("Beats earth."), "{en:?}");
}

/// A column in a language the game has no messages in (a typo of a tag, or a language not added
/// yet) is an error at its header, naming the languages the game has.
#[test]
fn a_text_column_in_a_language_the_game_lacks_is_refused_at_its_header() {
    let (_dir, pack) = csv_texts_game("csv-texts-lang");
    let csv = pack.join("content/trio/cards.csv");
    std::fs::write(&csv, std::fs::read_to_string(&csv).unwrap().replacen("name:fr", "name:fe", 1)).unwrap();
    let out = scriptorium_in(&pack, &["check"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("column \"name:fe\" holds texts in \"fe\", a language this game has no texts in"), "{err}");
    assert!(err.contains("content/trio/cards.csv:1:16") && err.contains("the game's languages are: en, fr"), "{err}");
}

/// A text of cards.csv too long for its box even at the template's minimum size is reported at
/// its cell (the row and the language's column), not at a messages file.
#[test]
fn a_card_text_of_the_csv_that_overflows_is_reported_at_its_cell() {
    let (_dir, pack) = csv_texts_game("csv-texts-overflow");
    let csv = pack.join("content/trio/cards.csv");
    let long = "Bat le feu et toutes les cartes que l’on pose sur la table. ".repeat(12);
    std::fs::write(&csv, std::fs::read_to_string(&csv).unwrap().replacen("Bat le feu.", long.trim(), 1)).unwrap();
    let out = scriptorium_in(&pack, &["check"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("trio, card water, text (fr): the text overflows its box by"), "{err}");
    assert!(err.contains("content/trio/cards.csv:3:31"), "at water's text:fr cell: {err}");
    assert!(err.contains("shorten the text of this cell"), "{err}");
}

/// A message a card names takes that card's values as variables (`{ $value }` in the starter's
/// fire text), and a rulebook message the game's: `[values]` (`{ $hand }`) and the counts
/// scriptorium knows (`{ $copies }`, `{ $cards }`).
#[test]
fn messages_take_variables_from_the_cards_and_the_games_values() {
    let dir = temp_dir("variables");
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "trio"]).status.success());
    let pack = dir.join("p");
    let en = faces_words(&pack, "trio", "en");
    assert!(en["fire"].contains("Worth 3 points"), "{en:?}");
    let toml = pack.join("content/trio/game.toml");
    let original = std::fs::read_to_string(&toml).unwrap();
    std::fs::write(&toml, original.replacen("value = 3", "value = 5", 1).replacen("hand = 3", "hand = 6", 1)).unwrap();
    assert!(faces_words(&pack, "trio", "en")["fire"].contains("Worth 5 points"));
    let built = scriptorium_in(&dir, &["--root", "p", "build", "--only", "rulebook", "--out", "out"]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let book = common::pdf_text(&std::fs::read(dir.join("out/trio/en/rulebook.pdf")).unwrap());
    // The PDF's text comes without its spaces.
    assert!(book.contains("Theboxholds10cardsof3kinds"), "{book}");
    assert!(book.contains("Eachplayertakes6cardsinhand"), "{book}");
}

/// The starter game `trio` with `from` replaced by `to` in its file `file`: `check` refuses it,
/// and this is what it says.
fn trio_check_refuses(name: &str, file: &str, from: &str, to: &str) -> String {
    let dir = temp_dir(name);
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "trio"]).status.success());
    let path = dir.join("p").join(file);
    let original = std::fs::read_to_string(&path).unwrap();
    assert!(original.contains(from), "{file} has {from:?}");
    std::fs::write(&path, original.replacen(from, to, 1)).unwrap();
    let out = scriptorium_in(&dir, &["--root", "p", "check"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    err
}

/// A variable no card and no value gives is refused at the message, saying where values come from.
#[test]
fn a_variable_nothing_gives_is_refused_with_where_values_come_from() {
    let err = trio_check_refuses("variables-missing", "locales/en/trio.ftl", "{ $hand } cards", "{ $hands } cards");
    assert!(err.contains("message \"rule-turn-body\" uses $hands, which is never given"), "{err}");
    assert!(err.contains("$cards $copies $hand") && err.contains("[values]"), "{err}");
}

/// A number of the data given where the template wants text (`f.value + " pts"`) is told in a
/// designer's words, with the fix.
#[test]
fn a_number_used_where_the_template_wants_text_is_told_in_a_designers_words() {
    let dir = temp_dir("number-text");
    assert!(scriptorium_in(&dir, &["--root", "p", "new", "trio"]).status.success());
    let faces = dir.join("p/templates/trio/faces.typ");
    let t = std::fs::read_to_string(&faces).unwrap();
    let from = "say(card, \"value\").text)";
    assert!(t.contains(from));
    std::fs::write(&faces, t.replacen(from, "f.value + \" pts\")", 1)).unwrap();
    let out = scriptorium_in(&dir, &["--root", "p", "check"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("cannot add integer and string") && err.contains("write str(...) around it"), "{err}");
}

/// The designer's walkthrough of issue 28, from the README: a 20-card game kept in a spreadsheet,
/// its texts in the table with a French column; a text a little too long is set smaller within
/// the template's minimum; one far too long stops the build at its cell, and a draft build
/// writes every file anyway, that card's box outlined in red, exit 1 with the list.
#[test]
fn a_twenty_card_game_from_a_spreadsheet_with_a_translation_column_walkthrough() {
    let (dir, pack) = csv_texts_game("walkthrough");
    let colours = ["fire", "water", "earth"];
    let shrinks = "Beats earth and every card of wood. Play it early to take the lead, or keep it back until \
                   your rival has spent the water that beats it. The wind favours it. The wind favours it. The \
                   wind favours it. The wind favours it. The wind favours it. The wind favours it.";
    let mut csv = String::from("id,copies,name,name:fr,text,text:fr,value,colour\n");
    for n in 1..=20 {
        let text = if n == 7 { format!("\"{shrinks}\"") } else { format!("Card number {n} beats the one before.") };
        let fr = format!("La carte {n} bat la précédente.");
        csv.push_str(&format!("c{n:02},2,Card {n},Carte {n},{text},{fr},{n},{}\n", colours[n % 3]));
    }
    std::fs::write(pack.join("content/trio/cards.csv"), &csv).unwrap();
    let examples = pack.join("content/trio/examples.toml");
    let ex = std::fs::read_to_string(&examples).unwrap();
    std::fs::write(&examples, ex.replacen("[\"fire\", \"water\"]", "[\"c01\", \"c02\"]", 1)).unwrap();
    let out_dir = dir.join("out");
    let build = |draft: bool| {
        let mut args = vec!["build", "--only", "cards", "--out", out_dir.to_str().unwrap()];
        if draft {
            args.push("--draft");
        }
        scriptorium_in(&pack, &args)
    };
    let out = build(false);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed = manifest(&out_dir)["cards"].as_array().unwrap().clone();
    let ids: std::collections::BTreeSet<&str> = listed.iter().map(|c| c["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), 20, "every row is a card");
    let fr = faces_words(&pack, "trio", "fr");
    assert!(fr["c07"].contains("Carte 7") && fr["c20"].contains("La carte 20 bat"), "{:?}", fr["c07"]);
    let en = faces_words(&pack, "trio", "en");
    assert!(en["c07"].contains("The wind favours it."), "the long text is set whole, smaller: {}", en["c07"]);
    // A French text far too long for its box, even at the minimum size.
    let far = "La carte 12 bat la précédente et toutes celles que le vent pousse vers elle. ".repeat(10);
    let csv = csv.replacen("La carte 12 bat la précédente.", far.trim(), 1);
    std::fs::write(pack.join("content/trio/cards.csv"), &csv).unwrap();
    let out = build(false);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("trio, card c12, text (fr): the text overflows its box") && err.contains("cards.csv:13:"),
        "{err}"
    );
    let out = build(true);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("draft: 1 text overflows its box"), "{err}");
    let svg = std::fs::read_to_string(out_dir.join("trio/fr/cards/c12.svg")).unwrap();
    assert!(svg.contains("stroke=\"#ff4136\""), "the overflowing box is outlined in red");
    let other = std::fs::read_to_string(out_dir.join("trio/fr/cards/c11.svg")).unwrap();
    assert!(!other.contains("#ff4136"), "a card whose texts fit has no outline");
}

/// A value of `[values]` named like a count scriptorium gives (`copies`) is refused at its key:
/// it would silently change every text that prints the number of cards.
#[test]
fn a_value_named_like_a_count_scriptorium_gives_is_refused() {
    let err = trio_check_refuses("values-count", "content/trio/game.toml", "hand = 3", "hand = 3\ncopies = 12");
    assert!(err.contains("copies is given by scriptorium: the number of cards in the box"), "{err}");
    assert!(err.contains("p/content/trio/game.toml:"), "{err}");
}

/// A cell is a number only when it is written as that number prints: a name "007", "Inf" or
/// "+3" prints as written (they became 7, nothing and 3).
#[test]
fn csv_cells_that_only_look_like_numbers_print_as_written() {
    let (_dir, pack) = csv_texts_game("csv-cells");
    let csv = pack.join("content/trio/cards.csv");
    let table = std::fs::read_to_string(&csv).unwrap();
    let table = table.replace("fire,3,Fire,", "fire,3,007,").replace("water,3,Water,", "water,3,Inf,");
    std::fs::write(&csv, table.replace("earth,4,Earth,", "earth,4,+3,")).unwrap();
    let en = faces_words(&pack, "trio", "en");
    assert!(en["fire"].contains("007"), "{en:?}");
    assert!(en["water"].contains("Inf"), "{en:?}");
    assert!(en["earth"].contains("+3"), "{en:?}");
}

/// A column named twice in the header is reported at its second cell: one of them was dropped
/// without a word.
#[test]
fn a_csv_column_named_twice_is_reported_at_its_second_cell() {
    let csv = "id,copies,name,text,value,colour,value\n\
               fire,3,card-fire,card-fire-text,3,fire,4\n\
               water,2,card-water,card-water-text,2,water,4\n\
               earth,4,card-earth,card-earth-text,1,earth,4\n";
    let out = check_csv_game("csv-twice", csv);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("p/content/trio/cards.csv:1:34"), "at the header's seventh cell: {err}");
    assert!(err.contains("the column \"value\" is named twice (columns 5 and 7)"), "{err}");
}

/// A table of more cards than a game may have is refused at the first row past the limit, and
/// not read further: 20 000 rows held 16 GB.
#[test]
fn a_table_of_twenty_thousand_cards_is_refused_at_the_row_past_the_limit() {
    let mut csv = String::from("id,copies,name,text,value,colour\n");
    for i in 0..20_000 {
        csv.push_str(&format!("c{i},1,card-fire,card-fire-text,3,fire\n"));
    }
    let started = std::time::Instant::now();
    let out = check_csv_game("csv-many", &csv);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("more than 1000 different cards"), "{err}");
    assert!(err.contains("p/content/trio/cards.csv:1002:"), "at the row past the limit: {err}");
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
}
