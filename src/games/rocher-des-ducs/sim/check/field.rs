//! The ramparts (D4), the formations (D5.1, D5.2) and the claim with its proof (D5.3).

use super::cards::{Card, Face, Faction};
use super::table::Table;
use std::fmt;

/// A card on a side of a rampart and what it counts as there.
#[derive(Clone, Copy, Debug)]
pub(super) struct Laid {
    pub(super) card: Card,
    pub(super) face: Face,
}

#[derive(Clone, Debug)]
pub(super) struct Rampart {
    pub(super) position: i32,
    /// Each faction's side, Normans first, in the order laid.
    pub(super) sides: [Vec<Laid>; 2],
    /// When each side last became complete, on the table's clock (D5.2).
    pub(super) completed_at: [Option<u32>; 2],
    pub(super) won_by: Option<Faction>,
    /// Won with green faces only (D5.5).
    pub(super) green: bool,
    /// Sealed by Gabriel (D8).
    pub(super) sealed: bool,
    /// Saint Aubert is beside it (D8).
    pub(super) aubert: bool,
}

impl Rampart {
    pub(super) fn new(position: i32) -> Rampart {
        Rampart {
            position,
            sides: [Vec::new(), Vec::new()],
            completed_at: [None, None],
            won_by: None,
            green: false,
            sealed: false,
            aubert: false,
        }
    }

    /// Neither won nor sealed (see the rules' "Words").
    pub(super) fn contested(&self) -> bool {
        self.won_by.is_none() && !self.sealed
    }

    pub(super) fn side(&self, f: Faction) -> &[Laid] {
        &self.sides[f.index()]
    }

    /// What a face counts for here: nothing for a green card beside Saint Aubert (D8).
    pub(super) fn value(&self, face: Face) -> u8 {
        if self.aubert && face.is_green() { 0 } else { face.value }
    }

    /// The formation of a complete side (D5.1).
    pub(super) fn strength(&self, f: Faction) -> Option<Strength> {
        match self.side(f) {
            [a, b, c] => Some(strength([a.face, b.face, c.face], self.aubert)),
            _ => None,
        }
    }

    /// Why nothing may be laid or moved here, if so (D5.4, D8 Gabriel).
    pub(super) fn closed(&self) -> Option<String> {
        match self.won_by {
            Some(w) => {
                Some(format!("the rampart at position {} is already won by the {} (D5.4)", self.position, w.name()))
            }
            None if self.sealed => {
                Some(format!("Gabriel has sealed the rampart at position {} (D8 Gabriel)", self.position))
            }
            None => None,
        }
    }
}

/// D5.1: the formations, weakest first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Formation {
    Sum,
    Colour,
    Run,
    ColourRun,
    Three,
}

impl Formation {
    pub(super) fn name(self) -> &'static str {
        match self {
            Formation::Sum => "sum",
            Formation::Colour => "colour",
            Formation::Run => "run",
            Formation::ColourRun => "colour-run",
            Formation::Three => "three",
        }
    }
}

/// A complete side's strength: formations compare first, then sums (D5.2). Equal strengths are
/// told apart by which side completed first, which the caller knows.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct Strength {
    pub(super) formation: Formation,
    pub(super) sum: u32,
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.formation.name(), self.sum)
    }
}

/// D5.1, with D8 Saint Aubert when `aubert`: a green card there counts 0 and makes no run and no
/// three of a kind, but keeps its colour.
pub(super) fn strength(faces: [Face; 3], aubert: bool) -> Strength {
    let valued = |f: &Face| !(aubert && f.is_green());
    let sum = faces.iter().filter(|f| valued(f)).map(|f| f.value as u32).sum();
    let all_valued = faces.iter().all(valued);
    let one_colour = faces.iter().all(|f| f.colour == faces[0].colour);
    let mut v = faces.map(|f| f.value);
    v.sort_unstable();
    let three = all_valued && v[0] == v[2];
    let run = all_valued && v[0] + 1 == v[1] && v[1] + 1 == v[2];
    let formation = match (three, run, one_colour) {
        (true, _, _) => Formation::Three,
        (_, true, true) => Formation::ColourRun,
        (_, true, false) => Formation::Run,
        (_, false, true) => Formation::Colour,
        _ => Formation::Sum,
    };
    Strength { formation, sum }
}

