#pragma once
//! The spec table: the single source of truth for clause IDs. One record per clause of the Laws of
//! Chess — Articles 1-12, Appendices A-D, Guidelines I-III — in the order of the Laws; canonical
//! IDs, edition aliases, where the texts come from, kind, checkability and where a check applies.
//! spec/README.md documents every scheme. The texts themselves (Russian verbatim, English) are in
//! texts.hpp, which only the renderers include (prose/, report/): a header that decides needs a
//! clause's handle, never its words, and the 340 texts cost half of this header's compile time.
//!
//! This is the ONLY file in the repository that spells a clause ID as a string literal. All other
//! code names clauses through the handles in `chesslaw::spec::id` (bottom of this file), e.g.
//! `chesslaw::spec::id::en_passant`; `ref()` turns an unknown ID into a compile error.

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "chesslaw/spec/clause.hpp"

namespace chesslaw::spec {

inline constexpr std::size_t clause_count = 340;

// clang-format off
inline constexpr std::array<clause, clause_count> table{{
    {.id = "1.1", .title = "the game and its opponents", .article = 1,
     .fide2023 = {"1.1"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the two opponents' moves alternate as the replay reads them (the side to move of each position, 1.2 and 1.3); the alternation is written in ru 1.1 only (caveat)",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru 1.1 says the opponents move alternately ('poocheredno'), en 1.1 does not: the languages differ (the alternation is also 1.2)"},

    {.id = "1.2", .title = "White first, then alternately", .article = 1,
     .fide2023 = {"1.2"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the replay reads each move for the side to move, White first from the initial position (2.3); a move of the other side's piece is illegal under 3.10.2 (judge: the origin holds the opponent's piece)",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "1.3", .title = "having the move", .article = 1,
     .fide2023 = {"1.3"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the side to move of each position of the replay, after the opponent's move (1.2)",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "1.4", .title = "the objective", .article = 1,
     .fide2023 = {"1.4"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: decided by the checkmate predicate of 5.1.1 (the opponent's king attacked and no legal move)",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "1.4.1", .title = "checkmating wins", .article = 1,
     .fide2023 = {"1.4.1"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the win by 5.1.1's predicate; leaving or exposing one's king to attack is 3.9's predicate, and no generated move captures a king",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru bolds the number together with the first word ('1.4.1.Schitaetsya,'): the word kept"},

    {.id = "1.4.2", .title = "checkmated loses", .article = 1,
     .fide2023 = {"1.4.2"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the loss by 5.1.1's predicate, the other side of 1.4.1",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "1.5", .title = "neither can checkmate", .article = 1,
     .fide2023 = {"1.5"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: decided by the can-checkmate analysis of 5.2.2 (analysis::can_checkmate, with certificates both ways), which the audit runs for 5.2.2",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "2.1", .title = "the chessboard", .article = 2,
     .fide2023 = {"2.1"},
     .text_source = "laws/ru-article2.md (FIDE 2018)",
     .text_en_source = "laws/en-article2.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them (the board's squares are the kernel's square type)",
     .caveat = "2018-based transcription: laws/en-article2.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "2.2", .title = "the pieces and their symbols", .article = 2,
     .fide2023 = {"2.2"},
     .text_source = "laws/ru-article2.md (FIDE 2018)",
     .text_en_source = "laws/en-article2.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition: the kernel's piece type and the letters K Q R B N of SAN; no check of its own",
     .caveat = "2018-based transcription: laws/en-article2.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; the piece symbols are images in the source, not copied (the letters after them kept); en 'kngihts' and a U+2024 one-dot leader as written"},

    {.id = "2.3", .title = "the initial position", .article = 2,
     .fide2023 = {"2.3"},
     .text_source = "laws/ru-article2.md (FIDE 2018)",
     .text_en_source = "laws/en-article2.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "2018-based transcription: laws/en-article2.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; the initial position itself is an image in the source, not copied: the text ends with its colon"},

    {.id = "2.4", .title = "files, ranks and diagonals", .article = 2,
     .fide2023 = {"2.4"},
     .text_source = "laws/ru-article2.md (FIDE 2018)",
     .text_en_source = "laws/en-article2.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition: the kernel's file, rank and diagonal masks; no check of its own",
     .caveat = "2018-based transcription: laws/en-article2.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    // 3.1 holds four normative sentences; "/n" is the n-th (README: sub-ID scheme).
    // FIDE 2023 numbers the same sentences 3.1, 3.1.1, 3.1.2, 3.1.3.
    {.id = "3.1/1", .title = "own-colour square", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1"},
     .text_source = "000",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.1/2", .title = "capture", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.1"},
     .text_source = "000",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.1/3", .title = "attack on a piece", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.2"},
     .text_source = "000",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    // Second paragraph of 3.1 in both 000 and 001.
    {.id = "3.1/4", .title = "attack despite pin", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.3"},
     .text_source = "000",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    // 000 lost this sentence (only the diagram remains); text from 001.
    {.id = "3.2", .title = "bishop", .article = 3,
     .seed001 = {"3.2"}, .fide2023 = {"3.2"},
     .text_source = "001",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.3", .title = "rook", .article = 3,
     .seed000 = {"3.3"}, .seed001 = {"3.3"}, .fide2023 = {"3.3"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.4", .title = "queen", .article = 3,
     .seed000 = {"3.4"}, .seed001 = {"3.4"}, .fide2023 = {"3.4"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.5", .title = "no jumping", .article = 3,
     .seed000 = {"3.5"}, .seed001 = {"3.5"}, .fide2023 = {"3.5"},
     .text_source = "000",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.6", .title = "knight", .article = 3,
     .seed000 = {"3.6"}, .seed001 = {"3.6"}, .fide2023 = {"3.6"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    // Lead line from 002. 000 lacks it; 001 has the number 3.7 but not this sentence, and
    // FIDE 2023 3.7 has, as far as we know, no lead sentence: both mapped to "3.7", uncertain.
    {.id = "3.7", .title = "pawn moves only forward", .article = 3,
     .seed001 = {"3.7", true}, .seed002 = {"3.7"}, .fide2023 = {"3.7", true},
     .text_source = "002",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.7.1", .title = "pawn single step", .article = 3,
     .seed000 = {"3.7.1"}, .seed001 = {"3.7 a"}, .fide2023 = {"3.7.1"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    // 000 cites "Статье 3.7.1" as a link; the link markup is removed.
    {.id = "3.7.2", .title = "pawn double step", .article = 3,
     .seed000 = {"3.7.2"}, .seed001 = {"3.7 b"}, .fide2023 = {"3.7.2"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.7.3", .title = "pawn capture", .article = 3,
     .seed000 = {"3.7.3"}, .seed001 = {"3.7 c"}, .fide2023 = {"3.7.3"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.7.4", .title = "en passant", .article = 3,
     .seed000 = {"3.7.4"}, .seed001 = {"3.7 d"}, .fide2023 = {"3.7.3.1–3.7.3.2"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.7.5", .title = "promotion", .article = 3,
     .seed000 = {"3.7.5"}, .seed001 = {"3.7 e"}, .fide2023 = {"3.7.3.3–3.7.3.5"},
     .text_source = "000",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record},

    // Lead from 001 (000 lacks it). 002 words it «Ход королем возможен двумя способами:»
    // ("a king move is possible in two ways:"), same rule.
    {.id = "3.8", .title = "two ways of moving the king", .article = 3,
     .seed001 = {"3.8"}, .seed002 = {"3.8"}, .fide2023 = {"3.8"},
     .text_source = "001",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    // 000 marks this line up as a heading; the markup is removed.
    {.id = "3.8.1", .title = "king step", .article = 3,
     .seed000 = {"3.8.1"}, .seed001 = {"3.8 a"}, .fide2023 = {"3.8.1"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    // The four figure captions that follow in 000 ("Слева вверху - ...") are diagram
    // descriptions, not clause text, and are omitted.
    {.id = "3.8.2", .title = "castling", .article = 3,
     .seed000 = {"3.8.2"}, .seed001 = {"3.8 b"}, .fide2023 = {"3.8.2"},
     .text_source = "000",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.1", .title = "castling right lost", .article = 3,
     .seed000 = {"3.8.2.1"}, .seed001 = {"3.8 b (1)"}, .fide2023 = {"3.8.2.1"},
     .text_source = "000",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.1.1", .title = "king has moved", .article = 3,
     .seed000 = {"3.8.2.1.1"}, .seed001 = {"3.8 b (1) a"}, .fide2023 = {"3.8.2.1.1"},
     .text_source = "000",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.1.2", .title = "rook has moved", .article = 3,
     .seed000 = {"3.8.2.1.2"}, .seed001 = {"3.8 b (1) b"}, .fide2023 = {"3.8.2.1.2"},
     .text_source = "000",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.2", .title = "castling temporarily prevented", .article = 3,
     .seed000 = {"3.8.2.2"}, .seed001 = {"3.8 b (2)"}, .fide2023 = {"3.8.2.2"},
     .text_source = "000",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is 3.8.2.2.1 and 3.8.2.2.2, each checked by its own predicate"},

    {.id = "3.8.2.2.1", .title = "king's squares attacked", .article = 3,
     .seed000 = {"3.8.2.2.1"}, .seed001 = {"3.8 b (2) a"}, .fide2023 = {"3.8.2.2.1"},
     .text_source = "000",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.2.2", .title = "piece between king and rook", .article = 3,
     .seed000 = {"3.8.2.2.2"}, .seed001 = {"3.8 b (2) b"}, .fide2023 = {"3.8.2.2.2"},
     .text_source = "000",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.9", .title = "check", .article = 3,
     .seed000 = {"3.9"}, .seed001 = {"3.9"}, .fide2023 = {"3.9.1–3.9.2"},
     .text_source = "000",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    // 001 writes "3.10. а)" with a Cyrillic "а"; the alias uses Latin "a" like 3.10 b, c.
    {.id = "3.10.1", .title = "legal move", .article = 3,
     .seed000 = {"3.10.1"}, .seed001 = {"3.10 a"}, .fide2023 = {"3.10.1"},
     .text_source = "000",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the judge computes it as 'no clause of 3.1-3.9 is violated'; it has no predicate of its own"},

    {.id = "3.10.2", .title = "illegal move", .article = 3,
     .seed000 = {"3.10.2"}, .seed001 = {"3.10 b"}, .fide2023 = {"3.10.2"},
     .text_source = "000",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the negation of 3.10.1, computed by the judge from the 3.1-3.9 trace; it has no predicate of its own"},

    {.id = "3.10.3", .title = "illegal position", .article = 3,
     .seed000 = {"3.10.3"}, .seed001 = {"3.10 c"}, .fide2023 = {"3.10.3"},
     .text_source = "000",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict with a certificate: legality::analyse() says illegal only with arguments (named retrograde-analysis rules with their squares), reachable only with a proof game replayed by the kernel, otherwise unknown; it has no predicate of its own"},

    // Article 4: canonical IDs follow 002 (000 and 001 hold only Article 3).
    // 002 starts at 4.2: it has no 4.1 (one hand) and no counterpart of FIDE 2023 4.2.2
    // (accidental contact). FIDE 2023 numbers this sentence 4.2.1.
    {.id = "4.2", .title = "adjusting pieces", .article = 4,
     .seed002 = {"4.2"}, .fide2023 = {"4.2.1"},
     .text_source = "002",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::live},

    // "намеренно" (deliberately) is not machine-observable: every touch event carries an
    // explicit `deliberate` input; the predicate decides, given it, whether the touch engages
    // 4.3.1-4.3.3 / 4.4.x (player to move, on the board, not an announced 4.2 adjustment).
    {.id = "4.3", .title = "deliberate touch", .article = 4,
     .seed002 = {"4.3"}, .fide2023 = {"4.3"},
     .text_source = "002",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023: "the first piece touched that can be moved" (002: the first piece touched,
    // if it can move) - different when several pieces were touched, hence uncertain.
    {.id = "4.3.1", .title = "touched own piece", .article = 4,
     .seed002 = {"4.3.1"}, .fide2023 = {"4.3.1", true},
     .text_source = "002",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.3.2", .title = "touched opponent's piece", .article = 4,
     .seed002 = {"4.3.2"}, .fide2023 = {"4.3.2"},
     .text_source = "002",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    // 4.3.3 holds two separately normative sentences: the obligation (/1) and the
    // presumption about touch order (/2), which also decides "first touched" for 4.3.1/4.3.2.
    // FIDE 2023 4.3.3 falls back to "move or capture the first piece touched": uncertain.
    {.id = "4.3.3/1", .title = "touched pieces of both colours", .article = 4,
     .seed002 = {"4.3.3"}, .fide2023 = {"4.3.3", true},
     .text_source = "002",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    // Whether the order can be established is an explicit input of the touch events.
    {.id = "4.3.3/2", .title = "touch order unknown", .article = 4,
     .seed002 = {"4.3.3"}, .fide2023 = {"4.3.3"},
     .text_source = "002",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::live},

    // 002 lacks the 4.4 lead line; 4.4.1-4.4.4 read as continuing "if the player ...".
    {.id = "4.4.1", .title = "touched king and rook", .article = 4,
     .seed002 = {"4.4.1"}, .fide2023 = {"4.4.1"},
     .text_source = "002",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    // 002 «рокировка не разрешается»: no castling at all on that move, towards either rook.
    // FIDE 2023 4.4.2, as we know its text ("he is not allowed to castle on that move and the
    // situation shall be governed by Article 4.3.1"; no copy in the repository to check against),
    // reads the same, so the alias is not marked uncertain. Issue 12.
    {.id = "4.4.2", .title = "touched rook then king", .article = 4,
     .seed002 = {"4.4.2"}, .fide2023 = {"4.4.2"},
     .text_source = "002",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023 4.4.3 has no "simultaneously" case: uncertain.
    {.id = "4.4.3", .title = "touched king first, castling impossible", .article = 4,
     .seed002 = {"4.4.3"}, .fide2023 = {"4.4.3", true},
     .text_source = "002",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.4.4", .title = "promotion choice final", .article = 4,
     .seed002 = {"4.4.4"}, .fide2023 = {"4.4.4"},
     .text_source = "002",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.5", .title = "no touched piece movable", .article = 4,
     .seed002 = {"4.5"}, .fide2023 = {"4.5"},
     .text_source = "002",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::live},

    // 002 4.6 = FIDE 2023 4.7 (the 2018 Laws inserted a new 4.6, the act of promotion, shifting
    // 4.6 -> 4.7 and 4.7 -> 4.8). 4.6 holds two sentences before 4.6.1-4.6.3 (/1, /2)
    // and the unnumbered trailing paragraph after 4.6.3 (/3, /4, /5).
    {.id = "4.6/1", .title = "released piece stays", .article = 4,
     .seed002 = {"4.6"}, .fide2023 = {"4.7"},
     .text_source = "002",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023 4.7: "The move is considered to have been made in the case of:" - 002 adds
    // "when all the requirements of Article 3 have been fully met": uncertain.
    {.id = "4.6/2", .title = "move complete", .article = 4,
     .seed002 = {"4.6"}, .fide2023 = {"4.7", true},
     .text_source = "002",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.6.1", .title = "capture complete", .article = 4,
     .seed002 = {"4.6.1"}, .fide2023 = {"4.7.1"},
     .text_source = "002",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023 4.7.2 adds what happens if castling on that side is illegal: uncertain.
    {.id = "4.6.2", .title = "castling complete", .article = 4,
     .seed002 = {"4.6.2"}, .fide2023 = {"4.7.2", true},
     .text_source = "002",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023 4.7.3 lacks the released-pawn sentence (promotion order is in 4.6): uncertain.
    {.id = "4.6.3", .title = "promotion complete", .article = 4,
     .seed002 = {"4.6.3"}, .fide2023 = {"4.7.3", true},
     .text_source = "002",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // Unnumbered paragraph after 4.6.3 in 002, three sentences: /3, /4, /5 of 4.6. It speaks
    // of "the move" in general (and refers to 4.5), so it belongs to 4.6, not 4.6.3. Its
    // reference "статьи 3.7.5" is reproduced as written, whatever was meant.
    // FIDE 2023 Article 4 has no counterpart (legality is 3.10, illegal moves are 7.5).
    {.id = "4.6/3", .title = "possible move", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.6/4", .title = "impossible move replaced", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.6/5", .title = "impossible move penalty", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the penalty is an arbiter's decision under Article 14.4, outside Articles 3-4; the touch arbiter reports the impossible move (4.6/4) but neither chooses nor observes a penalty"},

    // FIDE 2023 4.8 refers to Articles 4.1-4.7, 002 to 4.3 or 4.4: uncertain.
    {.id = "4.7", .title = "claim lost", .article = 4,
     .seed002 = {"4.7"}, .fide2023 = {"4.8", true},
     .text_source = "002",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // ---- Articles 5, 6, 7 and 9: FIDE Laws of Chess in force from 1 January 2023, from the public
    // transcription in ../shared/laws (SOURCES.md: Chess-Arbiter/handbook, commit 686cb68). Canonical
    // IDs are the FIDE 2023 numbers; no seed holds these articles. text_en is the FIDE English,
    // copied verbatim (typographic quotes kept), except where text_en_source is empty.
    // Article 5 (5.1 and 5.2 have no lead sentence of their own in the source).
    {.id = "5.1.1", .title = "checkmate", .article = 5,
     .fide2023 = {"5.1.1"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    // en-article5.md numbers the pre-2023 English 5.1.2 correctly, but files the 2023 5.1.2 under
    // "5.2.1" (and has no English 5.2.1 at all): text_en is that paragraph, the 2023 wording.
    {.id = "5.1.2", .title = "resignation", .article = 5,
     .fide2023 = {"5.1.2"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a resignation is a player's declaration, which a game record does not show (a Result tag says who won, not why); the 2023 exception (the opponent cannot checkmate by any series of legal moves) needs the dead-position analysis, which no predicate decides yet - the audit decides only the certain cases (bare king, lone minor piece, bishops on one colour) and reports the rest undecided",
     .caveat = "text_ru keeps the pre-2023 wording (a resignation wins, without exception), as the Russian transcription does; text_en is the FIDE 2023 wording (a draw when the opponent cannot checkmate by any possible series of legal moves; FIDE Rules Commission, rcc.fide.com/article5), which en-article5.md prints under the number 5.2.1; that file's own 5.1.2 paragraph is the pre-2023 English, same as text_ru"},

    // en-article5.md has no English stalemate text (its "5.2.1" paragraph is the 2023 5.1.2): text_en is our
    // rendering of text_ru, not FIDE's wording, which is not reconstructed here.
    {.id = "5.2.1", .title = "stalemate", .article = 5,
     .fide2023 = {"5.2.1"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "the English FIDE 2023 text of 5.2.1 is not in ../shared/laws (en-article5.md prints the 2023 5.1.2 under this number): text_en renders the Russian"},

    {.id = "5.2.2", .title = "dead position", .article = 5,
     .fide2023 = {"5.2.2"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "no predicate yet: 'neither player can checkmate by any series of legal moves' is a search over every continuation, not a test of one position; the audit decides only the certain cases (bare kings, a lone minor piece against a bare king, only kings and bishops all on squares of one colour) and reports the rest undecided; the full analysis is the dead-position issue's"},

    // The source has a space before the comma ("during the game , provided"): kept as written.
    {.id = "5.2.3", .title = "draw by agreement", .article = 5,
     .fide2023 = {"5.2.3"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an agreement is the players' declaration, which a game record does not show (a 1/2-1/2 result does not say which draw it was)"},

    // Article 6, the chessclock (6.1-6.12). Paragraphs of one number are joined with a space; the
    // clauses a clock ledger of the record will check (6.3.1, 6.3.2, 6.4, 6.10.1) say so in `why`.
    {.id = "6.1", .title = "chessclock and flag-fall", .article = 6,
     .fide2023 = {"6.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "defines the device and the flag-fall; a record shows clock readings, not the device: the clock ledger (clock/ledger.hpp, a watcher of the audit) reads them under 6.3.1, 6.3.2, 6.9 and 6.10.1",
     .caveat = "text_ru joins the three paragraphs of ru-article6.md's 6.1 with a space"},

    {.id = "6.2.1", .title = "move completed by pressing the clock", .article = 6,
     .fide2023 = {"6.2.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::live,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed"},

    {.id = "6.2.1.1", .title = "move that ends the game is completed", .article = 6,
     .fide2023 = {"6.2.1.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::live,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed",
     .caveat = "the English cites Articles '9.6.1 and 9.6', the Russian '9.6.1 and 9.6.2' (both kept as written)"},

    {.id = "6.2.1.2", .title = "next move completes the previous one", .article = 6,
     .fide2023 = {"6.2.1.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::live,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed"},

    {.id = "6.2.2", .title = "clock pressed after the opponent moved", .article = 6,
     .fide2023 = {"6.2.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.2.3", .title = "clock pressed with the moving hand", .article = 6,
     .fide2023 = {"6.2.3"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.2.4", .title = "proper clock handling", .article = 6,
     .fide2023 = {"6.2.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.2.5", .title = "adjusting only while one's clock runs", .article = 6,
     .fide2023 = {"6.2.5"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.2.6", .title = "assistant for the clock", .article = 6,
     .fide2023 = {"6.2.6"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.3.1", .title = "moves in the allotted period", .article = 6,
     .fide2023 = {"6.3.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp, a watcher of the audit) weighs the per-ply readings against the control's periods and reports a clock that reads zero with the period's moves not complete (finding flag, evidence only: 6.8)"},

    {.id = "6.3.2", .title = "time carried over and time-delay mode", .article = 6,
     .fide2023 = {"6.3.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp) books increments, delays and the next period's time and reports a gain beyond them (finding gain)",
     .caveat = "the English source runs two sentences together ('where applicable.In the time-delay mode'): kept as written"},

    {.id = "6.4", .title = "requirements checked after a flag fall", .article = 6,
     .fide2023 = {"6.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the clock ledger finds the first ply at which a clock reads zero with the period's moves not complete (6.3.1 at that ply); whether the requirements were met is the arbiter's finding, not the record's"},

    {.id = "6.5", .title = "placement of the chessclock", .article = 6,
     .fide2023 = {"6.5"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.6", .title = "White's clock started", .article = 6,
     .fide2023 = {"6.6"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the start of a game is not in its record: no machine can observe when White's clock was started"},

    {.id = "6.7.1", .title = "default time", .article = 6,
     .fide2023 = {"6.7.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "arrival at the board is not in a game record (a forfeit shows only as a Result): no machine can observe it"},

    {.id = "6.7.2", .title = "White loses time when both are absent", .article = 6,
     .fide2023 = {"6.7.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "arrival at the board is not in a game record: no machine can observe it"},

    {.id = "6.8", .title = "when a flag is considered fallen", .article = 6,
     .fide2023 = {"6.8"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::live,
     .why = "a flag is considered fallen when the arbiter observes it or a player validly claims it, neither of which is in the record; the clock ledger gives evidence of a fall (finding flag: the ply and how many plies the game went on), never the fall itself"},

    // The English source writes "thatplayer" (no space): kept as written.
    {.id = "6.9", .title = "flag fall", .article = 6,
     .fide2023 = {"6.9"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a flag fall is observed by the arbiter or claimed by a player, not recorded in the moves (a Termination tag is the record's claim of it, an input); the draw when the opponent cannot checkmate needs the dead-position analysis, which no predicate decides yet - the audit decides only the certain cases and reports the rest undecided"},

    {.id = "6.10.1", .title = "clock indications conclusive", .article = 6,
     .fide2023 = {"6.10.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp) weighs the readings as the evidence and reports what contradicts them (mismatch, wrong_side, missing, zero_artefact, control_contradicted)"},

    {.id = "6.10.2", .title = "incorrect clock setting corrected", .article = 6,
     .fide2023 = {"6.10.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an arbiter's correction; the clock ledger shows its trace only as a gain or a mismatch in the readings, and cannot tell a correction from a defect"},

    {.id = "6.11.1", .title = "interrupting the game", .article = 6,
     .fide2023 = {"6.11.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.11.2", .title = "stopping the clock for the arbiter", .article = 6,
     .fide2023 = {"6.11.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.11.3", .title = "restart decided by the arbiter", .article = 6,
     .fide2023 = {"6.11.3"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.11.4", .title = "pausing the clock without reason", .article = 6,
     .fide2023 = {"6.11.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.12.1", .title = "screens and demonstration boards", .article = 6,
     .fide2023 = {"6.12.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "equipment in the playing hall is not in a game record: no machine can observe it"},

    {.id = "6.12.2", .title = "no claim relying on screens", .article = 6,
     .fide2023 = {"6.12.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it"},

    // Article 7, irregularities (7.1-7.6). 7.5.1-7.5.3 and 7.5.5 are verdicts of the irregularities
    // of the replay (audit/irregular.hpp, issue 35); the rest happens at the board, out of the record's sight.
    {.id = "7.1", .title = "clock times after an irregularity", .article = 7,
     .fide2023 = {"7.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "7.2.1", .title = "incorrect initial position", .article = 7,
     .fide2023 = {"7.2.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the record gives the start position it was played from (the standard array or its FEN), not the one the board had: no machine can observe a wrong set-up"},

    {.id = "7.2.2", .title = "chessboard placed wrongly", .article = 7,
     .fide2023 = {"7.2.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "7.3", .title = "colours reversed", .article = 7,
     .fide2023 = {"7.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the record names the players by the colours they played: no machine can observe that they were reversed"},

    {.id = "7.4.1", .title = "displaced pieces restored", .article = 7,
     .fide2023 = {"7.4.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "7.4.2", .title = "clock stopped for displaced pieces", .article = 7,
     .fide2023 = {"7.4.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "7.4.3", .title = "penalty for displacing pieces", .article = 7,
     .fide2023 = {"7.4.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "7.5.1", .title = "completed illegal move reinstated", .article = 7,
     .fide2023 = {"7.5.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: audit/irregular.hpp weighs each breach of the replay (which goes on after it, the move standing as a displacement): a player's completed illegal move unless the best repair explains it as a DGT board's end signal or a slip of the record, or the record's clocks stop before it (this clause completes an illegal move by the clock); under standard play the record then shows the move stood where the position should have been reinstated (JSON irregularities, kind completed_illegal)"},

    {.id = "7.5.2", .title = "pawn on the last rank without a new piece", .article = 7,
     .fide2023 = {"7.5.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: a pawn moved to the last rank with no new piece named is a breach of 3.7.5, and the replay goes on with a queen there (audit_game); audit/irregular.hpp counts it as the player's illegal move (JSON irregularities, kind promotion_without_piece)"},

    {.id = "7.5.3", .title = "clock pressed without a move", .article = 7,
     .fide2023 = {"7.5.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: a null move in the main line (--, Z0, 0000, @@@@, null) is a breach, and the replay goes on with the other side to move (audit_game; a side in check that passes leaves no legal game: the replay stops); audit/irregular.hpp counts it as the player's illegal move (JSON irregularities, kind null_move)"},

    {.id = "7.5.4", .title = "a move made with two hands", .article = 7,
     .fide2023 = {"7.5.4"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which hand moved is not in a game record: no machine can observe it"},

    {.id = "7.5.5", .title = "penalties for completed illegal moves", .article = 7,
     .fide2023 = {"7.5.5"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: audit/irregular.hpp counts each player's completed illegal moves; the first gives the opponent two minutes, looked for on the opponent's next clock reading (seen true, false or null); under standard play the second loses the game, drawn when the opponent cannot checkmate in the position before it (the can-mate analysis with its argument), and a recorded result that differs is a result finding (second_illegal_move); in rapid, blitz or an unknown category no result is derived (A.4 or A.5.2 decides, and the record does not say which)",
     .caveat = "ru-article7.md writes this number without bold and with a trailing dot ('7.5.5.') and lacks a comma ('7.5.1 7.5.2'): the number is stripped, the text kept as written"},

    {.id = "7.6", .title = "displaced piece found and reinstated", .article = 7,
     .fide2023 = {"7.6"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a displaced piece shows in the record only as a move that is not possible; which piece was displaced rather than moved the record cannot tell",
     .caveat = "text_ru joins the two paragraphs of ru-article7.md's 7.6 with a space"},

    {.id = "8.1.1", .title = "recording the moves", .article = 8,
     .fide2023 = {"8.1.1"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading of 8.1.1.1 and 8.1.1.2; a record that lacks moves in time trouble is explained by 8.4: not yet checked (issue 51, item 3)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.1.1", .title = "paper scoresheet in algebraic notation", .article = 8,
     .fide2023 = {"8.1.1.1"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.1.2", .title = "electronic scoresheet", .article = 8,
     .fide2023 = {"8.1.1.2"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.2", .title = "no recording in advance", .article = 8,
     .fide2023 = {"8.1.2"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.3", .title = "reply before recording", .article = 8,
     .fide2023 = {"8.1.3"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.4", .title = "what a scoresheet holds", .article = 8,
     .fide2023 = {"8.1.4"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.5", .title = "draw offer recorded as (=)", .article = 8,
     .fide2023 = {"8.1.5"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a draw offer shows in a PGN record only as a comment or a \"(=)\" if transcribed: not yet read by the audit",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.6", .title = "assistant to record the moves", .article = 8,
     .fide2023 = {"8.1.6"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.2", .title = "scoresheet visible to the arbiter", .article = 8,
     .fide2023 = {"8.2"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.3", .title = "scoresheets belong to the organiser", .article = 8,
     .fide2023 = {"8.3"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording; ru 8.3 lacks the English second sentence (an electronic scoresheet with an evident defect is replaced by the arbiter)"},

    {.id = "8.4", .title = "no recording under five minutes", .article = 8,
     .fide2023 = {"8.4"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a PGN record holds the moves, not the scoresheet's gaps: a move missing from a transcribed scoresheet shows as the next move's breach, which the repairs explain as a missing move (audit/repair.hpp); telling that the gap fell while the player had less than five minutes and no increment of 30 s or more needs the clock ledger's reading before it: not yet checked (issue 51)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.5.1", .title = "neither player keeps score", .article = 8,
     .fide2023 = {"8.5.1"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.5.2", .title = "one player updates his scoresheet", .article = 8,
     .fide2023 = {"8.5.2"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.5.3", .title = "reconstructing the game", .article = 8,
     .fide2023 = {"8.5.3"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.6", .title = "scoresheets not brought up to date", .article = 8,
     .fide2023 = {"8.6"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.7", .title = "result signed", .article = 8,
     .fide2023 = {"8.7"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a signature is not in a game record (a Result tag gives the result, not who signed it)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording; ru 8.7 has only signing, without 'or approve the result on their electronic scoresheets'"},

    {.id = "9.1.1", .title = "draw agreement restricted", .article = 9,
     .fide2023 = {"9.1.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "what an event's regulations or its organiser set is not in a game record"},

    {.id = "9.1.2", .title = "draw agreement allowed", .article = 9,
     .fide2023 = {"9.1.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of 9.1.2.1-9.1.2.3, each an act at the board"},

    {.id = "9.1.2.1", .title = "when to offer a draw", .article = 9,
     .fide2023 = {"9.1.2.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "9.1.2.2", .title = "draw offer noted on the scoresheet", .article = 9,
     .fide2023 = {"9.1.2.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a draw offer shows in a PGN record only as a comment or a \"(=)\" if transcribed: not yet read by the audit"},

    {.id = "9.1.2.3", .title = "a claim is a draw offer", .article = 9,
     .fide2023 = {"9.1.2.3"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it"},

    // Article 9: 9.2 threefold repetition (9.2.2 says when positions are the same), 9.3 fifty moves,
    // 9.6 the automatic draws. 9.1, 9.4 and 9.5 (offers, touch, procedure) have no record.
    {.id = "9.2.1", .title = "threefold repetition claim", .article = 9,
     .fide2023 = {"9.2.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is 9.2.1.1 and 9.2.1.2, each checked by its own predicate (the position's third occurrence after the intended move, or now); the claim itself is the player's act, an input"},

    {.id = "9.2.1.1", .title = "repetition by the intended move", .article = 9,
     .fide2023 = {"9.2.1.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "9.2.1.2", .title = "repetition on the board", .article = 9,
     .fide2023 = {"9.2.1.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    // 9.2.2 with 9.2.2.1 and 9.2.2.2: the sameness used by 9.2.1 and 9.6.1 (rules::same_position).
    {.id = "9.2.2", .title = "same position", .article = 9,
     .fide2023 = {"9.2.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    // "could have been captured": the capture is legal, not just an e.p. square written in the position.
    {.id = "9.2.2.1", .title = "en passant in the same position", .article = 9,
     .fide2023 = {"9.2.2.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    // Two sentences, one rule: the right (not the castling possible now) is compared; whole, like 4.4.3.
    {.id = "9.2.2.2", .title = "castling rights in the same position", .article = 9,
     .fide2023 = {"9.2.2.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    {.id = "9.3", .title = "fifty-move claim", .article = 9,
     .fide2023 = {"9.3"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is 9.3.1 and 9.3.2, each checked by its own predicate (the halfmove count after the intended move, or now); the claim itself is the player's act, an input"},

    // The Russian source writes "какоголибо" (no hyphen) here: kept as written.
    {.id = "9.3.1", .title = "fifty moves by the intended move", .article = 9,
     .fide2023 = {"9.3.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "9.3.2", .title = "fifty moves completed", .article = 9,
     .fide2023 = {"9.3.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "9.4", .title = "touch loses the claim", .article = 9,
     .fide2023 = {"9.4"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::live,
     .why = "a touch and a claim are events at the board, which a live feed may give (Article 4's touch arbiter) but no record shows"},

    {.id = "9.5.1", .title = "claim stops the clock", .article = 9,
     .fide2023 = {"9.5.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it"},

    {.id = "9.5.2", .title = "a correct claim draws", .article = 9,
     .fide2023 = {"9.5.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the claim is a declaration no record shows; whether it was correct is 9.2 and 9.3's predicates, which the audit reports for a drawn result"},

    {.id = "9.5.3", .title = "an incorrect claim", .article = 9,
     .fide2023 = {"9.5.3"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "9.6", .title = "automatic draw", .article = 9,
     .fide2023 = {"9.6"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is 9.6.1 and 9.6.2, each checked by its own predicate"},

    // From 2018 "at least five times"; the 2014 Laws (the edition of order 1093/2014) said "for at least
    // five consecutive alternate moves by each player" - not the text here.
    {.id = "9.6.1", .title = "fivefold repetition", .article = 9,
     .fide2023 = {"9.6.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    // Two sentences, one rule: 75 moves each without pawn move or capture, unless the last move mates.
    {.id = "9.6.2", .title = "seventy-five moves", .article = 9,
     .fide2023 = {"9.6.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "10.1", .title = "the points of a game", .article = 10,
     .fide2023 = {"10.1"},
     .text_source = "laws/ru-article10.md (FIDE 2018)",
     .text_en_source = "laws/en-article10.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "2018-based transcription: laws/en-article10.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "10.2", .title = "no score beyond the maximum", .article = 10,
     .fide2023 = {"10.2"},
     .text_source = "laws/ru-article10.md (FIDE 2018)",
     .text_en_source = "laws/en-article10.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "2018-based transcription: laws/en-article10.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.1", .title = "no disrepute", .article = 11,
     .fide2023 = {"11.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.1", .title = "the playing venue", .article = 11,
     .fide2023 = {"11.2.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.2", .title = "the playing area", .article = 11,
     .fide2023 = {"11.2.2"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.3", .title = "only with the arbiter's permission", .article = 11,
     .fide2023 = {"11.2.3"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of 11.2.3.1-11.2.3.3; conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.3.1", .title = "leaving the venue", .article = 11,
     .fide2023 = {"11.2.3.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.3.2", .title = "leaving the playing area", .article = 11,
     .fide2023 = {"11.2.3.2"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.3.3", .title = "access to the playing area", .article = 11,
     .fide2023 = {"11.2.3.3"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.4", .title = "reporting a wish to leave", .article = 11,
     .fide2023 = {"11.2.4"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "what an event's regulations or its organiser set is not in a game record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.1", .title = "no notes or advice", .article = 11,
     .fide2023 = {"11.3.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.2.1", .title = "no electronic device", .article = 11,
     .fide2023 = {"11.3.2.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.2.2", .title = "a device loses the game", .article = 11,
     .fide2023 = {"11.3.2.2"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.3", .title = "inspection of a player", .article = 11,
     .fide2023 = {"11.3.3"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.4", .title = "smoking", .article = 11,
     .fide2023 = {"11.3.4"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.4", .title = "finished players are spectators", .article = 11,
     .fide2023 = {"11.4"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.5", .title = "no distraction", .article = 11,
     .fide2023 = {"11.5"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.6", .title = "infractions penalised", .article = 11,
     .fide2023 = {"11.6"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.7", .title = "persistent refusal", .article = 11,
     .fide2023 = {"11.7"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.8", .title = "both players lose", .article = 11,
     .fide2023 = {"11.8"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record (a record shows it only as a Result 0-0)",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.9", .title = "an explanation of the Laws", .article = 11,
     .fide2023 = {"11.9"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.10", .title = "appeal", .article = 11,
     .fide2023 = {"11.10"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "what an event's regulations or its organiser set is not in a game record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.11", .title = "assisting the arbiter", .article = 11,
     .fide2023 = {"11.11"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.12", .title = "checking repetition and 50 moves", .article = 11,
     .fide2023 = {"11.12"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the players' duty at the board; on a record the repetition and the 50 moves are 9.2 and 9.3's predicates",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru 11.12 is cut short and ends in a comma; en reads 'a duty of a the players'"},

    {.id = "12.1", .title = "the arbiter sees the Laws observed", .article = 12,
     .fide2023 = {"12.1"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2", .title = "the arbiter's duties", .article = 12,
     .fide2023 = {"12.2"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of 12.2.1-12.2.7; an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.1", .title = "ensure fair play", .article = 12,
     .fide2023 = {"12.2.1"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.2", .title = "best interest of the competition", .article = 12,
     .fide2023 = {"12.2.2"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.3", .title = "a good playing environment", .article = 12,
     .fide2023 = {"12.2.3"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.4", .title = "players not disturbed", .article = 12,
     .fide2023 = {"12.2.4"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.5", .title = "supervise the progress", .article = 12,
     .fide2023 = {"12.2.5"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.6", .title = "special measures", .article = 12,
     .fide2023 = {"12.2.6"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.7", .title = "Fair-Play Rules", .article = 12,
     .fide2023 = {"12.2.7"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.3", .title = "observe the games", .article = 12,
     .fide2023 = {"12.3"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.4", .title = "appoint assistants", .article = 12,
     .fide2023 = {"12.4"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.5", .title = "extra time for a disturbance", .article = 12,
     .fide2023 = {"12.5"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.6", .title = "the arbiter does not intervene", .article = 12,
     .fide2023 = {"12.6"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.7", .title = "who may report an irregularity", .article = 12,
     .fide2023 = {"12.7"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.8", .title = "no communication device", .article = 12,
     .fide2023 = {"12.8"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9", .title = "the penalties", .article = 12,
     .fide2023 = {"12.9"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of 12.9.1-12.9.9; a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.1", .title = "warning", .article = 12,
     .fide2023 = {"12.9.1"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.2", .title = "opponent's time increased", .article = 12,
     .fide2023 = {"12.9.2"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.3", .title = "offender's time reduced", .article = 12,
     .fide2023 = {"12.9.3"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.4", .title = "opponent's points increased", .article = 12,
     .fide2023 = {"12.9.4"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.5", .title = "offender's points reduced", .article = 12,
     .fide2023 = {"12.9.5"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.6", .title = "game declared lost", .article = 12,
     .fide2023 = {"12.9.6"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.7", .title = "fine", .article = 12,
     .fide2023 = {"12.9.7"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.8", .title = "exclusion from rounds", .article = 12,
     .fide2023 = {"12.9.8"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.9", .title = "expulsion", .article = 12,
     .fide2023 = {"12.9.9"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    // ---- Appendices A (rapid) and B (blitz), FIDE 2023, from ../shared/laws (same transcription).
    // IDs are FIDE's form "A.5.2", "B.1": the transcription writes A2, A5.2, Cyrillic А.1 and В.1
    // (each record's caveat says how); article is spec::appendix_a / spec::appendix_b. A.1 and
    // B.1 (the category of a game from its time control) have predicates
    // (kernel/include/chesslaw/rules/game_category.hpp).
    {.id = "A.1", .title = "rapid chess game", .article = appendix_a,
     .fide2023 = {"A.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "ID normalised to FIDE's form A.1: the transcription writes 'A.1' with a Cyrillic letter (ru) and 'A.1' (en)"},

    {.id = "A.2", .title = "recording not required in rapid", .article = appendix_a,
     .fide2023 = {"A.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "whether a player recorded the moves is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.2: the transcription writes 'A.2' with a Cyrillic letter (ru) and 'A2' (en)"},

    {.id = "A.3", .title = "one-minute penalties in rapid", .article = appendix_a,
     .fide2023 = {"A.3"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: audit/irregular.hpp gives a first completed illegal move in rapid or blitz one minute's extra time for the opponent and looks for it on the opponent's next clock reading (the clock ledger's gain there): seen true, false or null",
     .caveat = "ID normalised to FIDE's form A.3: the transcription writes 'A3' (ru) and 'A.3' (en); refers to Articles 7 and 9 of the Competition Rules (the English: 'Competitive Rules of Play'), not of the Basic Rules"},

    {.id = "A.4", .title = "Competition Rules in rapid", .article = appendix_a,
     .fide2023 = {"A.4"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form A.4: the transcription writes 'A.4' with a Cyrillic letter (ru) and 'A4' (en)"},

    {.id = "A.4.1.1", .title = "one arbiter for at most three rapid games", .article = appendix_a,
     .fide2023 = {"A.4.1.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how many games an arbiter supervised is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.1.1: the transcription writes 'A.4.1.1' with a Cyrillic letter (ru) and 'A4.1.1' (en); the transcription has no A.4.1 and numbers the next paragraph A.4.2: kept"},

    {.id = "A.4.1.2", .title = "rapid games recorded by the arbiter", .article = appendix_a,
     .fide2023 = {"A.4.1.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "who recorded a game is not in its record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.1.2: the transcription writes 'A.4.1.2' with a Cyrillic letter (ru) and 'A4.1.2' (en)"},

    {.id = "A.4.2", .title = "scoresheet shown on request in rapid", .article = appendix_a,
     .fide2023 = {"A.4.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.2: the transcription writes 'A.4.2' with a Cyrillic letter (ru) and 'A4.2' (en)"},

    {.id = "A.5", .title = "rapid without full supervision", .article = appendix_a,
     .fide2023 = {"A.5"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading: its content is A.5.1-A.5.5; which of A.4 and A.5 applies is the event's regulations, not in the record",
     .caveat = "ID normalised to FIDE's form A.5: the transcription writes 'A.5' with a Cyrillic letter (ru) and 'A5' (en)"},

    {.id = "A.5.1", .title = "after ten moves in rapid", .article = appendix_a,
     .fide2023 = {"A.5.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is A.5.1.1 and A.5.1.2",
     .caveat = "ID normalised to FIDE's form A.5.1: the transcription writes 'A.5.1' with a Cyrillic letter (ru) and 'A5.1' (en)"},

    {.id = "A.5.1.1", .title = "clock setting fixed after ten moves", .article = appendix_a,
     .fide2023 = {"A.5.1.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a setting changed shows in the readings only as a gain or a mismatch, which the clock ledger reports without telling a change from a defect",
     .caveat = "ID normalised to FIDE's form A.5.1.1: the transcription writes 'A.5.1.1' with a Cyrillic letter (ru) and 'A5.1.1' (en)"},

    {.id = "A.5.1.2", .title = "no set-up claim after ten moves", .article = appendix_a,
     .fide2023 = {"A.5.1.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.5.1.2: the transcription writes 'A.5.1.2' with a Cyrillic letter (ru) and 'A5.1.2' (en); text_ru joins the three paragraphs of ru-appendix-a.md's A.5.1.2 (the transcription bolds the first letter of the last two, Cyrillic 'V'); the English keeps its line breaks as spaces"},

    {.id = "A.5.2", .title = "illegal move stands unless corrected in time", .article = appendix_a,
     .fide2023 = {"A.5.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: audit/irregular.hpp names A.4 and A.5.2 as what decides a counted illegal move in rapid or blitz (decided_by): under full supervision 7.5.5, otherwise the move stood once the opponent moved unclaimed; the record does not say which applies, so no result is derived; it applies only where A.5 does (not under full supervision, A.4)",
     .caveat = "ID normalised to FIDE's form A.5.2: the transcription writes 'A.5.2' with a Cyrillic letter (ru) and 'A5.2' (en)"},

    {.id = "A.5.3", .title = "claiming a win on time in rapid", .article = appendix_a,
     .fide2023 = {"A.5.3"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it; the draw when the claimant cannot checkmate is 6.9's, and the clock ledger's flag evidence is not yet written",
     .caveat = "ID normalised to FIDE's form A.5.3: the transcription writes 'A.5.3' with a Cyrillic letter (ru) and 'A5.3' (en); the Russian says the game is drawn if the opponent (sopernik) cannot checkmate, the English if the claimant cannot: both kept as written"},

    {.id = "A.5.4", .title = "illegal position on the board in rapid", .article = appendix_a,
     .fide2023 = {"A.5.4"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "needs the irregularity watcher on the replay (issue 35): not yet checked; the audit stops at the illegal move that makes such a position",
     .caveat = "ID normalised to FIDE's form A.5.4: the transcription writes 'A.5.4' with a Cyrillic letter (ru) and 'A5.4' (en)"},

    {.id = "A.5.5", .title = "arbiter calls a flag fall in rapid", .article = appendix_a,
     .fide2023 = {"A.5.5"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it; the clock ledger (not yet written) will give evidence of a fall, not the call",
     .caveat = "ID normalised to FIDE's form A.5.5: the transcription writes 'A.5.5' with a Cyrillic letter (ru) and 'A5.5' (en)"},

    {.id = "A.6", .title = "regulations choose the rapid rules", .article = appendix_a,
     .fide2023 = {"A.6"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form A.6: the transcription writes 'A.6' with a Cyrillic letter (ru) and 'A6' (en); the transcription's A.6 names 'A.3 or A.4' while its alternatives are A.4 (Competition Rules) and A.5 (otherwise): kept as written"},

    {.id = "B.1", .title = "blitz game", .article = appendix_b,
     .fide2023 = {"B.1"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "ID normalised to FIDE's form B.1: the transcription writes 'B.1' (ru) and 'B.1' with a Cyrillic letter (en)"},

    {.id = "B.2", .title = "Competition Rules in blitz", .article = appendix_b,
     .fide2023 = {"B.2"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.2: the transcription writes 'B.2' (ru) and 'B.2' with a Cyrillic letter (en)"},

    {.id = "B.2.1", .title = "one arbiter for one blitz game", .article = appendix_b,
     .fide2023 = {"B.2.1"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how many games an arbiter supervised is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.1: the transcription writes 'B.2.2' (ru) and 'B.2.1' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},

    {.id = "B.2.2", .title = "blitz games recorded by the arbiter", .article = appendix_b,
     .fide2023 = {"B.2.2"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "who recorded a game is not in its record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.2: the transcription writes 'B.2.3' (ru) and 'B.2.2' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},

    {.id = "B.2.3", .title = "scoresheet shown on request in blitz", .article = appendix_b,
     .fide2023 = {"B.2.3"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.3: the transcription writes 'B.2.4' (ru) and 'B.2.3' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},

    {.id = "B.3", .title = "blitz without full supervision", .article = appendix_b,
     .fide2023 = {"B.3"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.3: the transcription writes 'B.3' (ru) and 'B.3' with a Cyrillic letter (en); the English says 'as in Article A.2 and A.4', the Russian 'A.2 and A.5': both kept as written"},

    {.id = "B.4", .title = "regulations choose the blitz rules", .article = appendix_b,
     .fide2023 = {"B.4"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.4: the transcription writes 'B.4' (ru) and 'B.4' (en); the English names 'Article B.3 or Article B.4', the Russian 'B.2 or B.3' (the latter fits this numbering): both kept as written"},

    {.id = "C.1", .title = "'piece' in the notation", .article = appendix_c,
     .fide2023 = {"C.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.1: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.2", .title = "English piece letters", .article = appendix_c,
     .fide2023 = {"C.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.2: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.3", .title = "national piece letters", .article = appendix_c,
     .fide2023 = {"C.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.3: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.4", .title = "pawns without a letter", .article = appendix_c,
     .fide2023 = {"C.4"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: with chesslaw audit --notation fide, notation::fide_forms_of finds a pawn move written with the letter P (Pe4): warning pawn_letter",
     .caveat = "ID normalised to FIDE's form C.4: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.5", .title = "files a to h", .article = appendix_c,
     .fide2023 = {"C.5"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.5: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.6", .title = "ranks 1 to 8", .article = appendix_c,
     .fide2023 = {"C.6"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.6: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.7", .title = "squares by letter and number", .article = appendix_c,
     .fide2023 = {"C.7"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.7: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.8", .title = "a move by piece and arrival square", .article = appendix_c,
     .fide2023 = {"C.8"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.8: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.9", .title = "captures", .article = appendix_c,
     .fide2023 = {"C.9"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: with chesslaw audit --notation fide, notation::fide_forms_of finds a capture written with ':' (e:d5), not x: warning colon_capture; a capture without x is C's own form (an x may be inserted)",
     .caveat = "ID normalised to FIDE's form C.9: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.9.1", .title = "capture after the piece", .article = appendix_c,
     .fide2023 = {"C.9.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.9.1: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.9.2", .title = "capture before the square", .article = appendix_c,
     .fide2023 = {"C.9.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.9.2: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.9.3", .title = "pawn captures", .article = appendix_c,
     .fide2023 = {"C.9.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.9.3: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10", .title = "two identical pieces", .article = appendix_c,
     .fide2023 = {"C.10"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.1", .title = "both on the same rank", .article = appendix_c,
     .fide2023 = {"C.10.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.1: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.1.1", .title = "same rank: the piece", .article = appendix_c,
     .fide2023 = {"C.10.1.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.1.1: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.1.2", .title = "same rank: the file of departure", .article = appendix_c,
     .fide2023 = {"C.10.1.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.1.2: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.1.3", .title = "same rank: the arrival square", .article = appendix_c,
     .fide2023 = {"C.10.1.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.1.3: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.2", .title = "both on the same file", .article = appendix_c,
     .fide2023 = {"C.10.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.2: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.2.1", .title = "same file: the piece", .article = appendix_c,
     .fide2023 = {"C.10.2.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.2.1: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.2.2", .title = "same file: the rank of departure", .article = appendix_c,
     .fide2023 = {"C.10.2.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.2.2: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.2.3", .title = "same file: the arrival square", .article = appendix_c,
     .fide2023 = {"C.10.2.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.2.3: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.3", .title = "different ranks and files", .article = appendix_c,
     .fide2023 = {"C.10.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.10.3: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.3.1", .title = "example: Ngf3 or Nef3", .article = appendix_c,
     .fide2023 = {"C.10.3.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.10.3.1: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.3.2", .title = "example: N5f3 or N1f3", .article = appendix_c,
     .fide2023 = {"C.10.3.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.10.3.2: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.3.3", .title = "example: Nhf3 or Ndf3", .article = appendix_c,
     .fide2023 = {"C.10.3.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.10.3.3: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.10.3.4", .title = "example: Ngxf3", .article = appendix_c,
     .fide2023 = {"C.10.3.4"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.10.3.4: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.11", .title = "promotion in the notation", .article = appendix_c,
     .fide2023 = {"C.11"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: with chesslaw audit --notation fide, notation::fide_forms_of finds a promotion written with '=' or the piece in brackets (e8=Q, e8(Q)), not d8Q: warnings promotion_equals, promotion_parenthesised",
     .caveat = "ID normalised to FIDE's form C.11: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.12", .title = "draw offer (=)", .article = appendix_c,
     .fide2023 = {"C.12"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: chesslaw audit --notation fide reports the forms of C.4, C.9, C.11 and C.13 (notation/fide.hpp); this clause gives a form no written move breaks on its own, or one the reader does not keep (a figurine, national letters, the draw offer)",
     .caveat = "ID normalised to FIDE's form C.12: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages"},

    {.id = "C.13", .title = "abbreviations", .article = appendix_c,
     .fide2023 = {"C.13"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: with chesslaw audit --notation fide, notation::fide_forms_of finds castling written with the letter O (O-O, o-o), not the digit zero: warning letter_o_castling",
     .caveat = "ID normalised to FIDE's form C.13: the transcription writes its C as the Cyrillic capital Es (U+0421, which looks like the Latin C) in both languages; the sample game that follows the abbreviations in both files (en 'Sample game: 1.e4 e5 ...', ru 'Primer zapisi partii: ...') is an illustration, not part of the clause: left out"},

    {.id = "D.1", .title = "rules for visually disabled players", .article = appendix_d,
     .fide2023 = {"D.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.1", .title = "board at least 20 cm", .article = appendix_d,
     .fide2023 = {"D.1.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.2", .title = "black squares raised", .article = appendix_d,
     .fide2023 = {"D.1.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.3", .title = "a securing aperture", .article = appendix_d,
     .fide2023 = {"D.1.3"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.4", .title = "the pieces", .article = appendix_d,
     .fide2023 = {"D.1.4"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.1.4.1 and D.1.4.2; the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.4.1", .title = "a peg on each piece", .article = appendix_d,
     .fide2023 = {"D.1.4.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.4.2", .title = "Staunton pieces, black marked", .article = appendix_d,
     .fide2023 = {"D.1.4.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2", .title = "regulations of play", .article = appendix_d,
     .fide2023 = {"D.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.2.1-D.2.11; how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.1", .title = "moves announced", .article = appendix_d,
     .fide2023 = {"D.2.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; en runs each list of names into one line ('A - AnnaB - Bella...'), ru gives one paragraph per item: both as written, paragraphs joined"},

    {.id = "D.2.2", .title = "touched: out of the aperture", .article = appendix_d,
     .fide2023 = {"D.2.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.3", .title = "when a move is made", .article = appendix_d,
     .fide2023 = {"D.2.3"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.2.3.1-D.2.3.3; how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.3.1", .title = "made: the captured piece removed", .article = appendix_d,
     .fide2023 = {"D.2.3.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.3.2", .title = "made: placed in an aperture", .article = appendix_d,
     .fide2023 = {"D.2.3.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.3.3", .title = "made: announced", .article = appendix_d,
     .fide2023 = {"D.2.3.3"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.4", .title = "then the clock is started", .article = appendix_d,
     .fide2023 = {"D.2.4"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.5", .title = "normal rules for the sighted player", .article = appendix_d,
     .fide2023 = {"D.2.5"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.6.1", .title = "a special clock", .article = appendix_d,
     .fide2023 = {"D.2.6.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.6.2", .title = "an analogue clock", .article = appendix_d,
     .fide2023 = {"D.2.6.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.2.6.2.1 and D.2.6.2.2; the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.6.2.1", .title = "a reinforced dial", .article = appendix_d,
     .fide2023 = {"D.2.6.2.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.6.2.2", .title = "a flag that can be felt", .article = appendix_d,
     .fide2023 = {"D.2.6.2.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru bolds the number together with the first word ('D.2.6.2.2.legko'): the word kept"},

    {.id = "D.2.7", .title = "score in Braille or longhand", .article = appendix_d,
     .fide2023 = {"D.2.7"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.8", .title = "slip of the tongue", .article = appendix_d,
     .fide2023 = {"D.2.8"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.9", .title = "different positions on the two boards", .article = appendix_d,
     .fide2023 = {"D.2.9"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10", .title = "an assistant", .article = appendix_d,
     .fide2023 = {"D.2.10"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.2.10.1-D.2.10.6; how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.1", .title = "assistant makes the moves", .article = appendix_d,
     .fide2023 = {"D.2.10.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.2", .title = "assistant announces", .article = appendix_d,
     .fide2023 = {"D.2.10.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.3", .title = "assistant keeps the score", .article = appendix_d,
     .fide2023 = {"D.2.10.3"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.4", .title = "assistant informs", .article = appendix_d,
     .fide2023 = {"D.2.10.4"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.5", .title = "assistant claims", .article = appendix_d,
     .fide2023 = {"D.2.10.5"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.6", .title = "assistant at an adjournment", .article = appendix_d,
     .fide2023 = {"D.2.10.6"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.11", .title = "the sighted player's assistant", .article = appendix_d,
     .fide2023 = {"D.2.11"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru D.2.11 splits its second sentence into a paragraph of its own (joined here with one space)"},

    {.id = "I.1.1", .title = "the sealed move", .article = guidelines_i,
     .fide2023 = {"I.1.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.1.2", .title = "adjourning before the end", .article = guidelines_i,
     .fide2023 = {"I.1.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2", .title = "the envelope", .article = guidelines_i,
     .fide2023 = {"I.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of I.2.1-I.2.7; an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.1", .title = "envelope: the names", .article = guidelines_i,
     .fide2023 = {"I.2.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.2", .title = "envelope: the position", .article = guidelines_i,
     .fide2023 = {"I.2.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.3", .title = "envelope: the times", .article = guidelines_i,
     .fide2023 = {"I.2.3"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.4", .title = "envelope: who sealed", .article = guidelines_i,
     .fide2023 = {"I.2.4"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.5", .title = "envelope: the move number", .article = guidelines_i,
     .fide2023 = {"I.2.5"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.6", .title = "envelope: a draw offer", .article = guidelines_i,
     .fide2023 = {"I.2.6"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.7", .title = "envelope: the resumption", .article = guidelines_i,
     .fide2023 = {"I.2.7"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.3", .title = "the arbiter checks the envelope", .article = guidelines_i,
     .fide2023 = {"I.3"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.4", .title = "a draw offer after sealing", .article = guidelines_i,
     .fide2023 = {"I.4"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.5", .title = "the resumption set-up", .article = guidelines_i,
     .fide2023 = {"I.5"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.6", .title = "concluded before resumption", .article = guidelines_i,
     .fide2023 = {"I.6"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.7", .title = "opening the envelope", .article = guidelines_i,
     .fide2023 = {"I.7"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.8", .title = "a bad sealed move loses", .article = guidelines_i,
     .fide2023 = {"I.8"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of I.8.1-I.8.3; an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.8.1", .title = "sealed move ambiguous", .article = guidelines_i,
     .fide2023 = {"I.8.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned (the written sealed move is not in a PGN record)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.8.2", .title = "sealed move unreadable", .article = guidelines_i,
     .fide2023 = {"I.8.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned (the written sealed move is not in a PGN record)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.8.3", .title = "sealed move illegal", .article = guidelines_i,
     .fide2023 = {"I.8.3"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a sealed move that is illegal shows in a record as an illegal move (3.10.2), which the audit reports; that it was the sealed one is not in the record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.9", .title = "at the resumption time", .article = guidelines_i,
     .fide2023 = {"I.9"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of I.9.1-I.9.3; an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.9.1", .title = "the replying player present", .article = guidelines_i,
     .fide2023 = {"I.9.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.9.2", .title = "the replying player absent", .article = guidelines_i,
     .fide2023 = {"I.9.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.9.3", .title = "the sealing player absent", .article = guidelines_i,
     .fide2023 = {"I.9.3"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.10", .title = "arriving after the default time", .article = guidelines_i,
     .fide2023 = {"I.10"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.11", .title = "default time not zero", .article = guidelines_i,
     .fide2023 = {"I.11"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.12.1", .title = "the envelope missing", .article = guidelines_i,
     .fide2023 = {"I.12.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.12.2", .title = "the position cannot be re-established", .article = guidelines_i,
     .fide2023 = {"I.12.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.13", .title = "a clock error at resumption", .article = guidelines_i,
     .fide2023 = {"I.13"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.14", .title = "the resumption session's timepiece", .article = guidelines_i,
     .fide2023 = {"I.14"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    // Guidelines II, Chess960 (FIDE 2023; Appendix F in the 2014 Laws, with other numbers - not
    // available here, so no alias). IDs are the 2023 numbers with the prefix "II."; article is
    // spec::guidelines_ii. The Russian transcription keeps the line-break hyphens of its source
    // ("соблюде-нии", "классичес-ких", "пра-вилам"): kept as written. `reinterprets` names the
    // Article 3 clause a rule reads anew for Chess960.
    {.id = "II.1", .title = "Chess960 game", .article = guidelines_ii,
     .fide2023 = {"II.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a random set-up, then the moves of Article 3: the kernel plays Chess960 with the Article 3 predicates (position::chess960); what can be checked is in II.2 and II.3",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // II.2 is headed 'Требования к начальной позиции' / 'Starting-position requirements' and holds two paragraphs: the requirements (/1), and after II.2.1-II.2.3 how the array may be drawn (/2).
    {.id = "II.2/1", .title = "Chess960 starting position", .article = guidelines_ii,
     .fide2023 = {"II.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.1", .title = "king between the rooks", .article = guidelines_ii,
     .fide2023 = {"II.2.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.2", .title = "bishops on opposite colours", .article = guidelines_ii,
     .fide2023 = {"II.2.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.3", .title = "black opposite white", .article = guidelines_ii,
     .fide2023 = {"II.2.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2/2", .title = "drawing the array", .article = guidelines_ii,
     .fide2023 = {"II.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how the array was drawn (program, dice, coin, cards) leaves no trace in the position",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3", .title = "Chess960 castling rules", .article = guidelines_ii,
     .fide2023 = {"II.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is II.3.1 and II.3.2, checked by their own predicates",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // Reads 3.8.2 anew: the king castles with 'the castling rook' of a right wherever the two stand; a second castling is barred by 3.8.2.1.1 (the king has moved).
    {.id = "II.3.1", .title = "castling once per game", .article = guidelines_ii,
     .fide2023 = {"II.3.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2", .title = "how to castle", .article = guidelines_ii,
     .fide2023 = {"II.3.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading of II.3.2.1-II.3.2.4: which of the four manoeuvres a castling is follows from the squares, and each is checked as its own predicate",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.1", .title = "double-move castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.2", .title = "transposition castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.3", .title = "king-move-only castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    // The source ends the sentence with two full stops ('rook..'): kept as written.
    {.id = "II.3.2.4", .title = "rook-move-only castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.4"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.5", .title = "castling recommendations", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is II.3.2.5.1 and II.3.2.5.2",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.5.1", .title = "castling on a physical board", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how hands move the men on a physical board (king off the board, rook, king) is not in a position or a game record",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.5.2", .title = "final squares as in regular chess", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "checked as II.3.2.6, which names the squares (king c1/g1, rook d1/f1)",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    // II.3.2.6 is headed 'Разъяснение' / 'Clarification:'; the text is its paragraph.
    {.id = "II.3.2.6", .title = "final squares of castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.6"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.7", .title = "castling notes", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is II.3.2.7.1-II.3.2.7.5",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.1", .title = "announcing castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a spoken announcement is not in a position or a game record",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.2", .title = "king or rook stays", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a consequence of II.3.2.3 and II.3.2.4, which the judge cites when they apply",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.3", .title = "castling on the first move", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a consequence of II.3.2.7.4: nothing else bars castling on the first move",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // Reads 3.8.2.2.2 anew: not 'between the king and the rook' but the squares each of the two crosses and lands on.
    {.id = "II.3.2.7.4", .title = "vacant squares for castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.4"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2.2.2"},

    {.id = "II.3.2.7.5", .title = "squares that may stay filled", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.5"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a consequence of II.3.2.7.4 (it names the squares that must be vacant; any other may be filled)",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2.2.2"},

    {.id = "III.1", .title = "a quickplay finish", .article = guidelines_iii,
     .fide2023 = {"III.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition: a period with no further time control, which the clock ledger reads from the TimeControl tag (clock/read); no check of its own",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.2.1", .title = "announced beforehand", .article = guidelines_iii,
     .fide2023 = {"III.2.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "what an event's regulations or its organiser set is not in a game record",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.2.2", .title = "only without increment", .article = guidelines_iii,
     .fide2023 = {"III.2.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition of scope: the time control without increment and not blitz is clock::category_of and clock::read on the record; no check of its own",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.3.1", .title = "both flags fallen", .article = guidelines_iii,
     .fide2023 = {"III.3.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of III.3.1.1 and III.3.1.2; which flag fell first is the arbiter's observation",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.3.1.1", .title = "both flags: the game continues", .article = guidelines_iii,
     .fide2023 = {"III.3.1.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.3.1.2", .title = "both flags: drawn", .article = guidelines_iii,
     .fide2023 = {"III.3.1.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.4", .title = "a five-second increment requested", .article = guidelines_iii,
     .fide2023 = {"III.4"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.5", .title = "a quickplay draw claim", .article = guidelines_iii,
     .fide2023 = {"III.5"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it; the clock readings a record may hold show whether the claimant had less than two minutes, not that he claimed",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.5.1", .title = "the arbiter upholds the claim", .article = guidelines_iii,
     .fide2023 = {"III.5.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "whether the opponent could win by normal means, or tried, is the arbiter's judgement",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.5.2", .title = "the arbiter postpones", .article = guidelines_iii,
     .fide2023 = {"III.5.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.5.3", .title = "the arbiter rejects", .article = guidelines_iii,
     .fide2023 = {"III.5.3"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6", .title = "no arbiter present", .article = guidelines_iii,
     .fide2023 = {"III.6"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of III.6.1 and III.6.2; what an event's regulations or its organiser set is not in a game record",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6.1", .title = "a claim without an arbiter", .article = guidelines_iii,
     .fide2023 = {"III.6.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6.1.1", .title = "cannot win by normal means", .article = guidelines_iii,
     .fide2023 = {"III.6.1.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "whether the opponent could win by normal means is the designated arbiter's judgement",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6.1.2", .title = "no effort to win", .article = guidelines_iii,
     .fide2023 = {"III.6.1.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "whether the opponent tried to win is the designated arbiter's judgement",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6.2", .title = "the claim referred", .article = guidelines_iii,
     .fide2023 = {"III.6.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},
}};
// clang-format on

//! A clause, by its index in `table`. Structural (one public integer), so it can be a template
//! parameter: `rule<spec::id::en_passant>`. Obtain one from `ref()`, `find()` or a handle in
//! `chesslaw::spec::id`; orders as the table does.
struct clause_ref {
    std::uint16_t index;

    constexpr const clause& get() const noexcept { return table[index]; }
    constexpr const clause* operator->() const noexcept { return &table[index]; }
    constexpr std::string_view id() const noexcept { return table[index].id; }

    friend constexpr bool operator==(clause_ref, clause_ref) = default;
    friend constexpr std::strong_ordering operator<=>(clause_ref a, clause_ref b) noexcept {
        return a.index <=> b.index;
    }
};

//! Runtime lookup by canonical ID (aliases are not accepted: see find_alias()).
constexpr std::optional<clause_ref> find(std::string_view clause_id) noexcept {
    for (std::size_t i = 0; i < table.size(); ++i)
        if (table[i].id == clause_id) return clause_ref{static_cast<std::uint16_t>(i)};
    return std::nullopt;
}

//! Compile-time lookup by canonical ID: an ID that is not in the table does not compile
//! (the throw makes the call a non-constant expression).
consteval clause_ref ref(std::string_view clause_id) {
    if (const auto r = find(clause_id)) return *r;
    throw "chesslaw::spec::ref: no clause with this ID in the spec table";
}

//! A named handle's definition: the clause at `index` of the table, which must have the ID
//! `clause_id` (anything else does not compile: the throw makes the call a non-constant
//! expression). One comparison, where ref() searches the table: the 340 handles below cost
//! almost nothing to compile (tools/laws_rows.py writes the indices; docs/performance.md).
consteval clause_ref at(std::uint16_t index, std::string_view clause_id) {
    if (index < table.size() && table[index].id == clause_id) return clause_ref{index};
    throw "chesslaw::spec::at: the table's record at this index has another ID";
}

//! Lookup by the number a clause has in edition `e` ("3.7 d" in seed001, "3.7.3.2" in
//! fide2023). A fide2023 range alias matches every number in it. Several clauses can share an
//! alias (seed000 "3.1" is 3.1/1 to 3.1/4): the first in table order is returned; iterate
//! `table` with `alias_in()` / `detail::alias_matches()` to get all of them. "" matches nothing.
constexpr std::optional<clause_ref> find_alias(edition e, std::string_view alias_id) noexcept {
    for (std::size_t i = 0; i < table.size(); ++i)
        if (detail::alias_matches(alias_in(table[i], e).id, alias_id))
            return clause_ref{static_cast<std::uint16_t>(i)};
    return std::nullopt;
}

//! Number of records satisfying `pred(const clause&)`.
template <class Pred>
constexpr std::size_t count_if(Pred pred) {
    std::size_t n = 0;
    for (const clause& c : table)
        if (pred(c)) ++n;
    return n;
}

//! Named handles, one per record, in table order. Names are stable API: rules, touch, tools and
//! tests refer to clauses only through these.
namespace id {
inline constexpr clause_ref game_between_two                  = at(0, "1.1");
inline constexpr clause_ref white_first_alternately           = at(1, "1.2");
inline constexpr clause_ref having_the_move                   = at(2, "1.3");
inline constexpr clause_ref objective_checkmate               = at(3, "1.4");
inline constexpr clause_ref checkmating_wins                  = at(4, "1.4.1");
inline constexpr clause_ref checkmated_loses                  = at(5, "1.4.2");
inline constexpr clause_ref neither_can_checkmate             = at(6, "1.5");
inline constexpr clause_ref chessboard                        = at(7, "2.1");
inline constexpr clause_ref pieces_and_symbols                = at(8, "2.2");
inline constexpr clause_ref initial_position_of_the_pieces    = at(9, "2.3");
inline constexpr clause_ref files_ranks_diagonals             = at(10, "2.4");
inline constexpr clause_ref own_square                        = at(11, "3.1/1");
inline constexpr clause_ref capture                           = at(12, "3.1/2");
inline constexpr clause_ref attack                            = at(13, "3.1/3");
inline constexpr clause_ref attack_despite_pin                = at(14, "3.1/4");
inline constexpr clause_ref bishop                            = at(15, "3.2");
inline constexpr clause_ref rook                              = at(16, "3.3");
inline constexpr clause_ref queen                             = at(17, "3.4");
inline constexpr clause_ref no_jumping                        = at(18, "3.5");
inline constexpr clause_ref knight                            = at(19, "3.6");
inline constexpr clause_ref pawn_forward_only                 = at(20, "3.7");
inline constexpr clause_ref pawn_step                         = at(21, "3.7.1");
inline constexpr clause_ref pawn_double_step                  = at(22, "3.7.2");
inline constexpr clause_ref pawn_capture                      = at(23, "3.7.3");
inline constexpr clause_ref en_passant                        = at(24, "3.7.4");
inline constexpr clause_ref promotion                         = at(25, "3.7.5");
inline constexpr clause_ref king_two_ways                     = at(26, "3.8");
inline constexpr clause_ref king_step                         = at(27, "3.8.1");
inline constexpr clause_ref castling                          = at(28, "3.8.2");
inline constexpr clause_ref castling_right_lost               = at(29, "3.8.2.1");
inline constexpr clause_ref castling_king_moved               = at(30, "3.8.2.1.1");
inline constexpr clause_ref castling_rook_moved               = at(31, "3.8.2.1.2");
inline constexpr clause_ref castling_prevented                = at(32, "3.8.2.2");
inline constexpr clause_ref castling_attacked                 = at(33, "3.8.2.2.1");
inline constexpr clause_ref castling_blocked                  = at(34, "3.8.2.2.2");
inline constexpr clause_ref check                             = at(35, "3.9");
inline constexpr clause_ref legal_move                        = at(36, "3.10.1");
inline constexpr clause_ref illegal_move                      = at(37, "3.10.2");
inline constexpr clause_ref illegal_position                  = at(38, "3.10.3");
inline constexpr clause_ref adjust                            = at(39, "4.2");
inline constexpr clause_ref touch_deliberate                  = at(40, "4.3");
inline constexpr clause_ref touch_own                         = at(41, "4.3.1");
inline constexpr clause_ref touch_opponent                    = at(42, "4.3.2");
inline constexpr clause_ref touch_both                        = at(43, "4.3.3/1");
inline constexpr clause_ref touch_order_unknown               = at(44, "4.3.3/2");
inline constexpr clause_ref castling_touch_king_rook          = at(45, "4.4.1");
inline constexpr clause_ref castling_touch_rook_first         = at(46, "4.4.2");
inline constexpr clause_ref castling_touch_king_first_illegal = at(47, "4.4.3");
inline constexpr clause_ref promotion_choice_final            = at(48, "4.4.4");
inline constexpr clause_ref no_touched_piece_movable          = at(49, "4.5");
inline constexpr clause_ref released_piece                    = at(50, "4.6/1");
inline constexpr clause_ref move_complete                     = at(51, "4.6/2");
inline constexpr clause_ref complete_capture                  = at(52, "4.6.1");
inline constexpr clause_ref complete_castling                 = at(53, "4.6.2");
inline constexpr clause_ref complete_promotion                = at(54, "4.6.3");
inline constexpr clause_ref possible_move                     = at(55, "4.6/3");
inline constexpr clause_ref impossible_move_replaced          = at(56, "4.6/4");
inline constexpr clause_ref impossible_move_penalty           = at(57, "4.6/5");
inline constexpr clause_ref claim_lost                        = at(58, "4.7");
inline constexpr clause_ref checkmate                         = at(59, "5.1.1");
inline constexpr clause_ref resignation                       = at(60, "5.1.2");
inline constexpr clause_ref stalemate                         = at(61, "5.2.1");
inline constexpr clause_ref dead_position                     = at(62, "5.2.2");
inline constexpr clause_ref draw_agreement                    = at(63, "5.2.3");
inline constexpr clause_ref chessclock                        = at(64, "6.1");
inline constexpr clause_ref move_completed_by_clock           = at(65, "6.2.1");
inline constexpr clause_ref move_ending_game_completed        = at(66, "6.2.1.1");
inline constexpr clause_ref next_move_completes_previous      = at(67, "6.2.1.2");
inline constexpr clause_ref clock_pressed_late                = at(68, "6.2.2");
inline constexpr clause_ref clock_same_hand                   = at(69, "6.2.3");
inline constexpr clause_ref clock_handled_properly            = at(70, "6.2.4");
inline constexpr clause_ref adjust_on_own_time                = at(71, "6.2.5");
inline constexpr clause_ref clock_assistant                   = at(72, "6.2.6");
inline constexpr clause_ref moves_in_allotted_time            = at(73, "6.3.1");
inline constexpr clause_ref time_carried_and_delay            = at(74, "6.3.2");
inline constexpr clause_ref check_after_flag_fall             = at(75, "6.4");
inline constexpr clause_ref clock_placement                   = at(76, "6.5");
inline constexpr clause_ref white_clock_started               = at(77, "6.6");
inline constexpr clause_ref default_time                      = at(78, "6.7.1");
inline constexpr clause_ref white_loses_time_absent           = at(79, "6.7.2");
inline constexpr clause_ref flag_considered_fallen            = at(80, "6.8");
inline constexpr clause_ref flag_fall                         = at(81, "6.9");
inline constexpr clause_ref clock_conclusive                  = at(82, "6.10.1");
inline constexpr clause_ref incorrect_clock_setting           = at(83, "6.10.2");
inline constexpr clause_ref game_interrupted                  = at(84, "6.11.1");
inline constexpr clause_ref clock_stopped_for_arbiter         = at(85, "6.11.2");
inline constexpr clause_ref game_restart                      = at(86, "6.11.3");
inline constexpr clause_ref pause_without_reason              = at(87, "6.11.4");
inline constexpr clause_ref demonstration_boards              = at(88, "6.12.1");
inline constexpr clause_ref no_claim_from_screens             = at(89, "6.12.2");
inline constexpr clause_ref clock_after_irregularity          = at(90, "7.1");
inline constexpr clause_ref incorrect_initial_position        = at(91, "7.2.1");
inline constexpr clause_ref board_misplaced                   = at(92, "7.2.2");
inline constexpr clause_ref colours_reversed                  = at(93, "7.3");
inline constexpr clause_ref displaced_pieces_restored         = at(94, "7.4.1");
inline constexpr clause_ref clock_stopped_for_displacement    = at(95, "7.4.2");
inline constexpr clause_ref displacement_penalty              = at(96, "7.4.3");
inline constexpr clause_ref illegal_move_completed            = at(97, "7.5.1");
inline constexpr clause_ref promotion_without_piece           = at(98, "7.5.2");
inline constexpr clause_ref clock_without_move                = at(99, "7.5.3");
inline constexpr clause_ref two_hands                         = at(100, "7.5.4");
inline constexpr clause_ref illegal_move_penalties            = at(101, "7.5.5");
inline constexpr clause_ref displaced_piece_reinstated        = at(102, "7.6");
inline constexpr clause_ref record_the_moves                  = at(103, "8.1.1");
inline constexpr clause_ref paper_scoresheet                  = at(104, "8.1.1.1");
inline constexpr clause_ref electronic_scoresheet             = at(105, "8.1.1.2");
inline constexpr clause_ref no_recording_in_advance           = at(106, "8.1.2");
inline constexpr clause_ref reply_before_recording            = at(107, "8.1.3");
inline constexpr clause_ref scoresheet_use                    = at(108, "8.1.4");
inline constexpr clause_ref draw_offer_recorded               = at(109, "8.1.5");
inline constexpr clause_ref scoresheet_assistant              = at(110, "8.1.6");
inline constexpr clause_ref scoresheet_visible                = at(111, "8.2");
inline constexpr clause_ref scoresheet_property               = at(112, "8.3");
inline constexpr clause_ref recording_under_five_minutes      = at(113, "8.4");
inline constexpr clause_ref neither_keeps_score               = at(114, "8.5.1");
inline constexpr clause_ref one_player_updates                = at(115, "8.5.2");
inline constexpr clause_ref reconstruct_the_game              = at(116, "8.5.3");
inline constexpr clause_ref moves_not_brought_up_to_date      = at(117, "8.6");
inline constexpr clause_ref result_signed                     = at(118, "8.7");
inline constexpr clause_ref draw_offer_restricted             = at(119, "9.1.1");
inline constexpr clause_ref draw_agreement_allowed            = at(120, "9.1.2");
inline constexpr clause_ref when_to_offer_a_draw              = at(121, "9.1.2.1");
inline constexpr clause_ref draw_offer_noted                  = at(122, "9.1.2.2");
inline constexpr clause_ref claim_is_an_offer                 = at(123, "9.1.2.3");
inline constexpr clause_ref threefold_claim                   = at(124, "9.2.1");
inline constexpr clause_ref threefold_intended_move           = at(125, "9.2.1.1");
inline constexpr clause_ref threefold_on_board                = at(126, "9.2.1.2");
inline constexpr clause_ref same_position                     = at(127, "9.2.2");
inline constexpr clause_ref same_position_en_passant          = at(128, "9.2.2.1");
inline constexpr clause_ref same_position_castling            = at(129, "9.2.2.2");
inline constexpr clause_ref fifty_move_claim                  = at(130, "9.3");
inline constexpr clause_ref fifty_moves_intended_move         = at(131, "9.3.1");
inline constexpr clause_ref fifty_moves_completed             = at(132, "9.3.2");
inline constexpr clause_ref touch_loses_claim                 = at(133, "9.4");
inline constexpr clause_ref claim_stops_clock                 = at(134, "9.5.1");
inline constexpr clause_ref correct_claim_draws               = at(135, "9.5.2");
inline constexpr clause_ref incorrect_claim                   = at(136, "9.5.3");
inline constexpr clause_ref automatic_draw                    = at(137, "9.6");
inline constexpr clause_ref fivefold_repetition               = at(138, "9.6.1");
inline constexpr clause_ref seventy_five_moves                = at(139, "9.6.2");
inline constexpr clause_ref points                            = at(140, "10.1");
inline constexpr clause_ref no_more_than_maximum              = at(141, "10.2");
inline constexpr clause_ref no_disrepute                      = at(142, "11.1");
inline constexpr clause_ref playing_venue                     = at(143, "11.2.1");
inline constexpr clause_ref playing_area                      = at(144, "11.2.2");
inline constexpr clause_ref permission_of_the_arbiter         = at(145, "11.2.3");
inline constexpr clause_ref leave_the_venue                   = at(146, "11.2.3.1");
inline constexpr clause_ref leave_the_area                    = at(147, "11.2.3.2");
inline constexpr clause_ref access_to_the_area                = at(148, "11.2.3.3");
inline constexpr clause_ref report_leaving                    = at(149, "11.2.4");
inline constexpr clause_ref no_notes_or_advice                = at(150, "11.3.1");
inline constexpr clause_ref no_electronic_device              = at(151, "11.3.2.1");
inline constexpr clause_ref device_loses                      = at(152, "11.3.2.2");
inline constexpr clause_ref inspection                        = at(153, "11.3.3");
inline constexpr clause_ref smoking                           = at(154, "11.3.4");
inline constexpr clause_ref spectators                        = at(155, "11.4");
inline constexpr clause_ref no_distraction                    = at(156, "11.5");
inline constexpr clause_ref infraction_penalties              = at(157, "11.6");
inline constexpr clause_ref persistent_refusal                = at(158, "11.7");
inline constexpr clause_ref both_lose                         = at(159, "11.8");
inline constexpr clause_ref explanation                       = at(160, "11.9");
inline constexpr clause_ref appeal                            = at(161, "11.10");
inline constexpr clause_ref assist_the_arbiter                = at(162, "11.11");
inline constexpr clause_ref checking_claims_duty              = at(163, "11.12");
inline constexpr clause_ref arbiter_sees_laws_observed        = at(164, "12.1");
inline constexpr clause_ref arbiter_shall                     = at(165, "12.2");
inline constexpr clause_ref ensure_fair_play                  = at(166, "12.2.1");
inline constexpr clause_ref best_interest                     = at(167, "12.2.2");
inline constexpr clause_ref playing_environment               = at(168, "12.2.3");
inline constexpr clause_ref players_not_disturbed             = at(169, "12.2.4");
inline constexpr clause_ref supervise_progress                = at(170, "12.2.5");
inline constexpr clause_ref special_measures                  = at(171, "12.2.6");
inline constexpr clause_ref fair_play_rules                   = at(172, "12.2.7");
inline constexpr clause_ref observe_the_games                 = at(173, "12.3");
inline constexpr clause_ref appoint_assistants                = at(174, "12.4");
inline constexpr clause_ref additional_time_for_disturbance   = at(175, "12.5");
inline constexpr clause_ref arbiter_not_intervene             = at(176, "12.6");
inline constexpr clause_ref irregularity_informed             = at(177, "12.7");
inline constexpr clause_ref no_communication_device           = at(178, "12.8");
inline constexpr clause_ref penalty_options                   = at(179, "12.9");
inline constexpr clause_ref penalty_warning                   = at(180, "12.9.1");
inline constexpr clause_ref penalty_opponent_time             = at(181, "12.9.2");
inline constexpr clause_ref penalty_own_time                  = at(182, "12.9.3");
inline constexpr clause_ref penalty_opponent_points           = at(183, "12.9.4");
inline constexpr clause_ref penalty_own_points                = at(184, "12.9.5");
inline constexpr clause_ref penalty_game_lost                 = at(185, "12.9.6");
inline constexpr clause_ref penalty_fine                      = at(186, "12.9.7");
inline constexpr clause_ref penalty_exclusion                 = at(187, "12.9.8");
inline constexpr clause_ref penalty_expulsion                 = at(188, "12.9.9");
inline constexpr clause_ref rapid_game                        = at(189, "A.1");
inline constexpr clause_ref rapid_no_recording                = at(190, "A.2");
inline constexpr clause_ref rapid_penalty_one_minute          = at(191, "A.3");
inline constexpr clause_ref rapid_competition_rules           = at(192, "A.4");
inline constexpr clause_ref rapid_arbiter_three_games         = at(193, "A.4.1.1");
inline constexpr clause_ref rapid_games_recorded              = at(194, "A.4.1.2");
inline constexpr clause_ref rapid_scoresheet_request          = at(195, "A.4.2");
inline constexpr clause_ref rapid_otherwise                   = at(196, "A.5");
inline constexpr clause_ref rapid_after_ten_moves             = at(197, "A.5.1");
inline constexpr clause_ref rapid_clock_setting_fixed         = at(198, "A.5.1.1");
inline constexpr clause_ref rapid_no_setup_claim              = at(199, "A.5.1.2");
inline constexpr clause_ref rapid_illegal_move_stands         = at(200, "A.5.2");
inline constexpr clause_ref rapid_time_claim                  = at(201, "A.5.3");
inline constexpr clause_ref rapid_illegal_position_draw       = at(202, "A.5.4");
inline constexpr clause_ref rapid_flag_fall_called            = at(203, "A.5.5");
inline constexpr clause_ref rapid_regulations                 = at(204, "A.6");
inline constexpr clause_ref blitz_game                        = at(205, "B.1");
inline constexpr clause_ref blitz_competition_rules           = at(206, "B.2");
inline constexpr clause_ref blitz_arbiter_one_game            = at(207, "B.2.1");
inline constexpr clause_ref blitz_games_recorded              = at(208, "B.2.2");
inline constexpr clause_ref blitz_scoresheet_request          = at(209, "B.2.3");
inline constexpr clause_ref blitz_otherwise                   = at(210, "B.3");
inline constexpr clause_ref blitz_regulations                 = at(211, "B.4");
inline constexpr clause_ref notation_piece                    = at(212, "C.1");
inline constexpr clause_ref notation_english_letters          = at(213, "C.2");
inline constexpr clause_ref notation_national_letters         = at(214, "C.3");
inline constexpr clause_ref notation_pawn_no_letter           = at(215, "C.4");
inline constexpr clause_ref notation_files                    = at(216, "C.5");
inline constexpr clause_ref notation_ranks                    = at(217, "C.6");
inline constexpr clause_ref notation_squares                  = at(218, "C.7");
inline constexpr clause_ref notation_piece_move               = at(219, "C.8");
inline constexpr clause_ref notation_capture                  = at(220, "C.9");
inline constexpr clause_ref notation_capture_piece            = at(221, "C.9.1");
inline constexpr clause_ref notation_capture_square           = at(222, "C.9.2");
inline constexpr clause_ref notation_pawn_capture             = at(223, "C.9.3");
inline constexpr clause_ref notation_two_pieces               = at(224, "C.10");
inline constexpr clause_ref notation_same_rank                = at(225, "C.10.1");
inline constexpr clause_ref notation_same_rank_piece          = at(226, "C.10.1.1");
inline constexpr clause_ref notation_same_rank_file           = at(227, "C.10.1.2");
inline constexpr clause_ref notation_same_rank_square         = at(228, "C.10.1.3");
inline constexpr clause_ref notation_same_file                = at(229, "C.10.2");
inline constexpr clause_ref notation_same_file_piece          = at(230, "C.10.2.1");
inline constexpr clause_ref notation_same_file_rank           = at(231, "C.10.2.2");
inline constexpr clause_ref notation_same_file_square         = at(232, "C.10.2.3");
inline constexpr clause_ref notation_different_lines          = at(233, "C.10.3");
inline constexpr clause_ref notation_example_file             = at(234, "C.10.3.1");
inline constexpr clause_ref notation_example_rank             = at(235, "C.10.3.2");
inline constexpr clause_ref notation_example_both             = at(236, "C.10.3.3");
inline constexpr clause_ref notation_example_capture          = at(237, "C.10.3.4");
inline constexpr clause_ref notation_promotion                = at(238, "C.11");
inline constexpr clause_ref notation_draw_offer               = at(239, "C.12");
inline constexpr clause_ref notation_abbreviations            = at(240, "C.13");
inline constexpr clause_ref blind_adapted_rules               = at(241, "D.1");
inline constexpr clause_ref blind_board_size                  = at(242, "D.1.1");
inline constexpr clause_ref blind_black_raised                = at(243, "D.1.2");
inline constexpr clause_ref blind_aperture                    = at(244, "D.1.3");
inline constexpr clause_ref blind_pieces                      = at(245, "D.1.4");
inline constexpr clause_ref blind_peg                         = at(246, "D.1.4.1");
inline constexpr clause_ref blind_staunton                    = at(247, "D.1.4.2");
inline constexpr clause_ref blind_regulations                 = at(248, "D.2");
inline constexpr clause_ref blind_announce_moves              = at(249, "D.2.1");
inline constexpr clause_ref blind_touched                     = at(250, "D.2.2");
inline constexpr clause_ref blind_made                        = at(251, "D.2.3");
inline constexpr clause_ref blind_made_capture                = at(252, "D.2.3.1");
inline constexpr clause_ref blind_made_placed                 = at(253, "D.2.3.2");
inline constexpr clause_ref blind_made_announced              = at(254, "D.2.3.3");
inline constexpr clause_ref blind_clock_started               = at(255, "D.2.4");
inline constexpr clause_ref blind_sighted_player              = at(256, "D.2.5");
inline constexpr clause_ref blind_special_clock               = at(257, "D.2.6.1");
inline constexpr clause_ref blind_analogue_clock              = at(258, "D.2.6.2");
inline constexpr clause_ref blind_dial                        = at(259, "D.2.6.2.1");
inline constexpr clause_ref blind_flag                        = at(260, "D.2.6.2.2");
inline constexpr clause_ref blind_score                       = at(261, "D.2.7");
inline constexpr clause_ref blind_slip_of_tongue              = at(262, "D.2.8");
inline constexpr clause_ref blind_different_positions         = at(263, "D.2.9");
inline constexpr clause_ref blind_assistant                   = at(264, "D.2.10");
inline constexpr clause_ref blind_assistant_moves             = at(265, "D.2.10.1");
inline constexpr clause_ref blind_assistant_announces         = at(266, "D.2.10.2");
inline constexpr clause_ref blind_assistant_scores            = at(267, "D.2.10.3");
inline constexpr clause_ref blind_assistant_informs           = at(268, "D.2.10.4");
inline constexpr clause_ref blind_assistant_claims            = at(269, "D.2.10.5");
inline constexpr clause_ref blind_assistant_adjourns          = at(270, "D.2.10.6");
inline constexpr clause_ref blind_sighted_assistant           = at(271, "D.2.11");
inline constexpr clause_ref sealed_move                       = at(272, "I.1.1");
inline constexpr clause_ref early_adjournment                 = at(273, "I.1.2");
inline constexpr clause_ref envelope                          = at(274, "I.2");
inline constexpr clause_ref envelope_names                    = at(275, "I.2.1");
inline constexpr clause_ref envelope_position                 = at(276, "I.2.2");
inline constexpr clause_ref envelope_times                    = at(277, "I.2.3");
inline constexpr clause_ref envelope_sealer                   = at(278, "I.2.4");
inline constexpr clause_ref envelope_move_number              = at(279, "I.2.5");
inline constexpr clause_ref envelope_draw_offer               = at(280, "I.2.6");
inline constexpr clause_ref envelope_resumption               = at(281, "I.2.7");
inline constexpr clause_ref envelope_checked                  = at(282, "I.3");
inline constexpr clause_ref draw_after_sealing                = at(283, "I.4");
inline constexpr clause_ref resumption_setup                  = at(284, "I.5");
inline constexpr clause_ref concluded_before_resumption       = at(285, "I.6");
inline constexpr clause_ref envelope_opened                   = at(286, "I.7");
inline constexpr clause_ref sealed_move_loses                 = at(287, "I.8");
inline constexpr clause_ref sealed_ambiguous                  = at(288, "I.8.1");
inline constexpr clause_ref sealed_unreadable                 = at(289, "I.8.2");
inline constexpr clause_ref sealed_illegal                    = at(290, "I.8.3");
inline constexpr clause_ref at_resumption                     = at(291, "I.9");
inline constexpr clause_ref replying_player_present           = at(292, "I.9.1");
inline constexpr clause_ref replying_player_absent            = at(293, "I.9.2");
inline constexpr clause_ref sealing_player_absent             = at(294, "I.9.3");
inline constexpr clause_ref late_after_default_time           = at(295, "I.10");
inline constexpr clause_ref default_time_not_zero             = at(296, "I.11");
inline constexpr clause_ref envelope_missing                  = at(297, "I.12.1");
inline constexpr clause_ref position_lost                     = at(298, "I.12.2");
inline constexpr clause_ref clock_error_at_resumption         = at(299, "I.13");
inline constexpr clause_ref resumption_timepiece              = at(300, "I.14");
inline constexpr clause_ref chess960_game                     = at(301, "II.1");
inline constexpr clause_ref chess960_start_requirements       = at(302, "II.2/1");
inline constexpr clause_ref chess960_king_between_rooks       = at(303, "II.2.1");
inline constexpr clause_ref chess960_bishops_opposite         = at(304, "II.2.2");
inline constexpr clause_ref chess960_black_opposite           = at(305, "II.2.3");
inline constexpr clause_ref chess960_start_drawn              = at(306, "II.2/2");
inline constexpr clause_ref chess960_castling                 = at(307, "II.3");
inline constexpr clause_ref chess960_castle_once              = at(308, "II.3.1");
inline constexpr clause_ref chess960_how_to_castle            = at(309, "II.3.2");
inline constexpr clause_ref chess960_double_move              = at(310, "II.3.2.1");
inline constexpr clause_ref chess960_transposition            = at(311, "II.3.2.2");
inline constexpr clause_ref chess960_king_move_only           = at(312, "II.3.2.3");
inline constexpr clause_ref chess960_rook_move_only           = at(313, "II.3.2.4");
inline constexpr clause_ref chess960_recommendations          = at(314, "II.3.2.5");
inline constexpr clause_ref chess960_physical_castling        = at(315, "II.3.2.5.1");
inline constexpr clause_ref chess960_final_as_regular         = at(316, "II.3.2.5.2");
inline constexpr clause_ref chess960_final_squares            = at(317, "II.3.2.6");
inline constexpr clause_ref chess960_notes                    = at(318, "II.3.2.7");
inline constexpr clause_ref chess960_announce                 = at(319, "II.3.2.7.1");
inline constexpr clause_ref chess960_one_stays                = at(320, "II.3.2.7.2");
inline constexpr clause_ref chess960_first_move               = at(321, "II.3.2.7.3");
inline constexpr clause_ref chess960_vacant                   = at(322, "II.3.2.7.4");
inline constexpr clause_ref chess960_may_stay_filled          = at(323, "II.3.2.7.5");
inline constexpr clause_ref quickplay_finish                  = at(324, "III.1");
inline constexpr clause_ref quickplay_announced               = at(325, "III.2.1");
inline constexpr clause_ref quickplay_without_increment       = at(326, "III.2.2");
inline constexpr clause_ref both_flags_fallen                 = at(327, "III.3.1");
inline constexpr clause_ref both_flags_continue               = at(328, "III.3.1.1");
inline constexpr clause_ref both_flags_drawn                  = at(329, "III.3.1.2");
inline constexpr clause_ref five_second_increment             = at(330, "III.4");
inline constexpr clause_ref quickplay_draw_claim              = at(331, "III.5");
inline constexpr clause_ref claim_upheld                      = at(332, "III.5.1");
inline constexpr clause_ref claim_postponed                   = at(333, "III.5.2");
inline constexpr clause_ref claim_rejected                    = at(334, "III.5.3");
inline constexpr clause_ref no_arbiter_present                = at(335, "III.6");
inline constexpr clause_ref claim_without_arbiter             = at(336, "III.6.1");
inline constexpr clause_ref cannot_win_normal_means           = at(337, "III.6.1.1");
inline constexpr clause_ref no_effort_to_win                  = at(338, "III.6.1.2");
inline constexpr clause_ref claim_referred                    = at(339, "III.6.2");
} // namespace id

} // namespace chesslaw::spec
