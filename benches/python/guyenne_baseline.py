"""Straightforward Python baseline for the Guyenne rules (speed reference for the Rust engine).

Plays complete 2-player games of Guyenne, 2022 basic rules (R1-R8, R9.1: no permanent removals,
2022 scoring R8.2/R8.3, exhaustion limit 2), with both sides choosing uniformly at random among
legal decisions. It is deliberately written as a clear, idiomatic simulator (no micro-optimisation,
no numpy) so that its games/s figure is a fair "plain Python" baseline, and its outcome statistics
can be compared with the Rust engine's under random play.

Usage: python3 benches/python/guyenne_baseline.py --games N --seed S
"""

import argparse
import random
import time
from collections import Counter

ENGLISH, FRENCH = 0, 1
SIDE_NAMES = ("english", "french")
HERO = 99  # the hero card; beats any number (R5.4)
NUMBERED_CARDS = [5] * 2 + [4] * 3 + [3] * 4 + [2] * 12  # R1.2: 21 numbered cards
NUM_CASTLES = 6
HAND_SIZE = 6
MAX_PER_CASTLE = 5
EXHAUSTION_LIMIT = 2  # R9.1


class Side:
    """One side's cards: deck, hand, discard pile and exhaustion count."""

    def __init__(self, rng):
        self.rng = rng
        self.deck = list(NUMBERED_CARDS)
        rng.shuffle(self.deck)
        self.hand = [HERO]
        self.discard = []
        self.exhaustions = 0
        self.draw_up_to(HAND_SIZE)  # R2.2: hero + 5 cards

    def draw_up_to(self, size):
        """Refill the hand to `size` cards (R6.2, R7)."""
        while len(self.hand) < size and self.deck:
            self.hand.append(self.deck.pop())
            if not self.deck:
                self.on_deck_empty()

    def on_deck_empty(self):
        """Count exhaustions and rebuild the deck while allowed (R7.1-R7.4)."""
        while not self.deck and self.exhaustions < EXHAUSTION_LIMIT:
            self.exhaustions += 1
            if self.exhaustions < EXHAUSTION_LIMIT:
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)

    def unspent(self):
        return len(self.hand) + len(self.deck)

    def choose_cards(self, max_count):
        """Remove and return a uniformly random non-empty sub-multiset of the hand of size
        1..max_count (rejection sampling over per-value counts)."""
        counts = Counter(self.hand)
        while True:
            picked = {value: self.rng.randint(0, n) for value, n in counts.items()}
            size = sum(picked.values())
            if 1 <= size <= max_count:
                break
        chosen = []
        for value, n in picked.items():
            for _ in range(n):
                self.hand.remove(value)
                chosen.append(value)
        return chosen


def battle_winner(cards_a, cards_b):
    """Winner of a battle between two sides' cards (R5.1, R5.4): 0, 1 or None for a tie."""
    hero_a, hero_b = HERO in cards_a, HERO in cards_b
    if hero_a and hero_b:
        return None
    if hero_a:
        return 0
    if hero_b:
        return 1
    sum_a, sum_b = sum(cards_a), sum(cards_b)
    if sum_a > sum_b:
        return 0
    if sum_b > sum_a:
        return 1
    return None


def resolve(owner, played, rng):
    """New owner of a castle after its battle (R5.2, R5.3, R5.5). played[side] = cards."""
    winner = battle_winner(played[ENGLISH], played[FRENCH])
    if owner is None:  # neutral: both attack, no concession, tie stays neutral
        return winner
    attacker = 1 - owner
    if rng.random() < 0.5:  # defender concedes
        return attacker
    return owner if winner is None else winner


def score(castles, side):
    """2022 scoring (R8.2): isolated castle 1 point, castle in a group of >= 2 scores 2."""
    points = 0
    for i, owner in enumerate(castles):
        if owner != side:
            continue
        left = i > 0 and castles[i - 1] == side
        right = i < NUM_CASTLES - 1 and castles[i + 1] == side
        points += 2 if (left or right) else 1
    return points


