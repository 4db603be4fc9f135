"""Straightforward Python baseline for Le rocher des ducs (speed reference for the Rust engine).

Plays complete 2-player games of Le rocher des ducs, basic rules as docs/rocher-des-ducs-rules.md
reads them (D1-D7: the `factions` deal, no heroes, the King's win of D5.5, 7 ramparts, hands of
5), with both players choosing uniformly at random among legal decisions at every step: the play
(a distinct card of the hand on a legal position, or a pass), the claim (none or one legal claim)
and the pile drawn from. It is deliberately written as a clear, idiomatic simulator (no
micro-optimisation, no numpy) so that its games/s figure is a fair "plain Python" baseline, and
its outcome statistics can be compared with the Rust engine's under random play.

Usage: python3 benches/python/rocher_baseline.py --games N --seed S
"""

import argparse
import random
import time
from collections import Counter
from itertools import combinations

NORMANS, BRETONS = 0, 1
FACTION_NAMES = ("normans", "bretons")
FACTION_PILES = ("normans", "bretons")  # each faction's own pile (D2.1)
RED, BLUE, GREEN = "R", "B", "G"
# D1.1: 42 warriors, colours red, blue, green x values 1..7 x 2 copies. A warrior is (colour, value).
DISTINCT_WARRIORS = [(colour, value) for colour in (RED, BLUE, GREEN) for value in range(1, 8)]
SEATS = 2
HAND_SIZE = 5  # D2.2
MAX_RAMPARTS = 7  # D4.2
SIDE_SIZE = 3  # D4.3
# D5.1: formations, weakest to strongest
SUM, COLOUR, RUN, COLOUR_RUN, THREE = range(5)
VICTORIES = ("majority", "breakthrough", "encirclement", "count", "gabriel", "draw")


def strength(cards):
    """The formation of three cards and their sum (D5.1, D5.2): compare as tuples."""
    values = sorted(value for _, value in cards)
    one_colour = len({colour for colour, _ in cards}) == 1
    consecutive = values[1] == values[0] + 1 and values[2] == values[1] + 1
    if values[0] == values[2]:
        formation = THREE
    elif consecutive and one_colour:
        formation = COLOUR_RUN
    elif consecutive:
        formation = RUN
    elif one_colour:
        formation = COLOUR
    else:
        formation = SUM
    return formation, sum(values)


class Rampart:
    """One rampart of the line: a Norman side and a Breton side (Words, D4, D5)."""

    def __init__(self, position):
        self.position = position
        self.sides = ([], [])  # cards laid, by faction
        self.completed_at = [None, None]  # D5.2: when each side got its third card
        self.winner = None  # None while contested
        self.green = False  # D5.5: won with green cards only

    def complete(self, faction):
        return len(self.sides[faction]) == SIDE_SIZE


