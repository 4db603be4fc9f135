//! Playing the worked examples with the rules engine, and checking the designer's expectations
//! against what it produced.

use super::position;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::games::guyenne::engine::{
    BattleOutcome, BySide, Card, CardSet, Decision, End, Game, Member, Observer, Phase, Placement, Removal, Rules,
    Scoring, SeatPlan, Setup, Side, SideSetup,
};
use crate::games::guyenne::example_defs::{Action, ExampleDef, ExampleKind, Expectation, Rest, Start};
use crate::games::guyenne::{EditionDef, Examples, GameDef};

/// What the engine made of one example.
#[derive(Clone, Debug)]
pub struct ExampleRun {
    pub id: String,
    /// Where it is defined (its `id` line in examples.toml), to locate a problem with it.
    pub at: Diagnostic,
    pub kind: ExampleKind,
    pub ruleset: String,
    pub rules: Rules,
    /// The position when the first placement is due (or where the example stops, if earlier).
    pub before: Game,
    /// The position after the last decision.
    pub after: Game,
    pub placements: Vec<Placement>,
    pub battles: Vec<BattleOutcome>,
    /// The gives of team drawers (R9.5): side, cards given, who places first.
    pub gives: Vec<(Side, CardSet, Member)>,
    /// The cards each side set aside (R9.3).
    pub set_aside: BySide<CardSet>,
    /// Cards drawn by each side at the end of the round (R6.2).
    pub refills: BySide<u32>,
    /// Control of the castles when the round ended, if it did.
    pub castles_after: Option<Vec<Option<Side>>>,
    pub end: Option<End>,
}

/// Collects what a diagram or a caption needs.
#[derive(Default)]
struct Recorder {
    before: Option<Game>,
    placements: Vec<Placement>,
    battles: Vec<BattleOutcome>,
    gives: Vec<(Side, CardSet, Member)>,
    refills: BySide<u32>,
    refilling: bool,
    castles_after: Option<Vec<Option<Side>>>,
    end: Option<End>,
}

impl Observer for Recorder {
    fn gave(&mut self, _: &Game, side: Side, _: Member, cards: CardSet, first: Member) {
        self.gives.push((side, cards, first));
    }
    fn placing(&mut self, game: &Game) {
        if self.before.is_none() {
            self.before = Some(game.clone());
        }
    }
    fn placed(&mut self, _: &Game, placement: &Placement) {
        self.placements.push(*placement);
    }
    fn battle(&mut self, _: &Game, outcome: &BattleOutcome) {
        self.battles.push(*outcome);
        self.refilling = self.battles.len() == 2;
    }
    fn drew(&mut self, side: Side, _: Member, _: Card) {
        if self.refilling {
            self.refills[side] += 1;
        }
    }
    fn round_over(&mut self, game: &Game, _: bool) {
        if self.castles_after.is_none() {
            self.castles_after = Some(game.castles().to_vec());
        }
    }
    fn ended(&mut self, _: &Game, end: &End) {
        self.end = Some(*end);
    }
}

impl ExampleRun {
    /// A problem with this example, located at its definition.
    pub fn fail(&self, message: impl std::fmt::Display) -> Box<Diagnostic> {
        let mut d = self.at.clone();
        d.message = format!("example {:?}: {message}", self.id);
        Box::new(d)
    }
}

/// Plays every example that applies to `edition`, then checks every expectation. All problems
/// are reported together, each at its line of examples.toml.
pub fn run_all(def: &GameDef, examples: &Examples, edition: &EditionDef) -> Result<Vec<ExampleRun>, Diagnostics> {
    let mut runs = Vec::new();
    let mut problems = Vec::new();
    for ex in &examples.examples {
        match run(def, examples, ex, edition) {
            Ok(Some(run)) => {
                problems.extend(check(examples, ex, &edition.name, &run));
                runs.push(run);
            }
            Ok(None) => {}
            Err(d) => problems.extend(d),
        }
    }
    if problems.is_empty() { Ok(runs) } else { Err(Diagnostics(problems)) }
}

