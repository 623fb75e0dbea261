#pragma once
//! FEN (Forsyth–Edwards Notation) read and write, constexpr.
//!
//! Reading is strict: a malformed FEN gets a typed `fen_error` naming the field, the offending
//! character or square and its offset — never a crash and never a silent repair (parse_fen_with
//! can repair stale castling rights and a fullmove number of 0, reporting each repair). Accepted forms:
//! the six standard fields, or the first four (EPD style, as in perft suites), in which case the
//! halfmove clock is 0 and the fullmove number 1. Beyond syntax, the placement must be one that a
//! game can hold: one king per side, no pawn on the first or last rank, at most 8 pawns and 16
//! pieces per side, the side not to move not in check; castling rights need the king and that
//! rook on their initial squares; an en-passant square needs the pawn that just advanced two
//! squares in front of it and both squares it passed empty (3.7.4).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw {

enum class fen_field : std::uint8_t { whole, placement, side_to_move, castling, en_passant, halfmove_clock, fullmove_number };

enum class fen_errc : std::uint8_t {
    empty,               //!< the text is empty
    field_count,         //!< not 4 or 6 space-separated fields (count)
    empty_field,         //!< two spaces in a row, or leading/trailing space
    unexpected_char,     //!< a character that may not appear in this field (character)
    rank_count,          //!< placement does not have 8 ranks (count)
    rank_too_long,       //!< rank describes more than 8 squares (rank_no, count)
    rank_too_short,      //!< rank describes fewer than 8 squares (rank_no, count)
    consecutive_digits,  //!< two digits in a row in one rank (rank_no, character)
    king_count,          //!< a side does not have exactly one king (side, count)
    pawn_on_back_rank,   //!< a pawn on rank 1 or 8 (sq)
    too_many_pawns,      //!< more than 8 pawns of one side (side, count)
    too_many_pieces,     //!< more than 16 pieces of one side (side, count)
    opponent_in_check,   //!< the side that just moved is in check (side)
    duplicate_right,     //!< a castling letter given twice (character)
    castling_no_king,    //!< a castling right but the king is not on its initial square (character, sq)
    castling_no_rook,    //!< a castling right but that rook is not on its initial square (character, sq)
    castling_king_off_rank, //!< Chess960: a castling right but the king is not on its first rank (character, sq: the king)
    bad_square,          //!< en-passant field is not a square name
    ep_wrong_rank,       //!< en-passant square not on rank 6 (white to move) or 3 (black to move) (sq)
    ep_no_pawn,          //!< no opponent pawn in front of the en-passant square (sq)
    ep_not_empty,        //!< the en-passant square or the square behind it is occupied (sq)
    bad_number,          //!< a clock field that is not a decimal number (character)
    number_out_of_range, //!< a clock too large, or a fullmove number of 0
    impossible_check,    //!< the side to move is in a check no legal move can give (count, sq: a checker)
};

struct fen_error {
    fen_errc code{};
    fen_field field{};
    std::size_t offset = 0;   //!< 0-based character offset in the FEN text
    char character = 0;
    int rank_no = 0;          //!< 1..8, for placement errors
    int count = 0;
    square sq = square::none;
    color side = color::white;
    friend constexpr bool operator==(const fen_error&, const fen_error&) = default;
};

namespace detail {
constexpr expected<unsigned, fen_error> parse_number(std::string_view t, std::size_t offset, fen_field f, unsigned max) {
    unsigned v = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if (c < '0' || c > '9') return unexpected{fen_error{fen_errc::bad_number, f, offset + i, c}};
        v = v * 10 + static_cast<unsigned>(c - '0');
        if (v > max) return unexpected{fen_error{fen_errc::number_out_of_range, f, offset}};
    }
    return v;
}

//! A FEN split on single spaces: 6 fields, or the first 4 (EPD form), with their offsets.
struct fen_fields {
    std::string_view text[6];
    std::size_t offset[6]{};
    int count = 0;
};

