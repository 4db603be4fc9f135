//! The worked examples of the rulebooks (`content/joute/examples.toml`): read, played by the
//! rules engine from the position they describe with the die's rolls they give, and checked
//! against the designer's expectations. Every number a caption or a step prints comes from the
//! engine's play.

use crate::content::examples::{fail, spanned};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::games::joute::GameDef;
use crate::games::joute::engine::{
    Decision, End, Game, Landing, MAX_SEATS, Move, Observer, Phase, Rules, Setup, Space,
};
use serde::Deserialize;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    example: Vec<RawExample>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawExample {
    id: Spanned<String>,
    #[serde(default)]
    ruleset: Option<Spanned<String>>,
    #[serde(default)]
    seats: Option<Spanned<u8>>,
    #[serde(default)]
    first: Option<Spanned<u8>>,
    #[serde(default)]
    player: Option<Spanned<u8>>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    pawns: Option<Spanned<Vec<u8>>>,
    #[serde(default)]
    destiny: Option<Spanned<Vec<i8>>>,
    #[serde(default)]
    front: Vec<Spanned<String>>,
    #[serde(default)]
    hands: Vec<Spanned<String>>,
    #[serde(default)]
    pile: Option<Spanned<String>>,
    #[serde(default)]
    pile_only: bool,
    #[serde(default)]
    discard: Option<Spanned<usize>>,
    #[serde(default)]
    dice: Option<Spanned<Vec<u8>>>,
    #[serde(default)]
    plays: Vec<Spanned<String>>,
    #[serde(default)]
    turns: Option<Spanned<u32>>,
    #[serde(default)]
    track: Option<Spanned<[u8; 2]>>,
    #[serde(default)]
    show: Vec<Spanned<String>>,
    #[serde(default)]
    expect: RawExpect,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawExpect {
    #[serde(default)]
    pawns: Option<Spanned<Vec<u8>>>,
    #[serde(default)]
    destiny: Option<Spanned<Vec<i8>>>,
    #[serde(default)]
    winner: Option<Spanned<i64>>,
    #[serde(default)]
    back: Option<Spanned<Vec<u8>>>,
    #[serde(default)]
    landing: Option<Spanned<String>>,
    #[serde(default)]
    bounced: Option<Spanned<bool>>,
}

/// A worked example as examples.toml states it (players numbered from 1, as printed).
pub struct ExampleDef {
    pub id: String,
    /// Where its `id` is written, to locate a problem with it.
    pub at: Diagnostic,
    pub ruleset: String,
    pub setup: Setup,
    /// Where the keys of the position are written.
    pub(super) places: Places,
    /// Where `destiny` is written.
    destiny_at: Option<Diagnostic>,
    /// The decisions, as written, each with where it is written.
    plays: Vec<(String, Diagnostic)>,
    /// How many turns to play; by default, until the decisions are played.
    turns: Option<u32>,
    /// The spaces the pictures show, first and last.
    pub track: Option<[u8; 2]>,
    pub show: Vec<String>,
    expect: Expect,
}

/// Where the keys of a position are written (each player's `front` and `hands` entry on its
/// own), to locate what a check finds wrong with it; `None` or missing for a key not written.
#[derive(Default)]
pub(super) struct Places {
    pub first: Option<Diagnostic>,
    pub player: Option<Diagnostic>,
    pub pile: Option<Diagnostic>,
    pub discard: Option<Diagnostic>,
    pub front: Vec<Diagnostic>,
    pub hands: Vec<Diagnostic>,
}

#[derive(Default)]
struct Expect {
    pawns: Option<(Vec<u8>, Diagnostic)>,
    destiny: Option<(Vec<i8>, Diagnostic)>,
    winner: Option<(i64, Diagnostic)>,
    back: Option<(Vec<u8>, Diagnostic)>,
    landing: Option<(String, Diagnostic)>,
    bounced: Option<(bool, Diagnostic)>,
}

/// The examples of a pack.
pub struct Examples {
    pub file: String,
    pub examples: Vec<ExampleDef>,
}

/// Reads examples.toml, collecting its problems.
struct Reader<'a> {
    file: &'a str,
    source: &'a str,
    def: &'a GameDef,
    problems: Vec<Diagnostic>,
}

