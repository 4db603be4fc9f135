//! The rulebook's diagrams, drawn from engine states with the `svg` crate, in millimetres.
//! The French sit at the top of every picture and the English at the bottom, as the castle line
//! is seen by the English player (R1.1). Labels come from the locale; numbers from the engine.

use crate::games::guyenne::art::{Palette, mm};
use crate::games::guyenne::engine::{BattleOutcome, Card, CardSet, Game, Placement, Rules, Side};
use serde::Serialize;
use svg::Document;
use svg::node::element::{Circle, Group, Image, Line, Rectangle, Text};

/// Labels drawn inside the pictures, in the document's language.
pub struct Labels {
    pub font: String,
    pub deck: String,
    pub discard: String,
    pub hand: String,
    /// Over one card removed, and over several (`rb-label-removed` with `count`).
    pub removed: [String; 2],
    pub castles: String,
    pub points: String,
    pub table: String,
    /// The hero in a sum.
    pub hero: String,
    /// Castle card names, by position.
    pub castle_names: Vec<String>,
    /// Seat labels: English A, English B, French A, French B.
    pub seats: [String; 4],
}

/// A drawing and its size in millimetres, with the printed cards the template lays over it.
pub struct Drawing {
    pub svg: String,
    pub width: f64,
    pub height: f64,
    pub cards: Vec<Overlay>,
}

/// A printed card face shown in a drawing, as the players lay it: the template draws the face
/// itself there, so the picture shows exactly the card that is printed.
#[derive(Clone, Debug, Serialize)]
pub struct Overlay {
    /// The face id.
    pub face: String,
    /// The top left corner of the card as it lies, in the drawing's millimetres.
    pub x: f64,
    pub y: f64,
    /// The card's trim width before turning it.
    pub width: f64,
    /// How far the card is turned clockwise, in degrees: 0 (upright), 90 or 180.
    pub angle: u32,
    /// Its alt text: the castle's name.
    pub alt: String,
}

const CARD_W: f64 = 9.0;
const CARD_H: f64 = 12.6;
const GAP: f64 = 1.4;

struct Pen<'a> {
    p: &'a Palette,
    l: &'a Labels,
    cards: &'a PrintedCards,
    overlays: std::cell::RefCell<Vec<Overlay>>,
}

/// The size of a diagram's labels (a pile, a hand, the cards removed), in mm: 6 pt or more
/// where a diagram is printed at two thirds of its size.
const LABEL: f64 = 3.4;

