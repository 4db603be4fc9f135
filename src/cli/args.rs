//! The command line, declared once; doc comments are the help text.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// Turns a card game's definition into everything needed to print and teach it.
#[derive(Debug, Parser)]
#[command(name = "scriptorium", version, about, long_about = None)]
pub struct Cli {
    /// The game pack to read (content/, locales/, templates/). Default: the repository around
    /// the current directory, else the copy embedded in the binary.
    #[arg(long, global = true, value_name = "DIR")]
    pub root: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Build every print file of the game into the output folder: the card faces of every
    /// language (standalone SVG and PNG), the print sheets and the rulebooks (PDF), with
    /// out/manifest.json. The whole game pack is checked first; nothing is written if any
    /// problem is found.
    Build(BuildArgs),
    /// Check the whole game pack without writing anything: game.toml, examples.toml (every worked
    /// example is played), every locale, the templates, text that overflows a card. Reports every
    /// problem with its file, line and column, and exits non-zero if there is any.
    Check(CheckArgs),
    /// Build everything, then rebuild on every change under content/, locales/ and templates/,
    /// redoing only what the change affects (an edit to one language's rulebook texts rebuilds
    /// that language's rulebook only).
    Watch(WatchArgs),
    /// Play many games with the rules engine and summarise them (wins, rounds, end reasons,
    /// scores); optionally write every game's record.
    Simulate(SimulateArgs),
    /// Re-check game records (a `--log` file) against the rules, game by game.
    CheckLog(CheckLogArgs),
    /// List the rulesets of the game definition with their switches.
    Rulesets,
}

#[derive(Debug, clap::Args)]
pub struct SimulateArgs {
    /// Ruleset name from game.toml (see `scriptorium rulesets`).
    #[arg(long, default_value = "2022-basic")]
    pub ruleset: String,

    /// Number of games to play.
    #[arg(long, default_value_t = 10_000)]
    pub games: u64,

    /// Seed of game 0; game i uses seed + i, so `--seed S+i --games 1` replays game i alone.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,

    /// Players of the English and the French side: `random` (uniform over legal decisions)
    /// or `greedy` (a one-ply heuristic), e.g. `random,greedy`.
    #[arg(long, default_value = "random,random", value_name = "ENGLISH,FRENCH")]
    pub players: String,

    /// 2, or 3 and 4 for the team game (R9.5): with 3 seats the French side is a team of two,
    /// with 4 both sides are.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub seats: u8,

    /// Worker threads (default: one per core). Results do not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,

    /// Write one game record per line (guyenne-log/1 JSON Lines) to FILE.
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,

    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// What to build, comma-separated: `cards` (the card faces as SVG and PNG), `sheets` (the
    /// print-and-play PDFs for A4 and US Letter, gutterfold, and the print-shop PDF),
    /// `rulebook` (the rulebook PDF of each language, with its worked examples played by the
    /// rules engine).
    #[arg(long, value_delimiter = ',', default_value = "cards,sheets,rulebook")]
    pub only: Vec<String>,

    /// The rules edition the rulebooks follow, as named in game.toml's [editions] (e.g. 2021);
    /// default: game.toml's `game.edition`.
    #[arg(long, value_name = "EDITION")]
    pub edition: Option<String>,

    /// Also write each document's Typst source and assets under OUT/typst/, to compile them with
    /// the `typst` command line (see the README).
    #[arg(long)]
    pub emit_typst: bool,

    /// Languages, comma-separated (default: all of fr, en, de, es).
    #[arg(long, value_delimiter = ',')]
    pub lang: Vec<String>,

    /// The output folder.
    #[arg(long, default_value = "out", value_name = "DIR")]
    pub out: PathBuf,
}

#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Languages to render, comma-separated (default: all). Every locale is checked anyway.
    #[arg(long, value_delimiter = ',')]
    pub lang: Vec<String>,

    /// The rules edition whose examples are played (default: game.toml's `game.edition`).
    #[arg(long, value_name = "EDITION")]
    pub edition: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct WatchArgs {
    /// Languages, comma-separated (default: all).
    #[arg(long, value_delimiter = ',')]
    pub lang: Vec<String>,

    /// The rules edition of the rulebooks (default: game.toml's `game.edition`).
    #[arg(long, value_name = "EDITION")]
    pub edition: Option<String>,

    /// The output folder.
    #[arg(long, default_value = "out", value_name = "DIR")]
    pub out: PathBuf,
}

#[derive(Debug, clap::Args)]
pub struct CheckLogArgs {
    /// A file of game records, one per line.
    pub file: PathBuf,
}