impl Reader<'_> {
    fn at(&self, span: std::ops::Range<usize>) -> Diagnostic {
        Diagnostic::at(self.file, self.source, span, String::new())
    }

    fn bad(&mut self, span: std::ops::Range<usize>, message: String, hint: &str) {
        self.problems.push(Diagnostic::at(self.file, self.source, span, message).with_hint(hint.to_string()));
    }

    fn cards(&mut self, s: &Spanned<String>, what: &str) -> Vec<u8> {
        let mut out = Vec::new();
        for word in s.get_ref().split_whitespace() {
            match self.def.card_index(word) {
                Some(k) => out.push(k),
                None => {
                    let ids: Vec<&str> = self.def.cards.iter().map(|c| c.id.as_str()).collect();
                    self.bad(
                        s.span(),
                        format!("{what}: no card {word:?}"),
                        &crate::diagnostic::listed("cards of game.toml", &ids),
                    );
                }
            }
        }
        out
    }

    /// A seat as printed (1 to `seats`), as the engine numbers it (from 0).
    fn seat(&mut self, s: &Spanned<u8>, seats: u8, what: &str) -> u8 {
        let n = *s.get_ref();
        if n == 0 || n > seats {
            self.bad(s.span(), format!("{what}: no player {n}"), &format!("players are numbered 1 to {seats}"));
            return 0;
        }
        n - 1
    }
}

impl Examples {
    /// Reads examples.toml; card ids are those of `def`.
    pub fn parse(file: &str, source: &str, def: &GameDef) -> Result<Examples, Diagnostics> {
        let raw: RawFile = crate::content::examples::parse(file, source)?;
        let mut r = Reader { file, source, def, problems: Vec::new() };
        let mut examples: Vec<ExampleDef> = Vec::new();
        for ex in raw.example {
            let id = ex.id.get_ref().clone();
            if !crate::content::is_plain_name(&id) {
                r.bad(ex.id.span(), format!("{id:?} is not a plain name"), "use a-z, 0-9 and dashes");
            }
            if examples.iter().any(|e| e.id == id) {
                r.bad(ex.id.span(), format!("example {id:?} is defined twice"), "give each example its own id");
            }
            let seats = ex.seats.as_ref().map_or(4, |s| *s.get_ref());
            let first = ex.first.as_ref().map_or(0, |s| r.seat(s, seats, "first"));
            let seat = ex.player.as_ref().map_or(0, |s| r.seat(s, seats, "player"));
            let front = ex.front.iter().map(|f| r.cards(f, "front")).collect();
            let hands = ex.hands.iter().map(|h| r.cards(h, "hands")).collect();
            let pile = ex.pile.as_ref().map_or(Vec::new(), |p| r.cards(p, "pile"));
            if let Some(d) = &ex.discard
                && ex.pile_only
            {
                let hint =
                    "with pile_only = true, every card placed nowhere else is on the discard pile: remove discard";
                r.bad(d.span(), "discard and pile_only = true both say where the other cards are".into(), hint);
            }
            let places = Places {
                first: ex.first.as_ref().map(|v| r.at(v.span())),
                player: ex.player.as_ref().map(|v| r.at(v.span())),
                pile: ex.pile.as_ref().map(|v| r.at(v.span())),
                discard: ex.discard.as_ref().map(|v| r.at(v.span())),
                front: ex.front.iter().map(|v| r.at(v.span())).collect(),
                hands: ex.hands.iter().map(|v| r.at(v.span())).collect(),
            };
            for s in &ex.show {
                if !["before", "after"].contains(&s.get_ref().as_str()) {
                    r.bad(s.span(), format!("no picture {:?}", s.get_ref()), "show lists \"before\" and/or \"after\"");
                }
            }
            if let Some(t) = &ex.track {
                let [a, b] = *t.get_ref();
                if a >= b || b > def.default_rules().finish {
                    let hint = format!("[first, last], from 0 to the finish ({})", def.default_rules().finish);
                    r.bad(t.span(), format!("track [{a}, {b}] is no stretch of the track"), &hint);
                }
            }
            let e = &ex.expect;
            if let Some(l) = &e.landing
                && !["nothing", "relieved", "back", "saved", "none"].contains(&l.get_ref().as_str())
            {
                let hint = "\"nothing\", \"relieved\", \"back\" or \"saved\" (J4), or \"none\" for no special space";
                r.bad(l.span(), format!("no landing {:?}", l.get_ref()), hint);
            }
            if let Some(w) = &e.winner
                && !(0..=seats as i64).contains(w.get_ref())
            {
                r.bad(
                    w.span(),
                    format!("no player {}", w.get_ref()),
                    &format!("a player 1 to {seats}, or 0 for nobody"),
                );
            }
            let expect = Expect {
                pawns: spanned(&e.pawns, |span| r.at(span)),
                destiny: spanned(&e.destiny, |span| r.at(span)),
                winner: spanned(&e.winner, |span| r.at(span)),
                back: spanned(&e.back, |span| r.at(span)),
                landing: spanned(&e.landing, |span| r.at(span)),
                bounced: spanned(&e.bounced, |span| r.at(span)),
            };
            let setup = Setup {
                seats,
                first,
                seat,
                pawns: ex.pawns.as_ref().map_or(Vec::new(), |p| p.get_ref().clone()),
                destiny: ex.destiny.as_ref().map_or(Vec::new(), |p| p.get_ref().clone()),
                front,
                hands,
                pile,
                pile_only: ex.pile_only,
                discard: ex.discard.as_ref().map_or(0, |d| *d.get_ref()),
                dice: ex.dice.as_ref().map_or(Vec::new(), |d| d.get_ref().clone()),
                seed: ex.seed,
                turns: 0,
            };
            let show: Vec<String> = ex.show.iter().map(|s| s.get_ref().clone()).collect();
            examples.push(ExampleDef {
                id,
                at: r.at(ex.id.span()),
                ruleset: ex.ruleset.as_ref().map_or_else(|| def.default_ruleset().to_string(), |r| r.get_ref().clone()),
                setup,
                places,
                destiny_at: ex.destiny.as_ref().map(|d| r.at(d.span())),
                plays: ex.plays.iter().map(|p| (p.get_ref().clone(), r.at(p.span()))).collect(),
                turns: ex.turns.as_ref().map(|t| *t.get_ref()),
                track: ex.track.as_ref().map(|t| *t.get_ref()),
                show: if show.is_empty() { vec!["after".into()] } else { show },
                expect,
            });
        }
        if r.problems.is_empty() {
            Ok(Examples { file: file.to_string(), examples })
        } else {
            Err(Diagnostics(r.problems))
        }
    }
}

