#pragma once
//! The spec table: the single source of truth for clause IDs. One record per normative clause of
//! Articles 3 and 4, in the order of the Laws; canonical IDs, edition aliases, verbatim Russian
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

inline constexpr std::size_t clause_count = 48;

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
} // namespace id

} // namespace chesslaw::spec
