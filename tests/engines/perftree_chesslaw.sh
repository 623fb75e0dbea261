#!/bin/sh
# A perftree script (DEPTH "FEN" "MOVES" -> "move count" lines, a blank line, the total) around
# `chesslaw perft --divide` ($CHESSLAW, else chesslaw on PATH): fuzz --perftree against it finds nothing.
"${CHESSLAW:-chesslaw}" perft --depth "$1" --fen "$2" --moves "$3" --divide | sed -e 's/^Nodes searched: //' -e 's/: / /'
