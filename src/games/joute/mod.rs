//! Joute: everything that knows this one game. Its rules engine (docs/joute-rules.md, J1–J6),
//! its definition as game.toml describes it (cards, board, rulesets), its players, game records
//! and their independent checker; its cards, board and tokens; and the [`GameKind`] that hands it
//! to the pipeline.

pub mod art;
pub mod board;
pub mod definition;
pub mod engine;
pub mod faces;
pub mod messages;
pub mod rulebook;
pub mod sim;

pub use definition::{GameDef, RulesetDef};

use crate::content::messages::MessageContract;
use crate::content::{GameMeta, Locale, PackSource, SourceFile};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::game::{
    CardEntry, Document, DocumentPage, EngineCommands, GameKind, Inputs, LoadedGame, Prepared, SimReport, SimRequest,
};
use crate::typeset::sheets::{A4, LETTER};
use crate::typeset::world::DocWorld;
use messages::Contract;
use sim::PolicyKind;

/// The kind of game.toml whose `engine` is "joute".
pub struct Joute;

/// The game read from its pack: its definition and its worked examples, kept with their
/// problems, reported when a rulebook needs them (simulating games needs game.toml only).
pub struct Loaded {
    pub def: GameDef,
    /// The variant rulesets of game.toml, each as the game it plays (see
    /// [`crate::content::variants`]).
    pub variants: Vec<(String, GameDef)>,
    examples: Result<Examples, Diagnostics>,
    contract: Contract,
}

impl GameKind for Joute {
    fn engine(&self) -> Option<&'static str> {
        Some("joute")
    }

    fn load(&self, pack: &PackSource, id: &str, file: &SourceFile) -> Result<Box<dyn LoadedGame>, Diagnostics> {
        Loaded::read(pack, id, file).map(|g| Box::new(g) as Box<dyn LoadedGame>)
    }
}

/// The board, at its own size for a print shop and in tiles to print at home; the pawns, markers
/// and die to cut out, on each paper.
const DOCUMENTS: [Document; 2] = [
    Document { template: "board.typ", name: "board", title: "doc-board", alt: "alt-board", papers: &[], tiled: true },
    Document {
        template: "tokens.typ",
        name: "tokens",
        title: "doc-tokens",
        alt: "alt-die",
        papers: &[A4, LETTER],
        tiled: false,
    },
];

impl Loaded {
    /// Refuses a number of seats game.toml does not give the game (J1.3).
    fn check_seats(&self, seats: u8) -> anyhow::Result<()> {
        let (lo, hi) = self.def.meta.seats;
        if !(lo..=hi).contains(&seats) {
            anyhow::bail!("--seats {seats}: Joute is for {lo} to {hi} players (J1.3)");
        }
        Ok(())
    }

    /// The rules of a ruleset of game.toml, a variant's included.
    pub fn rules_of(&self, ruleset: &str) -> Result<engine::Rules, Box<crate::diagnostic::Diagnostic>> {
        crate::content::variants::holder(&self.def, &self.variants, ruleset).rules(ruleset)
    }

    /// Every ruleset, the variants' after those written in full.
    fn all_rulesets(&self) -> impl Iterator<Item = &definition::RulesetDef> {
        crate::content::variants::all(&self.def, &self.variants, |d| &d.rulesets, |r| &r.name)
    }

    /// Reads game.toml and examples.toml.
    pub fn read(pack: &PackSource, id: &str, file: &SourceFile) -> Result<Loaded, Diagnostics> {
        // A variant ruleset (`base = …` and dotted keys) is read as a game of its own.
        let (def, variants) = crate::content::variants::read_with(&file.shown, &file.text, |shown, text| {
            GameDef::parse_in(shown, text, id)
        })?;
        let examples = pack
            .read(&format!("content/{id}/examples.toml"))
            .map_err(|d| Diagnostics(vec![*d]))
            .and_then(|f| Examples::parse(&f.shown, &f.text, &def));
        let contract = Contract {
            cards: def.cards.iter().map(|c| c.id.clone()).collect(),
            spaces: def.spaces.iter().map(|s| s.id.clone()).collect(),
            examples: examples.as_ref().map(|e| e.examples.iter().map(|x| x.id.clone()).collect()).unwrap_or_default(),
        };
        Ok(Loaded { def, variants, examples, contract })
    }

    /// The worked examples, or the problems of examples.toml.
    pub fn examples(&self) -> Result<&Examples, Diagnostics> {
        self.examples.as_ref().map_err(Clone::clone)
    }

