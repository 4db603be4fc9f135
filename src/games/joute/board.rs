//! The board and the tokens, for `templates/joute/board.typ` and `templates/joute/tokens.typ`:
//! the track's length, its special spaces with their effects in words, the destiny scale, the
//! places of the draw and discard piles; each knight's colour and pictures for the pawns and
//! markers, and the die's faces for its net. The templates lay everything out, so a designer
//! reshapes the board without Rust; the numbers come from game.toml, the words from the locale.

use super::GameDef;
use super::faces::{SpaceText, Text, space_texts};
use super::messages::format;
use crate::content::Locale;
use crate::content::art::ArtSet;
use crate::diagnostic::Diagnostic;
use crate::typeset::world::DocWorld;
use fluent_bundle::FluentArgs;
use serde::Serialize;
use std::collections::BTreeMap;

type Located<T> = Result<T, Box<Diagnostic>>;

/// What the board template reads (`/board.json`).
#[derive(Serialize)]
struct BoardData<'a> {
    lang: String,
    region: Option<String>,
    font: &'a str,
    title: String,
    /// The game's name, printed in the middle.
    name: String,
    authors: &'a [String],
    /// The board's side in millimetres, without bleed (`/page.json` gives the bleed).
    size: f64,
    colours: &'a BTreeMap<String, String>,
    art: BTreeMap<String, String>,
    /// The last space; Start is 0.
    finish: u8,
    /// J6.2: whether a move past the finish bounces back.
    bounce: bool,
    /// The destiny scale's ends (J1.2).
    low: i8,
    high: i8,
    spaces: Vec<SpaceText>,
    text: BTreeMap<&'static str, Text>,
    alt: String,
    /// Where the board printed in tiles at home is joined (A4 and Letter alike), in millimetres
    /// from its top left corner: the trimmed edges of the tiles laid over their neighbours. The
    /// template keeps its texts and the destiny scale's cells off these lines.
    seams: Seams,
}

/// The lines along which the tiles of the board meet: `x` vertical ones, `y` horizontal ones.
#[derive(Serialize, Debug, Default, PartialEq)]
pub struct Seams {
    pub x: Vec<f64>,
    pub y: Vec<f64>,
}

/// The seams of a board of side `size` (mm) cut into tiles on A4 and on Letter paper.
pub fn seams(size: f64) -> Seams {
    use crate::typeset::{sheets, tiles};
    let mut s = Seams::default();
    for paper in [sheets::A4, sheets::LETTER] {
        let Some(t) = tiles::tile(size, size, paper) else { continue };
        s.x.extend(t.tiles.iter().filter(|t| t.column > 0 && t.row == 0).map(|t| t.x));
        s.y.extend(t.tiles.iter().filter(|t| t.row > 0 && t.column == 0).map(|t| t.y));
    }
    for v in [&mut s.x, &mut s.y] {
        v.sort_by(f64::total_cmp);
        v.dedup_by(|a, b| (*a - *b).abs() < 0.05);
    }
    s
}

/// What the tokens template reads (`/tokens.json`).
#[derive(Serialize)]
struct TokensData<'a> {
    lang: String,
    region: Option<String>,
    font: &'a str,
    title: String,
    authors: &'a [String],
    colours: &'a BTreeMap<String, String>,
    art: BTreeMap<String, String>,
    /// One per player: the pictures of his pawn and marker, and their alt text.
    knights: Vec<Knight>,
    /// The die's faces, when it is a cube (J1.1); none otherwise.
    die: Option<u8>,
    text: BTreeMap<&'static str, Text>,
    alt_die: String,
}

#[derive(Serialize)]
struct Knight {
    colour: String,
    figure: String,
    arms: String,
    alt: String,
}

fn text(locale: &Locale, msg: &'static str, args: &FluentArgs) -> Located<(&'static str, Text)> {
    Ok((msg, Text { text: format(locale, msg, args)?, msg: msg.into() }))
}

fn game_args(def: &GameDef, locale: &Locale) -> FluentArgs<'static> {
    let mut a = FluentArgs::new();
    a.set("game", locale.text("game-name").unwrap_or_else(|_| def.meta.name.clone()));
    a
}

fn document(template: (&str, &str), data_file: &str, data: Vec<u8>, art: &ArtSet) -> Result<DocWorld, String> {
    let mut files = art.files();
    files.push((data_file.to_string(), data));
    DocWorld::new(&format!("/{}", template.0), template.1.to_string(), files)
}

