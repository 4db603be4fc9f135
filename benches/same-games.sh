#!/bin/bash
# Checks that two builds of scriptorium play the same games: for every game, ruleset, seating and
# mix of players, the game records (--log) and summaries (--json) of both must be byte-identical.
# Use it after a change meant to make the engine faster without changing any game.
#
#   benches/same-games.sh OLD_BINARY NEW_BINARY
#
# e.g. build the previous commit in a worktree, then compare its target/release/scriptorium with
# this one's. Exits non-zero on the first difference. OLD_ROOT=DIR gives the old binary its own
# game pack (the worktree), for a change that also changed the pack's format.
set -euo pipefail
old=${1:?usage: same-games.sh OLD_BINARY NEW_BINARY}
new=${2:?usage: same-games.sh OLD_BINARY NEW_BINARY}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
old_root=${OLD_ROOT:-$root}
run() { # binary tag args...
    local bin=$1 tag=$2 pack=$root
    shift 2
    if [ "$tag" = old ]; then pack=$old_root; fi
    "$bin" simulate --root "$pack" --log "$work/$tag.log" --json "$@" > "$work/$tag.json" 2>/dev/null
    # Without a log the engine may take its quicker paths: the summary must not change.
    "$bin" simulate --root "$pack" --json "$@" 2>/dev/null | cmp -s - "$work/$tag.json" || echo "log-dependent"
    cat "$work/$tag.log" "$work/$tag.json" | sha256sum | cut -c1-16
}
same() { # description args...
    local what=$1
    shift
    a=$(run "$old" old "$@")
    b=$(run "$new" new "$@")
    if [ "$a" != "$b" ] || [ "${#b}" != 16 ]; then
        echo "different games: $what"
        exit 1
    fi
    configs=$((configs + 1))
}
configs=0
for ruleset in 2022-basic 2022-advanced 2022-expert 2021-basic; do
    for seats in 2 3 4; do
        for players in random,random greedy,random random,greedy; do
            same "$ruleset, $seats seats, $players" --game guyenne --ruleset "$ruleset" --seats "$seats" \
                --players "$players" --games 3000 --seed 11
        done
    done
done
for ruleset in basic heroic kingdom kingdom-heroic royale royale-heroic; do
    for seats in 2 4 6; do
        case "$ruleset,$seats" in kingdom*,[46]) continue ;; esac
        for players in random,random greedy,random random,greedy; do
            same "rocher-des-ducs $ruleset, $seats seats, $players" --game rocher-des-ducs --ruleset "$ruleset" \
                --seats "$seats" --players "$players" --games 3000 --seed 11
        done
    done
done
for ruleset in standard no-bounce; do
    for seats in 2 3 4; do
        for players in random greedy,random random,greedy; do
            same "joute $ruleset, $seats seats, $players" --game joute --ruleset "$ruleset" \
                --seats "$seats" --players "$players" --games 3000 --seed 11
        done
    done
done
echo "same games in $configs configurations (records and summaries of 3000 games each)"
