#pragma once
//! Renderers for the notations a PGN reader meets in real files, and a PGN writer around them —
//! used by properties/notation_any.cpp and tests/unit/notation_classes_test.cpp (no RapidCheck
//! here: every choice is an integer the caller draws, so a shrunk choice of 0 is canonical SAN).
//!
//!   render(p, m, form, bits)   one legal move as text:
//!     form::san               canonical SAN (to_san): `Nf3`, `exd5`, `e8=Q+`, `O-O`
//!     form::coordinate        coordinate (UCI) notation: `e2e4`, `e1g1`, `e7e8q`
//!     form::coordinate_upper  the same with an upper-case promotion letter: `e7e8Q`
//!     form::long_hyphen       hyphenated long algebraic: `e2-e4`, `Ng1-f3`, `Bb5xc6`, `e7-e8=Q`, `O-O`
//!     form::san_variant       SAN with the variants the SAN reader accepts and flags, chosen by
//!                             `bits` (several at once): `P` prefix or a figurine (♘, ♞, ♙),
//!                             the full origin (`Ng1f3`), `:` for `x`, no capture mark, a spurious
//!                             `x`, `e8Q` / `e8(Q)`, a missing or extra check mark, `0-0`, `Kg1`
//!                             for castling, a glued annotation (`!?`).
//!   write_pgn(start, tokens, layout)   a whole game: tags (a FEN and SetUp "1" tag when the
//!                             layout asks or the start is not the initial position), move numbers
//!                             counted from the start's fullmove number and side (`23...` or
//!                             `23…` for a black first move, sometimes a bare `12`), comments `{}`
//!                             and `;`, NAGs, skipped variations, lines of at most ~79 bytes.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/notation/san.hpp>

