//! Guyenne (Laurent and Jean-Baptiste Journaux, rules of 25 April 2022): everything that knows
//! this one game. Its rules engine, its definition and worked examples as game.toml and
//! examples.toml describe them, its art and card faces, its rulebook's examples and diagrams,
//! its players, game records and their checker; and the [`GameKind`] that hands it to the
//! pipeline.

pub mod art;
pub mod definition;
pub mod engine;
pub mod example_defs;
pub mod faces;
pub mod messages;
pub mod rulebook;
pub mod sim;

pub use definition::{COLOURS, EditionDef, GameDef, RulesetDef, SideDef};
pub use example_defs::{ExampleDef, Examples};

use crate::content::messages::MessageContract;
use crate::content::{GameMeta, Locale, PackSource, SourceFile};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::game::{CardEntry, EngineCommands, GameKind, Inputs, LoadedGame, Prepared, SimReport, SimRequest};
use crate::typeset::world::DocWorld;
use engine::{BySide, SeatPlan, Side};
use sim::PolicyKind;

/// The kind of game.toml whose `engine` is "guyenne".
pub struct Guyenne;

/// A Guyenne game read from its pack: its definition, its examples and its message contract.
/// The examples are kept with their problems, reported when a rulebook needs them: simulating
/// games needs game.toml only.
pub struct Loaded {
    pub def: GameDef,
    /// The variant rulesets of game.toml, each as the game it plays (see
    /// [`crate::content::variants`]).
    pub variants: Vec<(String, GameDef)>,
    examples: Result<Examples, Diagnostics>,
    contract: messages::Contract,
}

impl GameKind for Guyenne {
    fn engine(&self) -> Option<&'static str> {
        Some("guyenne")
    }

    fn load(&self, pack: &PackSource, id: &str, file: &SourceFile) -> Result<Box<dyn LoadedGame>, Diagnostics> {
        Loaded::read(pack, id, file).map(|g| Box::new(g) as Box<dyn LoadedGame>)
    }
}

impl Loaded {
    /// The rules of a ruleset of game.toml, a variant's included.
    pub fn rules_of(&self, ruleset: &str) -> Result<engine::Rules, Box<crate::diagnostic::Diagnostic>> {
        crate::content::variants::holder(&self.def, &self.variants, ruleset).rules(ruleset)
    }

    /// The seating of `seats` players (R9.5), within the seats game.toml gives the game.
    fn seat_plan(&self, seats: u8) -> anyhow::Result<SeatPlan> {
        let meta = &self.def.meta;
        let plan = SeatPlan::for_seats(seats).ok_or_else(|| anyhow::anyhow!("--seats must be 2, 3 or 4 (R9.5)"))?;
        if seats < meta.seats.0 || seats > meta.seats.1 {
            anyhow::bail!("{} is played with {} to {} seats, not {seats}", meta.name, meta.seats.0, meta.seats.1);
        }
        Ok(plan)
    }

    /// Every ruleset, the variants' after those written in full.
    fn all_rulesets(&self) -> impl Iterator<Item = &definition::RulesetDef> {
        crate::content::variants::all(&self.def, &self.variants, |d| &d.rulesets, |r| &r.name)
    }

    /// Reads game.toml and examples.toml. A problem of game.toml is an error at once; those of
    /// examples.toml come with the examples (see [`Loaded::examples`]).
    pub fn read(pack: &PackSource, id: &str, file: &SourceFile) -> Result<Loaded, Diagnostics> {
        // A variant ruleset (`base = …` and dotted keys) is read as a game of its own.
        let (def, variants) = crate::content::variants::read_with(&file.shown, &file.text, |shown, text| {
            GameDef::parse_in(shown, text, id)
        })?;
        let examples = pack
            .read(&format!("content/{id}/examples.toml"))
            .map_err(|d| Diagnostics(vec![*d]))
            .and_then(|f| Examples::parse(&f.shown, &f.text));
        let contract = messages::Contract::new(&def, examples.as_ref().ok());
        Ok(Loaded { def, variants, examples, contract })
    }

    /// The worked examples, or the problems of examples.toml.
    pub fn examples(&self) -> Result<&Examples, Diagnostics> {
        self.examples.as_ref().map_err(Clone::clone)
    }

