//! The balance report as a PDF: the figures of a study ([`super::balance`]) drawn by
//! `templates/common/balance.typ` (bars with their interval whiskers, a histogram of lengths),
//! with a short text under each figure, in one of the languages below.
//!
//! The report is scriptorium's own document, not a game's: its texts are part of scriptorium
//! (`src/sim/report/<lang>.ftl`), their ids and variables declared once in [`MESSAGES`].

use super::balance::{Names, Plan, Run, Rung, Study, Worth, compare, copy_pairs, ruleset_pairs};
use super::interval::Share;
use crate::content::Locale;
use fluent_bundle::FluentArgs;
use serde::Serialize;

/// The languages the report is written in, with their texts.
pub const LANGUAGES: [(&str, &str); 4] = [
    ("en", include_str!("en.ftl")),
    ("fr", include_str!("fr.ftl")),
    ("de", include_str!("de.ftl")),
    ("es", include_str!("es.ftl")),
];

/// Every message of the report and the variables it is given.
pub const MESSAGES: &[(&str, &[&str])] = &[
    ("report-title", &["game"]),
    ("report-subtitle", &["rulesets", "seed", "games"]),
    ("report-intro", &[]),
    ("report-players", &[]),
    ("ladder-title", &[]),
    ("ladder-caption", &["games", "ruleset"]),
    ("ladder-rung", &["stronger", "weaker"]),
    ("ladder-holds", &[]),
    ("ladder-fails", &[]),
    ("run-title", &["ruleset", "seats", "pairing"]),
    ("run-games", &["games"]),
    ("wins-caption", &[]),
    ("label-order", &["k"]),
    ("label-side", &["side"]),
    ("label-player", &["player"]),
    ("label-draws", &[]),
    ("ends-caption", &[]),
    ("lengths-caption", &["unit", "mean"]),
    ("cards-caption", &[]),
    ("cards-head-card", &[]),
    ("cards-head-played", &[]),
    ("cards-head-wins", &[]),
    ("worth-title", &[]),
    ("worth-caption", &["player", "games", "ruleset"]),
    ("worth-label", &["card"]),
    ("compare-title", &["ruleset", "against"]),
    ("compare-caption", &["ruleset", "against", "pairing"]),
    ("against-title", &["ruleset", "folder"]),
    ("against-caption", &["ruleset", "folder", "pairing"]),
    ("against-this", &[]),
    ("compare-head-figure", &[]),
    ("compare-head-difference", &[]),
    ("rare-title", &[]),
    ("rare-caption", &[]),
    ("rare-none", &[]),
];

/// The report's texts in `lang`, or an error naming the languages there are.
pub fn texts(lang: &str) -> anyhow::Result<Locale> {
    let Some((_, source)) = LANGUAGES.iter().find(|(l, _)| *l == lang) else {
        anyhow::bail!(
            "the balance report is written in {}, not {lang:?}: choose one with --lang",
            LANGUAGES.map(|(l, _)| l).join(", ")
        );
    };
    Locale::parse(lang, &format!("src/sim/report/{lang}.ftl"), source).map_err(|d| anyhow::anyhow!("{d:?}"))
}

/// A bar: a share with its interval, and whether the interval leaves out an even share.
#[derive(Serialize)]
struct Bar {
    label: String,
    p: f64,
    low: f64,
    high: f64,
    n: u64,
    flag: bool,
}

impl Bar {
    fn of(label: String, s: &Share, even: f64) -> Bar {
        Bar { label, p: s.p, low: s.low, high: s.high, n: s.n, flag: s.excludes(even) }
    }
}

#[derive(Serialize)]
struct CardRow {
    card: String,
    played: Bar,
    wins: Bar,
}

#[derive(Serialize)]
struct RunView {
    title: String,
    games: String,
    wins: Vec<Bar>,
    even: f64,
    wins_caption: String,
    ends: Vec<Bar>,
    ends_caption: String,
    lengths: Vec<(u32, u64)>,
    lengths_caption: String,
    cards: Vec<CardRow>,
    cards_caption: String,
}

#[derive(Serialize)]
struct CompareRow {
    label: String,
    first: f64,
    this: f64,
    d: f64,
    low: f64,
    high: f64,
    flag: bool,
}

#[derive(Serialize)]
struct CompareView {
    title: String,
    caption: String,
    against: String,
    this: String,
    rows: Vec<CompareRow>,
}

/// The games of one pairing that ended one rare way: how many, the first seeds, and the command
/// that replays one (SEED to replace).
#[derive(Serialize)]
struct RareRow {
    end: String,
    games: u64,
    seeds: Vec<u64>,
    command: String,
}

#[derive(Serialize)]
struct View {
    lang: String,
    title: String,
    subtitle: String,
    intro: String,
    players: String,
    ladder_title: String,
    ladder_even: f64,
    ladder_caption: String,
    ladder: Vec<Bar>,
    ladder_verdict: String,
    runs: Vec<RunView>,
    worth_title: String,
    worth_caption: String,
    worth: Vec<Bar>,
    worth_even: f64,
    comparisons: Vec<CompareView>,
    rare_title: String,
    rare_caption: String,
    rare: Vec<RareRow>,
    rare_none: String,
    heads: serde_json::Value,
}