impl Pen<'_> {
    fn colour(&self, side: Side) -> &str {
        match side {
            Side::English => &self.p.english,
            Side::French => &self.p.french,
        }
    }

    fn text(&self, x: f64, y: f64, size: f64, anchor: &str, content: &str, fill: &str) -> Text {
        Text::new(content)
            .set("x", mm(x))
            .set("y", mm(y))
            .set("font-size", mm(size))
            .set("font-family", self.l.font.as_str())
            .set("text-anchor", anchor)
            .set("fill", fill)
    }

    fn bold(&self, x: f64, y: f64, size: f64, anchor: &str, content: &str, fill: &str) -> Text {
        self.text(x, y, size, anchor, content, fill).set("font-weight", "bold")
    }

    fn rect(&self, x: f64, y: f64, w: f64, h: f64, fill: &str, stroke: &str) -> Rectangle {
        Rectangle::new()
            .set("x", mm(x))
            .set("y", mm(y))
            .set("width", mm(w))
            .set("height", mm(h))
            .set("rx", mm(w.min(h) * 0.1))
            .set("fill", fill)
            .set("stroke", stroke)
            .set("stroke-width", "0.3")
    }

    /// One action card, face up (value or arms) or face down (the side's back), standing.
    fn card(&self, x: f64, y: f64, side: Side, card: Option<Card>) -> Group {
        self.card_sized(x, y, CARD_W, CARD_H, side, card)
    }

    /// A card of any size: lying (wider than tall) for a defender, whose cards face the castle
    /// with their long side.
    fn card_sized(&self, x: f64, y: f64, w: f64, h: f64, side: Side, card: Option<Card>) -> Group {
        let c = self.colour(side).to_string();
        let g = Group::new();
        match card {
            None => g.add(self.rect(x, y, w, h, &c, &self.p.ink)).add(
                Rectangle::new()
                    .set("x", mm(x + 1.2))
                    .set("y", mm(y + 1.2))
                    .set("width", mm(w - 2.4))
                    .set("height", mm(h - 2.4))
                    .set("fill", "none")
                    .set("stroke", self.p.gold.as_str())
                    .set("stroke-width", "0.3"),
            ),
            Some(card) if card.is_hero() => {
                // The hero's arms, as its printed card shows them (a designer's picture included).
                let (aw, ah) = (CARD_W * 0.7, CARD_H * 0.6);
                let (aw, ah) = if h < w { (aw * 0.75, ah * 0.75) } else { (aw, ah) };
                let (ax, ay) = (x + (w - aw) / 2.0, y + (h - ah) / 2.0);
                let arms = Image::new()
                    .set("x", mm(ax))
                    .set("y", mm(ay))
                    .set("width", mm(aw))
                    .set("height", mm(ah))
                    .set("preserveAspectRatio", "xMidYMid meet")
                    .set("href", self.cards.hero_arms[side as usize].as_str());
                g.add(self.rect(x, y, w, h, &self.p.paper, &c)).add(arms)
            }
            Some(card) => {
                let (cx, cy) = (x + w / 2.0, y + h / 2.0);
                let value = self.bold(cx, cy + 2.1, 6.0, "middle", &card.to_string(), &c);
                // A lying card's value is turned with it (a quarter turn towards the castle
                // line), so that the picture reads as a card laid sideways, not a wide card.
                let value = if h < w {
                    let turn = if side == Side::English { -90 } else { 90 };
                    value.set("transform", format!("rotate({turn} {} {})", mm(cx), mm(cy)))
                } else {
                    value
                };
                g.add(self.rect(x, y, w, h, &self.p.paper, &c)).add(value)
            }
        }
    }

    /// A card that was removed for good (R5.6): shown faded and struck through.
    fn removed_card(&self, x: f64, y: f64, side: Side, card: Card) -> Group {
        // One stroke across the faded card, and its value again on top, so that what was removed
        // stays readable.
        let strike = Line::new()
            .set("x1", mm(x + 0.8))
            .set("y1", mm(y + CARD_H - 0.8))
            .set("x2", mm(x + CARD_W - 0.8))
            .set("y2", mm(y + 0.8))
            .set("stroke", self.p.ink.as_str())
            .set("stroke-width", "0.45");
        let mut g = Group::new().add(self.card(x, y, side, Some(card)).set("opacity", "0.45")).add(strike);
        if !card.is_hero() {
            let value = self
                .bold(x + CARD_W / 2.0, y + CARD_H / 2.0 + 2.1, 6.0, "middle", &card.to_string(), self.colour(side))
                .set("stroke", self.p.paper.as_str())
                .set("stroke-width", "0.9")
                .set("paint-order", "stroke");
            g = g.add(value);
        }
        g
    }

    /// A row of standing cards starting at x; returns the group and its width.
    fn row(&self, x: f64, y: f64, side: Side, cards: &[Option<Card>]) -> (Group, f64) {
        let mut g = Group::new();
        for (i, &c) in cards.iter().enumerate() {
            g = g.add(self.card(x + i as f64 * (CARD_W + GAP), y, side, c));
        }
        (g, row_width(cards.len()))
    }

    /// A row of lying cards (a defender's), vertically centred on a standing card's band.
    fn lying_row(&self, x: f64, y: f64, side: Side, cards: &[Option<Card>]) -> (Group, f64) {
        let mut g = Group::new();
        let dy = (CARD_H - CARD_W) / 2.0;
        for (i, &c) in cards.iter().enumerate() {
            g = g.add(self.card_sized(x + i as f64 * (CARD_H + GAP), y + dy, CARD_H, CARD_W, side, c));
        }
        (g, lying_width(cards.len()))
    }

    /// A face-down pile with its count.
    fn pile(&self, x: f64, y: f64, side: Side, count: usize, label: &str, face_up: bool) -> Group {
        let mut g = Group::new();
        if count == 0 {
            g = g.add(self.rect(x, y, CARD_W, CARD_H, "none", &self.p.neutral).set("stroke-dasharray", "1 0.8"));
        }
        for i in 0..count.min(4) {
            let o = i as f64 * 0.5;
            g = g.add(self.card(x + o, y - o, side, if face_up { Some(Card::number(2)) } else { None }));
        }
        // The label centred over the pile, unless it would run past the picture's left edge (a
        // long word, "Nachziehstapel"): then from that edge. Its width is estimated, at half an
        // em a letter.
        let cx = x + CARD_W / 2.0 + 0.8;
        let half = label.chars().count() as f64 * 0.26 * LABEL;
        let (lx, anchor) = if cx - half < 0.5 { (0.5, "start") } else { (cx, "middle") };
        g.add(self.bold(cx, y + CARD_H + 3.6, 3.2, "middle", &count.to_string(), &self.p.ink)).add(self.text(
            lx,
            y - 2.8,
            LABEL,
            anchor,
            label,
            &self.p.ink,
        ))
    }

    /// A castle card as it lies on the table, in the box (x, y, w, 1.15 w): the printed face,
    /// turned to point its arrow at its holder (down to the English, up to the French) or lying
    /// across the line, the arrow sideways, while neutral (R1.1).
    fn castle(&self, x: f64, y: f64, w: f64, position: usize, holder: Option<Side>) {
        let h = w * 1.15;
        let Some(face) = self.cards.castles.get(position) else { return };
        let (cw, ch) = self.cards.size;
        let ratio = cw / ch;
        let (angle, bw, bh) = match holder {
            Some(Side::English) => (0, h * ratio, h),
            Some(Side::French) => (180, h * ratio, h),
            None => (90, w, w * ratio),
        };
        let width = if angle == 90 { bh } else { bw };
        self.overlays.borrow_mut().push(Overlay {
            face: face.clone(),
            x: x + (w - bw) / 2.0,
            y: y + (h - bh) / 2.0,
            width,
            angle,
            alt: self.l.castle_names.get(position).cloned().unwrap_or_default(),
        });
    }

    fn badge(&self, cx: f64, cy: f64, n: usize, side: Side) -> Group {
        Group::new()
            .add(
                Circle::new()
                    .set("cx", mm(cx))
                    .set("cy", mm(cy))
                    .set("r", "2.3")
                    .set("fill", self.p.gold.as_str())
                    .set("stroke", self.p.ink.as_str())
                    .set("stroke-width", "0.25"),
            )
            .add(self.bold(cx, cy + 1.1, 3.1, "middle", &n.to_string(), self.colour(side)))
    }
}

