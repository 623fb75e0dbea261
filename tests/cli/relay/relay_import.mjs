// Reads every relay copy (*.pgn) of a folder with chess.js and chessops, as importers do, and
// prints one JSON line per game: {"file","game","fen","plies","chessjs","chessops"} — each
// library's error, or null when it read the game to its end (every move played). Exit 0 when
// both read every game, 1 otherwise, 2 on bad arguments.
//   node relay_import.mjs NODE_MODULES_DIR RELAY_DIR
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [modules, dir] = process.argv.slice(2);
if (!modules || !dir) {
  console.error('usage: node relay_import.mjs NODE_MODULES_DIR RELAY_DIR');
  process.exit(2);
}
const load = (p) => import(pathToFileURL(join(modules, p)).href);
const { Chess } = await load('chess.js/dist/esm/chess.js');
const { parsePgn, startingPosition } = await load('chessops/dist/esm/pgn.js');
const { parseSan } = await load('chessops/dist/esm/san.js');

// A file's games as texts: a game starts at a tag line (`[Name "`) after the movetext of the previous one.
function splitGames(text) {
  const games = [];
  let cur = [];
  let inMoves = false;
  for (const line of text.split('\n')) {
    const tag = /^\[[A-Za-z0-9_]+\s+"/.test(line);
    if (tag && inMoves) {
      games.push(cur.join('\n'));
      cur = [];
      inMoves = false;
    }
    if (!tag && line.trim() !== '') inMoves = true;
    cur.push(line);
  }
  if (cur.join('').trim() !== '') games.push(cur.join('\n'));
  return games;
}

function chessjsRead(text) {
  try {
    const c = new Chess();
    c.loadPgn(text);
    return [null, c.history().length];
  } catch (e) {
    return [String(e.message || e), 0];
  }
}

function chessopsRead(game) {
  const start = startingPosition(game.headers);
  if (start.isErr) return [`starting position: ${start.error.message}`, 0];
  const pos = start.value;
  let n = 0;
  for (const node of game.moves.mainline()) {
    const move = parseSan(pos, node.san);
    if (!move) return [`move ${n + 1} (${node.san}) cannot be played`, n];
    pos.play(move);
    ++n;
  }
  return [null, n];
}

let failures = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.pgn')).sort()) {
  const text = readFileSync(join(dir, file), 'utf8');
  const ops = parsePgn(text);
  const texts = splitGames(text);
  if (ops.length !== texts.length) {
    console.log(JSON.stringify({ file, game: 0, error: `chessops reads ${ops.length} games, the split ${texts.length}` }));
    ++failures;
    continue;
  }
  ops.forEach((g, i) => {
    const [jsError, jsPlies] = chessjsRead(texts[i]);
    const [opsError, opsPlies] = chessopsRead(g);
    if (jsError || opsError || jsPlies !== opsPlies) ++failures;
    console.log(JSON.stringify({ file, game: i + 1, fen: g.headers.get('FEN') ?? null, plies: opsPlies, chessjs: jsError,
                                 chessops: opsError ?? (jsPlies !== opsPlies ? `chess.js played ${jsPlies} plies` : null) }));
  });
}
process.exit(failures ? 1 : 0);
