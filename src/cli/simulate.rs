//! `scriptorium simulate` and `scriptorium check-log`.

use super::args::{CheckLogArgs, SimulateArgs};
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use scriptorium::content::PackSource;
use scriptorium::engine::{BySide, SeatPlan};
use scriptorium::output;
use scriptorium::sim::{PolicyKind, SimConfig, simulate};
use std::io::{IsTerminal, Write};
use std::time::Instant;

pub fn run(pack: &PackSource, args: &SimulateArgs) -> anyhow::Result<()> {
    let def = pack.load_game("guyenne")?;
    let rules = def.rules(&args.ruleset)?;
    let players = parse_players(&args.players)?;
    let seats = SeatPlan::for_seats(args.seats).context("--seats must be 2, 3 or 4")?;
    if args.seats < def.seats.0 || args.seats > def.seats.1 {
        bail!("{} is played with {} to {} seats, not {}", def.name, def.seats.0, def.seats.1, args.seats);
    }
    let config = SimConfig {
        game: def.id.clone(),
        ruleset: args.ruleset.clone(),
        rules,
        seats,
        players,
        games: args.games,
        seed: args.seed,
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
    let summary = match &args.log {
        Some(path) => {
            let mut summary = None;
            output::write_with(path, |out| {
                summary = Some(pool.install(|| simulate(&config, Some(out), &|n| bar.inc(n)))?);
                Ok(())
            })
            .with_context(|| format!("cannot write {}", path.display()))?;
            summary.expect("written")
        }
        None => pool.install(|| simulate(&config, None, &|n| bar.inc(n)))?,
    };
    bar.finish_and_clear();
    let elapsed = started.elapsed().as_secs_f64();

    let mut out = std::io::stdout().lock();
    if args.json {
        let json = serde_json::json!({
            "game": def.id,
            "ruleset": args.ruleset,
            "seats": args.seats,
            "players": { "english": players[scriptorium::engine::Side::English].id(), "french": players[scriptorium::engine::Side::French].id() },
            "seed": args.seed,
            "summary": summary,
            "mean_rounds": summary.mean_rounds(),
            "mean_score": { "english": summary.mean_score().0[0], "french": summary.mean_score().0[1] },
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
    } else {
        writeln!(
            out,
            "{} · ruleset {} · {} seats · english {} vs french {} · seed {}",
            def.name, args.ruleset, args.seats, players.0[0], players.0[1], args.seed
        )?;
        write!(out, "{summary}")?;
        writeln!(out, "time           {elapsed:.2} s ({:.0} games/s)", summary.games as f64 / elapsed.max(1e-9))?;
        if let Some(path) = &args.log {
            writeln!(out, "log            {}", path.display())?;
        }
    }
    Ok(())
}

fn parse_players(s: &str) -> anyhow::Result<BySide<PolicyKind>> {
    let parts: Vec<&str> = s.split(',').collect();
    let [english, french] = parts.as_slice() else {
        bail!("--players takes two names separated by a comma, ENGLISH,FRENCH (e.g. random,greedy), not {s:?}");
    };
    let parse = |p: &str| p.parse::<PolicyKind>().map_err(|e| anyhow::anyhow!("--players: {e}"));
    Ok(BySide::new(parse(english)?, parse(french)?))
}

pub fn check_log(pack: &PackSource, args: &CheckLogArgs) -> anyhow::Result<()> {
    let def = pack.load_game("guyenne")?;
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {}", args.file.display()))?;
    let mut problems = 0;
    let mut games = 0;
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        games += 1;
        if let Err(errors) = scriptorium::sim::check::check_record(&def, line) {
            for e in errors.iter().take(10) {
                eprintln!("{}:{}: {e}", args.file.display(), i + 1);
            }
            problems += errors.len();
        }
    }
    if problems > 0 {
        bail!("{problems} problem(s) in {games} game record(s)");
    }
    println!("{games} game record(s) follow the rules");
    Ok(())
}
