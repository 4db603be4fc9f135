//! What every game.toml shares, whatever its engine: the `[game]` table (id, name, people, the
//! reference language, the engine) and the `[theme]` (card size, bleed, font, colours); and the
//! reader that turns a value into a located problem.

use crate::diagnostic::{Diagnostic, Diagnostics};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// game.toml's `[game]` table, as written.
#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct RawMeta {
    pub id: Spanned<String>,
    pub name: Spanned<String>,
    pub authors: Spanned<Vec<String>>,
    /// The language the designers write in: every other language is checked against it.
    pub language: Spanned<String>,
    /// The rules engine built into scriptorium that plays this game (e.g. "guyenne"); none for
    /// a game of data and templates only.
    #[serde(default)]
    pub engine: Option<Spanned<String>>,
    #[serde(default)]
    pub illustrator: Option<Spanned<String>>,
    #[serde(default)]
    pub publisher: Option<Spanned<String>>,
    #[serde(default)]
    pub age: Option<Spanned<i64>>,
    #[serde(default)]
    pub minutes: Option<Spanned<[i64; 2]>>,
    /// The rules edition the rulebooks follow unless told otherwise (games with editions).
    #[serde(default)]
    pub edition: Option<Spanned<String>>,
    #[serde(default)]
    pub min_seats: Option<Spanned<i64>>,
    #[serde(default)]
    pub max_seats: Option<Spanned<i64>>,
}

/// Only the engine of a game.toml, read before the game's own schema is known.
#[derive(Deserialize)]
struct EngineOnly {
    game: EngineOnlyMeta,
}

#[derive(Deserialize)]
struct EngineOnlyMeta {
    #[serde(default)]
    engine: Option<Spanned<String>>,
}

/// Only the reference language of a game.toml, read leniently (the rest may have problems).
#[derive(Deserialize)]
struct LanguageOnly {
    game: LanguageOnlyMeta,
}

#[derive(Deserialize)]
struct LanguageOnlyMeta {
    language: String,
}

/// The reference language a game.toml names, if that much of it can be read.
pub fn language_of(source: &str) -> Option<String> {
    toml::from_str::<LanguageOnly>(source).ok().map(|l| l.game.language)
}

/// The engine a game.toml names (`None` for a game without one), or its TOML error.
pub fn engine_of(file: &str, source: &str) -> Result<Option<Spanned<String>>, Diagnostics> {
    toml::from_str::<EngineOnly>(source)
        .map(|e| e.game.engine)
        .map_err(|e| Diagnostics(vec![toml_error(file, source, &e)]))
}

/// The facts of `[game]` every game has, validated.
#[derive(Clone, Debug, PartialEq)]
pub struct GameMeta {
    /// game.toml, as shown in messages.
    pub file: String,
    pub id: String,
    pub name: String,
    pub authors: Vec<String>,
    pub illustrator: String,
    pub publisher: String,
    /// The reference language: its file defines every message.
    pub language: String,
    pub engine: Option<String>,
    /// The youngest players' age (0 when not given).
    pub age: u8,
    /// Length of a game in minutes ((0, 0) when not given).
    pub minutes: (u8, u8),
    /// Fewest and most players.
    pub seats: (u8, u8),
    pub theme: Theme,
}

/// Collects problems while reading one file.
pub struct Reader<'a> {
    pub file: &'a str,
    pub source: &'a str,
    pub problems: Vec<Diagnostic>,
}

