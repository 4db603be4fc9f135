//! Games without a rules engine: a designer's game made of data and templates only. Its cards
//! are listed in game.toml; `templates/<game>/faces.typ` draws every face (one page per face) and
//! `templates/<game>/rulebook.typ` the rulebook; the texts come from `locales/<lang>/<game>.ftl`
//! and the optional worked examples from `content/<game>/examples.toml` (text and pictures,
//! which no engine checks). `scriptorium new` writes such a game ([`scaffold`]).

mod starter;
mod texts;

pub use starter::scaffold;

use crate::content::messages::MessageContract;
use crate::content::{GameMeta, Locale, PackSource, RawMeta, RawTheme, Reader, SourceFile, read_meta, toml_error};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::game::{CardEntry, GameKind, Inputs, LoadedGame, Prepared, Template, Templates};
use crate::typeset::world::DocWorld;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use toml::Spanned;

/// The kind of game.toml without an `engine`.
pub struct Plain;

/// A card as written: its fields by name, each with its place in its file.
type RawCard = BTreeMap<String, Spanned<toml::Value>>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    game: RawMeta,
    #[serde(default)]
    theme: Option<RawTheme>,
    #[serde(default)]
    cards: Vec<RawCard>,
    /// The designer's own values, which every message may use as variables (`{ $hand }`).
    #[serde(default)]
    values: BTreeMap<String, Spanned<toml::Value>>,
}