fn row_width(n: usize) -> f64 {
    if n == 0 { 0.0 } else { n as f64 * CARD_W + (n - 1) as f64 * GAP }
}

fn lying_width(n: usize) -> f64 {
    if n == 0 { 0.0 } else { n as f64 * CARD_H + (n - 1) as f64 * GAP }
}

fn finish(pen: &Pen, width: f64, height: f64, nodes: Vec<Group>) -> Drawing {
    let cards = pen.overlays.take();
    let doc = Document::new()
        .set("viewBox", format!("0 0 {} {}", mm(width), mm(height)))
        .set("width", format!("{}mm", mm(width)))
        .set("height", format!("{}mm", mm(height)));
    let svg = nodes.into_iter().fold(doc, |d, g| d.add(g)).to_string();
    Drawing { svg, width, height, cards }
}

fn cards_of(rules: &Rules, set: &CardSet) -> Vec<Option<Card>> {
    rules.cards_of(set).map(Some).collect()
}

/// The printed cards drawings show: the castle faces by position, the heroes' arms.
pub struct PrintedCards {
    /// Face id of each castle card, by position.
    pub castles: Vec<String>,
    /// Trim width and height of a card, in millimetres.
    pub size: (f64, f64),
    /// The picture of each side's hero arms, as a `data:` URL, by side.
    pub hero_arms: [String; 2],
}