impl<'a> Reader<'a> {
    pub fn new(file: &'a str, source: &'a str) -> Reader<'a> {
        Reader { file, source, problems: Vec::new() }
    }

    pub fn error<T>(&mut self, spanned: &Spanned<T>, key: &str, message: String, hint: &str) {
        let mut d = Diagnostic::at(self.file, self.source, spanned.span(), message).with_key(key);
        if !hint.is_empty() {
            d = d.with_hint(hint);
        }
        self.problems.push(d);
    }

    /// An integer in `range`, or a diagnostic naming the key.
    pub fn int(&mut self, v: &Spanned<i64>, key: &str, range: std::ops::RangeInclusive<i64>, what: &str) -> u8 {
        debug_assert!(*range.end() <= 255);
        self.wide_int(v, key, range, what) as u8
    }

    /// An integer in `range` (falling back to its start after a diagnostic).
    pub fn wide_int(&mut self, v: &Spanned<i64>, key: &str, range: std::ops::RangeInclusive<i64>, what: &str) -> i64 {
        let n = *v.get_ref();
        if !range.contains(&n) {
            let message = format!("{what} must be between {} and {}, found {n}", range.start(), range.end());
            self.error(v, key, message, "");
            return *range.start();
        }
        n
    }

    /// A plain name: lowercase letters, digits and dashes, so that it is safe in file names.
    pub fn name(&mut self, v: &Spanned<String>, key: &str) -> String {
        let s = v.get_ref();
        if !super::is_plain_name(s) {
            let hint = "use lowercase letters, digits and dashes only, e.g. \"curtain-wall\"";
            self.error(v, key, format!("{s:?} is not a plain name"), hint);
        }
        s.clone()
    }

    /// A name or a line of text printed as it is (a game's name, its authors): no control
    /// character (a NUL written as \u0000) and no runaway length, which would reach the
    /// typesetting and be reported far from here.
    pub fn printed(&mut self, v: &Spanned<String>, key: &str) -> String {
        let s = v.get_ref();
        if let Some(c) = s.chars().find(|c| c.is_control()) {
            let message = format!("holds the control character U+{:04X}", c as u32);
            self.error(v, key, message, "remove it (an escape such as \\u0000?)");
        } else if s.chars().count() > 200 {
            let message = format!("is {} characters long, over the limit of 200", s.chars().count());
            self.error(v, key, message, "a printed name or line is far shorter");
        }
        s.clone()
    }

    /// The problems found, in file order, or `Ok`.
    pub fn finish(mut self) -> Result<(), Diagnostics> {
        self.problems.sort_by_key(|d| (d.line, d.column));
        if self.problems.is_empty() { Ok(()) } else { Err(Diagnostics(self.problems)) }
    }
}

/// Reads `[game]` and `[theme]`. `folder` is the game's folder name, which the id must equal;
/// `colours` are the colours the game's own drawings need, with their defaults (a game of
/// templates only may name any colour).
pub fn read_meta(
    r: &mut Reader,
    raw: &RawMeta,
    theme: Option<&RawTheme>,
    folder: &str,
    colours: &[(&str, &str)],
) -> GameMeta {
    let id = r.name(&raw.id, "game.id");
    if id != folder {
        let hint = format!("set id = {folder:?}, or rename the folder content/{folder}/ to content/{id}/");
        r.error(&raw.id, "game.id", format!("the game's id {id:?} is not its folder's name {folder:?}"), &hint);
    }
    let language = raw.language.get_ref().clone();
    if let Err(e) = super::language_tag(&language) {
        r.error(
            &raw.language,
            "game.language",
            e,
            "name the reference language by its BCP 47 tag, e.g. \"fr\" or \"en\"",
        );
    }
    let (mut min_seats, mut max_seats) = (2, 2);
    if let Some(v) = &raw.min_seats {
        min_seats = r.int(v, "game.min_seats", 1..=99, "the fewest players");
    }
    if let Some(v) = &raw.max_seats {
        max_seats = r.int(v, "game.max_seats", 1..=99, "the most players");
        if min_seats > max_seats {
            r.error(v, "game.max_seats", "is below game.min_seats".into(), "");
        }
    } else {
        max_seats = max_seats.max(min_seats);
    }
    let age = raw.age.as_ref().map_or(0, |a| r.int(a, "game.age", 0..=99, "the youngest players' age"));
    let minutes = match &raw.minutes {
        Some(m) => {
            let [lo, hi] = *m.get_ref();
            if !(1..=255).contains(&lo) || !(lo..=255).contains(&hi) {
                r.error(m, "game.minutes", format!("[{lo}, {hi}] is not a range of minutes"), "e.g. [10, 15]");
            }
            (lo.clamp(0, 255) as u8, hi.clamp(0, 255) as u8)
        }
        None => (0, 0),
    };
    GameMeta {
        file: r.file.to_string(),
        id,
        name: r.printed(&raw.name, "game.name"),
        authors: {
            let authors = raw.authors.get_ref();
            let span = raw.authors.span();
            authors.iter().map(|a| r.printed(&Spanned::new(span.clone(), a.clone()), "game.authors")).collect()
        },
        illustrator: raw.illustrator.as_ref().map_or(String::new(), |v| r.printed(v, "game.illustrator")),
        publisher: raw.publisher.as_ref().map_or(String::new(), |v| r.printed(v, "game.publisher")),
        language,
        engine: raw.engine.as_ref().map(|e| e.get_ref().clone()),
        age,
        minutes,
        seats: (min_seats, max_seats),
        theme: match theme {
            Some(t) => read_theme(r, t, colours),
            None => Theme::with_colours(colours),
        },
    }
}