/// game.toml when its cards are a table of their own: `cards = "cards.csv"`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGameCsv {
    game: RawMeta,
    #[serde(default)]
    theme: Option<RawTheme>,
    cards: Spanned<String>,
    #[serde(default)]
    values: BTreeMap<String, Spanned<toml::Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExamples {
    #[serde(default)]
    example: Vec<RawExample>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExample {
    id: Spanned<String>,
    /// The message that explains it.
    text: Spanned<String>,
    /// The faces it shows.
    #[serde(default)]
    faces: Vec<Spanned<String>>,
}

/// A card as read: its id, copies and back, its text columns (`name`, `name:fr`) and every other
/// field of its row or `[[cards]]` table as written.
#[derive(Clone, Debug)]
pub struct Card {
    pub id: String,
    pub copies: u32,
    pub back: String,
    pub fields: BTreeMap<String, serde_json::Value>,
    pub texts: texts::TextColumns,
}

/// A card as the templates receive it in one language: `fields` holds its data, a text column
/// already in this language; `say` each of its texts with where it comes from: a text column,
/// or a message one of its fields names, set with the card's values.
#[derive(Clone, Debug, Serialize)]
struct CardView {
    id: String,
    copies: u32,
    back: String,
    fields: BTreeMap<String, serde_json::Value>,
    say: BTreeMap<String, texts::Said>,
}

/// A worked example: a text and the faces it shows.
#[derive(Clone, Debug, Serialize)]
pub struct Example {
    pub id: String,
    pub text: String,
    pub faces: Vec<String>,
}

/// A game without an engine, read.
pub struct PlainGame {
    meta: GameMeta,
    cards: Vec<Card>,
    examples: Vec<Example>,
    contract: Contract,
    /// Each key of the cards' data (a cards.csv column, a `[[cards]]` key) at its first place.
    keys: Vec<(String, Diagnostic)>,
    /// Each text of the cards' data (a message id, a colour name...) at its cell.
    cells: Vec<(String, Diagnostic)>,
    /// The game's values, which every message may use: `[values]`, and `cards` and `copies`.
    values: BTreeMap<String, serde_json::Value>,
}

/// Its code needs only the game's name; its templates name the rest with `t("id")`. A message
/// may use the game's values as variables, and a message a card names that card's values too.
struct Contract {
    used: Vec<String>,
    /// The game's values.
    game: Vec<String>,
    /// For each text of the cards' data, the values every card that holds it has.
    by_card: BTreeMap<String, Vec<String>>,
}

impl MessageContract for Contract {
    fn used(&self) -> Vec<String> {
        self.used.clone()
    }
    fn variables(&self, id: &str) -> Vec<String> {
        let mut all = self.game.clone();
        all.extend(self.by_card.get(id).into_iter().flatten().cloned());
        all.sort();
        all.dedup();
        all
    }
    fn variables_hint(&self, id: &str) -> Option<String> {
        Some(if self.by_card.contains_key(id) {
            "a card that names this message gives it its own values (its columns or keys, and id and \
             copies), so every such card needs that value; [values] in game.toml gives one to every message"
                .into()
        } else {
            "no card names this message (a card whose key or cell holds its id gives it the card's values); \
             or give the value in game.toml's [values] (e.g. hand = 5)"
                .into()
        })
    }
}

impl Contract {
    /// The contract of `cards` and the game's values `game`.
    fn new(used: Vec<String>, cards: &[Card], game: &BTreeMap<String, serde_json::Value>) -> Contract {
        let mut by_card: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for c in cards {
            let mut own: Vec<String> = c.fields.keys().chain(c.texts.keys()).cloned().collect();
            own.extend(["id".to_string(), "copies".to_string()]);
            for v in c.fields.values().filter_map(|v| v.as_str()) {
                by_card
                    .entry(v.to_string())
                    .and_modify(|have| have.retain(|k| own.contains(k)))
                    .or_insert_with(|| own.clone());
            }
        }
        Contract { used, game: game.keys().cloned().collect(), by_card }
    }
}

impl GameKind for Plain {
    fn engine(&self) -> Option<&'static str> {
        None
    }

    fn load(&self, pack: &PackSource, id: &str, file: &SourceFile) -> Result<Box<dyn LoadedGame>, Diagnostics> {
        let (shown, source) = (file.shown.as_str(), file.text.as_str());
        let toml_err = |e: toml::de::Error| Diagnostics(vec![toml_error(shown, source, &e)]);
        // `cards = "file.csv"` names a table of cards; `[[cards]]` lists them here.
        let in_csv = toml::from_str::<toml::Table>(source).map_err(toml_err)?.get("cards").is_some_and(|c| c.is_str());
        let (raw, csv) = if in_csv {
            let raw: RawGameCsv = toml::from_str(source).map_err(toml_err)?;
            (RawGame { game: raw.game, theme: raw.theme, cards: Vec::new(), values: raw.values }, Some(raw.cards))
        } else {
            (toml::from_str::<RawGame>(source).map_err(toml_err)?, None)
        };
        let mut r = Reader::new(shown, source);
        let meta = read_meta(&mut r, &raw.game, raw.theme.as_ref(), id, &[]);
        let mut problems = Vec::new();
        let mut keys: Vec<(String, Diagnostic)> = Vec::new();
        let mut cells: Vec<(String, Diagnostic)> = Vec::new();
        let texts_of = |rows: &[RawCard], file: &str, text: &str, cells: &mut Vec<(String, Diagnostic)>| {
            for v in rows.iter().flat_map(|row| row.values()) {
                if let toml::Value::String(s) = v.get_ref() {
                    cells.push((s.clone(), Diagnostic::at(file, text, v.span(), "")));
                }
            }
        };
        let cards = match &csv {
            None => {
                for card in &raw.cards {
                    for (k, v) in card {
                        if !keys.iter().any(|(known, _)| known == k) {
                            keys.push((k.clone(), Diagnostic::at(shown, source, v.span(), "")));
                        }
                    }
                }
                texts_of(&raw.cards, shown, source, &mut cells);
                read_cards(&mut r, &raw.cards, &meta.language)
            }
            Some(name) => match cards_table(pack, id, name, &mut r, &mut problems) {
                Some((file, rows)) => {
                    keys = header_cells(&file.text)
                        .into_iter()
                        .map(|(k, span)| (k, Diagnostic::at(&file.shown, &file.text, span, "")))
                        .collect();
                    texts_of(&rows, &file.shown, &file.text, &mut cells);
                    let mut rc = Reader::new(&file.shown, &file.text);
                    let cards = read_cards(&mut rc, &rows, &meta.language);
                    problems.extend(rc.finish().err().map(|d| d.0).unwrap_or_default());
                    cards
                }
                None => Vec::new(),
            },
        };
        if let Some(e) = &raw.game.edition {
            r.error(e, "game.edition", "a game without an engine has no rules editions".into(), "remove the key");
        }
        let values = read_values(&mut r, &raw.values, &cards);
        problems.extend(r.finish().err().map(|d| d.0).unwrap_or_default());
        let examples_file = format!("content/{id}/examples.toml");
        let mut examples = Vec::new();
        let mut used = vec!["game-name".to_string()];
        // Examples name cards: with cards that could not be read, every face would be unknown.
        if pack.is_file(&examples_file) && problems.is_empty() {
            match read_examples(pack, &examples_file, &cards) {
                Ok(list) => examples = list,
                Err(d) => problems.extend(d.0),
            }
        }
        used.extend(examples.iter().map(|e| e.text.clone()));
        if !problems.is_empty() {
            return Err(Diagnostics(problems));
        }
        let contract = Contract::new(used, &cards, &values);
        Ok(Box::new(PlainGame { meta, cards, examples, contract, keys, cells, values }))
    }
}

