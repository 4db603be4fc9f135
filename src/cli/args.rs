//! The command line, declared once; doc comments are the help text.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// Turns a tabletop game's definition into everything needed to print and teach it: card
/// faces, print-and-play and print-shop sheets, rulebooks in every language.
///
/// A game pack is a folder holding content/<game>/game.toml, locales/<lang>/<game>.ftl and
/// templates/<game>/. Every command says on its first line which pack it read.
#[derive(Debug, Parser)]
#[command(name = "scriptorium", version, about, long_about = None)]
pub struct Cli {
    /// The game pack to read (content/, locales/, templates/). Default: the nearest folder
    /// holding content/, from the current one up; else the copy embedded in the binary.
    #[arg(long, global = true, value_name = "DIR")]
    pub root: Option<PathBuf>,

    /// A game of the pack (repeatable: --game a --game b). `build` and `check` default to
    /// every game; `simulate` and `rulesets` to the only game with a rules engine (give --game
    /// when there are several), `check-log` to the game its records name.
    #[arg(long = "game", id = "game_ids", global = true, value_name = "ID")]
    pub games: Vec<String>,

    /// Seconds a template may take to typeset one document before scriptorium stops with an
    /// error naming it (a loop that never ends); 0 for no limit.
    #[arg(long, global = true, default_value_t = 60, value_name = "SECS")]
    pub template_timeout: u64,

    /// Gigabytes of memory a template may use to typeset one document before scriptorium stops
    /// with an error naming it (a value that grows without bound); 0 for no limit.
    #[arg(long, global = true, default_value_t = scriptorium::typeset::memory::DEFAULT_GB, value_name = "GB")]
    pub memory_limit: u64,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Build every print file of the pack's games into the output folder (OUT/<game>/<lang>/):
    /// the card faces of every language (standalone SVG and PNG), the print sheets and the
    /// rulebooks (PDF), with OUT/manifest.json. The whole pack is checked first; nothing is
    /// written if any problem is found.
    Build(BuildArgs),
    /// Check the whole pack without writing anything: every game.toml and examples.toml (every
    /// worked example is played), every locale, the templates, text that overflows a card.
    /// Reports every problem with its file, line and column, and exits non-zero if there is any.
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
    /// Study how a game plays: pairings of players with sides swapped, under one or more
    /// rulesets side by side, and a ladder of players from weakest to strongest. Writes
    /// OUT/<game>/balance/report.pdf (bars with their intervals, lengths, cards, rulesets side
    /// by side, rare states with the command that replays each), report.json with the same
    /// figures, and games.csv (one row per game, with the seed that replays it). Every rate
    /// comes with its 95 % interval.
    Balance(BalanceArgs),
    /// List the rulesets of a game with their switches, then the seats it is played with and
    /// how `simulate --players` names its players.
    Rulesets,
    /// List each game's pictures by name: the art scriptorium draws for it (arms, charges,
    /// symbols, views...) and the files of content/<game>/art/, and where each is used. A file
    /// content/<game>/art/<name>.svg (or .png, .jpg) replaces the drawn art of that name
    /// everywhere: card faces, sheets and rulebook.
    Art(ArtArgs),
    /// Add a new game to the pack at --root (default: the current folder; created if needed):
    /// content/<ID>/game.toml with sample cards, locales/en/<ID>.ftl, and a card-face and a
    /// rulebook template in templates/<ID>/, all commented. Then `scriptorium --root DIR build
    /// --game ID` writes its cards, sheets and rulebook.
    New(NewArgs),
}

#[derive(Debug, clap::Args)]
pub struct ArtArgs {
    /// Also write the drawn pictures as SVG files into this folder (one <game>/<name>.svg each),
    /// to start a replacement from.
    #[arg(long, value_name = "DIR")]
    pub export: Option<std::path::PathBuf>,
}

#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The new game's id: lowercase letters, digits and dashes (it names its folders).
    pub id: String,
}

#[derive(Debug, clap::Args)]
pub struct SimulateArgs {
    /// Ruleset name from game.toml (see `scriptorium rulesets`). Default: the basic game of the
    /// game's current edition.
    #[arg(long)]
    pub ruleset: Option<String>,

