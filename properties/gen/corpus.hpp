#pragma once
//! Start positions for the generators: the FEN corpora (every row the kernel accepts as a
//! standard-chess position) and a set of hand-built seeds, each aimed at a rare clause. The
//! corpora are the project's own random-play.perft (tests/data) and, in a corpus run
//! (CHESSLAW_CORPUS=1: the ctest entries properties.NAME.corpus, label corpus), the perft suites,
//! cpw.epd and validity tables brought from outside (CHESSLAW_DATA_DIR, ../shared/data); a corpus
//! run without them stops with an error.

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/fen.hpp>


namespace chesslaw::props {

//! A hand-built start position and what it is for.
struct seed {
    std::string_view fen;
    std::string_view why;
};

// Every seed must parse (checked by the corpus loader, which drops and reports any that does not).
inline constexpr seed seeds[] = {
    // 3.8.2 castling available on both wings, both colours.
    {"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "castling on both wings"},
    {"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", "castling on both wings, black"},
    {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "bare castling position"},
    {"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "bare castling position, black"},
    // 3.8.2.2.2 a piece between king and rook (b1 must be empty too, though the king never crosses it).
    {"rn2k1nr/pppppppp/8/8/8/8/PPPPPPPP/RN2K1NR w KQkq - 0 1", "castling blocked by the knights"},
    {"r3kb1r/pppppppp/8/8/8/8/PPPPPPPP/R3KB1R w KQkq - 0 1", "king side blocked by the bishop"},
    {"r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "b1 occupied: queen side blocked"},
    {"r3k2r/8/8/8/8/8/8/R3KN1R w KQkq - 0 1", "white knight f1 blocks the king side"},
    {"rn2k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "b8 occupied: black queen side blocked"},
    // 3.8.2.2.1 the king's square, the square it crosses or the one it reaches is attacked.
    {"r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1", "castling out of check"},
    {"r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1", "f1 attacked: king side through attack"},
    {"r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1", "g1 attacked: king side into attack"},
    {"r3k2r/8/8/8/3r4/8/8/R3K2R w KQkq - 0 1", "d1 attacked: queen side through attack"},
    {"r3k2r/8/8/8/2r5/8/8/R3K2R w KQkq - 0 1", "c1 attacked: queen side into attack"},
    {"r3k2r/8/8/8/1r6/8/8/R3K2R w KQkq - 0 1", "only b1 attacked: queen side still allowed"},
    {"r3k2r/8/8/8/8/8/6p1/R3K2R w KQkq - 0 1", "pawn g2 attacks f1 and h1"},
    {"r3k2r/8/8/8/8/5n2/8/R3K2R w KQkq - 0 1", "knight f3 checks e1"},
    {"r3k2r/8/8/8/8/8/8/R3K2n w Qkq - 0 1", "knight h1 attacks f2, g3 only"},
    {"r3k2r/8/8/2B5/8/8/8/R3K2R b KQkq - 0 1", "black: f8 attacked by the c5 bishop"},
    {"r3k2r/8/8/8/8/8/8/R3K1R1 b Qkq - 0 1", "black: g8 attacked by the g1 rook"},
    {"r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1", "bishop c4 attacks f1 (through d3, e2)"},
    {"r3k2r/8/8/8/8/3b4/8/R3K2R w KQkq - 0 1", "bishop d3 attacks f1 and b1"},
    {"r3k2r/8/8/8/8/8/3q4/R3K2R w KQkq - 0 1", "queen d2 checks e1"},
    // 3.1/4 a pinned piece still attacks (the king may not step where only a pinned piece attacks,
    // nor castle through it).
    {"1k6/8/8/8/8/8/1n6/1R2K3 w - - 0 1", "knight b2 pinned by the b1 rook attacks d1 and d3"},
    {"1k6/8/8/8/8/8/1n6/1R2K2R w K - 0 1", "pinned knight b2 attacks d1"},
    {"4k3/8/8/b7/8/8/3N4/4K3 b - - 0 1", "white knight d2 pinned by a5 attacks e4, f3, f1, b1, b3, c4"},
    {"4k3/3r4/8/1B6/8/8/8/4K3 w - - 0 1", "black rook d7 pinned by b5: still attacks the d-file"},
    {"4k3/8/2n5/1B6/8/8/8/4K3 w - - 0 1", "black knight c6 pinned by b5 attacks d4, e5"},
    {"3k4/3r4/8/8/8/8/8/R2QK2R w KQ - 0 1", "black rook d7 pinned by the d1 queen attacks the 7th rank"},
    {"r3k3/8/8/8/8/8/r6R/R3K2R w KQq - 0 1", "black rook a2 (not pinned) and the h2 rook"},
    {"4k3/8/8/8/8/5b2/4q3/R3K2R w KQ - 0 1", "queen e2 gives check, defended by f3"},
    {"6k1/8/8/8/1b6/8/3N4/R3K2R w KQ - 0 1", "white knight d2 pinned by b4: castling still allowed"},
    {"3k4/8/8/8/8/2n5/1b6/R3K2R w KQ - 0 1", "knight c3 attacks d1, bishop b2 attacks a1, c1"},
    {"r3k2r/8/8/8/8/8/5n2/R3K2R w KQkq - 0 1", "black knight f2 attacks d1 and h1"},
    {"2k5/8/8/8/8/8/2r5/R1B1K2R b KQ - 0 1", "black rook c2 next to the white bishop"},
    {"4k3/4r3/8/8/8/8/4B3/4K3 b - - 0 1", "black to move; rook e7 and bishop e2 face each other"},
    {"2k5/8/8/8/8/8/2n5/2R1K3 w - - 0 1", "check from the c2 knight, pinned by the c1 rook"},
    {"3k4/8/8/8/8/3b4/8/3RK3 w - - 0 1", "bishop d3 pinned by d1 attacks e2 and f1"},
    {"8/8/8/7k/8/5r2/4B3/4K3 w - - 0 1", "rook f3 pinned by e2 attacks f1 and f2"},
    {"3k4/8/8/8/8/8/3q4/3RK3 w - - 0 1", "check from the d2 queen, pinned by d1: e2 and f2 stay attacked"},
    {"8/8/k7/8/8/3p4/8/4KB2 w - - 0 1", "pawn d3 pinned by f1 attacks e2"},
    {"8/8/8/8/k1b4R/8/8/4K2R w K - 0 1", "bishop c4 pinned by h4 attacks f1: no castling"},
    {"2r1k3/2N5/8/8/8/8/8/2K5 b - - 0 1", "black in check from the c7 knight, pinned by c8"},
    {"3rk3/8/3B4/8/8/8/8/3K4 b - - 0 1", "bishop d6 pinned by d8 attacks e7 and f8"},
    // 3.7.4 en passant: available, pinned horizontally and diagonally, with check.
    {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e.p. available on f6"},
    {"rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2", "e.p. available on d3, black"},
    {"8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", "e.p. illegal: both pawns leave the rank of the pin"},
    {"8/8/8/KPp4r/8/8/8/7k w - c6 0 1", "e.p. illegal: horizontal pin, capturer next to the king"},
    {"8/8/8/8/k2Pp2Q/8/8/7K b - d3 0 1", "e.p. illegal for black: horizontal pin"},
    {"8/8/8/1k6/3Pp3/8/8/4K2B b - d3 0 1", "e.p. legal though the h1 bishop eyes the diagonal"},
    {"7k/8/8/8/3Pp3/8/8/K5B1 b - d3 0 1", "e.p. legal"},
    {"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e.p. takes the pawn that gives check"},
    {"8/8/4k3/3pP3/8/8/8/4K3 w - d6 0 1", "e.p. next to the black king"},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "cpw position 3 (e.p. with discovered check)"},
    {"8/8/8/8/4p3/8/3P4/4K2k w - - 0 1", "double advance lands beside an enemy pawn"},
    {"4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1", "e.p. c5xd6"},
    {"6k1/8/8/3pP3/8/8/8/4K2r w - d6 0 1", "in check from h1: e.p. does not help"},
    {"8/8/8/8/RPp3k1/8/8/4K3 b - b3 0 1", "black c4xb3 e.p. with the a4 rook and g4 king on the rank: illegal"},
    {"8/8/8/2k5/1pP5/8/8/4K3 b - c3 0 1", "e.p. b4xc3 removes the checking pawn"},
    {"4k3/8/8/8/1pP5/8/8/4K2B b - c3 0 1", "black b4xc3 e.p."},
    {"4k3/8/8/8/4Pp2/8/8/2K2R2 b - e3 0 1", "f1 rook behind the f4 pawn, no king behind: e.p. legal"},
    {"8/8/8/8/4Pp2/8/8/2K2Rk1 b - e3 0 1", "black king g1 in check from f1: e.p. does not help"},
    {"8/5k2/8/8/4Pp2/8/8/2K2R2 b - e3 0 1", "f4 pawn pinned on the f-file: e.p. illegal"},
    {"8/8/8/8/1k2Pp1R/8/8/4K3 b - e3 0 1", "e.p. f4xe3 exposes b4 to h4 along the rank: illegal"},
    {"7k/8/8/8/2b1pP2/8/8/K7 b - f3 0 1", "black e4xf3 e.p.; c4 bishop"},
    {"8/8/8/8/2k1pP1Q/8/8/K7 b - f3 0 1", "e.p. e4xf3 exposes c4 to h4: illegal"},
    // 3.7.5 promotions: plain, under-promotion, capture-promotion, promotion giving check.
    {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "promotion maze (cpw)"},
    {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1", "promotion maze, white"},
    {"4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", "both sides one step from promotion"},
    {"4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1", "both sides one step from promotion, black"},
    {"r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1", "capture-promotion on a8 (takes the castling rook), promotion on b8"},
    {"2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "promotion b8, or capture c8"},
    {"4k3/8/8/8/8/8/1p6/R3K3 b Q - 0 1", "black b2: capture-promotion on a1 takes the castling rook"},
    {"4k3/8/8/8/8/8/5p2/3K2NR b - - 0 1", "black f2: f1 promotion or g1 capture-promotion"},
    {"6k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8 promotion: queen and rook give check, knight does not"},
    {"8/4P3/8/8/8/8/k7/4K2r w - - 0 1", "promotion while in check: illegal"},
    {"7r/6P1/8/8/8/8/k7/4K3 w - - 0 1", "g7: promote on g8 or capture on h8"},
    {"1k6/1P6/8/8/8/8/8/4K3 w - - 0 1", "blocked pawn b7 (king on b8)"},
    {"4k3/8/8/8/8/8/3p4/6K1 b - - 0 1", "black d2: promotion on d1"},
    {"q3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7: capture-promote on a8 or promote on b8"},
    {"3k4/8/8/8/8/8/p7/1R2K3 b - - 0 1", "a2: a1 promotion, b1 capture-promotion"},
    {"8/1P6/8/8/8/8/8/k3K2r w - - 0 1", "promotion does not parry the check from h1"},
    {"7k/1P6/8/8/8/8/8/r3K3 w - - 0 1", "in check from a1: promotion irrelevant"},
    {"3r3k/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7xd8 under-promotion"},
    {"3k4/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8 promotion near the king"},
    // 3.9 checks, double checks, pins.
    {"4k3/8/8/8/8/8/8/r3K2R w K - 0 1", "check along the first rank"},
    {"4k3/8/8/8/1b6/8/8/4K2R w K - 0 1", "bishop check"},
    {"4k3/8/8/8/8/5n2/8/4K3 w - - 0 1", "knight check"},
    {"4k3/8/8/8/1b6/8/4r3/4K3 w - - 0 1", "double check: e2 rook and b4 bishop"},
    {"4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1", "double check: d3 knight and a1 rook"},
    {"4k3/4r3/8/8/8/8/8/3RKR2 w - - 0 1", "check from e7; king boxed in"},
    {"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "fool's mate (checkmate)"},
    {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "stalemate"},
    {"k7/8/1Q6/8/8/8/8/K7 b - - 0 1", "stalemate with the queen"},
    {"4k3/8/8/8/8/8/4R3/4K3 b - - 0 1", "black in check along the e-file"},
    {"4k3/4q3/8/8/8/8/4R3/4K3 w - - 0 1", "white rook e2 pinned on the file: moves along it only"},
    {"4k3/8/8/8/7b/8/5N2/4K3 w - - 0 1", "white knight f2 pinned diagonally: no moves"},
    {"4k3/8/8/8/7b/8/5P2/4K3 w - - 0 1", "pinned pawn f2: no pushes"},
    {"4k3/8/8/8/8/8/r4P1K/8 w - - 0 1", "pawn f2 pinned on the rank: no pushes"},
    {"4k3/8/8/8/7b/8/5B2/4K3 w - - 0 1", "bishop f2 pinned: moves along the diagonal, takes h4"},
    {"3qk3/8/8/8/8/8/8/3K4 w - - 0 1", "king in check from d8 must leave the file"},
    {"8/8/8/8/8/2k5/8/K7 w - - 0 1", "kings near: b2 attacked by both"},
    {"4k3/8/8/8/8/8/5q2/4K3 w - - 0 1", "king takes the undefended queen on f2"},
    {"4k3/8/8/8/8/6b1/5q2/4K3 w - - 0 1", "queen f2 defended by g3: checkmate"},
    {"4k3/8/8/8/8/8/4p3/4K3 w - - 0 1", "king takes the undefended pawn e2"},
    {"4k3/8/8/8/8/8/3p4/2K1r3 w - - 0 1", "double check: d2 pawn and e1 rook"},
};

//! The directory of the data brought from outside: $CHESSLAW_DATA_DIR if set, else the build's
//! CHESSLAW_DATA_DIR definition, else ../shared/data beside the source tree this header sits in.
inline std::string source_dir() {
    std::string here = __FILE__; // <source>/properties/gen/corpus.hpp -> <source>
    for (int i = 0; i < 3; ++i) {
        const auto cut = here.find_last_of('/');
        here = cut == std::string::npos ? std::string(".") : here.substr(0, cut);
    }
    return here;
}
inline std::string data_dir() {
    if (const char* env = std::getenv("CHESSLAW_DATA_DIR"); env != nullptr && *env != '\0') return env;
#ifdef CHESSLAW_DATA_DIR
    return CHESSLAW_DATA_DIR;
#else
    return source_dir() + "/../shared/data";
#endif
}
//! The project's own data: tests/data of the source tree.
inline std::string own_data_dir() {
#ifdef CHESSLAW_OWN_DATA_DIR
    return CHESSLAW_OWN_DATA_DIR;
#else
    return source_dir() + "/tests/data";
#endif
}
//! A corpus run reads the data brought from outside as well (CHESSLAW_CORPUS=1).
inline bool corpus_run() {
    const char* v = std::getenv("CHESSLAW_CORPUS");
    return v != nullptr && std::string_view(v) == "1";
}

namespace detail {

inline std::string trim(std::string s) {
    while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t')) s.pop_back();
    std::size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    return s.substr(i);
}

//! Candidate FEN strings of one data file (not yet validated): `dir`/`rel`. A file that cannot
//! be read stops the run (a property must not pass on data it never saw).
inline std::vector<std::string> raw_fens(const std::string& dir, const std::string& rel) {
    std::vector<std::string> out;
    std::ifstream in(dir + "/" + rel);
    if (!in) {
        std::cerr << "[chesslaw] error: cannot read " << dir << "/" << rel << '\n';
        std::exit(1);
    }
    std::string line;
    bool first = true;
    while (std::getline(in, line)) {
        line = trim(line);
        if (line.empty() || line[0] == '#') continue;
        if (rel.ends_with(".epd")) {
            out.push_back(trim(line.substr(0, line.find(';'))));
        } else if (rel.ends_with(".perft")) {
            if (line.rfind("epd ", 0) == 0) out.push_back(trim(line.substr(4)));
        } else if (rel.ends_with(".tsv")) {
            // Every tab-separated cell that looks like a FEN (a placement field with 7 slashes).
            if (first) { first = false; continue; }
            std::istringstream cells(line);
            std::string cell;
            while (std::getline(cells, cell, '\t'))
                if (std::count(cell.begin(), cell.end(), '/') == 7) out.push_back(trim(cell));
        }
    }
    return out;
}

//! status-cases.tsv rows another library marks as not valid (impossible check, bad castling
//! rights, ...): positions the kernel may accept but an engine need not handle.
inline std::vector<std::string> flagged_fens() {
    std::vector<std::string> out;
    if (!corpus_run()) return out;
    std::ifstream in(data_dir() + "/validity/status-cases.tsv");
    std::string line;
    std::getline(in, line); // header
    while (std::getline(in, line)) {
        std::istringstream cells(trim(line));
        std::string fen, status;
        if (std::getline(cells, fen, '\t') && std::getline(cells, status, '\t') && status != "valid" && status != "VALID")
            out.push_back(trim(fen));
    }
    return out;
}

} // namespace detail

//! A check that no legal game can produce next to an en-passant square: the pawn that just
//! advanced two squares must have given it, or uncovered it from its origin or the square it
//! passed (and there are at most two checkers). Stockfish assumes this, so its oracle skips such
//! positions (3.10.3: they cannot arise from the initial position).
inline bool check_fits_en_passant(const position& p) {
    if (!is_valid(p.en_passant)) return popcount(checkers(p)) <= 2;
    const int up = p.side_to_move == color::white ? 8 : -8; // from the mover's view
    const square pushed = square_at(index(p.en_passant) - up), origin = square_at(index(p.en_passant) + up);
    const square k = p.king(p.side_to_move);
    const bitboard ch = checkers(p);
    if (popcount(ch) > 2) return false;
    for (bitboard b = ch; b;) {
        const square c = pop_lsb(b);
        if (c == pushed) continue;
        const bitboard path = between(k, c);
        if (!contains(path, origin) && !contains(path, p.en_passant)) return false;
    }
    return true;
}

//! The start positions: corpus rows the kernel accepts (deduplicated), then the seeds.
struct corpus {
    std::vector<std::string> data;    //!< from the shared data directory
    std::vector<std::string> dubious; //!< accepted by the kernel but flagged invalid (status-cases.tsv) or
                                      //!< with a check no game can reach: kernel laws only, no engine oracle
    std::vector<std::string> seeded;  //!< hand-built seeds
    std::size_t rejected = 0;         //!< data rows the kernel rejects (invalid on purpose) or reads as Chess960
};

inline const corpus& start_positions() {
    static const corpus c = [] {
        corpus out;
        std::vector<std::string> all = detail::raw_fens(own_data_dir(), "perft/random-play.perft");
        if (corpus_run())
            for (const char* f : {"perft/cpw.epd", "perft/tricky.perft", "perft/chess960.perft", "validity/status-cases.tsv",
                                  "validity/kokopu-fens.tsv"}) {
                auto v = detail::raw_fens(data_dir(), f);
                all.insert(all.end(), v.begin(), v.end());
            }
        std::sort(all.begin(), all.end());
        all.erase(std::unique(all.begin(), all.end()), all.end());
        auto flagged = detail::flagged_fens();
        std::sort(flagged.begin(), flagged.end());
        for (auto& f : all) {
            const auto p = parse_fen(f);
            // Chess960 rows (Shredder-FEN, which parse_fen reads as Chess960 since Guidelines II
            // came in) are not standard chess: they start the Chess960 games of gen/chess960.hpp.
            if (!p || p->chess960) ++out.rejected;
            else if (std::binary_search(flagged.begin(), flagged.end(), f) || !check_fits_en_passant(*p)) out.dubious.push_back(f);
            else out.data.push_back(f);
        }
        for (const auto& s : seeds) {
            if (parse_fen(s.fen)) out.seeded.emplace_back(s.fen);
            else std::cerr << "[chesslaw] BUG in properties/gen/corpus.hpp: seed does not parse: " << s.fen << '\n';
        }
        return out;
    }();
    return c;
}

} // namespace chesslaw::props