/// The cells of a CSV file's first row, each with its byte range (a quoted name without its
/// quotes).
fn header_cells(text: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let line = text.lines().next().unwrap_or("");
    let mut out = Vec::new();
    let mut at = 0;
    for cell in line.split(',') {
        let lead = cell.len() - cell.trim_start().len();
        let name = cell.trim().trim_matches('"');
        let start = at + lead + usize::from(cell.trim_start().starts_with('"'));
        out.push((name.to_string(), start..start + name.len()));
        at += cell.len() + 1;
    }
    out
}

/// The rows of the CSV file `cards = "..."` names (a file of `content/<id>/`), as cards: the
/// first row names the columns (`id`, `copies`, `back`, and any the templates use); each cell is
/// a whole number, a decimal number, true/false or a text, with its place in the file. A row
/// that cannot be read is reported at its line.
fn cards_table(
    pack: &PackSource,
    id: &str,
    name: &Spanned<String>,
    r: &mut Reader,
    out: &mut Vec<Diagnostic>,
) -> Option<(crate::content::SourceFile, Vec<RawCard>)> {
    let file_name = name.get_ref();
    let plain = file_name.strip_suffix(".csv").is_some_and(crate::content::is_plain_name);
    if !plain {
        r.error(
            name,
            "cards",
            format!("{file_name:?} is not a CSV file of the game's folder"),
            "e.g. cards = \"cards.csv\", next to game.toml",
        );
        return None;
    }
    let rel = format!("content/{id}/{file_name}");
    if !pack.is_file(&rel) {
        r.error(
            name,
            "cards",
            format!("{} does not exist", pack.shown(&rel)),
            "add the file, exported from your spreadsheet as CSV",
        );
        return None;
    }
    let file = match pack.read(&rel) {
        Ok(f) => f,
        Err(d) => {
            r.error(name, "cards", d.message.clone(), "");
            return None;
        }
    };
    let mut rows = Vec::new();
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(file.text.as_bytes());
    let headers = match reader.headers() {
        Ok(h) => h.clone(),
        Err(e) => {
            r.error(
                name,
                "cards",
                format!("{}: {e}", file.shown),
                "the first row names the columns: id,copies,back,...",
            );
            return None;
        }
    };
    let mut problems = Reader::new(&file.shown, &file.text);
    // A column named twice: a row's second cell would silently replace its first.
    for (i, column) in headers.iter().enumerate() {
        let column = column.trim();
        if let Some(first) = headers.iter().take(i).position(|c| c.trim() == column) {
            let span = headers.range(i).map_or(0..0, |r| r.start + i..r.end + i);
            let message = format!("the column {column:?} is named twice (columns {} and {})", first + 1, i + 1);
            problems.error(&Spanned::new(span, ()), "cards", message, "give each column its own name");
        }
    }
    for record in reader.records() {
        // Past the limit, the rest is not read: a table of a million rows held gigabytes.
        if rows.len() == MAX_CARDS {
            let at = record.as_ref().ok().and_then(|r| r.position()).map_or(0, |p| p.byte() as usize);
            problems.error(&Spanned::new(at..at, ()), "cards", too_many_cards(), TOO_MANY_HINT);
            break;
        }
        let record = match record {
            Ok(rec) => rec,
            Err(e) => {
                let at = e.position().map_or(0, |p| p.byte() as usize);
                let message = match e.kind() {
                    csv::ErrorKind::UnequalLengths { expected_len, len, .. } => {
                        format!("this row has {len} cells, the first row names {expected_len} columns")
                    }
                    _ => e.to_string(),
                };
                problems.error(&Spanned::new(at..at, ()), "cards", message, "give every row one cell per column");
                continue;
            }
        };
        let start = record.position().map_or(0, |p| p.byte() as usize);
        let mut card = RawCard::new();
        for (i, (column, cell)) in headers.iter().zip(record.iter()).enumerate() {
            let cell = cell.trim();
            if cell.is_empty() {
                continue;
            }
            // A record keeps its cells without their commas: add one per cell before this one
            // (exact for cells without quotes, which spreadsheets write for plain values).
            let span = record.range(i).map_or(start..start, |range| start + range.start + i..start + range.end + i);
            let value = cell_value(cell);
            card.insert(column.trim().to_string(), Spanned::new(span, value));
        }
        rows.push(card);
    }
    if let Err(d) = problems.finish() {
        out.extend(d.0);
        return None;
    }
    Some((file, rows))
}

