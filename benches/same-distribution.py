#!/usr/bin/env python3
"""Checks that two builds of scriptorium play random games from the same distribution.

Use it after a change that draws random decisions differently (so `same-games.sh` must report
different games) but is meant to keep every decision uniform over the legal ones. For every
ruleset, with 2 and 4 seats, both builds play N random games (different seeds) and the script
compares the proportions a designer reads in the summary: for Guyenne, English wins, draws,
sweeps (R3.1) and games of 7, 8 and 9 rounds; for Joute, wins by the first, second and last
player in turn order (J2.1) and stalled games (J6.4). Each difference is given as a z-score;
with 64 proportions, a largest |z| above 4 means the distributions differ.

    python3 benches/same-distribution.py OLD_BINARY NEW_BINARY [GAMES]   (default 1 000 000)
"""

import json
import math
import subprocess
import sys


def summary(binary, game, ruleset, seats, games, seed):
    out = subprocess.run(
        [binary, "simulate", "--game", game, "--ruleset", ruleset, "--seats", seats, "--games", str(games),
         "--seed", seed, "--json"],
        capture_output=True, text=True, check=True,
    ).stdout
    return json.loads(out)


def guyenne_pairs(a, b):
    sa, sb = a["summary"], b["summary"]
    pairs = {
        "english wins": (sa["wins"]["english"], sb["wins"]["english"]),
        "draws": (sa["draws"], sb["draws"]),
        "sweeps": (sa["end_reasons"].get("all_castles", 0), sb["end_reasons"].get("all_castles", 0)),
    }
    for r in ["7", "8", "9"]:
        pairs[f"{r} rounds"] = (sa["rounds"].get(r, 0), sb["rounds"].get(r, 0))
    return pairs, f"mean rounds {a['mean_rounds']:.3f}/{b['mean_rounds']:.3f}"


def joute_pairs(a, b):
    sa, sb = a["summary"], b["summary"]
    x, y = sa["wins_by_turn_order"], sb["wins_by_turn_order"]
    pairs = {"1st player wins": (x[0], y[0]), "2nd player wins": (x[1], y[1]), "last player wins": (x[-1], y[-1])}
    pairs["stalled"] = (sa["stalled"], sb["stalled"])
    return pairs, f"mean turns {sa['mean_turns']:.3f}/{sb['mean_turns']:.3f}"


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old, new = sys.argv[1], sys.argv[2]
    games = int(sys.argv[3]) if len(sys.argv) > 3 else 1_000_000
    worst = 0.0
    count = 0
    configs = [("guyenne", r, guyenne_pairs) for r in ["2022-basic", "2022-advanced", "2022-expert", "2021-basic"]]
    configs += [("joute", r, joute_pairs) for r in ["standard", "no-bounce"]]
    for game, ruleset, pairs_of in configs:
        for seats in ["2", "4"]:
            a = summary(old, game, ruleset, seats, games, "1")
            b = summary(new, game, ruleset, seats, games, "7777777")
            pairs, means = pairs_of(a, b)
            cells = []
            for name, (x, y) in pairs.items():
                p = (x + y) / (2 * games)
                se = math.sqrt(max(p * (1 - p) * 2 / games, 1e-12))
                z = (x - y) / games / se
                worst = max(worst, abs(z))
                count += 1
                cells.append(f"{name} {x / games:.4f}/{y / games:.4f} (z {z:+.1f})")
            print(f"{game} {ruleset}, {seats} seats: " + "; ".join(cells) + f"; {means}")
    print(f"largest |z| {worst:.2f} over {count} proportions: "
          + ("same distribution" if worst < 4 else "DIFFERENT distributions"))
    sys.exit(0 if worst < 4 else 1)


if __name__ == "__main__":
    main()
