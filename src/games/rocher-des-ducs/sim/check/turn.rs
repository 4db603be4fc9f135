//! The checks of one turn, in the order of D3: the claim resolved, the rallying cry, the play or
//! pass, the claim, the draw, then the end on quiet turns (D7.4) and the gifts (D9.1).
//!
//! Where the record does something the rules forbid but that can still be carried out, the
//! problem is reported and the record is followed, so that later turns are judged in the
//! position the record reached; where it cannot be carried out, the check of the game stops.

use super::cards::{Card, parse_cards, same, show, sorted, take};
use super::plays::Play;
use super::*;

impl Checker {
    /// One turn. Returns `None` when the record can no longer be followed, else the outcome when
    /// the game ends in this turn.
    pub(super) fn turn(
        &mut self,
        table: &mut Table,
        t: &Value,
        n: usize,
        quiet: &mut usize,
    ) -> Option<Option<Outcome>> {
        let seats = table.rules.seats;
        let seat = (n - 1) % seats;
        if t["seat"].as_u64() != Some(seat as u64) {
            bad!(self, "turn {n}: seat is {} but the seats play in turn order, so it is seat {seat} (D3)", t["seat"]);
            return None;
        }
        let at = format!("turn {n}: seat {seat}");
        if let Some(out) = self.resolution(table, t, &at, seat)? {
            for key in ["rally", "play", "claim", "draw", "gifts"] {
                if !empty(&t[key]) {
                    let (victory, rule) = (out.victory, out.rule);
                    bad!(
                        self,
                        "{at} wins the rampart it claimed, which ends the game ({victory}, {rule}), but the turn goes on with a {key} (D7)"
                    );
                }
            }
            return Some(Some(out));
        }
        self.rally(table, t, &at, seat)?;
        let played = self.play(table, t, &at, seat)?;
        let claimed = self.claim(table, t, &at, seat);
        self.draw(table, t, &at, seat)?;
        // D7.4: a quiet turn plays no card and announces no claim. The source knows no end
        // but a victory; the end after a round of quiet turns (I-D7.4) needs no claim pending
        // and nobody holding a card he could lay: a card received since a pass (drawn, given,
        // taken in a rallying cry) keeps the game going.
        *quiet = if played || claimed { 0 } else { *quiet + 1 };
        if *quiet >= seats && table.pending.iter().all(Option::is_none) && table.layable().is_empty() {
            if !empty(&t["gifts"]) {
                bad!(
                    self,
                    "turn {n}: the game ends after this turn, the last of {seats} quiet turns (D7.4), so no gifts follow"
                );
            }
            return Some(Some(table.quiet_outcome()));
        }
        self.gifts(table, &t["gifts"], n, seat)?;
        Some(None)
    }

    /// D5.3: the claim the seat announced on its previous turn is resolved first, and `won` says
    /// whether it is still legal. Returns the outcome when the rampart won ends the game (D7).
    fn resolution(&mut self, table: &mut Table, t: &Value, at: &str, seat: usize) -> Option<Option<Outcome>> {
        let r = &t["resolved"];
        let f = table.faction(seat);
        let Some(p) = table.pending[seat].take() else {
            if !r.is_null() {
                bad!(
                    self,
                    "{at} resolves a claim at position {} but announced none on its previous turn (D5.3)",
                    r["position"]
                );
            }
            return Some(None);
        };
        if r.is_null() {
            bad!(self, "{at} claimed position {p} on its previous turn but the claim is not resolved (D5.3)");
            return None;
        }
        if r["position"].as_i64() != Some(p as i64) {
            bad!(self, "{at} resolves position {} but claimed position {p} on its previous turn (D5.3)", r["position"]);
        }
        let won = self.need(r["won"].as_bool(), &format!("{at}: resolved.won"))?;
        let verdict = table.judge_claim(f, p).and_then(|v| v.fault.map_or(Ok(()), Err));
        match (verdict, won) {
            (Ok(()), false) => {
                bad!(
                    self,
                    "{at}'s claim at position {p} lapses but it is still legal, so the {} win the rampart (D5.3)",
                    f.name()
                )
            }
            (Err(why), true) => bad!(self, "{at}'s claim at position {p} is won but it is no longer legal: {why}"),
            _ => {}
        }
        if !won {
            return Some(None);
        }
        if !table.rampart(p).is_some_and(|r| r.contested()) {
            return None;
        }
        table.win(p, f);
        Some(table.victory(f))
    }

