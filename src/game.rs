//! The boundary between the pipeline and the games. The pipeline (pack, build, sheets, CLI)
//! knows games only through these traits, in the spirit of OpenSpiel's `Game`/`State` and
//! shakmaty's `Position`:
//!
//! - a [`GameKind`] reads a game.toml into a [`LoadedGame`]: one kind per rules engine built
//!   into scriptorium, and one for games without an engine (data and templates only);
//! - a [`LoadedGame`] lists its cards and faces, draws each face, declares its messages and the
//!   variables it passes to each ([`MessageContract`]), and prepares its rulebook ([`Prepared`]);
//! - a game with an engine also answers the engine commands ([`EngineCommands`]: rulesets,
//!   simulate, check-log), which its module implements with a monomorphic loop over its own
//!   [`State`] type: dynamic dispatch stops at this boundary.

use crate::content::art::{ArtSet, DrawnArt};
use crate::content::messages::MessageContract;
use crate::content::{GameMeta, Locale, PackSource, SourceFile};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::typeset::world::DocWorld;

/// A kind of game: a rules engine built into scriptorium, or none.
pub trait GameKind: Sync {
    /// The `engine` value of game.toml that selects this kind; `None` for games without one.
    fn engine(&self) -> Option<&'static str>;

    /// Reads and validates a game of this kind: `file` is its game.toml; the game may read
    /// more files of `content/<id>/` through `pack`. Every problem is reported.
    fn load(&self, pack: &PackSource, id: &str, file: &SourceFile) -> Result<Box<dyn LoadedGame>, Diagnostics>;
}

/// A card of the box: how many copies, and its two faces (face ids).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardEntry {
    pub id: String,
    pub copies: u32,
    pub front: String,
    pub back: String,
}

/// A template of the game's folder (`templates/<game>/NAME`) or of `templates/common/`.
#[derive(Clone, Debug)]
pub struct Template {
    /// The path inside the pack, e.g. `templates/guyenne/rulebook.typ`.
    pub path: String,
    /// As messages show it.
    pub shown: String,
    pub text: String,
}

impl Template {
    /// The example ids this template shows through `calls` (e.g. `example("`, `pair("`: every
    /// string literal of the call counts) that `known` does not define, each as an error at its
    /// line: the template would skip them silently.
    pub fn unknown_examples(&self, calls: &[&str], known: &[&str]) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        for (n, line) in self.text.lines().enumerate().filter(|(_, l)| !l.trim_start().starts_with("//")) {
            for call in calls {
                for (i, _) in line.match_indices(call) {
                    let args = &line[i + call.len() - 1..];
                    let args = &args[..args.find(')').unwrap_or(args.len())];
                    for id in args.split('"').skip(1).step_by(2).filter(|id| !known.contains(id)) {
                        let message = format!("the template shows example {id:?}, which examples.toml does not define");
                        out.push(
                            Diagnostic::at_line(&self.shown, &self.text, n + 1, message)
                                .with_hint(crate::diagnostic::listed("examples", known)),
                        );
                    }
                }
            }
        }
        out
    }
}

/// The templates a build read, by name (`rulebook.typ`, `faces.typ`, `sheets.typ`, and the
/// face helpers `cards.typ` of `templates/common/`).
pub type Templates = std::collections::BTreeMap<String, Template>;

/// What a game's documents are made from besides its texts: its templates and its pictures.
pub struct Inputs<'a> {
    pub templates: &'a Templates,
    pub art: &'a ArtSet,
}

/// A print document of a game besides its cards, card sheets and rulebook (a board, tokens to cut
/// out): a template of `templates/<game>/` drawn from the data the game gives it. The pipeline
/// adds `/page.json`, the page the document is set on: `{"paper": "a4", "width": 210, "height":
/// 297, "bleed": 0}` (millimetres), or `{"paper": null, "width": null, "height": null, "bleed":
/// 3}` for a document of its own size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Document {
    /// Its template in `templates/<game>/`, e.g. `board.typ`.
    pub template: &'static str,
    /// The stem of its files, e.g. `board`.
    pub name: &'static str,
    /// The message of its title (given `$game`, and `$paper` for a document on paper), and of the
    /// alt text of its page when it is tiled (given `$game`).
    pub title: &'static str,
    pub alt: &'static str,
    /// The papers it is set on, one file each (`tokens-a4.pdf`); none for a document of its own
    /// size, set once with the theme's bleed for a print shop (`board-printshop.pdf`).
    pub papers: &'static [crate::typeset::sheets::Paper],
    /// A document of its own size also cut into tiles on A4 and Letter paper to print at home and
    /// glue together (`board-tiles-a4.pdf`), by `templates/common/tiles.typ`.
    pub tiled: bool,
}

