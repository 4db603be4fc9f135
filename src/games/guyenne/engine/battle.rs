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
///
/// The outcome is read from a table made at compile time by [`decide`], which states the rules:
/// a battle of random players is a coin toss for the processor, and a lookup never mispredicts.
#[inline]
pub fn battle_winner(holder: Option<Side>, strength: BySide<Strength>, conceded: bool) -> Option<Side> {
    let (e, f) = (strength[Side::English], strength[Side::French]);
    let ahead = (e.sum > f.sum) as usize + 2 * (f.sum > e.sum) as usize;
    let holder = match holder {
        Some(side) => side as usize,
        None => 2,
    };
    let index = ((holder * 2 + conceded as usize) * 4 + e.hero as usize * 2 + f.hero as usize) * 3 + ahead;
    WINNERS[index]
}

/// Every outcome of [`decide`], by holder (English, French, neutral), concession, the two
/// heroes and which sum is ahead (neither, English, French).
const WINNERS: [Option<Side>; 72] = {
    let mut table = [None; 72];
    let mut index = 0;
    while index < 72 {
        let ahead = match index % 3 {
            0 => None,
            1 => Some(Side::English),
            _ => Some(Side::French),
        };
        let heroes = index / 3 % 4;
        let conceded = index / 12 % 2 == 1;
        let holder = match index / 24 {
            0 => Some(Side::English),
            1 => Some(Side::French),
            _ => None,
        };
        table[index] = decide(holder, [heroes & 2 != 0, heroes & 1 != 0], ahead, conceded);
        index += 1;
    }
    table
};

/// The rules of a battle's outcome (R5.2–R5.4): `hero` says whether the English and the French
/// hero are there, `ahead` which side has the greater sum (`None` when equal).
const fn decide(holder: Option<Side>, hero: [bool; 2], ahead: Option<Side>, conceded: bool) -> Option<Side> {
    match holder {
        Some(defender) => {
            let attacker = defender.other();
            if conceded {
                return Some(attacker);
            }
            match (hero[attacker as usize], hero[defender as usize]) {
                // R5.4: two heroes make a tie, and a tie on a held castle keeps it for the defender,
                // but nobody "won" the battle.
                (true, true) => None,
                (true, false) => Some(attacker),
                (false, true) => Some(defender),
                // R5.2: a tie goes to the defender.
                (false, false) => match ahead {
                    Some(side) if side as usize == attacker as usize => Some(attacker),
                    _ => Some(defender),
                },
            }
        }
        None => match (hero[0], hero[1]) {
            (true, true) => None,
            (true, false) => Some(Side::English),
            (false, true) => Some(Side::French),
            // R5.3: on a neutral castle a tie leaves it neutral.
            (false, false) => ahead,
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

/// The cards removed after a battle (R9.2, R9.4), by side, and the side that must still choose
/// what it removes, with its options, when it has more than one (R9.2a). A single option is
/// no choice: it is among the cards removed.
pub(crate) fn removals(
    rules: &Rules,
    holder: Option<Side>,
    winner: Option<Side>,
    played: &BySide<CardSet>,
) -> (BySide<CardSet>, Option<(Side, ArrayVec<CardSet, 64>)>) {
    let mut removed = forced_removal(rules, holder, winner, played);
    if let Some(loser) = chooser_of_removal(rules.removal, holder, winner) {
        let options = removal_options(rules, &played[loser]);
        if options.len() > 1 {
            return (removed, Some((loser, options)));
        }
        removed[loser] = options[0];
    }
    (removed, None)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The table gives what the rules say for every holder, concession, pair of heroes and sums.
    #[test]
    fn r5_2_to_r5_4_the_outcome_table_follows_the_rules() {
        for holder in [Some(Side::English), Some(Side::French), None] {
            for conceded in [false, true] {
                for heroes in 0..4 {
                    for (e, f) in [(0, 0), (3, 2), (2, 3), (7, 7), (11, 4)] {
                        let strength = BySide::new(
                            Strength { sum: e, hero: heroes & 2 != 0 },
                            Strength { sum: f, hero: heroes & 1 != 0 },
                        );
                        let ahead = match e.cmp(&f) {
                            std::cmp::Ordering::Greater => Some(Side::English),
                            std::cmp::Ordering::Less => Some(Side::French),
                            std::cmp::Ordering::Equal => None,
                        };
                        let expected = decide(holder, [heroes & 2 != 0, heroes & 1 != 0], ahead, conceded);
                        assert_eq!(
                            battle_winner(holder, strength, conceded),
                            expected,
                            "{holder:?} {strength:?} {conceded}"
                        );
                    }
                }
            }
        }
        // Two spot checks against the digest: a tie on a held castle goes to the defender (R5.2),
        // a hero beats any sum (R5.4).
        let tie = BySide::new(Strength { sum: 7, hero: false }, Strength { sum: 7, hero: false });
        assert_eq!(battle_winner(Some(Side::French), tie, false), Some(Side::French));
        assert_eq!(battle_winner(None, tie, false), None);
        let hero = BySide::new(Strength { sum: 0, hero: true }, Strength { sum: 19, hero: false });
        assert_eq!(battle_winner(Some(Side::French), hero, false), Some(Side::English));
    }
}
