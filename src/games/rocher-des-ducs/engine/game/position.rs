//! A position given by hand (the rulebooks' worked examples), refused with the rule it breaks
//! when no game could reach it.

use super::*;

/// A position on the table ([`Game::from_position`]): the line, each seat's hand (seat 0
/// first), the piles by index, top first.
pub struct Position<'a> {
    pub ramparts: &'a [RampartSetup],
    pub hands: &'a [Vec<Card>],
    pub piles: [Pile; 4],
}

impl Game {
    /// A game from a position on the table (the rulebook's worked examples): the ramparts as
    /// laid, each seat's hand, the piles top first; seat 0 (of faction `first`) begins its turn.
    /// Sides already complete count as completed in the order given (D5.2). Refused, with the
    /// rule it breaks, when the position could not arise: a card more often than the box holds
    /// it (D1), a hero without heroes, a gap in the line or more ramparts than the rules allow
    /// (D4.2), a side of more than 3 cards (D4.3), a rampart won by an incomplete side (D5.3),
    /// a hand larger than the hand size (D2.2).
    pub fn from_position<O: Observer>(
        rules: Rules,
        seats: u8,
        first: Faction,
        position: Position,
        rng: fastrand::Rng,
        obs: &mut O,
    ) -> Result<Game, String> {
        let Position { ramparts, hands, piles } = position;
        let mut game = Game::blank(rules, seats, first, piles, rng)
            .ok_or_else(|| format!("{seats} seats are not allowed by these rules (D9)"))?;
        // D1: no card more often than the box holds it.
        let mut counts = [0u8; super::super::cards::KINDS];
        let mut count = |c: Card| counts[c.0 as usize] += 1;
        if hands.len() > seats as usize {
            return Err(format!("{} hands for {seats} seats", hands.len()));
        }
        for (s, hand) in hands.iter().enumerate() {
            if hand.len() > game.hand_size as usize {
                return Err(format!(
                    "seat {s} holds {} cards, more than the hand of {} (D2.2)",
                    hand.len(),
                    game.hand_size
                ));
            }
            for &c in hand {
                count(c);
                game.hands[s].add(c);
            }
        }
        for p in &game.piles {
            p.top_first().for_each(&mut count);
        }
        let mut sorted: Vec<&RampartSetup> = ramparts.iter().collect();
        sorted.sort_by_key(|r| r.at);
        for (i, r) in sorted.iter().enumerate() {
            if !(-ORIGIN..=ORIGIN).contains(&r.at) {
                return Err(format!("no rampart can be at position {} (D4.2)", r.at));
            }
            if i > 0 && sorted[i - 1].at + 1 != r.at {
                return Err(format!("the line has a gap before position {} (D4.2)", r.at));
            }
            for f in Faction::BOTH {
                if r.sides[f.index()].len() > 3 {
                    return Err(format!("the {} side at position {} holds more than 3 cards (D4.3)", f.id(), r.at));
                }
            }
        }
        if sorted.len() > rules.ramparts as usize {
            return Err(format!("{} ramparts, more than the line holds ({}, D4.2)", sorted.len(), rules.ramparts));
        }
        for r in ramparts {
            game.create(r.at);
            for f in Faction::BOTH {
                for &(card, face) in &r.sides[f.index()] {
                    count(card);
                    if face.is_hero() || (!card.is_hero() && face != card) {
                        return Err(format!(
                            "{} is laid as {} at position {}: a warrior is laid as itself (D3.1)",
                            card.id(),
                            face.id(),
                            r.at
                        ));
                    }
                    game.tick += 1;
                    let laid = if card.is_hero() { Laid::hero(face) } else { Laid::warrior(face) };
                    if !card.is_hero() {
                        game.left.remove(face);
                    }
                    let tick = game.tick;
                    game.rampart_mut(r.at).lay(f, laid, tick);
                    game.played[f.index()] += 1;
                    game.heroes_played[f.index()] += card.is_hero() as u8;
                }
            }
            for &(hero, f) in &r.beside {
                count(hero.card());
                game.played[f.index()] += 1;
                game.heroes_played[f.index()] += 1;
            }
            if r.status == Status::Sealed
                && let Some(&(_, f)) = r.beside.iter().find(|&&(h, _)| h == Hero::Gabriel)
            {
                game.gabriel[f.index()] = true;
            }
            let rampart = game.rampart_mut(r.at);
            rampart.aubert = r.beside.iter().any(|&(h, _)| h == Hero::Aubert);
            for f in Faction::BOTH {
                if rampart.complete(f) {
                    rampart.measure(f);
                }
            }
            match r.status {
                Status::Won(f) if !rampart.complete(f) => {
                    return Err(format!("the rampart at position {} is won by an incomplete side (D5.3)", r.at));
                }
                Status::Won(f) => rampart.green = rampart.side(f).iter().all(|l| l.face().colour() == Colour::Green),
                Status::Sealed | Status::Contested => {}
            }
            rampart.status = r.status;
            game.refresh(r.at);
        }
        // D5.3: a won rampart was claimed, and its claim proved: it must still prove itself
        // against the position (more cards are seen now than then, so a proof that fails now
        // failed then).
        for r in ramparts {
            if let Status::Won(f) = r.status {
                game.rampart_mut(r.at).status = Status::Contested;
                let proved = game.claim_proof(f, r.at).is_some();
                game.rampart_mut(r.at).status = r.status;
                if !proved {
                    return Err(format!(
                        "the rampart at position {} is won by the {}, but no claim on it could be proved: the other side can still beat theirs (D5.3)",
                        r.at,
                        f.id()
                    ));
                }
            }
        }
        let mut nowhere = Vec::new();
        for (k, &n) in counts.iter().enumerate() {
            let card = Card(k as u8);
            let most = match card.hero() {
                Some(_) if rules.heroes => 1,
                Some(_) => 0,
                None => 2,
            };
            if n > most {
                return Err(format!("{} is there {n} times; the box holds it {most} times (D1)", card.id()));
            }
            nowhere.extend(std::iter::repeat_n(card.id(), (most - n) as usize));
        }
        if !nowhere.is_empty() {
            return Err(format!(
                "{} of the box {} nowhere ({}): every card is in a pile, a hand or on the line, so a pile said to hold fewer cards must have them elsewhere (D1, D2.1)",
                nowhere.len(),
                if nowhere.len() == 1 { "is" } else { "are" },
                nowhere.join(" ")
            ));
        }
        game.check_turn_order(ramparts)?;
        game.check_hands()?;
        obs.piles(&game);
        game.begin_turn(obs);
        game.settle(obs);
        Ok(game)
    }