/// The world of the board in one language.
pub fn board_world(def: &GameDef, locale: &Locale, art: &ArtSet, template: (&str, &str)) -> Located<DocWorld> {
    let rules = def.default_rules();
    let none = FluentArgs::new();
    let mut scale = FluentArgs::new();
    scale.set("low", rules.destiny_min as i32);
    scale.set("high", rules.destiny_max as i32);
    let mut texts = vec![
        text(locale, "board-start", &none)?,
        text(locale, "board-finish", &none)?,
        text(locale, "board-destiny", &scale)?,
        text(locale, "board-pile", &none)?,
        text(locale, "board-discard", &none)?,
    ];
    if rules.negative_start {
        texts.push(text(locale, "board-negative", &none)?);
    }
    if rules.bounce {
        texts.push(text(locale, "board-exact", &none)?);
    }
    // The turn, the special spaces' title and the end in words, as the player aid says them.
    let mut play = FluentArgs::new();
    play.set("loss", rules.adversity_loss as u32);
    play.set("max", rules.adversity_max as u32);
    let mut end = FluentArgs::new();
    end.set("finish", rules.finish as u32);
    end.set("bounce", if rules.bounce { "yes" } else { "no" });
    texts.extend([
        text(locale, "summary-turn-title", &none)?,
        text(locale, "summary-move", &none)?,
        text(locale, "summary-draw", &none)?,
        text(locale, "summary-play", &play)?,
        text(locale, "summary-spaces-title", &none)?,
        text(locale, "summary-end-title", &none)?,
        text(locale, "summary-end", &end)?,
    ]);
    if rules.bounce {
        let mut finish = FluentArgs::new();
        finish.set("finish", rules.finish as u32);
        texts.push(text(locale, "summary-bounce", &finish)?);
    }
    let game = game_args(def, locale);
    let (lang, region) = crate::content::typst_language(&locale.lang);
    let data = BoardData {
        lang,
        region,
        font: &def.meta.theme.font,
        title: format(locale, "doc-board", &game)?,
        name: locale.text("game-name")?,
        authors: &def.meta.authors,
        size: def.board_size,
        colours: &def.meta.theme.colours,
        art: art.paths(),
        finish: rules.finish,
        bounce: rules.bounce,
        low: rules.destiny_min,
        high: rules.destiny_max,
        spaces: space_texts(def, locale)?,
        text: texts.into_iter().collect(),
        alt: format(locale, "alt-board", &game)?,
        seams: seams(def.board_size),
    };
    let json = serde_json::to_vec(&data).expect("the board's data serializes");
    document(template, "/board.json", json, art).map_err(|e| Box::new(Diagnostic::at(&locale.file, "", 0..0, e)))
}

/// The world of the pawns, markers and die net in one language, on `paper` ("A4" or "US Letter").
pub fn tokens_world(
    def: &GameDef,
    locale: &Locale,
    art: &ArtSet,
    template: (&str, &str),
    paper: &str,
) -> Located<DocWorld> {
    let rules = def.default_rules();
    let none = FluentArgs::new();
    let texts = [
        "tokens-pawns",
        "tokens-pawns-howto",
        "tokens-markers",
        "tokens-markers-howto",
        "tokens-die",
        "tokens-die-howto",
    ]
    .into_iter()
    .map(|m| text(locale, m, &none))
    .collect::<Located<BTreeMap<_, _>>>()?;
    let mut knights = Vec::new();
    for i in 1..=def.meta.seats.1 {
        let mut a = FluentArgs::new();
        a.set("knight", i as u32);
        knights.push(Knight {
            colour: def.meta.theme.colour(&format!("knight-{i}")).to_string(),
            figure: format!("knight-{i}"),
            arms: format!("arms-{i}"),
            alt: format(locale, "alt-knight", &a)?,
        });
    }
    let mut title = game_args(def, locale);
    title.set("paper", paper.to_string());
    let (lang, region) = crate::content::typst_language(&locale.lang);
    let data = TokensData {
        lang,
        region,
        font: &def.meta.theme.font,
        title: format(locale, "doc-tokens", &title)?,
        authors: &def.meta.authors,
        colours: &def.meta.theme.colours,
        art: art.paths(),
        knights,
        die: (rules.die == 6).then_some(6),
        text: texts,
        alt_die: format(locale, "alt-die", &none)?,
    };
    let json = serde_json::to_vec(&data).expect("the tokens' data serializes");
    document(template, "/tokens.json", json, art).map_err(|e| Box::new(Diagnostic::at(&locale.file, "", 0..0, e)))
}
