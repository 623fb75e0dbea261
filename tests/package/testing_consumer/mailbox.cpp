// A plain mailbox move generator for standard chess, written for this example: no chesslaw code.
// It reads a game (a FEN and UCI moves played from it) and returns the legal moves in UCI.
//
// Each MAILBOX_BUG_* macro switches on one one-clause bug:
//   MAILBOX_BUG_CASTLE_THROUGH_ATTACK  castling through an attacked square (the square the king passes)
//   MAILBOX_BUG_CASTLE_KING_RETURNED   a king move does not spend the castling rights (king went and came back)
//   MAILBOX_BUG_EP_EXPOSES_RANK        e.p. legality tested as if the captured pawn still blocked its square
//   MAILBOX_BUG_EP_LATE                the e.p. square stays until the next double step
//   MAILBOX_BUG_NO_KNIGHT_PROMOTION    promotion to queen, rook or bishop only
//   MAILBOX_BUG_DOUBLE_STEP_OVER       a double step that only needs its target square empty
//   MAILBOX_BUG_KINGS_ADJACENT         a king does not attack (kings may stand next to each other)
//   MAILBOX_BUG_CASTLE_ROOK_CAPTURED   a capture on a rook's corner does not spend its castling right
//                                      (another rook brought to that corner castles)
// MAILBOX_ENTRY names the function (one object per bug links into one program).
#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#ifndef MAILBOX_ENTRY
#define MAILBOX_ENTRY mailbox_moves
#endif