/// What a claim amounts to at one rampart in the current position (D5.3).
#[derive(Clone, Debug)]
pub(super) struct ClaimView {
    /// The claimant's formation there.
    pub(super) mine: Strength,
    /// The other side's formation when it is complete, else the best a completion of it could
    /// reach; `None` when it cannot be completed.
    pub(super) against: Option<Strength>,
    pub(super) complete: bool,
    /// Why the claim is not legal, or `None` when it is.
    pub(super) fault: Option<String>,
}

impl Table {
    /// D5.3: the figures of a claim by faction `f` at `position`, or why no claim can be made
    /// there at all.
    pub(super) fn judge_claim(&self, f: Faction, position: i32) -> Result<ClaimView, String> {
        let Some(r) = self.rampart(position) else {
            return Err(format!("there is no rampart at position {position} (D5.3)"));
        };
        if let Some(why) = r.closed() {
            return Err(format!("{why}, and only a contested rampart is claimed (D5.3)"));
        }
        let Some(mine) = r.strength(f) else {
            let n = r.side(f).len();
            return Err(format!("the {} has only {n} cards there, and a claim needs it complete (D5.3)", f.side()));
        };
        let other = f.other();
        if let Some(theirs) = r.strength(other) {
            let first = r.completed_at[f.index()] < r.completed_at[other.index()];
            let beats = mine > theirs || (mine == theirs && first);
            let fault = (!beats).then(|| {
                let order = if mine == theirs { ", and it completed first" } else { "" };
                format!("the complete {} has {theirs}{order}, which {mine} does not beat (D5.2, D5.3)", other.side())
            });
            return Ok(ClaimView { mine, against: Some(theirs), complete: true, fault });
        }
        // D5.3 (b): an equal completion loses, since the claimant completed first.
        let best = self.best_completion(r, other);
        let fault = best.filter(|b| *b > mine).map(|b| {
            format!(
                "the {} could still be completed to {b} with warriors not on the field, which beats {mine} (D5.3)",
                other.side()
            )
        });
        Ok(ClaimView { mine, against: best, complete: false, fault })
    }

    /// D5.3: how many copies of each warrior face are not on the field. The field is every
    /// rampart, won ones included; a hero laid as a warrior takes no warrior away.
    pub(super) fn unseen(&self) -> [u8; 21] {
        let mut left = [2u8; 21];
        for laid in self.line.iter().flat_map(|r| r.sides.iter().flatten()) {
            if let Card::Warrior(face) = laid.card {
                left[face.index()] = left[face.index()].saturating_sub(1);
            }
        }
        left
    }

    /// D5.3 (b): the strongest formation that side `f` of `r` could reach by completing it with
    /// warriors not on the field, or `None` when too few are left. Under Saint Aubert no green may
    /// be laid there any more, so greens do not complete it.
    fn best_completion(&self, r: &Rampart, f: Faction) -> Option<Strength> {
        let left = self.unseen();
        let mut pool: Vec<(Face, u8)> = Face::all()
            .filter(|face| !(r.aubert && face.is_green()))
            .map(|face| (face, left[face.index()]))
            .filter(|&(_, n)| n > 0)
            .collect();
        let mut faces: Vec<Face> = r.side(f).iter().map(|l| l.face).collect();
        let mut best = None;
        complete(&mut pool, 0, &mut faces, r.aubert, &mut best);
        best
    }

    /// D5.3: the claimant's faction wins the rampart; D5.5 marks it green-won when the winning
    /// side holds green faces only.
    pub(super) fn win(&mut self, position: i32, f: Faction) {
        if let Some(r) = self.rampart_mut(position) {
            r.won_by = Some(f);
            r.green = r.side(f).iter().all(|l| l.face.is_green());
        }
    }
}

/// Tries every distinct way of filling `faces` up to three with faces of `pool[start..]` (each
/// face as often as it has copies left), keeping the strongest result in `best`.
fn complete(pool: &mut [(Face, u8)], start: usize, faces: &mut Vec<Face>, aubert: bool, best: &mut Option<Strength>) {
    if let [a, b, c] = faces[..] {
        let s = strength([a, b, c], aubert);
        if best.is_none_or(|b| s > b) {
            *best = Some(s);
        }
        return;
    }
    for i in start..pool.len() {
        if pool[i].1 == 0 {
            continue;
        }
        pool[i].1 -= 1;
        faces.push(pool[i].0);
        complete(pool, i, faces, aubert, best);
        faces.pop();
        pool[i].1 += 1;
    }
}
