//! `scriptorium build`, `scriptorium check` and `scriptorium watch`.

use super::accept;
use super::args::{BuildArgs, CheckArgs, WatchArgs};
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use scriptorium::build::{self, BuildOptions, Progress, Quiet};
use scriptorium::content::PackSource;
use scriptorium::content::copyfit;
use scriptorium::diagnostic::Diagnostic;
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A progress bar on a terminal; nothing otherwise.
struct Bar(ProgressBar);

impl Bar {
    fn new(what: &str) -> Bar {
        if !std::io::stderr().is_terminal() {
            return Bar(ProgressBar::hidden());
        }
        let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
        let style = format!("{{spinner}} {what} {{bar:30}} {{pos}}/{{len}} {{msg}}");
        bar.set_style(ProgressStyle::with_template(&style).expect("valid template"));
        Bar(bar)
    }
}

impl Progress for Bar {
    fn start(&self, total: u64) {
        self.0.set_length(total);
    }
    fn done(&self, what: &str) {
        self.0.set_message(what.to_string());
        self.0.inc(1);
    }
    fn waiting(&self, out: &Path, holder: Option<u32>) {
        self.0.suspend(|| Quiet.waiting(out, holder));
    }
}

/// Each language once, in the order given (`--lang en,en` builds English once).
fn once(languages: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for l in languages {
        if !out.contains(l) {
            out.push(l.clone());
        }
    }
    out
}

/// `path` made absolute, its existing part with its links resolved.
pub(super) fn resolved(path: &Path) -> PathBuf {
    let mut existing = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut rest = Vec::new();
    while !existing.exists() {
        match existing.file_name() {
            Some(name) => rest.push(name.to_os_string()),
            None => break,
        }
        existing.pop();
    }
    let mut out = existing.canonicalize().unwrap_or(existing);
    out.extend(rest.iter().rev());
    out
}

/// "1 file", "2 files".
fn plural(n: usize, word: &str) -> String {
    if n == 1 { format!("1 {word}") } else { format!("{n} {word}s") }
}

/// Warnings, after a build or check that succeeded.
fn warn(warnings: &[Diagnostic]) {
    for w in warnings {
        eprintln!("{w}");
    }
}

/// The parts of `--only`.
fn parts(only: &[String]) -> anyhow::Result<(bool, bool, bool)> {
    let (mut cards, mut sheets, mut rulebook) = (false, false, false);
    for part in only {
        match part.as_str() {
            "cards" => cards = true,
            "sheets" => sheets = true,
            "rulebook" => rulebook = true,
            other => bail!("--only {other}: unknown part; use cards, sheets, rulebook"),
        }
    }
    Ok((cards, sheets, rulebook))
}

fn options(games: &[String], args: &BuildArgs) -> anyhow::Result<BuildOptions> {
    let (cards, sheets, rulebook) = parts(&args.only)?;
    Ok(BuildOptions {
        games: games.to_vec(),
        languages: once(&args.lang),
        out: args.out.clone(),
        cards,
        sheets,
        rulebook,
        edition: args.edition.clone(),
        emit_typst: args.emit_typst,
        strict: args.strict,
        draft: args.draft,
        proof: args.proof,
        cache: !args.no_cache,
        keep_caches: false,
    })
}

