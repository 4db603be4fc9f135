//! Variants in data: a ruleset of game.toml that starts from another one and changes any value of
//! the game's own tables, for simulations and balance reports.
//!
//! ```toml
//! [rulesets.grouped-3]
//! base = "2022-basic"       # every switch of 2022-basic...
//! scoring.grouped = 3       # ...with a grouped castle worth 3 ([scoring] grouped = 2)
//! play.hand_size = 7        # and hands of 7 ([play] hand_size = 6)
//! ```
//!
//! A key whose value is plain (`exhaustion_limit = 3`) is a switch of the ruleset, as in any
//! ruleset; a dotted key (`scoring.grouped`) changes that value of the game's table `[scoring]`,
//! which must already hold it. Written once for every game: each game reads its definition as it
//! always does, from the text [`split`] leaves (the variants blanked out, so that every line and
//! column stays where it was) and, for each variant, from the text of the game as that variant
//! plays it. The rulebooks follow the game as written; a variant is for `simulate` and `balance`.

use crate::diagnostic::{Diagnostic, Diagnostics};
use std::ops::Range;

/// A variant ruleset of game.toml.
#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    pub name: String,
    pub base: String,
    /// game.toml as the variant plays it: its tables changed, and a ruleset named after the
    /// variant with its base's switches and its own.
    pub text: String,
    /// Where the variant is written in game.toml (its `[rulesets.NAME]` section).
    pub span: Range<usize>,
}

/// game.toml with its variant rulesets blanked out (same length, same lines), and the variants.
pub fn split(shown: &str, text: &str) -> Result<(String, Vec<Variant>), Diagnostics> {
    let sections = variant_sections(text);
    if sections.is_empty() {
        return Ok((text.to_string(), Vec::new()));
    }
    let Ok(doc) = text.parse::<toml::Table>() else {
        // Not TOML: the game's own reading reports where.
        return Ok((text.to_string(), Vec::new()));
    };
    let mut blanked = text.to_string();
    let mut variants = Vec::new();
    let mut problems = Vec::new();
    let rulesets = doc.get("rulesets").and_then(|r| r.as_table());
    for (name, span) in sections {
        // Blank the section, keeping its line breaks.
        let blank: String = text[span.clone()].chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect();
        blanked.replace_range(span.clone(), &blank);
        let Some(table) = rulesets.and_then(|r| r.get(&name)).and_then(|t| t.as_table()) else { continue };
        let at = |key: &str| {
            let line = text[span.clone()].lines().position(|l| l.trim_start().starts_with(key)).unwrap_or(0);
            let start = span.start + text[span.clone()].lines().take(line).map(|l| l.len() + 1).sum::<usize>();
            start..start + text[start..].find('\n').unwrap_or(text.len() - start)
        };
        let problem = |key: &str, message: String, hint: &str| {
            Diagnostic::at(shown, text, at(key), message)
                .with_key(format!("rulesets.{name}.{key}"))
                .with_hint(hint.to_string())
        };
        let base = match table.get("base") {
            Some(toml::Value::String(b)) => b.clone(),
            _ => {
                problems.push(problem("base", "`base` names the ruleset this variant starts from".into(), ""));
                continue;
            }
        };
        let Some(base_table) = rulesets.and_then(|r| r.get(&base)).and_then(|t| t.as_table()) else {
            let names: Vec<&String> = rulesets.map(|r| r.keys().collect()).unwrap_or_default();
            let names: Vec<&str> = names.iter().map(|s| s.as_str()).filter(|n| *n != name).collect();
            problems.push(problem(
                "base",
                format!("no ruleset named {base:?} to start from"),
                &crate::diagnostic::listed("rulesets", &names),
            ));
            continue;
        };
        if base_table.contains_key("base") {
            problems.push(problem(
                "base",
                format!("{base:?} is itself a variant: a variant starts from a ruleset written in full"),
                "name the ruleset that one starts from",
            ));
            continue;
        }
        let mut game = doc.clone();
        let mut ruleset = base_table.clone();
        for (key, value) in table.iter().filter(|(k, _)| k.as_str() != "base") {
            match value {
                toml::Value::Table(changes) => {
                    if let Err(message) = change(&mut game, key, changes) {
                        problems.push(problem(key, message, "a variant changes values the game's tables already hold"));
                    }
                }
                plain => {
                    ruleset.insert(key.clone(), plain.clone());
                }
            }
        }
        let all = game.get_mut("rulesets").and_then(|r| r.as_table_mut()).expect("read above");
        all.retain(|_, t| !t.as_table().is_some_and(|t| t.contains_key("base")));
        all.insert(name.clone(), toml::Value::Table(ruleset));
        variants.push(Variant { name, base, text: toml::to_string(&game).expect("a TOML table serializes"), span });
    }
    if problems.is_empty() { Ok((blanked, variants)) } else { Err(Diagnostics(problems)) }
}

