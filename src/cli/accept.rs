//! `check --accept`: after a rule change, the expectations of the worked examples that the
//! engine's play contradicts are shown before and after, and once confirmed replaced in
//! examples.toml by what the engine gives. Only the value is rewritten, in place: the file's
//! comments, order and layout stay as the designer wrote them.

use anyhow::{Context, bail};
use scriptorium::content::PackSource;
use scriptorium::diagnostic::Diagnostic;
use std::collections::BTreeMap;
use std::io::{BufRead, IsTerminal, Write};
use std::ops::Range;

/// One value to replace: where, by what, and which problem asked for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fix {
    pub file: String,
    pub span: Range<usize>,
    pub text: String,
    /// The problem it settles, to show.
    pub about: String,
}

/// The fixes the problems carry, one per place (an example checked twice asks once).
pub fn fixes(problems: &[Diagnostic]) -> Vec<Fix> {
    let mut out: Vec<Fix> = Vec::new();
    for d in problems.iter().filter(|d| !d.warning) {
        let Some(text) = &d.fix else { continue };
        if out.iter().any(|f| f.file == d.file && f.span == d.span) {
            continue;
        }
        out.push(Fix { file: d.file.clone(), span: d.span.clone(), text: text.clone(), about: d.message.clone() });
    }
    out
}

/// `source` with every fix applied; refused when two overlap, one falls outside the text, or
/// the result is not TOML any more.
pub fn apply(source: &str, fixes: &[&Fix]) -> Result<String, String> {
    let mut sorted: Vec<&&Fix> = fixes.iter().collect();
    sorted.sort_by_key(|f| f.span.start);
    for pair in sorted.windows(2) {
        if pair[0].span.end > pair[1].span.start {
            return Err(format!("two changes overlap at byte {}", pair[1].span.start));
        }
    }
    let mut out = source.to_string();
    for f in sorted.iter().rev() {
        let ok = f.span.start <= f.span.end
            && f.span.end <= out.len()
            && out.is_char_boundary(f.span.start)
            && out.is_char_boundary(f.span.end);
        if !ok {
            return Err(format!("the file changed since it was checked (byte {} is not where it was)", f.span.start));
        }
        out.replace_range(f.span.clone(), &f.text);
    }
    toml::from_str::<toml::Table>(&out).map_err(|e| format!("the changed file would not be TOML: {}", e.message()))?;
    Ok(out)
}

/// The lines `fixes` touch, before and after them all: (1-based first line, old, new).
fn lines_of(source: &str, fixes: &[&Fix]) -> (usize, String, String) {
    let (first, last) = (fixes[0], fixes[fixes.len() - 1]);
    let start = source[..first.span.start].rfind('\n').map_or(0, |i| i + 1);
    let end = source[last.span.end..].find('\n').map_or(source.len(), |i| last.span.end + i);
    let mut after = String::new();
    let mut at = start;
    for f in fixes {
        after.push_str(&source[at..f.span.start]);
        after.push_str(&f.text);
        at = f.span.end;
    }
    after.push_str(&source[at..end]);
    (source[..start].matches('\n').count() + 1, source[start..end].to_string(), after)
}

/// A diff of the fixes of one file, as `check --accept` shows it: each changed line once, with
/// every change it holds, under the problems that ask for them.
pub fn diff(file: &str, source: &str, fixes: &[&Fix]) -> String {
    let mut sorted: Vec<&Fix> = fixes.to_vec();
    sorted.sort_by_key(|f| f.span.start);
    let line_of = |f: &Fix| source[..f.span.start].matches('\n').count();
    let mut out = String::new();
    for group in sorted.chunk_by(|a, b| line_of(a) == line_of(b)) {
        let (line, before, after) = lines_of(source, group);
        out.push_str(&format!("{file}:{line}:\n"));
        for f in group {
            out.push_str(&format!("  {}\n", f.about));
        }
        for l in before.lines() {
            out.push_str(&format!("  - {l}\n"));
        }
        for l in after.lines() {
            out.push_str(&format!("  + {l}\n"));
        }
    }
    out
}