/// Something that happened in an example, in order (seats from 0).
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Moved {
        seat: u8,
        mv: Move,
    },
    /// `destiny`: the player's marker after the space acted.
    Landed {
        seat: u8,
        space: u8,
        landing: Landing,
        destiny: i8,
    },
    Drew {
        seat: u8,
        card: u8,
    },
    PileEmpty {
        seat: u8,
    },
    Idle {
        seat: u8,
    },
    /// `destiny`: the marker the play changed (the player's, or the struck opponent's), after it;
    /// `change`: how far it moved (less than the card says at an end of the scale).
    Played {
        seat: u8,
        decision: Decision,
        back: bool,
        destiny: i8,
        change: i8,
    },
    Ended(End),
}

/// An example played by the engine.
pub struct ExampleRun {
    pub id: String,
    pub rules: Rules,
    /// The position before the first turn, and after the last.
    pub before: Game,
    pub after: Game,
    pub events: Vec<Event>,
    pub track: Option<[u8; 2]>,
    pub show: Vec<String>,
}

/// The events of an example, and each marker as the last event left it.
struct Recorder(Vec<Event>, [i8; MAX_SEATS]);

impl Observer for Recorder {
    fn moved(&mut self, seat: u8, mv: Move) {
        self.0.push(Event::Moved { seat, mv });
    }
    fn landed(&mut self, game: &Game, seat: u8, space: u8, landing: Landing) {
        self.1 = game.destiny;
        self.0.push(Event::Landed { seat, space, landing, destiny: game.destiny[seat as usize] });
    }
    fn drew(&mut self, seat: u8, card: u8) {
        self.0.push(Event::Drew { seat, card });
    }
    fn pile_empty(&mut self, seat: u8) {
        self.0.push(Event::PileEmpty { seat });
    }
    fn idle(&mut self, seat: u8) {
        self.0.push(Event::Idle { seat });
    }
    fn played(&mut self, game: &Game, seat: u8, decision: Decision, back: bool) {
        let changed = if let Decision::Strike { target, .. } = decision { target } else { seat } as usize;
        let (destiny, before) = (game.destiny[changed], self.1[changed]);
        self.1 = game.destiny;
        self.0.push(Event::Played { seat, decision, back, destiny, change: destiny - before });
    }
    fn ended(&mut self, _game: &Game, end: &End) {
        self.0.push(Event::Ended(*end));
    }
}