/// A game's definition read by `parse` from game.toml as written (its variants blanked out), and
/// each variant's definition, by name. A variant the game cannot read is an error at its section.
pub fn read_with<D>(
    shown: &str,
    text: &str,
    parse: impl Fn(&str, &str) -> Result<D, Diagnostics>,
) -> Result<(D, Vec<(String, D)>), Diagnostics> {
    let (written, variants) = split(shown, text)?;
    let def = parse(shown, &written)?;
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for v in variants {
        match parse(&format!("{shown} (ruleset {})", v.name), &v.text) {
            Ok(d) => out.push((v.name, d)),
            Err(e) => problems.extend(e.0.into_iter().map(|d| {
                let key = d.key.clone().unwrap_or_default();
                Diagnostic::at(
                    shown,
                    text,
                    v.span.start..v.span.start + text[v.span.clone()].find('\n').unwrap_or(0),
                    format!(
                        "as the variant {:?} changes it, {}{}",
                        v.name,
                        if key.is_empty() { String::new() } else { format!("{key}: ") },
                        d.message
                    ),
                )
                .with_key(format!("rulesets.{}", v.name))
                .with_hint(d.hint.unwrap_or_default())
            })),
        }
    }
    if problems.is_empty() { Ok((def, out)) } else { Err(Diagnostics(problems)) }
}

/// The definition that plays `ruleset`: the variant of that name, else the game as written.
pub fn holder<'a, D>(written: &'a D, variants: &'a [(String, D)], ruleset: &str) -> &'a D {
    variants.iter().find(|(n, _)| n == ruleset).map_or(written, |(_, d)| d)
}