/// A cell as the templates receive it: a number when it is written as the number is (`3`, `-2`,
/// `2.5`), true or false, else the text as written: `007`, `+3`, `Inf`, `NaN`, `1e400` or
/// `99999999999999999999` stay text, not a number that prints otherwise or none.
fn cell_value(cell: &str) -> toml::Value {
    if let Ok(n) = cell.parse::<i64>()
        && n.to_string() == cell
    {
        toml::Value::Integer(n)
    } else if let Ok(x) = cell.parse::<f64>()
        && x.is_finite()
        && x.to_string() == cell
    {
        toml::Value::Float(x)
    } else if cell == "true" || cell == "false" {
        toml::Value::Boolean(cell == "true")
    } else {
        toml::Value::String(cell.to_string())
    }
}

/// A string, number or true/false of the data as the templates receive it; none for a table or
/// a list.
fn scalar(v: &toml::Value) -> Option<serde_json::Value> {
    match v {
        toml::Value::String(s) => Some(serde_json::Value::from(s.clone())),
        toml::Value::Integer(n) => Some(serde_json::Value::from(*n)),
        toml::Value::Float(x) => Some(serde_json::Value::from(*x)),
        toml::Value::Boolean(b) => Some(serde_json::Value::from(*b)),
        _ => None,
    }
}

/// The values of `[values]`, which every message may use as variables, with the two scriptorium
/// counts: `cards` (different cards) and `copies` (cards in the box).
fn read_values(
    r: &mut Reader,
    raw: &BTreeMap<String, Spanned<toml::Value>>,
    cards: &[Card],
) -> BTreeMap<String, serde_json::Value> {
    let mut out = BTreeMap::new();
    for (k, v) in raw {
        let key = format!("values.{k}");
        if !texts::is_variable_name(k) {
            let hint = "start with a letter; then letters, digits, - and _ (e.g. hand-size)";
            r.error(v, &key, format!("{k:?} cannot be a message variable"), hint);
            continue;
        }
        if k == "cards" || k == "copies" {
            let what = if k == "cards" { "the number of different cards" } else { "the number of cards in the box" };
            r.error(v, &key, format!("{k} is given by scriptorium: {what}"), "choose another name");
            continue;
        }
        let Some(value) = scalar(v.get_ref()) else {
            r.error(v, &key, format!("{k} must be a number, a text or true/false"), "e.g. hand = 5");
            continue;
        };
        out.insert(k.clone(), value);
    }
    out.insert("cards".into(), serde_json::Value::from(cards.len()));
    out.insert("copies".into(), serde_json::Value::from(cards.iter().map(|c| u64::from(c.copies)).sum::<u64>()));
    out
}

/// The most different cards a game may have: each is a face typeset, drawn and held until its
/// files are written (about 800 KB), and a big card game has a few hundred.
pub const MAX_CARDS: usize = 1000;

const TOO_MANY_HINT: &str = "a card that comes in several identical copies is one row with its copies";

fn too_many_cards() -> String {
    format!("more than {MAX_CARDS} different cards: scriptorium makes at most {MAX_CARDS} faces of a game's cards")
}