/// The page a [`Document`] is set on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DocumentPage {
    /// The paper, or `None` for the document's own size.
    pub paper: Option<crate::typeset::sheets::Paper>,
    /// The bleed around the page, in millimetres (a print shop's), 0 for home printing.
    pub bleed: f64,
}

/// A loaded, validated game.
pub trait LoadedGame: Send + Sync {
    /// What every game has: id, name, people, reference language, theme.
    fn meta(&self) -> &GameMeta;

    /// The messages its code uses and the variables it passes to each.
    fn contract(&self) -> &dyn MessageContract;

    /// The templates it needs from `templates/<game>/` (besides `templates/common/sheets.typ`).
    fn templates(&self) -> Vec<&'static str>;

    /// The art its code draws, by name: a designer's `content/<game>/art/<name>.svg` replaces it.
    fn drawn_art(&self) -> Vec<DrawnArt> {
        Vec::new()
    }

    /// Problems with the designer's pictures of `content/<game>/art/` that the game can tell (a
    /// picture named for a card the game does not have, say), as diagnostics.
    fn check_art(&self, _art: &ArtSet) -> Vec<Diagnostic> {
        Vec::new()
    }

    /// Every card of the box, in a fixed order.
    fn cards(&self) -> Vec<CardEntry>;

    /// Every distinct face, in a fixed order (face ids name the files).
    fn faces(&self) -> Vec<String>;

    /// The faces its rulebook shows (a build of the rulebook alone draws only these).
    fn rulebook_faces(&self) -> Vec<String>;

    /// Its print documents besides the cards and the rulebook (a board, tokens).
    fn documents(&self) -> Vec<Document> {
        Vec::new()
    }

    /// The edition a build follows when none is asked for (games with rules editions).
    fn default_edition(&self) -> Option<String> {
        None
    }

    /// Everything the faces and rulebooks of every language share, made once, for `edition`
    /// (the default one when `None`): for a game with an engine, the rules of that edition and,
    /// when `examples` is set, its worked examples played and checked against their expectations.
    fn prepare(&self, edition: Option<&str>, examples: bool) -> Result<Box<dyn Prepared + '_>, Diagnostics>;

    /// The engine's commands, when the game has an engine.
    fn engine(&self) -> Option<&dyn EngineCommands> {
        None
    }

    /// A template's problem told at its source, when the game knows it: a key the face template
    /// reads that the game's card data misspells is reported at the data (a cards.csv column, a
    /// game.toml key), not as a Typst dictionary error in the template.
    fn explain(&self, _problem: &Diagnostic) -> Option<Diagnostic> {
        None
    }

    /// The game's own problems with the languages of the pack (`locales`, read): a text of its
    /// data in a language it has no texts in, a text not translated, a message id of its data
    /// that the reference language lacks.
    fn check_languages(&self, _locales: &[&crate::content::Locale]) -> Vec<Diagnostic> {
        Vec::new()
    }
}

/// What a game's faces and rulebooks share, ready to draw and typeset in each language.
pub trait Prepared: Send + Sync {
    /// The edition followed, when the game has editions.
    fn edition(&self) -> Option<&str> {
        None
    }

    /// The Typst world of `templates/<game>/faces.typ` drawing `faces` in one language, one
    /// page per face in this order (see [`crate::typeset::faces`]).
    fn faces(&self, locale: &Locale, faces: &[String], inputs: &Inputs) -> Result<DocWorld, Vec<Diagnostic>>;

    /// The Typst world of one of the game's [`Document`]s in one language, on `page` (the
    /// pipeline adds `/page.json`).
    fn document(
        &self,
        document: &Document,
        _page: DocumentPage,
        locale: &Locale,
        _inputs: &Inputs,
    ) -> Result<DocWorld, Vec<Diagnostic>> {
        Err(vec![Diagnostic::at(&locale.file, "", 0..0, format!("the game has no document {:?}", document.name))])
    }