/// game.toml's `[theme]`, as written.
#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct RawTheme {
    card_width: Spanned<Length>,
    card_height: Spanned<Length>,
    bleed: Spanned<Length>,
    safe: Spanned<Length>,
    dpi: Spanned<i64>,
    font: Spanned<String>,
    #[serde(default)]
    colours: BTreeMap<Spanned<String>, Spanned<String>>,
    #[serde(default)]
    print: Option<RawPrint>,
}

/// `[theme.print]`: how the print sheets lay the cards out, in millimetres.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct RawPrint {
    back_offset: Option<Spanned<Vec<f64>>>,
    crop_mark: Option<Spanned<Length>>,
    margin: Option<Spanned<Length>>,
    gutter: Option<Spanned<Length>>,
    columns: Option<Spanned<i64>>,
    rows: Option<Spanned<i64>>,
}

/// A length as game.toml writes it: a number of millimetres (`44`, `63.5`), or a number with its
/// unit (`"44mm"`, `"4.4cm"`, `"2.5in"`, `"12pt"`). Holds millimetres, or the text that is not a
/// length.
#[derive(Clone, Debug, PartialEq)]
pub struct Length(Result<f64, String>);

impl Length {
    /// The units a length may be written in, with their millimetres.
    const UNITS: [(&'static str, f64); 4] = [("mm", 1.0), ("cm", 10.0), ("in", 25.4), ("pt", 25.4 / 72.0)];

    /// `text` read as a number with a unit (`"2.5in"`, `"44 mm"`).
    pub fn parse(text: &str) -> Length {
        let t = text.trim();
        let read = Length::UNITS.iter().find_map(|(unit, mm)| {
            let number = t.strip_suffix(unit)?.trim_end();
            number.parse::<f64>().ok().filter(|x| x.is_finite()).map(|x| x * mm)
        });
        Length(read.ok_or_else(|| text.to_string()))
    }
}

impl<'de> Deserialize<'de> for Length {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Length, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            Number(f64),
            Whole(i64),
            Text(String),
        }
        Ok(match Written::deserialize(d)? {
            Written::Number(x) => Length(Ok(x)),
            Written::Whole(n) => Length(Ok(n as f64)),
            Written::Text(t) => Length::parse(&t),
        })
    }
}

/// Reads a length of `[theme]` (`key`, for the message), which must lie in `range` millimetres:
/// an error at its place otherwise, with a hint when the number looks written in centimetres or
/// inches. `None` when it is refused.
fn theme_length(r: &mut Reader, v: &Spanned<Length>, key: &str, range: std::ops::RangeInclusive<f64>) -> Option<f64> {
    let x = match &v.get_ref().0 {
        Ok(x) => *x,
        Err(text) => {
            let message = format!("{text:?} is not a length");
            let hint = "write millimetres as a number (44), or a number with its unit: \"44mm\", \"4.4cm\", \"2.5in\", \"12pt\"";
            r.error(v, key, message, hint);
            return None;
        }
    };
    if range.contains(&x) {
        return Some(x);
    }
    let message = format!("must be between {} and {} mm, found {x}", range.start(), range.end());
    // A number of millimetres too small by the factor of a unit was likely written in that unit.
    let meant: Vec<String> = [("cm", 10.0), ("in", 25.4)]
        .iter()
        .filter(|(_, mm)| x > 0.0 && range.contains(&(x * mm)))
        .map(|(unit, mm)| format!("\"{x}{unit}\" ({:.1} mm)", x * mm))
        .collect();
    let hint = if meant.is_empty() {
        String::new()
    } else {
        format!(
            "lengths are in millimetres: if {x} is in another unit, write it with its unit, e.g. {}",
            meant.join(" or ")
        )
    };
    r.error(v, key, message, &hint);
    None
}