/// Plays one example; `None` when the edition has no rules of the example's level. A position
/// given by hand that no game can reach is refused with every problem found in it
/// ([`position::check`]).
pub fn run(
    def: &GameDef,
    examples: &Examples,
    ex: &ExampleDef,
    edition: &EditionDef,
) -> Result<Option<ExampleRun>, Vec<Diagnostic>> {
    let fail = |line: usize, message: String, hint: &str| {
        let d =
            examples.at_line(line, format!("example {:?}: {message}", ex.id)).with_key(format!("example.{}", ex.id));
        vec![if hint.is_empty() { d } else { d.with_hint(hint) }]
    };
    let Some(level) = ex.level(&edition.name) else { return Ok(None) };
    let Some(ruleset) = edition.ruleset(level) else { return Ok(None) };
    let rules = def.rules(ruleset).map_err(|d| vec![*d])?;
    let impossible = position::check(examples, ex, &rules);
    if !impossible.is_empty() {
        return Err(impossible);
    }
    let mut rec = Recorder::default();
    let mut game = match ex.start {
        Start::Deal => {
            let seats = SeatPlan::for_seats(ex.seats).expect("seats validated as 2..=4");
            Game::new_observed(rules, seats, ex.seed, &mut rec)
        }
        Start::Position => {
            let setup = describe(&rules, ex);
            Game::from_setup(rules, &setup, ex.seed).map_err(|errors| {
                let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
                fail(ex.line, format!("the described position is impossible: {}", list.join("; ")), "")
            })?
        }
    };
    for play in &ex.plays {
        if game.phase() == Phase::Place(0) && rec.before.is_none() {
            rec.before = Some(game.clone());
        }
        let Some((side, _)) = game.to_move() else {
            return Err(fail(play.line, "the game is over; this decision cannot be played".into(), ""));
        };
        if let Some(by) = play.by
            && by != side
        {
            let message = format!("this decision is {side}'s to make here, not {by}'s");
            return Err(fail(play.line, message, "check the order of the [[example.play]] entries"));
        }
        let decision = decision(&rules, &play.action).map_err(|m| fail(play.line, m, ""))?;
        game.apply_observed(decision, &mut rec).map_err(|e| {
            fail(play.line, format!("illegal decision: {e}"), "the engine refuses it; see the rule named")
        })?;
    }
    let set_aside = BySide::new(
        if rules.set_aside > 0 { game.discard(Side::English) } else { CardSet::default() },
        if rules.set_aside > 0 { game.discard(Side::French) } else { CardSet::default() },
    );
    Ok(Some(ExampleRun {
        id: ex.id.clone(),
        at: examples.at_line(ex.line, "").with_key(format!("example.{}", ex.id)),
        kind: ex.kind,
        ruleset: ruleset.to_string(),
        rules,
        before: rec.before.unwrap_or_else(|| game.clone()),
        after: game,
        placements: rec.placements,
        battles: rec.battles,
        gives: rec.gives,
        set_aside,
        refills: rec.refills,
        castles_after: rec.castles_after,
        end: rec.end,
    }))
}

/// The engine's description of an example's starting position.
fn describe(rules: &Rules, ex: &ExampleDef) -> Setup {
    let castles = ex.castles.clone().unwrap_or_else(|| vec![None; rules.castles as usize]);
    let sides = BySide::new(side_setup(rules, &ex.sides[0]), side_setup(rules, &ex.sides[1]));
    Setup { castles, round: ex.round, first: ex.first.unwrap_or(rules.first_player), sides }
}

fn side_setup(rules: &Rules, s: &crate::games::guyenne::example_defs::SideDef) -> SideSetup {
    let mut setup = s.setup.clone();
    if s.rest == Rest::Discard {
        // Every card the description does not place goes to the discard pile.
        let mut left = rules.all_cards();
        for &card in
            setup.hand.iter().chain(&setup.partner_hand).chain(&setup.deck).chain(&setup.discard).chain(&setup.removed)
        {
            if let Some(k) = rules.kind(card)
                && left.count(k) > 0
            {
                left.remove(k);
            }
        }
        setup.discard.extend(rules.cards_of(&left));
    }
    setup
}

fn cards(rules: &Rules, list: &[Card]) -> Result<CardSet, String> {
    for &card in list {
        if rules.kind(card).is_none() {
            return Err(format!("R1.2: there is no card {card} in this game"));
        }
    }
    Ok(rules.set_of(list))
}