constexpr expected<fen_fields, fen_error> split_fen(std::string_view text) {
    using E = fen_error;
    if (text.empty()) return unexpected{E{fen_errc::empty, fen_field::whole}};
    fen_fields out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == ' ') {
            // The offset names the extra space (a trailing one too: i == size is past the text).
            if (i == start)
                return unexpected{E{fen_errc::empty_field, static_cast<fen_field>(out.count < 6 ? out.count + 1 : 0),
                                    i == text.size() ? i - 1 : i, ' '}};
            if (out.count < 6) {
                out.text[out.count] = text.substr(start, i - start);
                out.offset[out.count] = start;
            }
            ++out.count;
            start = i + 1;
        }
    }
    if (out.count != 6 && out.count != 4) return unexpected{E{fen_errc::field_count, fen_field::whole, 0, 0, 0, out.count}};
    return out;
}

//! The placement field's syntax (rank 8 first, 8 squares a rank); puts the pieces on `p`.
constexpr std::optional<fen_error> read_placement(const fen_fields& fields, position& p) {
    using E = fen_error;
    const auto f = fen_field::placement;
    int r = 7, file_no = 0;
    bool last_digit = false;
    const std::string_view t = fields.text[0];
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        const std::size_t off = fields.offset[0] + i;
        if (c == '/') {
            if (file_no < 8) return E{fen_errc::rank_too_short, f, off, c, r + 1, file_no};
            if (r == 0) return E{fen_errc::rank_count, f, off, c, 0, 9};
            --r;
            file_no = 0;
            last_digit = false;
        } else if (c >= '1' && c <= '8') {
            if (last_digit) return E{fen_errc::consecutive_digits, f, off, c, r + 1};
            file_no += c - '0';
            last_digit = true;
            if (file_no > 8) return E{fen_errc::rank_too_long, f, off, c, r + 1, file_no};
        } else if (const auto pc = piece_from_char(c)) {
            if (file_no >= 8) return E{fen_errc::rank_too_long, f, off, c, r + 1, file_no + 1};
            p.put(*pc, make_square(static_cast<file>(file_no), static_cast<rank>(r)));
            ++file_no;
            last_digit = false;
        } else {
            return E{fen_errc::unexpected_char, f, off, c};
        }
    }
    if (r != 0) return E{fen_errc::rank_count, f, fields.offset[0] + t.size(), 0, 0, 8 - r};
    if (file_no < 8) return E{fen_errc::rank_too_short, f, fields.offset[0] + t.size(), 0, 1, file_no};
    return std::nullopt;
}

//! The side-to-move field: `w` or `b`.
constexpr std::optional<fen_error> read_side(const fen_fields& fields, position& p) {
    const std::string_view t = fields.text[1];
    if (t == "w") p.side_to_move = color::white;
    else if (t == "b") p.side_to_move = color::black;
    else {
        const std::size_t bad = (t.size() > 1 && (t[0] == 'w' || t[0] == 'b')) ? 1 : 0;
        return fen_error{fen_errc::unexpected_char, fen_field::side_to_move, fields.offset[1] + bad, t[bad]};
    }
    return std::nullopt;
}