/// Every ruleset, the variants' after those written in full: `rulesets` lists a definition's,
/// `name` names one.
pub fn all<'a, D, R: 'a>(
    written: &'a D,
    variants: &'a [(String, D)],
    rulesets: impl Fn(&'a D) -> &'a [R] + Copy + 'a,
    name: impl Fn(&R) -> &str + Copy + 'a,
) -> impl Iterator<Item = &'a R> + 'a {
    rulesets(written).iter().chain(variants.iter().filter_map(move |(n, d)| rulesets(d).iter().find(|r| name(r) == n)))
}

/// Sets `table.key.…` to each value of `changes` (nested by dotted keys), each of which must
/// exist with a value of the same type.
fn change(doc: &mut toml::Table, key: &str, changes: &toml::Table) -> Result<(), String> {
    let Some(toml::Value::Table(target)) = doc.get_mut(key) else {
        return Err(format!("game.toml has no table [{key}] to change"));
    };
    for (k, v) in changes {
        let path = format!("{key}.{k}");
        match (target.get_mut(k), v) {
            (Some(toml::Value::Table(_)), toml::Value::Table(inner)) => {
                let mut sub = toml::Table::new();
                std::mem::swap(&mut sub, target);
                let result = change(&mut sub, k, inner).map_err(|e| e.replace(&format!("[{k}]"), &format!("[{path}]")));
                std::mem::swap(&mut sub, target);
                result?;
            }
            (Some(old), new) if std::mem::discriminant(old) == std::mem::discriminant(new) => *old = new.clone(),
            (Some(old), new) => {
                return Err(format!("{path} is {}, not {}", old.type_str(), new.type_str()));
            }
            (None, _) => {
                let known: Vec<&String> = target.keys().collect();
                return Err(format!(
                    "game.toml's [{key}] has no `{k}` (it has: {})",
                    known.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
                ));
            }
        }
    }
    Ok(())
}

/// The `[rulesets.NAME]` sections that hold a `base` key, with their byte ranges (header to the
/// next table header or the end).
fn variant_sections(text: &str) -> Vec<(String, Range<usize>)> {
    let mut out = Vec::new();
    let mut offset = 0;
    let mut current: Option<(String, usize, bool)> = None;
    let close = |current: &mut Option<(String, usize, bool)>, end: usize, out: &mut Vec<_>| {
        if let Some((name, start, true)) = current.take() {
            out.push((name, start..end));
        }
    };
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            close(&mut current, offset, &mut out);
            current = trimmed
                .strip_prefix("[rulesets.")
                .and_then(|rest| rest.split(']').next())
                .map(|name| (name.trim().trim_matches('"').to_string(), offset, false));
        } else if let Some((_, _, has_base)) = current.as_mut()
            && trimmed.split('=').next().is_some_and(|k| k.trim() == "base")
        {
            *has_base = true;
        }
        offset += line.len();
    }
    close(&mut current, offset, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "[game]\nname = \"G\"\n\n[scoring]\ngrouped = 2\nsweep = 12\n\n[play]\nhand_size = 6\n\n\
        [rulesets.basic]\nremoval = \"none\"\nlimit = 2\n\n[rulesets.grouped-3]\nbase = \"basic\"\nscoring.grouped = 3\nlimit = 3\n";

    #[test]
    fn a_variant_changes_the_games_tables_and_its_bases_switches() {
        let (blanked, variants) = split("game.toml", GAME).unwrap();
        assert_eq!(blanked.len(), GAME.len());
        assert_eq!(blanked.lines().count(), GAME.lines().count());
        assert!(!blanked.contains("grouped-3") && blanked.contains("[rulesets.basic]"));
        let [v] = variants.as_slice() else { panic!("{variants:?}") };
        assert_eq!((v.name.as_str(), v.base.as_str()), ("grouped-3", "basic"));
        let doc: toml::Table = v.text.parse().unwrap();
        assert_eq!(doc["scoring"]["grouped"].as_integer(), Some(3));
        assert_eq!(doc["scoring"]["sweep"].as_integer(), Some(12));
        let rs = doc["rulesets"]["grouped-3"].as_table().unwrap();
        assert_eq!(rs["removal"].as_str(), Some("none"));
        assert_eq!(rs["limit"].as_integer(), Some(3));
        assert!(!rs.contains_key("base") && !rs.contains_key("scoring"));
        assert!(doc["rulesets"].get("basic").is_some(), "the other rulesets stay");
    }

    #[test]
    fn a_variant_changing_a_value_the_game_does_not_have_is_located_with_what_there_is() {
        let text = GAME.replace("scoring.grouped = 3", "scoring.groupd = 3");
        let err = split("game.toml", &text).unwrap_err();
        let d = &err.0[0];
        assert!(d.message.contains("no `groupd`") && d.message.contains("grouped, sweep"), "{}", d.message);
        assert_eq!(d.line, text.lines().position(|l| l.starts_with("scoring.groupd")).unwrap() + 1);
    }

    #[test]
    fn a_variant_of_an_unknown_base_or_of_another_type_is_refused() {
        let err = split("game.toml", &GAME.replace("base = \"basic\"", "base = \"basik\"")).unwrap_err();
        assert!(err.0[0].message.contains("no ruleset named \"basik\""), "{}", err.0[0].message);
        let err = split("game.toml", &GAME.replace("scoring.grouped = 3", "scoring.grouped = \"3\"")).unwrap_err();
        assert!(err.0[0].message.contains("integer, not string"), "{}", err.0[0].message);
    }

    #[test]
    fn a_game_without_variants_is_read_as_written() {
        let text = GAME.split("[rulesets.grouped-3]").next().unwrap();
        assert_eq!(split("game.toml", text).unwrap(), (text.to_string(), Vec::new()));
    }
}