    /// The Typst world of one language's rulebook; `faces` gives the standalone SVG of a face.
    fn rulebook(
        &self,
        locale: &Locale,
        inputs: &Inputs,
        faces: &dyn Fn(&str) -> Option<Vec<u8>>,
    ) -> Result<DocWorld, Vec<Diagnostic>>;
}

/// A simulation to run, as the command line asks for it.
#[derive(Clone, Debug)]
pub struct SimRequest {
    pub ruleset: Option<String>,
    pub games: u64,
    pub seed: u64,
    /// One player name per side, in the game's order of sides.
    pub players: Vec<String>,
    pub seats: Option<u8>,
}

/// What a simulation found.
pub struct SimReport {
    /// One line naming the game, ruleset, seats, players and seed.
    pub heading: String,
    /// The summary a designer reads.
    pub text: String,
    /// The same as JSON.
    pub json: serde_json::Value,
    pub games: u64,
}

/// The commands of a game with a rules engine.
pub trait EngineCommands: Sync {
    /// The rulesets with their switches, as a table.
    fn rulesets(&self) -> String;

    /// The names of the rulesets, in the order of the game definition.
    fn ruleset_names(&self) -> Vec<String>;

    /// The seats the game is played with (`simulate --seats`) and how `--players` names its
    /// players, with the rule ids: a few lines shown by `rulesets`.
    fn seating(&self) -> String;

    /// Plays `req.games` games; each record goes to `log` when given; `progress` is told how
    /// many games are done.
    fn simulate(
        &self,
        req: &SimRequest,
        log: Option<&mut (dyn std::io::Write + Send)>,
        progress: &(dyn Fn(u64) + Sync),
    ) -> anyhow::Result<SimReport>;

    /// The ruleset `simulate` and `balance` use when none is asked for.
    fn default_ruleset(&self) -> String;

    /// Its games under `ruleset` (a name of [`EngineCommands::ruleset_names`]) with `seats`
    /// players for a balance study: each game the very one `simulate --seats SEATS` plays with
    /// the same seed. An error names the seats the ruleset is played with.
    fn balance(&self, ruleset: &str, seats: u8) -> anyhow::Result<Box<dyn crate::sim::balance::BalanceGame + '_>>;

    /// The name of its record format (e.g. `guyenne-log/1`).
    fn record_format(&self) -> &'static str;

    /// Checks one game record against the rules.
    fn check_record(&self, line: &str) -> Result<(), Vec<String>>;
}

/// A game's position as its rules engine sees it: what OpenSpiel calls a `State`. Generic code
/// (property tests, random playouts) is written once over this trait and compiled for each
/// engine, so a hot loop never goes through dynamic dispatch.
pub trait State: Sized {
    /// The rules a game is played under (game.toml's ruleset, as the engine reads it).
    type Rules;
    /// A player's decision: a small `Copy` value.
    type Decision: Copy + std::fmt::Debug + PartialEq;
    /// Why a decision was refused, naming the rule it breaks.
    type Illegal: std::fmt::Display;
    /// The result of a finished game.
    type Outcome;

    /// A new game under `rules` with `seats` players, shuffled from `seed`.
    fn new_game(rules: Self::Rules, seats: u8, seed: u64) -> Option<Self>;
    /// The player to move (0-based, in the game's order of sides), or `None` when the game is
    /// over.
    fn to_move(&self) -> Option<usize>;
    /// Every legal decision.
    fn legal(&self) -> Vec<Self::Decision>;
    /// Plays a decision, or refuses it with the rule it breaks (the position is unchanged).
    fn play(&mut self, decision: Self::Decision) -> Result<(), Self::Illegal>;
    /// A legal decision drawn uniformly, without listing them all.
    fn random_decision(&self, rng: &mut fastrand::Rng) -> Option<Self::Decision>;
    /// The outcome, once the game is over.
    fn outcome(&self) -> Option<Self::Outcome>;
}

/// `game` after up to `decisions` decisions drawn uniformly from seed `seed` (fewer when it ends):
/// a position a real game reaches, for tests and benchmarks of players. Panics when the engine
/// refuses a decision it drew itself (an engine bug).
pub fn played_at_random<S: State>(mut game: S, decisions: usize, seed: u64) -> S {
    let mut rng = fastrand::Rng::with_seed(seed);
    for _ in 0..decisions {
        let Some(d) = game.random_decision(&mut rng) else { break };
        if let Err(e) = game.play(d) {
            panic!("the engine refused its own random decision {d:?}: {e}");
        }
    }
    game
}