//! Whether a castling field names a rook by its file (Shredder-FEN `HAha`, X-FEN's letter for an
//! inner rook): such a field is Chess960's.
constexpr bool names_rook_files(std::string_view castling_field) noexcept {
    for (const char c : castling_field)
        if ((c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h')) return true;
    return false;
}

//! The castling field: `-` or letters, each right once. Standard chess (p.chess960 false): KQkq.
//! Chess960: KQkq name the outermost rook on that side of the king (X-FEN), a file letter
//! (A–H white, a–h black) the rook on that file, its side being the king's side it stands on
//! (Shredder-FEN, and X-FEN for an inner rook). The right's rook file is recorded in
//! p.castling_rook_file before `check(who, side, letter, offset)` may refuse it with an error.
template <class Check>
constexpr std::optional<fen_error> read_castling(const fen_fields& fields, position& p, Check check) {
    const std::string_view t = fields.text[2];
    const auto f = fen_field::castling;
    if (t == "-") return std::nullopt;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        const std::size_t off = fields.offset[2] + i;
        const bool upper = c >= 'A' && c <= 'Z', lower = c >= 'a' && c <= 'z';
        if (!upper && !lower) return fen_error{fen_errc::unexpected_char, f, off, c};
        const char u = upper ? c : static_cast<char>(c - 'a' + 'A');
        const color who = upper ? color::white : color::black;
        const bool letter = u == 'K' || u == 'Q';
        if (!letter && !(p.chess960 && u >= 'A' && u <= 'H')) return fen_error{fen_errc::unexpected_char, f, off, c};
        const rank home = who == color::white ? rank::r1 : rank::r8;
        side s = u == 'Q' ? side::queen_side : side::king_side;
        file rook_file = s == side::king_side ? file::h : file::a;
        if (p.chess960) {
            // Without its king on the first rank a right cannot stand: `check` says so (the
            // board reader of 3.10.3 keeps it); the e-file then stands in for the king's.
            const square k = p.king(who);
            const bool king_home = k != square::none && rank_of(k) == home;
            const int kf = king_home ? index(file_of(k)) : index(file::e);
            const bitboard rooks = p.pieces(who, piece_type::rook) & rank_bb(home);
            if (letter) { // the outermost rook on that side of the king, if any (else the corner)
                for (int x = 0; x < 8 && king_home; ++x) {
                    const int fx = s == side::king_side ? 7 - x : x;
                    if (fx == kf) break;
                    if (contains(rooks, make_square(static_cast<file>(fx), home))) { rook_file = static_cast<file>(fx); break; }
                }
            } else {
                rook_file = static_cast<file>(u - 'A');
                s = index(rook_file) > kf ? side::king_side : side::queen_side;
                if (king_home && index(rook_file) == kf)
                    return fen_error{fen_errc::castling_no_rook, f, off, c, 0, 0, make_square(rook_file, home), who};
            }
        }
        const castling right = castling_right(who, s);
        if (has(p.rights, right)) return fen_error{fen_errc::duplicate_right, f, off, c};
        p.castling_rook_file[static_cast<std::size_t>(index(who) * 2 + (s == side::queen_side ? 1 : 0))] = rook_file;
        if (const std::optional<fen_error> refused = check(who, s, c, off)) return refused;
        p.rights = p.rights | right;
    }
    return std::nullopt;
}

//! The right a castling letter of p's castling field names, as read_castling read it (the rook
//! files p records; Chess960: a file letter's side is the side of the king it is on); none for
//! a letter that names none.
constexpr castling castling_letter_right(const position& p, char c) noexcept {
    const bool upper = c >= 'A' && c <= 'Z', lower = c >= 'a' && c <= 'z';
    if (!upper && !lower) return castling::none;
    const color who = upper ? color::white : color::black;
    const char u = upper ? c : static_cast<char>(c - 'a' + 'A');
    if (u == 'K') return castling_right(who, side::king_side);
    if (u == 'Q') return castling_right(who, side::queen_side);
    if (!p.chess960 || u < 'A' || u > 'H') return castling::none;
    for (const side s : {side::king_side, side::queen_side})
        if (has(p.rights, castling_right(who, s)) && index(p.castling_rook_file[static_cast<std::size_t>(index(who) * 2 + (s == side::queen_side ? 1 : 0))]) == u - 'A')
            return castling_right(who, s);
    return castling::none;
}

//! The en-passant field's syntax: `-` (square::none) or a square.
constexpr expected<square, fen_error> read_ep_square(const fen_fields& fields) {
    const std::string_view t = fields.text[3];
    if (t == "-") return square::none;
    const auto sq = parse_square(t);
    if (sq) return *sq;
    std::size_t bad = 0;
    if (!t.empty() && t[0] >= 'a' && t[0] <= 'h') bad = 1;
    if (bad == 1 && t.size() > 1 && t[1] >= '1' && t[1] <= '8') bad = 2;
    if (bad >= t.size()) bad = 0; // a field cut short ("d"): name its start, not the end of the text
    const char c = bad < t.size() ? t[bad] : 0;
    return unexpected{fen_error{fen_errc::bad_square, fen_field::en_passant, fields.offset[3] + bad, c}};
}

//! The clocks (6 fields only; EPD form keeps 0 and 1). A fullmove number of 0 is refused
//! unless `zero_fullmove` allows it.
constexpr std::optional<fen_error> read_clocks(const fen_fields& fields, position& p, bool zero_fullmove) {
    if (fields.count != 6) return std::nullopt;
    const auto h = parse_number(fields.text[4], fields.offset[4], fen_field::halfmove_clock, 65535);
    if (!h) return h.error();
    const auto fm = parse_number(fields.text[5], fields.offset[5], fen_field::fullmove_number, 65535);
    if (!fm) return fm.error();
    if (*fm == 0 && !zero_fullmove) return fen_error{fen_errc::number_out_of_range, fen_field::fullmove_number, fields.offset[5]};
    p.halfmove_clock = static_cast<std::uint16_t>(*h);
    p.fullmove_number = static_cast<std::uint16_t>(*fm);
    return std::nullopt;
}
} // namespace detail

