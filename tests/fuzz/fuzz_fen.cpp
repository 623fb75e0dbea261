// libFuzzer harness for the FEN reader (core/fen.hpp), both strictness levels.
// Invariants:
//  - determinism: reading the same text twice gives the same position or the same error;
//  - a rejected text has an error whose offset lies inside the text, and when the error names a
//    character, that character is the one at the offset; its message names the offset;
//  - read -> write -> read is a fixed point: the written FEN reads back (at the same strictness,
//    and as Chess960 when it was read so: X-FEN's KQkq does not say which, a Variant tag does) to
//    the same position and writes to the same text; the same in Shredder-FEN;
//  - every legal move of an accepted position leads to a position whose FEN reads back (as Chess960
//    when the position is);
//  - the lenient board reader of the 3.10.3 analysis (legality/board.hpp) checks syntax only: it
//    accepts every text parse_fen accepts, as the same position; what it rejects parse_fen rejects,
//    and its error obeys the same rules of place and character.
#include <string>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/board.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/prose/fen.hpp>

#include "fuzz_support.hpp"

using namespace chesslaw;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    for (const fen_strictness s : {fen_strictness::structural, fen_strictness::strict}) {
        const auto r = parse_fen(text, s);
        const auto again = parse_fen(text, s);
        FUZZ_CHECK(r.has_value() == again.has_value(), "FEN: same text, different outcome");
        if (!r) {
            const fen_error& e = r.error();
            FUZZ_CHECK(again.error() == e, "FEN: same text, different error");
            if (size == 0) {
                FUZZ_CHECK(e.code == fen_errc::empty, "FEN: empty text, not the 'empty' error");
                continue;
            }
            FUZZ_CHECK(e.offset < size, "FEN: error offset outside the text");
            if (e.character != 0) FUZZ_CHECK(text[e.offset] == e.character, "FEN: error character is not the one at its offset");
            const std::string msg = to_string(e);
            FUZZ_CHECK(msg.find("offset " + std::to_string(e.offset)) != std::string::npos, "FEN: message does not name the offset");
            continue;
        }
        FUZZ_CHECK(*r == *again, "FEN: same text, different position");
        fen_options as_read{s};
        as_read.chess960 = r->chess960;
        for (const castling_style style : {castling_style::x_fen, castling_style::shredder}) {
            if (style == castling_style::shredder && !r->chess960) continue; // file letters make it Chess960
            const fen_text written = to_fen(*r, style);
            const auto back = parse_fen_with(written.view(), as_read);
            FUZZ_CHECK(back.has_value(), "FEN: the written FEN of an accepted position does not read");
            FUZZ_CHECK(back->pos == *r, "FEN: read -> write -> read is not the same position");
            FUZZ_CHECK(to_fen(back->pos, style) == written.view(), "FEN: write -> read -> write is not the same text");
        }
        if (s == fen_strictness::structural) {
            fen_options next_options;
            next_options.chess960 = r->chess960;
            for (const move m : legal_moves(*r)) {
                const fen_text after = to_fen(make_move(*r, m));
                const auto next = parse_fen_with(after.view(), next_options);
                FUZZ_CHECK(next.has_value(), "FEN: a legal move leads to a position whose FEN does not read");
            }
        }
    }
    const auto board = legality::read_board(text);
    const auto structural = parse_fen(text);
    if (structural) {
        FUZZ_CHECK(board.has_value(), "FEN: the board reader rejects a FEN that parse_fen accepts");
        FUZZ_CHECK(*board == *structural, "FEN: the board reader reads another position than parse_fen");
    }
    if (!board) {
        FUZZ_CHECK(!structural.has_value(), "FEN: parse_fen accepts what the board reader rejects");
        const fen_error& e = board.error();
        if (size == 0) FUZZ_CHECK(e.code == fen_errc::empty, "FEN: board reader, empty text, not the 'empty' error");
        else {
            FUZZ_CHECK(e.offset < size, "FEN: board reader, error offset outside the text");
            if (e.character != 0) FUZZ_CHECK(text[e.offset] == e.character, "FEN: board reader, error character is not the one at its offset");
        }
    }
    return 0;
}
