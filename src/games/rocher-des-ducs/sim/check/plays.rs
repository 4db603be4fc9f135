//! The plays (D3, D4, D8): reading one from the record, judging it, listing every legal one and
//! laying it on the table.

use super::cards::{Card, Face, Faction, Hero, Power, parse_cards, take};
use super::field::{Laid, Rampart};
use super::table::{Deal, HeroLimit, Table};
use serde_json::Value;

/// One card played, with what its power needs (the record's PLAY).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Play {
    /// A warrior, or a hero laid as a warrior (free warrior or weight), on the player's side.
    Lay { card: Card, position: i32, face: Face },
    /// Mainard: the warrior `taken` leaves the other faction's side at `from` for the player's
    /// side at `to`.
    Mainard { from: i32, taken: Face, to: i32 },
    /// Nordoard or Hugues moving: the warrior leaves the other faction's side at `from` for that
    /// faction's side at `to`.
    Move { hero: Hero, from: i32, taken: Face, to: i32 },
    /// Lothaire: the green `taken` from `pile` is laid at `position`; `shuffled` is the pile after.
    Lothaire { pile: String, taken: Face, position: i32, shuffled: Vec<Card> },
    /// Saint Aubert or Gabriel, beside a rampart.
    Beside { hero: Hero, position: i32 },
}

impl Play {
    /// Reads a play; `lothaire_pile` stands for a Lothaire play that does not name its pile.
    pub(super) fn parse(v: &Value, lothaire_pile: &str) -> Option<Play> {
        let card = Card::parse(v["card"].as_str()?)?;
        let int = |key: &str| v[key].as_i64().and_then(|n| i32::try_from(n).ok());
        let face = |key: &str| v[key].as_str().and_then(Face::parse);
        let play = match card {
            Card::Warrior(f) => Play::Lay { card, position: int("position")?, face: f },
            Card::Hero(Hero::Mainard) => Play::Mainard { from: int("from")?, taken: face("taken")?, to: int("to")? },
            Card::Hero(hero @ (Hero::Nordoard | Hero::Hugues)) if v.get("from").is_some() => {
                Play::Move { hero, from: int("from")?, taken: face("taken")?, to: int("to")? }
            }
            Card::Hero(Hero::Richard | Hero::Hoel | Hero::Nordoard | Hero::Hugues) => {
                Play::Lay { card, position: int("position")?, face: face("face")? }
            }
            Card::Hero(Hero::Lothaire) => Play::Lothaire {
                pile: v.get("pile").map_or(Some(lothaire_pile), Value::as_str)?.to_string(),
                taken: face("taken")?,
                position: int("position")?,
                shuffled: parse_cards(&v["shuffled"])?,
            },
            Card::Hero(hero @ (Hero::Aubert | Hero::Gabriel)) => Play::Beside { hero, position: int("position")? },
        };
        Some(play)
    }

    pub(super) fn card(&self) -> Card {
        match self {
            Play::Lay { card, .. } => *card,
            Play::Mainard { .. } => Card::Hero(Hero::Mainard),
            Play::Move { hero, .. } | Play::Beside { hero, .. } => Card::Hero(*hero),
            Play::Lothaire { .. } => Card::Hero(Hero::Lothaire),
        }
    }

    /// The play in words, for messages.
    pub(super) fn describe(&self) -> String {
        match self {
            Play::Lay { card: Card::Warrior(_), position, face } => format!("{face} at position {position}"),
            Play::Lay { card, position, face } => format!("{card} as {face} at position {position}"),
            Play::Mainard { from, taken, to } => format!("mainard taking {taken} from position {from} to {to}"),
            Play::Move { hero, from, taken, to } => {
                format!("{} moving {taken} from position {from} to {to}", hero.id())
            }
            Play::Lothaire { pile, taken, position, .. } => {
                format!("lothaire with {taken} from {pile} at position {position}")
            }
            Play::Beside { hero, position } => format!("{} beside position {position}", hero.id()),
        }
    }
}

