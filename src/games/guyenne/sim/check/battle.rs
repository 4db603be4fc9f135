//! Checks of a round's battles and removals (R5, R9.2, R9.4).

use super::*;

impl Checker<'_> {
    /// R5 and R9: both battles. Returns what each side discards this round.
    pub(super) fn battles(&mut self, r: &Value, n: usize, castles: [usize; 2], played: &[Pair; 2]) -> Option<Pair> {
        let bs = self.need(r["battles"].as_array(), &format!("round {n}: battles"))?;
        if bs.len() != 2 {
            bad!(self, "round {n}: {} battles but R5 resolves castle A then castle B", bs.len());
            return None;
        }
        let mut discards = Pair::default();
        for (k, (b, pl)) in bs.iter().zip(played).enumerate() {
            let castle = castles[k];
            let at = format!("round {n}, battle {} (castle {castle})", k + 1);
            if b["castle"].as_u64() != Some(castle as u64) {
                bad!(self, "{at}: the record resolves castle {} here but R5 resolves A then B", b["castle"]);
            }
            // Castles A and B differ, so castle B's control is still the one of the round start.
            let holder = self.control[castle - 1];
            if self.control(&b["holder"]) != Some(holder) {
                bad!(self, "{at}: holder is {} but {} held it at round start (R5.2)", b["holder"], self.name(holder));
            }
            let (sums, heroes) = ([sum(&pl[0]), sum(&pl[1])], [pl[0].contains(&HERO), pl[1].contains(&HERO)]);
            for s in 0..2 {
                let st = &b["strength"][self.names[s]];
                if st["sum"].as_u64() != Some(sums[s]) || st["hero"].as_bool() != Some(heroes[s]) {
                    let (want, cards) = (serde_json::json!({ "sum": sums[s], "hero": heroes[s] }), show(&pl[s]));
                    bad!(self, "{at}: {}'s strength is {st} but R5.1 gives {want} for {cards}", self.names[s]);
                }
            }
            let conceded = self.need(b["conceded"].as_bool(), &format!("{at}: conceded"))?;
            if conceded && holder.is_none() {
                bad!(self, "{at}: a neutral castle is conceded but R5.3 lets nobody concede");
            }
            let (winner, why) = match holder {
                Some(h) if conceded => (Some(1 - h), "R5.2 gives a conceded castle to the attacker".to_string()),
                _ if heroes[0] && heroes[1] => (None, "R5.4 makes two heroes a tie".to_string()),
                _ if heroes[0] || heroes[1] => {
                    let s = if heroes[0] { 0 } else { 1 };
                    (Some(s), format!("R5.4 gives it to the hero of {}", self.names[s]))
                }
                Some(h) => {
                    let (a, d) = (sums[1 - h], sums[h]);
                    let why = format!("R5.2 gives attack {a} against defence {d} (a tie to the defender)");
                    (Some(if a > d { 1 - h } else { h }), why)
                }
                None => {
                    let w = (sums[0] != sums[1]).then_some(if sums[0] > sums[1] { 0 } else { 1 });
                    (w, format!("R5.3 gives the neutral castle at {} against {}", sums[0], sums[1]))
                }
            };
            if self.control(&b["winner"]) != Some(winner) {
                bad!(self, "{at}: winner is {} but {why}, so the winner is {}", b["winner"], self.name(winner));
            }
            let after = winner.or(holder);
            if self.control(&b["control_after"]) != Some(after) {
                bad!(self, "{at}: control_after is {} but R5.5 gives {}", b["control_after"], self.name(after));
            }
            self.control[castle - 1] = after;
            let removed = self.removal(b, &at, holder, winner, pl);
            for s in 0..2 {
                let mut rest = pl[s].clone();
                take(&mut rest, &removed[s]);
                discards[s].extend(rest);
                self.sides[s].removed.extend(&removed[s]);
            }
        }
        Some(discards)
    }

    /// R5.6 and R9: the cards each side removes for good after one battle. Returns the removals
    /// to track: the rules' own where they leave no choice, else the record's when it is legal.
    pub(super) fn removal(
        &mut self,
        b: &Value,
        at: &str,
        holder: Option<usize>,
        won: Option<usize>,
        pl: &Pair,
    ) -> Pair {
        let strongest = |s: usize| pl[s].iter().max().map(|&c| vec![c]).unwrap_or_default();
        // Each side's removal; `None` marks the loser's choice of R9.2(a).
        let mut expect: [Option<Vec<u8>>; 2] = [Some(Vec::new()), Some(Vec::new())];
        match (self.sw.removal, holder, won) {
            ("conquest", Some(h), Some(w)) if w != h => expect[w] = Some(strongest(w)),
            ("advanced", Some(h), _) => expect[1 - h] = Some(strongest(1 - h)),
            ("advanced", None, Some(w)) => expect[1 - w] = None,
            _ => {}
        }
        let rule = match (self.sw.removal, holder) {
            ("conquest", _) => "R9.4",
            ("advanced", Some(_)) => "R9.2(b)",
            ("advanced", None) => "R9.2(a)",
            _ => "R9.1",
        };
        let mut out = Pair::default();
        for s in 0..2 {
            let name = self.names[s];
            let fallback = expect[s].clone().unwrap_or_else(|| strongest(s));
            let Some(got) = cards(&b["removed"][name]) else {
                bad!(self, "{at}: removed.{name} is missing or malformed");
                out[s] = fallback;
                continue;
            };
            let among = take(&mut pl[s].clone(), &got);
            if !among {
                bad!(self, "{at}: {name} removes {} but played only {} there (R5.6)", show(&got), show(&pl[s]));
            }
            if let Some(want) = &expect[s] {
                if !same(&got, want) {
                    bad!(self, "{at}: {name} removes {} but {rule} removes {}", show(&got), show(want));
                }
                out[s] = want.clone();
                continue;
            }
            let top = pl[s].iter().max().copied().unwrap_or(0);
            let legal = (got.len() == 1 && got[0] == top) || (got.len() >= 2 && sum(&got) >= top as u64);
            if !legal {
                let (got, top) = (show(&got), show(&[top]));
                bad!(self, "{at}: {name} lost and removes {got} but R9.2(a) wants {top} or 2+ cards worth as much");
            }
            out[s] = if legal && among { got } else { fallback };
        }
        out
    }
}
