#pragma once
// The arbiter's screen page, embedded in the binary: no CDN, no build step, no external resource.
// Every text that comes from a record (tags, moves, clause texts) is put into the page with
// textContent or as an attribute value through the DOM, never as markup; the Content-Security-
// Policy (server.cpp) allows scripts and styles from the server only, no inline script.

#include <string_view>

namespace chesslaw::serve::page {

inline constexpr std::string_view html = R"HTML(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>chesslaw — arbiter's screen</title>
<link rel="stylesheet" href="/app.css">
</head>
<body>
<header>
  <h1>chesslaw <span>arbiter's screen</span></h1>
  <label>Round <select id="round"><option value="">all</option></select></label>
  <label>Board <input id="board" size="6" placeholder="all"></label>
  <label><input type="checkbox" id="ru"> Russian text</label>
  <span id="conn" class="conn">connecting…</span>
</header>
<main>
  <section id="boards" aria-label="boards"></section>
  <section id="incidents-pane" aria-label="incidents">
    <h2>Incidents <span id="count"></span></h2>
    <ol id="incidents"></ol>
  </section>
</main>
<script src="/app.js"></script>
</body>
</html>
)HTML";

inline constexpr std::string_view style = R"CSS(
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.35 system-ui, sans-serif; background: #f4f4f2; color: #222; }
header { display: flex; gap: 1.2em; align-items: center; padding: .5em 1em; background: #263238; color: #eee; flex-wrap: wrap; }
header h1 { font-size: 1.1em; margin: 0; } header h1 span { font-weight: normal; opacity: .8; }
header input, header select { font: inherit; }
.conn { margin-left: auto; padding: .1em .6em; border-radius: 1em; background: #777; }
.conn.live { background: #2e7d32; } .conn.lost { background: #c62828; }
main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(22em, 2fr); gap: 1em; padding: 1em; }
#boards { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: .8em; align-content: start; }
.tile { background: #fff; border: 4px solid #9e9e9e; border-radius: 6px; padding: .4em; }
.tile.ok { border-color: #66bb6a; } .tile.incident { border-color: #e53935; } .tile.over { border-color: #78909c; }
.tile img { width: 100%; height: auto; display: block; }
.tile .head { font-size: .85em; color: #555; display: flex; justify-content: space-between; }
.tile .pl { display: flex; justify-content: space-between; gap: .5em; }
.tile .pl .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tile .clk { font-variant-numeric: tabular-nums; font-weight: bold; }
.tile .last { font-size: .85em; color: #444; }
#incidents { list-style: none; padding: 0; margin: 0; }
.inc { background: #fff; border-left: 6px solid #e53935; margin: 0 0 .7em; padding: .5em .7em; border-radius: 4px; }
.inc.acked { border-left-color: #9e9e9e; opacity: .8; }
.inc.revised, .inc.withdrawn { opacity: .55; border-left-color: #bdbdbd; }
.inc .top { display: flex; gap: .6em; flex-wrap: wrap; align-items: baseline; }
.inc .kind { font-weight: bold; } .inc .note { color: #b71c1c; font-size: .85em; }
.inc .clause { cursor: pointer; text-decoration: underline dotted; margin-right: .4em; }
.inc .text { background: #fafafa; border: 1px solid #ddd; padding: .3em .5em; margin: .3em 0; white-space: pre-wrap; font-size: .9em; }
.inc .actions { margin: .3em 0 .3em 1.1em; padding: 0; }
.inc .actions li { margin: .2em 0; }
.inc img.board { width: 220px; height: auto; display: block; margin: .3em 0; }
.inc button { font: inherit; }
.inc .ack { color: #555; font-size: .85em; }
)CSS";

inline constexpr std::string_view script = R"JS('use strict';
(function () {
  // the token: from the URL's fragment (never sent to the server by the browser), kept for the tab
  const m = /(?:^#|&)token=([^&]*)/.exec(location.hash);
  if (m) { sessionStorage.setItem('chesslaw-token', decodeURIComponent(m[1])); history.replaceState(null, '', location.pathname + location.search); }
  const token = sessionStorage.getItem('chesslaw-token') || '';
  const withToken = (u) => token ? u + (u.includes('?') ? '&' : '?') + 'token=' + encodeURIComponent(token) : u;
  const api = (u, init) => fetch(withToken(u), Object.assign({ headers: token ? { Authorization: 'Bearer ' + token } : {} }, init || {}));
  const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; };
  const boardUrl = (fen) => withToken('/api/board.svg?fen=' + encodeURIComponent(fen));

  const games = new Map();      // key -> game view
  const tiles = new Map();      // key -> tile element
  const incidents = new Map();  // id -> {ev, node}
  const clauses = new Map();    // id -> {title, text_en, text_ru}
  let lastId = 0;

  const clockText = (ms) => {
    if (ms === null || ms === undefined) return '–';
    const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), mi = Math.floor(s / 60) % 60, se = s % 60;
    return (h ? h + ':' + String(mi).padStart(2, '0') : String(mi)) + ':' + String(se).padStart(2, '0');
  };
  const filters = () => ({ round: document.getElementById('round').value, board: document.getElementById('board').value.trim().toLowerCase() });
  const shown = (g) => {
    if (!g) return true;
    const f = filters();
    if (f.round && g.round !== f.round) return false;
    if (f.board && g.board.toLowerCase() !== f.board && !g.white.toLowerCase().includes(f.board) && !g.black.toLowerCase().includes(f.board)) return false;
    return true;
  };

  function renderTile(g) {
    let t = tiles.get(g.key);
    if (!t) {
      t = el('article', 'tile');
      t.dataset.key = g.key;
      const head = el('div', 'head'); head.append(el('span', 'where'), el('span', 'result'));
      const img = el('img'); img.alt = 'board';
      const b = el('div', 'pl black'); b.append(el('span', 'name'), el('span', 'clk'));
      const w = el('div', 'pl white'); w.append(el('span', 'name'), el('span', 'clk'));
      t.append(head, b, img, w, el('div', 'last'));
      tiles.set(g.key, t);
      document.getElementById('boards').append(t);
    }
    t.className = 'tile ' + g.status;
    t.querySelector('.where').textContent = (g.round ? 'R' + g.round : '') + (g.board ? ' · board ' + g.board : '');
    t.querySelector('.result').textContent = g.result || '';
    t.querySelector('.white .name').textContent = '○ ' + (g.white || '?');
    t.querySelector('.black .name').textContent = '● ' + (g.black || '?');
    t.querySelector('.white .clk').textContent = clockText(g.white_clock_ms);
    t.querySelector('.black .clk').textContent = clockText(g.black_clock_ms);
    t.querySelector('.last').textContent = g.plies ? 'ply ' + g.plies + ': ' + g.last_san : 'no move yet';
    const img = t.querySelector('img');
    const u = boardUrl(g.fen);
    if (img.getAttribute('src') !== u) img.setAttribute('src', u);
    t.hidden = !shown(g);
  }

  function updateRounds() {
    const sel = document.getElementById('round');
    const have = new Set(Array.from(sel.options).map((o) => o.value));
    const rounds = Array.from(new Set(Array.from(games.values()).map((g) => g.round))).filter((r) => r && !have.has(r)).sort();
    for (const r of rounds) { const o = el('option', null, r); o.value = r; sel.append(o); }
  }

  async function loadGames() {
    try {
      const r = await api('/api/games');
      if (!r.ok) return;
      const j = await r.json();
      for (const g of j.games) { games.set(g.key, g); renderTile(g); }
      updateRounds();
    } catch (e) { /* the next poll tries again */ }
  }

  function clauseNode(id) {
    const s = el('span', 'clause', id);
    s.title = 'show the text of ' + id;
    s.addEventListener('click', () => {
      const box = s.parentNode.parentNode.querySelector('.text');
      const c = clauses.get(id);
      const ru = document.getElementById('ru').checked;
      if (!box.hidden && box.dataset.id === id && box.dataset.ru === String(ru)) { box.hidden = true; return; }
      box.dataset.id = id; box.dataset.ru = String(ru);
      box.textContent = c ? id + ' ' + c.title + '\n' + (ru ? c.text_ru : c.text_en) : id + ': no text in the table';
      box.hidden = false;
    });
    return s;
  }

  function mark(id, cls, note) {
    const x = incidents.get(id);
    if (!x) return;
    x.node.classList.add(cls);
    x.node.querySelector('.note').textContent = note;
  }

  function renderIncident(item) {
    const ev = item.event;
    if (!ev || incidents.has(item.id)) return;
    const li = el('li', 'inc');
    li.id = 'incident-' + item.id;
    li.dataset.id = item.id; li.dataset.game = item.game; li.dataset.kind = ev.kind;
    const g = games.get(item.game);
    const top = el('div', 'top');
    const who = ev.game ? (ev.game.white || '?') + ' – ' + (ev.game.black || '?') : item.game;
    top.append(el('span', 'id', '#' + item.id), el('span', 'kind', ev.kind.replace(/_/g, ' ')), el('span', 'who', who),
      el('span', 'ply', 'ply ' + ev.ply + (ev.san ? ' ' + ev.san : '')), el('span', 'note', ''));
    const cl = el('div', 'clauses');
    for (const c of ev.clauses || []) cl.append(clauseNode(c));
    const text = el('div', 'text'); text.hidden = true;
    const acts = el('ul', 'actions');
    for (const a of ev.actions || []) {
      const liA = el('li', 'action ' + a.kind, a.text);
      if (a.fen) { const img = el('img', 'board'); img.alt = 'position to reinstate: ' + a.fen; img.src = boardUrl(a.fen) + '&incident=' + item.id; liA.append(img); }
      acts.append(liA);
    }
    if (!(ev.actions || []).length) acts.append(el('li', 'action none', 'no action of the arbiter prescribed'));
    const ack = el('div', 'ack');
    const setAcked = (at) => { li.classList.add('acked'); ack.textContent = 'acknowledged ' + at; };
    if (item.acknowledged_at) setAcked(item.acknowledged_at);
    else {
      const b = el('button', 'ackbtn', 'Acknowledge');
      b.addEventListener('click', async () => {
        b.disabled = true;
        const r = await api('/api/ack', { method: 'POST', body: JSON.stringify({ id: item.id, by: 'arbiter' }),
          headers: Object.assign({ 'Content-Type': 'application/json' }, token ? { Authorization: 'Bearer ' + token } : {}) });
        if (r.ok) { const j = await r.json(); setAcked(j.acknowledged_at); loadGames(); }
        else { b.disabled = false; ack.append(el('span', 'err', ' not stored (' + r.status + (r.status === 401 ? ': open the URL with its #token=' : '') + ')')); }
      });
      ack.append(b);
    }
    li.append(top, cl, text, acts, ack);
    incidents.set(item.id, { ev, node: li, game: item.game });
    const list = document.getElementById('incidents');
    list.insertBefore(li, list.firstChild); // newest first
    li.hidden = !shown(g);
    if (ev.revises) {
      if (ev.kind === 'record_revised') mark(ev.revises, 'withdrawn', 'withdrawn by #' + item.id);
      else mark(ev.revises, 'revised', 'revised by #' + item.id);
    }
    document.getElementById('count').textContent = '(' + incidents.size + ')';
  }

  function applyFilters() {
    for (const g of games.values()) renderTile(g);
    for (const x of incidents.values()) x.node.hidden = !shown(games.get(x.game));
  }

  function take(item) {
    if (item.id > lastId) lastId = item.id;
    renderIncident(item);
    const g = games.get(item.game);
    if (g) api('/api/games/' + encodeURIComponent(item.game)).then((r) => r.ok ? r.json() : null).then((j) => {
      if (j) { games.set(j.game.key, j.game); renderTile(j.game); }
    }).catch(() => {});
  }

  async function start() {
    try {
      const r = await api('/api/clauses');
      if (r.ok) for (const c of (await r.json()).clauses) clauses.set(c.id, c);
    } catch (e) { /* clause texts missing: ids only */ }
    await loadGames();
    for (;;) { // what happened before the page was opened
      const r = await api('/api/events?since=' + lastId);
      if (!r.ok) break;
      const j = await r.json();
      for (const item of j.events) take(item);
      if (!j.events.length) break;
    }
    // /?snapshot: the screen as it stands, no live updates (a printout, a headless screenshot)
    if (new URLSearchParams(location.search).has('snapshot')) { document.getElementById('conn').textContent = 'snapshot'; return; }
    const es = new EventSource(withToken('/api/stream?since=' + lastId));
    const conn = document.getElementById('conn');
    es.onopen = () => { conn.textContent = 'live'; conn.className = 'conn live'; };
    es.onerror = () => { conn.textContent = 'reconnecting…'; conn.className = 'conn lost'; };
    es.addEventListener('incident', (m) => take(JSON.parse(m.data)));
    setInterval(loadGames, 2000);
  }

  document.getElementById('round').addEventListener('change', applyFilters);
  document.getElementById('board').addEventListener('input', applyFilters);
  start();
})();
)JS";

} // namespace chesslaw::serve::page