impl Table {
    /// D8: the powers a hero may be played with by faction `f`: its own faction's only with the
    /// `factions` deal, either faction's with `kingdom` and `royale` (D9.2, D9.3).
    pub(super) fn powers(&self, f: Faction, hero: Hero) -> Vec<Power> {
        match self.rules.deal {
            Deal::Factions => vec![hero.power(f)],
            Deal::Kingdom | Deal::Royale => {
                let mut powers = vec![hero.power(f), hero.power(f.other())];
                powers.dedup();
                powers
            }
        }
    }

    /// Why `seat` may not make `play` now, or `None` when it is legal. Written to follow
    /// "seat N plays X, ...". The card must be in the seat's hand.
    pub(super) fn play_fault(&self, seat: usize, play: &Play) -> Option<String> {
        let f = self.faction(seat);
        if let Card::Hero(hero) = play.card() {
            if !self.rules.heroes {
                return Some("but heroes are not played in this game (D8)".to_string());
            }
            // D8.1: at most one hero beyond what the opposing faction has played, counted as
            // the record's switch says (its cards, or its heroes: I-D8.1).
            let limit = self.rules.hero_limit;
            let theirs = match limit {
                HeroLimit::OpponentCards => self.cards_played[f.other().index()],
                HeroLimit::OpponentHeroes => self.heroes_played[f.other().index()],
            };
            let mine = self.heroes_played[f.index()];
            if mine + 1 > theirs + 1 {
                let (other, counted) = (f.other().name(), limit.counted());
                return Some(format!(
                    "but the {} have played {mine} heroes and the {other} {theirs} {counted}, so a hero more breaks D8.1",
                    f.name()
                ));
            }
            if let Some(fault) = self.power_fault(f, hero, play) {
                return Some(fault);
            }
        }
        match play {
            Play::Lay { position, face, .. } => self.lay_fault(f, *position, *face),
            Play::Mainard { from, taken, to } => {
                self.lift_fault(f.other(), *from, *taken).or_else(|| self.receive_fault(f, *to, *taken, "D8 Mainard"))
            }
            Play::Move { from, taken, to, .. } if from == to => {
                Some(format!("but the warrior must go to another rampart than position {from} (D8)"))
            }
            Play::Move { from, taken, to, .. } => {
                self.lift_fault(f.other(), *from, *taken).or_else(|| self.receive_fault(f.other(), *to, *taken, "D8"))
            }
            Play::Lothaire { pile, taken, position, .. } => {
                let own = self.rules.lothaire_pile(seat);
                if *pile != own {
                    Some(format!(
                        "but Lothaire takes from {own}, the pile seat {seat} draws mercenaries from (D8 Lothaire)"
                    ))
                } else if !taken.is_green() {
                    Some(format!("but Lothaire takes a green warrior, not {taken} (D8 Lothaire)"))
                } else if !self.piles.get(pile).is_some_and(|p| p.contains(&Card::Warrior(*taken))) {
                    Some(format!("but the {pile} pile holds no {taken} (D8 Lothaire)"))
                } else {
                    self.lay_fault(f, *position, *taken)
                }
            }
            Play::Beside { position, .. } => match self.rampart(*position) {
                None => Some(format!("but there is no rampart at position {position} (D8)")),
                Some(r) => r.closed().map(|why| format!("but {why}")),
            },
        }
    }

    /// D8: whether the hero's shape of play is a power it has for faction `f`.
    fn power_fault(&self, f: Faction, hero: Hero, play: &Play) -> Option<String> {
        let powers = self.powers(f, hero);
        let fits = |p: &Power| match (p, play) {
            (Power::Free, Play::Lay { .. }) => true,
            (Power::Weight, Play::Lay { face, .. }) => *face == Face::GREEN_ONE,
            (Power::Move, Play::Move { .. }) => true,
            (Power::Mainard, Play::Mainard { .. }) | (Power::Lothaire, Play::Lothaire { .. }) => true,
            (Power::Aubert | Power::Gabriel, Play::Beside { .. }) => true,
            _ => false,
        };
        if powers.iter().any(fits) {
            return None;
        }
        let names: Vec<&str> = powers.iter().map(|p| p.name()).collect();
        Some(format!("but {} played by the {} is {}, not that (D8)", hero.id(), f.name(), names.join(" or ")))
    }

