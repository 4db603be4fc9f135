//! The commands: each parses nothing itself and calls the library once.

mod accept;
pub mod args;
mod balance;
mod build;
mod simulate;

use anyhow::{Context, bail};
use args::{Cli, Command};
use scriptorium::content::{PackSource, meta};
use scriptorium::game::LoadedGame;
use std::io::Write;

/// Runs one command; the error is printed once by `main`.
pub fn dispatch(cli: Cli) -> anyhow::Result<()> {
    scriptorium::typeset::set_time_limit(cli.template_timeout);
    scriptorium::typeset::memory::set_limit(
        usize::try_from(cli.memory_limit.saturating_mul(1 << 30)).unwrap_or(usize::MAX),
    );
    if let Command::New(args) = &cli.command {
        return new(cli.root.as_deref(), &args.id);
    }
    let pack = PackSource::locate(cli.root.as_deref());
    if let PackSource::Dir(dir) = &pack
        && !dir.join("content").is_dir()
    {
        bail!(
            "{} is not a game pack: it has no content/ folder\n  = hint: `scriptorium --root {} new <id>` starts one",
            dir.display(),
            dir.display()
        );
    }
    // Machine-readable output goes alone on standard output; the pack line then goes to stderr.
    let quiet_stdout =
        matches!(&cli.command, Command::Simulate(a) if a.json || a.log.as_ref().is_some_and(|l| l.as_os_str() == "-"));
    if quiet_stdout {
        eprintln!("{}", pack.banner());
    } else {
        println!("{}", pack.banner());
    }
    match cli.command {
        Command::Build(args) => build::run(&pack, &cli.games, &args),
        Command::Check(args) => build::check(&pack, &cli.games, &args),
        Command::Watch(args) => build::watch(&pack, &cli.games, &args),
        Command::Simulate(args) => {
            if let Some(log) = &args.log {
                refuse_in_pack(&pack, "--log", log)?;
            }
            simulate::run(engine_game(&pack, &cli.games)?.as_ref(), &args)
        }
        Command::Balance(args) => {
            refuse_in_pack(&pack, "--out", &args.out)?;
            balance::run(&pack, engine_game(&pack, &cli.games)?.as_ref(), &args)
        }
        Command::CheckLog(args) => {
            // A file that cannot be read is named before anything else is asked of it; it is
            // read once, from its start (a FIFO or standard input gives its bytes only once).
            let mut log = simulate::Log::open(&args.file)?;
            // Without --game, the game a record names (its "game" field) chooses the checker.
            let games = match cli.games.as_slice() {
                [] => log.game().into_iter().collect(),
                given => given.to_vec(),
            };
            simulate::check_log(engine_game(&pack, &games)?.as_ref(), log)
        }
        Command::Rulesets => {
            let game = engine_game(&pack, &cli.games)?;
            let engine = game.engine().expect("chosen for its engine");
            write!(std::io::stdout().lock(), "{}\n{}", engine.rulesets(), engine.seating())?;
            Ok(())
        }
        Command::Art(args) => art(&pack, &cli.games, args.export.as_deref()),
        Command::New(_) => unreachable!("handled above"),
    }
}

/// Refuses a path a command writes (`--out DIR`, `--log FILE`) inside the pack's content/,
/// locales/ or templates/: a log there would replace a file of the pack, an output folder would
/// be read as a game or language folder (and `watch` would rebuild on its own writes forever).
/// An output folder is never the root or the home folder either: a build writes a folder per
/// game, a manifest and `.cache/` there, and removes the faces of its earlier builds.
fn refuse_in_pack(pack: &PackSource, option: &str, path: &std::path::Path) -> anyhow::Result<()> {
    if path.as_os_str() == "-" {
        return Ok(());
    }
    let resolved = build::resolved(path);
    if option == "--out" {
        let home = std::env::var_os("HOME").map(std::path::PathBuf::from).and_then(|h| h.canonicalize().ok());
        let what = if resolved.parent().is_none() {
            Some("the root folder")
        } else if home.as_deref() == Some(resolved.as_path()) {
            Some("your home folder")
        } else {
            None
        };
        if let Some(what) = what {
            bail!(
                "--out {} is {what}: a build writes a folder per game, a manifest and .cache/ there, and removes \
                 the files of its earlier builds\n  = hint: give it a folder of its own, such as {}",
                path.display(),
                resolved.join("out").display()
            );
        }
    }
    let PackSource::Dir(root) = pack else { return Ok(()) };
    for dir in ["content", "locales", "templates"] {
        if let Ok(folder) = root.join(dir).canonicalize()
            && resolved.starts_with(&folder)
        {
            let why = if option == "--out" {
                "which scriptorium reads (and watches)"
            } else {
                "which scriptorium reads: the log would replace a file of the pack"
            };
            bail!(
                "{option} {} is inside the pack's {dir}/ folder, {why}\n  = hint: choose a place outside content/, \
                 locales/ and templates/, such as {}",
                path.display(),
                root.join(if option == "--out" { "out" } else { "games.jsonl" }).display()
            );
        }
    }
    Ok(())
}