    /// Number of games to play.
    #[arg(long, default_value_t = 10_000)]
    pub games: u64,

    /// Seed of game 0; game i uses seed + i, so `--seed S+i --games 1` replays game i alone.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,

    /// One player per side or seat, in the game's order (`scriptorium --game ID rulesets` tells
    /// it): `random` (uniform over legal decisions) or `greedy` (a one-ply heuristic), e.g.
    /// `random,greedy`.
    #[arg(long, default_value = "random,random", value_name = "A,B")]
    pub players: String,

    /// Seats at the table: the numbers the game allows and its default are told by
    /// `scriptorium --game ID rulesets`.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=16))]
    pub seats: Option<u8>,

    /// Worker threads, 1 to 256 (default: one per core). Results do not depend on it.
    #[arg(long, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_THREADS))]
    pub threads: Option<usize>,

    /// Write one game record per line (JSON Lines, in the game's record format
    /// `<game>-log/1`, documented in docs/) to FILE.
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,

    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, clap::Args)]
pub struct BalanceArgs {
    /// A ruleset of game.toml (repeatable: the first is the one the others are compared with).
    /// Default: the one `simulate` uses.
    #[arg(long = "ruleset", value_name = "NAME")]
    pub rulesets: Vec<String>,

    /// A pairing of two players, A,B (repeatable), each playing every side in turn: `random`,
    /// `greedy` or `ismcts:N` (N search iterations per decision). Default: the search player
    /// against itself at its default budget, ismcts:200,ismcts:200.
    #[arg(long = "players", value_name = "A,B")]
    pub players: Vec<String>,

    /// Numbers of seats to study, e.g. 2,4 (each ruleset and pairing is played with each; the
    /// ladder and restricted play with the first). A side of a team game is played by one
    /// player for its team. Default: 2.
    #[arg(long, value_delimiter = ',', value_name = "N,M,…")]
    pub seats: Vec<u8>,

    /// Games of each pairing under each ruleset and seats (a multiple of the sides, so that
    /// each player holds each side equally). Default: 2412, which puts a share near one half
    /// within ±2 points and divides by 2, 3, 4 and 6.
    #[arg(long)]
    pub games: Option<u64>,

    /// Games of each rung of the strength ladder, played under the first ruleset with the first
    /// seats (a multiple of the sides); 0 for no ladder. Default: 400, or the next multiple.
    #[arg(long)]
    pub ladder_games: Option<u64>,

    /// The players of the strength ladder, weakest first: each is played against the one before
    /// it.
    #[arg(long, value_delimiter = ',', default_value = "random,greedy,ismcts:200,ismcts:1000", value_name = "P,Q,…")]
    pub ladder: Vec<String>,

    /// The player of restricted play: for each kind of card, this player forbidden it (it plays
    /// it only when it has no other decision) against itself unrestricted, under the first
    /// ruleset: what the card is worth.
    #[arg(long, default_value = "ismcts:50", value_name = "PLAYER")]
    pub restricted: String,

    /// Games of restricted play for each kind of card (a multiple of the sides); 0 for none.
    /// Default: 200, or the next multiple.
    #[arg(long)]
    pub restricted_games: Option<u64>,

    /// Seed of game 0 of each pairing; game i uses seed + i (`simulate --seed` replays it).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,

    /// Worker threads, 1 to 256 (default: one per core). Results do not depend on it.
    #[arg(long, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_THREADS))]
    pub threads: Option<usize>,

    /// Another copy of the pack (an earlier version of the rules, say): the same games are played
    /// with the game as that copy defines it, and each figure is set beside this pack's.
    #[arg(long, value_name = "DIR")]
    pub against: Option<PathBuf>,

    /// The language of report.pdf: en, fr, de or es (default: the game's reference language).
    #[arg(long)]
    pub lang: Option<String>,

    /// The output folder: the study goes to OUT/<game>/balance/.
    #[arg(long, default_value = "out", value_name = "DIR")]
    pub out: PathBuf,
}

