"""Straightforward Python baseline for Joute (speed reference for the Rust engine).

Plays complete games of Joute as docs/joute-rules.md reads them (J1-J6), with the numbers of
content/joute/game.toml, read at start-up (the cards, the special spaces, the [play] and [board]
numbers and the switches of the chosen ruleset, `standard` by default), so a designer's change is
followed. Every seat is a random player: at every decision it chooses uniformly among the
distinct legal decisions, i.e. the play of J3.3 (acquire a kind, strike an opponent with a kind,
or discard a kind) and, on a relief (J4.1) with two or more Adversity cards in front, the card
removed. It is deliberately written as a clear, idiomatic simulator (no micro-optimisation, no
numpy) so that its games/s figure is a fair "plain Python" baseline, and its statistics can be
compared with the Rust engine's under random play.

Statistics, per game unless a percentage: wins by turn order (1st player, 2nd...), stalled games
(J6.4), turns played (a winning turn included), and for every special space the landings (end of
a move on it, a bounce included), the pawns sent back to Start and the pawns saved (an exception
of J4.3/J4.4 held) or relieved (an Adversity card removed, J4.1); the pawns sent back to Start by
an Adversity card (J3.3 b; a pawn already on Start is not counted); the bounces (J6.2); and the
turns whose play found an empty hand (J5).

Usage: python3 benches/python/joute_baseline.py --games N --seed S [--seats N] [--ruleset NAME]
"""

import argparse
import random
import sys
import time
import tomllib
from collections import Counter
from pathlib import Path

GAME_TOML = Path(__file__).resolve().parents[2] / "content" / "joute" / "game.toml"
START = 0
ACQUIRED, ADVERSITY = "acquired", "adversity"


class Rules:
    """The numbers and switches of game.toml for one ruleset."""

    def __init__(self, definition, ruleset):
        play = definition["play"]
        self.hand_size = play["hand"]
        self.die = play["die"]
        self.destiny_min, self.destiny_max = play["destiny"]
        self.adversity_max = play["adversity_max"]
        self.adversity_loss = play["adversity_loss"]
        self.turn_limit = play["turn_limit"]
        self.finish = definition["board"]["finish"]
        self.min_seats = definition["game"]["min_seats"]
        self.max_seats = definition["game"]["max_seats"]
        # The special spaces (J4): space number -> its table (id, effect, gain, unless_...).
        self.spaces = {space["space"]: space for space in definition["board"]["spaces"]}
        # The cards (J1.4): kind id -> its table (kind, destiny, copies).
        self.cards = {card["id"]: card for card in definition["cards"]}
        switches = definition["rulesets"][ruleset]
        self.bounce = switches["bounce"]
        self.negative_start = switches["negative_start"]

    def is_acquired(self, kind):
        return self.cards[kind]["kind"] == ACQUIRED

    def deck(self):
        """Every card of the game, one entry per copy (J1.4)."""
        return [kind for kind, card in self.cards.items() for _ in range(card["copies"])]


class Knight:
    """One seat: pawn, marker, hand and the cards in front of him."""

    def __init__(self):
        self.position = START  # J2.3
        self.marker = 0
        self.hand = []  # hidden hand (J2.2)
        self.acquired = set()  # Acquired kinds in front of him (J3.3 a: one of each kind)
        self.adversity = set()  # Adversity kinds in front of him (J3.3 b: all different)


class Stats:
    """Counts over all games, for the summary line."""

    def __init__(self, seats, spaces):
        self.games = 0
        self.wins_by_order = [0] * seats  # index 0: the first player (J2.1)
        self.stalled = 0
        self.turns = 0
        self.landings = Counter()  # special space -> count
        self.sent_back = Counter()  # special space -> count
        self.saved = Counter()  # special space -> count (saved by J4.3/J4.4, or relieved by J4.1)
        self.adversity_sent_back = 0
        self.bounces = 0
        self.empty_hand_turns = 0
        self.spaces = spaces


