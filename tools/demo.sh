#!/usr/bin/env bash
# The main job: set up, build, then demonstrate — the clause-traced audit of a sample PGN (two of
# its five games hold an illegal move, each with its verified repairs, one a result that its
# stalemate contradicts), the same as JSON Lines and as an HTML report, "can this side still
# checkmate?" (6.9, 5.2.2), a compressed input, a reachability verdict (3.10.3), perft, and a
# judged illegal move with its clause trace. It builds the CLI alone (a few minutes on 2 cores);
# tools/test.sh builds and runs the rest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh default --cli
cl=build/default/bin/chesslaw
# Exit status 1 is a finding (an illegal game, an illegal position or move), not a failure.
finding_ok() { "$cl" "$@" || [ $? -eq 1 ]; }
audit() { finding_ok audit "$@"; }
set -x
# Audit a PGN file: every game replayed under Article 3; every illegal move traced to its clauses.
audit tools/demo/sample.pgn
# The same findings as JSON Lines (every object names its schema version), and as a self-contained HTML report.
jsonl=$(audit tools/demo/sample.pgn --jsonl)
printf '%s\n' "$jsonl"
echo "JSONL schema: $(grep -o -m1 '"schema":"[^"]*"' <<<"$jsonl" | cut -d'"' -f4)"
audit tools/demo/sample.pgn --html build/default/audit-report.html
# The 851 real games of the outside corpus (../shared/data/pgn, where it is beside the clone): 849
# clean, and two 1937 games that played on after a fivefold repetition (9.6.1, a rule of today's
# Laws) to a win: inconsistent.
data=${CHESSLAW_DATA_DIR:-../shared/data}
if [ -d "$data/pgn" ]; then audit "$data"/pgn/*.pgn; fi
# 6.9 / 5.1.2 / 5.2.2: can a side still checkmate? A helpmate line (replayed) for "can", a rule
# with its squares for "cannot": here the pawn walls never move, a dead position.
"$cl" mate --fen "2k5/b7/8/p1p1p1p1/P1P1P1P1/8/6B1/4K3 w - - 0 1"
"$cl" mate --fen "7k/7p/8/6N1/8/8/8/K7 w - - 0 1" --side white
# The same archive compressed: read by its first bytes, no flag needed.
gzip -c tools/demo/sample.pgn > build/default/sample.pgn.gz && audit build/default/sample.pgn.gz --jsonl | tail -1
# 3.10.3: is this position reachable? An argument for "illegal", a proof game for "reachable".
finding_ok legality --fen "4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1"
"$cl" legality --fen "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
"$cl" perft --depth 3 --divide
# Castling through an attacked square: the bishop on d3 is pinned to its own king, yet attacks f1.
finding_ok judge --fen "3k4/8/8/8/8/3b4/8/R2RK2R w K - 0 1" --move e1g1
# With the game known, the judge tells why the right to castle was lost (3.8.2.1.1 vs 3.8.2.1.2).
finding_ok judge --moves "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 g1f3 g8f6 f1c4 f8c5" --move e1g1
# Chess960 (Guidelines II): perft in Stockfish's format from a Shredder-FEN, and castling judged by
# the clauses of II.3 — here the knight on d1 stands where the king must pass (II.3.2.7.4).
"$cl" perft --chess960 --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" --depth 3
finding_ok judge --fen "6k1/8/8/8/8/8/8/1K1N3R w H - 0 1" --move O-O
