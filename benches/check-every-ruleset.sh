#!/usr/bin/env bash
# Plays every ruleset x seat count of every game with random and greedy players (N games each,
# default 2000) and re-checks the records with check-log. ROOT=DIR plays another pack (a copy
# with changed switches, say), ONLY=GAME one game. Exits non-zero when any record is refused.
set -u
B=${B:-target/release/scriptorium}
ROOT=${ROOT:-.}
ONLY=${ONLY:-}
N=${N:-2000}
d=$(mktemp -d)
fail=0
run() { # game ruleset seats players
  local f="$d/$1-$2-$3-$4.jsonl"
  [ -n "$ONLY" ] && [ "$ONLY" != "$1" ] && return
  if ! $B --root "$ROOT" --game "$1" simulate --ruleset "$2" --seats "$3" --players "$4" --games "$N" --seed 7 --log "$f" >/dev/null 2>"$f.err"; then
    echo "SIMULATE FAILED $*"; tail -3 "$f.err"; fail=1; return; fi
  local out; out=$($B --root "$ROOT" --game "$1" check-log "$f" 2>&1 | tail -1)
  echo "$1 $2 seats=$3 players=$4: $out"
  case "$out" in *"follow the rules"*) ;; *) fail=1;; esac
}
for r in 2022-basic 2022-advanced 2022-expert 2021-basic; do
  for s in 2 3 4; do for p in random,random greedy,random random,greedy greedy,greedy; do run guyenne $r $s $p; done; done
done
for r in standard no-bounce; do
  for s in 2 3 4; do for p in random greedy random,greedy greedy,random; do run joute $r $s $p; done; done
done
for r in basic heroic kingdom kingdom-heroic royale royale-heroic; do
  for s in 2 4 6; do
    [ "${r%%-*}" = kingdom ] && [ "$s" != 2 ] && continue
    for p in random,random greedy,random random,greedy greedy,greedy; do run rocher-des-ducs $r $s $p; done
  done
done
rm -rf "$d"
exit $fail