class Game:
    def __init__(self, rules, seats, rng, stats):
        self.rules = rules
        self.rng = rng
        self.stats = stats
        self.seats = seats
        self.knights = [Knight() for _ in range(seats)]
        self.first = self.roll_for_first()
        # J2.2: one shuffled face-down pile (the top is the end of the list); each player, in
        # turn order from the first, takes his hand of cards from its top.
        self.pile = rules.deck()
        rng.shuffle(self.pile)
        self.discard = []
        for seat in self.turn_order():
            knight = self.knights[seat]
            for _ in range(rules.hand_size):
                knight.hand.append(self.pile.pop())
        self.turns = 0

    def roll(self):
        return self.rng.randint(1, self.rules.die)

    def roll_for_first(self):
        """J2.1: every player rolls; the players tied for the highest roll again."""
        contenders = list(range(self.seats))
        while len(contenders) > 1:
            rolls = {seat: self.roll() for seat in contenders}
            best = max(rolls.values())
            contenders = [seat for seat in contenders if rolls[seat] == best]
        return contenders[0]

    def turn_order(self):
        return [(self.first + i) % self.seats for i in range(self.seats)]

    # ----- the destiny scale -----

    def raise_marker(self, knight, amount):
        knight.marker = min(knight.marker + amount, self.rules.destiny_max)

    def lower_marker(self, knight, amount):
        knight.marker = max(knight.marker - amount, self.rules.destiny_min)

    # ----- the move (J3.1, J6.1-J6.3) -----

    def move(self, knight):
        """Moves the pawn; returns True if it won (J6.1)."""
        rules = self.rules
        steps = max(knight.marker, 0) + self.roll()
        target = knight.position + steps
        if target >= rules.finish:
            if target == rules.finish or not rules.bounce:
                knight.position = rules.finish
                return True
            # J6.2: back by the excess; J6.3: never below Start.
            target = max(rules.finish - (target - rules.finish), START)
            self.stats.bounces += 1
        knight.position = target
        space = rules.spaces.get(target)
        if space is not None:
            self.special_space(knight, space)
        return False

    def special_space(self, knight, space):
        """J4: the effect of the special space the move ended on."""
        number = space["space"]
        stats = self.stats
        stats.landings[number] += 1
        if space["effect"] == "relief":  # J4.1
            if not knight.adversity:
                return  # nothing to relieve, no gain
            kind = self.rng.choice(sorted(knight.adversity))
            knight.adversity.remove(kind)
            self.discard.append(kind)
            self.raise_marker(knight, space["gain"])
            stats.saved[number] += 1
            if knight.marker < 0 and self.rules.negative_start:
                knight.position = START
                stats.sent_back[number] += 1
        elif space["effect"] == "start":  # J4.2-J4.4
            unless_card = space.get("unless_card")
            unless_acquired = space.get("unless_acquired")
            if (unless_card is not None and unless_card in knight.acquired) or (
                unless_acquired is not None and len(knight.acquired) >= unless_acquired
            ):
                stats.saved[number] += 1
            else:
                knight.position = START
                stats.sent_back[number] += 1
        else:
            raise ValueError(f"unknown space effect {space['effect']!r}")

    # ----- the play (J3.3) -----

    def legal_plays(self, seat):
        """The distinct legal decisions of J3.3 for `seat`'s hand."""
        rules = self.rules
        knight = self.knights[seat]
        plays = []
        for kind in sorted(set(knight.hand)):
            if rules.is_acquired(kind):
                if kind not in knight.acquired:
                    plays.append(("acquire", kind, None))
            else:
                for target in range(self.seats):
                    other = self.knights[target]
                    if (
                        target != seat
                        and len(other.adversity) < rules.adversity_max
                        and kind not in other.adversity
                    ):
                        plays.append(("strike", kind, target))
            plays.append(("discard", kind, None))
        return plays

    def play_card(self, seat, action, kind, target):
        rules = self.rules
        knight = self.knights[seat]
        knight.hand.remove(kind)
        if action == "acquire":  # J3.3 a
            knight.acquired.add(kind)
            self.raise_marker(knight, rules.cards[kind]["destiny"])
        elif action == "strike":  # J3.3 b
            other = self.knights[target]
            other.adversity.add(kind)
            self.lower_marker(other, rules.adversity_loss)
            if other.marker < 0 and rules.negative_start:
                if other.position != START:
                    self.stats.adversity_sent_back += 1
                other.position = START
        else:  # J3.3 c
            self.discard.append(kind)

    # ----- a turn (J3) and the game -----

    def take_turn(self, seat):
        """Plays one turn; returns True if the player won."""
        knight = self.knights[seat]
        if self.move(knight):
            return True  # J6.1: he neither draws nor plays
        if self.pile:  # J3.2, J5
            knight.hand.append(self.pile.pop())
        if not knight.hand:  # J5: only the move
            self.stats.empty_hand_turns += 1
            return False
        action, kind, target = self.rng.choice(self.legal_plays(seat))
        self.play_card(seat, action, kind, target)
        return False

    def play(self):
        """Plays to the end; returns the winner's place in turn order, or None if stalled."""
        order = self.turn_order()
        while self.turns < self.rules.turn_limit:  # J6.4
            place = self.turns % self.seats
            self.turns += 1
            if self.take_turn(order[place]):
                return place
        return None


