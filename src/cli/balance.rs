//! `scriptorium balance`: a balance study of a game with a rules engine.

use super::args::BalanceArgs;
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use scriptorium::content::PackSource;
use scriptorium::game::LoadedGame;
use scriptorium::output;
use scriptorium::sim::PolicyKind;
use scriptorium::sim::balance::{self, Pairing, Plan};
use scriptorium::sim::report;
use scriptorium::typeset::{self, world::DocWorld};
use std::io::IsTerminal;
use std::time::Instant;

pub fn run(pack: &PackSource, game: &dyn LoadedGame, args: &BalanceArgs) -> anyhow::Result<()> {
    let engine = game.engine().expect("chosen for its engine");
    let id = &game.meta().id;
    // Everything that can be refused is refused before the games are played.
    let texts = report::texts(args.lang.as_deref().unwrap_or(&game.meta().language))?;
    let template = pack.load_template(TEMPLATE).map_err(|d| anyhow::anyhow!("{}", d.message))?;
    let names = engine.ruleset_names();
    let rulesets = if args.rulesets.is_empty() { vec![engine.default_ruleset()] } else { args.rulesets.clone() };
    for r in &rulesets {
        if !names.contains(r) {
            bail!(
                "--ruleset {r:?}: {id} has no such ruleset in content/{id}/game.toml (its rulesets: {})",
                names.join(", ")
            );
        }
    }
    let pairings = if args.players.is_empty() {
        let strong = PolicyKind::Ismcts(scriptorium::sim::ISMCTS_DEFAULT);
        vec![Pairing::of(strong, strong)]
    } else {
        args.players.iter().map(|p| pairing(p)).collect::<anyhow::Result<_>>()?
    };
    let seats = if args.seats.is_empty() { vec![2] } else { args.seats.clone() };
    // The game's sides, cards and ends in the report's language, from its own texts.
    let lang = texts.lang.clone();
    let locale = pack.load_locale(id, &lang).map_err(|d| {
        anyhow::anyhow!("the report is in {lang}, which needs {id}'s texts in it (choose another with --lang):\n{d}")
    })?;
    let names_of = |study: &dyn balance::BalanceGame| {
        study.names(&locale).map_err(|e| anyhow::anyhow!("locales/{lang}/{id}.ftl: {e}"))
    };
    let names = |r: &str, n: u8| names_of(engine.balance(r, n)?.as_ref());
    // Each ruleset with each number of seats, as the game plays it (refused with its rule) and
    // names it in the report's language.
    let mut sides = Vec::new();
    for r in &rulesets {
        for &n in &seats {
            let study = engine.balance(r, n)?;
            names_of(study.as_ref())?;
            sides.push((n, study.sides().len() as u64));
        }
    }
    let games = args.games.unwrap_or_else(balance::default_games);
    let first_sides = sides[0].1;
    if let Some((n, k)) = sides.iter().find(|(_, k)| games == 0 || !games.is_multiple_of(*k)) {
        bail!(
            "--games {games}: give a multiple of {k} (the sides of the game with {n} seats), so that each player \
             holds each side equally"
        );
    }
    let ladder_games = args.ladder_games.unwrap_or(400u64.next_multiple_of(first_sides));
    if !ladder_games.is_multiple_of(first_sides) {
        bail!("--ladder-games {ladder_games}: give a multiple of {first_sides} (or 0 for no ladder)");
    }
    let restricted_games = args.restricted_games.unwrap_or(200u64.next_multiple_of(first_sides));
    if !restricted_games.is_multiple_of(first_sides) {
        bail!("--restricted-games {restricted_games}: give a multiple of {first_sides} (or 0 for no restricted play)");
    }
    let ladder = args
        .ladder
        .iter()
        .map(|p| p.parse::<PolicyKind>().map_err(|e| anyhow::anyhow!("--ladder: {e}")))
        .collect::<anyhow::Result<Vec<_>>>()?;
    if ladder_games > 0 && ladder.len() < 2 {
        bail!("--ladder: name at least two players, weakest first (e.g. random,greedy)");
    }
    let restricted = args.restricted.parse::<PolicyKind>().map_err(|e| anyhow::anyhow!("--restricted: {e}"))?;
    let first = engine.balance(&rulesets[0], seats[0])?;
    let cards = first.card_kinds();
    let plan = Plan {
        rulesets,
        seats,
        pairings,
        games,
        ladder,
        ladder_games,
        restricted,
        restricted_games,
        cards: cards.len() as u8,
        seed: args.seed,
    };
    let folder = args.out.join(id).join("balance");
    // `--against DIR`: the same study of the game as another copy of the pack defines it.
    let earlier = match &args.against {
        Some(dir) => {
            let other = PackSource::Dir(dir.clone());
            if !dir.join("content").is_dir() {
                bail!("--against {}: not a game pack (it has no content/ folder)", dir.display());
            }
            let loaded = scriptorium::games::load(&other, id)
                .map_err(|d| anyhow::anyhow!("--against {}: {id} cannot be read there:\n{d}", dir.display()))?;
            let Some(e) = loaded.engine() else {
                bail!("--against {}: {id} has no rules engine there", dir.display());
            };
            let names = e.ruleset_names();
            if let Some(r) = plan.rulesets.iter().find(|r| !names.contains(r)) {
                bail!(
                    "--against {}: {id} has no ruleset {r:?} there (its rulesets: {})",
                    dir.display(),
                    names.join(", ")
                );
            }
            Some(loaded)
        }
        None => None,
    };
    output::make_output_folder(&args.out).map_err(anyhow::Error::msg)?;
    output::make_folders(&args.out, std::path::Path::new(&format!("{id}/balance"))).map_err(anyhow::Error::msg)?;

    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
        .context("cannot start worker threads")?;
    // The earlier copy plays the same games (seeds, players, rulesets), without a ladder.
    let earlier_plan = Plan { ladder_games: 0, restricted_games: 0, ..plan.clone() };
    let total = plan.total_games() + if earlier.is_some() { earlier_plan.total_games() } else { 0 };
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} playing {bar:30} {human_pos}/{human_len} games, {elapsed} elapsed, about {eta} left",
            )
            .expect("valid template"),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    scriptorium::interrupt::install(scriptorium::interrupt::OnInterrupt::Stop);
    let started = Instant::now();
    let runs = pool.install(|| plan.play(&|r, n| engine.balance(r, n), &|n| bar.inc(n)))?;
    let then = match &earlier {
        Some(g) => {
            let e = g.engine().expect("checked above");
            Some(pool.install(|| earlier_plan.play(&|r, n| e.balance(r, n), &|n| bar.inc(n)))?)
        }
        None => None,
    };
    bar.finish_and_clear();
    let (Some(runs), Some(then)) = (runs, then.map_or(Some(None), |t| t.map(Some))) else {
        bail!("stopped before the study was played: nothing written");
    };
    let elapsed = started.elapsed().as_secs_f64();

    let folder_name = args.against.as_ref().map(|d| d.display().to_string());
    let against = folder_name.as_deref().zip(then.as_deref());
    let report = balance::report_json(id, &cards, first.length_unit(), &plan, &runs, against);
    let csv = balance::games_csv(&cards, &runs);
    let json = serde_json::to_vec_pretty(&report)?;
    let view = report::view(&texts, &names, first.length_unit(), (id, &game.meta().name), &plan, &runs, against)?;
    let world = DocWorld::new(
        &format!("/{TEMPLATE}"),
        template.text.clone(),
        vec![("/report.json".into(), serde_json::to_vec(&view)?)],
    )
    .map_err(anyhow::Error::msg)?;
    let pdf = typeset::render_pdf(&world, &template.shown, &format!("{id}-balance"), false)
        .map_err(|d| anyhow::anyhow!("{}", d.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("\n")))?;
    for (name, bytes) in [("games.csv", &csv), ("report.json", &json), ("report.pdf", &pdf)] {
        let path = folder.join(name);
        output::write_file(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
    }
    println!("{}", summary(&cards, &plan, &runs));
    println!("{total} games in {elapsed:.1} s ({:.0} games/s)", total as f64 / elapsed.max(1e-9));
    println!("wrote {}/report.pdf, report.json and games.csv", folder.display());
    Ok(())
}