    /// What the cards each faction has played imply, seat 0 being about to begin its turn: the
    /// seats have played in turn by whole rounds, factions alternating (D3, D9.1), so each
    /// faction has made as many plays as the other, a multiple of its seats; and no faction is
    /// past the heroes' limit (D8.1). A card a side holds is the play of that side, but for
    /// one card per Mainard beside a rampart, taken from the other side, and Lothaire, who lays
    /// his green in the same play (D8).
    fn check_turn_order(&self, ramparts: &[RampartSetup]) -> Result<(), String> {
        let mut plays = self.played;
        for r in ramparts {
            for &(h, f) in &r.beside {
                match h {
                    Hero::Mainard => {
                        plays[f.index()] -= 1;
                        plays[f.other().index()] += 1;
                    }
                    // Lothaire and the green he lays are one play.
                    Hero::Lothaire => plays[f.index()] -= 1,
                    _ => {}
                }
            }
        }
        let per_round = self.seats as u16 / 2;
        let [n, b] = plays;
        if n != b || n % per_round != 0 {
            let first = self.faction(0);
            return Err(format!(
                "the Normans have played {n} cards and the Bretons {b}, but with {} seats taking turns in order (the {} first, factions alternating) each faction has played as many cards as the other{}, when seat 0 begins its turn (D3, D9.1)",
                self.seats,
                first.id(),
                if per_round > 1 { format!(", {per_round} a round") } else { String::new() }
            ));
        }
        for f in Faction::BOTH {
            if self.heroes_played[f.index()] > 0 {
                let mut before = self.clone();
                before.heroes_played[f.index()] -= 1;
                if !before.hero_allowed(f) {
                    return Err(format!(
                        "the {} have played {} heroes: {}",
                        f.id(),
                        self.heroes_played[f.index()],
                        self.rules.hero_limit.rule()
                    ));
                }
            }
        }
        Ok(())
    }

    /// D2.2, D6.1: every player draws back to the hand size at the end of his turn, so a hand
    /// holds fewer cards only when no pile is open to him.
    fn check_hands(&self) -> Result<(), String> {
        for s in 0..self.seats {
            let held = self.hands[s as usize].len();
            let open = self.open_piles_of(s);
            if held < self.hand_size as usize && open != 0 {
                let piles: Vec<&str> = (0..4u8).filter(|p| open & 1 << p != 0).map(|p| self.pile_name(p)).collect();
                return Err(format!(
                    "seat {s} holds {held} cards, fewer than the hand of {}, while it could draw from {}: a player draws back to a full hand at the end of each turn (D2.2, D6.1)",
                    self.hand_size,
                    piles.join(", ")
                ));
            }
        }
        Ok(())
    }
}
