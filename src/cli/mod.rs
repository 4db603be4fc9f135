//! The commands: each parses nothing itself and calls the library once.

pub mod args;
mod build;
mod simulate;

use args::{Cli, Command};
use scriptorium::content::PackSource;
use std::io::Write;

/// Runs one command; the error is printed once by `main`.
pub fn dispatch(cli: Cli) -> anyhow::Result<()> {
    let pack = PackSource::locate(cli.root.as_deref());
    match cli.command {
        Command::Build(args) => build::run(&pack, &args),
        Command::Check(args) => build::check(&pack, &args),
        Command::Watch(args) => build::watch(&pack, &args),
        Command::Simulate(args) => simulate::run(&pack, &args),
        Command::CheckLog(args) => simulate::check_log(&pack, &args),
        Command::Rulesets => {
            let def = pack.load_game("guyenne")?;
            let mut out = std::io::stdout().lock();
            writeln!(out, "{:<16} {:<9} {:<8} {:<17} set_aside", "ruleset", "removal", "scoring", "exhaustion_limit")?;
            for r in &def.rulesets {
                writeln!(
                    out,
                    "{:<16} {:<9} {:<8} {:<17} {}",
                    r.name,
                    r.removal.id(),
                    r.scoring.id(),
                    r.exhaustion_limit,
                    r.set_aside
                )?;
            }
            Ok(())
        }
    }
}