/// Everything a drawing needs besides the engine's state.
pub struct Context<'a> {
    pub palette: &'a Palette,
    pub labels: &'a Labels,
    pub cards: &'a PrintedCards,
}

impl Context<'_> {
    fn pen(&self) -> Pen<'_> {
        Pen { p: self.palette, l: self.labels, cards: self.cards, overlays: std::cell::RefCell::new(Vec::new()) }
    }
}

/// One battle (R5): the French cards above the castle, the English below, their sums, the
/// control after the battle, and the removed cards struck through. A conceded hand stays hidden.
pub fn battle(ctx: &Context, rules: &Rules, placements: &[Placement], b: &BattleOutcome) -> Drawing {
    let pen = ctx.pen();
    let width = 84.0;
    let castle_w = 22.0;
    let castle_h = castle_w * 1.15;
    let top = 5.0;
    let castle_y = top + CARD_H + 4.0;
    let bottom = castle_y + castle_h + 4.0;
    let height = bottom + CARD_H + 5.5;
    let cx = width / 2.0;
    pen.castle(cx - castle_w / 2.0, castle_y, castle_w, b.castle as usize - 1, b.control_after);
    let mut nodes = Vec::new();
    for side in Side::ALL {
        let Some(p) = placements.iter().find(|p| p.castle == b.castle && p.side == side) else { continue };
        // What was played (placements are recorded before any removal).
        let played = p.cards;
        let hidden = b.conceded && b.holder == Some(side);
        let y = if side == Side::French { top } else { bottom };
        let kept: Vec<Option<Card>> =
            if hidden { vec![None; played.len()] } else { cards_of(rules, &played.minus(b.removed[side])) };
        let removed: Vec<Card> = rules.cards_of(&b.removed[side]).collect();
        let total = kept.len() + removed.len();
        let defends = b.holder == Some(side);
        let row_w = if defends { lying_width(kept.len()) } else { row_width(total) };
        let x0 = cx - row_w / 2.0;
        let (row, _) = if defends { pen.lying_row(x0, y, side, &kept) } else { pen.row(x0, y, side, &kept) };
        let mut g = Group::new().add(row);
        for (i, &c) in removed.iter().enumerate() {
            let x = x0 + (kept.len() + i) as f64 * (CARD_W + GAP);
            g = g.add(pen.removed_card(x, y, side, c));
            if i == 0 {
                let ly = if side == Side::French { y - 1.6 } else { y + CARD_H + 3.8 };
                g = g.add(pen.text(
                    x,
                    ly,
                    LABEL,
                    "start",
                    &ctx.labels.removed[usize::from(removed.len() > 1)],
                    &pen.p.ink,
                ));
            }
        }
        let s = b.strength[side];
        let sum = if hidden {
            "?".to_string()
        } else if s.hero && s.sum == 0 {
            ctx.labels.hero.clone()
        } else if s.hero {
            format!("{} + {}", ctx.labels.hero, s.sum)
        } else {
            s.sum.to_string()
        };
        let label_x = cx + row_w / 2.0 + 2.5;
        g = g.add(pen.bold(label_x, y + CARD_H * 0.68, 4.4, "start", &format!("= {sum}"), pen.colour(side)));
        nodes.push(g);
    }
    finish(&pen, width, height, nodes)
}