pub fn run(pack: &PackSource, games: &[String], args: &BuildArgs) -> anyhow::Result<()> {
    let opts = options(games, args)?;
    super::refuse_in_pack(pack, "--out", &args.out)?;
    scriptorium::interrupt::install(scriptorium::interrupt::OnInterrupt::Exit);
    let bar = Bar::new("building");
    let started = Instant::now();
    let report = build::build_print_files(pack, &opts, &bar);
    bar.0.finish_and_clear();
    let report = report?;
    warn(&report.warnings);
    println!(
        "wrote {} and {} ({} listed) in {:.1} s",
        plural(report.written, "file"),
        args.out.join("manifest.json").display(),
        plural(report.manifest.files.len(), "file"),
        started.elapsed().as_secs_f64()
    );
    if args.save_copyfit {
        save_copyfit(pack, &report.copyfit)?;
    }
    let overflows: Vec<&Diagnostic> = report.warnings.iter().filter(|d| d.overflow).collect();
    if !overflows.is_empty() {
        let listed: Vec<String> = overflows.iter().map(|d| format!("  {}", d.message)).collect();
        bail!(
            "draft: {}, outlined in red on the faces written:\n{}\n  = hint: shorten each text (or give its box a \
             `min:` size to shrink to in the template), then build without --draft",
            if overflows.len() == 1 {
                "1 text overflows its box".to_string()
            } else {
                format!("{} texts overflow their boxes", overflows.len())
            },
            listed.join("\n")
        );
    }
    Ok(())
}

/// Writes each game's copyfit.toml: the books of this build, and those of the file that it did
/// not build (another language, another edition), kept as they were.
fn save_copyfit(pack: &PackSource, chosen: &[(String, String, copyfit::Saved)]) -> anyhow::Result<()> {
    let PackSource::Dir(root) = pack else {
        bail!(
            "--save-copyfit writes content/<game>/copyfit.toml, and the pack built into scriptorium cannot be \
             changed\n  = hint: run it inside a pack on disk (`scriptorium new <id>` starts one), or pass --root DIR"
        );
    };
    let mut by_game: BTreeMap<&str, Vec<(&String, &copyfit::Saved)>> = Default::default();
    for (game, book, saved) in chosen {
        by_game.entry(game).or_default().push((book, saved));
    }
    for (game, books) in by_game {
        let rel = format!("content/{game}/{}", copyfit::FILE);
        let mut all = match pack.read(&rel) {
            Ok(f) => copyfit::read(&f.shown, &f.text).map_err(|d| anyhow::anyhow!("{d}"))?,
            Err(_) => Default::default(),
        };
        for (book, saved) in books {
            all.insert(book.clone(), saved.clone());
        }
        let path = root.join(&rel);
        scriptorium::output::write_file(&path, copyfit::write(&all).as_bytes())
            .with_context(|| format!("cannot write {}", path.display()))?;
        println!("saved the copyfitting of {} into {}", plural(all.len(), "rulebook"), path.display());
    }
    Ok(())
}

pub fn check(pack: &PackSource, games: &[String], args: &CheckArgs) -> anyhow::Result<()> {
    let mut opts = BuildOptions::all(PathBuf::from("out"));
    opts.games = games.to_vec();
    opts.languages = once(&args.lang);
    opts.edition = args.edition.clone();
    opts.strict = args.strict;
    let bar = Bar::new("checking");
    let started = Instant::now();
    let mut result = build::check(pack, &opts, &bar);
    bar.0.finish_and_clear();
    if args.accept {
        let fixes = match &result {
            Err(build::BuildError::Check(d)) => accept::fixes(&d.0),
            _ => Vec::new(),
        };
        if fixes.is_empty() {
            println!("no expectation of the worked examples to accept");
        } else if accept::accept(pack, &fixes, args.yes)? {
            // Checked again: what the changes settled, and what they did not.
            let bar = Bar::new("checking");
            result = build::check(pack, &opts, &bar);
            bar.0.finish_and_clear();
        }
    }
    let (files, warnings) = result?;
    warn(&warnings);
    println!(
        "no problems{}: the games, their locales and templates are consistent; {} would be built ({:.1} s)",
        if warnings.is_empty() { String::new() } else { format!(" ({})", plural(warnings.len(), "warning")) },
        plural(files, "file"),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// What a change asks to rebuild: a game (or every game), a language (or every language), and
/// which parts.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Scope {
    game: Option<String>,
    lang: Option<String>,
    cards: bool,
    sheets: bool,
    rulebook: bool,
}

impl Scope {
    fn all(game: Option<&str>) -> Scope {
        Scope { game: game.map(String::from), lang: None, cards: true, sheets: true, rulebook: true }
    }
}

/// The message texts of a Fluent file, by id, to tell which messages an edit changed.
fn messages(source: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        let starts_message = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && line.contains('=');
        if starts_message {
            let id = line.split('=').next().unwrap_or("").trim().to_string();
            out.insert(id.clone(), format!("{line}\n"));
            current = Some(id);
        } else if let Some(id) = &current {
            out.entry(id.clone()).or_default().push_str(&format!("{line}\n"));
        }
    }
    out
}

