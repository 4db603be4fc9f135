#!/usr/bin/env bash
# How long `scriptorium watch` takes to show an edit in its files: a copy of the pack is watched,
# and each game's French card name and one rulebook message are changed with `sed -i` (an atomic
# save: a temporary file renamed onto the locale) and changed back, twice, one edit at a time.
# Prints watch's own lines: which file changed, what was rebuilt, in how long.
#
#   benches/watch-edits.sh                                  # watch everything
#   benches/watch-edits.sh --game rocher-des-ducs --lang fr  # watch one game and language
#
# Needs the release binary (cargo build --release). Also prints the watch process's resident
# memory at the end (VmRSS) and its peak (VmHWM).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$PWD/target/release/scriptorium
work=$(mktemp -d)
trap 'kill "$watcher" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/pack" && cp -r content locales templates "$work/pack/"
cd "$work/pack"
"$bin" watch --out "$work/out" "$@" >"$work/log" 2>&1 &
watcher=$!
until grep -q '^watching' "$work/log"; do
  kill -0 "$watcher" 2>/dev/null || { cat "$work/log" >&2; exit 1; }
  sleep 0.5
done
edits=0
edit() { # file, sed expression: one edit, then wait for watch to report it
  local file=$1 expr=$2
  sleep 2
  sed -i "$expr" "$file"
  edits=$((edits + 1))
  for _ in $(seq 240); do
    [ "$(grep -c ' changed: \|^error' "$work/log" || true)" -ge "$edits" ] && return
    sleep 0.25
  done
  echo "no rebuild reported for $file" >&2
  exit 1
}
args=" $* "
in_scope() { # game: whether watch was started for it (no --game, or --game naming it)
  [[ $args != *" --game "* || $args == *" --game $1 "* ]]
}
if in_scope guyenne; then
  for _ in 1 2; do
    edit locales/fr/guyenne.ftl 's/^castle-keep = Donjon$/castle-keep = Donjon fort/'
    edit locales/fr/guyenne.ftl 's/^castle-keep = Donjon fort$/castle-keep = Donjon/'
  done
  edit locales/fr/guyenne.ftl 's/^rb-goal-title = \(.*\)$/rb-goal-title = \1 !/'
  edit locales/fr/guyenne.ftl 's/^rb-goal-title = \(.*\) !$/rb-goal-title = \1/'
fi
if in_scope joute; then
  for _ in 1 2; do
    edit locales/fr/joute.ftl 's/^card-helm = Heaume$/card-helm = Grand heaume/'
    edit locales/fr/joute.ftl 's/^card-helm = Grand heaume$/card-helm = Heaume/'
  done
fi
if in_scope rocher-des-ducs; then
  for _ in 1 2; do
    edit locales/fr/rocher-des-ducs.ftl 's/^hero-richard-title = Duc de Normandie$/hero-richard-title = Duc des Normands/'
    edit locales/fr/rocher-des-ducs.ftl 's/^hero-richard-title = Duc des Normands$/hero-richard-title = Duc de Normandie/'
  done
fi
grep -E '^built| changed: |^error' "$work/log"
grep -E 'VmRSS|VmHWM' "/proc/$watcher/status" | tr -s ' \t' ' ' | tr '\n' ' '
echo