//! How much beyond syntax parse_fen checks. `structural` (the default) rejects what leaves
//! Article 3 undefined or is plainly impossible (kings, pawns on the back ranks, the side not to
//! move in check, castling rights and en-passant square without their pieces). `strict` also
//! rejects checks that no legal move can give — three checkers, two checkers that are both
//! leapers or on one line with the king, a check that the announced two-square advance cannot have
//! given: such positions cannot be reached (3.10.3), though moves in them are still defined (the
//! perft suites hold some on purpose).
enum class fen_strictness : std::uint8_t { structural, strict };

//! How parse_fen_with reads. The default is parse_fen's strict reading; each repair flag turns one
//! refusal that other chess software repairs into a repair that is reported (fen_reading::repairs).
struct fen_options {
    fen_strictness strictness = fen_strictness::structural;
    //! A fullmove number of 0 (puzzle files write it) is read as 1 instead of refused.
    bool fullmove_zero_as_one = false;
    //! A castling right whose king or rook is not on its initial square (stale rights, e.g. a
    //! study's `KQkq` left over) is dropped instead of refused, as python-chess and pgn-extract do.
    bool drop_stale_castling = false;
    //! Read the position as Chess960's (Guidelines II; position::chess960): KQkq then name the
    //! outermost rook on that side of the king (X-FEN). A castling field with a file letter
    //! (Shredder-FEN `HAha`, X-FEN's inner rook) is read as Chess960 whatever this says.
    bool chess960 = false;
};

//! The repairs other readers make (python-chess, pgn-extract): both repair flags on.
inline constexpr fen_options fen_lenient{fen_strictness::structural, true, true, false};

//! What parse_fen_with read: the position, and every repair made, each as the fen_error strict
//! reading would have reported (castling_no_king / castling_no_rook for a dropped right,
//! number_out_of_range in the fullmove-number field for a 0), in the order of the text.
struct fen_reading {
    position pos;
    castling dropped_rights = castling::none; //!< the rights written in the FEN but dropped
    bool fullmove_was_zero = false;           //!< the fullmove number was 0 and is read as 1
    fen_error repairs[5]{};                   //!< up to 4 dropped rights, then the fullmove number
    int repair_count = 0;
    //! The repairs made, in text order.
    constexpr std::span<const fen_error> repaired() const noexcept { return {repairs, static_cast<std::size_t>(repair_count)}; }
};