#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// What to build, comma-separated: `cards` (the card faces as SVG and PNG), `sheets` (the
    /// print-and-play PDFs for A4 and US Letter, gutterfold, and the print-shop PDF; and a
    /// game's own documents, such as a board at its size and in tiles, and tokens to cut out),
    /// `rulebook` (the rulebook PDF of each language, with its worked examples played by the
    /// rules engine).
    #[arg(long, value_delimiter = ',', default_value = "cards,sheets,rulebook")]
    pub only: Vec<String>,

    /// The rules edition the rulebooks and summary cards follow, as named in game.toml's
    /// [editions] (e.g. 2021); default: game.toml's `game.edition`. Another edition's files
    /// are written beside the current one's (rulebook-2021.pdf, cards-2021/), never over them.
    #[arg(long, value_name = "EDITION")]
    pub edition: Option<String>,

    /// Also write each document's Typst source and assets under OUT/typst/, to compile them with
    /// the `typst` command line (see the README).
    #[arg(long)]
    pub emit_typst: bool,

    /// Refuse to build when the preflight finds a layout defect (a page more than a quarter
    /// empty, a heading with fewer than three lines under it at a page foot, a list or a rule
    /// box cut by a figure, a figure more than a page from its text, text under 6 pt on a card
    /// or in a book, a glossary term written another way): each is an error instead of a warning.
    #[arg(long)]
    pub strict: bool,

    /// A draft, to see problems on the cards: a card text too long for its box (even at the
    /// template's `min:` size) does not stop the build; its box is outlined in red on the face
    /// and the sheets, every file is written, and the build ends with the list of them and
    /// exit status 1.
    #[arg(long, conflicts_with = "strict")]
    pub draft: bool,

    /// A proof, to check a layout against the cut: the trim line (solid cyan) and the edge of
    /// the safe zone (dashed magenta, `theme.safe` inside the trim) drawn over every face, and so
    /// on every sheet that holds it. Not for printing.
    #[arg(long)]
    pub proof: bool,

    /// Work everything out again: ignore what earlier builds kept in OUT/.cache/ (each
    /// rulebook's copyfitting choice, by the digest of its inputs), and keep nothing.
    #[arg(long)]
    pub no_cache: bool,

    /// Save each rulebook's copyfitting (its step, and the figures placed or sized) into
    /// content/<game>/copyfit.toml, to commit with the pack: later builds, here or from a fresh
    /// clone, try it first and keep it while the book has no more blank pages or defects, so
    /// that a book is compiled once instead of searched, and its page breaks stay put
    #[arg(long)]
    pub save_copyfit: bool,

    /// Languages, comma-separated BCP 47 tags (default: every folder of locales/ with texts
    /// for the game).
    #[arg(long, value_delimiter = ',')]
    pub lang: Vec<String>,

    /// The output folder. A partial build (--only, --lang, --game) merges its files into
    /// OUT/manifest.json.
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

    /// Refuse to build when the preflight finds a layout defect (a page more than a quarter
    /// empty, a heading with fewer than three lines under it at a page foot, a list or a rule
    /// box cut by a figure, a figure more than a page from its text, text under 6 pt on a card
    /// or in a book, a glossary term written another way): each is an error instead of a warning.
    #[arg(long)]
    pub strict: bool,

    /// After a rule change: show each expectation of examples.toml that the engine's play now
    /// contradicts, before and after, and once confirmed write what the engine gives in its
    /// place (comments and layout kept). Other problems are reported as usual.
    #[arg(long)]
    pub accept: bool,

    /// With --accept: write the changes without asking.
    #[arg(long, requires = "accept")]
    pub yes: bool,
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

    /// Ignore what earlier builds kept in OUT/.cache/, and keep nothing.
    #[arg(long)]
    pub no_cache: bool,
}

/// The most worker threads `--threads` asks for: more than a machine's cores only costs memory,
/// and an unbounded number spawned threads until the system refused.
pub const MAX_THREADS: u64 = 256;

#[derive(Debug, clap::Args)]
pub struct CheckLogArgs {
    /// A file of game records, one per line (`-`: standard input).
    pub file: PathBuf,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Clap's own consistency checks: no two arguments share an id, every default parses.
    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }
}