class Game:
    def __init__(self, rng):
        self.rng = rng
        # D2.3: the first player (seat 0) is drawn at random; seat 1 plays the other faction.
        first = rng.choice((NORMANS, BRETONS))
        self.factions = (first, 1 - first)
        # D2.1: three shuffled piles; the top of a pile is the end of its list.
        self.piles = {
            "normans": [(RED, v) for v in range(1, 8)] * 2,
            "bretons": [(BLUE, v) for v in range(1, 8)] * 2,
            "mercenaries": [(GREEN, v) for v in range(1, 8)] * 2,
        }
        for pile in self.piles.values():
            rng.shuffle(pile)
        # D2.2: each seat takes its hand from the top of its faction's pile, in seat order.
        self.hands = []
        for seat in range(SEATS):
            pile = self.piles[FACTION_PILES[self.factions[seat]]]
            self.hands.append([pile.pop() for _ in range(HAND_SIZE)])
        self.rallied = [False] * SEATS  # D6.3: draws from the opposing faction's pile
        self.pending = [None] * SEATS  # D5.3: the rampart each seat claimed on its last turn
        self.ramparts = {}  # position -> Rampart
        self.on_field = Counter()  # every warrior laid on a rampart, won ones included (D5.3)
        self.completions = 0  # order in which sides were completed (D5.2)
        self.turns = 0

    # ----- plays (D3, D4) -----

    def positions(self, faction):
        """Where `faction` may lay a card: contested ramparts with room on its side (D3.1,
        D4.3), a new rampart at either end of the line (D4.2), position 0 first (D4.1)."""
        if not self.ramparts:
            return [0]
        out = [
            p
            for p, r in sorted(self.ramparts.items())
            if r.winner is None and len(r.sides[faction]) < SIDE_SIZE
        ]
        if len(self.ramparts) < MAX_RAMPARTS:
            out.append(min(self.ramparts) - 1)
            out.append(max(self.ramparts) + 1)
        return out

    def lay(self, faction, card, position):
        rampart = self.ramparts.get(position)
        if rampart is None:
            rampart = self.ramparts[position] = Rampart(position)
        side = rampart.sides[faction]
        side.append(card)
        self.on_field[card] += 1
        if len(side) == SIDE_SIZE:  # D5.2: the side is complete from now
            rampart.completed_at[faction] = self.completions
            self.completions += 1

    # ----- claims (D5.3) -----

    def unseen(self):
        """The warriors not on the field: the 42 minus every warrior laid on a rampart."""
        cards = []
        for card in DISTINCT_WARRIORS:
            cards.extend([card] * (2 - self.on_field[card]))
        return cards

    def claim_is_legal(self, faction, rampart, unseen):
        if rampart.winner is not None or not rampart.complete(faction):
            return False
        mine = strength(rampart.sides[faction])
        other = 1 - faction
        theirs_cards = rampart.sides[other]
        if rampart.complete(other):
            # (a) both sides complete: higher formation, then sum, then who completed first
            theirs = strength(theirs_cards)
            if mine != theirs:
                return mine > theirs
            return rampart.completed_at[faction] < rampart.completed_at[other]
        # (b) every completion of the other side with unseen warriors must lose to the
        # claimant's formation; an equal one loses too (the claimant completed first).
        for extra in combinations(unseen, SIDE_SIZE - len(theirs_cards)):
            if strength(theirs_cards + list(extra)) > mine:
                return False
        return True

    def legal_claims(self, faction):
        candidates = [
            r
            for _, r in sorted(self.ramparts.items())
            if r.winner is None and r.complete(faction)
        ]
        if not candidates:
            return []
        unseen = self.unseen()
        return [r for r in candidates if self.claim_is_legal(faction, r, unseen)]

    # ----- victory (D7, D5.5) -----

    def conditions(self, faction, without_green):
        """The victory conditions `faction` meets, in the order of D7; its green-won ramparts
        taken away when `without_green` (D5.5)."""
        won = {
            p
            for p, r in self.ramparts.items()
            if r.winner == faction and not (without_green and r.green)
        }
        met = []
        if len(won) >= 4:  # D7.1
            met.append("majority")
        if any(p + 1 in won and p + 2 in won for p in won):  # D7.2
            met.append("breakthrough")
        if len(self.ramparts) == MAX_RAMPARTS:  # D7.3: only once the line is complete
            ends = (min(self.ramparts), max(self.ramparts))
            if all(
                p in won and any(v >= 6 for _, v in self.ramparts[p].sides[faction]) for p in ends
            ):
                met.append("encirclement")
        return met

    def win_rampart(self, faction, rampart):
        """Faction wins the rampart; returns (winner, victory) if the game ends."""
        rampart.winner = faction
        rampart.green = all(colour == GREEN for colour, _ in rampart.sides[faction])
        reached = self.conditions(faction, without_green=False)
        if not reached:
            return None
        clean = self.conditions(faction, without_green=True)
        if clean:
            return FACTION_NAMES[faction], clean[0]
        return "king", reached[0]  # D5.5: the King of France wins instead

    def end_by_count(self):
        """D7.4: more ramparts won wins; no Gabriel in the basic game, so equal is a draw."""
        won = Counter(r.winner for r in self.ramparts.values() if r.winner is not None)
        if won[NORMANS] != won[BRETONS]:
            return FACTION_NAMES[NORMANS if won[NORMANS] > won[BRETONS] else BRETONS], "count"
        return None, "draw"

    # ----- a turn (D3) -----

    def take_turn(self, seat):
        """Plays one turn; returns (end or None, whether anything happened for D7.4)."""
        faction = self.factions[seat]
        opponent = (seat + 1) % SEATS
        hand = self.hands[seat]
        busy = False

        # 1. D5.3: resolve the claim announced last turn, if it is still legal.
        rampart = self.pending[seat]
        if rampart is not None:
            self.pending[seat] = None
            if self.claim_is_legal(faction, rampart, self.unseen()):
                end = self.win_rampart(faction, rampart)
                if end:
                    return end, busy

        # 2. D6.3: rallying cry when the hand is empty and the opposing pile has cards.
        opposing_pile = self.piles[FACTION_PILES[1 - faction]]
        if not hand and opposing_pile and self.hands[opponent]:
            for _ in range(min(len(self.hands[opponent]), len(opposing_pile))):
                hand.append(opposing_pile.pop())
            self.rallied[seat] = True

        # 3. D3.1, D3.2: play one distinct card on a legal position, or pass.
        positions = self.positions(faction)
        plays = [(card, position) for card in sorted(set(hand)) for position in positions]
        if plays:
            card, position = self.rng.choice(plays)
            hand.remove(card)
            self.lay(faction, card, position)
            busy = True

        # 4. D5.3: at most one claim.
        claim = self.rng.choice([None] + self.legal_claims(faction))
        if claim is not None:
            self.pending[seat] = claim
            busy = True

        # 5. D6.1: draw from an open pile that has cards, up to the hand size.
        if len(hand) < HAND_SIZE:
            own = FACTION_PILES[1 - faction] if self.rallied[seat] else FACTION_PILES[faction]
            open_piles = [name for name in (own, "mercenaries") if self.piles[name]]
            if open_piles:
                hand.append(self.piles[self.rng.choice(open_piles)].pop())
        return None, busy

    def play(self):
        """Play to the end; return (winner name or None, victory)."""
        seat = 0
        quiet = 0
        while True:
            self.turns += 1
            end, busy = self.take_turn(seat)
            if end:
                return end
            # D7.4: after as many quiet turns in a row as seats (no card played, no claim
            # announced), the game ends at the end of a turn when no claim is pending.
            quiet = 0 if busy else quiet + 1
            if quiet >= SEATS and all(p is None for p in self.pending):
                return self.end_by_count()
            seat = (seat + 1) % SEATS


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    wins = Counter()
    victories = Counter()
    first_wins = 0
    total_turns = 0
    start = time.perf_counter()
    for _ in range(args.games):
        game = Game(rng)
        winner, victory = game.play()
        wins["draws" if winner is None else winner] += 1
        victories[victory] += 1
        if winner == FACTION_NAMES[game.factions[0]]:
            first_wins += 1
        total_turns += game.turns
    elapsed = time.perf_counter() - start

    n = args.games
    pct = lambda k: 100.0 * k / n if n else 0.0
    print(
        f"python baseline: {n} games in {elapsed:.2f} s = {n / elapsed:.0f} games/s"
        f" | normans {wins['normans']} ({pct(wins['normans']):.1f}%)"
        f" bretons {wins['bretons']} ({pct(wins['bretons']):.1f}%)"
        f" king {wins['king']} ({pct(wins['king']):.1f}%)"
        f" draws {wins['draws']} ({pct(wins['draws']):.1f}%)"
        f" | first player {pct(first_wins):.1f}%"
        f" | mean turns {total_turns / n if n else 0:.2f}"
        " | end " + " ".join(f"{v} {pct(victories[v]):.1f}%" for v in VICTORIES)
    )


if __name__ == "__main__":
    main()
