//! The cards of a game (R1) and the layout of each face, as SVG sources in millimetres with the
//! art of `art` and the texts of the language. One resolved description per face; `raster` turns
//! it into files.

use super::GameDef;
use super::art::castles::{castle_view, control_arrow};
use super::art::heraldry::{english_arms, fleur_de_lis, french_arms, lion_passant_guardant};
use super::art::{Palette, mm};
use super::engine::{Card, Rules, Side};
use crate::content::{Locale, Theme};
use crate::game::CardEntry;
use crate::render::text::{overflow, wrap};
use fluent_bundle::FluentArgs;
use svg::Document;
use svg::node::element::{Group, Path, Rectangle, Text, path::Data};

/// What a face shows.
#[derive(Clone, Debug, PartialEq)]
pub enum FaceKind {
    /// Castle card number `index` (R1.1).
    Castle {
        index: usize,
    },
    CastleBack,
    /// An action card (R1.2).
    Action {
        side: Side,
        card: Card,
    },
    ActionBack {
        side: Side,
    },
    /// One face of the first-player card (R1.3).
    FirstPlayer {
        side: Side,
    },
    /// Rules-summary card number `n`, from 1 (R1.4).
    Summary {
        n: usize,
    },
    SummaryBack,
}

/// A face, named as its files are.
#[derive(Clone, Debug, PartialEq)]
pub struct Face {
    pub id: String,
    pub kind: FaceKind,
}

fn card_name(card: Card) -> String {
    if card.is_hero() { "hero".to_string() } else { card.value().to_string() }
}

/// Every card of the box and every distinct face, in a fixed order.
pub fn catalogue(def: &GameDef) -> (Vec<CardEntry>, Vec<Face>) {
    let mut cards = Vec::new();
    let mut faces = Vec::new();
    for (index, castle) in def.castles.iter().enumerate() {
        let id = format!("castle-{castle}");
        faces.push(Face { id: id.clone(), kind: FaceKind::Castle { index } });
        cards.push(CardEntry { id: id.clone(), copies: 1, front: id, back: "castle-back".into() });
    }
    faces.push(Face { id: "castle-back".into(), kind: FaceKind::CastleBack });
    for side_def in &def.sides {
        let side = side_def.side;
        let back = format!("{side}-back");
        let mut values: Vec<(Card, u32)> = vec![(Card::HERO, 1)];
        values.extend(def.action_cards.iter().map(|&(v, c)| (Card::number(v), c as u32)));
        for (card, copies) in values {
            let id = format!("{side}-{}", card_name(card));
            faces.push(Face { id: id.clone(), kind: FaceKind::Action { side, card } });
            cards.push(CardEntry { id: id.clone(), copies, front: id, back: back.clone() });
        }
        faces.push(Face { id: back, kind: FaceKind::ActionBack { side } });
    }
    if def.first_player_cards > 0 {
        for side in [Side::English, Side::French] {
            faces.push(Face { id: format!("first-player-{side}"), kind: FaceKind::FirstPlayer { side } });
        }
        cards.push(CardEntry {
            id: "first-player".into(),
            copies: def.first_player_cards,
            front: "first-player-english".into(),
            back: "first-player-french".into(),
        });
    }
    for n in 1..=def.summary_cards as usize {
        let id = format!("summary-{n}");
        faces.push(Face { id: id.clone(), kind: FaceKind::Summary { n } });
        cards.push(CardEntry { id: id.clone(), copies: 1, front: id, back: "summary-back".into() });
    }
    if def.summary_cards > 0 {
        faces.push(Face { id: "summary-back".into(), kind: FaceKind::SummaryBack });
    }
    (cards, faces)
}