/// A castle line: every castle with its holder; optionally each side's placements with their
/// order, and points under each castle. `(left, y)` is its top-left corner in the drawing.
fn castle_line(
    pen: &Pen,
    (left, y): (f64, f64),
    width: f64,
    castles: &[Option<Side>],
    placements: &[(usize, Placement, CardSet)],
    rules: &Rules,
    points: Option<&[u32]>,
) -> (Vec<Group>, f64) {
    let n = castles.len().max(1);
    let slot = width / n as f64;
    let castle_w = (slot - 3.0).min(22.0);
    let castle_h = castle_w * 1.15;
    let has_cards = !placements.is_empty();
    let cards_h = if has_cards { CARD_H * 0.7 + 6.0 } else { 0.0 };
    let castle_y = y + cards_h;
    let mut nodes = Vec::new();
    for (i, &holder) in castles.iter().enumerate() {
        let x = left + i as f64 * slot + (slot - castle_w) / 2.0;
        pen.castle(x, castle_y, castle_w, i, holder);
        if let Some(points) = points {
            let label = if points[i] > 0 { format!("+{}", points[i]) } else { "0".into() };
            let fill = holder.map_or(pen.p.neutral.as_str(), |s| pen.colour(s));
            nodes.push(Group::new().add(pen.bold(
                x + castle_w / 2.0,
                castle_y + castle_h + 5.0,
                4.0,
                "middle",
                &label,
                fill,
            )));
        }
    }
    for (step, p, removed) in placements {
        let i = p.castle as usize - 1;
        let kept: Vec<Card> = rules.cards_of(&p.cards.minus(*removed)).collect();
        let gone: Vec<Card> = rules.cards_of(removed).collect();
        let scale = 0.7;
        // A defender's cards lie with their long side towards the castle.
        let (w, gap) = if p.attack { (CARD_W * scale, GAP * scale) } else { (CARD_H * scale, GAP * scale) };
        let n = kept.len() + gone.len();
        let total = n as f64 * w + n.saturating_sub(1) as f64 * gap;
        let x0 = left + i as f64 * slot + (slot - total) / 2.0;
        let cy = if p.side == Side::French { y } else { castle_y + castle_h + 3.0 };
        let mut g = Group::new();
        for (k, &c) in kept.iter().enumerate() {
            let tx = x0 + k as f64 * (w + gap);
            let card = if p.attack {
                pen.card(0.0, 0.0, p.side, Some(c))
            } else {
                pen.card_sized(0.0, (CARD_H - CARD_W) / 2.0, CARD_H, CARD_W, p.side, Some(c))
            };
            g = g.add(card.set("transform", format!("translate({} {}) scale({scale})", mm(tx), mm(cy))));
        }
        for (k, &c) in gone.iter().enumerate() {
            let tx = x0 + (kept.len() + k) as f64 * (w + gap);
            let card = pen.removed_card(0.0, 0.0, p.side, c);
            g = g.add(card.set("transform", format!("translate({} {}) scale({scale})", mm(tx), mm(cy))));
        }
        g = g.add(pen.badge(x0 - 3.0, cy + 1.5, *step, p.side));
        nodes.push(g);
    }
    let mut height = cards_h + castle_h;
    if has_cards {
        height += 3.0 + CARD_H * 0.7;
    }
    if points.is_some() {
        height += 7.0;
    }
    (nodes, height)
}