    /// The copy embedded in the binary, for tests and benchmarks.
    pub fn embedded() -> Loaded {
        let pack = PackSource::Embedded;
        let file = pack.read("content/joute/game.toml").expect("embedded");
        Loaded::read(&pack, "joute", &file).expect("the embedded game is valid")
    }
}

use rulebook::examples::{ExampleRun, Examples};

/// What the documents of every language share: the examples, played once.
struct JoutePrepared<'a> {
    game: &'a Loaded,
    runs: Vec<ExampleRun>,
}

impl LoadedGame for Loaded {
    fn meta(&self) -> &GameMeta {
        &self.def.meta
    }

    fn contract(&self) -> &dyn MessageContract {
        &self.contract
    }

    fn templates(&self) -> Vec<&'static str> {
        let mut t = vec!["faces.typ", "rulebook.typ"];
        t.extend(DOCUMENTS.iter().map(|d| d.template));
        t
    }

    fn drawn_art(&self) -> Vec<crate::content::art::DrawnArt> {
        // The pictures of the cards and spaces game.toml has, and the others the game needs.
        let wanted = |name: &str| match (name.strip_prefix("card-"), name.strip_prefix("space-")) {
            (Some(card), _) => self.def.card_index(card).is_some(),
            (_, Some(space)) => self.def.spaces.iter().any(|s| s.id == space),
            _ => true,
        };
        art::drawn(&palette(&self.def.meta.theme))
            .into_iter()
            .filter(|(name, _, _)| wanted(name))
            .map(|(name, svg, used)| crate::content::art::DrawnArt { name, svg, used: used.to_string() })
            .collect()
    }

    fn check_art(&self, art: &crate::content::art::ArtSet) -> Vec<Diagnostic> {
        faces::stray_art(&self.def, art)
    }

    fn cards(&self) -> Vec<CardEntry> {
        faces::catalogue(&self.def).0
    }

    fn faces(&self) -> Vec<String> {
        faces::catalogue(&self.def).1
    }

    fn rulebook_faces(&self) -> Vec<String> {
        rulebook::faces_shown(&self.def).into_iter().map(str::to_string).collect()
    }

    fn documents(&self) -> Vec<Document> {
        DOCUMENTS.to_vec()
    }

    fn prepare(&self, _edition: Option<&str>, examples: bool) -> Result<Box<dyn Prepared + '_>, Diagnostics> {
        let runs = if examples { rulebook::examples::run_all(&self.def, self.examples()?)? } else { Vec::new() };
        Ok(Box::new(JoutePrepared { game: self, runs }))
    }

    fn engine(&self) -> Option<&dyn EngineCommands> {
        Some(self)
    }
}

impl Prepared for JoutePrepared<'_> {
    fn faces(&self, locale: &Locale, ids: &[String], inputs: &Inputs) -> Result<DocWorld, Vec<Diagnostic>> {
        let template = inputs.templates.get("faces.typ").ok_or_else(Vec::new)?;
        faces::world(&self.game.def, locale, inputs.art, (&template.path, &template.text), ids)
    }

    fn document(
        &self,
        document: &Document,
        page: DocumentPage,
        locale: &Locale,
        inputs: &Inputs,
    ) -> Result<DocWorld, Vec<Diagnostic>> {
        let template = inputs.templates.get(document.template).ok_or_else(Vec::new)?;
        let def = &self.game.def;
        let missing = faces::missing_art(def, inputs.art);
        if !missing.is_empty() {
            return Err(missing);
        }
        let source = (template.path.as_str(), template.text.as_str());
        let world = match page.paper {
            None => board::board_world(def, locale, inputs.art, source),
            Some(paper) => {
                let name = if paper == LETTER { "US Letter" } else { "A4" };
                board::tokens_world(def, locale, inputs.art, source, name)
            }
        };
        world.map_err(|d| vec![*d])
    }

    fn rulebook(
        &self,
        locale: &Locale,
        inputs: &Inputs,
        faces: &dyn Fn(&str) -> Option<Vec<u8>>,
    ) -> Result<DocWorld, Vec<Diagnostic>> {
        let template = inputs.templates.get("rulebook.typ").ok_or_else(Vec::new)?;
        let examples = self.game.examples().map_err(|d| d.0)?;
        let ids: Vec<&str> = examples.examples.iter().map(|e| e.id.as_str()).collect();
        let unknown = template.unknown_examples(&["example(\""], &ids);
        if !unknown.is_empty() {
            return Err(unknown);
        }
        let missing = faces::missing_art(&self.game.def, inputs.art);
        if !missing.is_empty() {
            return Err(missing);
        }
        let input = rulebook::RulebookInput {
            def: &self.game.def,
            runs: &self.runs,
            locale,
            template: &template.text,
            art: inputs.art,
            faces,
        };
        rulebook::world(&input).map_err(|d| vec![*d])
    }
}