/// The scopes of a set of changed files, each with the files (relative to the pack) that ask
/// for it; `texts` holds each locale file's last seen messages.
fn scopes(
    root: &Path,
    changed: &[PathBuf],
    texts: &mut BTreeMap<PathBuf, BTreeMap<String, String>>,
) -> Vec<(Scope, Vec<String>)> {
    let mut out: Vec<(Scope, Vec<String>)> = Vec::new();
    for path in changed {
        let rel = path.strip_prefix(root).unwrap_or(path);
        let parts: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
        let scope = match parts.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
            // The card sheets, and the tiles of the games' large documents (a board).
            ["templates", "common", "sheets.typ" | "tiles.typ"] => {
                Scope { rulebook: false, cards: false, ..Scope::all(None) }
            }
            ["templates", "common", "booklet.typ"] => Scope { cards: false, sheets: false, ..Scope::all(None) },
            // The face helpers change the faces, and so the sheets and rulebooks that show them.
            ["templates", "common", ..] => Scope::all(None),
            ["templates", game, "rulebook.typ"] => Scope { cards: false, sheets: false, ..Scope::all(Some(game)) },
            ["templates", game, ..] | ["content", game, ..] => Scope::all(Some(game)),
            ["locales", lang, file] if file.ends_with(".ftl") => {
                let game = file.trim_end_matches(".ftl");
                let new = messages(&std::fs::read_to_string(path).unwrap_or_default());
                let old = texts.insert(path.clone(), new.clone()).unwrap_or_default();
                let changed: Vec<&String> =
                    new.keys().chain(old.keys()).filter(|id| new.get(*id) != old.get(*id)).collect();
                if changed.is_empty() {
                    continue;
                }
                let rulebook_only = changed.iter().all(|id| id.starts_with("rb-"));
                Scope {
                    lang: Some(lang.to_string()),
                    cards: !rulebook_only,
                    sheets: !rulebook_only,
                    ..Scope::all(Some(game))
                }
            }
            ["content", ..] | ["templates", ..] | ["locales", ..] => Scope::all(None),
            _ => continue,
        };
        let file = rel.display().to_string();
        match out.iter_mut().find(|(s, _)| *s == scope) {
            Some((_, files)) => files.push(file),
            None => out.push((scope, vec![file])),
        }
    }
    // A change that rebuilds everything covers the others.
    if let Some(at) = out.iter().position(|(s, _)| *s == Scope::all(None)) {
        let files = out.iter().flat_map(|(_, f)| f.clone()).collect();
        return vec![(out.swap_remove(at).0, files)];
    }
    out
}

/// The build a scope asks for within what `watch` was started with: `None` when the change
/// concerns only a game or language left out by `--game` or `--lang`.
fn scoped(base: &BuildOptions, scope: &Scope) -> Option<BuildOptions> {
    let mut o = base.clone();
    if let Some(game) = &scope.game {
        if !base.games.is_empty() && !base.games.contains(game) {
            return None;
        }
        o.games = vec![game.clone()];
    }
    if let Some(lang) = &scope.lang {
        if !base.languages.is_empty() && !base.languages.contains(lang) {
            return None;
        }
        o.languages = vec![lang.clone()];
    }
    o.cards &= scope.cards;
    o.sheets &= scope.sheets;
    o.rulebook &= scope.rulebook;
    o.keep_caches = keeps_caches(&o);
    Some(o)
}

