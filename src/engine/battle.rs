//! Battle resolution (R5) and the removals that follow it (R5.6, R9).

use super::{BySide, CardSet, Removal, Rules, Side};
use arrayvec::ArrayVec;

/// A side's strength at a castle (R5.1): the sum of its numbered cards and whether its hero is there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Strength {
    pub sum: u32,
    pub hero: bool,
}

impl Strength {
    pub fn of(rules: &Rules, cards: &CardSet) -> Strength {
        Strength { sum: rules.sum(cards), hero: cards.has_hero() }
    }
}

/// Everything that happened at one castle this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BattleOutcome {
    pub castle: u8,
    /// Control when the round started (`None`: neutral, both attack).
    pub holder: Option<Side>,
    pub strength: BySide<Strength>,
    pub conceded: bool,
    /// `None` when both heroes met (R5.4) or a neutral castle ended level (R5.3).
    pub winner: Option<Side>,
    pub control_after: Option<Side>,
    pub removed: BySide<CardSet>,
}

/// Decides who wins a battle (R5.2–R5.4). Strengths are those before any removal (R5.6).
pub fn battle_winner(holder: Option<Side>, strength: BySide<Strength>, conceded: bool) -> Option<Side> {
    let (e, f) = (strength[Side::English], strength[Side::French]);
    match holder {
        Some(defender) => {
            let attacker = defender.other();
            if conceded {
                return Some(attacker);
            }
            match (strength[attacker].hero, strength[defender].hero) {
                // R5.4: two heroes make a tie, and a tie on a held castle keeps it for the defender,
                // but nobody "won" the battle.
                (true, true) => None,
                (true, false) => Some(attacker),
                (false, true) => Some(defender),
                // R5.2: a tie goes to the defender.
                (false, false) if strength[attacker].sum > strength[defender].sum => Some(attacker),
                (false, false) => Some(defender),
            }
        }
        None => match (e.hero, f.hero) {
            (true, true) => None,
            (true, false) => Some(Side::English),
            (false, true) => Some(Side::French),
            // R5.3: on a neutral castle a tie leaves it neutral.
            (false, false) if e.sum > f.sum => Some(Side::English),
            (false, false) if f.sum > e.sum => Some(Side::French),
            (false, false) => None,
        },
    }
}

/// The side that must choose which cards to remove after a battle (R9.2a), if any.
pub fn chooser_of_removal(removal: Removal, holder: Option<Side>, winner: Option<Side>) -> Option<Side> {
    match (removal, holder, winner) {
        (Removal::Advanced, None, Some(winner)) => Some(winner.other()),
        _ => None,
    }
}

/// The cards removed without a choice after a battle (R9.2b, R9.4), by side.
pub fn forced_removal(
    rules: &Rules,
    holder: Option<Side>,
    winner: Option<Side>,
    played: &BySide<CardSet>,
) -> BySide<CardSet> {
    let none = CardSet::default();
    let Some(defender) = holder else { return BySide::new(none, none) };
    let attacker = defender.other();
    let removes = match rules.removal {
        Removal::None => false,
        Removal::Advanced => true,
        Removal::Conquest => winner == Some(attacker),
    };
    let Some(kind) = rules.strongest_kind(&played[attacker]).filter(|_| removes) else {
        return BySide::new(none, none);
    };
    // Built whole rather than written through a side index, which would stall the reader.
    let set = CardSet::one(kind);
    if attacker == Side::English { BySide::new(set, none) } else { BySide::new(none, set) }
}

/// The choices of a loser who must remove cards after losing a neutral castle (R9.2a):
/// his strongest card alone, or any two or more of his cards there whose sum reaches its value.
pub fn removal_options(rules: &Rules, played: &CardSet) -> ArrayVec<CardSet, 64> {
    let mut options = ArrayVec::new();
    let Some(strongest) = rules.strongest(played) else { return options };
    options.push(CardSet::one(rules.kind(strongest).expect("known kind")));
    let need = if strongest.is_hero() { u32::MAX } else { strongest.value() as u32 };
    for_each_subset(rules.kinds(), played, &mut |subset| {
        if subset.len() >= 2 && !subset.has_hero() && rules.sum(subset) >= need && !options.is_full() {
            options.push(*subset);
        }
    });
    options
}

/// Calls `f` with every non-empty sub-multiset of `set`.
pub(crate) fn for_each_subset(kinds: usize, set: &CardSet, f: &mut impl FnMut(&CardSet)) {
    let mut current = CardSet::default();
    loop {
        // Odometer over the counts, kind by kind.
        let mut k = 0;
        loop {
            if k == kinds {
                return;
            }
            if current.count(k) < set.count(k) {
                current.add(k);
                break;
            }
            current.set_count(k, 0);
            k += 1;
        }
        f(&current);
    }
}