/// The look of the cards (game.toml's `[theme]`): sizes in millimetres, colours as #rrggbb.
#[derive(Clone, Debug, PartialEq)]
pub struct Theme {
    pub card_width: f64,
    pub card_height: f64,
    pub bleed: f64,
    pub safe: f64,
    pub dpi: u32,
    pub font: String,
    /// Colour by name.
    pub colours: BTreeMap<String, String>,
    /// How the print sheets lay the cards out.
    pub print: crate::typeset::sheets::Print,
}

impl Theme {
    /// A poker-size card at 300 dpi in Libertinus Serif, with these colours.
    pub fn with_colours(colours: &[(&str, &str)]) -> Theme {
        Theme {
            card_width: 63.0,
            card_height: 88.0,
            bleed: 3.0,
            safe: 3.0,
            dpi: 300,
            font: "Libertinus Serif".into(),
            colours: colours.iter().map(|(n, c)| (n.to_string(), c.to_string())).collect(),
            print: Default::default(),
        }
    }

    pub fn colour(&self, name: &str) -> &str {
        self.colours.get(name).map_or("#000000", String::as_str)
    }
}

/// Reads `[theme]`; when `known` is not empty, only those colours may be named.
pub fn read_theme(r: &mut Reader, t: &RawTheme, known: &[(&str, &str)]) -> Theme {
    let mut theme = Theme::with_colours(known);
    let mut length = |v: &Spanned<Length>, key: &str, range: std::ops::RangeInclusive<f64>| {
        let start = *range.start();
        theme_length(r, v, &format!("theme.{key}"), range).unwrap_or(start)
    };
    theme.card_width = length(&t.card_width, "card_width", 30.0..=150.0);
    theme.card_height = length(&t.card_height, "card_height", 30.0..=150.0);
    theme.bleed = length(&t.bleed, "bleed", 0.0..=10.0);
    theme.safe = length(&t.safe, "safe", 0.0..=15.0);
    theme.dpi = r.wide_int(&t.dpi, "theme.dpi", 72..=1200, "the resolution in dots per inch") as u32;
    theme.font = t.font.get_ref().clone();
    if let Some(p) = &t.print {
        let print = &mut theme.print;
        let mut length =
            |v: &Option<Spanned<Length>>, key: &str, range: std::ops::RangeInclusive<f64>, default: f64| {
                let Some(v) = v else { return default };
                theme_length(r, v, &format!("theme.print.{key}"), range).unwrap_or(default)
            };
        print.crop_mark = length(&p.crop_mark, "crop_mark", 3.0..=20.0, print.crop_mark);
        print.margin = length(&p.margin, "margin", 0.0..=25.0, print.margin);
        print.gutter = length(&p.gutter, "gutter", 3.0..=40.0, print.gutter);
        if let Some(o) = &p.back_offset {
            match o.get_ref().as_slice() {
                [x, y] if x.abs() <= 10.0 && y.abs() <= 10.0 => print.back_offset = (*x, *y),
                _ => r.error(
                    o,
                    "theme.print.back_offset",
                    "must be [x, y]: millimetres right and down, each between -10 and 10".into(),
                    "e.g. back_offset = [0.5, -1.0]",
                ),
            }
        }
        match (&p.columns, &p.rows) {
            (Some(c), Some(rw)) => {
                let cols = r.wide_int(c, "theme.print.columns", 1..=10, "cards across a duplex sheet") as usize;
                let rows = r.wide_int(rw, "theme.print.rows", 1..=10, "cards down a duplex sheet") as usize;
                print.grid = Some((cols, rows));
            }
            (Some(v), None) | (None, Some(v)) => r.error(
                v,
                "theme.print",
                "give both columns and rows, or neither".into(),
                "e.g. columns = 3 and rows = 3",
            ),
            (None, None) => {}
        }
    }
    for (name, colour) in &t.colours {
        let key = format!("theme.colours.{}", name.get_ref());
        if !known.is_empty() && !known.iter().any(|(n, _)| n == name.get_ref()) {
            let names: Vec<&str> = known.iter().map(|(n, _)| *n).collect();
            let hint = format!("the colours are {}", names.join(", "));
            r.error(name, &key, format!("unknown colour {:?}", name.get_ref()), &hint);
        } else if !name.get_ref().chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
            r.error(name, &key, format!("{:?} is not a plain name", name.get_ref()), "e.g. \"accent\" or \"fire_red\"");
        }
        let c = colour.get_ref();
        if c.len() != 7 || !c.starts_with('#') || !c[1..].chars().all(|ch| ch.is_ascii_hexdigit()) {
            r.error(colour, &key, format!("{c:?} is not a colour"), "write colours as #rrggbb, e.g. \"#1f4e9c\"");
        }
        theme.colours.insert(name.get_ref().clone(), c.clone());
    }
    theme
}

