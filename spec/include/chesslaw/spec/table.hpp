#pragma once
//! The spec table: the single source of truth for clause IDs. One record per normative clause of
//! Articles 3, 4, 5, 6, 7 and 9, of Appendices A (rapid) and B (blitz) and of Guidelines II (Chess960), in the order of the Laws; canonical IDs, edition aliases, verbatim Russian
//! text and English rendering, kind and checkability. spec/README.md documents every scheme.
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

inline constexpr std::size_t clause_count = 150;

// clang-format off
inline constexpr std::array<clause, clause_count> table{{
    // 3.1 holds four normative sentences; "/n" is the n-th (README: sub-ID scheme).
    // FIDE 2023 numbers the same sentences 3.1, 3.1.1, 3.1.2, 3.1.3.
    {.id = "3.1/1", .title = "own-colour square", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1"},
     .text_source = "000",
     .text_ru = R"(Не разрешается делать ход фигурой на поле, занятое фигурой того же цвета.)",
     .text_en = "It is not permitted to move a piece to a square occupied by a piece of the same colour.",
     .kind_ = kind::prohibition, .check_ = check::predicate},

    {.id = "3.1/2", .title = "capture", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.1"},
     .text_source = "000",
     .text_ru = R"(Если фигура перемещается на поле, занятое фигурой соперника, последняя забирается и снимается с шахматной доски, как часть того же самого хода.)",
     .text_en = "If a piece moves to a square occupied by an opponent's piece, the latter is captured and removed from the chessboard as part of the same move.",
     .kind_ = kind::procedure, .check_ = check::predicate},

    {.id = "3.1/3", .title = "attack on a piece", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.2"},
     .text_source = "000",
     .text_ru = R"(Считается, что фигура нападает на фигуру соперника, если в соответствии со Статьями 3.2 - 3.8 эта фигура может взять фигуру соперника на этом поле.)",
     .text_en = "A piece is considered to attack an opponent's piece if, according to Articles 3.2 - 3.8, it could capture that opponent's piece on that square.",
     .kind_ = kind::definition, .check_ = check::predicate},

    // Second paragraph of 3.1 in both 000 and 001.
    {.id = "3.1/4", .title = "attack despite pin", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.3"},
     .text_source = "000",
     .text_ru = R"(Считается, что фигура нападает на поле, даже если она не может пойти на это поле из-за того, что король того же цвета останется или окажется под атакой.)",
     .text_en = "A piece is considered to attack a square even if it cannot move to that square because the king of its own colour would then be left or placed under attack.",
     .kind_ = kind::definition, .check_ = check::predicate},

    // 000 lost this sentence (only the diagram remains); text from 001.
    {.id = "3.2", .title = "bishop", .article = 3,
     .seed001 = {"3.2"}, .fide2023 = {"3.2"},
     .text_source = "001",
     .text_ru = R"(Слон может пойти на любое поле по диагонали, на которой он стоит.)",
     .text_en = "The bishop may move to any square along a diagonal on which it stands.",
     .kind_ = kind::permission, .check_ = check::predicate},

    {.id = "3.3", .title = "rook", .article = 3,
     .seed000 = {"3.3"}, .seed001 = {"3.3"}, .fide2023 = {"3.3"},
     .text_source = "000",
     .text_ru = R"(Ладья может пойти на любое поле по вертикали или горизонтали, на которых она стоит.)",
     .text_en = "The rook may move to any square along the file or the rank on which it stands.",
     .kind_ = kind::permission, .check_ = check::predicate},

    {.id = "3.4", .title = "queen", .article = 3,
     .seed000 = {"3.4"}, .seed001 = {"3.4"}, .fide2023 = {"3.4"},
     .text_source = "000",
     .text_ru = R"(Ферзь может пойти на любое поле по вертикали, горизонтали или диагонали, на которых он стоит.)",
     .text_en = "The queen may move to any square along the file, the rank or a diagonal on which it stands.",
     .kind_ = kind::permission, .check_ = check::predicate},

    {.id = "3.5", .title = "no jumping", .article = 3,
     .seed000 = {"3.5"}, .seed001 = {"3.5"}, .fide2023 = {"3.5"},
     .text_source = "000",
     .text_ru = R"(При выполнении этих ходов слон, ладья или ферзь не могут перейти через поля, занятые другими фигурами.)",
     .text_en = "When making these moves the bishop, rook or queen may not pass over squares occupied by other pieces.",
     .kind_ = kind::prohibition, .check_ = check::predicate},

    {.id = "3.6", .title = "knight", .article = 3,
     .seed000 = {"3.6"}, .seed001 = {"3.6"}, .fide2023 = {"3.6"},
     .text_source = "000",
     .text_ru = R"(Конь может пойти на одно из ближайших полей от того, на котором он стоит, но не на той же самой вертикали, горизонтали или диагонали.)",
     .text_en = "The knight may move to one of the squares nearest to the one on which it stands, but not on the same file, rank or diagonal.",
     .kind_ = kind::permission, .check_ = check::predicate},

    // Lead line from 002. 000 lacks it; 001 has the number 3.7 but not this sentence, and
    // FIDE 2023 3.7 has, as far as we know, no lead sentence: both mapped to "3.7", uncertain.
    {.id = "3.7", .title = "pawn moves only forward", .article = 3,
     .seed001 = {"3.7", true}, .seed002 = {"3.7"}, .fide2023 = {"3.7", true},
     .text_source = "002",
     .text_ru = R"(Пешка может ходить только вперед:)",
     .text_en = "The pawn may move only forward:",
     .kind_ = kind::prohibition, .check_ = check::predicate},

    {.id = "3.7.1", .title = "pawn single step", .article = 3,
     .seed000 = {"3.7.1"}, .seed001 = {"3.7 a"}, .fide2023 = {"3.7.1"},
     .text_source = "000",
     .text_ru = R"(Пешка может пойти вперед на поле, расположенное непосредственно перед ней на той же самой вертикали, при условии, что это поле не занято; или)",
     .text_en = "The pawn may move forward to the square immediately in front of it on the same file, provided that this square is unoccupied; or",
     .kind_ = kind::permission, .check_ = check::predicate},

    // 000 cites "Статье 3.7.1" as a link; the link markup is removed.
    {.id = "3.7.2", .title = "pawn double step", .article = 3,
     .seed000 = {"3.7.2"}, .seed001 = {"3.7 b"}, .fide2023 = {"3.7.2"},
     .text_source = "000",
     .text_ru = R"(При своем первоначальном ходе пешка может пойти так, как описано в Статье 3.7.1, или же она может быть продвинута на два поля по той же самой вертикали, при условии, что оба эти поля не заняты; или)",
     .text_en = "On its first move the pawn may move as described in Article 3.7.1, or alternatively it may be advanced two squares along the same file, provided that both these squares are unoccupied; or",
     .kind_ = kind::permission, .check_ = check::predicate},

    {.id = "3.7.3", .title = "pawn capture", .article = 3,
     .seed000 = {"3.7.3"}, .seed001 = {"3.7 c"}, .fide2023 = {"3.7.3"},
     .text_source = "000",
     .text_ru = R"(Пешка может пойти на поле, занятое фигурой соперника, расположенное перед ней по диагонали на соседней вертикали, забирая эту фигуру.)",
     .text_en = "The pawn may move to a square occupied by an opponent's piece diagonally in front of it on an adjacent file, capturing that piece.",
     .kind_ = kind::permission, .check_ = check::predicate},

    {.id = "3.7.4", .title = "en passant", .article = 3,
     .seed000 = {"3.7.4"}, .seed001 = {"3.7 d"}, .fide2023 = {"3.7.3.1–3.7.3.2"},
     .text_source = "000",
     .text_ru = R"(Пешка, занимающая поле на той же горизонтали и на соседней вертикали с пешкой соперника, которая только что продвинулась на два поля в один ход от своей первоначальной позиции, может взять эту продвинутую пешку соперника, как если бы последний ее ход был только на одно поле. Это взятие разрешено только ходом, следующим за этим продвижением, и называется взятием "на проходе".)",
     .text_en = "A pawn occupying a square on the same rank as and on an adjacent file to an opponent's pawn which has just advanced two squares in one move from its original position may capture this advanced opponent's pawn as though its last move had been only one square. This capture is permitted only on the move immediately following that advance and is called an 'en passant' capture.",
     .kind_ = kind::permission, .check_ = check::predicate},

    {.id = "3.7.5", .title = "promotion", .article = 3,
     .seed000 = {"3.7.5"}, .seed001 = {"3.7 e"}, .fide2023 = {"3.7.3.3–3.7.3.5"},
     .text_source = "000",
     .text_ru = R"(Когда игрок при своем ходе продвигает пешку на самую дальнюю от исходного положения горизонталь, он должен обменять эту пешку в рамках того же самого хода на нового ферзя, ладью, слона или коня того же цвета на предполагаемом поле превращения. Выбор игрока не ограничивается фигурами, которые были уже взяты раньше. Такая замена пешки на другую фигуру называется "превращением", и действие новой фигуры начинается сразу же.)",
     .text_en = "When a player, having the move, advances a pawn to the rank furthest from its starting position, he must exchange that pawn, as part of the same move, for a new queen, rook, bishop or knight of the same colour on the intended square of promotion. The player's choice is not restricted to pieces that have been captured previously. This exchange of a pawn for another piece is called 'promotion', and the effect of the new piece is immediate.",
     .kind_ = kind::procedure, .check_ = check::predicate},

    // Lead from 001 (000 lacks it). 002 words it «Ход королем возможен двумя способами:»
    // ("a king move is possible in two ways:"), same rule.
    {.id = "3.8", .title = "two ways of moving the king", .article = 3,
     .seed001 = {"3.8"}, .seed002 = {"3.8"}, .fide2023 = {"3.8"},
     .text_source = "001",
     .text_ru = R"(Существует два различных способа делать ход королем:)",
     .text_en = "There are two different ways of moving the king:",
     .kind_ = kind::prohibition, .check_ = check::predicate},

    // 000 marks this line up as a heading; the markup is removed.
    {.id = "3.8.1", .title = "king step", .article = 3,
     .seed000 = {"3.8.1"}, .seed001 = {"3.8 a"}, .fide2023 = {"3.8.1"},
     .text_source = "000",
     .text_ru = R"(Пойти на любое соседнее поле,)",
     .text_en = "by moving to any adjoining square,",
     .kind_ = kind::permission, .check_ = check::predicate},

    // The four figure captions that follow in 000 ("Слева вверху - ...") are diagram
    // descriptions, not clause text, and are omitted.
    {.id = "3.8.2", .title = "castling", .article = 3,
     .seed000 = {"3.8.2"}, .seed001 = {"3.8 b"}, .fide2023 = {"3.8.2"},
     .text_source = "000",
     .text_ru = R"("Рокировка". Это перемещение короля и одной из ладей того же цвета по первой для игрока горизонтали, считающееся за один ход короля, выполняется следующим образом: король перемещается со своего начального поля на два поля по направлению к ладье, стоящей на начальном поле, затем эта ладья перемещается на поле, которое король пересек последним.)",
     .text_en = "'Castling'. This is a move of the king and either rook of the same colour along the player's first rank, counting as a single move of the king and executed as follows: the king is transferred from its original square two squares towards the rook standing on its original square, then that rook is transferred to the square the king crossed last.",
     .kind_ = kind::permission, .check_ = check::predicate},

    {.id = "3.8.2.1", .title = "castling right lost", .article = 3,
     .seed000 = {"3.8.2.1"}, .seed001 = {"3.8 b (1)"}, .fide2023 = {"3.8.2.1"},
     .text_source = "000",
     .text_ru = R"(Право на рокировку теряется:)",
     .text_en = "The right to castle is lost:",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "3.8.2.1.1", .title = "king has moved", .article = 3,
     .seed000 = {"3.8.2.1.1"}, .seed001 = {"3.8 b (1) a"}, .fide2023 = {"3.8.2.1.1"},
     .text_source = "000",
     .text_ru = R"(если король уже делал ход,)",
     .text_en = "if the king has already moved,",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "3.8.2.1.2", .title = "rook has moved", .article = 3,
     .seed000 = {"3.8.2.1.2"}, .seed001 = {"3.8 b (1) b"}, .fide2023 = {"3.8.2.1.2"},
     .text_source = "000",
     .text_ru = R"(с той ладьей, которая уже делала ход.)",
     .text_en = "with a rook that has already moved.",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "3.8.2.2", .title = "castling temporarily prevented", .article = 3,
     .seed000 = {"3.8.2.2"}, .seed001 = {"3.8 b (2)"}, .fide2023 = {"3.8.2.2"},
     .text_source = "000",
     .text_ru = R"(Рокировка временно невозможна:)",
     .text_en = "Castling is temporarily impossible:",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "heading: its content is 3.8.2.2.1 and 3.8.2.2.2, each checked by its own predicate"},

    {.id = "3.8.2.2.1", .title = "king's squares attacked", .article = 3,
     .seed000 = {"3.8.2.2.1"}, .seed001 = {"3.8 b (2) a"}, .fide2023 = {"3.8.2.2.1"},
     .text_source = "000",
     .text_ru = R"(если поле, на котором стоит король, или поле, которое он должен пересечь, или поле, которое он должен занять, атаковано одной или несколькими фигурами соперника;)",
     .text_en = "if the square on which the king stands, or the square which it must cross, or the square which it is to occupy, is attacked by one or more of the opponent's pieces;",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "3.8.2.2.2", .title = "piece between king and rook", .article = 3,
     .seed000 = {"3.8.2.2.2"}, .seed001 = {"3.8 b (2) b"}, .fide2023 = {"3.8.2.2.2"},
     .text_source = "000",
     .text_ru = R"(если между королем и ладьей, с которой должна быть произведена рокировка, находится какая-либо фигура.)",
     .text_en = "if there is any piece between the king and the rook with which castling is to be effected.",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "3.9", .title = "check", .article = 3,
     .seed000 = {"3.9"}, .seed001 = {"3.9"}, .fide2023 = {"3.9.1–3.9.2"},
     .text_source = "000",
     .text_ru = R"(Считается, что король находится "под шахом", если он атакован одной или несколькими фигурами соперника, даже если такие фигуры не могут двигаться к полю, занимаемому королем, так как в этом случае они оставят под шахом или подставят под шах собственного короля. Ни одна из фигур не может сделать ход, который подставит под шах или оставит под шахом своего короля.)",
     .text_en = "The king is considered to be 'in check' if it is attacked by one or more of the opponent's pieces, even if such pieces cannot move to the square occupied by the king because they would then leave or place their own king in check. No piece may make a move that would place its own king in check or leave it in check.",
     .kind_ = kind::prohibition, .check_ = check::predicate},

    // 001 writes "3.10. а)" with a Cyrillic "а"; the alias uses Latin "a" like 3.10 b, c.
    {.id = "3.10.1", .title = "legal move", .article = 3,
     .seed000 = {"3.10.1"}, .seed001 = {"3.10 a"}, .fide2023 = {"3.10.1"},
     .text_source = "000",
     .text_ru = R"(Ход считается разрешенным Правилами, когда все соответствующие требования Статей 3.1 - 3.9 полностью выполнены.)",
     .text_en = "A move is considered legal under the Laws when all the relevant requirements of Articles 3.1 - 3.9 have been fully met.",
     .kind_ = kind::definition, .check_ = check::verdict,
     .why = "verdict: the judge computes it as 'no clause of 3.1-3.9 is violated'; it has no predicate of its own"},

    {.id = "3.10.2", .title = "illegal move", .article = 3,
     .seed000 = {"3.10.2"}, .seed001 = {"3.10 b"}, .fide2023 = {"3.10.2"},
     .text_source = "000",
     .text_ru = R"(Ход считается не разрешенным Правилами, когда он не отвечает соответствующим требованиям Статей 3.1 - 3.9.)",
     .text_en = "A move is considered not legal under the Laws when it fails to meet the relevant requirements of Articles 3.1 - 3.9.",
     .kind_ = kind::definition, .check_ = check::verdict,
     .why = "verdict: the negation of 3.10.1, computed by the judge from the 3.1-3.9 trace; it has no predicate of its own"},

    {.id = "3.10.3", .title = "illegal position", .article = 3,
     .seed000 = {"3.10.3"}, .seed001 = {"3.10 c"}, .fide2023 = {"3.10.3"},
     .text_source = "000",
     .text_ru = R"(Позиция считается недопустимой, если она не может быть получена любой серией разрешенных Правилами ходов.)",
     .text_en = "A position is considered illegal if it cannot have been reached by any series of legal moves.",
     .kind_ = kind::definition, .check_ = check::verdict,
     .why = "verdict with a certificate: legality::analyse() says illegal only with arguments (named retrograde-analysis rules with their squares), reachable only with a proof game replayed by the kernel, otherwise unknown; it has no predicate of its own"},

    // Article 4: canonical IDs follow 002 (000 and 001 hold only Article 3).
    // 002 starts at 4.2: it has no 4.1 (one hand) and no counterpart of FIDE 2023 4.2.2
    // (accidental contact). FIDE 2023 numbers this sentence 4.2.1.
    {.id = "4.2", .title = "adjusting pieces", .article = 4,
     .seed002 = {"4.2"}, .fide2023 = {"4.2.1"},
     .text_source = "002",
     .text_ru = R"(При своем ходе игрок может поправить одну или несколько фигур на их полях при условии, что он сначала предупредит соперника о своем намерении (например, сказав «поправляю»).)",
     .text_en = "On his move a player may adjust one or more pieces on their squares, provided that he first warns his opponent of his intention (for example, by saying 'I adjust').",
     .kind_ = kind::permission, .check_ = check::predicate},

    // "намеренно" (deliberately) is not machine-observable: every touch event carries an
    // explicit `deliberate` input; the predicate decides, given it, whether the touch engages
    // 4.3.1-4.3.3 / 4.4.x (player to move, on the board, not an announced 4.2 adjustment).
    {.id = "4.3", .title = "deliberate touch", .article = 4,
     .seed002 = {"4.3"}, .fide2023 = {"4.3"},
     .text_source = "002",
     .text_ru = R"(Если игрок, который должен делать ход, намеренно касается на шахматной доске (за исключением случаев, приведенных в статье 4.2):)",
     .text_en = "If the player having the move deliberately touches on the chessboard (except in the cases given in Article 4.2):",
     .kind_ = kind::condition, .check_ = check::predicate},

    // FIDE 2023: "the first piece touched that can be moved" (002: the first piece touched,
    // if it can move) - different when several pieces were touched, hence uncertain.
    {.id = "4.3.1", .title = "touched own piece", .article = 4,
     .seed002 = {"4.3.1"}, .fide2023 = {"4.3.1", true},
     .text_source = "002",
     .text_ru = R"(Одной или нескольких своих фигур, то он должен сделать ход фигурой, до которой дотронулся первой, если такой ход возможен;)",
     .text_en = "one or more of his own pieces, he must move the piece he touched first, if such a move is possible;",
     .kind_ = kind::procedure, .check_ = check::predicate},

    {.id = "4.3.2", .title = "touched opponent's piece", .article = 4,
     .seed002 = {"4.3.2"}, .fide2023 = {"4.3.2"},
     .text_source = "002",
     .text_ru = R"(Одной или нескольких фигур соперника, то он должен взять фигуру, до которой дотронулся первой, взятие которой возможно;)",
     .text_en = "one or more of his opponent's pieces, he must capture the piece he touched first whose capture is possible;",
     .kind_ = kind::procedure, .check_ = check::predicate},

    // 4.3.3 holds two separately normative sentences: the obligation (/1) and the
    // presumption about touch order (/2), which also decides "first touched" for 4.3.1/4.3.2.
    // FIDE 2023 4.3.3 falls back to "move or capture the first piece touched": uncertain.
    {.id = "4.3.3/1", .title = "touched pieces of both colours", .article = 4,
     .seed002 = {"4.3.3"}, .fide2023 = {"4.3.3", true},
     .text_source = "002",
     .text_ru = R"(Двух фигур разного цвета, он должен взять фигуру соперника своей фигурой или, если это невозможно, взять тронутую фигуру соперника другой своей фигурой.)",
     .text_en = "two pieces of different colours, he must capture the opponent's piece with his own piece or, if this is impossible, capture the touched opponent's piece with another of his pieces.",
     .kind_ = kind::procedure, .check_ = check::predicate},

    // Whether the order can be established is an explicit input of the touch events.
    {.id = "4.3.3/2", .title = "touch order unknown", .article = 4,
     .seed002 = {"4.3.3"}, .fide2023 = {"4.3.3"},
     .text_source = "002",
     .text_ru = R"(Если нельзя установить, какая фигура была тронута первой, считается, что это фигура игрока, за которым очередь хода.)",
     .text_en = "If it cannot be established which piece was touched first, it is considered to be the piece of the player whose turn it is to move.",
     .kind_ = kind::definition, .check_ = check::predicate},

    // 002 lacks the 4.4 lead line; 4.4.1-4.4.4 read as continuing "if the player ...".
    {.id = "4.4.1", .title = "touched king and rook", .article = 4,
     .seed002 = {"4.4.1"}, .fide2023 = {"4.4.1"},
     .text_source = "002",
     .text_ru = R"(Намеренно касается своего короля и ладьи, он должен рокировать в сторону этой ладьи, если такой ход возможен;)",
     .text_en = "deliberately touches his king and a rook, he must castle towards that rook, if such a move is possible;",
     .kind_ = kind::procedure, .check_ = check::predicate},

    // 002 «рокировка не разрешается»: no castling at all on that move, towards either rook.
    // FIDE 2023 4.4.2, as we know its text ("he is not allowed to castle on that move and the
    // situation shall be governed by Article 4.3.1"; no copy in the repository to check against),
    // reads the same, so the alias is not marked uncertain. Issue 12.
    {.id = "4.4.2", .title = "touched rook then king", .article = 4,
     .seed002 = {"4.4.2"}, .fide2023 = {"4.4.2"},
     .text_source = "002",
     .text_ru = R"(Намеренно касается ладьи, а затем короля, рокировка не разрешается, и к этой ситуации должна быть применена статья 4.3.1;)",
     .text_en = "deliberately touches a rook and then the king, castling is not permitted, and Article 4.3.1 must be applied to this situation;",
     .kind_ = kind::prohibition, .check_ = check::predicate},

    // FIDE 2023 4.4.3 has no "simultaneously" case: uncertain.
    {.id = "4.4.3", .title = "touched king first, castling impossible", .article = 4,
     .seed002 = {"4.4.3"}, .fide2023 = {"4.4.3", true},
     .text_source = "002",
     .text_ru = R"(Если игрок, который хочет сделать рокировку, касается короля, а затем ладьи или короля и ладьи одновременно, но рокировка в эту сторону невозможна, игрок должен сделать ход королем, включая рокировку в другую сторону, при условии, что она возможна. Если король не имеет хода, игрок может сделать любой возможный ход;)",
     .text_en = "If a player who wishes to castle touches the king and then a rook, or the king and a rook simultaneously, but castling on that side is impossible, the player must make a king move, including castling on the other side, provided that it is possible. If the king has no move, the player may make any possible move;",
     .kind_ = kind::procedure, .check_ = check::predicate},

    {.id = "4.4.4", .title = "promotion choice final", .article = 4,
     .seed002 = {"4.4.4"}, .fide2023 = {"4.4.4"},
     .text_source = "002",
     .text_ru = R"(Если игрок превращает пешку в новую фигуру, то выбор новой фигуры завершен, когда эта фигура коснулась поля превращения.)",
     .text_en = "If a player promotes a pawn to a new piece, the choice of the new piece is complete when that piece has touched the square of promotion.",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "4.5", .title = "no touched piece movable", .article = 4,
     .seed002 = {"4.5"}, .fide2023 = {"4.5"},
     .text_source = "002",
     .text_ru = R"(Если ни одна из тронутых фигур не может ходить или быть взятой, игрок может сделать любой возможный ход.)",
     .text_en = "If none of the touched pieces can move or be captured, the player may make any possible move.",
     .kind_ = kind::permission, .check_ = check::predicate},

    // 002 4.6 = FIDE 2023 4.7 (the 2018 Laws inserted a new 4.6, the act of promotion, shifting
    // 4.6 -> 4.7 and 4.7 -> 4.8). 4.6 holds two sentences before 4.6.1-4.6.3 (/1, /2)
    // and the unnumbered trailing paragraph after 4.6.3 (/3, /4, /5).
    {.id = "4.6/1", .title = "released piece stays", .article = 4,
     .seed002 = {"4.6"}, .fide2023 = {"4.7"},
     .text_source = "002",
     .text_ru = R"(Если фигура поставлена на поле при выполнении возможного хода или как часть возможного хода, она не может пойти на другое поле на этом ходу.)",
     .text_en = "If a piece has been placed on a square as a possible move or as part of a possible move, it cannot move to another square on this move.",
     .kind_ = kind::prohibition, .check_ = check::predicate},

    // FIDE 2023 4.7: "The move is considered to have been made in the case of:" - 002 adds
    // "when all the requirements of Article 3 have been fully met": uncertain.
    {.id = "4.6/2", .title = "move complete", .article = 4,
     .seed002 = {"4.6"}, .fide2023 = {"4.7", true},
     .text_source = "002",
     .text_ru = R"(Ход считается сделанным, когда все требования статьи 3 полностью выполнены:)",
     .text_en = "The move is considered made when all the requirements of Article 3 have been fully met:",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "4.6.1", .title = "capture complete", .article = 4,
     .seed002 = {"4.6.1"}, .fide2023 = {"4.7.1"},
     .text_source = "002",
     .text_ru = R"(В случае взятия, когда взятая фигура снята с доски и игрок, поставив свою фигуру на это поле, отпустил руку;)",
     .text_en = "In the case of a capture, when the captured piece has been removed from the board and the player, having placed his own piece on this square, has released his hand;",
     .kind_ = kind::condition, .check_ = check::predicate},

    // FIDE 2023 4.7.2 adds what happens if castling on that side is illegal: uncertain.
    {.id = "4.6.2", .title = "castling complete", .article = 4,
     .seed002 = {"4.6.2"}, .fide2023 = {"4.7.2", true},
     .text_source = "002",
     .text_ru = R"(В случае рокировки, когда игрок отпустил руку от ладьи на поле, пересеченном королем. Если игрок отпустил руку от короля, ход еще не сделан, но игрок не имеет права сделать другой ход, кроме рокировки в эту сторону, если это возможно;)",
     .text_en = "In the case of castling, when the player has released his hand from the rook on the square crossed by the king. If the player has released his hand from the king, the move is not yet made, but the player has no right to make any move other than castling on that side, if it is possible;",
     .kind_ = kind::condition, .check_ = check::predicate},

    // FIDE 2023 4.7.3 lacks the released-pawn sentence (promotion order is in 4.6): uncertain.
    {.id = "4.6.3", .title = "promotion complete", .article = 4,
     .seed002 = {"4.6.3"}, .fide2023 = {"4.7.3", true},
     .text_source = "002",
     .text_ru = R"(В случае превращения пешки, когда она снята с доски и игрок отпустил руку от новой фигуры, поставленной им на поле превращения. Если игрок отпустил руку от пешки, которая достигла поля превращения, то считается, что ход выполнен не полностью, при этом игрок не имеет права сделать ход пешкой на другое поле.)",
     .text_en = "In the case of the promotion of a pawn, when it has been removed from the board and the player has released his hand from the new piece he placed on the square of promotion. If the player has released his hand from the pawn that has reached the square of promotion, the move is considered not fully made, and the player has no right to move the pawn to another square.",
     .kind_ = kind::condition, .check_ = check::predicate},

    // Unnumbered paragraph after 4.6.3 in 002, three sentences: /3, /4, /5 of 4.6. It speaks
    // of "the move" in general (and refers to 4.5), so it belongs to 4.6, not 4.6.3. Its
    // reference "статьи 3.7.5" is reproduced as written, whatever was meant.
    // FIDE 2023 Article 4 has no counterpart (legality is 3.10, illegal moves are 7.5).
    {.id = "4.6/3", .title = "possible move", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .text_ru = R"(Ход считается возможным, если все требования статьи 3.7.5 могут быть полностью выполнены.)",
     .text_en = "A move is considered possible if all the requirements of Article 3.7.5 can be fully met.",
     .kind_ = kind::definition, .check_ = check::predicate},

    {.id = "4.6/4", .title = "impossible move replaced", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .text_ru = R"(Если игроком был сделан невозможный ход, то вместо него должен быть сделан новый ход в соответствии со статьей 4.5.)",
     .text_en = "If a player has made an impossible move, a new move must be made instead of it in accordance with Article 4.5.",
     .kind_ = kind::procedure, .check_ = check::predicate},

    {.id = "4.6/5", .title = "impossible move penalty", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .text_ru = R"(На этого игрока арбитром налагается наказание в соответствии со статьей 14.4.)",
     .text_en = "The arbiter imposes a penalty on this player in accordance with Article 14.4.",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "the penalty is an arbiter's decision under Article 14.4, outside Articles 3-4; the touch arbiter reports the impossible move (4.6/4) but neither chooses nor observes a penalty"},

    // FIDE 2023 4.8 refers to Articles 4.1-4.7, 002 to 4.3 or 4.4: uncertain.
    {.id = "4.7", .title = "claim lost", .article = 4,
     .seed002 = {"4.7"}, .fide2023 = {"4.8", true},
     .text_source = "002",
     .text_ru = R"(Игрок теряет право заявлять о нарушении соперником статей 4.3 или 4.4, как только он намеренно коснется фигуры.)",
     .text_en = "A player loses the right to claim that his opponent violated Articles 4.3 or 4.4 as soon as he deliberately touches a piece.",
     .kind_ = kind::condition, .check_ = check::predicate},

    // ---- Articles 5, 6, 7 and 9: FIDE Laws of Chess in force from 1 January 2023, from the public
    // transcription in ../shared/laws (SOURCES.md: Chess-Arbiter/handbook, commit 686cb68). Canonical
    // IDs are the FIDE 2023 numbers; no seed holds these articles. text_en is the FIDE English,
    // copied verbatim (typographic quotes kept), except where text_en_source is empty.
    // Article 5 (5.1 and 5.2 have no lead sentence of their own in the source).
    {.id = "5.1.1", .title = "checkmate", .article = 5,
     .fide2023 = {"5.1.1"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партию выигрывает игрок, который поставил мат королю соперника. Это немедленно заканчивает игру, при условии, что ход, создавший позицию, в которой поставлен мат, был выполнен в соответствии со Статьей 3 и Статьями 4.2 - 4.7.)",
     .text_en = R"(The game is won by the player who has checkmated his opponent’s king. This immediately ends the game, provided that the move producing the checkmate position was in accordance with Article 3 and Articles 4.2 - 4.7.)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate},

    // en-article5.md numbers the pre-2023 English 5.1.2 correctly, but files the 2023 5.1.2 under
    // "5.2.1" (and has no English 5.2.1 at all): text_en is that paragraph, the 2023 wording.
    {.id = "5.1.2", .title = "resignation", .article = 5,
     .fide2023 = {"5.1.2"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партию выигрывает игрок, соперник которого заявляет, что он сдается. Это немедленно заканчивает игру.)",
     .text_en = R"(The game is lost by the player who declares he/she resigns (this immediately ends the game), unless the position is such that the opponent cannot checkmate the player’s king by any possible series of legal moves. In this case the result of the game is a draw.)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "a resignation is a player's declaration, which a game record does not show (a Result tag says who won, not why); the 2023 exception (the opponent cannot checkmate by any series of legal moves) needs the dead-position analysis, which no predicate decides yet - the audit decides only the certain cases (bare king, lone minor piece, bishops on one colour) and reports the rest undecided",
     .caveat = "text_ru keeps the pre-2023 wording (a resignation wins, without exception), as the Russian transcription does; text_en is the FIDE 2023 wording (a draw when the opponent cannot checkmate by any possible series of legal moves; FIDE Rules Commission, rcc.fide.com/article5), which en-article5.md prints under the number 5.2.1; that file's own 5.1.2 paragraph is the pre-2023 English, same as text_ru"},

    // en-article5.md has no English stalemate text (its "5.2.1" paragraph is the 2023 5.1.2): text_en is our
    // rendering of text_ru, not FIDE's wording, which is not reconstructed here.
    {.id = "5.2.1", .title = "stalemate", .article = 5,
     .fide2023 = {"5.2.1"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партия заканчивается вничью, если у игрока, который должен ходить, нет возможного хода, а его король не находится под шахом. Считается, что партия закончилась «патом». Это немедленно заканчивает игру, при условии, что ход, создавший позицию, в которой поставлен пат, был выполнен в соответствии со Статьей 3 и Статьями 4.2 – 4.7.)",
     .text_en = "The game is drawn if the player who is to move has no possible move and his king is not in check. The game is said to have ended in 'stalemate'. This immediately ends the game, provided that the move producing the stalemate position was in accordance with Article 3 and Articles 4.2 - 4.7.",
     .kind_ = kind::condition, .check_ = check::predicate,
     .caveat = "the English FIDE 2023 text of 5.2.1 is not in ../shared/laws (en-article5.md prints the 2023 5.1.2 under this number): text_en renders the Russian"},

    {.id = "5.2.2", .title = "dead position", .article = 5,
     .fide2023 = {"5.2.2"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партия заканчивается вничью, когда возникает позиция, в которой ни один из игроков не может поставить мат королю соперника любой серией возможных ходов. Считается, что партия пришла к «мертвой позиции». Это немедленно заканчивает игру, при условии, что ход, создавший эту позицию, был выполнен в соответствии со Статьей 3 и Статьями 4.2 - 4.7.)",
     .text_en = R"(The game is drawn when a position has arisen in which neither player can checkmate the opponent’s king with any series of legal moves. The game is said to end in a ‘dead position’. This immediately ends the game, provided that the move producing the position was in accordance with Article 3 and Articles 4.2 - 4.7.)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "no predicate yet: 'neither player can checkmate by any series of legal moves' is a search over every continuation, not a test of one position; the audit decides only the certain cases (bare kings, a lone minor piece against a bare king, only kings and bishops all on squares of one colour) and reports the rest undecided; the full analysis is the dead-position issue's"},

    // The source has a space before the comma ("during the game , provided"): kept as written.
    {.id = "5.2.3", .title = "draw by agreement", .article = 5,
     .fide2023 = {"5.2.3"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партия заканчивается вничью по соглашению между двумя соперниками во время игры, при условии, что оба игрока сделали по крайней мере один ход. Это немедленно заканчивает игру.)",
     .text_en = R"(The game is drawn upon agreement between the two players during the game , provided both players have made at least one move. This immediately ends the game.)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "an agreement is the players' declaration, which a game record does not show (a 1/2-1/2 result does not say which draw it was)"},

    // Article 6, the chessclock (6.1-6.12). Paragraphs of one number are joined with a space; the
    // clauses a clock ledger of the record will check (6.3.1, 6.3.2, 6.4, 6.10.1) say so in `why`.
    {.id = "6.1", .title = "chessclock and flag-fall", .article = 6,
     .fide2023 = {"6.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(«Шахматными часами» называются часы с двумя устройствами для регистрации и отображения времени, соединенными между собой так, что в одно и то же время может работать только одно из них. В Правилах игры в шахматы термин «часы» означает одно из двух таких устройств. Каждое устройство снабжено «флажком». «Падение флажка» означает, что время, отведенное игроку, закончилось.)",
     .text_en = R"(‘Chessclock’ means a clock with two time displays, connected to each other in such a way that only one of them can run at one time. ‘Clock’ in the Laws of Chess means one of the two time displays. Each time display has a ‘flag’. ‘Flag-fall’ means the expiration of the allotted time for a player.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable,
     .why = "defines the device and the flag-fall; a record shows clock readings, not the device: the clock ledger (clock/ledger.hpp, a watcher of the audit) reads them under 6.3.1, 6.3.2, 6.9 and 6.10.1",
     .caveat = "text_ru joins the three paragraphs of ru-article6.md's 6.1 with a space"},
    {.id = "6.2.1", .title = "move completed by pressing the clock", .article = 6,
     .fide2023 = {"6.2.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Во время партии каждый игрок, закончив свой ход на шахматной доске, должен остановить свои часы и пустить часы своего соперника (то есть, он должен «нажать» свои часы). Это «завершает» ход. Кроме того, ход считается завершённым, если:)",
     .text_en = R"(During the game each player, having made his move on the chessboard, shall stop his own clock and start his opponent’s clock (that is to say, he shall press his clock). This “completes” the move. A move is also completed if:)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed"},
    {.id = "6.2.1.1", .title = "move that ends the game is completed", .article = 6,
     .fide2023 = {"6.2.1.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(ход заканчивает игру (см. Статьи 5.1.1, 5.2.1, 5.2.2, 9.6.1 и 9.6.2) или)",
     .text_en = R"(the move ends the game (see Articles 5.1.1, 5.2.1, 5.2.2, 9.6.1 and 9.6), or)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed",
     .caveat = "the English cites Articles '9.6.1 and 9.6', the Russian '9.6.1 and 9.6.2' (both kept as written)"},
    {.id = "6.2.1.2", .title = "next move completes the previous one", .article = 6,
     .fide2023 = {"6.2.1.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(игрок сделал свой следующий ход, когда его предыдущий ход не был завершён.)",
     .text_en = R"(the player has made his next move, when his previous move was not completed.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed"},
    {.id = "6.2.2", .title = "clock pressed after the opponent moved", .article = 6,
     .fide2023 = {"6.2.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игроку должно быть разрешено нажать свои часы после сделанного хода, даже после того, как соперник сделал свой следующий ход. Время между выполнением хода на шахматной доске и нажатием часов рассматривается как часть времени, отведённого игроку.)",
     .text_en = R"(A player must be allowed to stop his clock after making his move, even after the opponent has made his next move. The time between making the move on the chessboard and pressing the clock is regarded as part of the time allotted to the player.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},
    {.id = "6.2.3", .title = "clock pressed with the moving hand", .article = 6,
     .fide2023 = {"6.2.3"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игрок должен нажимать свои часы той же рукой, которой он сделал свой ход. Игрокам запрещено держать палец на часах или «нависать» над ними.)",
     .text_en = R"(A player must press his clock with the same hand with which he made his move. It is forbidden for a player to keep his finger on the clock or to ‘hover’ over it.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},
    {.id = "6.2.4", .title = "proper clock handling", .article = 6,
     .fide2023 = {"6.2.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игроки должны правильно обращаться с часами. Запрещается нажимать часы с силой, поднимать, нажимать часы, прежде чем сделан ход, или стучать по ним. Неправильное обращение с часами должно наказываться в соответствии со Статьей 12.9)",
     .text_en = R"(The players must handle the chessclock properly. It is forbidden to press it forcibly, to pick it up, to press the clock before moving or to knock it over. Improper clock handling shall be penalised in accordance with Article 12.9.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},
    {.id = "6.2.5", .title = "adjusting only while one's clock runs", .article = 6,
     .fide2023 = {"6.2.5"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Поправлять фигуры разрешено только игроку, чьи часы идут.)",
     .text_en = R"(Only the player whose clock is running is allowed to adjust the pieces.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},
    {.id = "6.2.6", .title = "assistant for the clock", .article = 6,
     .fide2023 = {"6.2.6"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если игрок не может пользоваться часами, для выполнения этой обязанности он может предложить помощника, который должен быть согласован с арбитром. Показания его часов должны быть скорректированы арбитром на справедливой основе. У игроков с ограниченными возможностями показания часов не корректируются.)",
     .text_en = R"(If a player is unable to use the clock, an assistant, who must be acceptable to the arbiter, may be provided by the player to perform this operation. His clock shall be adjusted by the arbiter in an equitable way. This adjustment of the clock shall not apply to the clock of a player with a disability.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},
    {.id = "6.3.1", .title = "moves in the allotted period", .article = 6,
     .fide2023 = {"6.3.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(При использовании шахматных часов каждый игрок должен завершить минимальное число ходов или все ходы в заданный период времени, включая дополнительное время на каждый ход. Все эти требования должны быть установлены заранее.)",
     .text_en = R"(When using a chessclock, each player must complete a minimum number of moves or all moves in an allotted period of time including any additional amount of time with each move. All these must be specified in advance.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp, a watcher of the audit) weighs the per-ply readings against the control's periods and reports a clock that reads zero with the period's moves not complete (finding flag, evidence only: 6.8)"},
    {.id = "6.3.2", .title = "time carried over and time-delay mode", .article = 6,
     .fide2023 = {"6.3.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Там, где это применимо, время, сэкономленное игроком в одном периоде игры, добавляется к его времени, отведённому для следующего периода. В режиме задержки времени оба игрока получают выделенное «основное время на обдумывание». Кроме того, каждый игрок получает «фиксированное дополнительное время» на каждый ход. Обратный отсчёт основного времени на обдумывание начинается только после истечения фиксированного дополнительного времени. В случае если игрок нажимает свои часы до истечения фиксированного дополнительного времени, основное время на обдумывание не изменяется, независимо от доли использованного фиксированного дополнительного времени.)",
     .text_en = R"(The time saved by a player during one period is added to his time available for the next period, where applicable.In the time-delay mode both players receive an allotted ‘main thinking time’. Each player also receives a ‘fixed extra time’ with every move. The countdown of the main thinking time only commences after the fixed extra time has expired. Provided the player presses his clock before the expiration of the fixed extra time, the main thinking time does not change, irrespective of the proportion of the fixed extra time used.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp) books increments, delays and the next period's time and reports a gain beyond them (finding gain)",
     .caveat = "the English source runs two sentences together ('where applicable.In the time-delay mode'): kept as written"},
    {.id = "6.4", .title = "requirements checked after a flag fall", .article = 6,
     .fide2023 = {"6.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Сразу же после падения флажка необходимо проверить выполнение требований Статьи 6.3.1.)",
     .text_en = R"(Immediately after a flag falls, the requirements of Article 6.3.1 must be checked.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "the clock ledger finds the first ply at which a clock reads zero with the period's moves not complete (6.3.1 at that ply); whether the requirements were met is the arbiter's finding, not the record's"},
    {.id = "6.5", .title = "placement of the chessclock", .article = 6,
     .fide2023 = {"6.5"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Перед началом партии арбитр должен решить, где будут установлены шахматные часы.)",
     .text_en = R"(Before the start of the game the arbiter shall decide where the chessclock is placed.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},
    {.id = "6.6", .title = "White's clock started", .article = 6,
     .fide2023 = {"6.6"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(В установленное для начала игры время пускаются часы игрока, играющего белыми фигурами.)",
     .text_en = R"(At the time determined for the start of the game White’s clock is started.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "the start of a game is not in its record: no machine can observe when White's clock was started"},
    {.id = "6.7.1", .title = "default time", .article = 6,
     .fide2023 = {"6.7.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Положение соревнования должно заранее устанавливать допустимое время опоздания на игру. Если допустимое время опоздания не установлено, оно равно нулю. Любой игрок, появившийся за доской после истечения допустимого времени опоздания, проигрывает партию, если арбитр не решит иначе.)",
     .text_en = R"(The regulations of an event shall specify a default time in advance. If the default time is not specified, then it is zero. Any player who arrives at the chessboard after the default time shall lose the game unless the arbiter decides otherwise.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "arrival at the board is not in a game record (a forfeit shows only as a Result): no machine can observe it"},
    {.id = "6.7.2", .title = "White loses time when both are absent", .article = 6,
     .fide2023 = {"6.7.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если положение соревнования устанавливает определенное, не равное нулю, время опоздания, и если ни один из игроков не присутствует к началу игры, то игрок, играющий белыми фигурами, теряет всё время, которое пройдет до его прибытия, если правилами соревнования не указано иное, или арбитр не решит иначе.)",
     .text_en = R"(If the regulations of an event specify that the default time is not zero and if neither player is present initially, White shall lose all the time that elapses until he arrives, unless the regulations of an event specify or the arbiter decides otherwise.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "arrival at the board is not in a game record: no machine can observe it"},
    {.id = "6.8", .title = "when a flag is considered fallen", .article = 6,
     .fide2023 = {"6.8"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Флажок считается упавшим, когда это замечает арбитр или какой-либо игрок сделает обоснованное заявление об этом.)",
     .text_en = R"(A flag is considered to have fallen when the arbiter observes the fact or when either player has made a valid claim to that effect.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "a flag is considered fallen when the arbiter observes it or a player validly claims it, neither of which is in the record; the clock ledger gives evidence of a fall (finding flag: the ply and how many plies the game went on), never the fall itself"},
    // The English source writes "thatplayer" (no space): kept as written.
    {.id = "6.9", .title = "flag fall", .article = 6,
     .fide2023 = {"6.9"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если игрок не завершил предписанное количество ходов за отведённое ему время, партия считается проигранной этим игроком, кроме случаев, когда применяется одна из Статей 5.1.1, 5.1.2, 5.2.1, 5.2.2, 5.2.3. Однако партия признается ничьей, если позиция такова, что соперник не может поставить мат королю игрока любой серией возможных ходов.)",
     .text_en = R"(Except where one of Articles 5.1.1, 5.1.2, 5.2.1, 5.2.2, 5.2.3 applies, if a player does not complete the prescribed number of moves in the allotted time, the game is lost by thatplayer. However, the game is drawn if the position is such that the opponent cannot checkmate the player’s king by any possible series of legal moves.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "a flag fall is observed by the arbiter or claimed by a player, not recorded in the moves (a Termination tag is the record's claim of it, an input); the draw when the opponent cannot checkmate needs the dead-position analysis, which no predicate decides yet - the audit decides only the certain cases and reports the rest undecided"},

    {.id = "6.10.1", .title = "clock indications conclusive", .article = 6,
     .fide2023 = {"6.10.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Каждое показание шахматных часов считается окончательным, если только у часов нет какого-либо очевидного дефекта. Шахматные часы с очевидным дефектом должны быть заменены арбитром, который должен принять наилучшее решение при определении времени, которое должны показывать часы, заменившие неисправные.)",
     .text_en = R"(Every indication given by the chessclock is considered to be conclusive in the absence of any evident defect. A chessclock with an evident defect shall be replaced by the arbiter, who shall use his best judgement when determining the times to be shown on the replacement chessclock.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp) weighs the readings as the evidence and reports what contradicts them (mismatch, wrong_side, missing, zero_artefact, control_contradicted)"},
    {.id = "6.10.2", .title = "incorrect clock setting corrected", .article = 6,
     .fide2023 = {"6.10.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если во время игры будет обнаружено, что установка времени на одних или обоих часах была неправильной, игрок или арбитр должен немедленно остановить часы. Арбитр должен выставить правильную установку часов и, если необходимо, скорректировать время и счетчик ходов. При определении времени для новой установки часов он должен принять наилучшее решение.)",
     .text_en = R"(If during a game it is found that the setting of either or both clocks is incorrect, either player or the arbiter shall stop the chessclock immediately. The arbiter shall install the correct setting and adjust the times and move-counter, if necessary. He shall use his best judgement when determining the clock settings.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an arbiter's correction; the clock ledger shows its trace only as a gain or a mismatch in the readings, and cannot tell a correction from a defect"},
    {.id = "6.11.1", .title = "interrupting the game", .article = 6,
     .fide2023 = {"6.11.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если партию необходимо прервать, арбитр должен остановить часы.)",
     .text_en = R"(If the game needs to be interrupted, the arbiter shall stop the chessclock.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},
    {.id = "6.11.2", .title = "stopping the clock for the arbiter", .article = 6,
     .fide2023 = {"6.11.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игрок может остановить часы только для того, чтобы обратиться за помощью к арбитру, например, для получения отсутствующей фигуры при превращении пешки.)",
     .text_en = R"(A player may stop the chessclock only in order to seek the arbiter’s assistance, for example when promotion has taken place and the piece required is not available.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},
    {.id = "6.11.3", .title = "restart decided by the arbiter", .article = 6,
     .fide2023 = {"6.11.3"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Решение о возобновлении игры должен принимать арбитр.)",
     .text_en = R"(The arbiter shall decide when the game restarts.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},
    {.id = "6.11.4", .title = "pausing the clock without reason", .article = 6,
     .fide2023 = {"6.11.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если игрок остановил часы, чтобы обратиться за помощью к арбитру, арбитр должен определить, есть ли у игрока какая-либо обоснованная причина для этого обращения. Если у игрока нет обоснованной причины для остановки часов, то игрок должен быть наказан в соответствии со Статьей 12.9)",
     .text_en = R"(If a player pauses the chessclock in order to seek the arbiter’s assistance, the arbiter shall determine whether the player had any valid reason for doing so. If the player had no valid reason for pausing the chessclock, the player shall be penalised in accordance with Article 12.9.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},
    {.id = "6.12.1", .title = "screens and demonstration boards", .article = 6,
     .fide2023 = {"6.12.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(В игровом помещении разрешается использовать экраны, мониторы или демонстрационные доски, показывающие текущую позицию на шахматной доске, ходы и число сделанных/заверенных ходов, и часы, показывающие также количество сделанных ходов.)",
     .text_en = R"(Screens, monitors, or demonstration boards showing the current position on the chessboard, the moves and the number of moves made/completed, and clocks which also show the number of moves, are allowed in the playing hall.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "equipment in the playing hall is not in a game record: no machine can observe it"},
    {.id = "6.12.2", .title = "no claim relying on screens", .article = 6,
     .fide2023 = {"6.12.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игрок не может делать заявление, ссылаясь только на представленную таким образом информацию.)",
     .text_en = R"(The player may not make a claim relying only on information shown in this manner.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it"},

    // Article 7, irregularities (7.1-7.6). 7.5.1-7.5.3 and 7.5.5 are verdicts of the irregularities
    // of the replay (audit/irregular.hpp, issue 35); the rest happens at the board, out of the record's sight.
    {.id = "7.1", .title = "clock times after an irregularity", .article = 7,
     .fide2023 = {"7.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если произошло какое-либо нарушение, и фигуры должны быть возвращены в предшествующую нарушению позицию, то при определении времени, которое должно быть установлено на часах, арбитр должен принять наилучшее решение. Это включает в себя право не изменять показания часов. Арбитр также должен, в случае необходимости, скорректировать счетчик ходов на часах.)",
     .text_en = R"(If an irregularity occurs and the pieces have to be restored to a previous position, the arbiter shall use his best judgement to determine the times to be shown on the chessclock. This includes the right not to change the clock times. He shall also, if necessary, adjust the clock’s move-counter.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},
    {.id = "7.2.1", .title = "incorrect initial position", .article = 7,
     .fide2023 = {"7.2.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если во время игры обнаруживается, что начальная позиция фигур была неправильной, игра должна быть отменена, и должна быть сыграна новая партия.)",
     .text_en = R"(If during a game it is found that the initial position of the pieces was incorrect, the game shall be cancelled and a new game shall be played.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "the record gives the start position it was played from (the standard array or its FEN), not the one the board had: no machine can observe a wrong set-up"},
    {.id = "7.2.2", .title = "chessboard placed wrongly", .article = 7,
     .fide2023 = {"7.2.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если во время игры обнаруживается, что расположение шахматной доски противоречит Статье 2.1, то игра должна продолжаться, но возникшая позиция должна быть перенесена на правильно расположенную шахматную доску.)",
     .text_en = R"(If during a game it is found that the chessboard has been placed contrary to Article 2.1, the game shall continue but the position reached must be transferred to a correctly placed chessboard.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},
    {.id = "7.3", .title = "colours reversed", .article = 7,
     .fide2023 = {"7.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если во время игры до того, как каждым игроком были завершены 10 ходов, обнаруживается, что игра началась цветами, которые противоположены назначенному, игра должна быть отменена, и должна быть сыграна новая партия. Как только каждым игроком были завершены 10 ходов или больше, игра должна быть продолжена.)",
     .text_en = R"(If a game has started with colours reversed then, if less than 10 moves have been made by both players, it shall be discontinued and a new game played with the correct colours. After 10 moves or more, the game shall continue .)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "the record names the players by the colours they played: no machine can observe that they were reversed"},
    {.id = "7.4.1", .title = "displaced pieces restored", .article = 7,
     .fide2023 = {"7.4.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если игрок сместил одну или несколько фигур на доске, он должен восстановить правильную позицию за счёт своего времени.)",
     .text_en = R"(If a player displaces one or more pieces, he shall re-establish the correct position in his own time.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},
    {.id = "7.4.2", .title = "clock stopped for displaced pieces", .article = 7,
     .fide2023 = {"7.4.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(При необходимости игрок или его соперник должны остановить часы и обратиться за помощью к арбитру.)",
     .text_en = R"(If necessary, either the player or his opponent shall stop the chessclock and ask for the arbiter’s assistance.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},
    {.id = "7.4.3", .title = "penalty for displacing pieces", .article = 7,
     .fide2023 = {"7.4.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Арбитр может наказать игрока, сместившего фигуры.)",
     .text_en = R"(The arbiter may penalise the player who displaced the pieces.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},
    {.id = "7.5.1", .title = "completed illegal move reinstated", .article = 7,
     .fide2023 = {"7.5.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Невозможный ход завершен, как только игрок нажал свои часы. Если во время игры обнаруживается, что был завершен невозможный ход, должна быть восстановлена позиция непосредственно перед нарушением. Если позиция непосредственно перед нарушением не может быть определена, партия должна продолжаться с последней, восстановленной до этого нарушения, позиции. Статьи 4.3 и 4.7 применяются в отношении хода, заменяющего невозможный ход. Затем партия должна быть продолжена с этой восстановленной позиции.)",
     .text_en = R"(An illegal move is completed once the player has pressed his clock. If during a game it is found that an illegal move has been completed, the position immediately before the irregularity shall be reinstated. If the position immediately before the irregularity cannot be determined, the game shall continue from the last identifiable position prior to the irregularity. Article 4.3 and 4.7 apply to the move replacing the illegal move. The game shall then continue from this reinstated position.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict,
     .why = "verdict: audit/irregular.hpp weighs each breach of the replay (which goes on after it, the move standing as a displacement): a player's completed illegal move unless the best repair explains it as a DGT board's end signal or a slip of the record, or the record's clocks stop before it (this clause completes an illegal move by the clock); under standard play the record then shows the move stood where the position should have been reinstated (JSON irregularities, kind completed_illegal)"},
    {.id = "7.5.2", .title = "pawn on the last rank without a new piece", .article = 7,
     .fide2023 = {"7.5.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если игрок передвинул пешку на самую дальнюю от себя горизонталь, нажал часы, но не заменил пешку на новую фигуру, такой ход считается невозможным. Пешка должна быть заменена на ферзя того же цвета, что и цвет пешки.)",
     .text_en = R"(If the player has moved a pawn to the furthest distant rank, pressed the clock, but not replaced the pawn with a new piece, the move is illegal. The pawn shall be replaced by a queen of the same colour as the pawn.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict,
     .why = "verdict: a pawn moved to the last rank with no new piece named is a breach of 3.7.5, and the replay goes on with a queen there (audit_game); audit/irregular.hpp counts it as the player's illegal move (JSON irregularities, kind promotion_without_piece)"},
    {.id = "7.5.3", .title = "clock pressed without a move", .article = 7,
     .fide2023 = {"7.5.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если игрок нажимает часы не делая хода, это надо рассматривать и наказывать как невозможный ход.)",
     .text_en = R"(If the player presses the clock without making a move, it shall be considered and penalized as if an illegal move.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict,
     .why = "verdict: a null move in the main line (--, Z0, 0000, @@@@, null) is a breach, and the replay goes on with the other side to move (audit_game; a side in check that passes leaves no legal game: the replay stops); audit/irregular.hpp counts it as the player's illegal move (JSON irregularities, kind null_move)"},
    {.id = "7.5.4", .title = "a move made with two hands", .article = 7,
     .fide2023 = {"7.5.4"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если для выполнения одного хода игрок использует две руки (например, в случае рокировки, взятия фигуры или превращения пешки) и нажимает часы, это надо рассматривать и наказывать как невозможный ход.)",
     .text_en = R"(If a player uses two hands to make a single move (for example in case of castling, capturing or promotion) and pressed the clock, it shall be considered and penalized as if an illegal move.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "which hand moved is not in a game record: no machine can observe it"},
    {.id = "7.5.5", .title = "penalties for completed illegal moves", .article = 7,
     .fide2023 = {"7.5.5"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(После мер, принятых в соответствии со Статьёй 7.5.1 7.5.2, 7.5.3 или 7.5.4, за первый сделанный игроком невозможный ход арбитр должен добавить его сопернику две минуты дополнительного времени; за второй, сделанный тем же игроком невозможный ход арбитр объявляет о проигрыше партии этим игроком. Однако партия заканчивается вничью, если позиция такова, что соперник не может поставить мат королю игрока любой серией возможных ходов.)",
     .text_en = R"(After the action taken under Article 7.5.1, 7.5.2, 7.5.3 or 7.5.4 for the first completed illegal move by a player, the arbiter shall give two minutes extra time to his opponent; for the second completed illegal move by the same player the arbiter shall declare the game lost by this player. However, the game is drawn if the position is such that the opponent cannot checkmate the player’s king by any possible series of legal moves.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict,
     .why = "verdict: audit/irregular.hpp counts each player's completed illegal moves; the first gives the opponent two minutes, looked for on the opponent's next clock reading (seen true, false or null); under standard play the second loses the game, drawn when the opponent cannot checkmate in the position before it (the can-mate analysis with its argument), and a recorded result that differs is a result finding (second_illegal_move); in rapid, blitz or an unknown category no result is derived (A.4 or A.5.2 decides, and the record does not say which)",
     .caveat = "ru-article7.md writes this number without bold and with a trailing dot ('7.5.5.') and lacks a comma ('7.5.1 7.5.2'): the number is stripped, the text kept as written"},
    {.id = "7.6", .title = "displaced piece found and reinstated", .article = 7,
     .fide2023 = {"7.6"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если во время игры обнаружено, что какая-либо фигура смещена от своего правильного положения на доске, то должна быть восстановлена позиция до нарушения. Партия должна быть продолжена с этой восстановленной позиции. Если позиция до нарушения не может быть установлена, игра должна продолжаться с последней восстановленной позиции.)",
     .text_en = R"(If, during a game it is found that any piece has been displaced from its correct square, the position before the irregularity shall be reinstated. If the position immediately before the irregularity cannot be determined, the game shall continue from the last identifiable position prior to the irregularity. The game shall then continue from this reinstated position.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "a displaced piece shows in the record only as a move that is not possible; which piece was displaced rather than moved the record cannot tell",
     .caveat = "text_ru joins the two paragraphs of ru-article7.md's 7.6 with a space"},

    // Article 9: 9.2 threefold repetition (9.2.2 says when positions are the same), 9.3 fifty moves,
    // 9.6 the automatic draws. 9.1, 9.4 and 9.5 (offers, touch, procedure) have no record.
    {.id = "9.2.1", .title = "threefold repetition claim", .article = 9,
     .fide2023 = {"9.2.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Партия признается закончившейся вничью по обоснованному заявлению игрока при своём ходе, когда одна и та же позиция, по крайней мере, в третий раз (не обязательно повторением ходов):)",
     .text_en = R"(The game is drawn, upon a correct claim by a player having the move, when the same position for at least the third time (not necessarily by a repetition of moves):)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "heading: its content is 9.2.1.1 and 9.2.1.2, each checked by its own predicate (the position's third occurrence after the intended move, or now); the claim itself is the player's act, an input"},

    {.id = "9.2.1.1", .title = "repetition by the intended move", .article = 9,
     .fide2023 = {"9.2.1.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(может возникнуть, если этот игрок сначала обозначит свой ход, который не может быть изменён, написав его на бумажном бланке, или введя его в электронный бланк, и заявит арбитру о своём намерении сделать этот ход, или)",
     .text_en = R"(is about to appear, if he/she first indicates his/her move, which cannot be changed, by writing it on the paper scoresheet or entering it on the electronic scoresheet and declares to the arbiter his/her intention to make this move, or)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "9.2.1.2", .title = "repetition on the board", .article = 9,
     .fide2023 = {"9.2.1.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(только что возникла и игрок, за которым очередь хода, требует ничью.)",
     .text_en = R"(has just appeared, and the player claiming the draw has the move.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate},

    // 9.2.2 with 9.2.2.1 and 9.2.2.2: the sameness used by 9.2.1 and 9.6.1 (rules::same_position).
    {.id = "9.2.2", .title = "same position", .article = 9,
     .fide2023 = {"9.2.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Позиции считаются одинаковыми тогда и только тогда, когда очередь хода у того же самого игрока, фигуры того же самого наименования и цвета занимают те же поля, и возможные ходы всех фигур обоих игроков - те же самые. Поэтому позиции не одинаковы, если)",
     .text_en = R"(Positions are considered the same if and only if the same player has the move, pieces of the same kind and colour occupy the same squares and the possible moves of all the pieces of both players are the same. Thus positions are not the same if:)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate},

    // "could have been captured": the capture is legal, not just an e.p. square written in the position.
    {.id = "9.2.2.1", .title = "en passant in the same position", .article = 9,
     .fide2023 = {"9.2.2.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(в начале рассматриваемой последовательности ходов пешка могла быть взята на проходе,)",
     .text_en = R"(at the start of the sequence a pawn could have been captured en passant)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate},

    // Two sentences, one rule: the right (not the castling possible now) is compared; whole, like 4.4.3.
    {.id = "9.2.2.2", .title = "castling rights in the same position", .article = 9,
     .fide2023 = {"9.2.2.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(король имел право на рокировку с ладьёй, которая не двигалась, но потерял его после своего хода. Права на рокировку теряются только после того, как король или ладья сделали ход.)",
     .text_en = R"(a king had castling rights with a rook that has not been moved, but forfeited these after moving. The castling rights are lost only after the king or rook is moved.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate},

    {.id = "9.3", .title = "fifty-move claim", .article = 9,
     .fide2023 = {"9.3"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Партия признается закончившейся вничью по обоснованному заявлению игрока при своём ходе, если:)",
     .text_en = R"(The game is drawn, upon a correct claim by a player having the move, if:)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "heading: its content is 9.3.1 and 9.3.2, each checked by its own predicate (the halfmove count after the intended move, or now); the claim itself is the player's act, an input"},

    // The Russian source writes "какоголибо" (no hyphen) here: kept as written.
    {.id = "9.3.1", .title = "fifty moves by the intended move", .article = 9,
     .fide2023 = {"9.3.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(он обозначит свой ход, который не может быть изменён, написав его на бумажном бланке, или введя его в электронный бланк, и заявит арбитру о своем намерении сделать этот ход, который приведет к тому, что последние 50 ходов выполнены каждым игроком без продвижения какой-либо пешки и без какоголибо взятия; или)",
     .text_en = R"(he/she indicates his/her move, which cannot be changed, by writing it on the paper scoresheet or entering it on the electronic scoresheet and declares to the arbiter his/her intention to make this move which will result in the last 50 moves by each player having been made without the movement of any pawn and without any capture, or)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "9.3.2", .title = "fifty moves completed", .article = 9,
     .fide2023 = {"9.3.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(последние 50 ходов были завершены каждым игроком без продвижения какой-либо пешки и без какого-либо взятия.)",
     .text_en = R"(the last 50 moves by each player have been completed without the movement of any pawn and without any capture.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate},

    {.id = "9.6", .title = "automatic draw", .article = 9,
     .fide2023 = {"9.6"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Партия заканчивается вничью, если возникает одна или обе следующие ситуации:)",
     .text_en = R"(If one or both of the following occur(s) then the game is drawn:)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "heading: its content is 9.6.1 and 9.6.2, each checked by its own predicate"},

    // From 2018 "at least five times"; the 2014 Laws (the edition of order 1093/2014) said "for at least
    // five consecutive alternate moves by each player" - not the text here.
    {.id = "9.6.1", .title = "fivefold repetition", .article = 9,
     .fide2023 = {"9.6.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(одинаковая позиция появилась, как описано в Статье 9.2.2 , по крайней мере пять раз;)",
     .text_en = R"(the same position has appeared, as in 9.2.2 at least five times.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate},

    // Two sentences, one rule: 75 moves each without pawn move or capture, unless the last move mates.
    {.id = "9.6.2", .title = "seventy-five moves", .article = 9,
     .fide2023 = {"9.6.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(любая серия из по крайней мере 75 ходов была выполнена каждым игроком без продвижения какой-либо пешки и без какого-либо взятия. Если последний ход приводит к мату, он имеет приоритет.)",
     .text_en = R"(any series of at least 75 moves have been made by each player without the movement of any pawn and without any capture. If the last move results in mate, it has priority.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate},

    // ---- Appendices A (rapid) and B (blitz), FIDE 2023, from ../shared/laws (same transcription).
    // IDs are FIDE's form "A.5.2", "B.1": the transcription writes A2, A5.2, Cyrillic А.1 and В.1
    // (each record's caveat says how); article is spec::appendix_a / spec::appendix_b. A.1 and
    // B.1 (the category of a game from its time control) have predicates
    // (kernel/include/chesslaw/rules/game_category.hpp).
    {.id = "A.1", .title = "rapid chess game", .article = appendix_a,
     .fide2023 = {"A.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(«Быстрые шахматы» - это игра, в которой каждый игрок должен завершить все ходы или в установленное время, составляющее больше 10 минут, но меньше 60 минут, или в предоставленное время плюс какое-то дополнительное время, умноженное на 60, составляющее больше 10 минут, но меньше 60 минут.)",
     .text_en = R"(A ‘Rapid chess’ game is one where either all the moves must be completed in a fixed time of more than 10 minutes but less than 60 minutes for each player; or the time allotted plus 60 times any increment is of more than 10 minutes but less than 60 minutes for each player.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate,
     .caveat = "ID normalised to FIDE's form A.1: the transcription writes 'A.1' with a Cyrillic letter (ru) and 'A.1' (en)"},
    {.id = "A.2", .title = "recording not required in rapid", .article = appendix_a,
     .fide2023 = {"A.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Игроки не обязаны записывать ходы, но не теряют своих прав на заявления, основанные, как правило, на записи партии. Игрок может в любой момент попросить арбитра обеспечить его бланком для записи партии, чтобы записывать ходы.)",
     .text_en = R"(Players do not need to record the moves, but do not lose their rights to claims normally based on a scoresheet. The player can, at any time, ask the arbiter to provide him with a scoresheet, in order to write the moves.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "whether a player recorded the moves is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.2: the transcription writes 'A.2' with a Cyrillic letter (ru) and 'A2' (en)"},
    {.id = "A.3", .title = "one-minute penalties in rapid", .article = appendix_a,
     .fide2023 = {"A.3"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Штрафы, упоминаемые в статьях 7 и 9 Правил соревнований, должны быть равны одной минуте вместо двух.)",
     .text_en = R"(The penalties mentioned in Articles 7 and 9 of the Competitive Rules of Play shall be one minute instead of two minutes.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict,
     .why = "verdict: audit/irregular.hpp gives a first completed illegal move in rapid or blitz one minute's extra time for the opponent and looks for it on the opponent's next clock reading (the clock ledger's gain there): seen true, false or null",
     .caveat = "ID normalised to FIDE's form A.3: the transcription writes 'A3' (ru) and 'A.3' (en); refers to Articles 7 and 9 of the Competition Rules (the English: 'Competitive Rules of Play'), not of the Basic Rules"},
    {.id = "A.4", .title = "Competition Rules in rapid", .article = appendix_a,
     .fide2023 = {"A.4"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Правила соревнований применяются, если:)",
     .text_en = R"(The Competition Rules shall apply if:)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form A.4: the transcription writes 'A.4' with a Cyrillic letter (ru) and 'A4' (en)"},
    {.id = "A.4.1.1", .title = "one arbiter for at most three rapid games", .article = appendix_a,
     .fide2023 = {"A.4.1.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(один арбитр наблюдает самое большое за тремя партиями, и)",
     .text_en = R"(one arbiter supervises at most three games and)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "how many games an arbiter supervised is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.1.1: the transcription writes 'A.4.1.1' with a Cyrillic letter (ru) and 'A4.1.1' (en); the transcription has no A.4.1 and numbers the next paragraph A.4.2: kept"},
    {.id = "A.4.1.2", .title = "rapid games recorded by the arbiter", .article = appendix_a,
     .fide2023 = {"A.4.1.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(каждая игра записывается арбитром или его помощником и, если возможно, с помощью электронных средств.)",
     .text_en = R"(each game is recorded by the arbiter or his assistant and, if possible, by electronic means.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "who recorded a game is not in its record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.1.2: the transcription writes 'A.4.1.2' with a Cyrillic letter (ru) and 'A4.1.2' (en)"},
    {.id = "A.4.2", .title = "scoresheet shown on request in rapid", .article = appendix_a,
     .fide2023 = {"A.4.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Игрок может в любое время, при своем ходе, попросить арбитра или его помощника показать ему бланк с записью партии. Это можно требовать максимум пять раз в игре. Больше запросов необходимо рассматривать как отвлечение сопреника.)",
     .text_en = R"(The player may at any time, when it is his move, ask the arbiter or his assistant to show him the scoresheet. This may be requested a maximum of five times in a game. More requests shall be considered as a distraction of the opponent.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.2: the transcription writes 'A.4.2' with a Cyrillic letter (ru) and 'A4.2' (en)"},
    {.id = "A.5", .title = "rapid without full supervision", .article = appendix_a,
     .fide2023 = {"A.5"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(В противном случае применяются следующие правила:)",
     .text_en = R"(Otherwise the following apply:)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "heading: its content is A.5.1-A.5.5; which of A.4 and A.5 applies is the event's regulations, not in the record",
     .caveat = "ID normalised to FIDE's form A.5: the transcription writes 'A.5' with a Cyrillic letter (ru) and 'A5' (en)"},
    {.id = "A.5.1", .title = "after ten moves in rapid", .article = appendix_a,
     .fide2023 = {"A.5.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Как только каждый игрок завершит десять ходов из начальной позиции,)",
     .text_en = R"(From the initial position, once 10 moves have been completed by each player,)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "heading: its content is A.5.1.1 and A.5.1.2",
     .caveat = "ID normalised to FIDE's form A.5.1: the transcription writes 'A.5.1' with a Cyrillic letter (ru) and 'A5.1' (en)"},
    {.id = "A.5.1.1", .title = "clock setting fixed after ten moves", .article = appendix_a,
     .fide2023 = {"A.5.1.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(не могут быть сделаны никакие изменения в установку времени на часах, если только это не будет неблагоприятно отражаться на расписании соревнования;)",
     .text_en = R"(no change can be made to the clock setting, unless the schedule of the event would be adversely affected)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable,
     .why = "a setting changed shows in the readings only as a gain or a mismatch, which the clock ledger reports without telling a change from a defect",
     .caveat = "ID normalised to FIDE's form A.5.1.1: the transcription writes 'A.5.1.1' with a Cyrillic letter (ru) and 'A5.1.1' (en)"},
    {.id = "A.5.1.2", .title = "no set-up claim after ten moves", .article = appendix_a,
     .fide2023 = {"A.5.1.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(не могут быть приняты никакие заявления относительно неправильной расстановки фигур или неправильной ориентации шахматной доски. В случае неправильного размещения короля рокировка не разрешается. В случае неправильного размещения ладьи, рокировка с этой ладьей не разрешается.)",
     .text_en = R"(no claim can be made regarding incorrect set-up or orientation of the chessboard. In case of incorrect king placement, castling is not allowed. In case of incorrect rook placement, castling with this rook is not allowed.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.5.1.2: the transcription writes 'A.5.1.2' with a Cyrillic letter (ru) and 'A5.1.2' (en); text_ru joins the three paragraphs of ru-appendix-a.md's A.5.1.2 (the transcription bolds the first letter of the last two, Cyrillic 'V'); the English keeps its line breaks as spaces"},
    {.id = "A.5.2", .title = "illegal move stands unless corrected in time", .article = appendix_a,
     .fide2023 = {"A.5.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Если арбитр видит действие, описанное в Статье 7.5.1, 7.5.2, 7.5.3 или 7.5.4, он должен действовать в соответствии со Статьей 7.5.5, при условии, что соперник не сделал свой следующий ход. Если арбитр не вмешивается, соперник имеет право заявить о невозможном ходе, если он не сделал свой следующий ход. Если соперник не делает соответствующего заявления о выигрыше и арбитр не вмешивается, невозможный ход остаётся в силе, и партия должна быть продолжена. После того, как соперник сделал свой следующий ход, невозможный ход не может быть исправлен, если об этом не договорятся игроки без вмешательства арбитра.)",
     .text_en = R"(If the arbiter observes an action taken under Article 7.5.1, 7.5.2, 7.5.3 or 7.5.4, he shall act according to Article 7.5.5, provided the opponent has not made his next move. If the arbiter does not intervene, the opponent is entitled to claim, provided the opponent has not made his next move. If the opponent does not claim and the arbiter does not intervene, the illegal move shall stand and the game shall continue. Once the opponent has made his next move, an illegal move cannot be corrected unless this is agreed by the players without intervention of the arbiter.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::verdict,
     .why = "verdict: audit/irregular.hpp names A.4 and A.5.2 as what decides a counted illegal move in rapid or blitz (decided_by): under full supervision 7.5.5, otherwise the move stood once the opponent moved unclaimed; the record does not say which applies, so no result is derived; it applies only where A.5 does (not under full supervision, A.4)",
     .caveat = "ID normalised to FIDE's form A.5.2: the transcription writes 'A.5.2' with a Cyrillic letter (ru) and 'A5.2' (en)"},
    {.id = "A.5.3", .title = "claiming a win on time in rapid", .article = appendix_a,
     .fide2023 = {"A.5.3"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Чтобы сообщить о выигрыше по времени, заявитель может остановить часы и уведомить арбитра. Тем не менее, партия заканчивается вничью, если позиция такова, что соперник не может поставить мат королю игрока любой серией возможных ходов.)",
     .text_en = R"(To claim a win on time, the claimant may stop the chessclock and notify the arbiter. However, the game is drawn if the position is such that the claimant cannot checkmate the player’s king by any possible series of legal moves.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it; the draw when the claimant cannot checkmate is 6.9's, and the clock ledger's flag evidence is not yet written",
     .caveat = "ID normalised to FIDE's form A.5.3: the transcription writes 'A.5.3' with a Cyrillic letter (ru) and 'A5.3' (en); the Russian says the game is drawn if the opponent (sopernik) cannot checkmate, the English if the claimant cannot: both kept as written"},
    {.id = "A.5.4", .title = "illegal position on the board in rapid", .article = appendix_a,
     .fide2023 = {"A.5.4"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Если арбитр замечает, что оба короля находятся под шахом или пешка находится на самой дальней от начального положения горизонтали, он должен подождать до тех пор, пока не будет завершён следующий ход. Тогда, если на доске все ещё сохраняется невозможная позиция, он должен объявить, что партия закончилась вничью.)",
     .text_en = R"(If the arbiter observes both kings are in check, or a pawn on the rank furthest from its starting position, he shall wait until the next move is completed. Then, if an illegal position is still on the board, he shall declare the game drawn.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "needs the irregularity watcher on the replay (issue 35): not yet checked; the audit stops at the illegal move that makes such a position",
     .caveat = "ID normalised to FIDE's form A.5.4: the transcription writes 'A.5.4' with a Cyrillic letter (ru) and 'A5.4' (en)"},
    {.id = "A.5.5", .title = "arbiter calls a flag fall in rapid", .article = appendix_a,
     .fide2023 = {"A.5.5"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Если арбитр наблюдал падение флажка, он также должен объявить об этом.)",
     .text_en = R"(The arbiter shall also call a flag fall, if he observes it.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it; the clock ledger (not yet written) will give evidence of a fall, not the call",
     .caveat = "ID normalised to FIDE's form A.5.5: the transcription writes 'A.5.5' with a Cyrillic letter (ru) and 'A5.5' (en)"},
    {.id = "A.6", .title = "regulations choose the rapid rules", .article = appendix_a,
     .fide2023 = {"A.6"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(В положении о соревновании должно быть указано, правила какой Статьи: А.3 или А.4 будут применяться в течение всего соревнования.)",
     .text_en = R"(The regulations of an event shall specify whether Article A.3 or Article A.4 shall apply for the entire event.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form A.6: the transcription writes 'A.6' with a Cyrillic letter (ru) and 'A6' (en); the transcription's A.6 names 'A.3 or A.4' while its alternatives are A.4 (Competition Rules) and A.5 (otherwise): kept as written"},
    {.id = "B.1", .title = "blitz game", .article = appendix_b,
     .fide2023 = {"B.1"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(«Блиц» – это игра, в которой каждый игрок должен завершить все ходы или в установленное время, составляющее 10 или меньше минут, или в предоставленное время плюс какое-то дополнительное время, умноженное на 60, составляющее 10 или меньше минут.)",
     .text_en = R"(A ‘blitz’ game is one where all the moves must be completed in a fixed time of 10 minutes or less for each player; or the allotted time plus 60 times any increment is 10 minutes or less.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate,
     .caveat = "ID normalised to FIDE's form B.1: the transcription writes 'B.1' (ru) and 'B.1' with a Cyrillic letter (en)"},
    {.id = "B.2", .title = "Competition Rules in blitz", .article = appendix_b,
     .fide2023 = {"B.2"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(Правила соревнований применяются, если:)",
     .text_en = R"(The Competition Rules shall apply if:)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.2: the transcription writes 'B.2' (ru) and 'B.2' with a Cyrillic letter (en)"},
    {.id = "B.2.1", .title = "one arbiter for one blitz game", .article = appendix_b,
     .fide2023 = {"B.2.1"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(один арбитр наблюдает за одной игрой и)",
     .text_en = R"(one arbiter supervises one game and)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "how many games an arbiter supervised is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.1: the transcription writes 'B.2.2' (ru) and 'B.2.1' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},
    {.id = "B.2.2", .title = "blitz games recorded by the arbiter", .article = appendix_b,
     .fide2023 = {"B.2.2"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(каждая игра записывается арбитром или его помощником и, если возможно, с помощью электронных средств.)",
     .text_en = R"(each game is recorded by the arbiter or his assistant and, if possible, by electronic means.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "who recorded a game is not in its record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.2: the transcription writes 'B.2.3' (ru) and 'B.2.2' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},
    {.id = "B.2.3", .title = "scoresheet shown on request in blitz", .article = appendix_b,
     .fide2023 = {"B.2.3"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(Игрок может в любое время, при своем ходе попросить арбитра или его помощника показать ему бланк с записью партии. Это можно требовать максимум пять раз в течение игры. Большее число запросов необходимо рассматривать как отвлечение соперника.)",
     .text_en = R"(The player may at any time, when it is his move, ask the arbiter or his assistant to show him the scoresheet. This may be requested a maximum of five times in a game. More requests shall be considered as a distraction of the opponent.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.3: the transcription writes 'B.2.4' (ru) and 'B.2.3' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},
    {.id = "B.3", .title = "blitz without full supervision", .article = appendix_b,
     .fide2023 = {"B.3"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(В противном случае должны применяться Правила быстрых шахмат, описанные в статьях А.2 и A.5.)",
     .text_en = R"(Otherwise, play shall be governed by the Rapid chess Laws as in Article A.2 and A.4.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.3: the transcription writes 'B.3' (ru) and 'B.3' with a Cyrillic letter (en); the English says 'as in Article A.2 and A.4', the Russian 'A.2 and A.5': both kept as written"},
    {.id = "B.4", .title = "regulations choose the blitz rules", .article = appendix_b,
     .fide2023 = {"B.4"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(В Положении о соревновании должно быть указано, правила какой статьи: B.2 или B.3 будут применяться в течение всего соревнования)",
     .text_en = R"(The regulations of an event shall specify whether Article B.3 or Article B.4 shall apply for the entire event.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.4: the transcription writes 'B.4' (ru) and 'B.4' (en); the English names 'Article B.3 or Article B.4', the Russian 'B.2 or B.3' (the latter fits this numbering): both kept as written"},

    // Guidelines II, Chess960 (FIDE 2023; Appendix F in the 2014 Laws, with other numbers - not
    // available here, so no alias). IDs are the 2023 numbers with the prefix "II."; article is
    // spec::guidelines_ii. The Russian transcription keeps the line-break hyphens of its source
    // ("соблюде-нии", "классичес-ких", "пра-вилам"): kept as written. `reinterprets` names the
    // Article 3 clause a rule reads anew for Chess960.
    {.id = "II.1", .title = "Chess960 game", .article = guidelines_ii,
     .fide2023 = {"II.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Начальная позиция в шахматах 960 создается случайным образом, при соблюде-нии определенных правил. После этого игра развивается так же, как в классичес-ких шахматах. В частности, фигуры и пешки имеют те же ходы, и цель каждого игрока состоит в том, чтобы поставить мат королю соперника.)",
     .text_en = R"(Before a Chess960 game a starting position is randomly set up, subject to certain rules. After this, the game is played in the same way as regular chess. In particular, pieces and pawns have their normal moves, and each player's objective is to checkmate the opponent's king.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "a random set-up, then the moves of Article 3: the kernel plays Chess960 with the Article 3 predicates (position::chess960); what can be checked is in II.2 and II.3",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // II.2 is headed 'Требования к начальной позиции' / 'Starting-position requirements' and holds two paragraphs: the requirements (/1), and after II.2.1-II.2.3 how the array may be drawn (/2).
    {.id = "II.2/1", .title = "Chess960 starting position", .article = guidelines_ii,
     .fide2023 = {"II.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Начальная позиция для шахмат 960 должна соответствовать определенным пра-вилам. Белые пешки располагаются на второй горизонтали, как в классических шахматах. Все остальные белые фигуры размещаются на первой горизонтали случайным образом, но со следующими ограничениями:)",
     .text_en = R"(The starting position for Chess960 must meet certain rules. White pawns are placed on the second rank as in regular chess. All remaining white pieces are placed randomly on the first rank, but with the following restrictions:)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.1", .title = "king between the rooks", .article = guidelines_ii,
     .fide2023 = {"II.2.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(король должен находиться между двумя ладьями, и)",
     .text_en = R"(the king is placed somewhere between the two rooks, and)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.2", .title = "bishops on opposite colours", .article = guidelines_ii,
     .fide2023 = {"II.2.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(слоны должны находиться на полях противоположного цвета, и)",
     .text_en = R"(the bishops are placed on opposite-coloured squares, and)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.3", .title = "black opposite white", .article = guidelines_ii,
     .fide2023 = {"II.2.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(чёрные фигуры должны располагаться напротив соответствующих фигур белых.)",
     .text_en = R"(the black pieces are placed opposite the white pieces.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2/2", .title = "drawing the array", .article = guidelines_ii,
     .fide2023 = {"II.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Начальная позиция может быть создана перед игрой либо с помощью компьютерной программы, либо с использованием костей, монеты, карт и т.д.)",
     .text_en = R"(The starting position can be generated before the game either by a computer program or using dice, coin, cards, etc.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "how the array was drawn (program, dice, coin, cards) leaves no trace in the position",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3", .title = "Chess960 castling rules", .article = guidelines_ii,
     .fide2023 = {"II.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Правила рокировки в шахматах 960)",
     .text_en = R"(Chess960 castling rules)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable,
     .why = "heading: its content is II.3.1 and II.3.2, checked by their own predicates",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // Reads 3.8.2 anew: the king castles with 'the castling rook' of a right wherever the two stand; a second castling is barred by 3.8.2.1.1 (the king has moved).
    {.id = "II.3.1", .title = "castling once per game", .article = guidelines_ii,
     .fide2023 = {"II.3.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(В шахматах 960 каждому игроку разрешается один раз за игру сделать рокировку, при которой король и ладья могут перемещаться за один ход. Однако для рокировки требуется несколько разъяснений стандартных шахматных правил, потому что в стандартных правилах предполагается первоначальное расположение ладьи и короля, которое часто не применимо в шахматах 960.)",
     .text_en = R"(Chess960 allows each player to castle once per game, a move by potentially both the king and rook in a single move. However, a few interpretations of regular chess rules are needed for castling, because the regular rules presume initial locations of the rook and king that are often not applicable in Chess960.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2", .title = "how to castle", .article = guidelines_ii,
     .fide2023 = {"II.3.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Как рокировать. В зависимости от расположения до рокировки короля и ладьи, участвующей в рокировке, в шахматах 960 рокировка выполняется одним из четырёх способов:)",
     .text_en = R"(How to castle. In Chess960, depending on the pre-castling position of the castling king and rook, the castling manoeuvre is performed by one of these four methods:)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "heading of II.3.2.1-II.3.2.4: which of the four manoeuvres a castling is follows from the squares, and each is checked as its own predicate",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.1", .title = "double-move castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(двухэтапная рокировка: посредством перемещения короля и перемещения ладьи, или)",
     .text_en = R"(double-move castling: by making a move with the king and a move with the rook, or)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.2", .title = "transposition castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(рокировка перестановкой: король и ладья меняются местами, или)",
     .text_en = R"(transposition castling: by transposing the position of the king and the rook, or)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.3", .title = "king-move-only castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(рокировка только ходом короля: перемещается только король, или)",
     .text_en = R"(king-move-only castling: by making only a move with the king, or)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    // The source ends the sentence with two full stops ('rook..'): kept as written.
    {.id = "II.3.2.4", .title = "rook-move-only castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.4"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(рокировка только ходом ладьи: перемещается только ладья.)",
     .text_en = R"(rook-move-only castling: by making only a move with the rook..)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.5", .title = "castling recommendations", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Рекомендации)",
     .text_en = R"(Recommendations:)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "heading: its content is II.3.2.5.1 and II.3.2.5.2",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.5.1", .title = "castling on a physical board", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Когда рокировка выполняется человеком на реальной доске, рекомендуется сначала вывести короля за пределы игровой поверхности по направлению к конечной позиции, затем ладья перемещается из своей начальной позиции в свою конечную позицию, и после этого король ставится на своё конечное поле.)",
     .text_en = R"(When castling on a physical board with a human player, it is recommended that the king be moved outside the playing surface next to his final position, the rook then be moved from its starting position to its final position, and then the king be placed on his final square.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "how hands move the men on a physical board (king off the board, rook, king) is not in a position or a game record",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.5.2", .title = "final squares as in regular chess", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Конечные позиции короля и ладьи после рокировки должны точно соответствовать их конечным позициям, которые были бы после рокировки в классических шахматах.)",
     .text_en = R"(After castling, the rook and king's final positions should be exactly the same positions as they would be in regular chess.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable,
     .why = "checked as II.3.2.6, which names the squares (king c1/g1, rook d1/f1)",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    // II.3.2.6 is headed 'Разъяснение' / 'Clarification:'; the text is its paragraph.
    {.id = "II.3.2.6", .title = "final squares of castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.6"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Таким образом, после рокировки на с-фланг (обозначаемой 0-0-0 и известной как длинная рокировка в классических шахматах) король находится на с-поле (c1 для белых и с8 для черных), а ладья находится на d-поле (d1 для белых и d8 для черных). После рокировки на g-фланг (обозначаемой 0-0 и известной как короткая рокировка в классических шахматах) король стоит на g-поле (g1 для белых и g8 для черных), а ладья стоит на f-поле (f1 для белых и f8 для черных).)",
     .text_en = R"(Thus, after c-side castling (notated as 0-0-0 and known as queen-side castling in orthodox chess), the king is on the c-square (c1 for white and c8 for black) and the rook is on the d-square (d1 for white and d8 for black). After g-side castling (notated as 0-0 and known as king-side castling in orthodox chess), the king is on the g-square (g1 for white and g8 for black) and the rook is on the f-square (f1 for white and f8 for black).)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.7", .title = "castling notes", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Примечания)",
     .text_en = R"(Notes)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable,
     .why = "heading: its content is II.3.2.7.1-II.3.2.7.5",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.1", .title = "announcing castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Чтобы избежать каких-либо недоразумений, полезно перед рокировкой предупредить соперника: “Я собираюсь рокировать”.)",
     .text_en = R"(To avoid any misunderstanding, it may be useful to state "I am about to castle" before castling.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable,
     .why = "a spoken announcement is not in a position or a game record",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.2", .title = "king or rook stays", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(В некоторых начальных позициях король или ладья (но не обе фигуры) при рокировке не перемещаются.)",
     .text_en = R"(In some starting positions, the king or rook (but not both) does not move during castling.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable,
     .why = "a consequence of II.3.2.3 and II.3.2.4, which the judge cites when they apply",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.3", .title = "castling on the first move", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(В некоторых начальных позициях рокировка может быть выполнена на первом ходу.)",
     .text_en = R"(In some starting positions, castling can take place as early as the first move.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable,
     .why = "a consequence of II.3.2.7.4: nothing else bars castling on the first move",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // Reads 3.8.2.2.2 anew: not 'between the king and the rook' but the squares each of the two crosses and lands on.
    {.id = "II.3.2.7.4", .title = "vacant squares for castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.4"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Все поля между начальным и конечным полями короля (включая конечное поле) и все поля между начальным и конечным полями ладьи (включая конечное поле) должны быть свободны, за исключением короля и рокирующей ладьи.)",
     .text_en = R"(All the squares between the king's initial and final squares (including the final square) and all the squares between the rook's initial and final squares (including the final square) must be vacant except for the king and castling rook.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::predicate,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2.2.2"},

    {.id = "II.3.2.7.5", .title = "squares that may stay filled", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.5"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(В некоторых начальных позициях некоторые поля, которые должны быть свободны в классических шахматах, могут быть заняты во время рокировки. Например, после рокировки на с-фланг (0-0-0) возможно, что поля a, b, и/или e будут всё ещё заняты, а после рокировки на g-фланг (0-0) возможно, что будут заняты поля e и/или h.)",
     .text_en = R"(In some starting positions, some squares can stay filled during castling that would have to be vacant in regular chess. For example, after c-side castling 0-0-0, it is possible to have a, b, and/or e still filled, and after g-side castling (0-0), it is possible to have e and/or h filled.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable,
     .why = "a consequence of II.3.2.7.4 (it names the squares that must be vacant; any other may be filled)",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2.2.2"},
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
inline constexpr clause_ref own_square                        = ref("3.1/1");
inline constexpr clause_ref capture                           = ref("3.1/2");
inline constexpr clause_ref attack                            = ref("3.1/3");
inline constexpr clause_ref attack_despite_pin                = ref("3.1/4");
inline constexpr clause_ref bishop                            = ref("3.2");
inline constexpr clause_ref rook                              = ref("3.3");
inline constexpr clause_ref queen                             = ref("3.4");
inline constexpr clause_ref no_jumping                        = ref("3.5");
inline constexpr clause_ref knight                            = ref("3.6");
inline constexpr clause_ref pawn_forward_only                 = ref("3.7");
inline constexpr clause_ref pawn_step                         = ref("3.7.1");
inline constexpr clause_ref pawn_double_step                  = ref("3.7.2");
inline constexpr clause_ref pawn_capture                      = ref("3.7.3");
inline constexpr clause_ref en_passant                        = ref("3.7.4");
inline constexpr clause_ref promotion                         = ref("3.7.5");
inline constexpr clause_ref king_two_ways                     = ref("3.8");
inline constexpr clause_ref king_step                         = ref("3.8.1");
inline constexpr clause_ref castling                          = ref("3.8.2");
inline constexpr clause_ref castling_right_lost               = ref("3.8.2.1");
inline constexpr clause_ref castling_king_moved               = ref("3.8.2.1.1");
inline constexpr clause_ref castling_rook_moved               = ref("3.8.2.1.2");
inline constexpr clause_ref castling_prevented                = ref("3.8.2.2");
inline constexpr clause_ref castling_attacked                 = ref("3.8.2.2.1");
inline constexpr clause_ref castling_blocked                  = ref("3.8.2.2.2");
inline constexpr clause_ref check                             = ref("3.9");
inline constexpr clause_ref legal_move                        = ref("3.10.1");
inline constexpr clause_ref illegal_move                      = ref("3.10.2");
inline constexpr clause_ref illegal_position                  = ref("3.10.3");
inline constexpr clause_ref adjust                            = ref("4.2");
inline constexpr clause_ref touch_deliberate                  = ref("4.3");
inline constexpr clause_ref touch_own                         = ref("4.3.1");
inline constexpr clause_ref touch_opponent                    = ref("4.3.2");
inline constexpr clause_ref touch_both                        = ref("4.3.3/1");
inline constexpr clause_ref touch_order_unknown               = ref("4.3.3/2");
inline constexpr clause_ref castling_touch_king_rook          = ref("4.4.1");
inline constexpr clause_ref castling_touch_rook_first         = ref("4.4.2");
inline constexpr clause_ref castling_touch_king_first_illegal = ref("4.4.3");
inline constexpr clause_ref promotion_choice_final            = ref("4.4.4");
inline constexpr clause_ref no_touched_piece_movable          = ref("4.5");
inline constexpr clause_ref released_piece                    = ref("4.6/1");
inline constexpr clause_ref move_complete                     = ref("4.6/2");
inline constexpr clause_ref complete_capture                  = ref("4.6.1");
inline constexpr clause_ref complete_castling                 = ref("4.6.2");
inline constexpr clause_ref complete_promotion                = ref("4.6.3");
inline constexpr clause_ref possible_move                     = ref("4.6/3");
inline constexpr clause_ref impossible_move_replaced          = ref("4.6/4");
inline constexpr clause_ref impossible_move_penalty           = ref("4.6/5");
inline constexpr clause_ref claim_lost                        = ref("4.7");
inline constexpr clause_ref checkmate                         = ref("5.1.1");
inline constexpr clause_ref resignation                       = ref("5.1.2");
inline constexpr clause_ref stalemate                         = ref("5.2.1");
inline constexpr clause_ref dead_position                     = ref("5.2.2");
inline constexpr clause_ref draw_agreement                    = ref("5.2.3");
inline constexpr clause_ref chessclock                        = ref("6.1");
inline constexpr clause_ref move_completed_by_clock           = ref("6.2.1");
inline constexpr clause_ref move_ending_game_completed        = ref("6.2.1.1");
inline constexpr clause_ref next_move_completes_previous      = ref("6.2.1.2");
inline constexpr clause_ref clock_pressed_late                = ref("6.2.2");
inline constexpr clause_ref clock_same_hand                   = ref("6.2.3");
inline constexpr clause_ref clock_handled_properly            = ref("6.2.4");
inline constexpr clause_ref adjust_on_own_time                = ref("6.2.5");
inline constexpr clause_ref clock_assistant                   = ref("6.2.6");
inline constexpr clause_ref moves_in_allotted_time            = ref("6.3.1");
inline constexpr clause_ref time_carried_and_delay            = ref("6.3.2");
inline constexpr clause_ref check_after_flag_fall             = ref("6.4");
inline constexpr clause_ref clock_placement                   = ref("6.5");
inline constexpr clause_ref white_clock_started               = ref("6.6");
inline constexpr clause_ref default_time                      = ref("6.7.1");
inline constexpr clause_ref white_loses_time_absent           = ref("6.7.2");
inline constexpr clause_ref flag_considered_fallen            = ref("6.8");
inline constexpr clause_ref flag_fall                         = ref("6.9");
inline constexpr clause_ref clock_conclusive                  = ref("6.10.1");
inline constexpr clause_ref incorrect_clock_setting           = ref("6.10.2");
inline constexpr clause_ref game_interrupted                  = ref("6.11.1");
inline constexpr clause_ref clock_stopped_for_arbiter         = ref("6.11.2");
inline constexpr clause_ref game_restart                      = ref("6.11.3");
inline constexpr clause_ref pause_without_reason              = ref("6.11.4");
inline constexpr clause_ref demonstration_boards              = ref("6.12.1");
inline constexpr clause_ref no_claim_from_screens             = ref("6.12.2");
inline constexpr clause_ref clock_after_irregularity          = ref("7.1");
inline constexpr clause_ref incorrect_initial_position        = ref("7.2.1");
inline constexpr clause_ref board_misplaced                   = ref("7.2.2");
inline constexpr clause_ref colours_reversed                  = ref("7.3");
inline constexpr clause_ref displaced_pieces_restored         = ref("7.4.1");
inline constexpr clause_ref clock_stopped_for_displacement    = ref("7.4.2");
inline constexpr clause_ref displacement_penalty              = ref("7.4.3");
inline constexpr clause_ref illegal_move_completed            = ref("7.5.1");
inline constexpr clause_ref promotion_without_piece           = ref("7.5.2");
inline constexpr clause_ref clock_without_move                = ref("7.5.3");
inline constexpr clause_ref two_hands                         = ref("7.5.4");
inline constexpr clause_ref illegal_move_penalties            = ref("7.5.5");
inline constexpr clause_ref displaced_piece_reinstated        = ref("7.6");
inline constexpr clause_ref threefold_claim                   = ref("9.2.1");
inline constexpr clause_ref threefold_intended_move           = ref("9.2.1.1");
inline constexpr clause_ref threefold_on_board                = ref("9.2.1.2");
inline constexpr clause_ref same_position                     = ref("9.2.2");
inline constexpr clause_ref same_position_en_passant          = ref("9.2.2.1");
inline constexpr clause_ref same_position_castling            = ref("9.2.2.2");
inline constexpr clause_ref fifty_move_claim                  = ref("9.3");
inline constexpr clause_ref fifty_moves_intended_move         = ref("9.3.1");
inline constexpr clause_ref fifty_moves_completed             = ref("9.3.2");
inline constexpr clause_ref automatic_draw                    = ref("9.6");
inline constexpr clause_ref fivefold_repetition               = ref("9.6.1");
inline constexpr clause_ref seventy_five_moves                = ref("9.6.2");
inline constexpr clause_ref rapid_game                        = ref("A.1");
inline constexpr clause_ref rapid_no_recording                = ref("A.2");
inline constexpr clause_ref rapid_penalty_one_minute          = ref("A.3");
inline constexpr clause_ref rapid_competition_rules           = ref("A.4");
inline constexpr clause_ref rapid_arbiter_three_games         = ref("A.4.1.1");
inline constexpr clause_ref rapid_games_recorded              = ref("A.4.1.2");
inline constexpr clause_ref rapid_scoresheet_request          = ref("A.4.2");
inline constexpr clause_ref rapid_otherwise                   = ref("A.5");
inline constexpr clause_ref rapid_after_ten_moves             = ref("A.5.1");
inline constexpr clause_ref rapid_clock_setting_fixed         = ref("A.5.1.1");
inline constexpr clause_ref rapid_no_setup_claim              = ref("A.5.1.2");
inline constexpr clause_ref rapid_illegal_move_stands         = ref("A.5.2");
inline constexpr clause_ref rapid_time_claim                  = ref("A.5.3");
inline constexpr clause_ref rapid_illegal_position_draw       = ref("A.5.4");
inline constexpr clause_ref rapid_flag_fall_called            = ref("A.5.5");
inline constexpr clause_ref rapid_regulations                 = ref("A.6");
inline constexpr clause_ref blitz_game                        = ref("B.1");
inline constexpr clause_ref blitz_competition_rules           = ref("B.2");
inline constexpr clause_ref blitz_arbiter_one_game            = ref("B.2.1");
inline constexpr clause_ref blitz_games_recorded              = ref("B.2.2");
inline constexpr clause_ref blitz_scoresheet_request          = ref("B.2.3");
inline constexpr clause_ref blitz_otherwise                   = ref("B.3");
inline constexpr clause_ref blitz_regulations                 = ref("B.4");
inline constexpr clause_ref chess960_game                     = ref("II.1");
inline constexpr clause_ref chess960_start_requirements       = ref("II.2/1");
inline constexpr clause_ref chess960_king_between_rooks       = ref("II.2.1");
inline constexpr clause_ref chess960_bishops_opposite         = ref("II.2.2");
inline constexpr clause_ref chess960_black_opposite           = ref("II.2.3");
inline constexpr clause_ref chess960_start_drawn              = ref("II.2/2");
inline constexpr clause_ref chess960_castling                 = ref("II.3");
inline constexpr clause_ref chess960_castle_once              = ref("II.3.1");
inline constexpr clause_ref chess960_how_to_castle            = ref("II.3.2");
inline constexpr clause_ref chess960_double_move              = ref("II.3.2.1");
inline constexpr clause_ref chess960_transposition            = ref("II.3.2.2");
inline constexpr clause_ref chess960_king_move_only           = ref("II.3.2.3");
inline constexpr clause_ref chess960_rook_move_only           = ref("II.3.2.4");
inline constexpr clause_ref chess960_recommendations          = ref("II.3.2.5");
inline constexpr clause_ref chess960_physical_castling        = ref("II.3.2.5.1");
inline constexpr clause_ref chess960_final_as_regular         = ref("II.3.2.5.2");
inline constexpr clause_ref chess960_final_squares            = ref("II.3.2.6");
inline constexpr clause_ref chess960_notes                    = ref("II.3.2.7");
inline constexpr clause_ref chess960_announce                 = ref("II.3.2.7.1");
inline constexpr clause_ref chess960_one_stays                = ref("II.3.2.7.2");
inline constexpr clause_ref chess960_first_move               = ref("II.3.2.7.3");
inline constexpr clause_ref chess960_vacant                   = ref("II.3.2.7.4");
inline constexpr clause_ref chess960_may_stay_filled          = ref("II.3.2.7.5");
} // namespace id

} // namespace chesslaw::spec