/// The cards of `[[cards]]`: `id` (a plain name), `copies` (default 1), `back` (the face id of
/// its back, default "back"), and any other string, number or boolean for the templates. A key
/// `name:fr` makes `name` a text column: `name` holds the text in the reference language
/// (`reference`), `name:fr` its French.
fn read_cards(r: &mut Reader, raw: &[RawCard], reference: &str) -> Vec<Card> {
    let mut cards: Vec<Card> = Vec::new();
    let text_columns: std::collections::BTreeSet<&str> =
        raw.iter().flat_map(|t| t.keys()).filter_map(|k| texts::split_column(k).map(|(b, _)| b)).collect();
    if raw.is_empty() {
        let at = Spanned::new(0..0, ());
        r.error(&at, "cards", "the game has no cards".into(), "add [[cards]] tables with an id each");
    }
    if let Some(first_over) = raw.get(MAX_CARDS) {
        let at = first_over.get("id").map_or(0..0, |v| v.span());
        r.error(&Spanned::new(at, ()), "cards", too_many_cards(), TOO_MANY_HINT);
        return Vec::new();
    }
    for (i, table) in raw.iter().enumerate() {
        let key = |k: &str| format!("cards[{i}].{k}");
        let text = |r: &mut Reader, k: &str| -> Option<(String, std::ops::Range<usize>)> {
            let v = table.get(k)?;
            match v.get_ref() {
                toml::Value::String(s) => Some((s.clone(), v.span())),
                _ => {
                    r.error(v, &key(k), format!("{k} must be a string"), "");
                    None
                }
            }
        };
        let Some((id, span)) = text(r, "id") else {
            let at = table.values().next().map_or(Spanned::new(0..0, ()), |v| Spanned::new(v.span(), ()));
            r.error(&at, &format!("cards[{i}]"), "this card has no id".into(), "add id = \"my-card\"");
            continue;
        };
        let id = r.name(&Spanned::new(span.clone(), id), &key("id"));
        if cards.iter().any(|c| c.id == id) {
            r.error(&Spanned::new(span, ()), &key("id"), format!("card id {id:?} is used twice"), "");
        }
        let copies = match table.get("copies") {
            Some(v) => match v.get_ref() {
                toml::Value::Integer(n) => {
                    r.wide_int(&Spanned::new(v.span(), *n), &key("copies"), 1..=200, "a number of copies") as u32
                }
                _ => {
                    r.error(v, &key("copies"), "copies must be a whole number".into(), "e.g. copies = 2");
                    1
                }
            },
            None => 1,
        };
        let back = match text(r, "back") {
            Some((b, span)) => r.name(&Spanned::new(span, b), &key("back")),
            None => "back".to_string(),
        };
        let mut fields = BTreeMap::new();
        let mut card_texts = texts::TextColumns::new();
        for (k, v) in table.iter().filter(|(k, _)| !["id", "copies", "back"].contains(&k.as_str())) {
            let language = match texts::split_column(k) {
                Some((base, tag)) => match text_column(base, tag) {
                    Ok(()) => Some((base, tag)),
                    Err((message, hint)) => {
                        r.error(v, &key(k), message, &hint);
                        continue;
                    }
                },
                None if text_columns.contains(k.as_str()) => Some((k.as_str(), reference)),
                None => None,
            };
            if let Some((base, tag)) = language {
                // A text column holds words: a number written there is its digits.
                let text = match v.get_ref() {
                    toml::Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                let at = Diagnostic::at(r.file, r.source, v.span(), "");
                let cell = texts::Cell { text, column: k.clone(), at };
                card_texts.entry(base.to_string()).or_default().insert(tag.to_string(), cell);
                continue;
            }
            // Any other key goes to the template, but a near miss of a key scriptorium reads
            // would silently change the box (a misspelt `copies` leaves one copy).
            if let Some(meant) = ["id", "copies", "back"].iter().find(|m| near_miss(k, m)) {
                let hint = format!("write `{meant}`; other keys go to the card template as they are");
                r.error(v, &key(k), format!("{k:?} looks like a misspelt {meant:?}"), &hint);
                continue;
            }
            let Some(value) = scalar(v.get_ref()) else {
                r.error(v, &key(k), format!("{k} must be a string, a number or true/false"), "");
                continue;
            };
            fields.insert(k.clone(), value);
        }
        for (column, by_language) in &card_texts {
            if let (None, Some(cell)) = (by_language.get(reference), by_language.values().next()) {
                let at = Spanned::new(cell.at.span.clone(), ());
                let message = format!(
                    "card {id:?} has a text in column {:?} but none in {column:?}, the reference language's ({reference})",
                    cell.column
                );
                r.error(&at, &key(column), message, &format!("fill its cell of column {column}"));
            }
        }
        cards.push(Card { id, copies, back, fields, texts: card_texts });
    }
    for c in &cards {
        if cards.iter().any(|o| o.id == c.back) {
            let at = Spanned::new(0..0, ());
            r.error(
                &at,
                "cards",
                format!("card {:?} has card {:?} as its back", c.id, c.back),
                "name backs apart from cards",
            );
        }
    }
    cards
}

/// Whether `name:tag` can be a text column: `name` a plain name scriptorium does not read
/// itself, `tag` a language tag. The message and hint otherwise.
fn text_column(name: &str, tag: &str) -> Result<(), (String, String)> {
    if ["id", "copies", "back"].contains(&name) {
        return Err((
            format!("{name} is not a text: it has no translations"),
            format!("remove the column {name}:{tag}"),
        ));
    }
    if !crate::content::is_plain_name(name) {
        return Err((
            format!("{name:?} is not a column name a text can have"),
            "a text column is named like name:fr (the text, a colon, the language)".into(),
        ));
    }
    crate::content::language_tag(tag).map(|_| ()).map_err(|e| {
        (format!("{tag:?} after {name}: is not a language tag: {e}"), "e.g. name:fr, name:de, name:pt-BR".into())
    })
}

/// Whether `a` is `b` with one or two letters added, dropped, changed or swapped.
fn near_miss(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d: Vec<Vec<usize>> = (0..=a.len()).map(|i| vec![i; b.len() + 1]).collect();
    d[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    let distance = d[a.len()][b.len()];
    distance > 0 && distance <= if b.len() <= 2 { 0 } else { 2 }
}

fn read_examples(pack: &PackSource, rel: &str, cards: &[Card]) -> Result<Vec<Example>, Diagnostics> {
    let file = pack.read(rel).map_err(|d| Diagnostics(vec![*d]))?;
    let raw: RawExamples =
        toml::from_str(&file.text).map_err(|e| Diagnostics(vec![toml_error(&file.shown, &file.text, &e)]))?;
    let mut r = Reader::new(&file.shown, &file.text);
    let faces = faces_of(cards);
    let mut out = Vec::new();
    if raw.example.is_empty() {
        let at = Spanned::new(0..0, ());
        r.error(&at, "example", "the file has no example".into(), "add [[example]] tables, or delete the file");
    }
    for (i, e) in raw.example.iter().enumerate() {
        let id = r.name(&e.id, &format!("example[{i}].id"));
        let text = r.name(&e.text, &format!("example[{i}].text"));
        let mut shown = Vec::new();
        for f in &e.faces {
            if !faces.contains(f.get_ref()) {
                let hint = crate::diagnostic::listed("faces", &faces);
                r.error(f, &format!("example[{i}].faces"), format!("no face {:?}", f.get_ref()), &hint);
            }
            shown.push(f.get_ref().clone());
        }
        out.push(Example { id, text, faces: shown });
    }
    r.finish().map(|()| out)
}

/// Every distinct face: each card's front (its id), then each back, in order.
fn faces_of(cards: &[Card]) -> Vec<String> {
    let mut faces: Vec<String> = cards.iter().map(|c| c.id.clone()).collect();
    for c in cards {
        if !faces.contains(&c.back) {
            faces.push(c.back.clone());
        }
    }
    faces
}

impl LoadedGame for PlainGame {
    fn meta(&self) -> &GameMeta {
        &self.meta
    }

    /// A key the face template reads (`f.ability`) that no card has, when the data has one a
    /// letter or two away (`abilty`): reported at that column or key, with the name to write.
    fn explain(&self, problem: &Diagnostic) -> Option<Diagnostic> {
        // A text of the card data that overflows its box: told at its cell.
        if let Some((card, column)) = problem.key.as_deref().and_then(texts::parse_cell_name) {
            let c = self.cards.iter().find(|c| c.id == card)?;
            let cell = c.texts.values().flat_map(|by| by.values()).find(|cell| cell.column == column)?;
            let mut d = cell.at.clone();
            (d.message, d.warning, d.overflow) = (problem.message.clone(), problem.warning, problem.overflow);
            return Some(d.with_hint("shorten the text of this cell, or reword it to fit the card"));
        }
        // A template that refuses a text of the data (`panic("no message \"" + id + ...)`) names
        // it: the refusal is told at the cell that holds it, the template's call in the hint.
        if let Some(said) = problem.message.strip_prefix("Typst: panicked with: ") {
            let quoted = said.split('"').skip(1).step_by(2);
            let (_, at) = quoted.filter_map(|q| self.cells.iter().find(|(v, _)| v == q)).next()?;
            let mut d = at.clone();
            d.message = said.to_string();
            return Some(d.with_hint(format!(
                "this cell gives it to the template ({}:{}); fix the cell, or add what it names",
                problem.file, problem.line
            )));
        }
        let rest = problem.message.strip_prefix("Typst: dictionary does not contain key \"")?;
        let wanted = &rest[..rest.find('"')?];
        let (have, at) = self.keys.iter().find(|(k, _)| k != wanted && near_miss(k, wanted))?;
        let noun = if at.file.ends_with(".csv") { "column" } else { "key" };
        let mut d = at.clone();
        d.message = format!(
            "{noun} {have:?}: the face template reads {wanted:?} ({}:{}), which no card has",
            problem.file, problem.line
        );
        Some(d.with_hint(format!("did you mean {wanted}? name the {noun} {wanted:?}")))
    }

    fn contract(&self) -> &dyn MessageContract {
        &self.contract
    }

    fn check_languages(&self, locales: &[&Locale]) -> Vec<Diagnostic> {
        let langs: Vec<String> = locales.iter().map(|l| l.lang.clone()).collect();
        let cards: Vec<(String, &texts::TextColumns)> = self.cards.iter().map(|c| (c.id.clone(), &c.texts)).collect();
        let mut out = texts::check_languages(&cards, &self.keys, &langs, &self.meta.language);
        // A message id of the data a letter or two from one the reference language defines.
        let Some(reference) = locales.iter().find(|l| l.lang == self.meta.language) else { return out };
        for (value, at) in &self.cells {
            if !value.contains('-') || reference.has(value) {
                continue;
            }
            let Some(meant) = reference.ids().iter().find(|id| near_miss(value, id)) else { continue };
            let mut d = at.clone();
            d.message = format!("no message {value:?} in {}", reference.file);
            out.push(d.with_hint(format!("did you mean {meant}? write the id as the messages file defines it")));
        }
        out
    }

    fn templates(&self) -> Vec<&'static str> {
        vec!["faces.typ", "rulebook.typ"]
    }

    fn cards(&self) -> Vec<CardEntry> {
        self.cards
            .iter()
            .map(|c| CardEntry { id: c.id.clone(), copies: c.copies, front: c.id.clone(), back: c.back.clone() })
            .collect()
    }

    fn faces(&self) -> Vec<String> {
        faces_of(&self.cards)
    }

    fn rulebook_faces(&self) -> Vec<String> {
        self.faces()
    }

    fn prepare(&self, edition: Option<&str>, _: bool) -> Result<Box<dyn Prepared + '_>, Diagnostics> {
        if let Some(e) = edition {
            let d =
                Diagnostic::at(&self.meta.file, "", 0..0, format!("--edition {e}: this game has no rules editions"))
                    .with_hint("editions belong to games with a rules engine; leave --edition out");
            return Err(Diagnostics(vec![d]));
        }
        Ok(Box::new(self))
    }
}

