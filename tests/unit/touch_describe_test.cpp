// touch::describe(position, witness): every kind of Article 4 evidence in words, never the
// internal token (issue 16, item 12: `could g1f3`, `castling_forbidden R h1`).
#include <string>

#include <gtest/gtest.h>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/prose/touch.hpp>

namespace {

using namespace chesslaw;
using touch::fact;

TEST(TouchDescribe, EveryFactInWords) {
    const position p = initial_position();
    for (int i = 0; i <= static_cast<int>(fact::set_aside); ++i) {
        touch::witness w;
        w.what = static_cast<fact>(i);
        w.at = square::g1;
        w.by = square::h1;
        w.from = square::g1;
        w.to = square::f3;
        w.m = move(square::g1, square::f3);
        w.event = 0;
        const std::string t = touch::describe(p, w);
        EXPECT_FALSE(t.empty()) << touch::to_string(w.what);
        EXPECT_EQ(t.find('_'), std::string::npos) << t;                                  // no token like castling_forbidden
        EXPECT_NE(t.rfind(std::string(touch::to_string(w.what)) + " ", 0), 0u) << t; // not the token form "could g1f3"
        const bool castling = w.what == fact::castling_possible || w.what == fact::castling_impossible || w.what == fact::castling_forbidden;
        if (!castling) {
            EXPECT_EQ(t.find("g1f3"), std::string::npos) << t; // a move in words (castling adds its UCI in brackets)
        }
        EXPECT_NE(t.find("(event 1)"), std::string::npos) << t;
    }
}

TEST(TouchDescribe, Examples) {
    const position p = initial_position();
    touch::witness could;
    could.what = fact::could;
    could.m = move(square::g1, square::f3);
    EXPECT_EQ(touch::describe(p, could), "the knight on g1 could move to f3");
    touch::witness forbidden;
    forbidden.what = fact::castling_forbidden;
    forbidden.at = square::h1;
    forbidden.m = move(square::e1, square::g1);
    EXPECT_EQ(touch::describe(p, forbidden), "castling is not allowed this move: the rook on h1 was touched before the king (rules out e1g1)");
    touch::witness released;
    released.what = fact::released;
    released.from = square::g1;
    released.to = square::f3;
    released.pc = piece::white_knight;
    released.event = 1;
    EXPECT_EQ(touch::describe(p, released), "the white knight from g1 was released on f3 (event 2)");
    touch::witness promoted;
    promoted.what = fact::could;
    const position q = fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    promoted.m = move(square::b7, square::b8, promotion::knight);
    EXPECT_EQ(touch::describe(q, promoted), "the pawn on b7 could move to b8 and become a knight");
    EXPECT_EQ(touch::describe(touch::engagement::repeated), "touched before");
}

} // namespace