/// Shows the fixes, asks (unless `yes`), writes them. Whether anything was written.
pub fn accept(pack: &PackSource, fixes: &[Fix], yes: bool) -> anyhow::Result<bool> {
    if matches!(pack, PackSource::Embedded) {
        bail!(
            "--accept rewrites examples.toml, and the pack built into scriptorium cannot be changed\n  = hint: run it \
             inside a pack on disk (`scriptorium new <id>` starts one), or pass --root DIR"
        );
    }
    let mut by_file: BTreeMap<&str, Vec<&Fix>> = BTreeMap::new();
    for f in fixes {
        by_file.entry(f.file.as_str()).or_default().push(f);
    }
    let mut changed: Vec<(&str, String)> = Vec::new();
    let mut stdout = std::io::stdout().lock();
    for (file, fixes) in &by_file {
        let raw = std::fs::read_to_string(file).with_context(|| format!("cannot read {file}"))?;
        // The pack reads a file without its byte-order mark: the spans count from after it.
        let (bom, source) = match raw.strip_prefix('\u{feff}') {
            Some(rest) => ("\u{feff}", rest),
            None => ("", raw.as_str()),
        };
        let new = apply(source, fixes).map_err(|e| anyhow::anyhow!("{file}: {e}; nothing was written"))?;
        write!(stdout, "{}", diff(file, source, fixes))?;
        changed.push((file, format!("{bom}{new}")));
    }
    let n = fixes.len();
    let what = if n == 1 { "1 expectation".to_string() } else { format!("{n} expectations") };
    if !yes {
        if !std::io::stdin().is_terminal() {
            writeln!(stdout, "nothing written: add --yes to write the {what} above")?;
            return Ok(false);
        }
        write!(stdout, "write the {what} above? [y/N] ")?;
        stdout.flush()?;
        let mut answer = String::new();
        std::io::stdin().lock().read_line(&mut answer)?;
        if !matches!(answer.trim(), "y" | "Y" | "yes") {
            writeln!(stdout, "nothing written")?;
            return Ok(false);
        }
    }
    for (file, text) in &changed {
        scriptorium::output::write_file(std::path::Path::new(file), text.as_bytes())
            .with_context(|| format!("cannot write {file}"))?;
    }
    let files: Vec<&str> = changed.iter().map(|(f, _)| *f).collect();
    writeln!(stdout, "wrote the {what} into {}", files.join(", "))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "# Guyenne's examples\n[[example]]\nid = \"neutral\" # R5.3\n\n[[example.expect]]\nwinner = \"english\"  # the higher total\nhand = { english = 6, french = 6 }\n";

    fn fix_of(from: &str, text: &str) -> Fix {
        let start = SOURCE.find(from).unwrap();
        Fix { file: "examples.toml".into(), span: start..start + from.len(), text: text.into(), about: "x".into() }
    }

    /// Only the values change: comments, blank lines and the other keys are kept byte for byte.
    #[test]
    fn accepting_rewrites_the_values_and_keeps_comments_and_layout() {
        let a = fix_of("\"english\"", "\"french\"");
        let b = fix_of("french = 6", "french = 6");
        let b = Fix { span: b.span.start + 9..b.span.end, text: "5".into(), ..b };
        let out = apply(SOURCE, &[&b, &a]).unwrap();
        assert_eq!(out, SOURCE.replace("\"english\"  #", "\"french\"  #").replace("french = 6", "french = 5"));
    }

    /// A change that would break the file, or two that overlap, write nothing.
    #[test]
    fn a_change_that_breaks_the_toml_or_overlaps_another_is_refused() {
        assert!(apply(SOURCE, &[&fix_of("\"english\"", "[unclosed")]).unwrap_err().contains("not be TOML"));
        let a = fix_of("\"english\"  # the", "1");
        let b = fix_of("english\"", "2");
        assert!(apply(SOURCE, &[&a, &b]).unwrap_err().contains("overlap"));
    }

    /// The diff shows each changed line before and after, with its line number.
    #[test]
    fn the_diff_shows_each_line_before_and_after() {
        let a = fix_of("\"english\"", "\"french\"");
        let shown = diff("examples.toml", SOURCE, &[&a]);
        assert_eq!(
            shown,
            "examples.toml:6:\n  x\n  - winner = \"english\"  # the higher total\n  + winner = \"french\"  # the higher total\n"
        );
    }

    /// Two changes on one line are shown as that line once, with both.
    #[test]
    fn two_changes_on_one_line_are_shown_together() {
        let at = |from: &str, text: &str| {
            let start = SOURCE.find(from).unwrap() + from.len() - 1;
            Fix { file: "examples.toml".into(), span: start..start + 1, text: text.into(), about: from.into() }
        };
        let (a, b) = (at("english = 6", "5"), at("french = 6", "4"));
        let shown = diff("examples.toml", SOURCE, &[&b, &a]);
        assert!(
            shown.ends_with("  - hand = { english = 6, french = 6 }\n  + hand = { english = 5, french = 4 }\n"),
            "{shown}"
        );
        assert_eq!(shown.matches("examples.toml:7:").count(), 1, "{shown}");
    }
}