/// The numbers the summary cards quote, from the game definition and the rules, never typed into
/// the texts: Fluent variables of the `summary-*` messages.
/// They follow `rules`, the basic game of the edition being built.
pub fn summary_args(def: &GameDef, rules: &Rules) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    args.set("hand", def.hand_size as u32);
    args.set("max", def.max_per_castle as u32);
    args.set("castles", def.castles.len() as u32);
    args.set("sweep", rules.points.sweep);
    args.set("limit", rules.exhaustion_limit as u32);
    args.set("isolated", rules.points.isolated);
    args.set("grouped", rules.points.grouped);
    // A numeric id is passed as a number, so that messages can select on `[2021]`.
    match rules.scoring.id().parse::<u32>() {
        Ok(year) => args.set("scoring", year),
        Err(_) => args.set("scoring", rules.scoring.id()),
    }
    args
}

/// The palette of a theme.
pub fn palette(theme: &Theme) -> Palette {
    let c = |name: &str| theme.colour(name).to_string();
    Palette {
        ink: c("ink"),
        paper: c("paper"),
        gold: c("gold"),
        azure: c("azure"),
        gules: c("gules"),
        stone: c("stone"),
        stone_shadow: c("stone_shadow"),
        sky: c("sky"),
        grass: c("grass"),
        english: c("english"),
        french: c("french"),
        neutral: c("neutral"),
    }
}

/// Everything a layout needs.
pub struct Sheet<'a> {
    pub def: &'a GameDef,
    /// The basic game of the edition being built, which the summary cards quote.
    pub rules: Rules,
    pub theme: &'a Theme,
    pub palette: Palette,
    pub locale: &'a Locale,
}

/// Card geometry, in millimetres, with the bleed around the trim.
struct Frame {
    b: f64,
    w: f64,
    h: f64,
}

impl Frame {
    fn cx(&self) -> f64 {
        self.b + self.w / 2.0
    }
    fn cy(&self) -> f64 {
        self.b + self.h / 2.0
    }
}