    /// Guyenne as a pack holds it (`content/guyenne/`).
    pub fn from_pack(pack: &PackSource) -> Result<Loaded, Diagnostics> {
        let file = pack.read("content/guyenne/game.toml").map_err(|d| Diagnostics(vec![*d]))?;
        Loaded::read(pack, "guyenne", &file)
    }

    /// The copy embedded in the binary, for tests, benchmarks and documentation.
    pub fn embedded() -> Loaded {
        Loaded::from_pack(&PackSource::Embedded).expect("the embedded Guyenne is valid")
    }
}

/// An edition's rules and, for a rulebook, its examples played.
struct GuyennePrepared<'a> {
    game: &'a Loaded,
    edition: String,
    /// The edition's rules, which the summary cards quote.
    levels: faces::Levels,
    played: Option<rulebook::Played>,
    palette: art::Palette,
}

impl LoadedGame for Loaded {
    fn meta(&self) -> &GameMeta {
        &self.def.meta
    }

    fn contract(&self) -> &dyn MessageContract {
        &self.contract
    }

    fn templates(&self) -> Vec<&'static str> {
        vec!["faces.typ", "rulebook.typ"]
    }

    fn drawn_art(&self) -> Vec<crate::content::art::DrawnArt> {
        art::drawn(&self.def, &faces::palette(&self.def.meta.theme))
    }

    fn cards(&self) -> Vec<CardEntry> {
        faces::catalogue(&self.def).0
    }

    fn faces(&self) -> Vec<String> {
        faces::catalogue(&self.def).1.into_iter().map(|f| f.id).collect()
    }

    fn rulebook_faces(&self) -> Vec<String> {
        // The components section, and the castle and hero cards the diagrams show as printed.
        let mut ids: Vec<String> =
            rulebook::COMPONENT_FACES.iter().flat_map(|(_, ids)| ids.iter().map(|s| s.to_string())).collect();
        let shown = self.def.castles.iter().map(|c| format!("castle-{c}"));
        for id in shown.chain(self.def.sides.iter().map(|s| format!("{}-hero", s.side))) {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        ids
    }

    fn default_edition(&self) -> Option<String> {
        Some(self.def.edition.clone())
    }

    fn prepare(&self, edition: Option<&str>, examples: bool) -> Result<Box<dyn Prepared + '_>, Diagnostics> {
        let edition = edition.unwrap_or(&self.def.edition).to_string();
        let Some(ed) = self.def.edition(&edition) else {
            let names: Vec<&str> = self.def.editions.iter().map(|e| e.name.as_str()).collect();
            let d = self
                .def
                .locate("game.edition", format!("no edition named {edition:?}"))
                .with_hint(format!("game.toml defines the editions: {}", names.join(", ")));
            return Err(Diagnostics(vec![d]));
        };
        let level = |name: &Option<String>| match name {
            Some(name) => self.def.rules(name).map(Some).map_err(|d| Diagnostics(vec![*d])),
            None => Ok(None),
        };
        let basic = self.def.rules(&ed.basic).map_err(|d| Diagnostics(vec![*d]))?;
        let levels = faces::Levels { basic, advanced: level(&ed.advanced)?, expert: level(&ed.expert)? };
        let played = if examples { Some(rulebook::play(&self.def, self.examples()?, &edition)?) } else { None };
        let palette = faces::palette(&self.def.meta.theme);
        Ok(Box::new(GuyennePrepared { game: self, edition, levels, played, palette }))
    }

    fn engine(&self) -> Option<&dyn EngineCommands> {
        Some(self)
    }
}

