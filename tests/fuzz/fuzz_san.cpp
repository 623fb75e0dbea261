// libFuzzer harness for SAN (notation/san.hpp) and its illegal-move resolution.
// Input: one byte choosing a position (initial, Kiwipete, promotions, en passant, castling
// rights, check), then the SAN text.
// Invariants:
//  - determinism: the same text gives the same syntax or the same error;
//  - a rejected text has an error whose offset lies within the text (at most its length: the
//    end of the text for "missing ..." errors), naming the character there (0 at the end);
//  - a SAN that reads as a move reads as a LEGAL move, and to_san writes it back as a SAN that
//    reads as the same move, with no variant;
//  - when no legal move fits, every candidate resolve_san offers is illegal for the generator
//    and for the judge (a wrong "illegal" is the worst error); ambiguous means ≥ 2 legal moves;
//  - the one-move audit agrees with read_san — but for a text that looks_like_coordinate (or is
//    squares joined by - or x with no own pawn on the origin: audit::coordinate_buffer), which
//    the audit reads as the coordinate move it names (origin, target, promotion letter in either
//    case): then the audit is clean exactly when that move is legal, and plays it.
#include <array>
#include <optional>
#include <string>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/san.hpp>

#include "fuzz_support.hpp"

using namespace chesslaw;

namespace {
constexpr std::array<std::string_view, 6> fens{
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1",
    "4r1k1/8/8/8/8/8/1N2N3/4K2R w K - 0 1",
};
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const position p = fen(fens[data[0] % fens.size()]);
    const std::string_view t = fuzz::text_of(data + 1, size - 1);

    const std::array<std::string_view, 1> one{t};
    // The audit's notion of coordinate text: looks_like_coordinate, or squares joined by - or x
    // (`c1-b2`) when no pawn of the side to move stands on the origin.
    audit::coordinate_buffer joined;
    const std::string_view ctext = joined.of(t, p);
    const bool coordinate = !ctext.empty();
    if (coordinate) {
        std::string_view bare = ctext;
        while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.remove_suffix(1);
        const square from = make_square(static_cast<file>(bare[0] - 'a'), static_cast<rank>(bare[1] - '1'));
        const square to = make_square(static_cast<file>(bare[2] - 'a'), static_cast<rank>(bare[3] - '1'));
        promotion pr = promotion::none;
        if (bare.size() == 5) {
            const char c = static_cast<char>(bare[4] | 0x20);
            pr = c == 'q' ? promotion::queen : c == 'r' ? promotion::rook : c == 'b' ? promotion::bishop : promotion::knight;
        }
        std::optional<move> named;
        for (const move m : legal_moves(p))
            if (m.from() == from && m.to() == to && m.promotion() == pr) named = m;
        const auto audited = audit::audit_game(p, one);
        if (named)
            FUZZ_CHECK(audited.status == audit::game_status::clean && audited.moves.size() == 1 && audited.moves[0] == *named,
                       "SAN: the audit does not play the legal coordinate move");
        else
            FUZZ_CHECK(audited.status != audit::game_status::clean && audited.first.has_value() && audited.first->ply == 0,
                       "SAN: the audit passed a coordinate move that is not legal");
    }

    const auto s = parse_san(t);
    const auto again = parse_san(t);
    FUZZ_CHECK(s.has_value() == again.has_value(), "SAN: same text, different outcome");
    if (!s) {
        const san_error& e = s.error();
        FUZZ_CHECK(again.error() == e, "SAN: same text, different error");
        FUZZ_CHECK(e.is_syntax(), "SAN: parse_san gave a position error");
        FUZZ_CHECK(e.offset <= t.size(), "SAN: error offset outside the text");
        FUZZ_CHECK(e.character == (e.offset < t.size() ? t[e.offset] : '\0'), "SAN: error character is not the one at its offset");
        FUZZ_CHECK(!to_string(e, t).empty(), "SAN: empty message");
        FUZZ_CHECK(!read_san(p, t), "SAN: read_san accepts what parse_san rejects");
        return 0;
    }
    FUZZ_CHECK(*s == *again, "SAN: same text, different syntax");
    const auto m = read_san(p, *s);
    const auto audited = audit::audit_game(p, one);
    if (m) {
        FUZZ_CHECK(is_legal(p, *m), "SAN: read_san returned a move the generator does not list");
        const san_text w = to_san(p, *m);
        const auto back = read_san_detailed(p, w.view());
        FUZZ_CHECK(back.has_value() && back->m == *m, "SAN: to_san does not read back as the same move");
        FUZZ_CHECK(back->variants == san_variant::none, "SAN: to_san writes a variant");
        FUZZ_CHECK(read_san_detailed(p, t).has_value(), "SAN: read_san_detailed rejects what read_san accepts");
        FUZZ_CHECK(coordinate || (audited.status == audit::game_status::clean && audited.moves.size() == 1 && audited.moves[0] == *m),
                   "SAN: the audit disagrees with read_san");
        return 0;
    }
    FUZZ_CHECK(!m.error().is_syntax(), "SAN: read_san gave a syntax error for parsed text");
    FUZZ_CHECK(!to_string(m.error(), t).empty(), "SAN: empty message");
    const san_resolution r = resolve_san(p, *s);
    FUZZ_CHECK(coordinate || (audited.status != audit::game_status::clean && audited.first.has_value() && audited.first->ply == 0),
               "SAN: the audit passed a move read_san rejects");
    if (m.error().code == san_errc::ambiguous) {
        FUZZ_CHECK(r.kind == san_resolution_kind::ambiguous_legal && r.count >= 2, "SAN: ambiguous but not two legal readings");
        for (const move c : r.candidates()) FUZZ_CHECK(is_legal(p, c), "SAN: an ambiguous reading is not legal");
        return 0;
    }
    FUZZ_CHECK(r.kind != san_resolution_kind::legal && r.kind != san_resolution_kind::ambiguous_legal,
               "SAN: no legal move read, yet the resolution finds one");
    FUZZ_CHECK(coordinate || audited.status == audit::game_status::illegal, "SAN: an unreadable legal SAN not reported illegal");
    for (std::size_t i = 0; i < r.count; ++i) {
        FUZZ_CHECK(!is_legal(p, r.moves[i]), "SAN: a candidate of an illegal SAN is legal (wrong 'illegal')");
        FUZZ_CHECK(!r.judgements[i].legal, "SAN: the judge finds a candidate legal");
    }
    FUZZ_CHECK(r.count == 0 || r.chosen < r.count, "SAN: chosen candidate out of range");
    return 0;
}