namespace {

struct board {
    char sq[64];              // a1 = 0 … h8 = 63; '.' empty, "PNBRQK" white, "pnbrqk" black
    bool white = true;        // white to move
    bool castle[4] = {};      // K Q k q
    int ep = -1;              // the square passed by the last double step, or -1
};

struct mv {
    int from, to;
    char promo; // 0 or 'q' 'r' 'b' 'n'
};

int file_of(int s) { return s & 7; }
int rank_of(int s) { return s >> 3; }
bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
bool is_white(char c) { return c >= 'A' && c <= 'Z'; }
bool is_own(char c, bool white) { return c != '.' && is_white(c) == white; }
bool is_enemy(char c, bool white) { return c != '.' && is_white(c) != white; }
char kind(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

board from_fen(const std::string& fen) {
    board b;
    std::istringstream in(fen);
    std::string place, side, castling, ep;
    in >> place >> side >> castling >> ep;
    int r = 7, f = 0;
    for (char c : place) {
        if (c == '/') {
            --r;
            f = 0;
        } else if (c >= '1' && c <= '8') {
            for (int i = 0; i < c - '0'; ++i) b.sq[r * 8 + f++] = '.';
        } else {
            b.sq[r * 8 + f++] = c;
        }
    }
    b.white = side == "w";
    for (char c : castling) {
        if (c == 'K') b.castle[0] = true;
        if (c == 'Q') b.castle[1] = true;
        if (c == 'k') b.castle[2] = true;
        if (c == 'q') b.castle[3] = true;
    }
    if (ep.size() == 2) b.ep = (ep[0] - 'a') + 8 * (ep[1] - '1');
    return b;
}

const int knight_d[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
const int king_d[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
const int rook_d[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const int bishop_d[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Is square s attacked by the side `by_white`?
bool attacked(const board& b, int s, bool by_white) {
    const int f = file_of(s), r = rank_of(s);
    const int pr = by_white ? r - 1 : r + 1; // the rank an attacking pawn stands on
    for (int df : {-1, 1})
        if (on_board(f + df, pr) && b.sq[pr * 8 + f + df] == (by_white ? 'P' : 'p')) return true;
    for (const auto& d : knight_d)
        if (on_board(f + d[0], r + d[1]) && b.sq[(r + d[1]) * 8 + f + d[0]] == (by_white ? 'N' : 'n')) return true;
#ifndef MAILBOX_BUG_KINGS_ADJACENT
    for (const auto& d : king_d)
        if (on_board(f + d[0], r + d[1]) && b.sq[(r + d[1]) * 8 + f + d[0]] == (by_white ? 'K' : 'k')) return true;
#endif
    const auto slide = [&](const int (*dirs)[2], char a, char q) {
        for (int i = 0; i < 4; ++i) {
            int x = f + dirs[i][0], y = r + dirs[i][1];
            while (on_board(x, y)) {
                const char c = b.sq[y * 8 + x];
                if (c != '.') {
                    if (c == (by_white ? a : static_cast<char>(std::tolower(a))) || c == (by_white ? q : static_cast<char>(std::tolower(q))))
                        return true;
                    break;
                }
                x += dirs[i][0];
                y += dirs[i][1];
            }
        }
        return false;
    };
    return slide(rook_d, 'R', 'Q') || slide(bishop_d, 'B', 'Q');
}

int king_square(const board& b, bool white) {
    for (int s = 0; s < 64; ++s)
        if (b.sq[s] == (white ? 'K' : 'k')) return s;
    return -1;
}

// Plays m (a pseudo-legal move). `for_check`: only to see whether the mover's king is then attacked.
board play(board b, const mv& m, bool for_check = false) {
    const char p = b.sq[m.from];
    const bool pawn = kind(p) == 'p', king = kind(p) == 'k';
    if (pawn && m.to == b.ep && file_of(m.from) != file_of(m.to)) {
        b.sq[rank_of(m.from) * 8 + file_of(m.to)] = '.'; // the pawn taken en passant
#ifdef MAILBOX_BUG_EP_EXPOSES_RANK
        if (for_check) b.sq[rank_of(m.from) * 8 + file_of(m.to)] = '#'; // still blocks a line to the king
#endif
    }
    (void)for_check;
    if (king && (m.to - m.from == 2 || m.from - m.to == 2)) { // castling: the rook jumps over
        const int rank = rank_of(m.from) * 8;
        const bool short_side = m.to > m.from;
        b.sq[rank + (short_side ? 5 : 3)] = b.sq[rank + (short_side ? 7 : 0)];
        b.sq[rank + (short_side ? 7 : 0)] = '.';
    }
    b.sq[m.to] = m.promo ? (b.white ? static_cast<char>(std::toupper(m.promo)) : m.promo) : p;
    b.sq[m.from] = '.';
#ifndef MAILBOX_BUG_CASTLE_KING_RETURNED
    if (king) b.castle[b.white ? 0 : 2] = b.castle[b.white ? 1 : 3] = false;
#endif
    const int corners[4] = {7, 0, 63, 56};
    for (int i = 0; i < 4; ++i)
#ifdef MAILBOX_BUG_CASTLE_ROOK_CAPTURED
        if (m.from == corners[i]) b.castle[i] = false;
#else
        if (m.from == corners[i] || m.to == corners[i]) b.castle[i] = false;
#endif
    if (pawn && (m.to - m.from == 16 || m.from - m.to == 16))
        b.ep = (m.from + m.to) / 2;
#ifndef MAILBOX_BUG_EP_LATE
    else
        b.ep = -1;
#endif
    b.white = !b.white;
    return b;
}

void pseudo_moves(const board& b, std::vector<mv>& out) {
    const bool w = b.white;
    for (int s = 0; s < 64; ++s) {
        const char p = b.sq[s];
        if (!is_own(p, w)) continue;
        const int f = file_of(s), r = rank_of(s);
        const auto add = [&](int to) { out.push_back({s, to, 0}); };
        switch (kind(p)) {
        case 'p': {
            const int dir = w ? 1 : -1, last = w ? 7 : 0, start = w ? 1 : 6;
            const auto add_pawn = [&](int to) {
                if (rank_of(to) != last) return add(to);
#ifdef MAILBOX_BUG_NO_KNIGHT_PROMOTION
                for (char c : {'q', 'r', 'b'}) out.push_back({s, to, c});
#else
                for (char c : {'q', 'r', 'b', 'n'}) out.push_back({s, to, c});
#endif
            };
            const int one = s + 8 * dir;
            if (b.sq[one] == '.') add_pawn(one);
#ifdef MAILBOX_BUG_DOUBLE_STEP_OVER
            if (r == start && b.sq[s + 16 * dir] == '.') add(s + 16 * dir);
#else
            if (r == start && b.sq[one] == '.' && b.sq[s + 16 * dir] == '.') add(s + 16 * dir);
#endif
            for (int df : {-1, 1}) {
                if (!on_board(f + df, r + dir)) continue;
                const int to = (r + dir) * 8 + f + df;
                if (is_enemy(b.sq[to], w)) add_pawn(to);
                // en passant: the square passed, with the enemy pawn beside us
                else if (to == b.ep && b.sq[r * 8 + f + df] == (w ? 'p' : 'P')) add(to);
            }
            break;
        }
        case 'n':
            for (const auto& d : knight_d)
                if (on_board(f + d[0], r + d[1]) && !is_own(b.sq[(r + d[1]) * 8 + f + d[0]], w)) add((r + d[1]) * 8 + f + d[0]);
            break;
        case 'k':
            for (const auto& d : king_d)
                if (on_board(f + d[0], r + d[1]) && !is_own(b.sq[(r + d[1]) * 8 + f + d[0]], w)) add((r + d[1]) * 8 + f + d[0]);
            if (s == (w ? 4 : 60) && !attacked(b, s, !w)) {
                const int base = w ? 0 : 56;
                const char rook = w ? 'R' : 'r';
                if (b.castle[w ? 0 : 2] && b.sq[base + 7] == rook && b.sq[base + 5] == '.' && b.sq[base + 6] == '.' &&
#ifndef MAILBOX_BUG_CASTLE_THROUGH_ATTACK
                    !attacked(b, base + 5, !w) &&
#endif
                    true)
                    add(base + 6); // the king's arrival square is tested with the other moves
                if (b.castle[w ? 1 : 3] && b.sq[base] == rook && b.sq[base + 1] == '.' && b.sq[base + 2] == '.' &&
                    b.sq[base + 3] == '.' &&
#ifndef MAILBOX_BUG_CASTLE_THROUGH_ATTACK
                    !attacked(b, base + 3, !w) &&
#endif
                    true)
                    add(base + 2);
            }
            break;
        default: { // sliders
            const bool diag = kind(p) == 'b' || kind(p) == 'q', straight = kind(p) == 'r' || kind(p) == 'q';
            for (int i = 0; i < 8; ++i) {
                const int* d = i < 4 ? rook_d[i] : bishop_d[i - 4];
                if ((i < 4 && !straight) || (i >= 4 && !diag)) continue;
                int x = f + d[0], y = r + d[1];
                while (on_board(x, y) && !is_own(b.sq[y * 8 + x], w)) {
                    add(y * 8 + x);
                    if (b.sq[y * 8 + x] != '.') break;
                    x += d[0];
                    y += d[1];
                }
            }
        }
        }
    }
}

std::string square_name(int s) { return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))}; }
std::string uci(const mv& m) { return square_name(m.from) + square_name(m.to) + (m.promo ? std::string(1, m.promo) : ""); }

std::vector<mv> legal(const board& b) {
    std::vector<mv> pseudo, out;
    pseudo_moves(b, pseudo);
    for (const mv& m : pseudo) {
        const board after = play(b, m, true);
        if (!attacked(after, king_square(after, b.white), !b.white)) out.push_back(m);
    }
    return out;
}

} // namespace

// The legal moves (UCI) after the game: a FEN and the UCI moves played from it.
std::vector<std::string> MAILBOX_ENTRY(const std::string& fen, const std::vector<std::string>& moves) {
    board b = from_fen(fen);
    for (const std::string& t : moves) { // "e2e4", "e7e8q": played as written
        const auto sq = [&](std::size_t i) { return (t[i] - 'a') + 8 * (t[i + 1] - '1'); };
        b = play(b, mv{sq(0), sq(2), t.size() > 4 ? t[4] : '\0'});
    }
    std::vector<std::string> out;
    for (const mv& m : legal(b)) out.push_back(uci(m));
    return out;
}