/// The texts of a language by id: every message, set with the game's values (the pipeline's own
/// messages, which take variables, are formatted where they are used; a message that needs the
/// values of a card is set for each card that names it, in the card's `say`).
fn texts(
    locale: &Locale,
    values: &BTreeMap<String, serde_json::Value>,
    by_card: &BTreeMap<String, Vec<String>>,
) -> Result<BTreeMap<String, String>, Vec<Diagnostic>> {
    let mut out = BTreeMap::new();
    let pipeline = |id: &str| crate::content::messages::PIPELINE.iter().any(|(p, vars)| *p == id && !vars.is_empty());
    let args = texts::args(values);
    for id in locale.all_ids().filter(|id| !pipeline(id)) {
        match locale.format(id, Some(&args)) {
            Ok(text) => {
                out.insert(id.clone(), text);
            }
            Err(_) if by_card.contains_key(id) => {}
            Err(e) => return Err(vec![*e.0]),
        }
    }
    Ok(out)
}

/// What both templates read of the game and the language.
#[derive(Serialize)]
struct Common<'a> {
    lang: String,
    region: Option<String>,
    title: String,
    authors: &'a [String],
    /// Card width, height, bleed and safe margin, in millimetres.
    card: (f64, f64, f64, f64),
    font: &'a str,
    colours: &'a BTreeMap<String, String>,
    text: BTreeMap<String, String>,
    /// The game's values (`[values]` of game.toml, `cards`, `copies`).
    values: &'a BTreeMap<String, serde_json::Value>,
    /// The messages set for each card with its values (in its `say`), not in `text`.
    card_messages: Vec<&'a String>,
    cards: Vec<CardView>,
    /// Every picture's path (`content/<game>/art/`), by name.
    art: BTreeMap<String, String>,
}