    /// D3.1, D4: why a card counting as `face` may not be laid on `f`'s side at `position`.
    pub(super) fn lay_fault(&self, f: Faction, position: i32, face: Face) -> Option<String> {
        if self.rampart(position).is_some() {
            return self.receive_fault(f, position, face, "D3.1");
        }
        match self.ends() {
            None if position != 0 => {
                Some("but the first card of the game creates the rampart at position 0 (D4.1)".to_string())
            }
            None => None,
            Some((left, right)) if position != left - 1 && position != right + 1 => Some(format!(
                "but a new rampart is made only one step outside the line, which runs from {left} to {right} (D4.2)"
            )),
            Some(_) if self.line.len() >= self.rules.ramparts => {
                Some(format!("but the line already has its {} ramparts (D4.2)", self.rules.ramparts))
            }
            Some(_) => None,
        }
    }

    /// Why `face` may not arrive on `f`'s side of the existing rampart at `position`.
    fn receive_fault(&self, f: Faction, position: i32, face: Face, rule: &str) -> Option<String> {
        let Some(r) = self.rampart(position) else {
            return Some(format!("but there is no rampart at position {position} ({rule})"));
        };
        if let Some(why) = r.closed() {
            return Some(format!("but {why}"));
        }
        if r.side(f).len() >= 3 {
            return Some(format!("whose {} already has 3 cards (D4.3)", f.side()));
        }
        if r.aubert && face.is_green() {
            return Some("where Saint Aubert lets no green card be laid or moved (D8 Saint Aubert)".to_string());
        }
        None
    }

    /// Why warrior `face` may not be moved away from `f`'s side at `position` (D8).
    fn lift_fault(&self, f: Faction, position: i32, face: Face) -> Option<String> {
        let Some(r) = self.rampart(position) else {
            return Some(format!("but there is no rampart at position {position} (D8)"));
        };
        if let Some(why) = r.closed() {
            return Some(format!("but {why}"));
        }
        if !r.side(f).iter().any(|l| l.card == Card::Warrior(face)) {
            let hero =
                if r.side(f).iter().any(|l| l.face == face) { " (a hero laid as a warrior never moves)" } else { "" };
            return Some(format!("but the {} there holds no warrior {face}{hero} (D8)", f.side()));
        }
        None
    }

    /// Where a new card could go: every rampart, and one step outside each end (D4.1, D4.2).
    fn candidate_positions(&self) -> Vec<i32> {
        match self.ends() {
            None => vec![0],
            Some((left, right)) => (left - 1..=right + 1).collect(),
        }
    }

    /// Every legal play of `seat` now (D3.1, D8); empty when the seat must pass (D3.2).
    /// I-D7.4: every seat that holds a card it could lay were it its turn, with one such play.
    pub(super) fn layable(&self) -> Vec<(usize, Play)> {
        (0..self.rules.seats).filter_map(|s| self.legal_plays(s).into_iter().next().map(|p| (s, p))).collect()
    }

    pub(super) fn legal_plays(&self, seat: usize) -> Vec<Play> {
        let mut cards = self.hands[seat].clone();
        cards.sort_unstable();
        cards.dedup();
        let candidates = cards.into_iter().flat_map(|card| self.candidates(seat, card));
        candidates.filter(|play| self.play_fault(seat, play).is_none()).collect()
    }