namespace chesslaw::props::notation {

enum class form : std::uint8_t { san, coordinate, coordinate_upper, long_hyphen, san_variant, count };

//! Stable names of the forms (hit tables, failure messages).
inline std::string_view name(form f) {
    switch (f) {
    case form::san: return "san";
    case form::coordinate: return "coordinate";
    case form::coordinate_upper: return "coordinate_upper";
    case form::long_hyphen: return "long_hyphen";
    case form::san_variant: return "san_variant";
    case form::count: break;
    }
    return "?";
}

//! A form drawn from an integer: 0 is canonical SAN (what a shrunk choice becomes); the others
//! are about equally likely, SAN variants twice as often (they are many).
inline form form_of(std::uint32_t v) {
    static constexpr form table[] = {form::san, form::san, form::coordinate, form::coordinate, form::coordinate_upper,
                                     form::long_hyphen, form::long_hyphen, form::san_variant, form::san_variant,
                                     form::san_variant};
    return table[v % (sizeof table / sizeof table[0])];
}

//! The figurine of a piece type (U+2654..U+265F) for the given colour, as UTF-8.
inline std::string figurine(piece_type t, color c) {
    static constexpr int order[] = {5, 4, 3, 2, 1, 0}; // pawn, knight, bishop, rook, queen, king -> offset from U+2654 (K Q R B N P)
    const int cp = 0x2654 + (c == color::black ? 6 : 0) + order[static_cast<int>(t)];
    std::string s;
    s += static_cast<char>(0xE0 | (cp >> 12));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
    return s;
}

inline char piece_char(piece_type t) { return "PNBRQK"[static_cast<int>(t)]; }

//! The variants of form::san_variant that `bits` selects, by name (for counting what was used).
struct variant_choice {
    unsigned piece = 0;   //!< 0 letter as SAN, 1 `P`/letter, 2 figurine of the mover's colour, 3 figurine of the other colour
    bool full_origin = false;
    unsigned capture = 0; //!< 0 as SAN, 1 `:`, 2 none, 3 spurious `x` on a quiet piece move
    unsigned promo = 0;   //!< 0 `=Q`, 1 `Q`, 2 `(Q)`
    unsigned mark = 0;    //!< 0 as SAN, 1 missing, 2 extra (or `+` for `#`)
    unsigned castle = 0;  //!< 0 `O-O`, 1 `0-0`, 2 king move `Kg1`
    unsigned annotation = 0; //!< 0 none, 1..6 ! ? !! ?? !? ?!
};

//! Reads the variant choices off `bits` (each field from its own bits; 0 everywhere is canonical).
inline variant_choice choice_of(std::uint32_t bits) {
    variant_choice v;
    v.piece = bits & 3u;
    v.full_origin = ((bits >> 2) & 3u) == 3u;
    v.capture = (bits >> 4) & 3u;
    v.promo = ((bits >> 6) & 3u) % 3u;
    v.mark = ((bits >> 8) & 3u) % 3u;
    v.castle = ((bits >> 10) & 3u) % 3u;
    v.annotation = ((bits >> 12) & 7u) < 6u ? 0u : 1u + ((bits >> 15) & 7u) % 6u;
    return v;
}

//! The pieces of a legal move's canonical SAN: hint, capture, mark.
struct san_parts {
    piece_type piece = piece_type::pawn;
    bool castling = false;
    side castle_side = side::king_side;
    std::string hint;   //!< disambiguation as canonical SAN writes it (pawn captures: the file)
    bool capture = false;
    char mark = 0;      //!< '+', '#' or 0
};

inline san_parts parts_of(const position& p, move m) {
    san_parts s;
    const std::string canon(to_san(p, m).view());
    s.piece = type_of(p.piece_on(m.from()));
    s.castling = san_detail::is_castling_move(p, m);
    s.castle_side = index(file_of(m.to())) > index(file_of(m.from())) ? side::king_side : side::queen_side;
    std::string body = canon;
    if (!body.empty() && (body.back() == '+' || body.back() == '#')) {
        s.mark = body.back();
        body.pop_back();
    }
    if (s.castling) return s;
    s.capture = !p.empty(m.to()) || (s.piece == piece_type::pawn && file_of(m.from()) != file_of(m.to()));
    if (m.is_promotion()) body.resize(body.size() - 2);           // "=Q"
    body.resize(body.size() - 2);                                 // target
    if (s.capture && !body.empty() && body.back() == 'x') body.pop_back();
    if (s.piece != piece_type::pawn) body.erase(0, 1);            // piece letter
    s.hint = body;
    return s;
}

//! The move in form `f`; `bits` chooses the variants of form::san_variant (ignored otherwise).
inline std::string render(const position& p, move m, form f, std::uint32_t bits = 0) {
    switch (f) {
    case form::san: return std::string(to_san(p, m).view());
    case form::coordinate: return to_uci_string(m);
    case form::coordinate_upper: {
        std::string s = to_uci_string(m);
        if (m.is_promotion()) s.back() = static_cast<char>(s.back() - 'a' + 'A');
        return s;
    }
    case form::long_hyphen: {
        const san_parts s = parts_of(p, m);
        std::string out;
        if (s.castling) {
            out = s.castle_side == side::king_side ? "O-O" : "O-O-O";
        } else {
            if (s.piece != piece_type::pawn) out += piece_char(s.piece);
            out += to_string(m.from()).view();
            out += s.capture ? 'x' : '-';
            out += to_string(m.to()).view();
            if (m.is_promotion()) {
                out += '=';
                out += piece_char(to_piece_type(m.promotion()));
            }
        }
        if (s.mark) out += s.mark;
        return out;
    }
    case form::san_variant: {
        const san_parts s = parts_of(p, m);
        const variant_choice v = choice_of(bits);
        const color us = p.side_to_move;
        std::string out;
        const auto piece_part = [&](piece_type t) {
            if (v.piece >= 2) return figurine(t, v.piece == 2 ? us : ~us);
            if (t == piece_type::pawn) return std::string(v.piece == 1 ? "P" : "");
            return std::string(1, piece_char(t));
        };
        if (s.castling && v.castle < 2) {
            const char o = v.castle == 1 ? '0' : 'O';
            out = s.castle_side == side::king_side ? std::string{o, '-', o} : std::string{o, '-', o, '-', o};
        } else if (s.castling) { // the king's two-square move written as a king move: Kg1, Ke1g1, ♔g1
            out = piece_part(piece_type::king);
            if (v.full_origin) out += to_string(m.from()).view();
            out += to_string(m.to()).view();
        } else {
            out = piece_part(s.piece);
            out += v.full_origin ? std::string(to_string(m.from()).view()) : s.hint;
            if (s.capture) {
                if (v.capture == 0 || v.capture == 3) out += 'x';
                else if (v.capture == 1) out += ':';
            } else if (v.capture == 3 && s.piece != piece_type::pawn) {
                out += 'x'; // spurious capture mark: never selects a move
            }
            out += to_string(m.to()).view();
            if (m.is_promotion()) {
                const char q = piece_char(to_piece_type(m.promotion()));
                if (v.promo == 0) out += std::string{'=', q};
                else if (v.promo == 1) out += q;
                else out += std::string{'(', q, ')'};
            }
        }
        if (v.mark == 0) {
            if (s.mark) out += s.mark;
        } else if (v.mark == 1) {
            if (s.mark == '#') out += '+'; // a mate marked as a mere check: a missing mark
        } else {
            out += s.mark == 0 ? "+" : "#"; // '+' on a quiet move, '#' on a check (or on a mate: as SAN)
        }
        static constexpr std::string_view annotations[] = {"", "!", "?", "!!", "??", "!?", "?!"};
        out += annotations[v.annotation];
        return out;
    }
    case form::count: break;
    }
    return {};
}

//! The variants form::san_variant writes for this move with these bits (names for hit tables).
inline std::vector<std::string_view> variants_used(const position& p, move m, std::uint32_t bits) {
    const san_parts s = parts_of(p, m);
    const variant_choice v = choice_of(bits);
    std::vector<std::string_view> out;
    if (s.castling) {
        if (v.castle == 1) out.push_back("0-0");
        if (v.castle == 2) out.push_back("Kg1 for O-O");
    }
    if (!s.castling || v.castle == 2) {
        if (v.piece >= 2) out.push_back("figurine");
        if (v.piece == 1 && s.piece == piece_type::pawn && !s.castling) out.push_back("Pe4");
        if (v.full_origin) out.push_back("full origin");
    }
    if (!s.castling) {
        if (s.capture && v.capture == 1) out.push_back("Nf3:e5");
        if (s.capture && v.capture == 2) out.push_back("no capture mark");
        if (!s.capture && v.capture == 3 && s.piece != piece_type::pawn) out.push_back("spurious x");
        if (m.is_promotion() && v.promo == 1) out.push_back("e8Q");
        if (m.is_promotion() && v.promo == 2) out.push_back("e8(Q)");
    }
    if (v.mark == 1 && s.mark) out.push_back("missing check mark");
    if (v.mark == 2 && s.mark != '#') out.push_back("extra check mark");
    if (v.annotation) out.push_back("annotation");
    return out;
}

//! How a game is laid out as PGN text; every choice an integer, 0 the plainest.
struct layout {
    bool fen_tag = false;             //!< write FEN + SetUp "1" (always when the start is not the initial position)
    bool omit_fen = false;            //!< no FEN tag whatever the start (a fragment: the start is unknown)
    std::string fen_tag_name = "FEN"; //!< the FEN tag's name (`Fen`: misspelt)
    std::string fen_text;             //!< the FEN tag's value if not empty (else to_fen_string(start))
    unsigned first_number = 0;        //!< the first move number written (0: the start's fullmove number)
    bool variant_tag = false;         //!< [Variant "Standard"], or "From Position" with a FEN tag
    bool move_numbers = true;
    std::string result = "*";         //!< empty: no result token (the Result tag says "*")
    bool tags = true;                 //!< write the tag section (false: movetext only, to run games together)
    std::uint64_t decoration = 0;     //!< seeds comments, NAGs, variations, `1.e4` vs `1. e4`, `…`, line breaks
};

//! The game as PGN: seven-tag roster, optional Variant/SetUp/FEN, movetext, result, blank line
//! (each part as the layout says).
inline std::string write_pgn(const position& start, const std::vector<std::string>& tokens, const layout& l,
                             std::string_view event = "notation") {
    std::uint64_t x = l.decoration * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    const auto next = [&x](std::uint64_t n) {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        return n == 0 ? 0 : (x * 0x2545F4914F6CDD1Dull >> 11) % n;
    };
    const bool fen = !l.omit_fen && (l.fen_tag || to_fen_string(start) != initial_fen);
    std::string out;
    if (l.tags) out += "[Event \"" + std::string(event) + "\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"1\"]\n";
    if (l.tags) out += "[White \"White\"]\n[Black \"Black\"]\n[Result \"" + (l.result.empty() ? "*" : l.result) + "\"]\n";
    if (l.tags && l.variant_tag) out += fen ? "[Variant \"From Position\"]\n" : "[Variant \"Standard\"]\n";
    if (l.tags && fen)
        out += "[SetUp \"1\"]\n[" + l.fen_tag_name + " \"" + (l.fen_text.empty() ? to_fen_string(start) : l.fen_text) + "\"]\n";
    if (l.tags) out += "\n";
    std::string line;
    const auto emit = [&](const std::string& w) {
        if (!line.empty() && line.size() + 1 + w.size() > 79) {
            out += line + "\n";
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += w;
    };
    unsigned number = l.first_number != 0 ? l.first_number : start.fullmove_number == 0 ? 1u : start.fullmove_number;
    color mover = start.side_to_move;
    bool need_black_number = true; // at the start, and after a comment
    for (const std::string& t : tokens) {
        std::string w;
        if (l.move_numbers) {
            if (mover == color::white) w = std::to_string(number) + (next(30) == 0 ? "" : "."); // `12 e4`: a bare number
            else if (need_black_number) w = std::to_string(number) + (next(4) == 0 ? "\u2026" : "...");
            if (!w.empty() && (next(3) != 0 || w.back() != '.')) w += ' ';
        }
        need_black_number = false;
        w += t;
        emit(w);
        switch (next(60)) {
        case 0: case 1: case 2: case 3: case 4:
            emit("{a comment}");
            need_black_number = true;
            break;
        case 5: case 6: case 7:
            emit("$" + std::to_string(1 + next(6)));
            break;
        case 8: case 9:
            emit("(" + t + " {a variation, skipped})");
            need_black_number = true;
            break;
        case 10:
            emit("; a comment to the end of the line");
            out += line + "\n";
            line.clear();
            need_black_number = true;
            break;
        default: break;
        }
        if (mover == color::black) ++number;
        mover = ~mover;
    }
    if (!l.result.empty()) emit(l.result);
    out += line + "\n\n";
    return out;
}

} // namespace chesslaw::props::notation