/// A decision as examples.toml writes it (players from 1): `acquire:sword`, `strike:fever>2`,
/// `discard:lance`, `relief:fever`.
fn parse_play(def: &GameDef, text: &str) -> Result<Decision, String> {
    let card = |s: &str| def.card_index(s).ok_or_else(|| format!("no card {s:?}"));
    let (verb, rest) = text.split_once(':').ok_or("write VERB:CARD, e.g. acquire:sword or strike:fever>2")?;
    Ok(match verb {
        "acquire" => Decision::Acquire { card: card(rest)? },
        "discard" => Decision::Discard { card: card(rest)? },
        "relief" => Decision::Relief { card: card(rest)? },
        "strike" => {
            let (c, who) = rest.split_once('>').ok_or("a strike names its target: strike:fever>2")?;
            let target: u8 = who.parse().map_err(|_| format!("no player {who:?}"))?;
            Decision::Strike { card: card(c)?, target: target.wrapping_sub(1) }
        }
        other => return Err(format!("no decision {other:?}: acquire, strike, discard or relief")),
    })
}

pub fn run_all(def: &GameDef, examples: &Examples) -> Result<Vec<ExampleRun>, Diagnostics> {
    let mut runs = Vec::new();
    let mut problems = Vec::new();
    for ex in &examples.examples {
        match run(def, ex) {
            Ok(r) => runs.push(r),
            Err(d) => problems.extend(d),
        }
    }
    if problems.is_empty() { Ok(runs) } else { Err(Diagnostics(problems)) }
}

fn run(def: &GameDef, ex: &ExampleDef) -> Result<ExampleRun, Vec<Diagnostic>> {
    let bad = |m: String| vec![*fail(&ex.at, &ex.id, m)];
    let rules = def.rules(&ex.ruleset).map_err(|d| bad(d.message.clone()))?;
    let impossible = super::position::check(ex, def, &rules);
    if !impossible.is_empty() {
        return Err(impossible);
    }
    let name = |k: u8| def.cards.get(k as usize).map_or_else(|| format!("card kind {k}"), |c| c.id.clone());
    let before = Game::from_named_position(rules, &ex.setup, &name)
        .map_err(|p| bad(format!("the position cannot arise: {}", p.join("; "))))?;
    markers_follow_the_cards(ex, &before).map_err(|d| vec![*d])?;
    let mut g = before.clone();
    let mut rec = Recorder(Vec::new(), before.destiny);
    let mut plays = ex.plays.iter();
    let turns =
        ex.turns.unwrap_or_else(|| ex.plays.iter().filter(|(p, _)| !p.starts_with("relief:")).count().max(1) as u32);
    for _ in 0..turns {
        if g.phase == Phase::Over {
            break;
        }
        g.begin_turn(&mut rec);
        while matches!(g.phase, Phase::Relief | Phase::Play) {
            let seat = g.seat + 1;
            let Some((text, at)) = plays.next() else {
                return Err(bad(format!("player {seat} has a decision to make, and the example gives none (J3.3)")));
            };
            let d = parse_play(def, text).map_err(|m| vec![*fail(at, &ex.id, m)])?;
            let refused = |e| vec![*fail(at, &ex.id, format!("the engine refuses {text:?} for player {seat}: {e}"))];
            g.check(d).map_err(refused)?;
            g.apply(d, &mut rec);
            if g.phase == Phase::Begin {
                break;
            }
        }
    }
    if let Some((text, at)) = plays.next() {
        return Err(vec![*fail(at, &ex.id, format!("{text:?} is never played: the example's turns are over"))]);
    }
    let rolled = rec.0.iter().filter(|e| matches!(e, Event::Moved { .. })).count();
    if g.scripted_rolls_left() > 0 || rolled > ex.setup.dice.len() {
        return Err(bad(format!("the example rolls the die {rolled} times, and gives {} rolls", ex.setup.dice.len())));
    }
    let failed = check(ex, &g, &rec.0);
    if !failed.is_empty() {
        return Err(failed);
    }
    // The picture shows where every pawn that moved or was sent back stood and stands (Start
    // is always drawn): a stretch of track that leaves one out cannot tell the example.
    if let Some([a, b]) = ex.track {
        let seats = usize::from(before.seats);
        for (seat, (&was, &is)) in before.pawns[..seats].iter().zip(&g.pawns[..seats]).enumerate() {
            if let Some(off) = [was, is].into_iter().find(|&s| was != is && s != 0 && !(a..=b).contains(&s)) {
                return Err(bad(format!(
                    "player {}'s pawn stands on space {off} in this example, outside its track [{a}, {b}]: the \
                     picture would not show it (widen track to take it in)",
                    seat + 1
                )));
            }
        }
    }
    Ok(ExampleRun { id: ex.id.clone(), rules, before, after: g, events: rec.0, track: ex.track, show: ex.show.clone() })
}