    /// Every play of `card` worth judging: each shape its powers allow, at every place.
    fn candidates(&self, seat: usize, card: Card) -> Vec<Play> {
        let f = self.faction(seat);
        let positions = self.candidate_positions();
        let lay = |card, face| positions.iter().map(move |&position| Play::Lay { card, position, face });
        let hero = match card {
            Card::Warrior(face) => return lay(card, face).collect(),
            Card::Hero(hero) => hero,
        };
        let mut plays = Vec::new();
        for power in self.powers(f, hero) {
            match power {
                Power::Free => plays.extend(Face::all().flat_map(|face| lay(card, face))),
                Power::Weight => plays.extend(lay(card, Face::GREEN_ONE)),
                Power::Mainard | Power::Move => {
                    for (from, taken) in self.movable(f.other()) {
                        for to in self.line.iter().map(|r| r.position) {
                            plays.push(match power {
                                Power::Mainard => Play::Mainard { from, taken, to },
                                _ => Play::Move { hero, from, taken, to },
                            });
                        }
                    }
                }
                Power::Lothaire => {
                    let pile = self.rules.lothaire_pile(seat);
                    let mut greens: Vec<Face> = self
                        .piles
                        .get(&pile)
                        .into_iter()
                        .flatten()
                        .filter_map(|c| match c {
                            Card::Warrior(face) if face.is_green() => Some(*face),
                            _ => None,
                        })
                        .collect();
                    greens.sort_unstable();
                    greens.dedup();
                    for taken in greens {
                        let mut shuffled = self.piles[&pile].clone();
                        take(&mut shuffled, Card::Warrior(taken));
                        for &position in &positions {
                            plays.push(Play::Lothaire {
                                pile: pile.clone(),
                                taken,
                                position,
                                shuffled: shuffled.clone(),
                            });
                        }
                    }
                }
                Power::Aubert | Power::Gabriel => {
                    plays.extend(self.line.iter().map(|r| Play::Beside { hero, position: r.position }))
                }
            }
        }
        plays
    }

    /// The warriors on `f`'s sides that a hero could move: (position, face), each once.
    fn movable(&self, f: Faction) -> Vec<(i32, Face)> {
        let mut found = Vec::new();
        for r in self.line.iter().filter(|r| r.contested()) {
            for laid in r.side(f) {
                if let Card::Warrior(face) = laid.card
                    && !found.contains(&(r.position, face))
                {
                    found.push((r.position, face));
                }
            }
        }
        found
    }

    /// Makes a play the record shows and the rules allow: the card leaves the hand, the field
    /// changes, and the counts of D8.1 and D7.4 follow.
    pub(super) fn apply_play(&mut self, seat: usize, play: &Play) {
        let f = self.faction(seat);
        take(&mut self.hands[seat], play.card());
        self.cards_played[f.index()] += 1;
        if play.card().is_hero() {
            self.heroes_played[f.index()] += 1;
        }
        match play {
            Play::Lay { card, position, face } => self.lay(f, *position, Laid { card: *card, face: *face }),
            Play::Mainard { from, taken, to } => {
                let laid = self.lift(f.other(), *from, *taken);
                self.lay(f, *to, laid);
            }
            Play::Move { from, taken, to, .. } => {
                let laid = self.lift(f.other(), *from, *taken);
                self.lay(f.other(), *to, laid);
            }
            Play::Lothaire { pile, taken, position, shuffled } => {
                self.piles.insert(pile.clone(), shuffled.clone());
                let card = Card::Warrior(*taken);
                self.lay(f, *position, Laid { card, face: *taken });
            }
            Play::Beside { hero: Hero::Gabriel, position } => {
                self.gabriel_by = Some(f);
                self.rampart_mut(*position).expect("a legal seal has its rampart").sealed = true;
            }
            Play::Beside { position, .. } => {
                self.rampart_mut(*position).expect("Saint Aubert has his rampart").aubert = true;
            }
        }
    }

    /// Lays a card on `f`'s side at `position`, making the rampart when it is new (D4). A side is
    /// complete from the moment its third card arrives (D5.2).
    fn lay(&mut self, f: Faction, position: i32, laid: Laid) {
        match self.ends() {
            Some((left, _)) if position < left => self.line.insert(0, Rampart::new(position)),
            Some((_, right)) if position <= right => {}
            _ => self.line.push(Rampart::new(position)),
        }
        self.clock += 1;
        let clock = self.clock;
        let r = self.rampart_mut(position).expect("the rampart was just made");
        r.sides[f.index()].push(laid);
        if r.sides[f.index()].len() == 3 {
            r.completed_at[f.index()] = Some(clock);
        }
    }

    /// Takes warrior `face` away from `f`'s side at `position`, which makes that side incomplete.
    fn lift(&mut self, f: Faction, position: i32, face: Face) -> Laid {
        let r = self.rampart_mut(position).expect("a legal move has its rampart");
        let side = &mut r.sides[f.index()];
        let i = side.iter().position(|l| l.card == Card::Warrior(face)).expect("a legal move has its warrior");
        let laid = side.remove(i);
        r.completed_at[f.index()] = None;
        laid
    }
}