/// A TOML syntax or schema error as a diagnostic, naming the key where the message does not.
pub fn toml_error(file: &str, source: &str, e: &toml::de::Error) -> Diagnostic {
    let span = e.span().unwrap_or(0..0);
    let message = e.message().trim().to_string();
    let mut d = Diagnostic::at(file, source, span.clone(), message.clone());
    // For a bad value, the key is what stands before `=` on the same line.
    let start = span.start.min(source.len());
    let start = (0..=start).rev().find(|&i| source.is_char_boundary(i)).unwrap_or(0);
    let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
    let before = &source[line_start..start];
    if let Some(eq) = before.rfind('=') {
        d = d.with_key(before[..eq].trim().to_string());
    }
    let hint = if message.contains("unknown field") {
        "remove the key or fix its spelling"
    } else if message.contains("missing field") {
        "add the missing key to this table"
    } else if message.contains("invalid type") {
        "give the value the type the key expects"
    } else {
        "fix the TOML syntax at this point"
    };
    d.with_hint(hint)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `[theme]` with these lines for its card sizes: the theme, or the problems' messages and
    /// hints.
    fn theme(sizes: &str) -> Result<Theme, Vec<String>> {
        let source = format!("{sizes}\nbleed = 3\nsafe = \"3mm\"\ndpi = 300\nfont = \"Libertinus Serif\"\n");
        let raw: RawTheme = toml::from_str(&source).unwrap();
        let mut r = Reader::new("game.toml", &source);
        let theme = read_theme(&mut r, &raw, &[]);
        if r.problems.is_empty() {
            Ok(theme)
        } else {
            Err(r.problems.iter().map(|d| format!("{} | {}", d.message, d.hint.clone().unwrap_or_default())).collect())
        }
    }

    #[test]
    fn a_length_is_millimetres_or_a_number_with_its_unit() {
        let t = theme("card_width = \"44mm\"\ncard_height = \"2.5in\"").unwrap();
        assert_eq!((t.card_width, t.card_height, t.safe, t.bleed), (44.0, 63.5, 3.0, 3.0));
        let t = theme("card_width = 63\ncard_height = \"8.8 cm\"").unwrap();
        assert_eq!(t.card_width, 63.0);
        assert!((t.card_height - 88.0).abs() < 1e-9);
    }

    #[test]
    fn a_length_that_looks_like_centimetres_is_refused_with_that_hint() {
        let err = theme("card_width = 4.4\ncard_height = 88").unwrap_err();
        assert_eq!(err.len(), 1, "{err:?}");
        assert!(err[0].contains("between 30 and 150 mm, found 4.4"), "{err:?}");
        assert!(err[0].contains("\"4.4cm\" (44.0 mm)") && err[0].contains("\"4.4in\" (111.8 mm)"), "{err:?}");
    }

    #[test]
    fn a_length_in_an_unknown_unit_is_refused_with_the_units_there_are() {
        let err = theme("card_width = \"44 mn\"\ncard_height = 88").unwrap_err();
        assert!(err[0].contains("\"44 mn\" is not a length") && err[0].contains("\"2.5in\""), "{err:?}");
    }
}
