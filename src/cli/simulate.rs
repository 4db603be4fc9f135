//! `scriptorium simulate` and `scriptorium check-log`, for a game with a rules engine.

use super::args::{CheckLogArgs, SimulateArgs};
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use scriptorium::game::{LoadedGame, SimRequest};
use scriptorium::output;
use std::io::{BufRead, IsTerminal, Write};
use std::time::Instant;

pub fn run(game: &dyn LoadedGame, args: &SimulateArgs) -> anyhow::Result<()> {
    let engine = game.engine().expect("chosen for its engine");
    let req = SimRequest {
        ruleset: args.ruleset.clone(),
        games: args.games,
        seed: args.seed,
        players: args.players.split(',').map(str::to_string).collect(),
        seats: args.seats,
    };
    let threads = args.threads.unwrap_or(0);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().context("cannot start worker threads")?;

    let bar = if std::io::stderr().is_terminal() && args.games >= 20_000 {
        let bar = ProgressBar::with_draw_target(Some(args.games), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} simulating {bar:30} {human_pos}/{human_len} games, {elapsed} elapsed, eta {eta}",
            )
            .expect("valid template"),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let started = Instant::now();
    let report = match &args.log {
        Some(path) => {
            let mut report = None;
            let mut failure = None;
            output::write_with(path, |out| {
                match pool.install(|| engine.simulate(&req, Some(out), &|n| bar.inc(n))) {
                    Ok(r) => report = Some(r),
                    Err(e) => {
                        failure = Some(e);
                        return Err(std::io::Error::other("the simulation failed"));
                    }
                }
                Ok(())
            })
            .map_err(|e| {
                failure
                    .take()
                    .unwrap_or_else(|| anyhow::Error::from(e).context(format!("cannot write {}", path.display())))
            })?;
            report.expect("written")
        }
        None => pool.install(|| engine.simulate(&req, None, &|n| bar.inc(n)))?,
    };
    bar.finish_and_clear();
    let elapsed = started.elapsed().as_secs_f64();

    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&report.json)?)?;
    } else {
        writeln!(out, "{}", report.heading)?;
        write!(out, "{}", report.text)?;
        writeln!(out, "time           {elapsed:.2} s ({:.0} games/s)", report.games as f64 / elapsed.max(1e-9))?;
        if let Some(path) = &args.log {
            writeln!(out, "log            {}", path.display())?;
        }
    }
    Ok(())
}

/// The game the first record of a log names, if it can be read.
pub fn game_of_log(path: &std::path::Path) -> Option<String> {
    let file = std::fs::File::open(path).ok()?;
    // A record is one line; a first line longer than this is not looked into here.
    let reader = std::io::BufReader::new(std::io::Read::take(file, 1 << 26));
    let line = reader.lines().map_while(Result::ok).take(16).find(|l| !l.trim().is_empty())?;
    let value: serde_json::Value = serde_json::from_str(line.trim()).ok()?;
    value.get("game")?.as_str().map(str::to_string)
}

pub fn check_log(game: &dyn LoadedGame, args: &CheckLogArgs) -> anyhow::Result<()> {
    let engine = game.engine().expect("chosen for its engine");
    let file = std::fs::File::open(&args.file).with_context(|| format!("cannot read {}", args.file.display()))?;
    let mut problems = 0;
    let mut games = 0;
    // Line by line: a log of any size is checked in constant memory.
    for (i, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.with_context(|| format!("{}:{}: cannot read the line", args.file.display(), i + 1))?;
        if line.trim().is_empty() {
            continue;
        }
        games += 1;
        if let Err(errors) = engine.check_record(&line) {
            for e in errors.iter().take(10) {
                eprintln!("{}:{}: {e}", args.file.display(), i + 1);
            }
            problems += errors.len();
        }
    }
    if problems > 0 {
        bail!("{problems} problem(s) in {games} game record(s) ({})", engine.record_format());
    }
    println!("{games} game record(s) follow the rules");
    Ok(())
}