    /// D6.3: the rallying cry, exactly when it is due and with the right cards.
    fn rally(&mut self, table: &mut Table, t: &Value, at: &str, seat: usize) -> Option<()> {
        let r = &t["rally"];
        let due = table.rally_due(seat);
        if r.is_null() {
            if let Some((pile, k)) = due {
                let hand = show(&table.hands[seat]);
                bad!(
                    self,
                    "{at} holds {hand} at the start of its turn while the {pile} pile has cards, so it makes a rallying cry and takes {k} cards (D6.3), but the record has none"
                );
            }
            return Some(());
        }
        let pile = self.need(r["pile"].as_str(), &format!("{at}: rally.pile"))?;
        let cards = self.need(parse_cards(&r["cards"]), &format!("{at}: rally.cards"))?;
        match &due {
            None => bad!(self, "{at} makes a rallying cry but none is due: {} (D6.3)", no_rally(table, seat)),
            Some((want, k)) if want != pile || *k != cards.len() => {
                bad!(
                    self,
                    "{at} takes {} cards from the {pile} pile in its rallying cry but D6.3 takes {k} from the {want} pile",
                    cards.len()
                )
            }
            _ => {}
        }
        let top = table.piles.get(pile).and_then(|p| p.get(..cards.len()));
        if top != Some(&cards[..]) {
            bad!(
                self,
                "{at} takes {} in its rallying cry but they are not the top of the {pile} pile (D6.3)",
                show(&cards)
            );
            return None;
        }
        table.rally(seat, pile, cards.len());
        Some(())
    }

    /// D3, D4, D8: the card played, or a pass only when no play is legal. Returns whether a card
    /// was played.
    fn play(&mut self, table: &mut Table, t: &Value, at: &str, seat: usize) -> Option<bool> {
        let p = &t["play"];
        if p.is_null() {
            if let Some(example) = table.legal_plays(seat).first() {
                bad!(self, "{at} passes but could play {} (D3.2)", example.describe());
            }
            return Some(false);
        }
        let play = self.need(Play::parse(p, &table.rules.lothaire_pile(seat)), &format!("{at}: play {p}"))?;
        if !table.hands[seat].contains(&play.card()) {
            bad!(self, "{at} plays {} but holds {} (D3.1)", play.card(), show(&table.hands[seat]));
            return None;
        }
        if let Some(fault) = table.play_fault(seat, &play) {
            bad!(self, "{at} plays {}, {fault}", play.describe());
            return None;
        }
        if let Play::Lothaire { pile, taken, shuffled, .. } = &play {
            let mut rest = table.piles[pile].clone();
            take(&mut rest, Card::Warrior(*taken));
            if !same(&rest, shuffled) {
                let (rest, shuffled) = (show(&sorted(&rest)), show(shuffled));
                bad!(
                    self,
                    "{at} plays lothaire with {taken}, after which the {pile} pile holds {rest}, but shuffled lists {shuffled} (D8 Lothaire)"
                );
                return None;
            }
        }
        table.apply_play(seat, &play);
        Some(true)
    }