/// `scriptorium art`: every picture of each game, where it comes from and where it is used.
fn art(pack: &PackSource, games: &[String], export: Option<&std::path::Path>) -> anyhow::Result<()> {
    use scriptorium::content::art::{ArtSet, Origin, read_art};
    let all = pack.games()?;
    if let Some(g) = games.iter().find(|g| !all.contains(g)) {
        bail!("the pack has no game {g:?}; {}", scriptorium::diagnostic::listed("games", &all));
    }
    let ids = if games.is_empty() { all } else { games.to_vec() };
    let mut out = std::io::stdout().lock();
    for id in ids {
        let game = scriptorium::games::load(pack, &id)?;
        let mut problems = Vec::new();
        let files = read_art(pack, &id, &mut problems);
        if !problems.is_empty() {
            return Err(scriptorium::diagnostic::Diagnostics(problems).into());
        }
        let drawn = game.drawn_art();
        if let Some(dir) = export {
            let dir = dir.join(&id);
            std::fs::create_dir_all(&dir).with_context(|| format!("cannot make the folder {}", dir.display()))?;
            for a in &drawn {
                let path = dir.join(format!("{}.svg", a.name));
                scriptorium::output::write_file(&path, &a.svg)
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
        }
        let set = ArtSet::new(drawn, &files);
        writeln!(
            out,
            "{id}: {} pictures (a file content/{id}/art/<name>.svg, .png or .jpg replaces the drawn one)",
            set.pictures.len()
        )?;
        for (name, p) in &set.pictures {
            let origin = match &p.origin {
                Origin::Drawn => "drawn by scriptorium".to_string(),
                Origin::File { shown, replaces: true } => format!("{shown}, in place of the drawn one"),
                Origin::File { shown, replaces: false } => shown.clone(),
            };
            let used = if p.used.is_empty() {
                format!("wherever a template places data.art.at(\"{name}\")")
            } else {
                p.used.clone()
            };
            writeln!(out, "  {name:<22} {origin}\n  {:<22} used on: {used}", "")?;
        }
    }
    Ok(())
}

/// The game an engine command plays: the one `--game` names, else the only game of the pack
/// with a rules engine.
fn engine_game(pack: &PackSource, games: &[String]) -> anyhow::Result<Box<dyn LoadedGame>> {
    let all = pack.games()?;
    let with_engine: Vec<&String> = all
        .iter()
        .filter(|g| {
            pack.read(&format!("content/{g}/game.toml"))
                .ok()
                .and_then(|f| meta::engine_of(&f.shown, &f.text).ok())
                .is_some_and(|e| e.is_some())
        })
        .collect();
    let id = match games {
        [one] => one.clone(),
        [] => match with_engine.as_slice() {
            [one] => (*one).clone(),
            [] => bail!("no game of this pack has a rules engine (games: {})", all.join(", ")),
            many => bail!(
                "this pack has several games with a rules engine: choose one with --game ({})",
                many.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
            ),
        },
        _ => bail!("this command plays one game: give --game once"),
    };
    if !all.contains(&id) {
        bail!("the pack has no game {id:?}; {}", scriptorium::diagnostic::listed("games", &all));
    }
    let game = scriptorium::games::load(pack, &id)?;
    if game.engine().is_none() {
        // Never a list with nothing after it: a pack may have no game with an engine at all.
        let others = if with_engine.is_empty() {
            "no game of this pack has one (Guyenne, Le rocher des ducs and Joute do, in scriptorium's own pack)"
                .to_string()
        } else {
            format!("the games with one are: {}", with_engine.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", "))
        };
        bail!("{id} has no rules engine, so it cannot be simulated; {others}");
    }
    Ok(game)
}

/// `scriptorium new ID`: a new game in the pack at `root`.
fn new(root: Option<&std::path::Path>, id: &str) -> anyhow::Result<()> {
    let root = root.map_or_else(|| std::path::PathBuf::from("."), |r| r.to_path_buf());
    let written = scriptorium::games::plain::scaffold(&root, id)?;
    let pack = PackSource::Dir(root.clone());
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", pack.banner())?;
    writeln!(out, "added the game {id}:")?;
    for f in written {
        writeln!(out, "  {}", root.join(f).display())?;
    }
    writeln!(out, "next: scriptorium --root {} build --game {id}", root.display())?;
    Ok(())
}