/// The data `templates/common/balance.typ` draws: every text formatted in `lang`, the game's
/// sides, cards and ends as `names` gives them for a ruleset and a number of seats.
pub fn view(
    texts: &Locale,
    names: &dyn Fn(&str, u8) -> anyhow::Result<Names>,
    unit: &str,
    (id, name): (&str, &str),
    plan: &Plan,
    runs: &[Run],
    against: Option<(&str, &[Run])>,
) -> anyhow::Result<serde_json::Value> {
    let t = |msg: &str, args: &[(&str, String)]| -> anyhow::Result<String> {
        let mut a = FluentArgs::new();
        for (k, v) in args {
            match v.parse::<f64>() {
                Ok(n) if !v.contains(':') && !v.contains(',') => a.set(*k, n),
                _ => a.set(*k, v.clone()),
            }
        }
        texts.format(msg, Some(&a)).map_err(|e| anyhow::anyhow!("{}", e.0.message))
    };
    let studied: Vec<&Run> = runs.iter().filter(|r| r.study == Study::Ruleset).collect();

    let mut run_views = Vec::new();
    for r in &studied {
        let tally = &r.tally;
        let named = names(&r.ruleset, r.seats)?;
        let even = r.even();
        let mut wins = Vec::new();
        for (k, s) in tally.by_order.iter().enumerate() {
            wins.push(Bar::of(t("label-order", &[("k", (k + 1).to_string())])?, s, even));
        }
        for (side, s) in named.sides.iter().zip(&tally.by_side) {
            wins.push(Bar::of(t("label-side", &[("side", side.clone())])?, s, even));
        }
        if r.pairing.a != r.pairing.b {
            for (player, s) in [r.pairing.a, r.pairing.b].iter().zip(&tally.by_player) {
                wins.push(Bar::of(t("label-player", &[("player", player.id())])?, s, even));
            }
        }
        wins.push(Bar { flag: false, ..Bar::of(t("label-draws", &[])?, &tally.draws, even) });
        let ends = tally
            .ends
            .iter()
            .zip(&named.ends)
            .map(|((_, s), e)| Bar { flag: false, ..Bar::of(e.clone(), s, even) })
            .collect();
        let cards = tally
            .cards
            .iter()
            .zip(&named.cards)
            .filter(|(c, _)| c.played.hits > 0.0)
            .map(|(c, card)| CardRow {
                card: card.clone(),
                played: Bar { flag: false, ..Bar::of(String::new(), &c.played, even) },
                wins: Bar::of(String::new(), &c.wins_when_played, even),
            })
            .collect();
        run_views.push(RunView {
            title: t(
                "run-title",
                &[("ruleset", r.ruleset.clone()), ("seats", r.seats.to_string()), ("pairing", r.pairing.id())],
            )?,
            games: t("run-games", &[("games", tally.games.to_string())])?,
            wins,
            even,
            wins_caption: t("wins-caption", &[])?,
            ends,
            ends_caption: t("ends-caption", &[])?,
            lengths: tally.lengths.clone(),
            lengths_caption: t(
                "lengths-caption",
                &[("unit", unit.to_string()), ("mean", format!("{:.1}", tally.mean_length))],
            )?,
            cards,
            cards_caption: t("cards-caption", &[])?,
        });
    }

    // Each figure of `this` beside the same figure of `first`, with their difference.
    let rows_of = |first: &Run, this: &Run| -> anyhow::Result<Vec<CompareRow>> {
        let mut rows = Vec::new();
        let sides = names(&this.ruleset, this.seats)?.sides;
        for (k, c) in compare(&this.sides, &first.tally, &this.tally).into_iter().enumerate() {
            let label = if k < sides.len() {
                t("label-order", &[("k", (k + 1).to_string())])?
            } else if k < 2 * sides.len() {
                t("label-side", &[("side", sides[k - sides.len()].clone())])?
            } else {
                t("label-draws", &[])?
            };
            rows.push(CompareRow {
                label,
                first: c.first.p,
                this: c.this.p,
                d: c.difference.d,
                low: c.difference.low,
                high: c.difference.high,
                flag: c.difference.excludes_zero(),
            });
        }
        Ok(rows)
    };
    let mut comparisons = Vec::new();
    for (first, other) in ruleset_pairs(plan, runs) {
        let args =
            [("ruleset", other.ruleset.clone()), ("against", first.ruleset.clone()), ("pairing", first.pairing.id())];
        comparisons.push(CompareView {
            title: t("compare-title", &args[..2])?,
            caption: t("compare-caption", &args)?,
            against: first.ruleset.clone(),
            this: other.ruleset.clone(),
            rows: rows_of(first, other)?,
        });
    }
    // The same study of another copy of the pack (`--against DIR`), run by run.
    if let Some((folder, earlier)) = against {
        for (then, this) in copy_pairs(runs, earlier) {
            let args =
                [("ruleset", this.ruleset.clone()), ("folder", folder.to_string()), ("pairing", this.pairing.id())];
            comparisons.push(CompareView {
                title: t("against-title", &args[..2])?,
                caption: t("against-caption", &args)?,
                against: folder.to_string(),
                this: t("against-this", &[])?,
                rows: rows_of(then, this)?,
            });
        }
    }

    let rungs: Vec<Rung> = runs.iter().filter(|r| r.study == Study::Ladder).map(Rung::of).collect();
    let mut ladder = Vec::new();
    for rung in &rungs {
        let label = t("ladder-rung", &[("stronger", rung.stronger.clone()), ("weaker", rung.weaker.clone())])?;
        ladder.push(Bar { flag: rung.holds, ..Bar::of(label, &rung.share, rung.even) });
    }
    // The rare games of each pairing, by way of ending and by the players that replay them.
    let mut rare = Vec::new();
    for r in &studied {
        let ends = names(&r.ruleset, r.seats)?.ends;
        for ((end, share), end_name) in r.tally.ends.iter().zip(ends) {
            let mut groups: Vec<(&str, Vec<u64>)> = Vec::new();
            for g in r.tally.rare.iter().filter(|g| g.end == end) {
                match groups.iter_mut().find(|(p, _)| *p == g.players) {
                    Some((_, seeds)) => seeds.push(g.seed),
                    None => groups.push((&g.players, vec![g.seed])),
                }
            }
            for (players, seeds) in groups {
                rare.push(RareRow {
                    end: end_name.clone(),
                    games: share.hits as u64,
                    seeds,
                    command: format!(
                        "scriptorium --game {id} simulate --ruleset {} --seats {} --players {players} --games 1 --log - --seed",
                        r.ruleset, r.seats
                    ),
                });
            }
        }
    }
    // Restricted play: each card's worth.
    // The ladder and restricted play are played under the first ruleset with the first seats.
    let first_even = runs.iter().find(|r| r.study != Study::Ruleset).map_or(0.5, Run::even);
    let mut worth = Vec::new();
    for w in Worth::of(&names(&plan.rulesets[0], plan.seats[0])?.cards, runs) {
        worth.push(Bar {
            flag: w.flag,
            ..Bar::of(t("worth-label", &[("card", w.card.clone())])?, &w.share, first_even)
        });
    }
    let games: u64 = runs.iter().map(|r| r.tally.games).sum();
    let view = View {
        lang: texts.lang.clone(),
        title: t("report-title", &[("game", name.to_string())])?,
        subtitle: t(
            "report-subtitle",
            &[("rulesets", plan.rulesets.join(", ")), ("seed", plan.seed.to_string()), ("games", games.to_string())],
        )?,
        intro: t("report-intro", &[])?,
        players: t("report-players", &[])?,
        ladder_even: first_even,
        ladder_title: t("ladder-title", &[])?,
        ladder_caption: t(
            "ladder-caption",
            &[("games", plan.ladder_games.to_string()), ("ruleset", plan.rulesets[0].clone())],
        )?,
        ladder_verdict: if rungs.iter().all(|r| r.holds) { t("ladder-holds", &[])? } else { t("ladder-fails", &[])? },
        ladder,
        runs: run_views,
        worth_title: t("worth-title", &[])?,
        worth_caption: t(
            "worth-caption",
            &[
                ("player", plan.restricted.id()),
                ("games", plan.restricted_games.to_string()),
                ("ruleset", plan.rulesets[0].clone()),
            ],
        )?,
        worth,
        worth_even: first_even,
        comparisons,
        rare_title: t("rare-title", &[])?,
        rare_caption: t("rare-caption", &[])?,
        rare,
        rare_none: t("rare-none", &[])?,
        heads: serde_json::json!({
            "card": t("cards-head-card", &[])?,
            "played": t("cards-head-played", &[])?,
            "wins": t("cards-head-wins", &[])?,
            "figure": t("compare-head-figure", &[])?,
            "difference": t("compare-head-difference", &[])?,
        }),
    };
    Ok(serde_json::to_value(view)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_defines_exactly_the_reports_messages() {
        for (lang, _) in LANGUAGES {
            let texts = texts(lang).unwrap();
            let mut ids: Vec<&str> = texts.ids().iter().map(String::as_str).collect();
            let mut wanted: Vec<&str> = MESSAGES.iter().map(|(id, _)| *id).collect();
            ids.sort_unstable();
            wanted.sort_unstable();
            assert_eq!(ids, wanted, "{lang}");
        }
    }

    #[test]
    fn a_language_without_texts_is_refused_with_the_languages_there_are() {
        let err = texts("it").unwrap_err().to_string();
        assert!(err.contains("en, fr, de, es") && err.contains("--lang"), "{err}");
    }
}