def load_rules(ruleset):
    with open(GAME_TOML, "rb") as f:
        definition = tomllib.load(f)
    if ruleset not in definition["rulesets"]:
        names = ", ".join(definition["rulesets"])
        sys.exit(f"unknown ruleset {ruleset!r} (game.toml has {names})")
    return Rules(definition, ruleset)


def ordinal(n):
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th') }"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--ruleset", default="standard")
    args = parser.parse_args()

    rules = load_rules(args.ruleset)
    if not rules.min_seats <= args.seats <= rules.max_seats:
        sys.exit(f"--seats must be from {rules.min_seats} to {rules.max_seats}")

    rng = random.Random(args.seed)
    stats = Stats(args.seats, sorted(rules.spaces))
    start = time.perf_counter()
    for _ in range(args.games):
        game = Game(rules, args.seats, rng, stats)
        place = game.play()
        stats.games += 1
        stats.turns += game.turns
        if place is None:
            stats.stalled += 1
        else:
            stats.wins_by_order[place] += 1
    elapsed = time.perf_counter() - start

    n = args.games
    pct = lambda k: 100.0 * k / n if n else 0.0
    per_game = lambda k: k / n if n else 0.0
    spaces = " | ".join(
        f"{number} {rules.spaces[number]['id']}: landings {per_game(stats.landings[number]):.3f}"
        f" start {per_game(stats.sent_back[number]):.3f}"
        f" {'relieved' if rules.spaces[number]['effect'] == 'relief' else 'saved'}"
        f" {per_game(stats.saved[number]):.3f}"
        for number in stats.spaces
    )
    print(
        f"python baseline: {n} games in {elapsed:.2f} s = {n / elapsed:.0f} games/s"
        f" | {args.ruleset}, {args.seats} seats"
        " | wins "
        + " ".join(f"{ordinal(i + 1)} {pct(w):.1f}%" for i, w in enumerate(stats.wins_by_order))
        + f" | stalled {pct(stats.stalled):.1f}%"
        f" | mean turns {per_game(stats.turns):.2f}"
        f" | {spaces}"
        f" | adversity start {per_game(stats.adversity_sent_back):.3f}"
        f" | bounces {per_game(stats.bounces):.3f}"
        f" | empty-hand turns {per_game(stats.empty_hand_turns):.3f}"
    )


if __name__ == "__main__":
    main()