impl Prepared for GuyennePrepared<'_> {
    fn edition(&self) -> Option<&str> {
        Some(&self.edition)
    }

    fn faces(&self, locale: &Locale, ids: &[String], inputs: &Inputs) -> Result<DocWorld, Vec<Diagnostic>> {
        let template = inputs.templates.get("faces.typ").ok_or_else(Vec::new)?;
        let input = faces::FaceInput {
            def: &self.game.def,
            levels: self.levels,
            locale,
            art: inputs.art,
            template: (&template.path, &template.text),
        };
        faces::world(&input, ids)
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
        let unknown = template.unknown_examples(&["example(\"", "pair(\""], &ids);
        if !unknown.is_empty() {
            return Err(unknown);
        }
        let problem = |message: String| vec![Diagnostic::at(&locale.file, "", 0..0, format!("rulebook: {message}"))];
        let Some(played) = &self.played else { return Err(problem("the examples were not played".into())) };
        let input = rulebook::RulebookInput {
            def: &self.game.def,
            played,
            locale,
            template: &template.text,
            palette: &self.palette,
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
        "seats: 2 (the default), or 3 and 4 for the team game (R9.5: with 3 seats the French side is a \
         team of two, with 4 both sides are)\nplayers: one per side, the English then the French\n"
            .to_string()
    }

    fn rulesets(&self) -> String {
        let mut out =
            format!("{:<16} {:<9} {:<8} {:<17} set_aside\n", "ruleset", "removal", "scoring", "exhaustion_limit");
        for r in self.all_rulesets() {
            out.push_str(&format!(
                "{:<16} {:<9} {:<8} {:<17} {}\n",
                r.name,
                r.removal.id(),
                r.scoring.id(),
                r.exhaustion_limit,
                r.set_aside
            ));
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
        let ruleset = req.ruleset.clone().unwrap_or_else(|| def.summary_ruleset.clone());
        let rules = self.rules_of(&ruleset)?;
        let players = parse_players(&req.players)?;
        let seats = req.seats.unwrap_or(2);
        let plan = self.seat_plan(seats)?;
        let config = sim::SimConfig {
            game: def.meta.id.clone(),
            ruleset: ruleset.clone(),
            rules,
            seats: plan,
            players,
            games: req.games,
            seed: req.seed,
        };
        let summary = sim::simulate(&config, log, progress)?;
        let names = players.map(|_, p| p.id());
        let json = serde_json::json!({
            "game": def.meta.id,
            "ruleset": ruleset,
            "seats": seats,
            "players": { "english": names[Side::English], "french": names[Side::French] },
            "seed": req.seed,
            "summary": summary,
            "mean_rounds": summary.mean_rounds(),
            "mean_score": { "english": summary.mean_score().0[0], "french": summary.mean_score().0[1] },
        });
        Ok(SimReport {
            heading: format!(
                "{} · ruleset {ruleset} · {seats} seats · english {} vs french {} · seed {}",
                def.meta.name, players.0[0], players.0[1], req.seed
            ),
            text: summary.to_string(),
            json,
            games: summary.games,
        })
    }

    fn default_ruleset(&self) -> String {
        self.def.summary_ruleset.clone()
    }

    fn balance(&self, ruleset: &str, seats: u8) -> anyhow::Result<Box<dyn crate::sim::balance::BalanceGame + '_>> {
        let rules = self.rules_of(ruleset)?;
        Ok(Box::new(sim::balance::Balance { rules, seats: self.seat_plan(seats)? }))
    }

    fn record_format(&self) -> &'static str {
        sim::record::FORMAT
    }

    fn check_record(&self, line: &str) -> Result<(), Vec<String>> {
        // A variant's record is checked against the game as that variant plays it (its points).
        let ruleset = serde_json::from_str::<serde_json::Value>(line)
            .ok()
            .and_then(|r| r.get("ruleset").and_then(|v| v.as_str()).map(str::to_string));
        let def = self.variants.iter().find(|(n, _)| Some(n) == ruleset.as_ref()).map_or(&self.def, |(_, d)| d);
        sim::check::check_record(def, line)
    }
}

/// `random,greedy`: the English side's player, then the French side's.
fn parse_players(parts: &[String]) -> anyhow::Result<BySide<PolicyKind>> {
    let [english, french] = parts else {
        anyhow::bail!(
            "--players takes two names separated by a comma, ENGLISH,FRENCH (e.g. random,greedy), not {:?}",
            parts.join(",")
        );
    };
    let parse = |p: &str| p.parse::<PolicyKind>().map_err(|e| anyhow::anyhow!("--players: {e}"));
    Ok(BySide::new(parse(english)?, parse(french)?))
}