//! Why castling right `right` (one right) cannot stand in `p`: castling_no_king if the king is not
//! on its initial square, else castling_no_rook if that rook is not on its corner; nullopt when
//! both are home. The error's character is the right's FEN letter; its offset is `offset`.
constexpr std::optional<fen_error> castling_right_fault(const position& p, castling right, std::size_t offset = 0) {
    const color who = (right == castling::white_king || right == castling::white_queen) ? color::white : color::black;
    const bool king_side = right == castling::white_king || right == castling::black_king;
    const char letter = who == color::white ? (king_side ? 'K' : 'Q') : (king_side ? 'k' : 'q');
    const rank home = who == color::white ? rank::r1 : rank::r8;
    const square rsq = p.castling_rook_square(who, king_side ? side::king_side : side::queen_side);
    if (p.chess960) { // Guidelines II: the king anywhere on its first rank, that rook on that side of it
        const square k = p.king(who);
        if (rank_of(k) != home) return fen_error{fen_errc::castling_king_off_rank, fen_field::castling, offset, letter, 0, 0, k, who};
        if (p.piece_on(rsq) != make_piece(who, piece_type::rook) || (king_side ? rsq < k : rsq > k))
            return fen_error{fen_errc::castling_no_rook, fen_field::castling, offset, letter, 0, 0, rsq, who};
        return std::nullopt;
    }
    const square ksq = make_square(file::e, home);
    if (p.piece_on(ksq) != make_piece(who, piece_type::king))
        return fen_error{fen_errc::castling_no_king, fen_field::castling, offset, letter, 0, 0, ksq, who};
    if (p.piece_on(rsq) != make_piece(who, piece_type::rook))
        return fen_error{fen_errc::castling_no_rook, fen_field::castling, offset, letter, 0, 0, rsq, who};
    return std::nullopt;
}

//! The rights of p.rights that cannot stand (castling_right_fault), e.g. to drop them.
constexpr castling stale_rights(const position& p) {
    castling out = castling::none;
    for (const castling r : {castling::white_king, castling::white_queen, castling::black_king, castling::black_queen})
        if (has(p.rights, r) && castling_right_fault(p, r)) out = out | r;
    return out;
}