    /// D5.3: a claim, legal and with the right figures. Returns whether there was one.
    fn claim(&mut self, table: &mut Table, t: &Value, at: &str, seat: usize) -> bool {
        let c = &t["claim"];
        if c.is_null() {
            return false;
        }
        let Some(p) = c["position"].as_i64().and_then(|n| i32::try_from(n).ok()) else {
            bad!(self, "{at}: claim.position is missing or malformed");
            return true;
        };
        // The record resolves it next turn, whatever it is worth.
        table.pending[seat] = Some(p);
        let v = match table.judge_claim(table.faction(seat), p) {
            Ok(v) => v,
            Err(why) => {
                bad!(self, "{at} claims position {p} but {why}");
                return true;
            }
        };
        if let Some(why) = &v.fault {
            bad!(self, "{at} claims position {p} with {} but {why}", v.mine);
        }
        if c["formation"] != v.mine.formation.name() || c["sum"].as_u64() != Some(v.mine.sum as u64) {
            bad!(
                self,
                "{at} claims position {p} as {} {} but its side there makes {} (D5.1)",
                c["formation"],
                c["sum"],
                v.mine
            );
        }
        let against = &c["against"];
        let right = match v.against {
            None => against.is_null(),
            Some(s) => {
                against["formation"] == s.formation.name()
                    && against["sum"].as_u64() == Some(s.sum as u64)
                    && against["complete"].as_bool() == Some(v.complete)
            }
        };
        if !right {
            let want = match v.against {
                None => "null, since the other side cannot be completed".to_string(),
                Some(s) if v.complete => format!("{s}, complete"),
                Some(s) => format!("{s}, the best completion with the warriors not on the field"),
            };
            bad!(self, "{at} claims position {p} against {against} but D5.3 gives {want}");
        }
        true
    }

    /// D6.1, D6.4: a draw happens exactly when the hand is below the hand size and an open pile
    /// has cards, and it takes that pile's top card (heroes going under first when D6.4 says so).
    fn draw(&mut self, table: &mut Table, t: &Value, at: &str, seat: usize) -> Option<()> {
        let d = &t["draw"];
        let (held, size) = (table.hands[seat].len(), table.rules.hand);
        if d.is_null() {
            if table.must_draw(seat) {
                let open = table.open_piles(seat).join(", ");
                bad!(
                    self,
                    "{at} holds {held} cards, fewer than {size}, and may draw from {open}, but draws nothing (D6.1)"
                );
            }
            return Some(());
        }
        let pile = self.need(d["pile"].as_str(), &format!("{at}: draw.pile"))?;
        let card = self.need(d["card"].as_str().and_then(Card::parse), &format!("{at}: draw.card"))?;
        let under = if d["under"].is_null() { Some(Vec::new()) } else { parse_cards(&d["under"]) };
        let under = self.need(under, &format!("{at}: draw.under"))?;
        if held >= size {
            bad!(self, "{at} draws {card} but already holds {held} cards, the hand size (D6.1)");
        }
        if !table.piles.contains_key(pile) {
            bad!(self, "{at} draws from {pile} but this deal has no such pile (D2.1)");
            return None;
        }
        let warriors = table.warriors_in_hand(seat);
        let hero_barred = warriors < 2 && card.is_hero();
        if table.open_piles(seat).iter().any(|p| p == pile) {
            let (want, sent) = table.draw(seat, pile);
            if (want, &sent) == (card, &under) {
                return Some(());
            }
            if hero_barred {
                bad!(
                    self,
                    "{at} draws {card} from {pile} while its hand holds {warriors} warriors, but such a hand may not take a hero: it goes under the pile (D6.4)"
                );
            } else {
                let (got, want) =
                    (format!("{card} (under {})", show(&under)), format!("{want} (under {})", show(&sent)));
                bad!(self, "{at} draws {got} from {pile} but the top of that pile gives {want} (D6.1)");
            }
            return None;
        }
        let cards = &table.piles[pile];
        if hero_barred {
            bad!(
                self,
                "{at} draws {card} from {pile} while its hand holds {warriors} warriors, but such a hand may not draw a hero (D6.4)"
            );
        } else if cards.is_empty() {
            bad!(self, "{at} draws {card} from {pile}, which is empty (D6.1)");
        } else {
            let rule = if Faction::parse(pile).is_some() { "D6.1, D6.3" } else { "D6.1" };
            let offered = table.offered_piles(seat).join(", ");
            bad!(self, "{at} draws from {pile}, which is not open to it: it draws from {offered} ({rule})");
        }
        // Follow the record when it took the top card of that pile.
        if cards.first() != Some(&card) || !under.is_empty() {
            return None;
        }
        let top = table.piles.get_mut(pile).expect("the pile exists").remove(0);
        table.hands[seat].push(top);
        Some(())
    }