/// A whole round (R4–R6): the line with the four placements in order, then the line after.
pub fn round(
    ctx: &Context,
    rules: &Rules,
    before: &Game,
    placements: &[Placement],
    battles: &[BattleOutcome],
    after: &[Option<Side>],
) -> Drawing {
    let pen = ctx.pen();
    let width = 118.0;
    // Each placement with its order and the cards it lost for good (R5.6).
    let numbered: Vec<(usize, Placement, CardSet)> = placements
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let removed =
                battles.iter().find(|b| b.castle == p.castle).map_or(CardSet::default(), |b| b.removed[p.side]);
            (i + 1, *p, removed)
        })
        .collect();
    let (mut nodes, h1) = castle_line(&pen, (0.0, 4.0), width, before.castles(), &numbered, rules, None);
    let y2 = 4.0 + h1 + 10.0;
    nodes.push(Group::new().add(pen.bold(width / 2.0, y2 - 3.0, 5.0, "middle", "↓", &pen.p.ink)));
    let (line, h2) = castle_line(&pen, (0.0, y2), width, after, &[], rules, None);
    nodes.extend(line);
    finish(&pen, width, y2 + h2 + 3.0, nodes)
}

/// The end of a game: the final line and each castle's points (R8.2); under R8.4 castles carry
/// no points of their own, so none are shown.
pub fn scoring(ctx: &Context, rules: &Rules, castles: &[Option<Side>], points: Option<&[u32]>) -> Drawing {
    let pen = ctx.pen();
    let width = 118.0;
    let (nodes, h) = castle_line(&pen, (0.0, 4.0), width, castles, &[], rules, points);
    finish(&pen, width, 4.0 + h + 2.0, nodes)
}

/// A side's cards on the table: deck, hand and discard.
/// Cards set aside in the expert game lie in the discard pile (R9.3), which is labelled as such.
fn side_area(pen: &Pen, x: f64, y: f64, side: Side, game: &Game, hand: &[Option<Card>]) -> Group {
    let mut g = Group::new();
    g = g.add(pen.pile(x, y, side, game.deck_len(side), &pen.l.deck, false));
    let hx = x + CARD_W + 8.0;
    let (row, w) = pen.row(hx, y, side, hand);
    g = g.add(row).add(pen.text(hx + w / 2.0, y - 2.8, LABEL, "middle", &pen.l.hand, &pen.p.ink));
    let dx = hx + w + 8.0;
    let discard = game.discard(side).len();
    g.add(pen.pile(dx, y, side, discard, &pen.l.discard, false))
}

/// The start of a game (R2): the neutral line between the two sides, each with its deck, its
/// hand (the English one face up) and its empty discard, and the first-player card.
pub fn setup(ctx: &Context, rules: &Rules, game: &Game) -> Drawing {
    let pen = ctx.pen();
    let width = 118.0;
    let french: Vec<Option<Card>> = vec![None; game.hand_len(Side::French)];
    let english = cards_of(rules, &game.hand(Side::English, crate::games::guyenne::engine::Member::A));
    let mut nodes = vec![side_area(&pen, 4.0, 8.0, Side::French, game, &french)];
    let (line, h) = castle_line(&pen, (0.0, 8.0 + CARD_H + 10.0), width - 14.0, game.castles(), &[], rules, None);
    nodes.extend(line);
    // The first-player card at the end of the line, showing the first player's arms.
    let fy = 8.0 + CARD_H + 10.0 + h / 2.0 - CARD_H / 2.0;
    let first = game.first_player();
    nodes.push(Group::new().add(pen.card(width - CARD_W - 2.0, fy, first, Some(Card::HERO))));
    let ey = 8.0 + CARD_H + 10.0 + h + 10.0;
    nodes.push(side_area(&pen, 4.0, ey, Side::English, game, &english));
    finish(&pen, width, ey + CARD_H + 6.0, nodes)
}

/// The expert setup (R9.3), one side: the set-aside cards face down in the discard.
pub fn expert(ctx: &Context, rules: &Rules, game: &Game) -> Drawing {
    let pen = ctx.pen();
    let hand = cards_of(rules, &game.hand(Side::English, crate::games::guyenne::engine::Member::A));
    let node = side_area(&pen, 4.0, 8.0, Side::English, game, &hand);
    finish(&pen, 118.0, 8.0 + CARD_H + 6.0, vec![node])
}

