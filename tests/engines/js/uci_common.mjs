// The UCI loop the two wrappers share: `uci`, `isready`, `ucinewgame`, `setoption`, `position
// startpos|fen … [moves …]`, `go perft N` answered as Stockfish does (`move: count` lines, a blank
// line, `Nodes searched: N`). The library wrapper gives: setup(fen, moves, chess960) -> state,
// divide(state, depth) -> [[uci, count]...].
import { createInterface } from 'node:readline';

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export function serve(name, lib) {
  let fen = START, moves = [], chess960 = false;
  const out = (s) => process.stdout.write(s + '\n');
  const rl = createInterface({ input: process.stdin, terminal: false });
  rl.on('line', (line) => {
    const t = line.trim().split(/\s+/);
    switch (t[0]) {
      case 'uci':
        out(`id name ${name}`);
        if (lib.chess960) out('option name UCI_Chess960 type check default false');
        out('uciok');
        break;
      case 'isready': out('readyok'); break;
      case 'setoption':
        if (/name UCI_Chess960 value true/i.test(line)) chess960 = true;
        break;
      case 'position': {
        const at = t.indexOf('moves');
        const head = at < 0 ? t.slice(1) : t.slice(1, at);
        moves = at < 0 ? [] : t.slice(at + 1);
        fen = head[0] === 'fen' ? head.slice(1).join(' ') : START;
        break;
      }
      case 'go': {
        if (t[1] !== 'perft') break;
        const depth = Number(t[2]);
        const state = lib.setup(fen, moves, chess960);
        let total = 0, text = '';
        for (const [m, n] of lib.divide(state, depth)) { text += `${m}: ${n}\n`; total += n; }
        process.stdout.write(`${text}\nNodes searched: ${total}\n\n`);
        break;
      }
      case 'quit': process.exit(0);
    }
  });
}