fn decision(rules: &Rules, action: &Action) -> Result<Decision, String> {
    Ok(match action {
        Action::Place { castle, cards: list } => Decision::Place { castle: *castle, cards: cards(rules, list)? },
        Action::Concede => Decision::Concede,
        Action::Reveal => Decision::Reveal,
        Action::Remove(list) => Decision::Remove { cards: cards(rules, list)? },
        Action::SetAside(list) => Decision::SetAside { cards: cards(rules, list)? },
        Action::Give { cards: list, first } => Decision::Give { cards: cards(rules, list)?, first: *first },
    })
}

fn side_word(side: Option<Side>) -> String {
    side.map_or("none".to_string(), |s| s.id().to_string())
}

fn card_list(rules: &Rules, set: &CardSet) -> String {
    let cards: Vec<String> =
        rules.cards_of(set).map(|c| if c.is_hero() { "\"hero\"".into() } else { c.to_string() }).collect();
    format!("[{}]", cards.join(", "))
}

/// The rule that decides a battle's outcome.
fn battle_rule(b: &BattleOutcome) -> &'static str {
    if b.strength.0.iter().any(|s| s.hero) {
        "R5.4"
    } else if b.holder.is_some() {
        "R5.2"
    } else {
        "R5.3"
    }
}

/// Checks an example's expectations for `edition`; one diagnostic per failed expectation.
pub fn check(examples: &Examples, ex: &ExampleDef, edition: &str, run: &ExampleRun) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    for e in ex.expects.iter().filter(|e| e.edition.as_deref().is_none_or(|ed| ed == edition)) {
        let battle = |i: usize| run.battles.get(i - 1);
        // What was expected, what the engine gives, the rule, and the engine's value as
        // examples.toml writes it (what `check --accept` puts in).
        let outcome: Result<(String, String, &str, String), String> = match &e.what {
            Expectation::Winner { battle: i, side } => battle(*i)
                .map(|b| (side_word(*side), side_word(b.winner), battle_rule(b), format!("{:?}", side_word(b.winner))))
                .ok_or(format!("battle {i} was not fought")),
            Expectation::ControlAfter { battle: i, side } => battle(*i)
                .map(|b| {
                    let got = side_word(b.control_after);
                    (side_word(*side), got.clone(), battle_rule(b), format!("{got:?}"))
                })
                .ok_or(format!("battle {i} was not fought")),
            Expectation::Removed { battle: i, side, cards: list } => battle(*i)
                .map(|b| {
                    let rule = match run.rules.removal {
                        Removal::None => "R9.1",
                        Removal::Advanced => "R9.2",
                        Removal::Conquest => "R9.4",
                    };
                    let got = card_list(&run.rules, &b.removed[*side]);
                    (card_list(&run.rules, &run.rules.set_of(list)), got.clone(), rule, got)
                })
                .ok_or(format!("battle {i} was not fought")),
            Expectation::Score { side, points } => run
                .end
                .map(|end| {
                    let rule = if run.rules.scoring == Scoring::Y2022 { "R8.2" } else { "R8.4" };
                    let got = end.score.points[*side].to_string();
                    (points.to_string(), got.clone(), rule, got)
                })
                .ok_or("the game did not end".to_string()),
            Expectation::End { reason } => {
                let got = run.end.map_or("none", |end| end.reason.id());
                Ok((reason.clone(), got.to_string(), "R6.4, R7.5, R7.6", format!("{got:?}")))
            }
            Expectation::Hand { side, cards: n } => {
                let got = run.after.hand_len(*side).to_string();
                Ok((n.to_string(), got.clone(), "R2.2, R6.2", got))
            }
            Expectation::Deck { side, cards: n } => {
                let got = run.after.deck_len(*side).to_string();
                Ok((n.to_string(), got.clone(), "R2.2, R7", got))
            }
        };
        let (message, fix) = match outcome {
            Ok((want, got, ..)) if want == got => continue,
            Ok((_, got, rule, fix)) => (format!("expected {}, but the engine gives {got} ({rule})", e.text), Some(fix)),
            Err(why) => (format!("expected {}, but {why}", e.text), None),
        };
        let hint = format!(
            "the example runs under ruleset {:?} (edition {edition}); fix the expectation, or the ruleset in game.toml \
             (`scriptorium check --accept` writes what the engine gives)",
            run.ruleset
        );
        let problem = examples
            .at(e.span.clone(), format!("example {:?}: {message}", ex.id))
            .with_key(format!("example.{}", ex.id))
            .with_hint(hint);
        problems.push(match fix {
            Some(fix) => problem.with_fix(fix),
            None => problem,
        });
    }
    problems
}