//! Reads FEN text as parse_fen does, with the repairs `opt` allows (reported in the result).
constexpr expected<fen_reading, fen_error> parse_fen_with(std::string_view text, const fen_options& opt = {}) {
    using E = fen_error;
    const auto split = detail::split_fen(text);
    if (!split) return unexpected{split.error()};
    const detail::fen_fields& fields = *split;
    const std::size_t* offsets = fields.offset;

    fen_reading out;
    position& p = out.pos;
    // Placement, rank 8 first.
    if (const auto e = detail::read_placement(fields, p)) return unexpected{*e};
    {
        const auto f = fen_field::placement;
        for (const color c : {color::white, color::black}) {
            const int kings = popcount(p.pieces(c, piece_type::king));
            if (kings != 1) return unexpected{E{fen_errc::king_count, f, offsets[0], 0, 0, kings, square::none, c}};
            const int pawns = popcount(p.pieces(c, piece_type::pawn));
            if (pawns > 8) return unexpected{E{fen_errc::too_many_pawns, f, offsets[0], 0, 0, pawns, square::none, c}};
            const int all = popcount(p.pieces(c));
            if (all > 16) return unexpected{E{fen_errc::too_many_pieces, f, offsets[0], 0, 0, all, square::none, c}};
        }
        const bitboard back = p.pieces(piece_type::pawn) & (rank_bb(rank::r1) | rank_bb(rank::r8));
        if (back) return unexpected{E{fen_errc::pawn_on_back_rank, f, offsets[0], 0, 0, 0, lsb(back)}};
    }
    // Side to move.
    if (const auto e = detail::read_side(fields, p)) return unexpected{*e};
    {
        const color mover = ~p.side_to_move;
        if (attacked(p, p.king(mover), p.side_to_move))
            return unexpected{E{fen_errc::opponent_in_check, fen_field::side_to_move, offsets[1], 0, 0, 0, p.king(mover), mover}};
    }
    // Castling rights: the king and that rook on their initial squares (or the right dropped).
    castling dropped = castling::none;
    const auto pieces_home = [&](color who, side s, char letter, std::size_t off) -> std::optional<fen_error> {
        const castling right = castling_right(who, s);
        auto fault = castling_right_fault(p, right, off);
        if (fault) fault->character = letter; // as written: a file letter in Shredder-FEN
        if (fault && opt.drop_stale_castling) {
            dropped = dropped | right;
            out.repairs[out.repair_count++] = *fault;
            return std::nullopt; // added by read_castling, taken away below
        }
        return fault;
    };
    p.chess960 = opt.chess960 || detail::names_rook_files(fields.text[2]);
    if (const auto e = detail::read_castling(fields, p, pieces_home)) return unexpected{*e};
    p.rights = p.rights & ~dropped;
    out.dropped_rights = dropped;
    // En passant.
    {
        const auto ep = detail::read_ep_square(fields);
        if (!ep) return unexpected{ep.error()};
        const auto f = fen_field::en_passant;
        if (*ep != square::none) {
            const square sq = *ep;
            const color us = p.side_to_move;
            const int up = us == color::white ? 8 : -8;
            if (relative_rank(us, sq) != rank::r6)
                return unexpected{E{fen_errc::ep_wrong_rank, f, offsets[3], 0, 0, 0, sq}};
            const square pawn_sq = square_at(index(sq) - up);
            const square origin = square_at(index(sq) + up);
            if (p.piece_on(pawn_sq) != make_piece(~us, piece_type::pawn))
                return unexpected{E{fen_errc::ep_no_pawn, f, offsets[3], 0, 0, 0, sq}};
            if (!p.empty(sq)) return unexpected{E{fen_errc::ep_not_empty, f, offsets[3], 0, 0, 0, sq}};
            if (!p.empty(origin)) return unexpected{E{fen_errc::ep_not_empty, f, offsets[3], 0, 0, 0, origin}};
            p.en_passant = sq;
        }
    }
    // A check that no legal move could have given (the last move gives at most two checks, two
    // checkers are never both pieces that cannot be discovered, never on one line with the king,
    // and after a two-square advance only the pawn or a piece it uncovered can check).
    if (opt.strictness == fen_strictness::strict) {
        const color us = p.side_to_move;
        const square k = p.king(us);
        const bitboard chk = attackers(p, k, ~us);
        const auto impossible = [&](square by) {
            return unexpected{E{fen_errc::impossible_check, fen_field::placement, offsets[0], 0, 0, popcount(chk), by, us}};
        };
        if (popcount(chk) > 2) return impossible(lsb(chk));
        if (popcount(chk) == 2) {
            const square a = lsb(chk), b = lsb(chk & (chk - 1));
            const bitboard leapers = p.pieces(piece_type::pawn) | p.pieces(piece_type::knight) | p.pieces(piece_type::king);
            if ((leapers & bb(a)) && (leapers & bb(b))) return impossible(a);
            if (aligned(k, a, b)) return impossible(a);
        }
        if (chk && p.en_passant != square::none) {
            const int up = us == color::white ? 8 : -8;
            const square pushed = square_at(index(p.en_passant) - up), origin = square_at(index(p.en_passant) + up);
            for (bitboard c = chk; c;) {
                const square s = pop_lsb(c);
                if (s != pushed && !contains(between(k, s), origin)) return impossible(s);
            }
        }
    }
    if (const auto e = detail::read_clocks(fields, p, opt.fullmove_zero_as_one)) return unexpected{*e};
    if (fields.count == 6 && p.fullmove_number == 0) {
        p.fullmove_number = 1;
        out.fullmove_was_zero = true;
        out.repairs[out.repair_count++] = E{fen_errc::number_out_of_range, fen_field::fullmove_number, offsets[5]};
    }
    return out;
}

//! Reads FEN text with both repairs other readers make (fen_lenient): stale castling rights
//! dropped, a fullmove number of 0 read as 1; each repair reported in fen_reading::repairs.
constexpr expected<fen_reading, fen_error> parse_fen_lenient(std::string_view text) { return parse_fen_with(text, fen_lenient); }

//! Reads FEN text strictly: any fault is a typed error (see fen_strictness).
constexpr expected<position, fen_error> parse_fen(std::string_view text, fen_strictness strictness = fen_strictness::structural) {
    const auto r = parse_fen_with(text, fen_options{strictness});
    if (!r) return unexpected{r.error()};
    return r->pos;
}

//! What fen() throws at run time for a bad FEN: a std::invalid_argument whose what() is
//! "FEN '<text>': <to_string(error)>", with the typed error in error().
using bad_fen = bad_expected_access<fen_error>;

