// chess.js (npm) behind UCI for `chesslaw fuzz`: its own move list and perft, moves written
// from+to+promotion as chess.js gives them (castling e1g1). Standard chess only.
import { Chess } from 'chess.js';
import { serve } from './uci_common.mjs';

const uci = (m) => m.from + m.to + (m.promotion ?? '');

serve('chess.js', {
  chess960: false,
  setup(fen, moves) {
    const c = new Chess(fen);
    for (const m of moves) c.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
    return c;
  },
  divide(c, depth) {
    const out = [];
    for (const m of c.moves({ verbose: true })) {
      c.move(m);
      out.push([uci(m), depth <= 1 ? 1 : c.perft(depth - 1)]);
      c.undo();
    }
    return out;
  },
});
