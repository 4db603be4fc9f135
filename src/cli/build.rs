//! `scriptorium build`, `scriptorium check` and `scriptorium watch`.

use super::args::{BuildArgs, CheckArgs, WatchArgs};
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use scriptorium::build::{self, BuildOptions, FileEntry, Manifest, Progress, Quiet};
use scriptorium::content::{LANGUAGES, PackSource};
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
}

fn languages(lang: &[String]) -> Vec<String> {
    if lang.is_empty() { LANGUAGES.iter().map(|l| l.to_string()).collect() } else { lang.to_vec() }
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

fn options(args: &BuildArgs) -> anyhow::Result<BuildOptions> {
    let (cards, sheets, rulebook) = parts(&args.only)?;
    Ok(BuildOptions {
        game: "guyenne".into(),
        languages: languages(&args.lang),
        out: args.out.clone(),
        cards,
        sheets,
        rulebook,
        edition: args.edition.clone(),
        emit_typst: args.emit_typst,
    })
}

pub fn run(pack: &PackSource, args: &BuildArgs) -> anyhow::Result<()> {
    let opts = options(args)?;
    let bar = Bar::new("building");
    let started = Instant::now();
    let report = build::build_print_files(pack, &opts, &bar);
    bar.0.finish_and_clear();
    let report = report?;
    println!(
        "wrote {} files and {} in {:.1} s",
        report.manifest.files.len(),
        args.out.join("manifest.json").display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

pub fn check(pack: &PackSource, args: &CheckArgs) -> anyhow::Result<()> {
    let mut opts = BuildOptions::all(PathBuf::from("out"));
    opts.languages = languages(&args.lang);
    opts.edition = args.edition.clone();
    let bar = Bar::new("checking");
    let started = Instant::now();
    let result = build::check(pack, &opts, &bar);
    bar.0.finish_and_clear();
    let files = result?;
    println!(
        "no problems: game.toml, examples.toml, {} locales and the templates are consistent; \
         {files} files would be built ({:.1} s)",
        LANGUAGES.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// What a change asks to rebuild.
#[derive(Debug, PartialEq, Eq)]
enum Scope {
    Everything,
    /// One language's cards, sheets and rulebook.
    Language(String),
    /// One language's rulebook (only rulebook texts changed).
    Rulebook(String),
    AllSheets,
    AllRulebooks,
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

/// The scopes of a set of changed files; `texts` holds each language's last seen messages.
fn scopes(root: &Path, changed: &[PathBuf], texts: &mut BTreeMap<String, BTreeMap<String, String>>) -> Vec<Scope> {
    let mut out = Vec::new();
    for path in changed {
        let rel = path.strip_prefix(root).unwrap_or(path);
        let parts: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
        let scope = match parts.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
            ["templates", "cards.typ"] => Scope::AllSheets,
            ["templates", "rulebook.typ"] => Scope::AllRulebooks,
            ["locales", lang, file] if file.ends_with(".ftl") => {
                let new = messages(&std::fs::read_to_string(path).unwrap_or_default());
                let old = texts.insert(lang.to_string(), new.clone()).unwrap_or_default();
                let changed: Vec<&String> =
                    new.keys().chain(old.keys()).filter(|id| new.get(*id) != old.get(*id)).collect();
                if changed.is_empty() {
                    continue;
                }
                if changed.iter().all(|id| id.starts_with("rb-")) {
                    Scope::Rulebook(lang.to_string())
                } else {
                    Scope::Language(lang.to_string())
                }
            }
            ["content", ..] | ["templates", ..] => Scope::Everything,
            _ => continue,
        };
        if !out.contains(&scope) {
            out.push(scope);
        }
    }
    if out.contains(&Scope::Everything) {
        return vec![Scope::Everything];
    }
    out
}

fn scoped(base: &BuildOptions, scope: &Scope) -> BuildOptions {
    let mut o = base.clone();
    match scope {
        Scope::Everything => {}
        Scope::Language(lang) => o.languages = vec![lang.clone()],
        Scope::Rulebook(lang) => {
            o.languages = vec![lang.clone()];
            (o.cards, o.sheets) = (false, false);
        }
        Scope::AllSheets => (o.cards, o.rulebook) = (false, false),
        Scope::AllRulebooks => (o.cards, o.sheets) = (false, false),
    }
    o
}

fn describe(scope: &Scope) -> String {
    match scope {
        Scope::Everything => "everything".into(),
        Scope::Language(lang) => format!("{lang}: cards, sheets and rulebook"),
        Scope::Rulebook(lang) => format!("{lang}: rulebook"),
        Scope::AllSheets => "print sheets".into(),
        Scope::AllRulebooks => "rulebooks".into(),
    }
}

/// Builds `opts` and merges what it wrote into `manifest` (files not rebuilt keep their entries).
fn rebuild(pack: &PackSource, opts: &BuildOptions, manifest: &mut Option<Manifest>) -> anyhow::Result<usize> {
    let produced = build::produce(pack, opts, &Quiet)?;
    let mut entries: BTreeMap<String, FileEntry> =
        manifest.as_ref().map(|m| m.files.iter().map(|f| (f.path.clone(), f.clone())).collect()).unwrap_or_default();
    let written = build::write_produced(opts, &produced)?;
    let count = written.len();
    for entry in written {
        entries.insert(entry.path.clone(), entry);
    }
    let cards = manifest.as_ref().map(|m| m.cards.clone()).unwrap_or_default();
    let new = Manifest { game: produced.game.clone(), files: entries.into_values().collect(), cards };
    build::write_manifest(&opts.out, &new)?;
    *manifest = Some(new);
    Ok(count)
}

pub fn watch(pack: &PackSource, args: &WatchArgs) -> anyhow::Result<()> {
    let PackSource::Dir(root) = pack else {
        bail!("watch needs the game pack on disk: run it inside the repository or pass --root DIR");
    };
    let root = root.canonicalize().with_context(|| format!("cannot open {}", root.display()))?;
    let mut base = BuildOptions::all(args.out.clone());
    base.languages = languages(&args.lang);
    base.edition = args.edition.clone();
    let mut out = std::io::stdout().lock();
    let started = Instant::now();
    let mut manifest = None;
    match build::build_print_files(pack, &base, &Quiet) {
        Ok(report) => {
            writeln!(out, "built {} files in {:.1} s", report.manifest.files.len(), started.elapsed().as_secs_f64())?;
            manifest = Some(report.manifest);
        }
        Err(e) => writeln!(out, "{e}")?,
    }
    let mut texts: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for lang in LANGUAGES {
        let path = root.join(format!("locales/{lang}/guyenne.ftl"));
        texts.insert(lang.to_string(), messages(&std::fs::read_to_string(path).unwrap_or_default()));
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
        watcher.watch(&root.join(dir), notify::RecursiveMode::Recursive)?;
    }
    writeln!(out, "watching {} (content, locales, templates); Ctrl-C to stop", root.display())?;
    out.flush()?;
    while let Ok(first) = rx.recv() {
        // Editors write in several steps: gather what changes within a moment.
        let mut changed = vec![first];
        while let Ok(more) = rx.recv_timeout(Duration::from_millis(150)) {
            changed.push(more);
        }
        changed.retain(|p| !p.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.')));
        changed.sort();
        changed.dedup();
        for scope in scopes(&root, &changed, &mut texts) {
            let started = Instant::now();
            let opts = scoped(&base, &scope);
            match rebuild(pack, &opts, &mut manifest) {
                Ok(n) => writeln!(
                    out,
                    "rebuilt {} ({n} files) in {:.2} s",
                    describe(&scope),
                    started.elapsed().as_secs_f64()
                )?,
                Err(e) => writeln!(out, "{e:#}\nthe previous outputs are unchanged")?,
            }
            out.flush()?;
        }
    }
    Ok(())
}