namespace detail {
//! Throws bad_fen for `text` (run time only: not constexpr, so reaching it while compiling fails).
//! A template, so that the words of the error (to_string(fen_error), <chesslaw/prose/fen.hpp>,
//! included by <chesslaw/chesslaw.hpp>) are found by argument-dependent lookup where fen() is
//! used, as expected::value() finds them.
template <class E>
[[noreturn]] void throw_bad_fen(std::string_view text, const E& e) {
    throw bad_expected_access<E>("FEN '" + std::string(text) + "': " + error_message(e), e);
}
} // namespace detail

//! Parses a FEN that is known to be valid (compile-time constants, tests); a bad FEN is a
//! compile error in constant evaluation and throws bad_fen (a std::invalid_argument) at run time.
constexpr position fen(std::string_view text) {
    const auto r = parse_fen(text);
    if (!r) detail::throw_bad_fen(text, r.error());
    return *r;
}

inline constexpr std::string_view initial_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr position initial_position() { return fen(initial_fen); }

//! FEN text in a fixed buffer (constexpr-friendly); .view() or std::string(...) to use it.
struct fen_text {
    char data[96]{};
    std::size_t size = 0;
    constexpr void push(char c) noexcept { data[size++] = c; }
    constexpr void push(std::string_view s) noexcept { for (char c : s) push(c); }
    constexpr void push_number(unsigned v) noexcept {
        char buf[6]{};
        int n = 0;
        do { buf[n++] = static_cast<char>('0' + v % 10); v /= 10; } while (v);
        while (n) push(buf[--n]);
    }
    constexpr std::string_view view() const noexcept { return {data, size}; }
    friend constexpr bool operator==(const fen_text& a, std::string_view b) noexcept { return a.view() == b; }
};

//! How to_fen writes a Chess960 position's castling rights: X-FEN (KQkq, a file letter only for a
//! rook with another of its colour further out on that side: the form PGN FEN tags use) or
//! Shredder-FEN (always the rook's file: `HAha`, Stockfish's UCI_Chess960 form). Standard
//! positions are always written KQkq.
enum class castling_style : std::uint8_t { x_fen, shredder };

constexpr fen_text to_fen(const position& p, castling_style style = castling_style::x_fen) noexcept {
    fen_text out;
    for (int r = 7; r >= 0; --r) {
        int run = 0;
        for (int f = 0; f < 8; ++f) {
            const piece pc = p.piece_on(make_square(static_cast<file>(f), static_cast<rank>(r)));
            if (pc == piece::none) { ++run; continue; }
            if (run) { out.push(static_cast<char>('0' + run)); run = 0; }
            out.push(to_char(pc));
        }
        if (run) out.push(static_cast<char>('0' + run));
        if (r) out.push('/');
    }
    out.push(p.side_to_move == color::white ? " w " : " b ");
    if (p.rights == castling::none) out.push('-');
    for (const color c : {color::white, color::black})
        for (const side s : {side::king_side, side::queen_side}) {
            if (!has(p.rights, castling_right(c, s))) continue;
            const bool king_side = s == side::king_side;
            char letter = king_side ? 'K' : 'Q';
            if (p.chess960) {
                const square r = p.castling_rook_square(c, s);
                const bitboard rooks = p.pieces(c, piece_type::rook) & rank_bb(rank_of(r));
                // Shredder-FEN always names the file; X-FEN only when another rook stands further out.
                const bitboard further = king_side ? rooks & ~((bb(r) << 1) - 1) : rooks & (bb(r) - 1);
                if (style == castling_style::shredder || further) letter = static_cast<char>('A' + index(file_of(r)));
            }
            out.push(c == color::white ? letter : static_cast<char>(letter - 'A' + 'a'));
        }
    out.push(' ');
    out.push(to_string(p.en_passant).view());
    out.push(' ');
    out.push_number(p.halfmove_clock);
    out.push(' ');
    out.push_number(p.fullmove_number);
    return out;
}

inline std::string to_fen_string(const position& p) { return std::string(to_fen(p).view()); }

} // namespace chesslaw