impl EngineCommands for Loaded {
    fn ruleset_names(&self) -> Vec<String> {
        self.def.rulesets.iter().map(|r| r.name.clone()).chain(self.variants.iter().map(|(n, _)| n.clone())).collect()
    }

    fn seating(&self) -> String {
        let (low, high) = self.def.meta.seats;
        format!(
            "seats: {low} to {high} (J1.3); without --seats, the number of --players names when there are \
             more than two, else {high}\nplayers: one per seat, in seat order, fewer names repeating round the table\n"
        )
    }

    fn rulesets(&self) -> String {
        let mut out = format!("{:<16} {:<7} negative_start\n", "ruleset", "bounce");
        for r in self.all_rulesets() {
            out.push_str(&format!("{:<16} {:<7} {}\n", r.name, r.rules.bounce, r.rules.negative_start));
        }
        out
    }

    fn simulate(
        &self,
        req: &SimRequest,
        log: Option<&mut (dyn std::io::Write + Send)>,
        progress: &(dyn Fn(u64) + Sync),
    ) -> anyhow::Result<SimReport> {
        let def = &self.def;
        let ruleset = req.ruleset.clone().unwrap_or_else(|| def.default_ruleset().to_string());
        let rules = self.rules_of(&ruleset)?;
        let hi = def.meta.seats.1;
        let seats = req.seats.unwrap_or(if req.players.len() > 2 { req.players.len() as u8 } else { hi });
        self.check_seats(seats)?;
        let players = parse_players(&req.players, seats)?;
        let config = sim::SimConfig {
            game: def.meta.id.clone(),
            ruleset: ruleset.clone(),
            rules,
            seats,
            players: players.clone(),
            cards: def.cards.iter().map(|c| c.id.clone()).collect(),
        };
        let summary = crate::sim::simulate(&config, req.games, req.seed, log, progress)?;
        let names: Vec<String> = players.iter().map(|p| p.id().to_string()).collect();
        let spaces: Vec<(u8, String, engine::Space)> =
            def.spaces.iter().map(|s| (s.space, s.id.clone(), s.effect)).collect();
        let report = sim::Report { summary: &summary, seats, players: &names, spaces: &spaces };
        let json = serde_json::json!({
            "game": def.meta.id,
            "ruleset": ruleset,
            "seats": seats,
            "players": names,
            "seed": req.seed,
            "summary": report.json(),
        });
        Ok(SimReport {
            heading: format!(
                "{} · ruleset {ruleset} · {seats} seats · players {} · seed {}",
                def.meta.name,
                names.join(","),
                req.seed
            ),
            text: report.to_string(),
            json,
            games: summary.games,
        })
    }

    fn default_ruleset(&self) -> String {
        self.def.default_ruleset().to_string()
    }

    fn balance(&self, ruleset: &str, seats: u8) -> anyhow::Result<Box<dyn crate::sim::balance::BalanceGame + '_>> {
        self.check_seats(seats)?;
        Ok(Box::new(sim::balance::Balance {
            seats,
            rules: self.rules_of(ruleset)?,
            cards: self.def.cards.iter().map(|c| c.id.clone()).collect(),
        }))
    }

    fn record_format(&self) -> &'static str {
        sim::record::FORMAT
    }

    fn check_record(&self, line: &str) -> Result<(), Vec<String>> {
        sim::check::check_record(line)
    }
}

/// The colours of the drawn art, from game.toml's `[theme.colours]`.
fn palette(theme: &crate::content::meta::Theme) -> art::Palette {
    art::Palette::from_colours(|name| theme.colour(name).to_string())
}

/// One player name per seat in seat order; fewer names repeat round the table.
fn parse_players(parts: &[String], seats: u8) -> anyhow::Result<Vec<PolicyKind>> {
    let parse = |p: &str| p.parse::<PolicyKind>().map_err(|e| anyhow::anyhow!("--players: {e}"));
    let kinds = parts.iter().map(|p| parse(p)).collect::<anyhow::Result<Vec<_>>>()?;
    if kinds.is_empty() || kinds.len() > seats as usize {
        anyhow::bail!(
            "--players names {} players for {seats} seats: give at most one name per seat (or set --seats {})",
            kinds.len(),
            kinds.len().clamp(2, 4)
        );
    }
    Ok((0..seats as usize).map(|s| kinds[s % kinds.len()]).collect())
}
