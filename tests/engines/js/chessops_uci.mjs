// chessops (npm) behind UCI for `chesslaw fuzz`: its own destinations and perft, moves written
// with chessops' makeUci (castling as chessops represents it: the king onto its rook). Chess960
// too (UCI_Chess960); moves received are read with parseUci and normalizeMove.
import { Chess, normalizeMove } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { parseUci, makeUci, squareRank } from 'chessops/util';
import { perft } from 'chessops/debug';
import { serve } from './uci_common.mjs';

serve('chessops', {
  chess960: true,
  setup(fen, moves) {
    const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
    for (const m of moves) pos.play(normalizeMove(pos, parseUci(m)));
    return pos;
  },
  divide(pos, depth) {
    const out = [];
    for (const [from, dests] of pos.allDests()) {
      const promo = pos.board.pawn.has(from) && squareRank(from) === (pos.turn === 'white' ? 6 : 1);
      for (const to of dests)
        for (const promotion of promo ? ['queen', 'rook', 'bishop', 'knight'] : [undefined]) {
          const move = { from, to, promotion };
          const child = pos.clone();
          child.play(move);
          out.push([makeUci(move), depth <= 1 ? 1 : perft(child, depth - 1)]);
        }
    }
    return out;
  },
});