/// Whether a build of `watch` keeps Typst's caches for the next: one of a single game and
/// language, as a card or message edit makes (whose next rebuild, of the same documents, then
/// costs half as much). A wider build would hold too much memory (a whole pack's caches: 1.3 GB).
fn keeps_caches(opts: &BuildOptions) -> bool {
    opts.games.len() == 1 && opts.languages.len() == 1
}

/// What a rebuild covers, as `watch` reports it: `guyenne, en: rulebook`.
fn describe(opts: &BuildOptions) -> String {
    let parts: Vec<&str> = [(opts.cards, "cards"), (opts.sheets, "sheets"), (opts.rulebook, "rulebook")]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, name)| *name)
        .collect();
    let list = |v: &[String], all: &str| if v.is_empty() { all.to_string() } else { v.join(", ") };
    format!("{}, {}: {}", list(&opts.games, "every game"), list(&opts.languages, "every language"), parts.join(", "))
}

pub fn watch(pack: &PackSource, games: &[String], args: &WatchArgs) -> anyhow::Result<()> {
    let PackSource::Dir(root) = pack else {
        bail!("watch needs the game pack on disk: run it inside a pack or pass --root DIR");
    };
    let root = root.canonicalize().with_context(|| format!("cannot open {}", root.display()))?;
    super::refuse_in_pack(pack, "--out", &args.out)?;
    scriptorium::interrupt::install(scriptorium::interrupt::OnInterrupt::Exit);
    let mut base = BuildOptions::all(args.out.clone());
    base.games = games.to_vec();
    base.languages = once(&args.lang);
    base.edition = args.edition.clone();
    base.cache = !args.no_cache;
    base.keep_caches = keeps_caches(&base);
    let mut out = std::io::stdout().lock();
    let started = Instant::now();
    match build::build_print_files(pack, &base, &Quiet) {
        Ok(report) => {
            warn(&report.warnings);
            writeln!(out, "built {} files in {:.1} s", report.written, started.elapsed().as_secs_f64())?
        }
        Err(e) => writeln!(out, "{e}")?,
    }
    let mut texts: BTreeMap<PathBuf, BTreeMap<String, String>> = BTreeMap::new();
    for lang in pack.languages().0 {
        for file in pack.list(&format!("locales/{lang}")).1 {
            let path = root.join("locales").join(&lang).join(file);
            texts.insert(path.clone(), messages(&std::fs::read_to_string(path).unwrap_or_default()));
        }
    }
    let (tx, rx) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if let Ok(event) = event
            && !matches!(event.kind, notify::EventKind::Access(_))
        {
            for path in event.paths {
                let _ = tx.send(path);
            }
        }
    })?;
    use notify::Watcher;
    for dir in ["content", "locales", "templates"] {
        if root.join(dir).is_dir() {
            watcher.watch(&root.join(dir), notify::RecursiveMode::Recursive)?;
        }
    }
    writeln!(out, "watching {} (content, locales, templates); Ctrl-C to stop", root.display())?;
    out.flush()?;
    while let Ok(first) = rx.recv() {
        // Editors write in several steps: gather what changes within a moment.
        let mut changed = vec![first];
        while let Ok(more) = rx.recv_timeout(Duration::from_millis(150)) {
            changed.push(more);
        }
        // An editor's temporary and backup files (vim's swap files and `4913`, `name~`, sed -i's
        // `sedXXXXXX`) are not the pack's: an atomic save is seen as a change of the file it
        // renames onto.
        changed.retain(|p| !p.file_name().is_some_and(|n| scriptorium::content::is_editor_file(&n.to_string_lossy())));
        changed.retain(|p| !scriptorium::content::is_gone_sed_temporary(p));
        changed.sort();
        changed.dedup();
        if changed.is_empty() {
            continue;
        }
        for (scope, files) in scopes(&root, &changed, &mut texts) {
            let started = Instant::now();
            let Some(opts) = scoped(&base, &scope) else { continue };
            match build::build_print_files(pack, &opts, &Quiet) {
                Ok(report) => {
                    warn(&report.warnings);
                    writeln!(
                        out,
                        "{} changed: rebuilt {} ({}) in {:.2} s",
                        files.join(", "),
                        describe(&opts),
                        plural(report.written, "file"),
                        started.elapsed().as_secs_f64()
                    )?
                }
                Err(e) => writeln!(out, "{e:#}\nthe previous outputs are unchanged")?,
            }
            out.flush()?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope_of(rel: &str) -> Vec<Scope> {
        let root = Path::new("/pack");
        scopes(root, &[root.join(rel)], &mut BTreeMap::new()).into_iter().map(|(s, _)| s).collect()
    }

    /// `watch` rebuilds what a changed file affects: the shared sheets only the sheets, the
    /// booklet only the rulebooks, the face helpers everything, a game's picture or font that game.
    #[test]
    fn a_changed_shared_template_or_game_file_rebuilds_what_it_affects() {
        let only = |cards, sheets, rulebook| Scope { cards, sheets, rulebook, ..Scope::all(None) };
        assert_eq!(scope_of("templates/common/sheets.typ"), [only(false, true, false)]);
        assert_eq!(scope_of("templates/common/tiles.typ"), [only(false, true, false)]);
        assert_eq!(scope_of("templates/common/booklet.typ"), [only(false, false, true)]);
        assert_eq!(scope_of("templates/common/cards.typ"), [Scope::all(None)]);
        assert_eq!(scope_of("content/guyenne/art/lion.svg"), [Scope::all(Some("guyenne"))]);
        assert_eq!(scope_of("content/guyenne/fonts/a.ttf"), [Scope::all(Some("guyenne"))]);
    }

    /// `watch --game`/`--lang`: a change to a game or language left out rebuilds nothing; a
    /// change to every game rebuilds the games asked for.
    #[test]
    fn a_change_outside_the_games_and_languages_watched_rebuilds_nothing() {
        let mut base = BuildOptions::all(PathBuf::from("out"));
        base.games = vec!["guyenne".into()];
        base.languages = vec!["fr".into()];
        assert!(scoped(&base, &Scope::all(Some("joute"))).is_none());
        assert!(scoped(&base, &Scope { lang: Some("en".into()), ..Scope::all(Some("guyenne")) }).is_none());
        let every = scoped(&base, &Scope::all(None)).expect("a shared template concerns Guyenne too");
        assert_eq!(describe(&every), "guyenne, fr: cards, sheets, rulebook");
    }

    /// A file that changes with others is named beside the rebuild it asks for, not another's.
    #[test]
    fn each_rebuild_names_the_files_that_asked_for_it() {
        let root = Path::new("/pack");
        let changed = [root.join("content/joute/game.toml"), root.join("templates/guyenne/faces.typ")];
        let got = scopes(root, &changed, &mut BTreeMap::new());
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].1, ["content/joute/game.toml"]);
        assert_eq!(got[1].1, ["templates/guyenne/faces.typ"]);
    }

    /// A rebuild of one game and language (a card or message edited) keeps Typst's caches for
    /// the next; one of every game would hold a whole pack's.
    #[test]
    fn only_a_rebuild_of_one_game_and_language_keeps_typsts_caches() {
        let base = BuildOptions::all(PathBuf::from("out"));
        let message = Scope { lang: Some("fr".into()), ..Scope::all(Some("guyenne")) };
        assert!(scoped(&base, &message).expect("in scope").keep_caches);
        assert!(!scoped(&base, &Scope::all(Some("guyenne"))).expect("in scope").keep_caches);
        assert!(!scoped(&base, &Scope::all(None)).expect("in scope").keep_caches);
    }
}
