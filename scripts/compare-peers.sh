#!/usr/bin/env bash
# Times sgfview against its peers on the same files, in one run, and prints one table of
# ratios: `sgfview --check` against `wc -l` (reading the bytes at all) and against Sabaki's
# parser (@sabaki/sgf from npm, in a temporary folder: the node process reading and parsing
# the file) and GNU Go (`gnugo --infile F --printsgf /dev/null`: loads a game, plays
# nothing); and, under Xvfb, the time from launch until the window of sgfview and of cgoban
# shows the file (polled with xdotool). qgo is left out: it opens no file named on its
# command line.
# A developer's tool, not part of the tests.
#
#   scripts/compare-peers.sh [--runs N] [--window-runs N] [--build DIR] [--no-windows]
#                            [--sabaki-mb MB] [FILE...]
#
# Needs hyperfine, and for each peer its program (apt-get install hyperfine gnugo qgo cgoban
# xvfb xdotool; node and npm for Sabaki): a peer that is missing is left out with a message.
# With no FILE: Kogo's dictionary (from ../shared), the synthetic 21 MB collection and the
# 100 MB archive-shaped one, both made with sgfgen. Sabaki's parser holds about 130 bytes per
# byte of file, so files over --sabaki-mb (default 30) are not given to it. The window of a
# peer that has not shown after 60 s counts as not shown. Times are medians of the runs, on
# the wall clock (windows: of --window-runs launches, default 3).
set -euo pipefail

runs=5
window_runs=3
build=${BUILD_DIR:-build}
windows=1
sabaki_mb=30
files=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --window-runs) window_runs="$2"; shift 2 ;;
    --build) build="$2"; shift 2 ;;
    --no-windows) windows=0; shift ;;
    --sabaki-mb) sabaki_mb="$2"; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) files+=("$1"); shift ;;
  esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"