impl PlainGame {
    fn common(&self, locale: &Locale, inputs: &Inputs) -> Result<Common<'_>, Vec<Diagnostic>> {
        let (lang, region) = crate::content::typst_language(&locale.lang);
        let text = texts(locale, &self.values, &self.contract.by_card)?;
        let cards = self.cards.iter().map(|c| self.view(c, locale)).collect::<Result<Vec<_>, _>>()?;
        let card_messages =
            self.contract.by_card.keys().filter(|id| locale.has(id) && !text.contains_key(*id)).collect();
        let t = &self.meta.theme;
        Ok(Common {
            lang,
            region,
            title: text.get("game-name").cloned().unwrap_or_else(|| self.meta.name.clone()),
            authors: &self.meta.authors,
            card: (t.card_width, t.card_height, t.bleed, t.safe),
            font: &t.font,
            colours: &t.colours,
            text,
            values: &self.values,
            card_messages,
            cards,
            art: inputs.art.paths(),
        })
    }

    /// Card `c` as its templates see it in `locale`'s language.
    fn view(&self, c: &Card, locale: &Locale) -> Result<CardView, Vec<Diagnostic>> {
        let mut fields = c.fields.clone();
        let mut say = BTreeMap::new();
        for (column, by_language) in &c.texts {
            let Some(cell) = texts::in_language(by_language, &locale.lang, &self.meta.language) else { continue };
            fields.insert(column.clone(), serde_json::Value::from(cell.text.clone()));
            say.insert(
                column.clone(),
                texts::Said { text: cell.text.clone(), msg: texts::cell_name(&c.id, &cell.column) },
            );
        }
        let mut own = fields.clone();
        own.insert("id".into(), serde_json::Value::from(c.id.clone()));
        own.insert("copies".into(), serde_json::Value::from(c.copies));
        for (k, v) in &c.fields {
            let Some(id) = v.as_str().filter(|id| locale.has(id)) else { continue };
            let text = texts::format_for_card(locale, id, &self.values, &own).map_err(|d| vec![*d])?;
            say.insert(k.clone(), texts::Said { text, msg: id.to_string() });
        }
        Ok(CardView { id: c.id.clone(), copies: c.copies, back: c.back.clone(), fields, say })
    }
}