class Game:
    def __init__(self, rng):
        self.rng = rng
        self.sides = [Side(rng), Side(rng)]
        self.castles = [None] * NUM_CASTLES  # None = neutral, else ENGLISH / FRENCH
        self.first = ENGLISH
        self.rounds = 0

    def can_continue(self):
        """Start-of-round end checks (R7.5, R7.6)."""
        for side in self.sides:
            if side.exhaustions >= EXHAUSTION_LIMIT and len(side.hand) <= 1:
                return False
            if len(side.hand) < 2:
                return False
        return True

    def play_round(self):
        first, second = self.first, 1 - self.first
        p_first, p_second = self.sides[first], self.sides[second]
        castle_a = self.rng.randrange(NUM_CASTLES)
        at_a = [None, None]
        at_b = [None, None]
        # R4.1: first player at A, keeping >= 1 card for B
        at_a[first] = p_first.choose_cards(min(MAX_PER_CASTLE, len(p_first.hand) - 1))
        # R4.2: opponent at A (keeping >= 1), then chooses B != A and places there
        at_a[second] = p_second.choose_cards(min(MAX_PER_CASTLE, len(p_second.hand) - 1))
        castle_b = self.rng.choice([c for c in range(NUM_CASTLES) if c != castle_a])
        at_b[second] = p_second.choose_cards(min(MAX_PER_CASTLE, len(p_second.hand)))
        # R4.3: first player at B
        at_b[first] = p_first.choose_cards(min(MAX_PER_CASTLE, len(p_first.hand)))
        # R5: resolve A then B
        for castle, played in ((castle_a, at_a), (castle_b, at_b)):
            self.castles[castle] = resolve(self.castles[castle], played, self.rng)
        # R6.1: played cards to their owner's discard
        for s in (ENGLISH, FRENCH):
            self.sides[s].discard.extend(at_a[s] + at_b[s])
        self.rounds += 1
        self.first = second  # R6.3

    def play(self):
        """Play to the end; return (winner or None, reason)."""
        while True:
            self.play_round()
            for s in (ENGLISH, FRENCH):
                if all(owner == s for owner in self.castles):  # R3.1, R6.4
                    return s, "all_castles"
            for side in self.sides:
                side.draw_up_to(HAND_SIZE)
            if not self.can_continue():
                return self.final_winner(), "exhaustion"

    def final_winner(self):
        """R8.2 score, R8.3 tie-break on unspent cards, else draw."""
        scores = [score(self.castles, s) for s in (ENGLISH, FRENCH)]
        if scores[ENGLISH] != scores[FRENCH]:
            return ENGLISH if scores[ENGLISH] > scores[FRENCH] else FRENCH
        unspent = [side.unspent() for side in self.sides]
        if unspent[ENGLISH] != unspent[FRENCH]:
            return ENGLISH if unspent[ENGLISH] > unspent[FRENCH] else FRENCH
        return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    wins = Counter()
    reasons = Counter()
    total_rounds = 0
    start = time.perf_counter()
    for _ in range(args.games):
        game = Game(rng)
        winner, reason = game.play()
        wins["draws" if winner is None else SIDE_NAMES[winner]] += 1
        reasons[reason] += 1
        total_rounds += game.rounds
    elapsed = time.perf_counter() - start

    n = args.games
    pct = lambda k: 100.0 * k / n if n else 0.0
    print(
        f"python baseline: {n} games in {elapsed:.2f} s = {n / elapsed:.0f} games/s"
        f" | english {wins['english']} ({pct(wins['english']):.1f}%)"
        f" french {wins['french']} ({pct(wins['french']):.1f}%)"
        f" draws {wins['draws']} ({pct(wins['draws']):.1f}%)"
        f" | mean rounds {total_rounds / n if n else 0:.2f}"
        f" | end exhaustion {pct(reasons['exhaustion']):.1f}% all_castles {pct(reasons['all_castles']):.1f}%"
    )


if __name__ == "__main__":
    main()