/// The report's template, shared by every game.
const TEMPLATE: &str = "templates/common/balance.typ";

/// `A,B` as two players.
fn pairing(s: &str) -> anyhow::Result<Pairing> {
    let parts: Vec<&str> = s.split(',').collect();
    let [a, b] = parts.as_slice() else {
        bail!("--players {s:?}: give two players separated by a comma, e.g. greedy,ismcts:200");
    };
    let parse = |p: &str| p.parse::<PolicyKind>().map_err(|e| anyhow::anyhow!("--players {s:?}: {e}"));
    Ok(Pairing::of(parse(a)?, parse(b)?))
}

/// The headline figures, as a few lines for the terminal.
fn summary(cards: &[String], plan: &Plan, runs: &[balance::Run]) -> String {
    use std::fmt::Write;
    let pct = |s: &scriptorium::sim::interval::Share| {
        format!("{:.1}% ({:.1}–{:.1})", 100.0 * s.p, 100.0 * s.low, 100.0 * s.high)
    };
    let mut out = String::new();
    for r in runs.iter().filter(|r| r.study == balance::Study::Ruleset) {
        let t = &r.tally;
        let _ = writeln!(out, "{} · {} seats · {} · {} games", r.ruleset, r.seats, r.pairing.id(), t.games);
        let _ = writeln!(out, "  first to move wins {}", pct(&t.by_order[0]));
        for (s, share) in r.sides.iter().zip(&t.by_side) {
            let _ = writeln!(out, "  {s} wins {}", pct(share));
        }
        if r.pairing.a != r.pairing.b {
            let _ = writeln!(out, "  {} wins {}", r.pairing.a, pct(&t.by_player[0]));
        }
        let _ = writeln!(out, "  draws {}", pct(&t.draws));
    }
    if plan.ladder_games > 0 {
        let _ = writeln!(out, "ladder ({}, {} seats):", plan.rulesets[0], plan.seats[0]);
        for rung in runs.iter().filter(|r| r.study == balance::Study::Ladder).map(balance::Rung::of) {
            let verdict = if rung.holds { "holds" } else { "does not hold" };
            let _ = writeln!(out, "  {} beats {} {} — {verdict}", rung.stronger, rung.weaker, pct(&rung.share));
        }
    }
    let worth = balance::Worth::of(cards, runs);
    if let Some(w) = worth.first() {
        let _ = writeln!(
            out,
            "restricted play ({}, {} seats, {}): wins of {} forbidden the card",
            plan.rulesets[0], plan.seats[0], w.player, w.player
        );
        for w in &worth {
            let _ = writeln!(out, "  without {}: {}{}", w.card, pct(&w.share), if w.flag { " ◆" } else { "" });
        }
    }
    out
}