[[ "$build" = /* ]] || build="$root/$build"
sgfview="$build/app/sgfview"
sgfgen="$build/tests/bench/sgfgen"
for tool in "$sgfview" "$sgfgen"; do
  [[ -x "$tool" ]] || { echo "compare-peers: $tool not built (cmake --build $build)" >&2; exit 1; }
done
command -v hyperfine >/dev/null || { echo "compare-peers: hyperfine is needed" >&2; exit 1; }
PATH="$PATH:/usr/games"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [[ ${#files[@]} -eq 0 ]]; then
  kogo="$root/../shared/corpus/big/kjd_2014_original.sgf"
  if [[ -f "$kogo" ]]; then files+=("$kogo"); else echo "(no $kogo: left out)"; fi
  "$sgfgen" --output "$work/synthetic.sgf" 2>/dev/null
  "$sgfgen" --shape archive --output "$work/archive.sgf" 2>/dev/null
  files+=("$work/synthetic.sgf" "$work/archive.sgf")
fi

sabaki=""
if command -v node >/dev/null && command -v npm >/dev/null; then
  echo "Installing @sabaki/sgf into $work ..."
  (cd "$work" && npm init -y >/dev/null && npm install --no-audit --no-fund --silent @sabaki/sgf) &&
    sabaki="$work/node_modules"
fi
[[ -n "$sabaki" ]] || echo "(Sabaki left out: node, npm or the package missing)"
command -v gnugo >/dev/null || echo "(GNU Go left out: gnugo missing)"

# The median of hyperfine's runs of one command, in milliseconds.
median_ms() {
  hyperfine --runs "$runs" --warmup 1 --ignore-failure --style none --export-json "$work/t.json" \
    "$@" >/dev/null 2>&1 || { echo "-"; return; }
  python3 -c 'import json,sys; print("%.1f" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1000))' \
    "$work/t.json"
}

# Milliseconds from starting a program until a visible window shows whose title matches
# PATTERN and is not EXCLUDE (both extended regular expressions), under an X server of its own
# (which, closed, ends the program and whatever it started); "-" if none shows within 60 s.
window_once() {
  xvfb-run -a -s "-screen 0 1400x900x24" bash -c '
    pattern="$1" exclude="$2"; shift 2
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 &
    while (( $(date +%s%N) - start < 60000000000 )); do
      if xdotool search --onlyvisible --name "$pattern" getwindowname %@ 2>/dev/null |
           grep -qvxE "$exclude"; then
        echo $(( ($(date +%s%N) - start) / 1000000 )); kill $! 2>/dev/null; exit 0
      fi
      sleep 0.01
    done
    echo -; kill $! 2>/dev/null' _ "$@" 2>/dev/null || echo -
}

# The median of the runs of window_once.
window_ms() {
  local times=() shown
  for ((run = 0; run < window_runs; run++)); do
    shown="$(window_once "$@")"
    [[ "$shown" != "-" ]] || { echo "-"; return; }
    times+=("$shown")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b == 0) print "-"; else printf "%.1f", a / b }'; }

rows=()
for file in "${files[@]}"; do
  name="$(basename "$file")"
  mb="$(awk -v b="$(stat -c %s "$file")" 'BEGIN { printf "%.1f", b / 1e6 }')"
  wc_ms="$(median_ms -N "wc -l $file")"
  check_ms="$(median_ms -N "$sgfview --check $file")"
  sabaki_ms="-"
  if [[ -n "$sabaki" ]] && awk -v m="$mb" -v l="$sabaki_mb" 'BEGIN { exit !(m <= l) }'; then
    sabaki_ms="$(median_ms "NODE_PATH=$sabaki node --stack-size=65500 $root/tests/bench/sabaki_parse.js 1 $file")"
  fi
  gnugo_ms="-"
  command -v gnugo >/dev/null && gnugo_ms="$(median_ms -N "gnugo --infile $file --printsgf /dev/null")"
  rows+=("$name|$mb|$wc_ms|$check_ms|$sabaki_ms|$gnugo_ms")
done

window_rows=()
if [[ $windows == 1 ]]; then
  if command -v xvfb-run >/dev/null && command -v xdotool >/dev/null; then
    echo "(qgo left out: qgo 2.1 opens no file named on its command line, and driving its Open"
    echo " dialog with xdotool is not reliable)"
    command -v cgoban >/dev/null || echo "(cgoban left out: cgoban missing)"
    for file in "${files[@]}"; do
      name="$(basename "$file")"
      # sgfview's title names the file once it is read; cgoban's names the game (or its
      # players) in a window beside its two tool windows.
      sgfview_window="$(window_ms "${name//./\\.}" "" "$sgfview" "$file")"
      cgoban_window="-"
      command -v cgoban >/dev/null &&
        cgoban_window="$(window_ms "." "Cgoban Tools|CGoban Control" cgoban -edit "$file")"
      window_rows+=("$sgfview_window|$cgoban_window")
    done
  else
    echo "(windows left out: xvfb-run or xdotool missing)"
    windows=0
  fi
fi

echo
echo "Medians of $runs runs ($window_runs for windows), wall clock, one run of this script; load average $(cut -d' ' -f1-3 /proc/loadavg)."
echo "check: sgfview --check; x wc: its time over wc -l's; x sgfview: the peer's time over sgfview's"
echo "(above 1: sgfview is faster). GNU Go loads the first game of a file only."
header="| file | MB | wc -l ms | check ms (x wc) | Sabaki ms (x) | GNU Go ms (x) |"
rule="| --- | ---: | ---: | ---: | ---: | ---: |"
if [[ $windows == 1 ]]; then
  header+=" sgfview window ms | cgoban window ms (x) |"
  rule+=" ---: | ---: |"
fi
echo "$header"
echo "$rule"
for i in "${!rows[@]}"; do
  IFS='|' read -r name mb wc_ms check_ms sabaki_ms gnugo_ms <<<"${rows[$i]}"
  line="| $name | $mb | $wc_ms | $check_ms ($(ratio "$check_ms" "$wc_ms")) |"
  line+=" $sabaki_ms ($(ratio "$sabaki_ms" "$check_ms")) | $gnugo_ms ($(ratio "$gnugo_ms" "$check_ms")) |"
  if [[ $windows == 1 ]]; then
    IFS='|' read -r sgfview_ms cgoban_ms <<<"${window_rows[$i]}"
    line+=" $sgfview_ms | $cgoban_ms ($(ratio "$cgoban_ms" "$sgfview_ms")) |"
  fi
  echo "$line"
done