/// Four players (R9.5): each team on its own side of the castle line, as the two players of a
/// two-player game (the French at the top, the English at the bottom), its two members at the
/// two ends of that side with the team's shared deck and discard between them, so that neither
/// sees the other's hand; each seat with the cards its player holds after the gives.
pub fn seating(ctx: &Context, rules: &Rules, game: &Game) -> Drawing {
    use crate::games::guyenne::engine::Member;
    let pen = ctx.pen();
    let (tx, ty, tw, th) = (12.0, 22.0, 94.0, 66.0);
    let width = tx + tw + 12.0;
    let mut nodes = vec![
        Group::new().add(
            Rectangle::new()
                .set("x", mm(tx))
                .set("y", mm(ty))
                .set("width", mm(tw))
                .set("height", mm(th))
                .set("rx", "4")
                .set("fill", pen.p.sky.as_str())
                .set("stroke", pen.p.ink.as_str())
                .set("stroke-width", "0.4"),
        ),
    ];
    // The book prints this drawing at about 72 % of its size: its labels are drawn larger than in
    // the other drawings, so that they still print at 6 pt or more.
    let label = 3.4;
    nodes.push(Group::new().add(pen.text(tx + 3.0, ty + 5.5, label, "start", &ctx.labels.table, &pen.p.ink)));
    // The castle line across the middle of the table.
    let line_w = tw - 12.0;
    let castle_h = ((line_w / 6.0 - 3.0).min(22.0)) * 1.15;
    let (line, _) = castle_line(&pen, (tx + 6.0, ty + (th - castle_h) / 2.0), line_w, game.castles(), &[], rules, None);
    nodes.extend(line);
    // Each team's deck and discard, shared by its two members, on its side of the line.
    for (side, py) in [(Side::French, ty + 7.5), (Side::English, ty + th - CARD_H - 6.0)] {
        let cx = tx + tw / 2.0;
        // Far enough apart for the longest labels ("Nachziehstapel", "Ablagestapel").
        for (x, count, name) in [
            (cx - CARD_W - 12.0, game.deck_len(side), &pen.l.deck),
            (cx + 12.0, game.discard(side).len(), &pen.l.discard),
        ] {
            nodes.push(pen.pile(x, py, side, count, "", false));
            nodes.push(Group::new().add(pen.text(x + CARD_W / 2.0 + 0.8, py - 2.4, label, "middle", name, &pen.p.ink)));
        }
    }
    // The members of a team at the two ends of their side: English A and B below the line
    // (left and right as the English see it), French A and B above it.
    let (left, right) = (tx + 13.0, tx + tw - 13.0);
    let (below, above) = (ty + th + 10.0, ty - 10.0);
    let seats = [
        (Side::English, Member::A, left, below, 0),
        (Side::English, Member::B, right, below, 1),
        (Side::French, Member::A, left, above, 2),
        (Side::French, Member::B, right, above, 3),
    ];
    for (side, member, cx, cy, seat) in seats {
        let held = game.hand(side, member).len();
        let mut g = Group::new().add(
            Circle::new()
                .set("cx", mm(cx))
                .set("cy", mm(cy))
                .set("r", "5")
                .set("fill", pen.colour(side))
                .set("stroke", pen.p.ink.as_str())
                .set("stroke-width", "0.3"),
        );
        g = g.add(pen.bold(cx, cy + 1.5, 4.2, "middle", &held.to_string(), &pen.p.paper));
        let ly = if cy > ty { cy + 9.5 } else { cy - 7.0 };
        g = g.add(pen.text(cx, ly, label, "middle", &ctx.labels.seats[seat], &pen.p.ink));
        nodes.push(g);
    }
    let height = below + 14.0;
    finish(&pen, width, height, nodes)
}
