//! `scriptorium simulate` and `scriptorium check-log`, for a game with a rules engine.

use super::args::SimulateArgs;
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use scriptorium::game::{LoadedGame, SimRequest};
use scriptorium::output;
use std::io::{BufRead, IsTerminal, Read, Write};
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
    // No more threads than games (0: one per core).
    let threads = args.threads.map_or(0, |t| t.min(usize::try_from(args.games).unwrap_or(usize::MAX)).max(1));
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
    // Ctrl-C stops after the games in progress, with the summary (and log) of those played.
    scriptorium::interrupt::install(scriptorium::interrupt::OnInterrupt::Stop);
    warn_if_long(engine, &req, &pool, &bar)?;
    let mut streamed = None;
    let report = match &args.log {
        Some(path) => {
            let mut report = None;
            let mut failure = None;
            let written = output::write_stream(path, |out| {
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
            streamed = Some(written);
            report.expect("written")
        }
        None => pool.install(|| engine.simulate(&req, None, &|n| bar.inc(n)))?,
    };
    bar.finish_and_clear();
    let elapsed = started.elapsed().as_secs_f64();

    // With the log on standard output, the summary goes to the error stream.
    let mut out: Box<dyn Write> = match streamed {
        Some(output::Streamed::Stdout) => Box::new(std::io::stderr().lock()),
        _ => Box::new(std::io::stdout().lock()),
    };
    if report.games < args.games {
        eprintln!("stopped: {} of {} games played, summarised below", report.games, args.games);
    }
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

/// Above an hour's work, says how long the simulation will take, on a terminal, measured on a
/// sample of its own games (played again by the simulation: the same seeds give the same games).
fn warn_if_long(
    engine: &dyn scriptorium::game::EngineCommands,
    req: &SimRequest,
    pool: &rayon::ThreadPool,
    bar: &ProgressBar,
) -> anyhow::Result<()> {
    const HOUR: f64 = 3600.0;
    if !std::io::stderr().is_terminal() || req.games < 1_000_000 {
        return Ok(());
    }
    let sample = SimRequest { games: 20_000.min(req.games), ..req.clone() };
    let started = Instant::now();
    pool.install(|| engine.simulate(&sample, None, &|_| {}))?;
    let seconds = started.elapsed().as_secs_f64() * req.games as f64 / sample.games as f64;
    if seconds > HOUR {
        bar.suspend(|| {
            eprintln!(
                "warning: {} games will take about {} on this machine; Ctrl-C stops with the summary of the games \
                 played so far",
                req.games,
                duration(seconds)
            )
        });
    }
    Ok(())
}

/// A long duration in words: "3.5 hours", "12 days".
fn duration(seconds: f64) -> String {
    let hours = seconds / 3600.0;
    if hours < 48.0 { format!("{hours:.1} hours") } else { format!("{:.0} days", hours / 24.0) }
}

/// A log of game records, read once from its start (a FIFO or standard output gives its bytes
/// only once): the lines read ahead to find its game are checked like the others.
pub struct Log {
    shown: String,
    reader: Box<dyn BufRead>,
    ahead: std::collections::VecDeque<Line>,
}

/// A line of a log: its bytes, or too long to be a record (the rest of it skipped).
enum Line {
    Bytes(Vec<u8>),
    TooLong,
}

impl Log {
    /// The log at `path`; `-` reads standard input.
    pub fn open(path: &std::path::Path) -> anyhow::Result<Log> {
        let shown = path.display().to_string();
        let reader: Box<dyn BufRead> = if path.as_os_str() == "-" {
            Box::new(std::io::BufReader::with_capacity(1 << 16, std::io::stdin()))
        } else {
            let file = std::fs::File::open(path).with_context(|| format!("cannot read {shown}"))?;
            Box::new(std::io::BufReader::with_capacity(1 << 16, file))
        };
        let shown = if shown == "-" { "standard input".to_string() } else { shown };
        Ok(Log { shown, reader, ahead: std::collections::VecDeque::new() })
    }

    /// The game the first record among the first lines names, if one does.
    pub fn game(&mut self) -> Option<String> {
        while self.ahead.len() < 16 {
            match self.read() {
                Ok(Some(line)) => self.ahead.push_back(line),
                _ => break,
            }
        }
        self.ahead.iter().find_map(|line| match line {
            Line::Bytes(bytes) => serde_json::from_slice::<Head>(bytes).ok()?.game,
            Line::TooLong => None,
        })
    }

    fn next(&mut self) -> std::io::Result<Option<Line>> {
        match self.ahead.pop_front() {
            Some(line) => Ok(Some(line)),
            None => self.read(),
        }
    }

    /// The next line from the file, of at most [`MAX_RECORD`] bytes.
    fn read(&mut self) -> std::io::Result<Option<Line>> {
        let mut line = Vec::new();
        let read = (&mut self.reader).take(MAX_RECORD as u64 + 1).read_until(b'\n', &mut line)?;
        if read == 0 {
            return Ok(None);
        }
        if line.len() > MAX_RECORD {
            skip_line(&mut self.reader)?;
            return Ok(Some(Line::TooLong));
        }
        Ok(Some(Line::Bytes(line)))
    }
}

/// What is read of a record before the game's checker reads it: the game it names.
#[derive(serde::Deserialize)]
struct Head {
    game: Option<String>,
}

pub fn check_log(game: &dyn LoadedGame, mut log: Log) -> anyhow::Result<()> {
    let engine = game.engine().expect("chosen for its engine");
    let id = &game.meta().id;
    let shown = log.shown.clone();
    let (mut problems, mut games, mut number) = (0usize, 0usize, 0usize);
    let report = |number: usize, message: &str| eprintln!("{shown}:{number}: {message}");
    // Line by line, in constant memory: a bad line is reported with its number and the others
    // are checked all the same.
    loop {
        let line = log.next().with_context(|| format!("{shown}:{}: cannot read the file", number + 1))?;
        let Some(line) = line else { break };
        number += 1;
        let line = match line {
            Line::Bytes(bytes) => bytes,
            Line::TooLong => {
                report(number, &format!("the line is longer than {} MB: not a game record", MAX_RECORD >> 20));
                problems += 1;
                continue;
            }
        };
        let text = match std::str::from_utf8(&line) {
            Ok(text) => text.trim(),
            Err(e) => {
                let message = format!("the line is not UTF-8 text (byte {}): not a game record", e.valid_up_to() + 1);
                report(number, &message);
                problems += 1;
                continue;
            }
        };
        if text.is_empty() {
            continue;
        }
        games += 1;
        let Err(errors) = engine.check_record(text) else { continue };
        // What a refused line is, read only then (a good record is parsed once).
        let message = match serde_json::from_str::<Head>(text) {
            Err(e) => format!("not a game record (not a JSON object: {e})"),
            Ok(Head { game: Some(other) }) if other != *id => {
                format!("a record of the game {other:?}, not of {id:?}: check it with --game {other}")
            }
            Ok(_) => {
                for e in errors.iter().take(10) {
                    report(number, e);
                }
                problems += errors.len();
                continue;
            }
        };
        report(number, &message);
        problems += 1;
    }
    if problems > 0 {
        bail!("{problems} problem(s) in {games} game record(s) ({})", engine.record_format());
    }
    println!("{games} game record(s) follow the rules");
    Ok(())
}

/// The longest record line read (a game's record is a few tens of kilobytes).
const MAX_RECORD: usize = 16 << 20;

/// Reads past the end of the current line.
fn skip_line(reader: &mut impl BufRead) -> std::io::Result<()> {
    loop {
        let buf = reader.fill_buf()?;
        if buf.is_empty() {
            return Ok(());
        }
        match buf.iter().position(|&b| b == b'\n') {
            Some(i) => {
                reader.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = buf.len();
                reader.consume(n);
            }
        }
    }
}
