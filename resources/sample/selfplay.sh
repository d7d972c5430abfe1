#!/bin/bash
# Lets GNU Go play itself on 19x19 over GTP until both pass (it never resigns, so the game
# is played out and counted) and prints the game as an SGF move sequence, one move per
# line, then GNU Go's final score as a comment line. This is how the moves of
# sample.sgf were made (the annotations were added by hand afterwards):
#   resources/sample/selfplay.sh [seed] [level] > moves.txt
# Needs the Debian package gnugo.
set -euo pipefail

seed=${1:-7}
level=${2:-8}
gnugo=$(command -v gnugo || echo /usr/games/gnugo)

coproc GTP { "$gnugo" --mode gtp --level "$level" --seed "$seed" --never-resign; }

# Sends one GTP command and prints the answer without its "= " prefix.
ask() {
    local line answer=""
    echo "$1" >&"${GTP[1]}"
    while IFS= read -r line <&"${GTP[0]}"; do
        [[ -z $line ]] && break
        answer+=${line#= }
    done
    [[ $answer == \?* ]] && { echo "gnugo refused '$1': $answer" >&2; exit 1; }
    printf '%s' "$answer"
}

# GTP vertex (Q16) to SGF point (pd): columns skip I, SGF rows count from the top.
to_sgf() {
    local vertex=${1^^} columns=ABCDEFGHJKLMNOPQRST letters=abcdefghijklmnopqrs
    [[ $vertex == PASS ]] && return
    local column=${columns%%"${vertex:0:1}"*}
    local x=${#column} y=$((19 - ${vertex:1}))
    printf '%s%s' "${letters:x:1}" "${letters:y:1}"
}

ask "boardsize 19" >/dev/null
ask "clear_board" >/dev/null
ask "komi 6.5" >/dev/null

passes=0
color=B
while ((passes < 2)); do
    move=$(ask "genmove $color")
    [[ ${move^^} == PASS ]] && passes=$((passes + 1)) || passes=0
    echo ";$color[$(to_sgf "$move")]"
    [[ $color == B ]] && color=W || color=B
done
echo "C[final_score: $(ask final_score)]"
ask quit >/dev/null