    /// D9.1: after the last seat of each round of turns with 4 or 6 seats, every seat that can
    /// gives one card to its partner; the gifts are listed in seat order and change hands at once.
    fn gifts(&mut self, table: &mut Table, g: &Value, n: usize, seat: usize) -> Option<()> {
        let seats = table.rules.seats;
        if seats == 2 || seat != seats - 1 {
            if !empty(g) {
                bad!(
                    self,
                    "turn {n}: gifts are made only after the last seat of a round of turns, with 4 or 6 seats (D9.1)"
                );
            }
            return Some(());
        }
        let list =
            if g.is_null() { Vec::new() } else { self.need(g.as_array().cloned(), &format!("turn {n}: gifts"))? };
        let mut given: Vec<Option<Card>> = vec![None; seats];
        let mut last = None;
        for gift in &list {
            let from = gift["from"].as_u64().map(|s| s as usize).filter(|&s| s < seats);
            let from = self.need(from, &format!("turn {n}: gift.from"))?;
            let card = self.need(gift["card"].as_str().and_then(Card::parse), &format!("turn {n}: gift.card"))?;
            if last.is_some_and(|l| from <= l) {
                bad!(self, "turn {n}: seat {from}'s gift is out of seat order or a second one (D9.1)");
                return None;
            }
            last = Some(from);
            let to = table.partner(from);
            if gift["to"].as_u64() != Some(to as u64) {
                bad!(
                    self,
                    "turn {n}: seat {from} gives to seat {} but D9.1 gives to seat {to}, the next seat of its faction",
                    gift["to"]
                );
            }
            if !table.hands[from].contains(&card) {
                bad!(self, "turn {n}: seat {from} gives {card} but holds {} (D9.1)", show(&table.hands[from]));
                return None;
            }
            if !table.gift_options(from).contains(&card) {
                let k = table.warriors_in_hand(to);
                bad!(
                    self,
                    "turn {n}: seat {from} gives {card} to seat {to}, whose hand holds {k} warriors, but a hero goes only to a hand of at least 3 warriors (D6.4, D9.1)"
                );
            }
            given[from] = Some(card);
        }
        for (s, gift) in given.iter().enumerate() {
            if gift.is_none() && !table.gift_options(s).is_empty() {
                bad!(self, "turn {n}: seat {s} holds {} but gives nothing (D9.1)", show(&table.hands[s]));
            }
        }
        let gifts: Vec<(usize, Card)> = given.iter().enumerate().filter_map(|(s, c)| c.map(|c| (s, c))).collect();
        table.exchange(&gifts);
        Some(())
    }
}

/// Why no rallying cry is due to `seat`, for messages (D6.3).
fn no_rally(table: &Table, seat: usize) -> String {
    let pile = table.faction(seat).other().name();
    let next = (seat + 1) % table.rules.seats;
    if table.rules.deal != Deal::Factions {
        format!("the {} deal has no faction piles", table.rules.deal.name())
    } else if table.warriors_in_hand(seat) > 0 {
        format!("its hand {} holds warriors", show(&table.hands[seat]))
    } else if table.piles[pile].is_empty() {
        format!("the {pile} pile is empty")
    } else {
        format!("seat {next}, the next opposing seat, holds no card")
    }
}
