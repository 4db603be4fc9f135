//! Le rocher des ducs (Gaëtan Dupont): everything that knows this one game. Its rules engine
//! (docs/rocher-des-ducs-rules.md, D1–D9), its definition as game.toml describes it, its
//! players, game records and their independent checker; and the [`GameKind`] that hands it to
//! the pipeline.

pub mod art;
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
use crate::game::{CardEntry, EngineCommands, GameKind, Inputs, LoadedGame, Prepared, SimReport, SimRequest};
use crate::typeset::world::DocWorld;
use sim::PolicyKind;

/// The kind of game.toml whose `engine` is "rocher-des-ducs".
pub struct RocherDesDucs;

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

impl GameKind for RocherDesDucs {
    fn engine(&self) -> Option<&'static str> {
        Some("rocher-des-ducs")
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
            .and_then(|f| Examples::parse(&f.shown, &f.text));
        let ids = examples.as_ref().map(|e| e.examples.iter().map(|x| x.id.clone()).collect()).unwrap_or_default();
        Ok(Loaded { def, variants, examples, contract: Contract { examples: ids } })
    }

    /// The worked examples, or the problems of examples.toml.
    pub fn examples(&self) -> Result<&Examples, Diagnostics> {
        self.examples.as_ref().map_err(Clone::clone)
    }

    /// The copy embedded in the binary, for tests and benchmarks.
    pub fn embedded() -> Loaded {
        let pack = PackSource::Embedded;
        let file = pack.read("content/rocher-des-ducs/game.toml").expect("embedded");
        Loaded::read(&pack, "rocher-des-ducs", &file).expect("the embedded game is valid")
    }
}

use messages::Contract;
use rulebook::examples::{ExampleRun, Examples};

/// What the documents of every language share: the examples, played once.
struct RocherPrepared<'a> {
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
        vec!["faces.typ", "rulebook.typ"]
    }

    fn drawn_art(&self) -> Vec<crate::content::art::DrawnArt> {
        art::drawn(&palette(&self.def.meta.theme))
            .into_iter()
            .map(|(name, svg, used)| crate::content::art::DrawnArt { name, svg, used: used.to_string() })
            .collect()
    }

    fn cards(&self) -> Vec<CardEntry> {
        faces::catalogue().0
    }

    fn faces(&self) -> Vec<String> {
        faces::catalogue().1.into_iter().map(|f| f.id).collect()
    }

    fn rulebook_faces(&self) -> Vec<String> {
        let mut ids: Vec<String> =
            rulebook::COMPONENT_FACES.iter().flat_map(|(_, ids)| ids.iter().map(|s| s.to_string())).collect();
        for h in engine::Hero::ALL {
            let id = format!("hero-{}", h.id());
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        ids
    }

    fn prepare(&self, _edition: Option<&str>, examples: bool) -> Result<Box<dyn Prepared + '_>, Diagnostics> {
        let runs = if examples { rulebook::examples::run_all(&self.def, self.examples()?)? } else { Vec::new() };
        Ok(Box::new(RocherPrepared { game: self, runs }))
    }

    fn engine(&self) -> Option<&dyn EngineCommands> {
        Some(self)
    }
}

impl Prepared for RocherPrepared<'_> {
    fn faces(&self, locale: &Locale, ids: &[String], inputs: &Inputs) -> Result<DocWorld, Vec<Diagnostic>> {
        let template = inputs.templates.get("faces.typ").ok_or_else(Vec::new)?;
        faces::world(&self.game.def, locale, inputs.art, (&template.path, &template.text), ids)
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
        "seats: 2 (the default), 4 or 6 (D9.1)\nplayers: one per faction, the first player's then the \
         other's, or one per seat\n"
            .to_string()
    }

    fn rulesets(&self) -> String {
        let mut out = format!("{:<16} {:<9} {:<7} {:<16} kings_win\n", "ruleset", "deal", "heroes", "hero_limit");
        for r in self.all_rulesets() {
            let limit = if r.rules.heroes { r.rules.hero_limit.id() } else { "-" };
            out.push_str(&format!(
                "{:<16} {:<9} {:<7} {:<16} {}\n",
                r.name,
                r.rules.deal.id(),
                r.rules.heroes,
                limit,
                r.rules.kings_win
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
        let ruleset = req.ruleset.clone().unwrap_or_else(|| def.default_ruleset().to_string());
        let rules = self.rules_of(&ruleset)?;
        let seats = req.seats.unwrap_or(2);
        rules.hand_for(seats).map_err(|e| anyhow::anyhow!("--seats {seats}: {e}"))?;
        let players = parse_players(&req.players, seats)?;
        let config = sim::SimConfig {
            game: def.meta.id.clone(),
            ruleset: ruleset.clone(),
            rules,
            seats,
            players: players.clone(),
            games: req.games,
            seed: req.seed,
        };
        let summary = crate::sim::simulate(&config, config.games, config.seed, log, progress)?;
        let names: Vec<String> = players.iter().map(|p| p.id()).collect();
        let json = serde_json::json!({
            "game": def.meta.id,
            "ruleset": ruleset,
            "seats": seats,
            "players": names,
            "seed": req.seed,
            "summary": summary.json(),
        });
        Ok(SimReport {
            heading: format!(
                "{} · ruleset {ruleset} · {seats} seats · players {} · seed {}",
                def.meta.name,
                names.join(","),
                req.seed
            ),
            text: summary.to_string(),
            json,
            games: summary.games,
        })
    }

    fn default_ruleset(&self) -> String {
        self.def.default_ruleset().to_string()
    }

    fn balance(&self, ruleset: &str, seats: u8) -> anyhow::Result<Box<dyn crate::sim::balance::BalanceGame + '_>> {
        let rules = self.rules_of(ruleset)?;
        rules.hand_for(seats).map_err(|e| anyhow::anyhow!("--seats {seats} under ruleset {ruleset}: {e}"))?;
        Ok(Box::new(sim::balance::Balance { rules, seats }))
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
    let c = |name: &str| theme.colour(name).to_string();
    art::Palette {
        ink: c("ink"),
        paper: c("paper"),
        gules: c("gules"),
        azure: c("azure"),
        vert: c("vert"),
        gold: c("gold"),
        argent: c("argent"),
        sable: c("sable"),
        sky: c("sky"),
        haze: c("haze"),
        cloud: c("cloud"),
        sand: c("sand"),
        water: c("water"),
        water_deep: c("water_deep"),
        rock: c("rock"),
        stone: c("stone"),
        stone_shadow: c("stone_shadow"),
        roof: c("roof"),
        roof_shadow: c("roof_shadow"),
        wood: c("wood"),
        wood_light: c("wood_light"),
    }
}

/// `random,greedy`: one player per seat in turn order, or two that alternate round the table.
fn parse_players(parts: &[String], seats: u8) -> anyhow::Result<Vec<PolicyKind>> {
    let parse = |p: &str| p.parse::<PolicyKind>().map_err(|e| anyhow::anyhow!("--players: {e}"));
    let kinds = parts.iter().map(|p| parse(p)).collect::<anyhow::Result<Vec<_>>>()?;
    match kinds.len() {
        n if n == seats as usize => Ok(kinds),
        2 => Ok((0..seats as usize).map(|s| kinds[s % 2]).collect()),
        _ => anyhow::bail!(
            "--players takes two names (seat 0 and its faction, then the other faction) or one per seat ({seats}), \
             separated by commas, not {:?}",
            parts.join(",")
        ),
    }
}
