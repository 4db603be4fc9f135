//! Checks of refills, counts and the end of the game (R6, R7, R8).

use super::*;

impl Checker<'_> {
    /// R6.2 and R7: one side's discard and draw at the end of a round.
    pub(super) fn refill(&mut self, rf: &Value, n: usize, s: usize, discarded: &[u8]) -> Option<()> {
        let at = format!("round {n}, refill of {}", self.names[s]);
        let got = self.need(cards(&rf["discarded"]), &format!("{at}: discarded"))?;
        if !same(&got, discarded) {
            bad!(self, "{at}: discarded {} but R6.1 discards {}", show(&got), show(discarded));
        }
        let drawn = self.need(cards(&rf["drawn"]), &format!("{at}: drawn"))?;
        let rebuilds = self.need(rf["rebuilds"].as_array(), &format!("{at}: rebuilds"))?;
        let owed = (self.def.hand_size as usize).saturating_sub(self.sides[s].hand_total());
        let (limit, mut pulled, mut used) = (self.sw.limit, Vec::new(), 0);
        let st = &mut self.sides[s];
        while pulled.len() < owed && !st.deck.is_empty() {
            pulled.push(st.deck.remove(0));
            if !st.deck.is_empty() {
                continue;
            }
            // R7.1 and R7.3: the last card leaving the deck is one exhaustion, counted at once.
            st.exhaustions += 1;
            while st.exhaustions < limit {
                // R7.2: below the limit the discard becomes the new deck, in the record's order.
                let k = pulled.len();
                let Some(rb) = rebuilds.get(used) else {
                    bad!(self, "{at}: the deck empties after {k} draws below the limit but is not rebuilt (R7.2)");
                    return None;
                };
                used += 1;
                if rb["after_draws"].as_u64() != Some(k as u64) {
                    let got = &rb["after_draws"];
                    bad!(self, "{at}: rebuild {used} has after_draws {got} but the deck empties after {k} (R7.3)");
                }
                match cards(&rb["deck"]) {
                    Some(deck) if same(&deck, &st.discard) => st.deck = deck,
                    _ => {
                        let (got, pile) = (&rb["deck"], show(&sorted(&st.discard)));
                        bad!(self, "{at}: rebuild {used} forms the deck {got} but R7.2 shuffles the discard {pile}");
                        return None;
                    }
                }
                st.discard.clear();
                if !st.deck.is_empty() {
                    break;
                }
                // R7.4: a rebuild from an empty discard is the next exhaustion at once.
                st.exhaustions += 1;
            }
        }
        // R9.5: a team's next drawer takes the cards, and the drawer alternates every round.
        let to = if st.team { 1 - st.drawer } else { 0 };
        st.hands[to].extend(&pulled);
        st.drawer = to;
        if used != rebuilds.len() {
            bad!(self, "{at}: {} rebuilds are recorded but R7.2-R7.4 make {used}", rebuilds.len());
        }
        if drawn != pulled {
            bad!(self, "{at}: drawn {} but R6.2 and R7 draw {} from the deck", show(&drawn), show(&pulled));
        }
        Some(())
    }

    /// The round's counts against the tracked piles (R1.2: they always add up to every card).
    pub(super) fn counts(&mut self, r: &Value, n: usize) {
        for (s, st) in self.sides.iter().enumerate() {
            let (name, c) = (self.names[s], &r["counts"][self.names[s]]);
            let mine = [
                ("hand", st.hand_total(), "R6.2"),
                ("deck", st.deck.len(), "R7.2"),
                ("discard", st.discard.len(), "R6.1"),
                ("removed", st.removed.len(), "R5.6"),
                ("exhaustions", st.exhaustions as usize, "R7.1"),
            ];
            for (key, want, rule) in mine {
                if c[key].as_u64() != Some(want as u64) {
                    bad!(self, "round {n}: counts.{name}.{key} is {} but {rule} gives {want}", c[key]);
                }
            }
            let total: u64 = ["hand", "deck", "discard", "removed"].iter().filter_map(|k| c[*k].as_u64()).sum();
            if total != self.total as u64 {
                bad!(self, "round {n}: {name}'s counts add up to {total}, not the {} cards of R1.2", self.total);
            }
        }
    }

    /// R7.5 and R7.6, after a refill: the reason the game ends now, if any.
    pub(super) fn end_reason(&self) -> Option<&'static str> {
        let mut reason = None;
        for st in &self.sides {
            // A team plays only if its next drawer can give a card and keep one (R9.5).
            let can_play = if st.team { st.hands[st.drawer].len() >= 2 } else { st.hand_total() >= 2 };
            if st.exhaustions >= self.sw.limit && (st.hand_total() <= 1 || !can_play) {
                return Some("exhaustion");
            }
            if !can_play {
                reason = Some("no_cards");
            }
        }
        reason
    }

    /// R3 and R8: the end record against the tracked game.
    pub(super) fn end(&mut self, e: &Value, ended: Option<(&'static str, usize)>, rounds: usize) {
        if let Some((reason, at)) = ended {
            let rule = match reason {
                "all_castles" => "R6.4",
                "exhaustion" => "R7.5",
                _ => "R7.6",
            };
            if e["reason"].as_str() != Some(reason) {
                bad!(self, "end: reason is {} but {rule} ends the game after round {at} as {reason}", e["reason"]);
            }
        }
        if e["round"].as_u64() != Some(rounds as u64) {
            bad!(self, "end: round is {} but the last round recorded is {rounds} (R7.5)", e["round"]);
        }
        if e["castles"] != self.castles() {
            bad!(self, "end: castles are {} but the battles (R5.5) leave {}", e["castles"], self.castles());
        }
        let nc = self.control.len() as u64;
        let (mut owned, mut largest, mut grouped, mut unspent) = ([0u64; 2], [0u64; 2], [0u64; 2], [0u64; 2]);
        for s in 0..2 {
            let mut run = 0u64;
            // A neutral castle after the last one closes the final run of adjacent castles.
            for c in self.control.iter().chain([&None]) {
                if *c == Some(s) {
                    run += 1;
                    continue;
                }
                (owned[s], largest[s]) = (owned[s] + run, largest[s].max(run));
                // R8.2: an isolated castle scores 1, a castle in a group of two or more scores 2
                // (the points game.toml's [scoring] gives, a variant's included).
                let (isolated, in_group) = (self.def.castle_points.0 as u64, self.def.castle_points.1 as u64);
                grouped[s] += match run {
                    0 => 0,
                    1 => isolated,
                    _ => in_group * run,
                };
                run = 0;
            }
            unspent[s] = (self.sides[s].hand_total() + self.sides[s].deck.len()) as u64;
        }
        let all = (0..2).find(|&s| owned[s] == nc);
        let (score, rule) = match all {
            // R8.1: a sweep of the line (12 for the six castles of Guyenne; game.toml's
            // [scoring] sweep).
            Some(s) => ([0, 1].map(|x| if x == s { self.def.sweep_points as u64 } else { 0 }), "R8.1"),
            None if self.sw.scoring_2021 => {
                let bonus = |s: usize| if largest[s] >= 2 { largest[s] } else { 0 };
                ([0, 1].map(|s| owned[s] + bonus(s) + unspent[s]), "R8.4")
            }
            None => (grouped, "R8.2"),
        };
        for (s, name) in self.names.into_iter().enumerate() {
            let checks =
                [("unspent", unspent[s], "R8.3"), ("largest_group", largest[s], "R8.2"), ("score", score[s], rule)];
            for (key, want, rule) in checks {
                if e[key][name].as_u64() != Some(want) {
                    bad!(self, "end: {key}.{name} is {} but {rule} gives {want}", e[key][name]);
                }
            }
        }
        // R8.3 and R8.4: the tie-breaks, compared in order after the score.
        let (y2021, tie) = (self.sw.scoring_2021, if self.sw.scoring_2021 { "R8.4" } else { "R8.3" });
        let key = |s: usize| if y2021 { [score[s], largest[s], unspent[s]] } else { [score[s], unspent[s], 0] };
        let (winner, rule) = match (all, key(0).cmp(&key(1))) {
            (Some(s), _) => (Some(s), "R8.1"),
            (None, Ordering::Greater) => (Some(0), tie),
            (None, Ordering::Less) => (Some(1), tie),
            (None, Ordering::Equal) => (None, tie),
        };
        if self.control(&e["winner"]) != Some(winner) {
            bad!(self, "end: winner is {} but {rule} gives {}", e["winner"], self.name(winner));
        }
    }
}