#[derive(Serialize)]
struct FaceData<'a> {
    id: &'a str,
    /// Whether it is a back (then `card` is the first card with this back).
    back: bool,
    card: CardView,
}

fn template<'a>(templates: &'a Templates, name: &str) -> Result<&'a Template, Vec<Diagnostic>> {
    templates.get(name).ok_or_else(Vec::new)
}

impl Prepared for &PlainGame {
    fn faces(&self, locale: &Locale, ids: &[String], inputs: &Inputs) -> Result<DocWorld, Vec<Diagnostic>> {
        #[derive(Serialize)]
        struct FacesData<'a> {
            #[serde(flatten)]
            common: Common<'a>,
            faces: Vec<FaceData<'a>>,
        }
        let t = template(inputs.templates, "faces.typ")?;
        let common = self.common(locale, inputs)?;
        let faces: Vec<FaceData> = ids
            .iter()
            .map(|id| {
                let front = common.cards.iter().find(|c| &c.id == id);
                let card = front.or_else(|| common.cards.iter().find(|c| &c.back == id)).expect("a face of a card");
                FaceData { id, back: front.is_none(), card: card.clone() }
            })
            .collect();
        let data = FacesData { common, faces };
        let mut files = inputs.art.files();
        files.push(("/faces.json".to_string(), serde_json::to_vec(&data).expect("serializable")));
        DocWorld::new(&format!("/{}", t.path), t.text.clone(), files)
            .map_err(|e| vec![Diagnostic::at(&t.shown, "", 0..0, e)])
    }

    fn rulebook(
        &self,
        locale: &Locale,
        inputs: &Inputs,
        faces: &dyn Fn(&str) -> Option<Vec<u8>>,
    ) -> Result<DocWorld, Vec<Diagnostic>> {
        #[derive(Serialize)]
        struct RulebookData<'a> {
            #[serde(flatten)]
            common: Common<'a>,
            /// The SVG file of each face, by face id.
            faces: BTreeMap<String, String>,
            examples: &'a [Example],
        }
        let t = template(inputs.templates, "rulebook.typ")?;
        let mut files = inputs.art.files();
        let mut paths = BTreeMap::new();
        for id in faces_of(&self.cards) {
            if let Some(svg) = faces(&id) {
                let path = format!("/faces/{id}.svg");
                files.push((path.clone(), svg));
                paths.insert(id, path);
            }
        }
        let data = RulebookData { common: self.common(locale, inputs)?, faces: paths, examples: &self.examples };
        files.push(("/rulebook.json".into(), serde_json::to_vec(&data).expect("serializable")));
        DocWorld::new(&format!("/{}", t.path), t.text.clone(), files)
            .map_err(|e| vec![Diagnostic::at(&t.shown, "", 0..0, e)])
    }
}
