#!/usr/bin/env bash
# Full build against Typst alone: wall time and peak memory of `scriptorium build`, and the same
# documents compiled by the `typst` command line from `--emit-typst` sources, as many processes
# at a time as the machine has cores (what a user of typst alone would do). Every scriptorium run is
# cold (a new output folder, nothing kept from an earlier build); the rulebooks start from the
# pack's saved copyfitting (content/<game>/copyfit.toml), and a line shows them searched instead.
#
#   benches/build-vs-typst.sh            # uses `typst` from PATH, or $TYPST
#
# Needs the release binary (cargo build --release), GNU time (/usr/bin/time, Debian's `time`)
# and typst 0.15 (e.g. `cargo install typst-cli --version 0.15.1 --locked`).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=target/release/scriptorium
typst=${TYPST:-typst}
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v "$typst" >/dev/null || { echo "typst not found: set TYPST=/path/to/typst" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time not found: apt-get install time" >&2; exit 1; }

measure() { # label, folder, command...: best wall time and its peak RSS over $runs runs, each
  # from scratch (the folder, the output folder, removed first: a cold build, no OUT/.cache/)
  local label=$1 fresh=$2; shift 2
  local best=""
  for _ in $(seq "$runs"); do
    [ -z "$fresh" ] || rm -rf "$fresh"
    /usr/bin/time -f "%e %M" -o "$work/t" "$@" >/dev/null
    read -r secs kb < "$work/t"
    if [ -z "$best" ] || awk "BEGIN{exit !($secs < ${best%% *})}"; then best="$secs $kb"; fi
  done
  printf '%-44s %6.2f s  %5d MB\n' "$label" "${best%% *}" "$(( ${best##* } / 1024 ))"
}

measure "scriptorium build (everything)" "$work/all" "$bin" build --out "$work/all"
measure "scriptorium build --only cards (SVG + PNG)" "$work/cards" "$bin" build --only cards --out "$work/cards"
measure "scriptorium build --only sheets,rulebook" "$work/docs" "$bin" build --only sheets,rulebook --out "$work/docs"
# The same without the pack's saved copyfitting (content/<game>/copyfit.toml): every book searched.
mkdir -p "$work/pack" && cp -r content locales templates "$work/pack/" && rm -f "$work"/pack/content/*/copyfit.toml
measure "  the same, every rulebook searched" "$work/searched" "$bin" --root "$work/pack" build --only sheets,rulebook --out "$work/searched"
"$bin" build --only sheets,rulebook --emit-typst --out "$work/emit" >/dev/null

# The same documents, one typst process each, $(nproc) at a time.
cat > "$work/typst-one.sh" <<SH
doc=\$1
std=""
case "\$doc" in */rulebook/) std="--pdf-standard a-2b,ua-1";; esac
exec "$typst" compile --ignore-system-fonts --root "\$doc" \$std "\$doc/main.typ" "\$doc/out.pdf"
SH
cat > "$work/typst-all.sh" <<SH
set -e
ls -d "$work"/emit/typst/*/*/*/ | xargs -P "$(nproc)" -n 1 bash "$work/typst-one.sh"
SH
echo "documents: $(ls -d "$work"/emit/typst/*/*/*/ | wc -l), cores: $(nproc)"
measure "typst compile, the same documents, $(nproc) at a time" "" bash "$work/typst-all.sh"
echo "(peak memory of the typst line is that of the largest single typst process)"