/// A reader adds up the cards in front of each knight of a picture: his marker must be what they
/// make. Every Acquired card raised it by its gain and every Adversity card in front lowered it
/// by the loss (J3.3); a relief took one away with the same amount back (J4.1). Only the top of
/// the scale can have cut a gain short, so a marker below that sum needs gains past the top.
/// (When a relief gives back more or less than an Adversity card took, no such sum holds, and
/// nothing is checked.)
fn markers_follow_the_cards(ex: &ExampleDef, g: &Game) -> Result<(), Box<Diagnostic>> {
    let r = &g.rules;
    let same = r.specials().all(|(_, s)| !matches!(s, Space::Relief { gain } if gain != r.adversity_loss));
    if !same {
        return Ok(());
    }
    for s in 0..g.seats {
        let front = g.front[s as usize];
        let gains: i32 = (0..r.deck.len).filter(|&k| front & 1 << k != 0).map(|k| r.deck.gain(k) as i32).sum();
        let sum = gains - r.adversity_loss as i32 * g.adversity_of(s).count_ones() as i32;
        let d = g.destiny[s as usize] as i32;
        if d > sum || (d < sum && gains <= r.destiny_max as i32) {
            let at = ex.destiny_at.as_ref().unwrap_or(&ex.at);
            let message =
                format!("player {}'s marker is {d}, but the cards in front of him make {sum} (J3.3 a, J3.3 b)", s + 1);
            return Err(fail(at, &ex.id, message));
        }
    }
    Ok(())
}

/// Every expectation the engine's play contradicts, each at its place.
fn check(ex: &ExampleDef, g: &Game, events: &[Event]) -> Vec<Diagnostic> {
    let fail = |at: &Diagnostic, id: &str, message: String| *fail(at, id, message);
    let mut out = Vec::new();
    let e = &ex.expect;
    let n = g.seats as usize;
    if let Some((want, at)) = &e.pawns {
        let got = &g.pawns[..n];
        if got != want.as_slice() {
            out.push(
                fail(at, &ex.id, format!("the pawns end on {got:?} in the engine's play, not {want:?} (J3.1, J4)"))
                    .with_fix(format!("{got:?}")),
            );
        }
    }
    if let Some((want, at)) = &e.destiny {
        let got = &g.destiny[..n];
        if got != want.as_slice() {
            out.push(
                fail(at, &ex.id, format!("the markers end on {got:?} in the engine's play, not {want:?} (J3.3)"))
                    .with_fix(format!("{got:?}")),
            );
        }
    }
    if let Some((want, at)) = &e.winner {
        let got = g.end().and_then(|e| e.winner).map_or(0, |w| w as i64 + 1);
        if got != *want {
            let say = |w: i64| if w == 0 { "nobody".to_string() } else { format!("player {w}") };
            let d = fail(at, &ex.id, format!("{} wins in the engine's play, not {} (J6.1)", say(got), say(*want)));
            out.push(d.with_fix(got.to_string()));
        }
    }
    if let Some((want, at)) = &e.back {
        let mut got: Vec<u8> = events
            .iter()
            .filter_map(|e| match *e {
                Event::Landed { seat, landing: Landing::Back | Landing::Relieved { back: true, .. }, .. } => {
                    Some(seat + 1)
                }
                Event::Played { decision: Decision::Strike { target, .. }, back: true, .. } => Some(target + 1),
                _ => None,
            })
            .collect();
        got.dedup();
        if &got != want {
            out.push(
                fail(
                    at,
                    &ex.id,
                    format!(
                        "the players sent back to Start are {got:?} in the engine's play, not {want:?} (J3.3 b, J4)"
                    ),
                )
                .with_fix(format!("{got:?}")),
            );
        }
    }
    if let Some((want, at)) = &e.landing {
        let got = events
            .iter()
            .find_map(|e| match e {
                Event::Landed { landing, .. } => Some(landing_id(landing)),
                _ => None,
            })
            .unwrap_or("none");
        if got != want {
            out.push(
                fail(
                    at,
                    &ex.id,
                    format!("the special space's outcome is {got:?} in the engine's play, not {want:?} (J4)"),
                )
                .with_fix(format!("{got:?}")),
            );
        }
    }
    if let Some((want, at)) = &e.bounced {
        let got = events.iter().any(|e| matches!(e, Event::Moved { mv, .. } if mv.bounced));
        if got != *want {
            let d = fail(at, &ex.id, format!("a move bounces: {got} in the engine's play, not {want} (J6.2)"));
            out.push(d.with_fix(got.to_string()));
        }
    }
    out
}

/// How a special space's outcome is named in examples.toml and messages.
pub fn landing_id(l: &Landing) -> &'static str {
    match l {
        Landing::Nothing => "nothing",
        Landing::Relieved { .. } => "relieved",
        Landing::Back => "back",
        Landing::Saved => "saved",
    }
}