impl Sheet<'_> {
    fn text(&self, id: &str) -> Result<String, String> {
        Ok(self.locale.text(id)?)
    }

    fn frame(&self) -> Frame {
        Frame { b: self.theme.bleed, w: self.theme.card_width, h: self.theme.card_height }
    }

    /// A line of text centred on (x, y) (the baseline), in the theme's font.
    fn label(&self, content: &str, x: f64, y: f64, size: f64, fill: &str, bold: bool) -> Text {
        Text::new(content)
            .set("x", mm(x))
            .set("y", mm(y))
            .set("font-family", self.theme.font.as_str())
            .set("font-size", mm(size))
            .set("font-weight", if bold { "bold" } else { "normal" })
            .set("text-anchor", "middle")
            .set("fill", fill)
    }

    fn side_colour(&self, side: Side) -> &str {
        match side {
            Side::English => &self.palette.english,
            Side::French => &self.palette.french,
        }
    }

    fn arms(&self, side: Side, x: f64, y: f64, w: f64, h: f64, id: &str) -> Group {
        match side {
            Side::English => english_arms(x, y, w, h, &self.palette, id),
            Side::French => french_arms(x, y, w, h, &self.palette, id),
        }
    }

    /// The SVG source of a face, full bleed, text still as text.
    pub fn face_svg(&self, face: &Face) -> Result<String, String> {
        let f = self.frame();
        let (dw, dh) = (f.w + 2.0 * f.b, f.h + 2.0 * f.b);
        let body = match &face.kind {
            FaceKind::Castle { index } => self.castle(&f, *index)?,
            FaceKind::CastleBack => self.castle_back(&f)?,
            FaceKind::Action { side, card } => self.action(&f, *side, *card)?,
            FaceKind::ActionBack { side } => self.action_back(&f, *side)?,
            FaceKind::FirstPlayer { side } => self.first_player(&f, *side)?,
            FaceKind::Summary { n } => self.summary(&f, *n)?,
            FaceKind::SummaryBack => self.summary_back(&f)?,
        };
        let doc = Document::new()
            .set("width", format!("{}mm", mm(dw)))
            .set("height", format!("{}mm", mm(dh)))
            .set("viewBox", format!("0 0 {} {}", mm(dw), mm(dh)))
            .add(body);
        Ok(doc.to_string())
    }

    fn background(&self, f: &Frame, fill: &str) -> Rectangle {
        Rectangle::new()
            .set("x", 0)
            .set("y", 0)
            .set("width", mm(f.w + 2.0 * f.b))
            .set("height", mm(f.h + 2.0 * f.b))
            .set("fill", fill)
    }

    /// A rounded panel inset from the trim.
    fn panel(&self, f: &Frame, inset: f64, fill: &str, stroke: &str) -> Rectangle {
        Rectangle::new()
            .set("x", mm(f.b + inset))
            .set("y", mm(f.b + inset))
            .set("width", mm(f.w - 2.0 * inset))
            .set("height", mm(f.h - 2.0 * inset))
            .set("rx", mm(2.0))
            .set("fill", fill)
            .set("stroke", stroke)
            .set("stroke-width", mm(0.5))
    }

    fn castle(&self, f: &Frame, index: usize) -> Result<Group, String> {
        let p = &self.palette;
        let castle = &self.def.castles[index];
        let name = self.text(&format!("castle-{castle}"))?;
        let view = &self.def.castle_views[index];
        let s = self.theme.safe;
        Ok(Group::new()
            .add(self.background(f, &p.stone))
            .add(self.panel(f, 2.0, &p.paper, &p.ink))
            .add(self.label(&name, f.cx(), f.b + s + 6.5, 6.0, &p.ink, true))
            .add(castle_view(view, f.b + 4.0, f.b + s + 10.0, f.w - 8.0, 52.0, p, &format!("c{index}")))
            .add(control_arrow(f.cx(), f.b + f.h - s - 9.5, 15.0, p)))
    }

    fn castle_back(&self, f: &Frame) -> Result<Group, String> {
        let p = &self.palette;
        let name = self.text("game-name")?;
        let label = self.text("card-castle")?;
        Ok(Group::new()
            .add(self.background(f, &p.stone_shadow))
            .add(self.panel(f, 3.0, &p.stone, &p.ink))
            .add(self.panel(f, 5.0, "none", &p.ink))
            .add(self.label(&name, f.cx(), f.cy() + 2.0, 10.0, &p.ink, true))
            .add(self.label(&label, f.cx(), f.cy() + 10.0, 4.5, &p.ink, false)))
    }

    fn action(&self, f: &Frame, side: Side, card: Card) -> Result<Group, String> {
        let p = &self.palette;
        let colour = self.side_colour(side).to_string();
        let mut g = Group::new().add(self.background(f, &colour)).add(self.panel(f, 2.5, &p.paper, &p.gold));
        // The value in two opposite corners, so that it reads from both ends of the card.
        let turned = format!("rotate(180 {} {})", mm(f.cx()), mm(f.cy()));
        g = g
            .add(self.corner_index(f, side, card, &colour))
            .add(self.corner_index(f, side, card, &colour).set("transform", turned));
        if card.is_hero() {
            // The hero's texts are named after its id in game.toml (`hero-<id>`, `hero-<id>-title`).
            let hero = self.def.sides.iter().find(|s| s.side == side).map_or("", |s| s.hero.as_str());
            let (name, title) = (self.text(&format!("hero-{hero}"))?, self.text(&format!("hero-{hero}-title"))?);
            let (aw, ah) = (24.0, 28.0);
            g = g
                .add(self.arms(side, f.cx() - aw / 2.0, f.cy() - ah / 2.0 - 6.0, aw, ah, &format!("hero-{side}")))
                .add(self.label(&name, f.cx(), f.cy() + 16.0, 4.2, &p.ink, true))
                .add(self.label(&title, f.cx(), f.cy() + 21.5, 3.6, &p.ink, false));
        } else {
            g = g.add(self.pips(f, side, card.value()));
        }
        Ok(g)
    }

    /// The corner index: the value (or a crown for the hero) with the side's charge beneath.
    fn corner_index(&self, f: &Frame, side: Side, card: Card, colour: &str) -> Group {
        let (x, y) = (f.b + self.theme.safe + 4.0, f.b + self.theme.safe + 9.0);
        let mut g = Group::new();
        if card.is_hero() {
            g = g.add(crown(x, y - 3.5, 7.0, &self.palette));
        } else {
            g = g.add(self.label(&card.value().to_string(), x, y, 10.0, colour, true));
        }
        g.add(self.charge(side, x, y + 5.0, 5.0))
    }

    /// The side's heraldic charge: a lion for the English, a fleur-de-lis for the French.
    fn charge(&self, side: Side, cx: f64, cy: f64, size: f64) -> Group {
        let p = &self.palette;
        match side {
            Side::English => lion_passant_guardant(cx, cy, size * 1.4, &p.gold, &p.ink),
            Side::French => fleur_de_lis(cx, cy, size, &p.gold, &p.ink),
        }
    }

    /// As many charges as the card's value, laid out like a playing card's pips; those in the
    /// lower half are turned, so that the card looks the same from both ends.
    fn pips(&self, f: &Frame, side: Side, value: u8) -> Group {
        let (dx, dy) = (9.5, 14.0);
        let spots: &[(f64, f64)] = match value {
            1 => &[(0.0, 0.0)],
            2 => &[(0.0, -1.0), (0.0, 1.0)],
            3 => &[(0.0, -1.0), (0.0, 0.0), (0.0, 1.0)],
            4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
            5 => &[(-1.0, -1.0), (1.0, -1.0), (0.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
            _ => &[],
        };
        let size = 11.0;
        let mut g = Group::new();
        for &(i, j) in spots {
            let (x, y) = (f.cx() + i * dx, f.cy() + j * dy);
            let mut pip = self.charge(side, x, y, size);
            if j > 0.0 {
                pip = pip.set("transform", format!("rotate(180 {} {})", mm(x), mm(y)));
            }
            g = g.add(pip);
        }
        if spots.is_empty() {
            // Values the pips do not cover are written out large.
            let colour = self.side_colour(side).to_string();
            g = g.add(self.label(&value.to_string(), f.cx(), f.cy() + 8.0, 24.0, &colour, true));
        }
        g
    }

    fn action_back(&self, f: &Frame, side: Side) -> Result<Group, String> {
        let p = &self.palette;
        let colour = self.side_colour(side).to_string();
        let name = self.text("game-name")?;
        let (aw, ah) = (30.0, 36.0);
        let title = |g: Group, flip: bool| {
            let t = self.label(&name, f.cx(), f.b + self.theme.safe + 8.0, 5.5, &p.gold, true);
            g.add(if flip { t.set("transform", format!("rotate(180 {} {})", mm(f.cx()), mm(f.cy()))) } else { t })
        };
        let g = Group::new()
            .add(self.background(f, &colour))
            .add(self.panel(f, 3.0, "none", &p.gold))
            .add(self.panel(f, 4.2, "none", &p.gold))
            .add(self.arms(side, f.cx() - aw / 2.0, f.cy() - ah / 2.0, aw, ah, &format!("back-{side}")));
        Ok(title(title(g, false), true))
    }

    fn first_player(&self, f: &Frame, side: Side) -> Result<Group, String> {
        let p = &self.palette;
        let label = self.text("card-first-player")?;
        let side_name = self.text(&format!("side-{side}"))?;
        let colour = self.side_colour(side).to_string();
        let (aw, ah) = (30.0, 36.0);
        let top = f.b + self.theme.safe + 9.0;
        let flip = format!("rotate(180 {} {})", mm(f.cx()), mm(f.cy()));
        Ok(Group::new()
            .add(self.background(f, &colour))
            .add(self.panel(f, 2.5, &p.paper, &p.gold))
            .add(self.label(&label, f.cx(), top, 5.5, &p.ink, true))
            .add(self.label(&label, f.cx(), top, 5.5, &p.ink, true).set("transform", flip))
            .add(self.arms(side, f.cx() - aw / 2.0, f.cy() - ah / 2.0 - 2.0, aw, ah, &format!("first-{side}")))
            .add(self.label(&side_name, f.cx(), f.cy() + ah / 2.0 + 5.0, 4.5, &colour, false)))
    }
}

impl Sheet<'_> {
    fn summary(&self, f: &Frame, n: usize) -> Result<Group, String> {
        let p = &self.palette;
        let args = summary_args(self.def, &self.rules);
        let title = super::messages::format(self.locale, &format!("summary-{n}-title"), &args)?;
        let body = super::messages::format(self.locale, &format!("summary-{n}-body"), &args)?;
        let s = self.theme.safe;
        let font = self.theme.font.as_str();
        let (size, leading) = (3.1, 3.1 * 1.22);
        let (x0, y0) = (f.b + s + 1.0, f.b + s + 12.5);
        let (bw, bh) = (f.w - 2.0 * s - 2.0, f.h - 2.0 * s - 15.0);
        let paragraphs: Vec<&str> = body.lines().collect();
        let lines = wrap(&paragraphs, font, size, bw);
        let over = overflow(&lines, font, size, leading, bw, bh);
        if over > 0.0 {
            return Err(format!(
                "the text overflows its box by {over:.1} mm: shorten summary-{n}-body in {}",
                self.locale.file
            ));
        }
        let mut g = Group::new()
            .add(self.background(f, &p.paper))
            .add(self.panel(f, 2.0, "none", &p.ink))
            .add(self.label(&title, f.cx(), f.b + s + 6.5, 4.8, &p.ink, true))
            .add(
                Path::new()
                    .set(
                        "d",
                        Data::new()
                            .move_to((f.b + s + 6.0, f.b + s + 8.8))
                            .line_to((f.b + f.w - s - 6.0, f.b + s + 8.8)),
                    )
                    .set("stroke", p.gold.as_str())
                    .set("stroke-width", 0.4),
            );
        let mut y = y0;
        for line in &lines {
            y += line.gap * leading;
            g = g.add(
                Text::new(line.text.as_str())
                    .set("x", mm(x0 + line.indent))
                    .set("y", mm(y))
                    .set("font-family", font)
                    .set("font-size", mm(size))
                    .set("fill", p.ink.as_str()),
            );
            y += leading;
        }
        Ok(g)
    }

    fn summary_back(&self, f: &Frame) -> Result<Group, String> {
        let p = &self.palette;
        let name = self.text("game-name")?;
        let label = self.text("card-summary")?;
        Ok(Group::new()
            .add(self.background(f, &p.paper))
            .add(self.panel(f, 3.0, "none", &p.ink))
            .add(self.panel(f, 4.2, "none", &p.gold))
            .add(self.label(&name, f.cx(), f.cy() - 1.0, 9.0, &p.ink, true))
            .add(self.label(&label, f.cx(), f.cy() + 7.0, 4.5, &p.ink, false)))
    }
}

/// A small open crown, the hero's mark in the corners.
fn crown(cx: f64, cy: f64, w: f64, p: &Palette) -> Group {
    let (x0, x1, top, base) = (cx - w / 2.0, cx + w / 2.0, cy - w * 0.35, cy + w * 0.3);
    let mid = cy - w * 0.05;
    let data = Data::new()
        .move_to((x0, base))
        .line_to((x0, top))
        .line_to((cx - w * 0.25, mid))
        .line_to((cx, top - w * 0.08))
        .line_to((cx + w * 0.25, mid))
        .line_to((x1, top))
        .line_to((x1, base))
        .close();
    Group::new().add(
        Path::new().set("d", data).set("fill", p.gold.as_str()).set("stroke", p.ink.as_str()).set("stroke-width", 0.25),
    )
}
