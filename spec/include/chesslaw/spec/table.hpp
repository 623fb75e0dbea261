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

inline constexpr std::size_t clause_count = 340;

// clang-format off
inline constexpr std::array<clause, clause_count> table{{
    {.id = "1.1", .title = "the game and its opponents", .article = 1,
     .fide2023 = {"1.1"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_ru = R"(Шахматная партия играется между двумя соперниками, которые поочерёдно передвигают свои фигуры на квадратной доске, называемой «шахматной доской».)",
     .text_en = R"(The game of chess is played between two opponents who move their pieces on a square board called a chessboard.)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition: a record holds the two opponents' moves on the board; no check of its own",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru 1.1 says the opponents move alternately ('poocheredno'), en 1.1 does not: the languages differ (the alternation is also 1.2)"},

    {.id = "1.2", .title = "White first, then alternately", .article = 1,
     .fide2023 = {"1.2"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_ru = R"(Первый ход делает игрок, имеющий фигуры светлого цвета (Белые), затем игроки ходят по очереди, и следующий ход делает игрок, имеющий фигуры темного цвета (Черные).)",
     .text_en = R"(The player with the light-coloured pieces (White) makes the first move, then the players move alternately, with the player with the dark-coloured pieces (Black) making the next move.)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the replay reads each move for the side to move, White first from the initial position (2.3); a move of the other side's piece is illegal under 3.10.2 (judge: the origin holds the opponent's piece)",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "1.3", .title = "having the move", .article = 1,
     .fide2023 = {"1.3"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_ru = R"(Считается, что игрок «должен ходить» после того, как «сделал ход» его соперник.)",
     .text_en = R"(A player is said to have the move when his opponents move has been made.)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the side to move of each position of the replay, after the opponent's move (1.2)",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "1.4", .title = "the objective", .article = 1,
     .fide2023 = {"1.4"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_ru = R"(Целью каждого игрока является поставить короля соперника «под удар» таким образом, чтобы соперник не имел возможного хода.)",
     .text_en = R"(The objective of each player is to place the opponents king under attack in such a way that the opponent has no legal move.)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: decided by the checkmate predicate of 5.1.1 (the opponent's king attacked and no legal move)",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "1.4.1", .title = "checkmating wins", .article = 1,
     .fide2023 = {"1.4.1"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_ru = R"(Считается, что игрок, который достиг этой цели, «поставил мат» королю соперника и выиграл партию. Не разрешается оставлять своего короля под ударом, ставить его под удар, а также «брать» короля соперника.)",
     .text_en = R"(The player who achieves this goal is said to have checkmated the opponents king and to have won the game. Leaving ones own king under attack, exposing ones own king to attack and also capturing the opponents king is not allowed .)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the win by 5.1.1's predicate; leaving or exposing one's king to attack is 3.9's predicate, and no generated move captures a king",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru bolds the number together with the first word ('1.4.1.Schitaetsya,'): the word kept"},

    {.id = "1.4.2", .title = "checkmated loses", .article = 1,
     .fide2023 = {"1.4.2"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_ru = R"(Соперник, королю которого поставлен мат, проиграл партию.)",
     .text_en = R"(The opponent whose king has been checkmated has lost the game.)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the loss by 5.1.1's predicate, the other side of 1.4.1",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "1.5", .title = "neither can checkmate", .article = 1,
     .fide2023 = {"1.5"},
     .text_source = "laws/ru-article1.md (FIDE 2018)",
     .text_ru = R"(Если позиция такова, что ни один из игроков не может поставить мат королю со-перника, партия заканчивается вничью (см. Статью 5.2.2).)",
     .text_en = R"(If the position is such that neither player can possibly checkmate the opponents king, the game is drawn (see. Article 5.2.2).)",
     .text_en_source = "laws/en-article1.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: decided by the can-checkmate analysis of 5.2.2 (analysis::can_checkmate, with certificates both ways), which the audit runs for 5.2.2",
     .caveat = "2018-based transcription: laws/en-article1.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "2.1", .title = "the chessboard", .article = 2,
     .fide2023 = {"2.1"},
     .text_source = "laws/ru-article2.md (FIDE 2018)",
     .text_ru = R"(Шахматная доска состоит из 64-х (8 х 8) одинаковых квадратных полей пооче-редно светлого («белые» поля) и тёмного («чёрные» поля) цвета. Шахматная доска располагается между игроками таким образом, чтобы ближай-шее угловое поле справа от игрока было белым.)",
     .text_en = R"(The chessboard is composed of an 8 x 8 grid of 64 equal squares alternately light (the white squares) and dark (the black squares). The chessboard is placed between the players in such a way that the near corner square to the right of the player is white.)",
     .text_en_source = "laws/en-article2.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them (the board's squares are the kernel's square type)",
     .caveat = "2018-based transcription: laws/en-article2.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "2.2", .title = "the pieces and their symbols", .article = 2,
     .fide2023 = {"2.2"},
     .text_source = "laws/ru-article2.md (FIDE 2018)",
     .text_ru = R"(В начале игры один игрок имеет 16 фигур светлого цвета («белые» фигуры), а другой 16 фигур тёмного цвета («чёрные» фигуры). Эти фигуры следующие: Белый король обычно обозначается символом Кр (K) Белый ферзь обычно обозначается символом Ф (Q) Две белые ладьи обычно обозначаются символом Л (R) Два белых слона обычно обозначаются символом С (B) Два белых коня обычно обозначаются символом К (N) Восемь белых пешек обычно обозначаются символом Черный король обычно обозначается символом Кр (K) Черный ферзь обычно обозначается символом Ф (Q) Две черные ладьи обычно обозначаются символом Л (R) Два черных слона обычно обозначаются символом С (B) Два черных коня обычно обозначаются символом К (N) Восемь черных пешек обычно обозначаются символом Фигуры Стаунтона)",
     .text_en = R"(At the beginning of the game White has 16 light-coloured pieces (the white pieces); Black has 16 dark-coloured pieces (the black pieces)․ These pieces are as follows: A white king, usually indicated by the symbol K A white queen, usually indicated by the symbol Q Two white rooks, usually indicated by the symbol R Two white bishops, usually indicated by the symbol B Two white knights, usually indicated by the symbol N Eight white pawns, usually indicated by the symbol A black king, usually indicated by the symbol K A black queen, usually indicated by the symbol Q Two black rooks, usually indicated by the symbol R Two black bishops, usually indicated by the symbol B Two black kngihts, usually indicated by the symbol N Eight black pawns, usually indicated by the symbol Staunton Pieces)",
     .text_en_source = "laws/en-article2.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition: the kernel's piece type and the letters K Q R B N of SAN; no check of its own",
     .caveat = "2018-based transcription: laws/en-article2.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; the piece symbols are images in the source, not copied (the letters after them kept); en 'kngihts' and a U+2024 one-dot leader as written"},

    {.id = "2.3", .title = "the initial position", .article = 2,
     .fide2023 = {"2.3"},
     .text_source = "laws/ru-article2.md (FIDE 2018)",
     .text_ru = R"(Начальная позиция фигур на шахматной доске такова:)",
     .text_en = R"(The initial position of the pieces on the chessboard is as follows:)",
     .text_en_source = "laws/en-article2.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the audit replays from this position (initial_position()) unless a FEN tag gives another; a FEN without SetUp \"1\" that is not this position is not yet reported (issue 51, item 2)",
     .caveat = "2018-based transcription: laws/en-article2.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; the initial position itself is an image in the source, not copied: the text ends with its colon"},

    {.id = "2.4", .title = "files, ranks and diagonals", .article = 2,
     .fide2023 = {"2.4"},
     .text_source = "laws/ru-article2.md (FIDE 2018)",
     .text_ru = R"(Восемь вертикальных колонок квадратов называются «вертикалями». Восемь горизонтальных рядов квадратов называются «горизонталями». Ряд квадратов одного и того же цвета, идущий от одного края доски к смежному краю, называется «диагональю».)",
     .text_en = R"(The eight vertical columns of squares are called files. The eight horizontal rows of squares are called ranks. A straight line of squares of the same colour, running from one edge of the board to an adjacent edge, is called a diagonal.)",
     .text_en_source = "laws/en-article2.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition: the kernel's file, rank and diagonal masks; no check of its own",
     .caveat = "2018-based transcription: laws/en-article2.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    // 3.1 holds four normative sentences; "/n" is the n-th (README: sub-ID scheme).
    // FIDE 2023 numbers the same sentences 3.1, 3.1.1, 3.1.2, 3.1.3.
    {.id = "3.1/1", .title = "own-colour square", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1"},
     .text_source = "000",
     .text_ru = R"(Не разрешается делать ход фигурой на поле, занятое фигурой того же цвета.)",
     .text_en = "It is not permitted to move a piece to a square occupied by a piece of the same colour.",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.1/2", .title = "capture", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.1"},
     .text_source = "000",
     .text_ru = R"(Если фигура перемещается на поле, занятое фигурой соперника, последняя забирается и снимается с шахматной доски, как часть того же самого хода.)",
     .text_en = "If a piece moves to a square occupied by an opponent's piece, the latter is captured and removed from the chessboard as part of the same move.",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.1/3", .title = "attack on a piece", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.2"},
     .text_source = "000",
     .text_ru = R"(Считается, что фигура нападает на фигуру соперника, если в соответствии со Статьями 3.2 - 3.8 эта фигура может взять фигуру соперника на этом поле.)",
     .text_en = "A piece is considered to attack an opponent's piece if, according to Articles 3.2 - 3.8, it could capture that opponent's piece on that square.",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    // Second paragraph of 3.1 in both 000 and 001.
    {.id = "3.1/4", .title = "attack despite pin", .article = 3,
     .seed000 = {"3.1"}, .seed001 = {"3.1"}, .fide2023 = {"3.1.3"},
     .text_source = "000",
     .text_ru = R"(Считается, что фигура нападает на поле, даже если она не может пойти на это поле из-за того, что король того же цвета останется или окажется под атакой.)",
     .text_en = "A piece is considered to attack a square even if it cannot move to that square because the king of its own colour would then be left or placed under attack.",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    // 000 lost this sentence (only the diagram remains); text from 001.
    {.id = "3.2", .title = "bishop", .article = 3,
     .seed001 = {"3.2"}, .fide2023 = {"3.2"},
     .text_source = "001",
     .text_ru = R"(Слон может пойти на любое поле по диагонали, на которой он стоит.)",
     .text_en = "The bishop may move to any square along a diagonal on which it stands.",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.3", .title = "rook", .article = 3,
     .seed000 = {"3.3"}, .seed001 = {"3.3"}, .fide2023 = {"3.3"},
     .text_source = "000",
     .text_ru = R"(Ладья может пойти на любое поле по вертикали или горизонтали, на которых она стоит.)",
     .text_en = "The rook may move to any square along the file or the rank on which it stands.",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.4", .title = "queen", .article = 3,
     .seed000 = {"3.4"}, .seed001 = {"3.4"}, .fide2023 = {"3.4"},
     .text_source = "000",
     .text_ru = R"(Ферзь может пойти на любое поле по вертикали, горизонтали или диагонали, на которых он стоит.)",
     .text_en = "The queen may move to any square along the file, the rank or a diagonal on which it stands.",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.5", .title = "no jumping", .article = 3,
     .seed000 = {"3.5"}, .seed001 = {"3.5"}, .fide2023 = {"3.5"},
     .text_source = "000",
     .text_ru = R"(При выполнении этих ходов слон, ладья или ферзь не могут перейти через поля, занятые другими фигурами.)",
     .text_en = "When making these moves the bishop, rook or queen may not pass over squares occupied by other pieces.",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.6", .title = "knight", .article = 3,
     .seed000 = {"3.6"}, .seed001 = {"3.6"}, .fide2023 = {"3.6"},
     .text_source = "000",
     .text_ru = R"(Конь может пойти на одно из ближайших полей от того, на котором он стоит, но не на той же самой вертикали, горизонтали или диагонали.)",
     .text_en = "The knight may move to one of the squares nearest to the one on which it stands, but not on the same file, rank or diagonal.",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    // Lead line from 002. 000 lacks it; 001 has the number 3.7 but not this sentence, and
    // FIDE 2023 3.7 has, as far as we know, no lead sentence: both mapped to "3.7", uncertain.
    {.id = "3.7", .title = "pawn moves only forward", .article = 3,
     .seed001 = {"3.7", true}, .seed002 = {"3.7"}, .fide2023 = {"3.7", true},
     .text_source = "002",
     .text_ru = R"(Пешка может ходить только вперед:)",
     .text_en = "The pawn may move only forward:",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.7.1", .title = "pawn single step", .article = 3,
     .seed000 = {"3.7.1"}, .seed001 = {"3.7 a"}, .fide2023 = {"3.7.1"},
     .text_source = "000",
     .text_ru = R"(Пешка может пойти вперед на поле, расположенное непосредственно перед ней на той же самой вертикали, при условии, что это поле не занято; или)",
     .text_en = "The pawn may move forward to the square immediately in front of it on the same file, provided that this square is unoccupied; or",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    // 000 cites "Статье 3.7.1" as a link; the link markup is removed.
    {.id = "3.7.2", .title = "pawn double step", .article = 3,
     .seed000 = {"3.7.2"}, .seed001 = {"3.7 b"}, .fide2023 = {"3.7.2"},
     .text_source = "000",
     .text_ru = R"(При своем первоначальном ходе пешка может пойти так, как описано в Статье 3.7.1, или же она может быть продвинута на два поля по той же самой вертикали, при условии, что оба эти поля не заняты; или)",
     .text_en = "On its first move the pawn may move as described in Article 3.7.1, or alternatively it may be advanced two squares along the same file, provided that both these squares are unoccupied; or",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.7.3", .title = "pawn capture", .article = 3,
     .seed000 = {"3.7.3"}, .seed001 = {"3.7 c"}, .fide2023 = {"3.7.3"},
     .text_source = "000",
     .text_ru = R"(Пешка может пойти на поле, занятое фигурой соперника, расположенное перед ней по диагонали на соседней вертикали, забирая эту фигуру.)",
     .text_en = "The pawn may move to a square occupied by an opponent's piece diagonally in front of it on an adjacent file, capturing that piece.",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.7.4", .title = "en passant", .article = 3,
     .seed000 = {"3.7.4"}, .seed001 = {"3.7 d"}, .fide2023 = {"3.7.3.1–3.7.3.2"},
     .text_source = "000",
     .text_ru = R"(Пешка, занимающая поле на той же горизонтали и на соседней вертикали с пешкой соперника, которая только что продвинулась на два поля в один ход от своей первоначальной позиции, может взять эту продвинутую пешку соперника, как если бы последний ее ход был только на одно поле. Это взятие разрешено только ходом, следующим за этим продвижением, и называется взятием "на проходе".)",
     .text_en = "A pawn occupying a square on the same rank as and on an adjacent file to an opponent's pawn which has just advanced two squares in one move from its original position may capture this advanced opponent's pawn as though its last move had been only one square. This capture is permitted only on the move immediately following that advance and is called an 'en passant' capture.",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.7.5", .title = "promotion", .article = 3,
     .seed000 = {"3.7.5"}, .seed001 = {"3.7 e"}, .fide2023 = {"3.7.3.3–3.7.3.5"},
     .text_source = "000",
     .text_ru = R"(Когда игрок при своем ходе продвигает пешку на самую дальнюю от исходного положения горизонталь, он должен обменять эту пешку в рамках того же самого хода на нового ферзя, ладью, слона или коня того же цвета на предполагаемом поле превращения. Выбор игрока не ограничивается фигурами, которые были уже взяты раньше. Такая замена пешки на другую фигуру называется "превращением", и действие новой фигуры начинается сразу же.)",
     .text_en = "When a player, having the move, advances a pawn to the rank furthest from its starting position, he must exchange that pawn, as part of the same move, for a new queen, rook, bishop or knight of the same colour on the intended square of promotion. The player's choice is not restricted to pieces that have been captured previously. This exchange of a pawn for another piece is called 'promotion', and the effect of the new piece is immediate.",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record},

    // Lead from 001 (000 lacks it). 002 words it «Ход королем возможен двумя способами:»
    // ("a king move is possible in two ways:"), same rule.
    {.id = "3.8", .title = "two ways of moving the king", .article = 3,
     .seed001 = {"3.8"}, .seed002 = {"3.8"}, .fide2023 = {"3.8"},
     .text_source = "001",
     .text_ru = R"(Существует два различных способа делать ход королем:)",
     .text_en = "There are two different ways of moving the king:",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    // 000 marks this line up as a heading; the markup is removed.
    {.id = "3.8.1", .title = "king step", .article = 3,
     .seed000 = {"3.8.1"}, .seed001 = {"3.8 a"}, .fide2023 = {"3.8.1"},
     .text_source = "000",
     .text_ru = R"(Пойти на любое соседнее поле,)",
     .text_en = "by moving to any adjoining square,",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    // The four figure captions that follow in 000 ("Слева вверху - ...") are diagram
    // descriptions, not clause text, and are omitted.
    {.id = "3.8.2", .title = "castling", .article = 3,
     .seed000 = {"3.8.2"}, .seed001 = {"3.8 b"}, .fide2023 = {"3.8.2"},
     .text_source = "000",
     .text_ru = R"("Рокировка". Это перемещение короля и одной из ладей того же цвета по первой для игрока горизонтали, считающееся за один ход короля, выполняется следующим образом: король перемещается со своего начального поля на два поля по направлению к ладье, стоящей на начальном поле, затем эта ладья перемещается на поле, которое король пересек последним.)",
     .text_en = "'Castling'. This is a move of the king and either rook of the same colour along the player's first rank, counting as a single move of the king and executed as follows: the king is transferred from its original square two squares towards the rook standing on its original square, then that rook is transferred to the square the king crossed last.",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.1", .title = "castling right lost", .article = 3,
     .seed000 = {"3.8.2.1"}, .seed001 = {"3.8 b (1)"}, .fide2023 = {"3.8.2.1"},
     .text_source = "000",
     .text_ru = R"(Право на рокировку теряется:)",
     .text_en = "The right to castle is lost:",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.1.1", .title = "king has moved", .article = 3,
     .seed000 = {"3.8.2.1.1"}, .seed001 = {"3.8 b (1) a"}, .fide2023 = {"3.8.2.1.1"},
     .text_source = "000",
     .text_ru = R"(если король уже делал ход,)",
     .text_en = "if the king has already moved,",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.1.2", .title = "rook has moved", .article = 3,
     .seed000 = {"3.8.2.1.2"}, .seed001 = {"3.8 b (1) b"}, .fide2023 = {"3.8.2.1.2"},
     .text_source = "000",
     .text_ru = R"(с той ладьей, которая уже делала ход.)",
     .text_en = "with a rook that has already moved.",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.2", .title = "castling temporarily prevented", .article = 3,
     .seed000 = {"3.8.2.2"}, .seed001 = {"3.8 b (2)"}, .fide2023 = {"3.8.2.2"},
     .text_source = "000",
     .text_ru = R"(Рокировка временно невозможна:)",
     .text_en = "Castling is temporarily impossible:",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is 3.8.2.2.1 and 3.8.2.2.2, each checked by its own predicate"},

    {.id = "3.8.2.2.1", .title = "king's squares attacked", .article = 3,
     .seed000 = {"3.8.2.2.1"}, .seed001 = {"3.8 b (2) a"}, .fide2023 = {"3.8.2.2.1"},
     .text_source = "000",
     .text_ru = R"(если поле, на котором стоит король, или поле, которое он должен пересечь, или поле, которое он должен занять, атаковано одной или несколькими фигурами соперника;)",
     .text_en = "if the square on which the king stands, or the square which it must cross, or the square which it is to occupy, is attacked by one or more of the opponent's pieces;",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.8.2.2.2", .title = "piece between king and rook", .article = 3,
     .seed000 = {"3.8.2.2.2"}, .seed001 = {"3.8 b (2) b"}, .fide2023 = {"3.8.2.2.2"},
     .text_source = "000",
     .text_ru = R"(если между королем и ладьей, с которой должна быть произведена рокировка, находится какая-либо фигура.)",
     .text_en = "if there is any piece between the king and the rook with which castling is to be effected.",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "3.9", .title = "check", .article = 3,
     .seed000 = {"3.9"}, .seed001 = {"3.9"}, .fide2023 = {"3.9.1–3.9.2"},
     .text_source = "000",
     .text_ru = R"(Считается, что король находится "под шахом", если он атакован одной или несколькими фигурами соперника, даже если такие фигуры не могут двигаться к полю, занимаемому королем, так как в этом случае они оставят под шахом или подставят под шах собственного короля. Ни одна из фигур не может сделать ход, который подставит под шах или оставит под шахом своего короля.)",
     .text_en = "The king is considered to be 'in check' if it is attacked by one or more of the opponent's pieces, even if such pieces cannot move to the square occupied by the king because they would then leave or place their own king in check. No piece may make a move that would place its own king in check or leave it in check.",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record},

    // 001 writes "3.10. а)" with a Cyrillic "а"; the alias uses Latin "a" like 3.10 b, c.
    {.id = "3.10.1", .title = "legal move", .article = 3,
     .seed000 = {"3.10.1"}, .seed001 = {"3.10 a"}, .fide2023 = {"3.10.1"},
     .text_source = "000",
     .text_ru = R"(Ход считается разрешенным Правилами, когда все соответствующие требования Статей 3.1 - 3.9 полностью выполнены.)",
     .text_en = "A move is considered legal under the Laws when all the relevant requirements of Articles 3.1 - 3.9 have been fully met.",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the judge computes it as 'no clause of 3.1-3.9 is violated'; it has no predicate of its own"},

    {.id = "3.10.2", .title = "illegal move", .article = 3,
     .seed000 = {"3.10.2"}, .seed001 = {"3.10 b"}, .fide2023 = {"3.10.2"},
     .text_source = "000",
     .text_ru = R"(Ход считается не разрешенным Правилами, когда он не отвечает соответствующим требованиям Статей 3.1 - 3.9.)",
     .text_en = "A move is considered not legal under the Laws when it fails to meet the relevant requirements of Articles 3.1 - 3.9.",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: the negation of 3.10.1, computed by the judge from the 3.1-3.9 trace; it has no predicate of its own"},

    {.id = "3.10.3", .title = "illegal position", .article = 3,
     .seed000 = {"3.10.3"}, .seed001 = {"3.10 c"}, .fide2023 = {"3.10.3"},
     .text_source = "000",
     .text_ru = R"(Позиция считается недопустимой, если она не может быть получена любой серией разрешенных Правилами ходов.)",
     .text_en = "A position is considered illegal if it cannot have been reached by any series of legal moves.",
     .kind_ = kind::definition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict with a certificate: legality::analyse() says illegal only with arguments (named retrograde-analysis rules with their squares), reachable only with a proof game replayed by the kernel, otherwise unknown; it has no predicate of its own"},

    // Article 4: canonical IDs follow 002 (000 and 001 hold only Article 3).
    // 002 starts at 4.2: it has no 4.1 (one hand) and no counterpart of FIDE 2023 4.2.2
    // (accidental contact). FIDE 2023 numbers this sentence 4.2.1.
    {.id = "4.2", .title = "adjusting pieces", .article = 4,
     .seed002 = {"4.2"}, .fide2023 = {"4.2.1"},
     .text_source = "002",
     .text_ru = R"(При своем ходе игрок может поправить одну или несколько фигур на их полях при условии, что он сначала предупредит соперника о своем намерении (например, сказав «поправляю»).)",
     .text_en = "On his move a player may adjust one or more pieces on their squares, provided that he first warns his opponent of his intention (for example, by saying 'I adjust').",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::live},

    // "намеренно" (deliberately) is not machine-observable: every touch event carries an
    // explicit `deliberate` input; the predicate decides, given it, whether the touch engages
    // 4.3.1-4.3.3 / 4.4.x (player to move, on the board, not an announced 4.2 adjustment).
    {.id = "4.3", .title = "deliberate touch", .article = 4,
     .seed002 = {"4.3"}, .fide2023 = {"4.3"},
     .text_source = "002",
     .text_ru = R"(Если игрок, который должен делать ход, намеренно касается на шахматной доске (за исключением случаев, приведенных в статье 4.2):)",
     .text_en = "If the player having the move deliberately touches on the chessboard (except in the cases given in Article 4.2):",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023: "the first piece touched that can be moved" (002: the first piece touched,
    // if it can move) - different when several pieces were touched, hence uncertain.
    {.id = "4.3.1", .title = "touched own piece", .article = 4,
     .seed002 = {"4.3.1"}, .fide2023 = {"4.3.1", true},
     .text_source = "002",
     .text_ru = R"(Одной или нескольких своих фигур, то он должен сделать ход фигурой, до которой дотронулся первой, если такой ход возможен;)",
     .text_en = "one or more of his own pieces, he must move the piece he touched first, if such a move is possible;",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.3.2", .title = "touched opponent's piece", .article = 4,
     .seed002 = {"4.3.2"}, .fide2023 = {"4.3.2"},
     .text_source = "002",
     .text_ru = R"(Одной или нескольких фигур соперника, то он должен взять фигуру, до которой дотронулся первой, взятие которой возможно;)",
     .text_en = "one or more of his opponent's pieces, he must capture the piece he touched first whose capture is possible;",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    // 4.3.3 holds two separately normative sentences: the obligation (/1) and the
    // presumption about touch order (/2), which also decides "first touched" for 4.3.1/4.3.2.
    // FIDE 2023 4.3.3 falls back to "move or capture the first piece touched": uncertain.
    {.id = "4.3.3/1", .title = "touched pieces of both colours", .article = 4,
     .seed002 = {"4.3.3"}, .fide2023 = {"4.3.3", true},
     .text_source = "002",
     .text_ru = R"(Двух фигур разного цвета, он должен взять фигуру соперника своей фигурой или, если это невозможно, взять тронутую фигуру соперника другой своей фигурой.)",
     .text_en = "two pieces of different colours, he must capture the opponent's piece with his own piece or, if this is impossible, capture the touched opponent's piece with another of his pieces.",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    // Whether the order can be established is an explicit input of the touch events.
    {.id = "4.3.3/2", .title = "touch order unknown", .article = 4,
     .seed002 = {"4.3.3"}, .fide2023 = {"4.3.3"},
     .text_source = "002",
     .text_ru = R"(Если нельзя установить, какая фигура была тронута первой, считается, что это фигура игрока, за которым очередь хода.)",
     .text_en = "If it cannot be established which piece was touched first, it is considered to be the piece of the player whose turn it is to move.",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::live},

    // 002 lacks the 4.4 lead line; 4.4.1-4.4.4 read as continuing "if the player ...".
    {.id = "4.4.1", .title = "touched king and rook", .article = 4,
     .seed002 = {"4.4.1"}, .fide2023 = {"4.4.1"},
     .text_source = "002",
     .text_ru = R"(Намеренно касается своего короля и ладьи, он должен рокировать в сторону этой ладьи, если такой ход возможен;)",
     .text_en = "deliberately touches his king and a rook, he must castle towards that rook, if such a move is possible;",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    // 002 «рокировка не разрешается»: no castling at all on that move, towards either rook.
    // FIDE 2023 4.4.2, as we know its text ("he is not allowed to castle on that move and the
    // situation shall be governed by Article 4.3.1"; no copy in the repository to check against),
    // reads the same, so the alias is not marked uncertain. Issue 12.
    {.id = "4.4.2", .title = "touched rook then king", .article = 4,
     .seed002 = {"4.4.2"}, .fide2023 = {"4.4.2"},
     .text_source = "002",
     .text_ru = R"(Намеренно касается ладьи, а затем короля, рокировка не разрешается, и к этой ситуации должна быть применена статья 4.3.1;)",
     .text_en = "deliberately touches a rook and then the king, castling is not permitted, and Article 4.3.1 must be applied to this situation;",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023 4.4.3 has no "simultaneously" case: uncertain.
    {.id = "4.4.3", .title = "touched king first, castling impossible", .article = 4,
     .seed002 = {"4.4.3"}, .fide2023 = {"4.4.3", true},
     .text_source = "002",
     .text_ru = R"(Если игрок, который хочет сделать рокировку, касается короля, а затем ладьи или короля и ладьи одновременно, но рокировка в эту сторону невозможна, игрок должен сделать ход королем, включая рокировку в другую сторону, при условии, что она возможна. Если король не имеет хода, игрок может сделать любой возможный ход;)",
     .text_en = "If a player who wishes to castle touches the king and then a rook, or the king and a rook simultaneously, but castling on that side is impossible, the player must make a king move, including castling on the other side, provided that it is possible. If the king has no move, the player may make any possible move;",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.4.4", .title = "promotion choice final", .article = 4,
     .seed002 = {"4.4.4"}, .fide2023 = {"4.4.4"},
     .text_source = "002",
     .text_ru = R"(Если игрок превращает пешку в новую фигуру, то выбор новой фигуры завершен, когда эта фигура коснулась поля превращения.)",
     .text_en = "If a player promotes a pawn to a new piece, the choice of the new piece is complete when that piece has touched the square of promotion.",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.5", .title = "no touched piece movable", .article = 4,
     .seed002 = {"4.5"}, .fide2023 = {"4.5"},
     .text_source = "002",
     .text_ru = R"(Если ни одна из тронутых фигур не может ходить или быть взятой, игрок может сделать любой возможный ход.)",
     .text_en = "If none of the touched pieces can move or be captured, the player may make any possible move.",
     .kind_ = kind::permission, .check_ = check::predicate, .where_ = where::live},

    // 002 4.6 = FIDE 2023 4.7 (the 2018 Laws inserted a new 4.6, the act of promotion, shifting
    // 4.6 -> 4.7 and 4.7 -> 4.8). 4.6 holds two sentences before 4.6.1-4.6.3 (/1, /2)
    // and the unnumbered trailing paragraph after 4.6.3 (/3, /4, /5).
    {.id = "4.6/1", .title = "released piece stays", .article = 4,
     .seed002 = {"4.6"}, .fide2023 = {"4.7"},
     .text_source = "002",
     .text_ru = R"(Если фигура поставлена на поле при выполнении возможного хода или как часть возможного хода, она не может пойти на другое поле на этом ходу.)",
     .text_en = "If a piece has been placed on a square as a possible move or as part of a possible move, it cannot move to another square on this move.",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023 4.7: "The move is considered to have been made in the case of:" - 002 adds
    // "when all the requirements of Article 3 have been fully met": uncertain.
    {.id = "4.6/2", .title = "move complete", .article = 4,
     .seed002 = {"4.6"}, .fide2023 = {"4.7", true},
     .text_source = "002",
     .text_ru = R"(Ход считается сделанным, когда все требования статьи 3 полностью выполнены:)",
     .text_en = "The move is considered made when all the requirements of Article 3 have been fully met:",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.6.1", .title = "capture complete", .article = 4,
     .seed002 = {"4.6.1"}, .fide2023 = {"4.7.1"},
     .text_source = "002",
     .text_ru = R"(В случае взятия, когда взятая фигура снята с доски и игрок, поставив свою фигуру на это поле, отпустил руку;)",
     .text_en = "In the case of a capture, when the captured piece has been removed from the board and the player, having placed his own piece on this square, has released his hand;",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023 4.7.2 adds what happens if castling on that side is illegal: uncertain.
    {.id = "4.6.2", .title = "castling complete", .article = 4,
     .seed002 = {"4.6.2"}, .fide2023 = {"4.7.2", true},
     .text_source = "002",
     .text_ru = R"(В случае рокировки, когда игрок отпустил руку от ладьи на поле, пересеченном королем. Если игрок отпустил руку от короля, ход еще не сделан, но игрок не имеет права сделать другой ход, кроме рокировки в эту сторону, если это возможно;)",
     .text_en = "In the case of castling, when the player has released his hand from the rook on the square crossed by the king. If the player has released his hand from the king, the move is not yet made, but the player has no right to make any move other than castling on that side, if it is possible;",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // FIDE 2023 4.7.3 lacks the released-pawn sentence (promotion order is in 4.6): uncertain.
    {.id = "4.6.3", .title = "promotion complete", .article = 4,
     .seed002 = {"4.6.3"}, .fide2023 = {"4.7.3", true},
     .text_source = "002",
     .text_ru = R"(В случае превращения пешки, когда она снята с доски и игрок отпустил руку от новой фигуры, поставленной им на поле превращения. Если игрок отпустил руку от пешки, которая достигла поля превращения, то считается, что ход выполнен не полностью, при этом игрок не имеет права сделать ход пешкой на другое поле.)",
     .text_en = "In the case of the promotion of a pawn, when it has been removed from the board and the player has released his hand from the new piece he placed on the square of promotion. If the player has released his hand from the pawn that has reached the square of promotion, the move is considered not fully made, and the player has no right to move the pawn to another square.",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

    // Unnumbered paragraph after 4.6.3 in 002, three sentences: /3, /4, /5 of 4.6. It speaks
    // of "the move" in general (and refers to 4.5), so it belongs to 4.6, not 4.6.3. Its
    // reference "статьи 3.7.5" is reproduced as written, whatever was meant.
    // FIDE 2023 Article 4 has no counterpart (legality is 3.10, illegal moves are 7.5).
    {.id = "4.6/3", .title = "possible move", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .text_ru = R"(Ход считается возможным, если все требования статьи 3.7.5 могут быть полностью выполнены.)",
     .text_en = "A move is considered possible if all the requirements of Article 3.7.5 can be fully met.",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.6/4", .title = "impossible move replaced", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .text_ru = R"(Если игроком был сделан невозможный ход, то вместо него должен быть сделан новый ход в соответствии со статьей 4.5.)",
     .text_en = "If a player has made an impossible move, a new move must be made instead of it in accordance with Article 4.5.",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::live},

    {.id = "4.6/5", .title = "impossible move penalty", .article = 4,
     .seed002 = {"4.6", true}, .fide2023 = {"", true},
     .text_source = "002",
     .text_ru = R"(На этого игрока арбитром налагается наказание в соответствии со статьей 14.4.)",
     .text_en = "The arbiter imposes a penalty on this player in accordance with Article 14.4.",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the penalty is an arbiter's decision under Article 14.4, outside Articles 3-4; the touch arbiter reports the impossible move (4.6/4) but neither chooses nor observes a penalty"},

    // FIDE 2023 4.8 refers to Articles 4.1-4.7, 002 to 4.3 or 4.4: uncertain.
    {.id = "4.7", .title = "claim lost", .article = 4,
     .seed002 = {"4.7"}, .fide2023 = {"4.8", true},
     .text_source = "002",
     .text_ru = R"(Игрок теряет право заявлять о нарушении соперником статей 4.3 или 4.4, как только он намеренно коснется фигуры.)",
     .text_en = "A player loses the right to claim that his opponent violated Articles 4.3 or 4.4 as soon as he deliberately touches a piece.",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::live},

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
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    // en-article5.md numbers the pre-2023 English 5.1.2 correctly, but files the 2023 5.1.2 under
    // "5.2.1" (and has no English 5.2.1 at all): text_en is that paragraph, the 2023 wording.
    {.id = "5.1.2", .title = "resignation", .article = 5,
     .fide2023 = {"5.1.2"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партию выигрывает игрок, соперник которого заявляет, что он сдается. Это немедленно заканчивает игру.)",
     .text_en = R"(The game is lost by the player who declares he/she resigns (this immediately ends the game), unless the position is such that the opponent cannot checkmate the player’s king by any possible series of legal moves. In this case the result of the game is a draw.)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a resignation is a player's declaration, which a game record does not show (a Result tag says who won, not why); the 2023 exception (the opponent cannot checkmate by any series of legal moves) needs the dead-position analysis, which no predicate decides yet - the audit decides only the certain cases (bare king, lone minor piece, bishops on one colour) and reports the rest undecided",
     .caveat = "text_ru keeps the pre-2023 wording (a resignation wins, without exception), as the Russian transcription does; text_en is the FIDE 2023 wording (a draw when the opponent cannot checkmate by any possible series of legal moves; FIDE Rules Commission, rcc.fide.com/article5), which en-article5.md prints under the number 5.2.1; that file's own 5.1.2 paragraph is the pre-2023 English, same as text_ru"},

    // en-article5.md has no English stalemate text (its "5.2.1" paragraph is the 2023 5.1.2): text_en is our
    // rendering of text_ru, not FIDE's wording, which is not reconstructed here.
    {.id = "5.2.1", .title = "stalemate", .article = 5,
     .fide2023 = {"5.2.1"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партия заканчивается вничью, если у игрока, который должен ходить, нет возможного хода, а его король не находится под шахом. Считается, что партия закончилась «патом». Это немедленно заканчивает игру, при условии, что ход, создавший позицию, в которой поставлен пат, был выполнен в соответствии со Статьей 3 и Статьями 4.2 – 4.7.)",
     .text_en = "The game is drawn if the player who is to move has no possible move and his king is not in check. The game is said to have ended in 'stalemate'. This immediately ends the game, provided that the move producing the stalemate position was in accordance with Article 3 and Articles 4.2 - 4.7.",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "the English FIDE 2023 text of 5.2.1 is not in ../shared/laws (en-article5.md prints the 2023 5.1.2 under this number): text_en renders the Russian"},

    {.id = "5.2.2", .title = "dead position", .article = 5,
     .fide2023 = {"5.2.2"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партия заканчивается вничью, когда возникает позиция, в которой ни один из игроков не может поставить мат королю соперника любой серией возможных ходов. Считается, что партия пришла к «мертвой позиции». Это немедленно заканчивает игру, при условии, что ход, создавший эту позицию, был выполнен в соответствии со Статьей 3 и Статьями 4.2 - 4.7.)",
     .text_en = R"(The game is drawn when a position has arisen in which neither player can checkmate the opponent’s king with any series of legal moves. The game is said to end in a ‘dead position’. This immediately ends the game, provided that the move producing the position was in accordance with Article 3 and Articles 4.2 - 4.7.)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "no predicate yet: 'neither player can checkmate by any series of legal moves' is a search over every continuation, not a test of one position; the audit decides only the certain cases (bare kings, a lone minor piece against a bare king, only kings and bishops all on squares of one colour) and reports the rest undecided; the full analysis is the dead-position issue's"},

    // The source has a space before the comma ("during the game , provided"): kept as written.
    {.id = "5.2.3", .title = "draw by agreement", .article = 5,
     .fide2023 = {"5.2.3"},
     .text_source = "laws/ru-article5.md (FIDE 2023)",
     .text_ru = R"(Партия заканчивается вничью по соглашению между двумя соперниками во время игры, при условии, что оба игрока сделали по крайней мере один ход. Это немедленно заканчивает игру.)",
     .text_en = R"(The game is drawn upon agreement between the two players during the game , provided both players have made at least one move. This immediately ends the game.)",
     .text_en_source = "laws/en-article5.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an agreement is the players' declaration, which a game record does not show (a 1/2-1/2 result does not say which draw it was)"},

    // Article 6, the chessclock (6.1-6.12). Paragraphs of one number are joined with a space; the
    // clauses a clock ledger of the record will check (6.3.1, 6.3.2, 6.4, 6.10.1) say so in `why`.
    {.id = "6.1", .title = "chessclock and flag-fall", .article = 6,
     .fide2023 = {"6.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(«Шахматными часами» называются часы с двумя устройствами для регистрации и отображения времени, соединенными между собой так, что в одно и то же время может работать только одно из них. В Правилах игры в шахматы термин «часы» означает одно из двух таких устройств. Каждое устройство снабжено «флажком». «Падение флажка» означает, что время, отведенное игроку, закончилось.)",
     .text_en = R"(‘Chessclock’ means a clock with two time displays, connected to each other in such a way that only one of them can run at one time. ‘Clock’ in the Laws of Chess means one of the two time displays. Each time display has a ‘flag’. ‘Flag-fall’ means the expiration of the allotted time for a player.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "defines the device and the flag-fall; a record shows clock readings, not the device: the clock ledger (clock/ledger.hpp, a watcher of the audit) reads them under 6.3.1, 6.3.2, 6.9 and 6.10.1",
     .caveat = "text_ru joins the three paragraphs of ru-article6.md's 6.1 with a space"},

    {.id = "6.2.1", .title = "move completed by pressing the clock", .article = 6,
     .fide2023 = {"6.2.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Во время партии каждый игрок, закончив свой ход на шахматной доске, должен остановить свои часы и пустить часы своего соперника (то есть, он должен «нажать» свои часы). Это «завершает» ход. Кроме того, ход считается завершённым, если:)",
     .text_en = R"(During the game each player, having made his move on the chessboard, shall stop his own clock and start his opponent’s clock (that is to say, he shall press his clock). This “completes” the move. A move is also completed if:)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::live,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed"},

    {.id = "6.2.1.1", .title = "move that ends the game is completed", .article = 6,
     .fide2023 = {"6.2.1.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(ход заканчивает игру (см. Статьи 5.1.1, 5.2.1, 5.2.2, 9.6.1 и 9.6.2) или)",
     .text_en = R"(the move ends the game (see Articles 5.1.1, 5.2.1, 5.2.2, 9.6.1 and 9.6), or)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::live,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed",
     .caveat = "the English cites Articles '9.6.1 and 9.6', the Russian '9.6.1 and 9.6.2' (both kept as written)"},

    {.id = "6.2.1.2", .title = "next move completes the previous one", .article = 6,
     .fide2023 = {"6.2.1.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(игрок сделал свой следующий ход, когда его предыдущий ход не был завершён.)",
     .text_en = R"(the player has made his next move, when his previous move was not completed.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::live,
     .why = "the record cannot show a clock that was not pressed: the audit takes every recorded move as completed"},

    {.id = "6.2.2", .title = "clock pressed after the opponent moved", .article = 6,
     .fide2023 = {"6.2.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игроку должно быть разрешено нажать свои часы после сделанного хода, даже после того, как соперник сделал свой следующий ход. Время между выполнением хода на шахматной доске и нажатием часов рассматривается как часть времени, отведённого игроку.)",
     .text_en = R"(A player must be allowed to stop his clock after making his move, even after the opponent has made his next move. The time between making the move on the chessboard and pressing the clock is regarded as part of the time allotted to the player.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.2.3", .title = "clock pressed with the moving hand", .article = 6,
     .fide2023 = {"6.2.3"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игрок должен нажимать свои часы той же рукой, которой он сделал свой ход. Игрокам запрещено держать палец на часах или «нависать» над ними.)",
     .text_en = R"(A player must press his clock with the same hand with which he made his move. It is forbidden for a player to keep his finger on the clock or to ‘hover’ over it.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.2.4", .title = "proper clock handling", .article = 6,
     .fide2023 = {"6.2.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игроки должны правильно обращаться с часами. Запрещается нажимать часы с силой, поднимать, нажимать часы, прежде чем сделан ход, или стучать по ним. Неправильное обращение с часами должно наказываться в соответствии со Статьей 12.9)",
     .text_en = R"(The players must handle the chessclock properly. It is forbidden to press it forcibly, to pick it up, to press the clock before moving or to knock it over. Improper clock handling shall be penalised in accordance with Article 12.9.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.2.5", .title = "adjusting only while one's clock runs", .article = 6,
     .fide2023 = {"6.2.5"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Поправлять фигуры разрешено только игроку, чьи часы идут.)",
     .text_en = R"(Only the player whose clock is running is allowed to adjust the pieces.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.2.6", .title = "assistant for the clock", .article = 6,
     .fide2023 = {"6.2.6"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если игрок не может пользоваться часами, для выполнения этой обязанности он может предложить помощника, который должен быть согласован с арбитром. Показания его часов должны быть скорректированы арбитром на справедливой основе. У игроков с ограниченными возможностями показания часов не корректируются.)",
     .text_en = R"(If a player is unable to use the clock, an assistant, who must be acceptable to the arbiter, may be provided by the player to perform this operation. His clock shall be adjusted by the arbiter in an equitable way. This adjustment of the clock shall not apply to the clock of a player with a disability.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.3.1", .title = "moves in the allotted period", .article = 6,
     .fide2023 = {"6.3.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(При использовании шахматных часов каждый игрок должен завершить минимальное число ходов или все ходы в заданный период времени, включая дополнительное время на каждый ход. Все эти требования должны быть установлены заранее.)",
     .text_en = R"(When using a chessclock, each player must complete a minimum number of moves or all moves in an allotted period of time including any additional amount of time with each move. All these must be specified in advance.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp, a watcher of the audit) weighs the per-ply readings against the control's periods and reports a clock that reads zero with the period's moves not complete (finding flag, evidence only: 6.8)"},

    {.id = "6.3.2", .title = "time carried over and time-delay mode", .article = 6,
     .fide2023 = {"6.3.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Там, где это применимо, время, сэкономленное игроком в одном периоде игры, добавляется к его времени, отведённому для следующего периода. В режиме задержки времени оба игрока получают выделенное «основное время на обдумывание». Кроме того, каждый игрок получает «фиксированное дополнительное время» на каждый ход. Обратный отсчёт основного времени на обдумывание начинается только после истечения фиксированного дополнительного времени. В случае если игрок нажимает свои часы до истечения фиксированного дополнительного времени, основное время на обдумывание не изменяется, независимо от доли использованного фиксированного дополнительного времени.)",
     .text_en = R"(The time saved by a player during one period is added to his time available for the next period, where applicable.In the time-delay mode both players receive an allotted ‘main thinking time’. Each player also receives a ‘fixed extra time’ with every move. The countdown of the main thinking time only commences after the fixed extra time has expired. Provided the player presses his clock before the expiration of the fixed extra time, the main thinking time does not change, irrespective of the proportion of the fixed extra time used.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp) books increments, delays and the next period's time and reports a gain beyond them (finding gain)",
     .caveat = "the English source runs two sentences together ('where applicable.In the time-delay mode'): kept as written"},

    {.id = "6.4", .title = "requirements checked after a flag fall", .article = 6,
     .fide2023 = {"6.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Сразу же после падения флажка необходимо проверить выполнение требований Статьи 6.3.1.)",
     .text_en = R"(Immediately after a flag falls, the requirements of Article 6.3.1 must be checked.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the clock ledger finds the first ply at which a clock reads zero with the period's moves not complete (6.3.1 at that ply); whether the requirements were met is the arbiter's finding, not the record's"},

    {.id = "6.5", .title = "placement of the chessclock", .article = 6,
     .fide2023 = {"6.5"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Перед началом партии арбитр должен решить, где будут установлены шахматные часы.)",
     .text_en = R"(Before the start of the game the arbiter shall decide where the chessclock is placed.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.6", .title = "White's clock started", .article = 6,
     .fide2023 = {"6.6"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(В установленное для начала игры время пускаются часы игрока, играющего белыми фигурами.)",
     .text_en = R"(At the time determined for the start of the game White’s clock is started.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the start of a game is not in its record: no machine can observe when White's clock was started"},

    {.id = "6.7.1", .title = "default time", .article = 6,
     .fide2023 = {"6.7.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Положение соревнования должно заранее устанавливать допустимое время опоздания на игру. Если допустимое время опоздания не установлено, оно равно нулю. Любой игрок, появившийся за доской после истечения допустимого времени опоздания, проигрывает партию, если арбитр не решит иначе.)",
     .text_en = R"(The regulations of an event shall specify a default time in advance. If the default time is not specified, then it is zero. Any player who arrives at the chessboard after the default time shall lose the game unless the arbiter decides otherwise.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "arrival at the board is not in a game record (a forfeit shows only as a Result): no machine can observe it"},

    {.id = "6.7.2", .title = "White loses time when both are absent", .article = 6,
     .fide2023 = {"6.7.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если положение соревнования устанавливает определенное, не равное нулю, время опоздания, и если ни один из игроков не присутствует к началу игры, то игрок, играющий белыми фигурами, теряет всё время, которое пройдет до его прибытия, если правилами соревнования не указано иное, или арбитр не решит иначе.)",
     .text_en = R"(If the regulations of an event specify that the default time is not zero and if neither player is present initially, White shall lose all the time that elapses until he arrives, unless the regulations of an event specify or the arbiter decides otherwise.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "arrival at the board is not in a game record: no machine can observe it"},

    {.id = "6.8", .title = "when a flag is considered fallen", .article = 6,
     .fide2023 = {"6.8"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Флажок считается упавшим, когда это замечает арбитр или какой-либо игрок сделает обоснованное заявление об этом.)",
     .text_en = R"(A flag is considered to have fallen when the arbiter observes the fact or when either player has made a valid claim to that effect.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::live,
     .why = "a flag is considered fallen when the arbiter observes it or a player validly claims it, neither of which is in the record; the clock ledger gives evidence of a fall (finding flag: the ply and how many plies the game went on), never the fall itself"},

    // The English source writes "thatplayer" (no space): kept as written.
    {.id = "6.9", .title = "flag fall", .article = 6,
     .fide2023 = {"6.9"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если игрок не завершил предписанное количество ходов за отведённое ему время, партия считается проигранной этим игроком, кроме случаев, когда применяется одна из Статей 5.1.1, 5.1.2, 5.2.1, 5.2.2, 5.2.3. Однако партия признается ничьей, если позиция такова, что соперник не может поставить мат королю игрока любой серией возможных ходов.)",
     .text_en = R"(Except where one of Articles 5.1.1, 5.1.2, 5.2.1, 5.2.2, 5.2.3 applies, if a player does not complete the prescribed number of moves in the allotted time, the game is lost by thatplayer. However, the game is drawn if the position is such that the opponent cannot checkmate the player’s king by any possible series of legal moves.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a flag fall is observed by the arbiter or claimed by a player, not recorded in the moves (a Termination tag is the record's claim of it, an input); the draw when the opponent cannot checkmate needs the dead-position analysis, which no predicate decides yet - the audit decides only the certain cases and reports the rest undecided"},

    {.id = "6.10.1", .title = "clock indications conclusive", .article = 6,
     .fide2023 = {"6.10.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Каждое показание шахматных часов считается окончательным, если только у часов нет какого-либо очевидного дефекта. Шахматные часы с очевидным дефектом должны быть заменены арбитром, который должен принять наилучшее решение при определении времени, которое должны показывать часы, заменившие неисправные.)",
     .text_en = R"(Every indication given by the chessclock is considered to be conclusive in the absence of any evident defect. A chessclock with an evident defect shall be replaced by the arbiter, who shall use his best judgement when determining the times to be shown on the replacement chessclock.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a record-level check, no position predicate: the clock ledger (clock/ledger.hpp) weighs the readings as the evidence and reports what contradicts them (mismatch, wrong_side, missing, zero_artefact, control_contradicted)"},

    {.id = "6.10.2", .title = "incorrect clock setting corrected", .article = 6,
     .fide2023 = {"6.10.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если во время игры будет обнаружено, что установка времени на одних или обоих часах была неправильной, игрок или арбитр должен немедленно остановить часы. Арбитр должен выставить правильную установку часов и, если необходимо, скорректировать время и счетчик ходов. При определении времени для новой установки часов он должен принять наилучшее решение.)",
     .text_en = R"(If during a game it is found that the setting of either or both clocks is incorrect, either player or the arbiter shall stop the chessclock immediately. The arbiter shall install the correct setting and adjust the times and move-counter, if necessary. He shall use his best judgement when determining the clock settings.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an arbiter's correction; the clock ledger shows its trace only as a gain or a mismatch in the readings, and cannot tell a correction from a defect"},

    {.id = "6.11.1", .title = "interrupting the game", .article = 6,
     .fide2023 = {"6.11.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если партию необходимо прервать, арбитр должен остановить часы.)",
     .text_en = R"(If the game needs to be interrupted, the arbiter shall stop the chessclock.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.11.2", .title = "stopping the clock for the arbiter", .article = 6,
     .fide2023 = {"6.11.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игрок может остановить часы только для того, чтобы обратиться за помощью к арбитру, например, для получения отсутствующей фигуры при превращении пешки.)",
     .text_en = R"(A player may stop the chessclock only in order to seek the arbiter’s assistance, for example when promotion has taken place and the piece required is not available.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "6.11.3", .title = "restart decided by the arbiter", .article = 6,
     .fide2023 = {"6.11.3"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Решение о возобновлении игры должен принимать арбитр.)",
     .text_en = R"(The arbiter shall decide when the game restarts.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.11.4", .title = "pausing the clock without reason", .article = 6,
     .fide2023 = {"6.11.4"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Если игрок остановил часы, чтобы обратиться за помощью к арбитру, арбитр должен определить, есть ли у игрока какая-либо обоснованная причина для этого обращения. Если у игрока нет обоснованной причины для остановки часов, то игрок должен быть наказан в соответствии со Статьей 12.9)",
     .text_en = R"(If a player pauses the chessclock in order to seek the arbiter’s assistance, the arbiter shall determine whether the player had any valid reason for doing so. If the player had no valid reason for pausing the chessclock, the player shall be penalised in accordance with Article 12.9.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "6.12.1", .title = "screens and demonstration boards", .article = 6,
     .fide2023 = {"6.12.1"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(В игровом помещении разрешается использовать экраны, мониторы или демонстрационные доски, показывающие текущую позицию на шахматной доске, ходы и число сделанных/заверенных ходов, и часы, показывающие также количество сделанных ходов.)",
     .text_en = R"(Screens, monitors, or demonstration boards showing the current position on the chessboard, the moves and the number of moves made/completed, and clocks which also show the number of moves, are allowed in the playing hall.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "equipment in the playing hall is not in a game record: no machine can observe it"},

    {.id = "6.12.2", .title = "no claim relying on screens", .article = 6,
     .fide2023 = {"6.12.2"},
     .text_source = "laws/ru-article6.md (FIDE 2023)",
     .text_ru = R"(Игрок не может делать заявление, ссылаясь только на представленную таким образом информацию.)",
     .text_en = R"(The player may not make a claim relying only on information shown in this manner.)",
     .text_en_source = "laws/en-article6.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it"},

    // Article 7, irregularities (7.1-7.6). 7.5.1-7.5.3 and 7.5.5 are verdicts of the irregularities
    // of the replay (audit/irregular.hpp, issue 35); the rest happens at the board, out of the record's sight.
    {.id = "7.1", .title = "clock times after an irregularity", .article = 7,
     .fide2023 = {"7.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если произошло какое-либо нарушение, и фигуры должны быть возвращены в предшествующую нарушению позицию, то при определении времени, которое должно быть установлено на часах, арбитр должен принять наилучшее решение. Это включает в себя право не изменять показания часов. Арбитр также должен, в случае необходимости, скорректировать счетчик ходов на часах.)",
     .text_en = R"(If an irregularity occurs and the pieces have to be restored to a previous position, the arbiter shall use his best judgement to determine the times to be shown on the chessclock. This includes the right not to change the clock times. He shall also, if necessary, adjust the clock’s move-counter.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "7.2.1", .title = "incorrect initial position", .article = 7,
     .fide2023 = {"7.2.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если во время игры обнаруживается, что начальная позиция фигур была неправильной, игра должна быть отменена, и должна быть сыграна новая партия.)",
     .text_en = R"(If during a game it is found that the initial position of the pieces was incorrect, the game shall be cancelled and a new game shall be played.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the record gives the start position it was played from (the standard array or its FEN), not the one the board had: no machine can observe a wrong set-up"},

    {.id = "7.2.2", .title = "chessboard placed wrongly", .article = 7,
     .fide2023 = {"7.2.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если во время игры обнаруживается, что расположение шахматной доски противоречит Статье 2.1, то игра должна продолжаться, но возникшая позиция должна быть перенесена на правильно расположенную шахматную доску.)",
     .text_en = R"(If during a game it is found that the chessboard has been placed contrary to Article 2.1, the game shall continue but the position reached must be transferred to a correctly placed chessboard.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "7.3", .title = "colours reversed", .article = 7,
     .fide2023 = {"7.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если во время игры до того, как каждым игроком были завершены 10 ходов, обнаруживается, что игра началась цветами, которые противоположены назначенному, игра должна быть отменена, и должна быть сыграна новая партия. Как только каждым игроком были завершены 10 ходов или больше, игра должна быть продолжена.)",
     .text_en = R"(If a game has started with colours reversed then, if less than 10 moves have been made by both players, it shall be discontinued and a new game played with the correct colours. After 10 moves or more, the game shall continue .)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the record names the players by the colours they played: no machine can observe that they were reversed"},

    {.id = "7.4.1", .title = "displaced pieces restored", .article = 7,
     .fide2023 = {"7.4.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если игрок сместил одну или несколько фигур на доске, он должен восстановить правильную позицию за счёт своего времени.)",
     .text_en = R"(If a player displaces one or more pieces, he shall re-establish the correct position in his own time.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "7.4.2", .title = "clock stopped for displaced pieces", .article = 7,
     .fide2023 = {"7.4.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(При необходимости игрок или его соперник должны остановить часы и обратиться за помощью к арбитру.)",
     .text_en = R"(If necessary, either the player or his opponent shall stop the chessclock and ask for the arbiter’s assistance.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "7.4.3", .title = "penalty for displacing pieces", .article = 7,
     .fide2023 = {"7.4.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Арбитр может наказать игрока, сместившего фигуры.)",
     .text_en = R"(The arbiter may penalise the player who displaced the pieces.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "7.5.1", .title = "completed illegal move reinstated", .article = 7,
     .fide2023 = {"7.5.1"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Невозможный ход завершен, как только игрок нажал свои часы. Если во время игры обнаруживается, что был завершен невозможный ход, должна быть восстановлена позиция непосредственно перед нарушением. Если позиция непосредственно перед нарушением не может быть определена, партия должна продолжаться с последней, восстановленной до этого нарушения, позиции. Статьи 4.3 и 4.7 применяются в отношении хода, заменяющего невозможный ход. Затем партия должна быть продолжена с этой восстановленной позиции.)",
     .text_en = R"(An illegal move is completed once the player has pressed his clock. If during a game it is found that an illegal move has been completed, the position immediately before the irregularity shall be reinstated. If the position immediately before the irregularity cannot be determined, the game shall continue from the last identifiable position prior to the irregularity. Article 4.3 and 4.7 apply to the move replacing the illegal move. The game shall then continue from this reinstated position.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: audit/irregular.hpp weighs each breach of the replay (which goes on after it, the move standing as a displacement): a player's completed illegal move unless the best repair explains it as a DGT board's end signal or a slip of the record, or the record's clocks stop before it (this clause completes an illegal move by the clock); under standard play the record then shows the move stood where the position should have been reinstated (JSON irregularities, kind completed_illegal)"},

    {.id = "7.5.2", .title = "pawn on the last rank without a new piece", .article = 7,
     .fide2023 = {"7.5.2"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если игрок передвинул пешку на самую дальнюю от себя горизонталь, нажал часы, но не заменил пешку на новую фигуру, такой ход считается невозможным. Пешка должна быть заменена на ферзя того же цвета, что и цвет пешки.)",
     .text_en = R"(If the player has moved a pawn to the furthest distant rank, pressed the clock, but not replaced the pawn with a new piece, the move is illegal. The pawn shall be replaced by a queen of the same colour as the pawn.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: a pawn moved to the last rank with no new piece named is a breach of 3.7.5, and the replay goes on with a queen there (audit_game); audit/irregular.hpp counts it as the player's illegal move (JSON irregularities, kind promotion_without_piece)"},

    {.id = "7.5.3", .title = "clock pressed without a move", .article = 7,
     .fide2023 = {"7.5.3"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если игрок нажимает часы не делая хода, это надо рассматривать и наказывать как невозможный ход.)",
     .text_en = R"(If the player presses the clock without making a move, it shall be considered and penalized as if an illegal move.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: a null move in the main line (--, Z0, 0000, @@@@, null) is a breach, and the replay goes on with the other side to move (audit_game; a side in check that passes leaves no legal game: the replay stops); audit/irregular.hpp counts it as the player's illegal move (JSON irregularities, kind null_move)"},

    {.id = "7.5.4", .title = "a move made with two hands", .article = 7,
     .fide2023 = {"7.5.4"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если для выполнения одного хода игрок использует две руки (например, в случае рокировки, взятия фигуры или превращения пешки) и нажимает часы, это надо рассматривать и наказывать как невозможный ход.)",
     .text_en = R"(If a player uses two hands to make a single move (for example in case of castling, capturing or promotion) and pressed the clock, it shall be considered and penalized as if an illegal move.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which hand moved is not in a game record: no machine can observe it"},

    {.id = "7.5.5", .title = "penalties for completed illegal moves", .article = 7,
     .fide2023 = {"7.5.5"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(После мер, принятых в соответствии со Статьёй 7.5.1 7.5.2, 7.5.3 или 7.5.4, за первый сделанный игроком невозможный ход арбитр должен добавить его сопернику две минуты дополнительного времени; за второй, сделанный тем же игроком невозможный ход арбитр объявляет о проигрыше партии этим игроком. Однако партия заканчивается вничью, если позиция такова, что соперник не может поставить мат королю игрока любой серией возможных ходов.)",
     .text_en = R"(After the action taken under Article 7.5.1, 7.5.2, 7.5.3 or 7.5.4 for the first completed illegal move by a player, the arbiter shall give two minutes extra time to his opponent; for the second completed illegal move by the same player the arbiter shall declare the game lost by this player. However, the game is drawn if the position is such that the opponent cannot checkmate the player’s king by any possible series of legal moves.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: audit/irregular.hpp counts each player's completed illegal moves; the first gives the opponent two minutes, looked for on the opponent's next clock reading (seen true, false or null); under standard play the second loses the game, drawn when the opponent cannot checkmate in the position before it (the can-mate analysis with its argument), and a recorded result that differs is a result finding (second_illegal_move); in rapid, blitz or an unknown category no result is derived (A.4 or A.5.2 decides, and the record does not say which)",
     .caveat = "ru-article7.md writes this number without bold and with a trailing dot ('7.5.5.') and lacks a comma ('7.5.1 7.5.2'): the number is stripped, the text kept as written"},

    {.id = "7.6", .title = "displaced piece found and reinstated", .article = 7,
     .fide2023 = {"7.6"},
     .text_source = "laws/ru-article7.md (FIDE 2023)",
     .text_ru = R"(Если во время игры обнаружено, что какая-либо фигура смещена от своего правильного положения на доске, то должна быть восстановлена позиция до нарушения. Партия должна быть продолжена с этой восстановленной позиции. Если позиция до нарушения не может быть установлена, игра должна продолжаться с последней восстановленной позиции.)",
     .text_en = R"(If, during a game it is found that any piece has been displaced from its correct square, the position before the irregularity shall be reinstated. If the position immediately before the irregularity cannot be determined, the game shall continue from the last identifiable position prior to the irregularity. The game shall then continue from this reinstated position.)",
     .text_en_source = "laws/en-article7.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a displaced piece shows in the record only as a move that is not possible; which piece was displaced rather than moved the record cannot tell",
     .caveat = "text_ru joins the two paragraphs of ru-article7.md's 7.6 with a space"},

    {.id = "8.1.1", .title = "recording the moves", .article = 8,
     .fide2023 = {"8.1.1"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(В процессе игры каждый игрок обязан вести точную запись своих ходов и ходов соперника ход за ходом, настолько ясно и разборчиво, насколько возможно одним из следующих способов:)",
     .text_en = R"(In the course of play each player is required to record his/her own moves and those of his/her opponent in the correct manner, move after move, as clearly and legibly as possible, in one of the following ways:)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading of 8.1.1.1 and 8.1.1.2; a record that lacks moves in time trouble is explained by 8.4: not yet checked (issue 51, item 3)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.1.1", .title = "paper scoresheet in algebraic notation", .article = 8,
     .fide2023 = {"8.1.1.1"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(путем записи в алгебраической нотации (Приложение С) на бумажном «бланке для записи партий», предназначенном для соревнования.)",
     .text_en = R"(by writing in the algebraic notation (Appendix C), on the paper ‘scoresheet’ prescribed for the competition.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.1.2", .title = "electronic scoresheet", .article = 8,
     .fide2023 = {"8.1.1.2"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(путем внесения ходов в сертифицированный ФИДЕ «электронный бланк для записи партии», предназначенный для соревнования.)",
     .text_en = R"(by entering moves on the FIDE certified ‘electronic scoresheet’ prescribed for the competition.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.2", .title = "no recording in advance", .article = 8,
     .fide2023 = {"8.1.2"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Запрещается записывать ходы заранее, если только игрок не заявляет о ничьей согласно Статье 9.2 или 9.3 или не откладывает партию согласно Руководству I.1.1.)",
     .text_en = R"(It is forbidden to record the moves in advance, unless the player is claiming a draw according to Article 9.2, or 9.3 or adjourning a game according to Guidelines I.1.1)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.3", .title = "reply before recording", .article = 8,
     .fide2023 = {"8.1.3"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Игрок может ответить на ход соперника прежде, чем запишет его, если он так пожелает. Он должен записать свой предыдущий ход, прежде чем сделает следующий.)",
     .text_en = R"(A player may reply to his opponent’s move before recording it, if he so wishes. He must record his previous move before making another.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.4", .title = "what a scoresheet holds", .article = 8,
     .fide2023 = {"8.1.4"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Бланк партии должен использоваться только для записи ходов, показаний часов, предложений ничьей, вопросов, связанных с заявлениями, и других соответствующих данных.)",
     .text_en = R"(The scoresheet shall be used only for recording the moves, the times of the clocks, offers of a draw, matters relating to a claim and other relevant data.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.5", .title = "draw offer recorded as (=)", .article = 8,
     .fide2023 = {"8.1.5"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Оба игрока должны записывать предложение ничьей на бланке символом «=».)",
     .text_en = R"(Both players must record the offer of a draw on the scoresheet with a symbol (=).)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a draw offer shows in a PGN record only as a comment or a \"(=)\" if transcribed: not yet read by the audit",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.1.6", .title = "assistant to record the moves", .article = 8,
     .fide2023 = {"8.1.6"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Если игрок не в состоянии вести запись, то для записи ходов он может представить помощника, который должен быть согласован с арбитром. Показания его часов должны быть скорректированы арбитром на справедливой основе. Для игрока с ограниченными возможностями корректировка часов не применяется.)",
     .text_en = R"(If a player is unable to keep score, an assistant, who must be acceptable to the arbiter, may be provided by the player to record the moves. His/Her clock shall be adjusted by the arbiter in an equitable way. This adjustment of the clock shall not apply to a player with a disability)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.2", .title = "scoresheet visible to the arbiter", .article = 8,
     .fide2023 = {"8.2"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Бланк для записи на протяжении всей партии должен быть доступен арбитру для обозрения.)",
     .text_en = R"(The scoresheet shall be visible to the arbiter throughout the game.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.3", .title = "scoresheets belong to the organiser", .article = 8,
     .fide2023 = {"8.3"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Бланки для записи являются собственностью организатора соревнования.)",
     .text_en = R"(The scoresheets are the property of the organiser of the competition. An electronic scoresheet with an evident defect shall be replaced by the arbiter.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording; ru 8.3 lacks the English second sentence (an electronic scoresheet with an evident defect is replaced by the arbiter)"},

    {.id = "8.4", .title = "no recording under five minutes", .article = 8,
     .fide2023 = {"8.4"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Если на определенном этапе контрольного периода времени у игрока остается на часах менее пяти минут, и ему не добавляется на каждый ход 30 или более секунд, то в течение оставшейся части периода он не обязан следовать требованиям Статьи 8.1.1.)",
     .text_en = R"(If a player has less than five minutes left on his clock at some stage in a period and does not have additional time of 30 seconds or more added with each move, then for the remainder of the period he is not obliged to meet the requirements of Article 8.1.1.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::record,
     .why = "needs the clock ledger's readings around the moves a record lacks: not yet checked (issue 51, item 3)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.5.1", .title = "neither player keeps score", .article = 8,
     .fide2023 = {"8.5.1"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Если ни один из игроков не ведет запись в соответствии со Статьёй 8.4 , то арбитр или его помощник должен постараться присутствовать при этом и вести запись. В этом случае сразу после падения флажка арбитр должен остановить часы. Затем оба игрока должны восстановить запись партии на своих бланках, используя запись арбитра или бланк соперника.)",
     .text_en = R"(If neither player keeps score under Article 8.4, the arbiter or an assistant should try to be present and keep score. In this case, immediately after a flag has fallen the arbiter shall stop the chessclock. Then both players shall update their scoresheets, using the arbiter’s or the opponent’s scoresheet.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.5.2", .title = "one player updates his scoresheet", .article = 8,
     .fide2023 = {"8.5.2"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Если только один игрок не вел запись в соответствии со Статьёй 8.4, он в обязательном порядке должен, как только любой из флажков упал, полностью восстановить запись партии на своем бланке прежде, чем сделает следующий ход на шахматной доске. Если при этом его очередь хода, он может воспользоваться бланком соперника, но должен возвратить его перед выполнением хода.)",
     .text_en = R"(If only one player has not kept score under Article 8.4, he must, as soon as either flag has fallen, update his scoresheet completely before moving a piece on the chessboard. Provided it is that player’s move, he may use his opponent’s scoresheet, but must return it before making a move.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.5.3", .title = "reconstructing the game", .article = 8,
     .fide2023 = {"8.5.3"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Если нет полной записи, игроки должны восстановить игру на второй шахматной доске под контролем арбитра или помощника, который должен сначала записать фактически возникшую позицию, показания часов, чьи часы шли и число сделанных/завершенных ходов, если эта информация доступна, прежде чем начнется восстановление записи.)",
     .text_en = R"(If no complete scoresheet is available, the players must reconstruct the game on a second chessboard under the control of the arbiter or an assistant. He shall first record the actual game position, clock times, whose clock was running and the number of moves made/completed, if this information is available, before reconstruction takes place.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.6", .title = "scoresheets not brought up to date", .article = 8,
     .fide2023 = {"8.6"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(Если записи на бланках не могут быть восстановлены и не показывают, что игрок превысил отведённое ему время, то следующий сделанный им ход будет считаться первым ходом в следующем периоде контроля времени, если нет доказательств, что ходов было сделано или завершено больше.)",
     .text_en = R"(If the scoresheets cannot be brought up to date showing that a player has overstepped the allotted time, the next move made shall be considered as the first of the following time period, unless there is evidence that more moves have been made or completed.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording"},

    {.id = "8.7", .title = "result signed", .article = 8,
     .fide2023 = {"8.7"},
     .text_source = "laws/ru-article8.md (FIDE 2023)",
     .text_ru = R"(По окончании партии оба игрока должны подписать оба бланка, указав результат игры. Даже если результат указан неправильно, он остаётся в силе, если арбитр не решит иначе.)",
     .text_en = R"(At the conclusion of the game both players shall indicate the result of the game by signing both scoresheets or approve the result on their electronic scoresheets. Even if incorrect, this result shall stand, unless the arbiter decides otherwise.)",
     .text_en_source = "laws/en-article8.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a signature is not in a game record (a Result tag gives the result, not who signed it)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7); not checked against the 2023 wording; ru 8.7 has only signing, without 'or approve the result on their electronic scoresheets'"},

    {.id = "9.1.1", .title = "draw agreement restricted", .article = 9,
     .fide2023 = {"9.1.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Положение соревнования может устанавливать, что игроки не могут предлагать или соглашаться на ничью ранее установленного числа ходов или вообще, без разрешения арбитра)",
     .text_en = R"(The regulations of an event may specify that players cannot offer or agree to a draw, whether in less than a specified number of moves or at all, without the consent of the arbiter.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "what an event's regulations or its organiser set is not in a game record"},

    {.id = "9.1.2", .title = "draw agreement allowed", .article = 9,
     .fide2023 = {"9.1.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Однако, если положение соревнования позволяет игрокам соглашаться на ничью, то применяется следующее:)",
     .text_en = R"(However, if the regulations of an event allow a draw agreement the following shall apply:)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of 9.1.2.1-9.1.2.3, each an act at the board"},

    {.id = "9.1.2.1", .title = "when to offer a draw", .article = 9,
     .fide2023 = {"9.1.2.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Игрок, желающий предложить ничью, должен сделать это после выполнения своего хода на шахматной доске, но до нажатия часов. Предложение ничьей в любое другое время в течение игры остаётся в силе, но необходимо учитывать Статью 11.5. Такое предложение не может быть связано никакими условиями. В обоих случаях предложение не может быть взято назад и остаётся в силе до тех пор, пока соперник не примет или не отвергнет его устно, или не отклонит его, касаясь фигуры с намерением сделать ход или взять фигуру, или до тех пор, пока игра не завершится каким-либо другим путём.)",
     .text_en = R"(A player wishing to offer a draw shall do so after having made a move on the chessboard and before pressing his clock. An offer at any other time during play is still valid but Article 11.5 must be considered. No conditions can be attached to the offer. In both cases the offer cannot be withdrawn and remains valid until the opponent accepts it, rejects it orally, rejects it by touching a piece with the intention of moving or capturing it, or the game is)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record"},

    {.id = "9.1.2.2", .title = "draw offer noted on the scoresheet", .article = 9,
     .fide2023 = {"9.1.2.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Предложение ничьей должно быть отмечено каждым игроком на своем бланке символом «=».)",
     .text_en = R"(The offer of a draw shall be noted by each player on his scoresheet with the symbol (=).)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a draw offer shows in a PGN record only as a comment or a \"(=)\" if transcribed: not yet read by the audit"},

    {.id = "9.1.2.3", .title = "a claim is a draw offer", .article = 9,
     .fide2023 = {"9.1.2.3"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Заявление о признании партии ничьей в соответствии со Статьями 9.2 или 9.3 должно рассматриваться как предложение ничьей.)",
     .text_en = R"(A claim of a draw under Article 9.2 or 9.3 shall be considered to be an offer of a draw.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it"},

    // Article 9: 9.2 threefold repetition (9.2.2 says when positions are the same), 9.3 fifty moves,
    // 9.6 the automatic draws. 9.1, 9.4 and 9.5 (offers, touch, procedure) have no record.
    {.id = "9.2.1", .title = "threefold repetition claim", .article = 9,
     .fide2023 = {"9.2.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Партия признается закончившейся вничью по обоснованному заявлению игрока при своём ходе, когда одна и та же позиция, по крайней мере, в третий раз (не обязательно повторением ходов):)",
     .text_en = R"(The game is drawn, upon a correct claim by a player having the move, when the same position for at least the third time (not necessarily by a repetition of moves):)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is 9.2.1.1 and 9.2.1.2, each checked by its own predicate (the position's third occurrence after the intended move, or now); the claim itself is the player's act, an input"},

    {.id = "9.2.1.1", .title = "repetition by the intended move", .article = 9,
     .fide2023 = {"9.2.1.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(может возникнуть, если этот игрок сначала обозначит свой ход, который не может быть изменён, написав его на бумажном бланке, или введя его в электронный бланк, и заявит арбитру о своём намерении сделать этот ход, или)",
     .text_en = R"(is about to appear, if he/she first indicates his/her move, which cannot be changed, by writing it on the paper scoresheet or entering it on the electronic scoresheet and declares to the arbiter his/her intention to make this move, or)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "9.2.1.2", .title = "repetition on the board", .article = 9,
     .fide2023 = {"9.2.1.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(только что возникла и игрок, за которым очередь хода, требует ничью.)",
     .text_en = R"(has just appeared, and the player claiming the draw has the move.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    // 9.2.2 with 9.2.2.1 and 9.2.2.2: the sameness used by 9.2.1 and 9.6.1 (rules::same_position).
    {.id = "9.2.2", .title = "same position", .article = 9,
     .fide2023 = {"9.2.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Позиции считаются одинаковыми тогда и только тогда, когда очередь хода у того же самого игрока, фигуры того же самого наименования и цвета занимают те же поля, и возможные ходы всех фигур обоих игроков - те же самые. Поэтому позиции не одинаковы, если)",
     .text_en = R"(Positions are considered the same if and only if the same player has the move, pieces of the same kind and colour occupy the same squares and the possible moves of all the pieces of both players are the same. Thus positions are not the same if:)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    // "could have been captured": the capture is legal, not just an e.p. square written in the position.
    {.id = "9.2.2.1", .title = "en passant in the same position", .article = 9,
     .fide2023 = {"9.2.2.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(в начале рассматриваемой последовательности ходов пешка могла быть взята на проходе,)",
     .text_en = R"(at the start of the sequence a pawn could have been captured en passant)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    // Two sentences, one rule: the right (not the castling possible now) is compared; whole, like 4.4.3.
    {.id = "9.2.2.2", .title = "castling rights in the same position", .article = 9,
     .fide2023 = {"9.2.2.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(король имел право на рокировку с ладьёй, которая не двигалась, но потерял его после своего хода. Права на рокировку теряются только после того, как король или ладья сделали ход.)",
     .text_en = R"(a king had castling rights with a rook that has not been moved, but forfeited these after moving. The castling rights are lost only after the king or rook is moved.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record},

    {.id = "9.3", .title = "fifty-move claim", .article = 9,
     .fide2023 = {"9.3"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Партия признается закончившейся вничью по обоснованному заявлению игрока при своём ходе, если:)",
     .text_en = R"(The game is drawn, upon a correct claim by a player having the move, if:)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is 9.3.1 and 9.3.2, each checked by its own predicate (the halfmove count after the intended move, or now); the claim itself is the player's act, an input"},

    // The Russian source writes "какоголибо" (no hyphen) here: kept as written.
    {.id = "9.3.1", .title = "fifty moves by the intended move", .article = 9,
     .fide2023 = {"9.3.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(он обозначит свой ход, который не может быть изменён, написав его на бумажном бланке, или введя его в электронный бланк, и заявит арбитру о своем намерении сделать этот ход, который приведет к тому, что последние 50 ходов выполнены каждым игроком без продвижения какой-либо пешки и без какоголибо взятия; или)",
     .text_en = R"(he/she indicates his/her move, which cannot be changed, by writing it on the paper scoresheet or entering it on the electronic scoresheet and declares to the arbiter his/her intention to make this move which will result in the last 50 moves by each player having been made without the movement of any pawn and without any capture, or)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "9.3.2", .title = "fifty moves completed", .article = 9,
     .fide2023 = {"9.3.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(последние 50 ходов были завершены каждым игроком без продвижения какой-либо пешки и без какого-либо взятия.)",
     .text_en = R"(the last 50 moves by each player have been completed without the movement of any pawn and without any capture.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "9.4", .title = "touch loses the claim", .article = 9,
     .fide2023 = {"9.4"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Если игрок касается фигуры, как описано в 4.3 , он теряет право заявлять о ничьей на этом ходу согласно Статьям 9.2 и 9.3.)",
     .text_en = R"(If the player touches a piece as in Article 4.3, he loses the right to claim a draw under Article 9.2 or 9.3 on that move.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::live,
     .why = "a touch and a claim are events at the board, which a live feed may give (Article 4's touch arbiter) but no record shows"},

    {.id = "9.5.1", .title = "claim stops the clock", .article = 9,
     .fide2023 = {"9.5.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Если игрок заявляет о признании партии ничьей согласно Статьям 9.2 или 9.3, он или арбитр должны остановить часы (см. Статьи 6.12.1 или 6.12.2). Игроку не разрешается отказываться от своего заявления.)",
     .text_en = R"(If a player claims a draw under Article 9.2 or 9.3, he or the arbiter shall stop the chessclock (see Article 6.12.1 or 6.12.2). He is not allowed to withdraw his claim.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it"},

    {.id = "9.5.2", .title = "a correct claim draws", .article = 9,
     .fide2023 = {"9.5.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Если установлено, что заявление обоснованное, партия сразу заканчивается вничью.)",
     .text_en = R"(If the claim is found to be correct, the game is immediately drawn.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the claim is a declaration no record shows; whether it was correct is 9.2 and 9.3's predicates, which the audit reports for a drawn result"},

    {.id = "9.5.3", .title = "an incorrect claim", .article = 9,
     .fide2023 = {"9.5.3"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Если установлено, что заявление необоснованное, арбитр должен добавить к оставшемуся у соперника времени на обдумывание две минуты. Затем партия должна быть продолжена. Если заявление было основано на предполагаемом ходе, то в соответствии со Статьями 3 и 4 этот ход должен быть сделан.)",
     .text_en = R"(If the claim is found to be incorrect, the arbiter shall add two minutes to the opponent’s remaining thinking time. Then the game shall continue. If the claim was based on an intended move, this move must be made in accordance with Articles 3 and 4.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it"},

    {.id = "9.6", .title = "automatic draw", .article = 9,
     .fide2023 = {"9.6"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(Партия заканчивается вничью, если возникает одна или обе следующие ситуации:)",
     .text_en = R"(If one or both of the following occur(s) then the game is drawn:)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is 9.6.1 and 9.6.2, each checked by its own predicate"},

    // From 2018 "at least five times"; the 2014 Laws (the edition of order 1093/2014) said "for at least
    // five consecutive alternate moves by each player" - not the text here.
    {.id = "9.6.1", .title = "fivefold repetition", .article = 9,
     .fide2023 = {"9.6.1"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(одинаковая позиция появилась, как описано в Статье 9.2.2 , по крайней мере пять раз;)",
     .text_en = R"(the same position has appeared, as in 9.2.2 at least five times.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    // Two sentences, one rule: 75 moves each without pawn move or capture, unless the last move mates.
    {.id = "9.6.2", .title = "seventy-five moves", .article = 9,
     .fide2023 = {"9.6.2"},
     .text_source = "laws/ru-article9.md (FIDE 2023)",
     .text_ru = R"(любая серия из по крайней мере 75 ходов была выполнена каждым игроком без продвижения какой-либо пешки и без какого-либо взятия. Если последний ход приводит к мату, он имеет приоритет.)",
     .text_en = R"(any series of at least 75 moves have been made by each player without the movement of any pawn and without any capture. If the last move results in mate, it has priority.)",
     .text_en_source = "laws/en-article9.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record},

    {.id = "10.1", .title = "the points of a game", .article = 10,
     .fide2023 = {"10.1"},
     .text_source = "laws/ru-article10.md (FIDE 2018)",
     .text_ru = R"(Если положение соревнования не устанавливает иное, то игрок, который выиграл партию или выиграл по присуждению, получает одно очко (1), игрок, который проиграл свою партию или проиграл по присуждению, не получает очков (0), а игрок, сыгравший свою партию вничью, получает пол-очка (1/2).)",
     .text_en = R"(Unless the regulations of an event specify otherwise, a player who wins his game, or wins by forfeit, scores one point (1), a player who loses his game, or forfeits, scores no points (0), and a player who draws his game scores a half point (½).)",
     .text_en_source = "laws/en-article10.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the points a Result tag may hold (1-0, 0-1, 1/2-1/2): not yet checked against the tag (issue 51, item 2); a forfeit does not show apart from a loss",
     .caveat = "2018-based transcription: laws/en-article10.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "10.2", .title = "no score beyond the maximum", .article = 10,
     .fide2023 = {"10.2"},
     .text_source = "laws/ru-article10.md (FIDE 2018)",
     .text_ru = R"(Общий счет любой партии никогда не может превышать максимальный результат, даваемый за эту игру. Очки, полученные отдельным игроком, должны соответствовать обычному количеству очков, разыгрываемому в партии, например, результат ¾ - ¼ недопустим.)",
     .text_en = R"(The total score of any game can never exceed the maximum score normally given for that game. Scores given to an individual player must be those normally associated with the game, for example a score of ¾ - ¼ is not allowed.)",
     .text_en_source = "laws/en-article10.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a Result outside 10.1's points (3/4-1/4, 1-1) is not yet reported as breaking 10.2 (issue 51, item 2)",
     .caveat = "2018-based transcription: laws/en-article10.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.1", .title = "no disrepute", .article = 11,
     .fide2023 = {"11.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Игроки не должны предпринимать никаких действий, создающих плохую репутацию шахматной игре.)",
     .text_en = R"(The players shall take no action that will bring the game of chess into disrepute.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.1", .title = "the playing venue", .article = 11,
     .fide2023 = {"11.2.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(«Игровая зона» определяется как «игровая площадка», комнаты отдыха, туалетные комнаты, буфет, места, отведённые для курения, а также все другие места, указанные арбитром.)",
     .text_en = R"(The ‘playing venue’ is defined as the ‘playing area’, rest rooms, toilets, refreshment area, area set aside for smoking and other places as designated by the arbiter.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.2", .title = "the playing area", .article = 11,
     .fide2023 = {"11.2.2"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(«Игровая площадка» определяется как место, где играются партии соревнования.)",
     .text_en = R"(The playing area is defined as the place where the games of a competition are played.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.3", .title = "only with the arbiter's permission", .article = 11,
     .fide2023 = {"11.2.3"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Только с разрешения арбитра:)",
     .text_en = R"(Only with the permission of the arbiter can:)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of 11.2.3.1-11.2.3.3; conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.3.1", .title = "leaving the venue", .article = 11,
     .fide2023 = {"11.2.3.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(игрок может покинуть «игровую зону»,)",
     .text_en = R"(a player leave the playing venue,)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.3.2", .title = "leaving the playing area", .article = 11,
     .fide2023 = {"11.2.3.2"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(игрок может покинуть «игровую площадку» при своём ходе,)",
     .text_en = R"(the player having the move be allowed to leave the playing area.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.3.3", .title = "access to the playing area", .article = 11,
     .fide2023 = {"11.2.3.3"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(может быть допущено на «игровую площадку» лицо, которое не является ни игроком, ни арбитром.)",
     .text_en = R"(a person who is neither a player nor arbiter be allowed access to the playing area.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.2.4", .title = "reporting a wish to leave", .article = 11,
     .fide2023 = {"11.2.4"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Положение соревнования может устанавливать, что соперник игрока, за которым очередь хода, должен сообщать арбитру о своём желании покинуть «игровую площадку».)",
     .text_en = R"(The regulations of an event may specify that the opponent of the player having a move must report to the arbiter when he wishes to leave the playing area.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "what an event's regulations or its organiser set is not in a game record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.1", .title = "no notes or advice", .article = 11,
     .fide2023 = {"11.3.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Во время партии игрокам запрещается использовать какие-либо записи, источники информации или советы, а также анализировать какую-либо партию на другой шахматной доске.)",
     .text_en = R"(During play the players are forbidden to use any notes, sources of information or advice, or analyse any game on another chessboard.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.2.1", .title = "no electronic device", .article = 11,
     .fide2023 = {"11.3.2.1"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Во время игры игроку запрещается иметь в игровой зоне любые электронные устройства без специального разрешения арбитра. Однако, положение соревнования может разрешить хранить такие устройства в сумке игрока при условии, что устройство полностью выключено. Место размещения этой сумки должно быть согласовано с арбитром. Обоим игрокам запрещено пользоваться этой сумкой без разрешения арбитра.)",
     .text_en = R"(During a game, a player is forbidden to have any electronic device not specifically approved by the arbiter in the playing venue. However, the regulations of an event may allow such devices to be stored in a player’s bag, provided the device is completely switched off. This bag must be placed as agreed with the arbiter. Both players are forbidden to use this bag without permission of the arbiter.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.2.2", .title = "a device loses the game", .article = 11,
     .fide2023 = {"11.3.2.2"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Если очевидно, что игрок имеет такое устройство при себе в игровой зоне, ему присуждается поражение. Сопернику присуждается победа. Положение соревнования может устанавливать другое, менее серьёзное наказание.)",
     .text_en = R"(If it is evident that a player has such a device on their person in the playing venue, the player shall lose the game. The opponent shall win. The regulations of an event may specify a different, less severe, penalty.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.3", .title = "inspection of a player", .article = 11,
     .fide2023 = {"11.3.3"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Арбитр может потребовать от игрока разрешить провести наедине осмотр его одежды, сумок, других предметов или личный досмотр. Арбитр или лицо, уполномоченное арбитром для осмотра игрока, должно быть того же пола, что и игрок. Если игрок отказывается содействовать исполнению этих обязанностей, арбитр должен принять меры в соответствии со Статьей 12.9.)",
     .text_en = R"(The arbiter may require the player to allow his clothes, bags, other items or body to be inspected, in private. The arbiter or person authorised by the arbiter shall inspect the player, and shall be of the same gender as the player. If a player refuses to cooperate with these obligations, the arbiter shall take measures in accordance with Article 12.9.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.3.4", .title = "smoking", .article = 11,
     .fide2023 = {"11.3.4"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Курение, в том числе курение электронных сигарет, разрешается только в той части игровой зоны, которая определена арбитром.)",
     .text_en = R"(Smoking, including e-cigarettes, is permitted only in the section of the venue designated by the arbiter.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.4", .title = "finished players are spectators", .article = 11,
     .fide2023 = {"11.4"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Игроки, которые закончили свои партии, считаются зрителями.)",
     .text_en = R"(Players who have finished their games shall be considered to be spectators.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.5", .title = "no distraction", .article = 11,
     .fide2023 = {"11.5"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Запрещается отвлекать или раздражать соперника каким бы то ни было способом. Это включает в себя необоснованные претензии, необоснованные предложения ничьей или внесение источника шума в игровую зону.)",
     .text_en = R"(It is forbidden to distract or annoy the opponent in any manner whatsoever. This includes unreasonable claims, unreasonable offers of a draw or the introduction of a source of noise into the playing area.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.6", .title = "infractions penalised", .article = 11,
     .fide2023 = {"11.6"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Нарушение любой части Статей 11.1-11.5 должно наказываться в соответствии со Статьей 12.9.)",
     .text_en = R"(Infraction of any part of Articles 11.1 - 11.5 shall lead to penalties in accordance with Article 12.9.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.7", .title = "persistent refusal", .article = 11,
     .fide2023 = {"11.7"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Упорный отказ игрока выполнять Правила игры в шахматы должно быть наказано присуждением поражения. Результат, который будет присуждён сопернику, определяется арбитром.)",
     .text_en = R"(Persistent refusal by a player to comply with the Laws of Chess shall be penalised by loss of the game. The arbiter shall decide the score of the opponent.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.8", .title = "both players lose", .article = 11,
     .fide2023 = {"11.8"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Если оба игрока признаны виновными согласно Статье 11.7, партия должна быть объявлена проигранной обоими.)",
     .text_en = R"(If both players are found guilty according to Article 11.7, the game shall be declared lost by both players.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record (a record shows it only as a Result 0-0)",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.9", .title = "an explanation of the Laws", .article = 11,
     .fide2023 = {"11.9"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Игрок имеет право просить арбитра объяснить отдельные пункты Правил игры в шахматы.)",
     .text_en = R"(A player shall have the right to request from the arbiter an explanation of particular points in the Laws of Chess.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.10", .title = "appeal", .article = 11,
     .fide2023 = {"11.10"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Если положение соревнования не устанавливает иное, игрок может обжаловать любое решение арбитра, даже если он подписал бланк партии (см. Статью 8.7).)",
     .text_en = R"(Unless the regulations of an event specify otherwise, a player may appeal against any decision of the arbiter, even if the player has signed the scoresheet (see Article 8.7.).)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "what an event's regulations or its organiser set is not in a game record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.11", .title = "assisting the arbiter", .article = 11,
     .fide2023 = {"11.11"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Оба игрока должны помогать арбитру в любой ситуации, требующей восстановления игры, включая требования ничьей.)",
     .text_en = R"(Both players must assist the arbiter in any situation requiring reconstruction of the game, including draw claims.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an act at the board that a game record does not show: no machine can observe it from the record",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "11.12", .title = "checking repetition and 50 moves", .article = 11,
     .fide2023 = {"11.12"},
     .text_source = "laws/ru-article11.md (FIDE 2018)",
     .text_ru = R"(Проводимая под наблюдением арбитра проверка заявлений о троекратном повторении позиции или о 50 ходах является обязанностью игроков,)",
     .text_en = R"(Checking three times occurrence of the position or 50 moves claim is a duty of a the players, under supervision of the arbiter.)",
     .text_en_source = "laws/en-article11.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the players' duty at the board; on a record the repetition and the 50 moves are 9.2 and 9.3's predicates",
     .caveat = "2018-based transcription: laws/en-article11.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru 11.12 is cut short and ends in a comma; en reads 'a duty of a the players'"},

    {.id = "12.1", .title = "the arbiter sees the Laws observed", .article = 12,
     .fide2023 = {"12.1"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(Арбитр должен наблюдать, чтобы Правила игры в шахматы соблюдались.)",
     .text_en = R"(The arbiter shall see that the Laws of Chess are observed.)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2", .title = "the arbiter's duties", .article = 12,
     .fide2023 = {"12.2"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(Арбитр должен:)",
     .text_en = R"(The arbiter shall:)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of 12.2.1-12.2.7; an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.1", .title = "ensure fair play", .article = 12,
     .fide2023 = {"12.2.1"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(обеспечить честную игру;)",
     .text_en = R"(ensure fair play,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.2", .title = "best interest of the competition", .article = 12,
     .fide2023 = {"12.2.2"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(действовать наилучшим образом в интересах соревнования;)",
     .text_en = R"(act in the best interest of the competition,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.3", .title = "a good playing environment", .article = 12,
     .fide2023 = {"12.2.3"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(обеспечить поддержание хороших условий для игры;)",
     .text_en = R"(ensure that a good playing environment is maintained,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.4", .title = "players not disturbed", .article = 12,
     .fide2023 = {"12.2.4"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(следить, чтобы игрокам не мешали;)",
     .text_en = R"(ensure that the players are not disturbed,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.5", .title = "supervise the progress", .article = 12,
     .fide2023 = {"12.2.5"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(контролировать ход соревнования;)",
     .text_en = R"(supervise the progress of the competition,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.6", .title = "special measures", .article = 12,
     .fide2023 = {"12.2.6"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(принимать специальные меры в интересах игроков с ограниченными возможностями и тех, кто нуждается в медицинской помощи;)",
     .text_en = R"(take special measures in the interests of disabled players and those who need medical attention,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.2.7", .title = "Fair-Play Rules", .article = 12,
     .fide2023 = {"12.2.7"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(следовать Положениям честной игры или рекомендациям;)",
     .text_en = R"(follow the Fair-Play Rules or Guidelines)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.3", .title = "observe the games", .article = 12,
     .fide2023 = {"12.3"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(Арбитр должен наблюдать за партиями, особенно тогда, когда игроки испытывают недостаток времени, обеспечивать исполнение принятых им решений, и налагать штрафы на игроков в соответствующих случаях.)",
     .text_en = R"(The arbiter shall observe the games, especially when the players are short of time, enforce decisions he has made, and impose penalties on players where appropriate.)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.4", .title = "appoint assistants", .article = 12,
     .fide2023 = {"12.4"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(Арбитр может назначить помощников для наблюдения за партиями, например, когда несколько игроков испытывают недостаток времени.)",
     .text_en = R"(The arbiter may appoint assistants to observe games, for example when several players are short of time.)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.5", .title = "extra time for a disturbance", .article = 12,
     .fide2023 = {"12.5"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(В случае постороннего вмешательства в игру арбитр может присудить дополнительное время как одному, так и обоим игрокам.)",
     .text_en = R"(The arbiter may award either or both players additional time in the event of external disturbance of the game.)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.6", .title = "the arbiter does not intervene", .article = 12,
     .fide2023 = {"12.6"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(Арбитр не должен вмешиваться в игру, за исключением случаев, описанных в Правилах игры в шахматы. Он не должен указывать число завершённых ходов, за исключением применения Статьи 8.5, когда упал, по крайней мере, один флажок. Арбитру следует воздерживаться от сообщения игроку о том, что его соперник завершил ход или что игрок не нажал свои часы.)",
     .text_en = R"(The arbiter must not intervene in a game except in cases described by the Laws of Chess. He shall not indicate the number of moves completed, except in applying Article 8.5 when at least one flag has fallen. The arbiter shall refrain from informing a player that his opponent has completed a move or that the player has not pressed his clock.)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.7", .title = "who may report an irregularity", .article = 12,
     .fide2023 = {"12.7"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(Если кто-нибудь обнаруживает нарушение, он может сообщить об этом только арбитру. Участники соревнования, играющие другие партии, не должны разговаривать или вмешиваться в игру иным образом. Зрителям не разрешается вмешиваться в игру. Арбитр может удалить нарушителей из игровой зоны.)",
     .text_en = R"(If someone observes an irregularity, he may inform only the arbiter. Players in other games must not to speak about or otherwise interfere in a game. Spectators are not allowed to interfere in a game. The arbiter may expel offenders from the playing venue.)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.8", .title = "no communication device", .article = 12,
     .fide2023 = {"12.8"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(Никому без разрешения арбитра не разрешается пользоваться мобильным телефоном и устройствами связи любого вида в игровой зоне или в любой сопредельной зоне, обозначенной арбитром.)",
     .text_en = R"(Unless authorised by the arbiter, it is forbidden for anybody to use a mobile phone or any kind of communication device in the playing venue or any contiguous area designated by the arbiter.)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "conduct in the playing venue is not in a game record: no machine can observe it",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9", .title = "the penalties", .article = 12,
     .fide2023 = {"12.9"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(Арбитр может применять следующие виды наказаний:)",
     .text_en = R"(Options available to the arbiter concerning penalties:)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of 12.9.1-12.9.9; a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.1", .title = "warning", .article = 12,
     .fide2023 = {"12.9.1"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(предупреждение;)",
     .text_en = R"(warning,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.2", .title = "opponent's time increased", .article = 12,
     .fide2023 = {"12.9.2"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(увеличение оставшегося времени у соперника;)",
     .text_en = R"(increasing the remaining time of the opponent,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.3", .title = "offender's time reduced", .article = 12,
     .fide2023 = {"12.9.3"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(уменьшение оставшегося времени у игрока, нарушившего правила;)",
     .text_en = R"(reducing the remaining time of the offending player,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.4", .title = "opponent's points increased", .article = 12,
     .fide2023 = {"12.9.4"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(увеличение числа очков, засчитываемых в партии сопернику игрока, нарушившего правила, до максимально возможного для этой партии;)",
     .text_en = R"(increasing the points scored in the game by the opponent to the maximum available for that game,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.5", .title = "offender's points reduced", .article = 12,
     .fide2023 = {"12.9.5"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(уменьшение числа очков, засчитываемых в партии игроку, нарушившему правила;)",
     .text_en = R"(reducing the points scored in the game by the offending person,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.6", .title = "game declared lost", .article = 12,
     .fide2023 = {"12.9.6"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(присуждение поражения в партии игроку, нарушившему правила (арбитр также должен решить вопрос о присуждении очков сопернику);)",
     .text_en = R"(declaring the game to be lost by the offending player (the arbiter shall also decide the opponent’s score),)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.7", .title = "fine", .article = 12,
     .fide2023 = {"12.9.7"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(назначение штрафа, объявленного заранее;)",
     .text_en = R"(a fine announced in advance,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.8", .title = "exclusion from rounds", .article = 12,
     .fide2023 = {"12.9.8"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(исключение из одного или нескольких туров;)",
     .text_en = R"(exclusion from one or more rounds,)",
     .text_en_source = "laws/en-article12.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a penalty is the arbiter's decision (12.9), not in a game record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: 12.2.7 ('Anti-Cheating' became 'Fair-Play')); not checked against the 2023 wording"},

    {.id = "12.9.9", .title = "expulsion", .article = 12,
     .fide2023 = {"12.9.9"},
     .text_source = "laws/ru-article12.md (FIDE 2023)",
     .text_ru = R"(исключение из соревнования.)",
     .text_en = R"(expulsion from the competition.)",
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
     .text_ru = R"(«Быстрые шахматы» - это игра, в которой каждый игрок должен завершить все ходы или в установленное время, составляющее больше 10 минут, но меньше 60 минут, или в предоставленное время плюс какое-то дополнительное время, умноженное на 60, составляющее больше 10 минут, но меньше 60 минут.)",
     .text_en = R"(A ‘Rapid chess’ game is one where either all the moves must be completed in a fixed time of more than 10 minutes but less than 60 minutes for each player; or the time allotted plus 60 times any increment is of more than 10 minutes but less than 60 minutes for each player.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "ID normalised to FIDE's form A.1: the transcription writes 'A.1' with a Cyrillic letter (ru) and 'A.1' (en)"},

    {.id = "A.2", .title = "recording not required in rapid", .article = appendix_a,
     .fide2023 = {"A.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Игроки не обязаны записывать ходы, но не теряют своих прав на заявления, основанные, как правило, на записи партии. Игрок может в любой момент попросить арбитра обеспечить его бланком для записи партии, чтобы записывать ходы.)",
     .text_en = R"(Players do not need to record the moves, but do not lose their rights to claims normally based on a scoresheet. The player can, at any time, ask the arbiter to provide him with a scoresheet, in order to write the moves.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "whether a player recorded the moves is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.2: the transcription writes 'A.2' with a Cyrillic letter (ru) and 'A2' (en)"},

    {.id = "A.3", .title = "one-minute penalties in rapid", .article = appendix_a,
     .fide2023 = {"A.3"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Штрафы, упоминаемые в статьях 7 и 9 Правил соревнований, должны быть равны одной минуте вместо двух.)",
     .text_en = R"(The penalties mentioned in Articles 7 and 9 of the Competitive Rules of Play shall be one minute instead of two minutes.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: audit/irregular.hpp gives a first completed illegal move in rapid or blitz one minute's extra time for the opponent and looks for it on the opponent's next clock reading (the clock ledger's gain there): seen true, false or null",
     .caveat = "ID normalised to FIDE's form A.3: the transcription writes 'A3' (ru) and 'A.3' (en); refers to Articles 7 and 9 of the Competition Rules (the English: 'Competitive Rules of Play'), not of the Basic Rules"},

    {.id = "A.4", .title = "Competition Rules in rapid", .article = appendix_a,
     .fide2023 = {"A.4"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Правила соревнований применяются, если:)",
     .text_en = R"(The Competition Rules shall apply if:)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form A.4: the transcription writes 'A.4' with a Cyrillic letter (ru) and 'A4' (en)"},

    {.id = "A.4.1.1", .title = "one arbiter for at most three rapid games", .article = appendix_a,
     .fide2023 = {"A.4.1.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(один арбитр наблюдает самое большое за тремя партиями, и)",
     .text_en = R"(one arbiter supervises at most three games and)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how many games an arbiter supervised is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.1.1: the transcription writes 'A.4.1.1' with a Cyrillic letter (ru) and 'A4.1.1' (en); the transcription has no A.4.1 and numbers the next paragraph A.4.2: kept"},

    {.id = "A.4.1.2", .title = "rapid games recorded by the arbiter", .article = appendix_a,
     .fide2023 = {"A.4.1.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(каждая игра записывается арбитром или его помощником и, если возможно, с помощью электронных средств.)",
     .text_en = R"(each game is recorded by the arbiter or his assistant and, if possible, by electronic means.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "who recorded a game is not in its record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.1.2: the transcription writes 'A.4.1.2' with a Cyrillic letter (ru) and 'A4.1.2' (en)"},

    {.id = "A.4.2", .title = "scoresheet shown on request in rapid", .article = appendix_a,
     .fide2023 = {"A.4.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Игрок может в любое время, при своем ходе, попросить арбитра или его помощника показать ему бланк с записью партии. Это можно требовать максимум пять раз в игре. Больше запросов необходимо рассматривать как отвлечение сопреника.)",
     .text_en = R"(The player may at any time, when it is his move, ask the arbiter or his assistant to show him the scoresheet. This may be requested a maximum of five times in a game. More requests shall be considered as a distraction of the opponent.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.4.2: the transcription writes 'A.4.2' with a Cyrillic letter (ru) and 'A4.2' (en)"},

    {.id = "A.5", .title = "rapid without full supervision", .article = appendix_a,
     .fide2023 = {"A.5"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(В противном случае применяются следующие правила:)",
     .text_en = R"(Otherwise the following apply:)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading: its content is A.5.1-A.5.5; which of A.4 and A.5 applies is the event's regulations, not in the record",
     .caveat = "ID normalised to FIDE's form A.5: the transcription writes 'A.5' with a Cyrillic letter (ru) and 'A5' (en)"},

    {.id = "A.5.1", .title = "after ten moves in rapid", .article = appendix_a,
     .fide2023 = {"A.5.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Как только каждый игрок завершит десять ходов из начальной позиции,)",
     .text_en = R"(From the initial position, once 10 moves have been completed by each player,)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is A.5.1.1 and A.5.1.2",
     .caveat = "ID normalised to FIDE's form A.5.1: the transcription writes 'A.5.1' with a Cyrillic letter (ru) and 'A5.1' (en)"},

    {.id = "A.5.1.1", .title = "clock setting fixed after ten moves", .article = appendix_a,
     .fide2023 = {"A.5.1.1"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(не могут быть сделаны никакие изменения в установку времени на часах, если только это не будет неблагоприятно отражаться на расписании соревнования;)",
     .text_en = R"(no change can be made to the clock setting, unless the schedule of the event would be adversely affected)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a setting changed shows in the readings only as a gain or a mismatch, which the clock ledger reports without telling a change from a defect",
     .caveat = "ID normalised to FIDE's form A.5.1.1: the transcription writes 'A.5.1.1' with a Cyrillic letter (ru) and 'A5.1.1' (en)"},

    {.id = "A.5.1.2", .title = "no set-up claim after ten moves", .article = appendix_a,
     .fide2023 = {"A.5.1.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(не могут быть приняты никакие заявления относительно неправильной расстановки фигур или неправильной ориентации шахматной доски. В случае неправильного размещения короля рокировка не разрешается. В случае неправильного размещения ладьи, рокировка с этой ладьей не разрешается.)",
     .text_en = R"(no claim can be made regarding incorrect set-up or orientation of the chessboard. In case of incorrect king placement, castling is not allowed. In case of incorrect rook placement, castling with this rook is not allowed.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form A.5.1.2: the transcription writes 'A.5.1.2' with a Cyrillic letter (ru) and 'A5.1.2' (en); text_ru joins the three paragraphs of ru-appendix-a.md's A.5.1.2 (the transcription bolds the first letter of the last two, Cyrillic 'V'); the English keeps its line breaks as spaces"},

    {.id = "A.5.2", .title = "illegal move stands unless corrected in time", .article = appendix_a,
     .fide2023 = {"A.5.2"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Если арбитр видит действие, описанное в Статье 7.5.1, 7.5.2, 7.5.3 или 7.5.4, он должен действовать в соответствии со Статьей 7.5.5, при условии, что соперник не сделал свой следующий ход. Если арбитр не вмешивается, соперник имеет право заявить о невозможном ходе, если он не сделал свой следующий ход. Если соперник не делает соответствующего заявления о выигрыше и арбитр не вмешивается, невозможный ход остаётся в силе, и партия должна быть продолжена. После того, как соперник сделал свой следующий ход, невозможный ход не может быть исправлен, если об этом не договорятся игроки без вмешательства арбитра.)",
     .text_en = R"(If the arbiter observes an action taken under Article 7.5.1, 7.5.2, 7.5.3 or 7.5.4, he shall act according to Article 7.5.5, provided the opponent has not made his next move. If the arbiter does not intervene, the opponent is entitled to claim, provided the opponent has not made his next move. If the opponent does not claim and the arbiter does not intervene, the illegal move shall stand and the game shall continue. Once the opponent has made his next move, an illegal move cannot be corrected unless this is agreed by the players without intervention of the arbiter.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::verdict, .where_ = where::record,
     .why = "verdict: audit/irregular.hpp names A.4 and A.5.2 as what decides a counted illegal move in rapid or blitz (decided_by): under full supervision 7.5.5, otherwise the move stood once the opponent moved unclaimed; the record does not say which applies, so no result is derived; it applies only where A.5 does (not under full supervision, A.4)",
     .caveat = "ID normalised to FIDE's form A.5.2: the transcription writes 'A.5.2' with a Cyrillic letter (ru) and 'A5.2' (en)"},

    {.id = "A.5.3", .title = "claiming a win on time in rapid", .article = appendix_a,
     .fide2023 = {"A.5.3"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Чтобы сообщить о выигрыше по времени, заявитель может остановить часы и уведомить арбитра. Тем не менее, партия заканчивается вничью, если позиция такова, что соперник не может поставить мат королю игрока любой серией возможных ходов.)",
     .text_en = R"(To claim a win on time, the claimant may stop the chessclock and notify the arbiter. However, the game is drawn if the position is such that the claimant cannot checkmate the player’s king by any possible series of legal moves.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it; the draw when the claimant cannot checkmate is 6.9's, and the clock ledger's flag evidence is not yet written",
     .caveat = "ID normalised to FIDE's form A.5.3: the transcription writes 'A.5.3' with a Cyrillic letter (ru) and 'A5.3' (en); the Russian says the game is drawn if the opponent (sopernik) cannot checkmate, the English if the claimant cannot: both kept as written"},

    {.id = "A.5.4", .title = "illegal position on the board in rapid", .article = appendix_a,
     .fide2023 = {"A.5.4"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Если арбитр замечает, что оба короля находятся под шахом или пешка находится на самой дальней от начального положения горизонтали, он должен подождать до тех пор, пока не будет завершён следующий ход. Тогда, если на доске все ещё сохраняется невозможная позиция, он должен объявить, что партия закончилась вничью.)",
     .text_en = R"(If the arbiter observes both kings are in check, or a pawn on the rank furthest from its starting position, he shall wait until the next move is completed. Then, if an illegal position is still on the board, he shall declare the game drawn.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "needs the irregularity watcher on the replay (issue 35): not yet checked; the audit stops at the illegal move that makes such a position",
     .caveat = "ID normalised to FIDE's form A.5.4: the transcription writes 'A.5.4' with a Cyrillic letter (ru) and 'A5.4' (en)"},

    {.id = "A.5.5", .title = "arbiter calls a flag fall in rapid", .article = appendix_a,
     .fide2023 = {"A.5.5"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(Если арбитр наблюдал падение флажка, он также должен объявить об этом.)",
     .text_en = R"(The arbiter shall also call a flag fall, if he observes it.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it; the clock ledger (not yet written) will give evidence of a fall, not the call",
     .caveat = "ID normalised to FIDE's form A.5.5: the transcription writes 'A.5.5' with a Cyrillic letter (ru) and 'A5.5' (en)"},

    {.id = "A.6", .title = "regulations choose the rapid rules", .article = appendix_a,
     .fide2023 = {"A.6"},
     .text_source = "laws/ru-appendix-a.md (FIDE 2023)",
     .text_ru = R"(В положении о соревновании должно быть указано, правила какой Статьи: А.3 или А.4 будут применяться в течение всего соревнования.)",
     .text_en = R"(The regulations of an event shall specify whether Article A.3 or Article A.4 shall apply for the entire event.)",
     .text_en_source = "laws/en-appendix-a.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form A.6: the transcription writes 'A.6' with a Cyrillic letter (ru) and 'A6' (en); the transcription's A.6 names 'A.3 or A.4' while its alternatives are A.4 (Competition Rules) and A.5 (otherwise): kept as written"},

    {.id = "B.1", .title = "blitz game", .article = appendix_b,
     .fide2023 = {"B.1"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(«Блиц» – это игра, в которой каждый игрок должен завершить все ходы или в установленное время, составляющее 10 или меньше минут, или в предоставленное время плюс какое-то дополнительное время, умноженное на 60, составляющее 10 или меньше минут.)",
     .text_en = R"(A ‘blitz’ game is one where all the moves must be completed in a fixed time of 10 minutes or less for each player; or the allotted time plus 60 times any increment is 10 minutes or less.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "ID normalised to FIDE's form B.1: the transcription writes 'B.1' (ru) and 'B.1' with a Cyrillic letter (en)"},

    {.id = "B.2", .title = "Competition Rules in blitz", .article = appendix_b,
     .fide2023 = {"B.2"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(Правила соревнований применяются, если:)",
     .text_en = R"(The Competition Rules shall apply if:)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.2: the transcription writes 'B.2' (ru) and 'B.2' with a Cyrillic letter (en)"},

    {.id = "B.2.1", .title = "one arbiter for one blitz game", .article = appendix_b,
     .fide2023 = {"B.2.1"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(один арбитр наблюдает за одной игрой и)",
     .text_en = R"(one arbiter supervises one game and)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how many games an arbiter supervised is not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.1: the transcription writes 'B.2.2' (ru) and 'B.2.1' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},

    {.id = "B.2.2", .title = "blitz games recorded by the arbiter", .article = appendix_b,
     .fide2023 = {"B.2.2"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(каждая игра записывается арбитром или его помощником и, если возможно, с помощью электронных средств.)",
     .text_en = R"(each game is recorded by the arbiter or his assistant and, if possible, by electronic means.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "who recorded a game is not in its record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.2: the transcription writes 'B.2.3' (ru) and 'B.2.2' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},

    {.id = "B.2.3", .title = "scoresheet shown on request in blitz", .article = appendix_b,
     .fide2023 = {"B.2.3"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(Игрок может в любое время, при своем ходе попросить арбитра или его помощника показать ему бланк с записью партии. Это можно требовать максимум пять раз в течение игры. Большее число запросов необходимо рассматривать как отвлечение соперника.)",
     .text_en = R"(The player may at any time, when it is his move, ask the arbiter or his assistant to show him the scoresheet. This may be requested a maximum of five times in a game. More requests shall be considered as a distraction of the opponent.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "ID normalised to FIDE's form B.2.3: the transcription writes 'B.2.4' (ru) and 'B.2.3' with a Cyrillic letter (en); ru-appendix-b.md numbers the three paragraphs under B.2 as B.2.2, B.2.3, B.2.4; the ID follows en-appendix-b.md (B.2.1-B.2.3)"},

    {.id = "B.3", .title = "blitz without full supervision", .article = appendix_b,
     .fide2023 = {"B.3"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(В противном случае должны применяться Правила быстрых шахмат, описанные в статьях А.2 и A.5.)",
     .text_en = R"(Otherwise, play shall be governed by the Rapid chess Laws as in Article A.2 and A.4.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.3: the transcription writes 'B.3' (ru) and 'B.3' with a Cyrillic letter (en); the English says 'as in Article A.2 and A.4', the Russian 'A.2 and A.5': both kept as written"},

    {.id = "B.4", .title = "regulations choose the blitz rules", .article = appendix_b,
     .fide2023 = {"B.4"},
     .text_source = "laws/ru-appendix-b.md (FIDE 2023)",
     .text_ru = R"(В Положении о соревновании должно быть указано, правила какой статьи: B.2 или B.3 будут применяться в течение всего соревнования)",
     .text_en = R"(The regulations of an event shall specify whether Article B.3 or Article B.4 shall apply for the entire event.)",
     .text_en_source = "laws/en-appendix-b.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "which rules an event applies is set by its regulations (A.6, B.4), not written in a game record",
     .caveat = "ID normalised to FIDE's form B.4: the transcription writes 'B.4' (ru) and 'B.4' (en); the English names 'Article B.3 or Article B.4', the Russian 'B.2 or B.3' (the latter fits this numbering): both kept as written"},

    {.id = "C.1", .title = "'piece' in the notation", .article = appendix_c,
     .fide2023 = {"C.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(В данном описании термин «фигура» означает все фигуры, за исключением пешки.)",
     .text_en = R"(In this description, ‘piece’ means a piece other than a pawn.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.1: the transcription writes Cyrillic 'S.1' (U+0421) in both languages"},

    {.id = "C.2", .title = "English piece letters", .article = appendix_c,
     .fide2023 = {"C.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Каждая фигура обозначается сокращенно. В английском языке это, как правило, первая, заглавная буква ее названия. Например: K - король, Q - ферзь, R - ладья, B - слон, N - конь.)",
     .text_en = R"(Each piece is indicated by an abbreviation. In the English language it is the first letter, a capital letter, of its name. Example: K=king, Q=queen, R=rook, B=bishop, N=knight. (N is used for a knight, in order to avoid ambiguity.))",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.2: the transcription writes Cyrillic 'S.2' (U+0421) in both languages"},

    {.id = "C.3", .title = "national piece letters", .article = appendix_c,
     .fide2023 = {"C.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Для сокращенного наименования фигур каждый игрок может использовать сокращение названия, общепринятое в его стране. Например: Обозначение слона F соответствует французскому, а L - голландскому и немецкому языкам. В печатных публикациях рекомендуется использовать изображения фигур.)",
     .text_en = R"(For the abbreviation of the name of the pieces, each player is free to use the name which is commonly used in his country. Examples: F = fou (French for bishop), L = loper (Dutch for bishop). In printed periodicals, the use of figurines is recommended.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.3: the transcription writes Cyrillic 'S.3' (U+0421) in both languages"},

    {.id = "C.4", .title = "pawns without a letter", .article = appendix_c,
     .fide2023 = {"C.4"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Пешки не указываются первой буквой их названия, но распознаются по отсутствию такой буквы. Например: ходы пешками записываются как e5, d4, a5, а не pe5, Pd4, pa5.)",
     .text_en = R"(Pawns are not indicated by their first letter, but are recognised by the absence of such a letter. Examples: the moves are written e5, d4, a5, not pe5, Pd4, pa5.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.4: the transcription writes Cyrillic 'S.4' (U+0421) in both languages"},

    {.id = "C.5", .title = "files a to h", .article = appendix_c,
     .fide2023 = {"C.5"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Восемь вертикалей (слева направо для белых и справа налево для черных) обозначаются строчными буквами a, b, c, d, e, f, g, h соответственно.)",
     .text_en = R"(The eight files (from left to right for White and from right to left for Black) are indicated by the small letters, a, b, c, d, e, f, g and h, respectively.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.5: the transcription writes Cyrillic 'S.5' (U+0421) in both languages"},

    {.id = "C.6", .title = "ranks 1 to 8", .article = appendix_c,
     .fide2023 = {"C.6"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Восемь горизонталей (снизу-вверх для белых и сверху вниз - для черных) нумеруются 1, 2, 3, 4, 5, 6, 7, 8 соответственно. Следовательно, в начальной позиции белые фигуры и пешки расставляются на первой и второй горизонталях, черные фигуры и пешки - на восьмой и седьмой горизонталях.)",
     .text_en = R"(The eight ranks (from bottom to top for White and from top to bottom for Black) are numbered 1, 2, 3, 4, 5, 6, 7, 8, respectively. Consequently, in the initial position the white pieces and pawns are placed on the first and second ranks; the black pieces and pawns on the eighth and seventh ranks.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.6: the transcription writes Cyrillic 'S.6' (U+0421) in both languages"},

    {.id = "C.7", .title = "squares by letter and number", .article = appendix_c,
     .fide2023 = {"C.7"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Как следует из предыдущих правил, каждый из шестидесяти четырех квадратов (полей) неизменно обозначается единственным сочетанием буквы и цифры.)",
     .text_en = R"(As a consequence of the previous rules, each of the sixty-four squares is invariably indicated by a unique combination of a letter and a number.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.7: the transcription writes Cyrillic 'S.7' (U+0421) in both languages"},

    {.id = "C.8", .title = "a move by piece and arrival square", .article = appendix_c,
     .fide2023 = {"C.8"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Каждый ход фигуры записывается сокращенным названием рассматриваемой фигуры и полем, на которое фигура передвинута. Дефис между нaзванием и полем не ставится. Например: Be5, Nf3, Rd1. В случае пешек записывается только поле, на которое она передвинута. Например: e5, d4, a5. Приемлемой является более длинная форма записи, содержащая и координату начального поля. Например: Bb2e5, Ng1f3, Ra1d1, e7e5, d2d4, a6a5.)",
     .text_en = R"(Each move of a piece is indicated by the abbreviation of the name of the piece in question and the square of arrival. There is no need for a hyphen between name and square. Examples: Be5, Nf3, Rd1. In the case of pawns, only the square of arrival is indicated. Examples: e5, d4, a5.A longer form containing the square of departure is acceptable. Examples: Bb2e5, Ng1f3, Ra1d1, e7e5, d2d4, a6a5.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.8: the transcription writes Cyrillic 'S.8' (U+0421) in both languages"},

    {.id = "C.9", .title = "captures", .article = appendix_c,
     .fide2023 = {"C.9"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Если фигура совершает взятие, может быть вставлен символ «х» между:)",
     .text_en = R"(When a piece makes a capture, an x may be inserted between:)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.9: the transcription writes Cyrillic 'S.9' (U+0421) in both languages"},

    {.id = "C.9.1", .title = "capture after the piece", .article = appendix_c,
     .fide2023 = {"C.9.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(сокращенным названием рассматриваемой фигуры и)",
     .text_en = R"(the abbreviation of the name of the piece in question and)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.9.1: the transcription writes Cyrillic 'S.9.1' (U+0421) in both languages"},

    {.id = "C.9.2", .title = "capture before the square", .article = appendix_c,
     .fide2023 = {"C.9.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(полем, на которое фигура передвинута. Например: Вхе5, Nхf3, Rхd1. См. также Статью С.10.)",
     .text_en = R"(the square of arrival. Examples: Bxe5, Nxf3, Rxd1, see also C.10.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.9.2: the transcription writes Cyrillic 'S.9.2' (U+0421) in both languages"},

    {.id = "C.9.3", .title = "pawn captures", .article = appendix_c,
     .fide2023 = {"C.9.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Если взятие совершает пешка, то сначала должна быть записана вертикаль, которую покидает пешка, затем может быть вставлен символ «х», а затем поле, на которое она перемещается. Например: dxe5, gxf3, axb5. В случае «взятия на проходе» в конце может быть добавлено «е.р.».)",
     .text_en = R"(When a pawn makes a capture, the file of departure must be indicated, then an x may be inserted, then the square of arrival. Examples: dxe5, gxf3, axb5. In the case of an ‘en passant’ capture, ‘e.p.’ may be appended to the notation. Example: exd6 e.p.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.9.3: the transcription writes Cyrillic 'S.9.3' (U+0421) in both languages"},

    {.id = "C.10", .title = "two identical pieces", .article = appendix_c,
     .fide2023 = {"C.10"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Если две одноимённые фигуры могут пойти на одно и то же поле, то ход перемещаемой фигуры записывается следующим образом:)",
     .text_en = R"(If two identical pieces can move to the same square, the piece that is moved is indicated as follows:)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10: the transcription writes Cyrillic 'S.10' (U+0421) in both languages"},

    {.id = "C.10.1", .title = "both on the same rank", .article = appendix_c,
     .fide2023 = {"C.10.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Если обе фигуры находятся на одной и той же горизонтали, записывается:)",
     .text_en = R"(If both pieces are on the same rank by:)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.1: the transcription writes Cyrillic 'S.10.1' (U+0421) in both languages"},

    {.id = "C.10.1.1", .title = "same rank: the piece", .article = appendix_c,
     .fide2023 = {"C.10.1.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(сокращенное название фигуры,)",
     .text_en = R"(the abbreviation of the name of the piece,)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.1.1: the transcription writes Cyrillic 'S.10.1.1' (U+0421) in both languages"},

    {.id = "C.10.1.2", .title = "same rank: the file of departure", .article = appendix_c,
     .fide2023 = {"C.10.1.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(вертикаль, которую фигура покидает, и)",
     .text_en = R"(the file of departure, and)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.1.2: the transcription writes Cyrillic 'S.10.1.2' (U+0421) in both languages"},

    {.id = "C.10.1.3", .title = "same rank: the arrival square", .article = appendix_c,
     .fide2023 = {"C.10.1.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(поле, на которое ставится фигура.)",
     .text_en = R"(the square of arrival.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.1.3: the transcription writes Cyrillic 'S.10.1.3' (U+0421) in both languages"},

    {.id = "C.10.2", .title = "both on the same file", .article = appendix_c,
     .fide2023 = {"C.10.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Если обе фигуры находятся на одной и той же вертикали, записывается:)",
     .text_en = R"(If both pieces are on the same file by:)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.2: the transcription writes Cyrillic 'S.10.2' (U+0421) in both languages"},

    {.id = "C.10.2.1", .title = "same file: the piece", .article = appendix_c,
     .fide2023 = {"C.10.2.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(сокращенное название фигуры,)",
     .text_en = R"(the abbreviation of the name of the piece,)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.2.1: the transcription writes Cyrillic 'S.10.2.1' (U+0421) in both languages"},

    {.id = "C.10.2.2", .title = "same file: the rank of departure", .article = appendix_c,
     .fide2023 = {"C.10.2.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(номер покидаемой горизонтали, и)",
     .text_en = R"(the rank of the square of departure, and)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.2.2: the transcription writes Cyrillic 'S.10.2.2' (U+0421) in both languages"},

    {.id = "C.10.2.3", .title = "same file: the arrival square", .article = appendix_c,
     .fide2023 = {"C.10.2.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(поле, на которое ставится фигура.)",
     .text_en = R"(the square of arrival.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.2.3: the transcription writes Cyrillic 'S.10.2.3' (U+0421) in both languages"},

    {.id = "C.10.3", .title = "different ranks and files", .article = appendix_c,
     .fide2023 = {"C.10.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Если фигуры находятся на разных вертикалях и горизонталях, предпочтительно использовать способ 1. Например:)",
     .text_en = R"(If the pieces are on different ranks and files, method 1 is preferred. Examples:)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.10.3: the transcription writes Cyrillic 'S.10.3' (U+0421) in both languages"},

    {.id = "C.10.3.1", .title = "example: Ngf3 or Nef3", .article = appendix_c,
     .fide2023 = {"C.10.3.1"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Два коня стоят на полях g1 и e1, и один из них ходит на поле f3: в зависимости от обстоятельств записывается или Ngf3, или Nef3.)",
     .text_en = R"(There are two knights, on the squares g1 and e1, and one of them moves to the square f3: either Ngf3 or Nef3, as the case may be.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.10.3.1: the transcription writes Cyrillic 'S.10.3.1' (U+0421) in both languages"},

    {.id = "C.10.3.2", .title = "example: N5f3 or N1f3", .article = appendix_c,
     .fide2023 = {"C.10.3.2"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Два коня стоят на полях g5 и g1, и один из них ходит на поле f3: в зависимости от хода записывается или N5f3, или N1f3.)",
     .text_en = R"(There are two knights, on the squares g5 and g1, and one of them moves to the square f3: either N5f3 or N1f3, as the case may be.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.10.3.2: the transcription writes Cyrillic 'S.10.3.2' (U+0421) in both languages"},

    {.id = "C.10.3.3", .title = "example: Nhf3 or Ndf3", .article = appendix_c,
     .fide2023 = {"C.10.3.3"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Два коня стоят на полях h2 и d4, и один из них ходит на поле f3: в зависимости от хода записывается или Nhf3, или Ndf3.)",
     .text_en = R"(There are two knights, on the squares h2 and d4, and one of them moves to the square f3: either Nhf3 or Ndf3, as the case may be.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.10.3.3: the transcription writes Cyrillic 'S.10.3.3' (U+0421) in both languages"},

    {.id = "C.10.3.4", .title = "example: Ngxf3", .article = appendix_c,
     .fide2023 = {"C.10.3.4"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Если на поле f3 происходит взятие, можно использовать запись предыдущих примеров, но можно и вставить символ «х»: 1) или Ngxf3, или Ndxf3, 2) или N5xf3, или N1xf3, 3) или Nhxf3, или Ndxf3 в зависимости от хода.)",
     .text_en = R"(If a capture takes place on the square f3, the notation of the previous examples is still applicable, but an x may be inserted: 1) either Ngxf3 or Nexf3, 2) either N5xf3 or N1xf3, 3) either Nhxf3 or Ndxf3, as the case may be.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "an example or a definition of Appendix C's notation; no record can break it on its own",
     .caveat = "ID normalised to FIDE's form C.10.3.4: the transcription writes Cyrillic 'S.10.3.4' (U+0421) in both languages"},

    {.id = "C.11", .title = "promotion in the notation", .article = appendix_c,
     .fide2023 = {"C.11"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(В случае превращения пешки записывается фактический ход пешки, непосредственно за которым указывается сокращённое название новой фигуры. Например: d8Q, exf8N, b1B, g1R.)",
     .text_en = R"(In the case of the promotion of a pawn, the actual pawn move is indicated, followed immediately by the abbreviation of the new piece. Examples: d8Q, exf8N, b1B, g1R.)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.11: the transcription writes Cyrillic 'S.11' (U+0421) in both languages"},

    {.id = "C.12", .title = "draw offer (=)", .article = appendix_c,
     .fide2023 = {"C.12"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Предложение ничьей должно быть отмечено символом «=».)",
     .text_en = R"(The offer of a draw shall be marked as (=).)",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.12: the transcription writes Cyrillic 'S.12' (U+0421) in both languages"},

    {.id = "C.13", .title = "abbreviations", .article = appendix_c,
     .fide2023 = {"C.13"},
     .text_source = "laws/ru-appendix-c.md (FIDE 2023)",
     .text_ru = R"(Принятые сокращения: 0-0 - рокировка с ладьей h1 или h8 (рокировка на королевский фланг), 0-0-0 - рокировка с ладьей а1 или а8 (рокировка на ферзевый фланг), х - взятие, + - шах, ++ или # - мат, е.р - взятие «на проходе». Использование последних четырёх сокращений не обязательно. Пример записи партии: 1.e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 e.p. Nxd6 7. Bg5 Nc6 8. Qe3+ Be7 9. Nbd2 0-0 10. 0-0-0 Re8 11. Kb1 (=) или 1 e4 e5 2. Nf3 Nf6 3. d4 ed4 4. e5 Ne4 5. Qd4 d5 6. ed6 Nd6 7. Bg5 Nc6 8. Qe3 Be7 9 Nbd2 0-0 10. 0-0-0 Re8 11. Kb1 (=) или 1 e2e4 e7e5 2.Ng1f3 Ng8f6 3. d2d4 e5xd4 4. e4e5 Nf6e4 5. Qd1xd4 d7d5 6. e5xd6 e.p. Ne4xd6 7. Bc1g5 Nb8c6 8. Qd4d3 Bf8e7 9. Nb1d2 0-0 10. 0-0-0 Rf8e8 11. Kb1 (=))",
     .text_en = R"(Abbreviations 0-0 = castling with rook h1 or rook h8 (kingside castling), 0-0-0 = castling with rook a1 or rook a8 (queenside castling), x = captures, + or ++ = check, # = checkmatee. .p. = captures ‘en passant’. The last four are optional. Sample game: 1.e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 e.p. Nxd6 7. Bg5 Nc6 8. Qe3+ Be7 9. Nbd2 0-0 10. 0-0-0 Re8 11. Kb1 (=)Or: 1. e4 e5 2. Nf3 Nf6 3. d4 ed4 4. e5 Ne4 5. Qd4 d5 6. ed6 Nd6 7. Bg5 Nc6 8. Qe3 Be7 9 Nbd2 0-0 10. 0-0-0 Re8 11. Kb1 (=)Or: 1. e2e4 e7e5 2.Ng1f3 Ng8f6 3. d2d4 e5xd4 4. e4e5 Nf6e4 5. Qd1xd4 d7d5 6. e5xd6 e.p. Ne4xd6 7. Bc1g5 Nb8c6 8. Qd4d3 Bf8e7 9. Nb1d2 0-0 10. 0-0-0 Rf8e8 11. Kb1 (=))",
     .text_en_source = "laws/en-appendix-c.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "the notation of the moves on a scoresheet, which a PGN record holds only when transcribed as written: not yet checked (issue 51, item 4: chesslaw audit --notation fide)",
     .caveat = "ID normalised to FIDE's form C.13: the transcription writes Cyrillic 'S.13' (U+0421) in both languages"},

    {.id = "D.1", .title = "rules for visually disabled players", .article = appendix_d,
     .fide2023 = {"D.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Организатор соревнований после консультации с арбитром должен иметь возможность изменять следующие правила в зависимости от конкретных условий. В соревнованиях, где участвуют зрячие шахматисты и шахматисты с ослабленным зрением (юридически считающиеся слепыми), любой игрок может потребовать использования двух досок, причем зрячий игрок использует обычную доску, а игрок с ослабленным зрением — доску специальной конструкции. Эта доска специальной конструкции должна удовлетворять следующим требованиям:)",
     .text_en = R"(The organiser, after consulting the arbiter, shall have the power to adapt the following rules according to local circumstances. In competitive chess between sighted and visually disabled (legally blind) players either player may demand the use of two boards, the sighted player using a normal board, the visually disabled player using one specially constructed. This board must meet the following requirements:)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.1", .title = "board at least 20 cm", .article = appendix_d,
     .fide2023 = {"D.1.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(размер - не менее 20х20 сантиметров;)",
     .text_en = R"(measure at least 20 cm by 20 cm,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.2", .title = "black squares raised", .article = appendix_d,
     .fide2023 = {"D.1.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(черные поля должны быть слегка приподнятые;)",
     .text_en = R"(have the black squares slightly raised,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.3", .title = "a securing aperture", .article = appendix_d,
     .fide2023 = {"D.1.3"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(в каждом поле должно быть предусмотрено отверстие.)",
     .text_en = R"(have a securing aperture in each square,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.4", .title = "the pieces", .article = appendix_d,
     .fide2023 = {"D.1.4"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Требования к фигурам следующие:)",
     .text_en = R"(The requirements for the pieces are:)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.1.4.1 and D.1.4.2; the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.4.1", .title = "a peg on each piece", .article = appendix_d,
     .fide2023 = {"D.1.4.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(все фигуры должны иметь штифт, с помощью которого фигуру можно вставлять в отверстие в доске;)",
     .text_en = R"(all are provided with a peg that fits into the securing aperture of the board,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.1.4.2", .title = "Staunton pieces, black marked", .article = appendix_d,
     .fide2023 = {"D.1.4.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(все фигуры должны быть типа «Стаунтон», причем черные фигуры должны иметь особые отметки.)",
     .text_en = R"(all are of Staunton design, the black pieces being specially marked.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2", .title = "regulations of play", .article = appendix_d,
     .fide2023 = {"D.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Игра подчиняется следующим правилам:)",
     .text_en = R"(The following regulations shall govern play:)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.2.1-D.2.11; how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.1", .title = "moves announced", .article = appendix_d,
     .fide2023 = {"D.2.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Ходы должны объявляться отчетливо, повторяться соперником и выполняться на его доске. При превращении пешки игрок должен объявить, какая фигура выбрана. Для того чтобы объявление хода было по возможности более отчетливым, предлагается вместо соответствующих букв использовать следующие имена: А - «Анна» B - «Белла» C - «Цезарь» D - «Давид» E - «Ева» F - «Феликс» G - «Густав» H - «Хектор» Если арбитр не решит иначе, номера горизонталей, считая от белых до черных, называются по-немецки: 1 - eins «айн» 2 - zwei «цвай» 3 - drei «драй» 4 - vier «фир» 5 - fuenf «фюнф» 6 - sechs «зекс» 7 - sieben «зибен» 8 - acht «ахт» Рокировка объявляется по-немецки «Lange Rochade» («Ланг Рохад», длинная рокировка) и «Kurze Rochade» («Кюрц Рохад», короткая рокировка). Фигуры получают названия: Koenig «кениг» - король, Dame «даме» - ферзь, Turm «турм» - ладья, Laeufer «лойфер» - слон, Springer «шпрингер» - конь, Bauer «бауэр» - пешка.)",
     .text_en = R"(The moves shall be announced clearly, repeated by the opponent and executed on his chessboard. When promoting a pawn, the player must announce which piece is chosen. To make the announcement as clear as possible, the use of the following names is suggested instead of the corresponding letters: A - AnnaB - BellaC - CesarD - DavidE - EvaF - FelixG - GustavH - Hector Unless the arbiter decides otherwise, ranks from White to Black shall be given the German numbers 1 - eins2 - zwei3 - drei4 - vier5 - fuenf6 - sechs7 - sieben8 - acht Castling is announced “Lange Rochade” (German for long castling) and “Kurze Rochade” (German for short castling). The pieces bear the names: Koenig, Dame, Turm, Laeufer, Springer, Bauer.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; en runs each list of names into one line ('A - AnnaB - Bella...'), ru gives one paragraph per item: both as written, paragraphs joined"},

    {.id = "D.2.2", .title = "touched: out of the aperture", .article = appendix_d,
     .fide2023 = {"D.2.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Считается, что на доске игрока с ослабленным зрением фигура «тронута» тогда, когда она вынута из фиксирующего отверстия.)",
     .text_en = R"(On the visually disabled player's board a piece shall be considered ‘touched’ when it has been taken out of the securing aperture.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.3", .title = "when a move is made", .article = appendix_d,
     .fide2023 = {"D.2.3"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Ход считается «сделанным», когда:)",
     .text_en = R"(A move shall be considered ‘made’ when:)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.2.3.1-D.2.3.3; how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.3.1", .title = "made: the captured piece removed", .article = appendix_d,
     .fide2023 = {"D.2.3.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(в случае взятия взятая фигура снята с доски игроком, выполняющим ход;)",
     .text_en = R"(in the case of a capture, the captured piece has been removed from the board of the player whose turn it is to move,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.3.2", .title = "made: placed in an aperture", .article = appendix_d,
     .fide2023 = {"D.2.3.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(фигура вставлена в другое отверстие;)",
     .text_en = R"(a piece has been placed into a different securing aperture,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.3.3", .title = "made: announced", .article = appendix_d,
     .fide2023 = {"D.2.3.3"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(ход объявлен.)",
     .text_en = R"(the move has been announced.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.4", .title = "then the clock is started", .article = appendix_d,
     .fide2023 = {"D.2.4"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Только после этого должны быть включены часы соперника.)",
     .text_en = R"(Only then shall the opponent's clock be started.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.5", .title = "normal rules for the sighted player", .article = appendix_d,
     .fide2023 = {"D.2.5"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Что касается Статей D.2.2 и D.2.3, то для зрячего игрока имеют силу обычные Правила.)",
     .text_en = R"(As far as points D.2.2 and D.2.3 are concerned, the normal rules are valid for the sighted player.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.6.1", .title = "a special clock", .article = appendix_d,
     .fide2023 = {"D.2.6.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Должны использоваться шахматные часы специальной конструкции, которая должна давать ему возможность знать о времени и количестве сделанных ходов.)",
     .text_en = R"(A specially constructed chessclock for the visually disabled shall be admissible. It should be able to announce the time and number of moves to the visually disabled player.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.6.2", .title = "an analogue clock", .article = appendix_d,
     .fide2023 = {"D.2.6.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(В качестве альтернативы могут рассматриваться аналоговые часы со следующими характеристиками:)",
     .text_en = R"(Alternatively an analogue clock with the following features may be considered:)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.2.6.2.1 and D.2.6.2.2; the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.6.2.1", .title = "a reinforced dial", .article = appendix_d,
     .fide2023 = {"D.2.6.2.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(циферблат с жесткими стрелками, каждые пять минут которого должны быть отмечены одной выпуклой точкой, а каждые 15 минут - двумя выпуклыми точками, и)",
     .text_en = R"(a dial fitted with reinforced hands, with every five minutes marked by one raised dot, and every 15 minutes by two raised dots, and)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.6.2.2", .title = "a flag that can be felt", .article = appendix_d,
     .fide2023 = {"D.2.6.2.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(легко нащупываемый флажок; должно быть уделено внимание такому устройству флажка, которое позволяло бы игроку нащупать минутную стрелку в течение последних 5 минут полного часа.)",
     .text_en = R"(a flag which can be easily felt; care should be taken that the flag is so arranged as to allow the player to feel the minute hand during the last five minutes of the full hour.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the equipment and its layout are not in a game record: no machine can observe them",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru bolds the number together with the first word ('D.2.6.2.2.legko'): the word kept"},

    {.id = "D.2.7", .title = "score in Braille or longhand", .article = appendix_d,
     .fide2023 = {"D.2.7"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Игрок с ослабленным зрением должен вести запись партии азбукой Брайля, или обычным образом, или с помощью записывающего устройства.)",
     .text_en = R"(The visually disabled player must keep score of the game in Braille or longhand, or record the moves on a recording device.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "the scoresheet itself (paper or electronic, who wrote it, when) is not in a PGN record, which is its transcription",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.8", .title = "slip of the tongue", .article = appendix_d,
     .fide2023 = {"D.2.8"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Оговорка при объявлении хода должна быть исправлена немедленно, прежде чем пущены часы соперника.)",
     .text_en = R"(A slip of the tongue in the announcement of a move must be corrected immediately and before the clock of the opponent is started.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.9", .title = "different positions on the two boards", .article = appendix_d,
     .fide2023 = {"D.2.9"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Если во время партии на двух досках возникли различные позиции, они должны быть приведены в соответствие с помощью арбитра и записей партии обоих игроков. Если обе записи партии соответствуют друг другу, игрок, записавший правильный ход, но выполнивший его неправильно, должен исправить позицию на своей доске согласно записи партии. Если обнаружено, что записи партии отличаются, позиция должна быть возвращена к той, в которой две записи совпадают, и арбитр должен соответственно скорректировать время на часах.)",
     .text_en = R"(If during a game different positions should arise on the two boards, they must be corrected with the assistance of the arbiter and by consulting both players' game scores. If the two game scores correspond with each other, the player who has written the correct move but made the wrong one must adjust his position to correspond with the move on the game scores. When the game scores are found to differ, the moves shall be retraced to the point where the two scores agree, and the arbiter shall readjust the clocks accordingly.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10", .title = "an assistant", .article = appendix_d,
     .fide2023 = {"D.2.10"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Игрок с ослабленным зрением имеет право иметь помощника, который должен исполнять некоторые или все из нижеперечисленных обязанностей:)",
     .text_en = R"(The visually disabled player shall have the right to make use of an assistant who shall have any or all of the following duties:)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of D.2.10.1-D.2.10.6; how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.1", .title = "assistant makes the moves", .article = appendix_d,
     .fide2023 = {"D.2.10.1"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(выполнять ход того или другого игрока на доске соперника,)",
     .text_en = R"(making either player's move on the board of the opponent,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.2", .title = "assistant announces", .article = appendix_d,
     .fide2023 = {"D.2.10.2"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(объявлять ходы обоих игроков,)",
     .text_en = R"(announcing the moves of both players,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.3", .title = "assistant keeps the score", .article = appendix_d,
     .fide2023 = {"D.2.10.3"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(вести запись партии игрока с ослабленным зрением и пускать часы его соперника,)",
     .text_en = R"(keeping the game score of the visually disabled player and starting his opponent's clock)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.4", .title = "assistant informs", .article = appendix_d,
     .fide2023 = {"D.2.10.4"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(только по запросу игрока с ослабленным зрением информировать его о количестве завершённых ходов и времени, затраченном обоими игроками,)",
     .text_en = R"(informing the visually disabled player, only at his request, of the number of moves completed and the time used up by both players,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.5", .title = "assistant claims", .article = appendix_d,
     .fide2023 = {"D.2.10.5"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(заявлять об окончании партии в случаях, когда превышен лимит времени, и сообщать арбитру о том, что зрячий игрок коснулся одной из фигур на своей доске,)",
     .text_en = R"(claiming the game in cases where the time limit has been exceeded and informing the arbiter when the sighted player has touched one of his pieces,)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.10.6", .title = "assistant at an adjournment", .article = appendix_d,
     .fide2023 = {"D.2.10.6"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(выполнять необходимые формальности в случае, если партия отложена.)",
     .text_en = R"(carrying out the necessary formalities in cases where the game is adjourned.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "D.2.11", .title = "the sighted player's assistant", .article = appendix_d,
     .fide2023 = {"D.2.11"},
     .text_source = "laws/ru-appendix-d.md (FIDE 2018)",
     .text_ru = R"(Если у игрока с ослабленным зрением нет помощника, зрячий игрок может обратиться к кому-нибудь, кто будет выполнять обязанности, упомянутые в Статьях D.2.10.1 и D.2.10.2. В случае игры игрока с ослабленным зрением с игроком с нарушением слуха должен использоваться помощник.)",
     .text_en = R"(If the visually disabled player does not make use of an assistant, the sighted player may make use of one who shall carry out the duties mentioned in points D.2.10.1 and D.2.10.2. An assistant must be used in the case of a visually disabled player paired with a hearing impaired player.)",
     .text_en_source = "laws/en-appendix-d.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how moves are announced and made on a board for the visually disabled is not in a game record",
     .caveat = "2018-based transcription: laws/en-appendix-d.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording; ru D.2.11 splits its second sentence into a paragraph of its own (joined here with one space)"},

    {.id = "I.1.1", .title = "the sealed move", .article = guidelines_i,
     .fide2023 = {"I.1.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если партия не завершена к окончанию времени, отведенного для игры, арбитр должен предложить игроку, у которого очередь хода, «запечатать» свой ход. Игрок должен записать свой ход однозначно читаемой нотацией на своём бумажном бланке, положить свой бланк и бланк соперника в конверт, запечатать конверт и только затем остановить часы. До остановки часов игрок сохраняет право на изменение своего тайного хода. Если после того, как арбитр предложил запечатать ход, игрок сделает его на доске, он должен записать этот ход на своем бланке как тайный ход.)",
     .text_en = R"(If a game is not finished at the end of the time prescribed for play, the arbiter shall require the player having the move to ‘seal’ that move. The player must write his/her move in unambiguous notation on a paper scoresheet, put his/her scoresheet and that of his/her opponent in an envelope, seal the envelope and only then stop the chessclock. Until he/she has stopped the chessclock the player retains the right to change his/her sealed move. If, after being told by the arbiter to seal his/her move, the player makes a move on the chessboard he/she must write that same move on his/her scoresheet as his/her sealed move.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.1.2", .title = "adjourning before the end", .article = guidelines_i,
     .fide2023 = {"I.1.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если игрок при своём ходе откладывает партию до окончания игрового времени, считается, что он запечатывает ход в контрольное время, и также должно быть записано его оставшееся время.)",
     .text_en = R"(A player having the move who adjourns the game before the end of the playing session shall be considered to have sealed at the nominal time for the end of the session, and his remaining time shall so be recorded.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2", .title = "the envelope", .article = guidelines_i,
     .fide2023 = {"I.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(На конверте должны быть указаны следующие сведения:)",
     .text_en = R"(The following shall be indicated upon the envelope:)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of I.2.1-I.2.7; an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.1", .title = "envelope: the names", .article = guidelines_i,
     .fide2023 = {"I.2.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(фамилии игроков,)",
     .text_en = R"(the names of the players,)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.2", .title = "envelope: the position", .article = guidelines_i,
     .fide2023 = {"I.2.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(позиция непосредственно перед откладыванием,)",
     .text_en = R"(the position immediately before the sealed move,)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.3", .title = "envelope: the times", .article = guidelines_i,
     .fide2023 = {"I.2.3"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(время, использованное каждым игроком,)",
     .text_en = R"(the time used by each player,)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.4", .title = "envelope: who sealed", .article = guidelines_i,
     .fide2023 = {"I.2.4"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(фамилия игрока, запечатавшего ход,)",
     .text_en = R"(the name of the player who has sealed the move,)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.5", .title = "envelope: the move number", .article = guidelines_i,
     .fide2023 = {"I.2.5"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(номер тайного хода,)",
     .text_en = R"(the number of the sealed move,)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.6", .title = "envelope: a draw offer", .article = guidelines_i,
     .fide2023 = {"I.2.6"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(предложение ничьей, если оно действующее,)",
     .text_en = R"(the offer of a draw, if the proposal is current,)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.2.7", .title = "envelope: the resumption", .article = guidelines_i,
     .fide2023 = {"I.2.7"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(дата, время и место возобновления игры.)",
     .text_en = R"(the date, time and venue of resumption of play.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.3", .title = "the arbiter checks the envelope", .article = guidelines_i,
     .fide2023 = {"I.3"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Арбитр должен проверить точность информации, записанной на конверте. Ответственность за сохранность конверта возлагается на арбитра.)",
     .text_en = R"(The arbiter shall check the accuracy of the information on the envelope and is responsible for its safekeeping.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.4", .title = "a draw offer after sealing", .article = guidelines_i,
     .fide2023 = {"I.4"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если игрок предложил ничью после того, как его соперник запечатал свой ход, предложение остается в силе до тех пор, пока соперник не примет или не отклонит его в соответствии со Статьёй 9.1.)",
     .text_en = R"(If a player proposes a draw after his opponent has sealed his move, the offer is valid until the opponent has accepted it or rejected it as in Article 9.1.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.5", .title = "the resumption set-up", .article = guidelines_i,
     .fide2023 = {"I.5"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Перед возобновлением игры на доске должна быть поставлена отложенная позиция, а на часах установлено время, использованное каждым игроком до откладывания партии.)",
     .text_en = R"(Before the game is to be resumed, the position immediately before the sealed move shall be set up on the chessboard, and the times used by each player when the game was adjourned shall be indicated on the clocks.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.6", .title = "concluded before resumption", .article = guidelines_i,
     .fide2023 = {"I.6"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если игроки согласились на ничью до возобновления игры, или если один из игро-ков уведомил арбитра, что он сдается, партия считается законченной.)",
     .text_en = R"(If prior to the resumption the game is agreed drawn, or if one of the players notifies the arbiter that he resigns, the game is concluded.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.7", .title = "opening the envelope", .article = guidelines_i,
     .fide2023 = {"I.7"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Конверт вскрывается только в присутствии игрока, который должен ответить на тайный ход.)",
     .text_en = R"(The envelope shall be opened only when the player who must reply to the sealed move is present.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.8", .title = "a bad sealed move loses", .article = guidelines_i,
     .fide2023 = {"I.8"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(За исключением случаев, упомянутых в Статьях 5, 6.9 и 9.6, игроку засчитывается поражение, если его тайный ход:)",
     .text_en = R"(Except in the cases mentioned in Articles 5 , 6.9 , 9.6, the game is lost by a player whose recording of his sealed move:)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of I.8.1-I.8.3; an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.8.1", .title = "sealed move ambiguous", .article = guidelines_i,
     .fide2023 = {"I.8.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(неоднозначный, или)",
     .text_en = R"(is ambiguous, or)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned (the written sealed move is not in a PGN record)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.8.2", .title = "sealed move unreadable", .article = guidelines_i,
     .fide2023 = {"I.8.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(записан таким образом, что его истинное значение невозможно установить, или)",
     .text_en = R"(is recorded in such a way that its true significance is impossible to establish, or)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned (the written sealed move is not in a PGN record)",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.8.3", .title = "sealed move illegal", .article = guidelines_i,
     .fide2023 = {"I.8.3"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(не возможен.)",
     .text_en = R"(is illegal.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a sealed move that is illegal shows in a record as an illegal move (3.10.2), which the audit reports; that it was the sealed one is not in the record",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.9", .title = "at the resumption time", .article = guidelines_i,
     .fide2023 = {"I.9"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если в назначенное время для возобновления игры:)",
     .text_en = R"(If, at the agreed resumption time:)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of I.9.1-I.9.3; an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.9.1", .title = "the replying player present", .article = guidelines_i,
     .fide2023 = {"I.9.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(игрок, который должен отвечать на тайный ход, присутствует, конверт вскрывается, тайный ход выполняется на доске, и пускаются часы этого игрока.)",
     .text_en = R"(the player having to reply to the sealed move is present, the envelope is opened, the sealed move is made on the chessboard and his clock is started,)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.9.2", .title = "the replying player absent", .article = guidelines_i,
     .fide2023 = {"I.9.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(игрок, который должен отвечать на тайный ход, отсутствует, его часы пускаются; по прибытии он может остановить свои часы и позвать арбитра; затем вскрывается конверт и тайный ход выполняется на доске; после этого его часы пускаются вновь.)",
     .text_en = R"(the player having to reply to the sealed move is not present, his clock shall be started; on his arrival, he may stop his clock and summon the arbiter; the envelope is then opened and the sealed move is made on the chessboard; his clock is then restarted,)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.9.3", .title = "the sealing player absent", .article = guidelines_i,
     .fide2023 = {"I.9.3"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(игрок, который запечатал ход, отсутствует, его соперник имеет право вместо ответа обычным путем записать свой ответный ход на бланке, запечатать свой бланк в новом конверте, остановить свои часы и пустить часы отсутствующего игрока; в этом случае конверт передается арбитру на хранение и вскрывается по прибытии отсутствующего игрока.)",
     .text_en = R"(the player who sealed the move is not present, his/her opponent has the right to record his/her reply on the scoresheet, seal his/her scoresheet in a fresh envelope, pause his/her clock and start the absent player’s clock instead of making his/her reply in the normal manner; if so, the envelope shall be handed to the arbiter for safekeeping and opened on the absent player’s arrival.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.10", .title = "arriving after the default time", .article = guidelines_i,
     .fide2023 = {"I.10"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Любому игроку, который прибывает для продолжения партии после допустимого времени опоздания, присуждается поражение, если арбитр не решит иначе. Однако, если тайный ход, приводит к окончанию партии, остаётся в силе такой её результат.)",
     .text_en = R"(Any player who arrives at the chessboard after the default time shall lose the game unless the arbiter decides otherwise. However, if the sealed move resulted in the conclusion of the game, that conclusion shall still apply.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.11", .title = "default time not zero", .article = guidelines_i,
     .fide2023 = {"I.11"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если в положении соревнования указано, что время опоздания не равно нулю, применяется следующее правило. Если ни один из игроков не прибыл к началу доигрывания, игрок, который должен ответить на тайный ход, теряет всё время, которое пройдет до его прибытия, если в правилах о соревновании не указано иное или если арбитр не решит иначе.)",
     .text_en = R"(If the regulations of an event specify that the default time is not zero, the following shall apply: If neither player is present initially, the player who has to reply to the sealed move shall lose all the time that elapses until he arrives, unless the regulations of an eventspecify or the arbiter decides otherwise.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.12.1", .title = "the envelope missing", .article = guidelines_i,
     .fide2023 = {"I.12.1"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если конверт, содержащий тайный ход, утерян, партия должна продолжаться с отложенной позиции, а на часах устанавливается время, записанное на момент откладывания. Если время, использованное каждым игроком, не может быть восстановлено, часы устанавливаются по решению арбитра. Игрок, который запечатывал ход, должен выполнить на доске тайный, как он утверждает, ход.)",
     .text_en = R"(If the envelope containing the sealed move is missing, the game shall continue from the adjourned position, with the clock times recorded at the time of adjournment. If the time used by each player cannot be re-established, the arbiter shall set the clocks. The player who sealed the move shall make the move he states he sealed on the chessboard.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.12.2", .title = "the position cannot be re-established", .article = guidelines_i,
     .fide2023 = {"I.12.2"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если восстановить позицию невозможно, партия должна быть аннулирована и сыграна заново.)",
     .text_en = R"(If it is impossible to re-establish the position, the game shall be annulled and a new game shall be played.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.13", .title = "a clock error at resumption", .article = guidelines_i,
     .fide2023 = {"I.13"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Если при возобновлении игры кто-либо из соперников, не сделав свой первый ход, заметит, что использованное время установлено на каких-либо часах неправиль-но, ошибка должны быть исправлена. Если ошибка не обнаружена, партия продолжается без корректировки времени, если арбитр не решит иначе.)",
     .text_en = R"(If, upon resumption of the game, either player points out before making his first move that the time used has been incorrectly indicated on either clock, the error must be corrected. If the error is not then established the game shall continue without correction unless the arbiter decides otherwise.)",
     .text_en_source = "laws/en-rec1.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an adjournment is done with an envelope and the arbiter at the board; a PGN record shows at most that a game was adjourned",
     .caveat = "transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)); not checked against the 2023 wording"},

    {.id = "I.14", .title = "the resumption session's timepiece", .article = guidelines_i,
     .fide2023 = {"I.14"},
     .text_source = "laws/ru-rec1.md (FIDE 2023)",
     .text_ru = R"(Продолжительность каждого доигрывания контролируется арбитром по его часам. Время начала доигрывания должно быть объявлено заранее.)",
     .text_en = R"(The duration of each resumption session shall be controlled by the arbiter’s timepiece. The starting time shall be announced in advance.)",
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
     .text_ru = R"(Начальная позиция в шахматах 960 создается случайным образом, при соблюде-нии определенных правил. После этого игра развивается так же, как в классичес-ких шахматах. В частности, фигуры и пешки имеют те же ходы, и цель каждого игрока состоит в том, чтобы поставить мат королю соперника.)",
     .text_en = R"(Before a Chess960 game a starting position is randomly set up, subject to certain rules. After this, the game is played in the same way as regular chess. In particular, pieces and pawns have their normal moves, and each player's objective is to checkmate the opponent's king.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a random set-up, then the moves of Article 3: the kernel plays Chess960 with the Article 3 predicates (position::chess960); what can be checked is in II.2 and II.3",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // II.2 is headed 'Требования к начальной позиции' / 'Starting-position requirements' and holds two paragraphs: the requirements (/1), and after II.2.1-II.2.3 how the array may be drawn (/2).
    {.id = "II.2/1", .title = "Chess960 starting position", .article = guidelines_ii,
     .fide2023 = {"II.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Начальная позиция для шахмат 960 должна соответствовать определенным пра-вилам. Белые пешки располагаются на второй горизонтали, как в классических шахматах. Все остальные белые фигуры размещаются на первой горизонтали случайным образом, но со следующими ограничениями:)",
     .text_en = R"(The starting position for Chess960 must meet certain rules. White pawns are placed on the second rank as in regular chess. All remaining white pieces are placed randomly on the first rank, but with the following restrictions:)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.1", .title = "king between the rooks", .article = guidelines_ii,
     .fide2023 = {"II.2.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(король должен находиться между двумя ладьями, и)",
     .text_en = R"(the king is placed somewhere between the two rooks, and)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.2", .title = "bishops on opposite colours", .article = guidelines_ii,
     .fide2023 = {"II.2.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(слоны должны находиться на полях противоположного цвета, и)",
     .text_en = R"(the bishops are placed on opposite-coloured squares, and)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2.3", .title = "black opposite white", .article = guidelines_ii,
     .fide2023 = {"II.2.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(чёрные фигуры должны располагаться напротив соответствующих фигур белых.)",
     .text_en = R"(the black pieces are placed opposite the white pieces.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.2/2", .title = "drawing the array", .article = guidelines_ii,
     .fide2023 = {"II.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Начальная позиция может быть создана перед игрой либо с помощью компьютерной программы, либо с использованием костей, монеты, карт и т.д.)",
     .text_en = R"(The starting position can be generated before the game either by a computer program or using dice, coin, cards, etc.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how the array was drawn (program, dice, coin, cards) leaves no trace in the position",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3", .title = "Chess960 castling rules", .article = guidelines_ii,
     .fide2023 = {"II.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Правила рокировки в шахматах 960)",
     .text_en = R"(Chess960 castling rules)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is II.3.1 and II.3.2, checked by their own predicates",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // Reads 3.8.2 anew: the king castles with 'the castling rook' of a right wherever the two stand; a second castling is barred by 3.8.2.1.1 (the king has moved).
    {.id = "II.3.1", .title = "castling once per game", .article = guidelines_ii,
     .fide2023 = {"II.3.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(В шахматах 960 каждому игроку разрешается один раз за игру сделать рокировку, при которой король и ладья могут перемещаться за один ход. Однако для рокировки требуется несколько разъяснений стандартных шахматных правил, потому что в стандартных правилах предполагается первоначальное расположение ладьи и короля, которое часто не применимо в шахматах 960.)",
     .text_en = R"(Chess960 allows each player to castle once per game, a move by potentially both the king and rook in a single move. However, a few interpretations of regular chess rules are needed for castling, because the regular rules presume initial locations of the rook and king that are often not applicable in Chess960.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2", .title = "how to castle", .article = guidelines_ii,
     .fide2023 = {"II.3.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Как рокировать. В зависимости от расположения до рокировки короля и ладьи, участвующей в рокировке, в шахматах 960 рокировка выполняется одним из четырёх способов:)",
     .text_en = R"(How to castle. In Chess960, depending on the pre-castling position of the castling king and rook, the castling manoeuvre is performed by one of these four methods:)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading of II.3.2.1-II.3.2.4: which of the four manoeuvres a castling is follows from the squares, and each is checked as its own predicate",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.1", .title = "double-move castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(двухэтапная рокировка: посредством перемещения короля и перемещения ладьи, или)",
     .text_en = R"(double-move castling: by making a move with the king and a move with the rook, or)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.2", .title = "transposition castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(рокировка перестановкой: король и ладья меняются местами, или)",
     .text_en = R"(transposition castling: by transposing the position of the king and the rook, or)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.3", .title = "king-move-only castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(рокировка только ходом короля: перемещается только король, или)",
     .text_en = R"(king-move-only castling: by making only a move with the king, or)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    // The source ends the sentence with two full stops ('rook..'): kept as written.
    {.id = "II.3.2.4", .title = "rook-move-only castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.4"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(рокировка только ходом ладьи: перемещается только ладья.)",
     .text_en = R"(rook-move-only castling: by making only a move with the rook..)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.5", .title = "castling recommendations", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Рекомендации)",
     .text_en = R"(Recommendations:)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is II.3.2.5.1 and II.3.2.5.2",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.5.1", .title = "castling on a physical board", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Когда рокировка выполняется человеком на реальной доске, рекомендуется сначала вывести короля за пределы игровой поверхности по направлению к конечной позиции, затем ладья перемещается из своей начальной позиции в свою конечную позицию, и после этого король ставится на своё конечное поле.)",
     .text_en = R"(When castling on a physical board with a human player, it is recommended that the king be moved outside the playing surface next to his final position, the rook then be moved from its starting position to its final position, and then the king be placed on his final square.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "how hands move the men on a physical board (king off the board, rook, king) is not in a position or a game record",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.5.2", .title = "final squares as in regular chess", .article = guidelines_ii,
     .fide2023 = {"II.3.2.5.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Конечные позиции короля и ладьи после рокировки должны точно соответствовать их конечным позициям, которые были бы после рокировки в классических шахматах.)",
     .text_en = R"(After castling, the rook and king's final positions should be exactly the same positions as they would be in regular chess.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
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
     .kind_ = kind::definition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2"},

    {.id = "II.3.2.7", .title = "castling notes", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Примечания)",
     .text_en = R"(Notes)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "heading: its content is II.3.2.7.1-II.3.2.7.5",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.1", .title = "announcing castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.1"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Чтобы избежать каких-либо недоразумений, полезно перед рокировкой предупредить соперника: “Я собираюсь рокировать”.)",
     .text_en = R"(To avoid any misunderstanding, it may be useful to state "I am about to castle" before castling.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a spoken announcement is not in a position or a game record",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.2", .title = "king or rook stays", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.2"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(В некоторых начальных позициях король или ладья (но не обе фигуры) при рокировке не перемещаются.)",
     .text_en = R"(In some starting positions, the king or rook (but not both) does not move during castling.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a consequence of II.3.2.3 and II.3.2.4, which the judge cites when they apply",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    {.id = "II.3.2.7.3", .title = "castling on the first move", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.3"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(В некоторых начальных позициях рокировка может быть выполнена на первом ходу.)",
     .text_en = R"(In some starting positions, castling can take place as early as the first move.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a consequence of II.3.2.7.4: nothing else bars castling on the first move",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here"},

    // Reads 3.8.2.2.2 anew: not 'between the king and the rook' but the squares each of the two crosses and lands on.
    {.id = "II.3.2.7.4", .title = "vacant squares for castling", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.4"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(Все поля между начальным и конечным полями короля (включая конечное поле) и все поля между начальным и конечным полями ладьи (включая конечное поле) должны быть свободны, за исключением короля и рокирующей ладьи.)",
     .text_en = R"(All the squares between the king's initial and final squares (including the final square) and all the squares between the rook's initial and final squares (including the final square) must be vacant except for the king and castling rook.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::prohibition, .check_ = check::predicate, .where_ = where::record,
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2.2.2"},

    {.id = "II.3.2.7.5", .title = "squares that may stay filled", .article = guidelines_ii,
     .fide2023 = {"II.3.2.7.5"},
     .text_source = "laws/ru-rec2.md (FIDE 2023)",
     .text_ru = R"(В некоторых начальных позициях некоторые поля, которые должны быть свободны в классических шахматах, могут быть заняты во время рокировки. Например, после рокировки на с-фланг (0-0-0) возможно, что поля a, b, и/или e будут всё ещё заняты, а после рокировки на g-фланг (0-0) возможно, что будут заняты поля e и/или h.)",
     .text_en = R"(In some starting positions, some squares can stay filled during castling that would have to be vacant in regular chess. For example, after c-side castling 0-0-0, it is possible to have a, b, and/or e still filled, and after g-side castling (0-0), it is possible to have e and/or h filled.)",
     .text_en_source = "laws/en-rec2.md (FIDE 2023)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a consequence of II.3.2.7.4 (it names the squares that must be vacant; any other may be filled)",
     .caveat = "Guidelines II of the 2023 Laws; in the 2014 Laws (order 1093/2014) Chess960 is Appendix F, whose numbering and wording are not available here",
     .reinterprets = "3.8.2.2.2"},

    {.id = "III.1", .title = "a quickplay finish", .article = guidelines_iii,
     .fide2023 = {"III.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(«Быстрая игра до конца партии» это такая стадия игры, когда все оставшиеся ходы должны быть завершены за конечное время.)",
     .text_en = R"(A ‘quickplay finish’ is the phase of a game when all the remaining moves must be completed in a finite time.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::definition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition: a period with no further time control, which the clock ledger reads from the TimeControl tag (clock/read); no check of its own",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.2.1", .title = "announced beforehand", .article = guidelines_iii,
     .fide2023 = {"III.2.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Приведённые ниже правила, касающиеся заключительного периода игры, включая быструю игру до конца партии, должны применяться только в том случае, если об этом было объявлено заранее.)",
     .text_en = R"(The Guidelines below concerning the final period of the game including Quickplay Finishes, shall only be used at an event if their use has been announced beforehand.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "what an event's regulations or its organiser set is not in a game record",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.2.2", .title = "only without increment", .article = guidelines_iii,
     .fide2023 = {"III.2.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Эти правила применяются только для стандартных шахмат и быстрых шахмат без добавления времени на ход и не применяются для блица.)",
     .text_en = R"(These Guidelines shall apply only to standard chess and rapid chess games without increment and not to blitz games.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::record,
     .why = "a definition of scope: the time control without increment and not blitz is clock::category_of and clock::read on the record; no check of its own",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.3.1", .title = "both flags fallen", .article = guidelines_iii,
     .fide2023 = {"III.3.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Если упали оба флажка и невозможно установить, какой флажок упал первым, то:)",
     .text_en = R"(If both flags have fallen and it is impossible to establish which flag fell first then:)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of III.3.1.1 and III.3.1.2; which flag fell first is the arbiter's observation",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.3.1.1", .title = "both flags: the game continues", .article = guidelines_iii,
     .fide2023 = {"III.3.1.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(если это произошло в любой период игры, кроме последнего периода, игра должна продолжаться,)",
     .text_en = R"(the game shall continue if this occurs in any period of the game except the last period.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.3.1.2", .title = "both flags: drawn", .article = guidelines_iii,
     .fide2023 = {"III.3.1.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(если это произошло в период игры, в котором должны быть завершены все оставшиеся ходы, партия заканчивается вничью.)",
     .text_en = R"(the game is drawn if this occurs in the period of a game in which all remaining moves must be completed.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.4", .title = "a five-second increment requested", .article = guidelines_iii,
     .fide2023 = {"III.4"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Если на часах игрока при его ходе остаётся меньше двух минут до падения флажка, он может попросить, чтобы для обоих игроков был введён режим прибавления времени в виде дополнительных пяти секунд на ход. Это равносильно предложению ничьей. Если предложение отвергнуто, и арбитр соглашается с просьбой, тогда на часах должен быть установлен режим добавления времени; сопернику присуждаются две дополнительные минуты, и игра продолжается.)",
     .text_en = R"(If the player having the move has less than two minutes left on his clock, he may request that an increment extra five seconds be introduced for both players. This constitutes the offer of a draw. If the offer refused, and the arbiter agrees to the request, the clocks shall then be set with the extra time; the opponent shall be awarded two extra minutes and the game shall continue.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.5", .title = "a quickplay draw claim", .article = guidelines_iii,
     .fide2023 = {"III.5"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Если Статья III.4 не применяется, и на часах игрока при его ходе остаётся меньше двух минут, он может заявить о признании партии ничьей до того, как у него упадёт флажок. Он должен обратиться к арбитру и может остановить свои часы (см. Статью 6.12.2). Он может сделать такое заявление, исходя из того, что его соперник не может выиграть обычными средствами, и/или что его соперник не прилагает никаких усилий, чтобы выиграть обычными средствами.)",
     .text_en = R"(If Article III.4 does not apply and the player having the move has less than two minutes left on his clock, he may claim a draw before his flag falls. He shall summon the arbiter and may stop the chessclock (see Article 6.12.2). He may claim on the basis that his opponent cannot win by normal means, and/or that his opponent has been making no effort to win by normal means:)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it; the clock readings a record may hold show whether the claimant had less than two minutes, not that he claimed",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.5.1", .title = "the arbiter upholds the claim", .article = guidelines_iii,
     .fide2023 = {"III.5.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Если арбитр согласен, что соперник игрока не может выиграть обычными средствами, или не прилагает никаких усилий, чтобы выиграть обычными средствами, он должен объявить, что партия закончилась вничью. В противном случае он должен отложить свое решение или отклонить заявление.)",
     .text_en = R"(If the arbiter agrees that the opponent cannot win by normal means, or that the opponent has been making no effort to win the game by normal means, he shall declare the game drawn. Otherwise he shall postpone his decision or reject the claim.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "whether the opponent could win by normal means, or tried, is the arbiter's judgement",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.5.2", .title = "the arbiter postpones", .article = guidelines_iii,
     .fide2023 = {"III.5.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Если арбитр откладывает свое решение, сопернику игрока могут быть добав-лены две дополнительные минуты, и партия должна быть продолжена, по возможности в присутствии арбитра. Арбитр должен объявить окончательный результат позже в течение игры или как можно скорее после того, как упадёт флажок любого игрока. Он должен объявить, что игра закончилась вничью, если он согласен, что соперник игрока, флажок которого упал, не может выиграть обычными средствами, или что он не предпринимал достаточных усилий чтобы выиграть обычными средствами.)",
     .text_en = R"(If the arbiter postpones his decision, the opponent may be awarded two extra minutes and the game shall continue, if possible, in the presence of an arbiter. The arbiter shall declare the final result later in the game or as soon as possible after the flag of either player has fallen. He shall declare the game drawn if he agrees that the opponent of the player whose flag has fallen cannot win by normal means, or that he was not making sufficient attempts to win by normal means.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.5.3", .title = "the arbiter rejects", .article = guidelines_iii,
     .fide2023 = {"III.5.3"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Если арбитр отклоняет заявление о признании партии ничьей, сопернику игрока должны быть добавлены две дополнительные минуты.)",
     .text_en = R"(If the arbiter has rejected the claim, the opponent shall be awarded two extra minutes.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::procedure, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "an arbiter's decision or act at the board, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6", .title = "no arbiter present", .article = guidelines_iii,
     .fide2023 = {"III.6"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Если соревнование проводится не под наблюдением арбитра, должны приме-няться следующие правила:)",
     .text_en = R"(The following shall apply when the competition is not supervised by an arbiter:)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "heading of III.6.1 and III.6.2; what an event's regulations or its organiser set is not in a game record",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6.1", .title = "a claim without an arbiter", .article = guidelines_iii,
     .fide2023 = {"III.6.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Если на часах игрока при его ходе остаётся меньше двух минут, он может заявить о признании партии ничьей до того, как у него упадёт флажок. Это заявление заканчивает игру. Такое требование может быть предъявлено, исходя из того, что)",
     .text_en = R"(A player may claim a draw when he has less than two minutes left on his clock and before his flag falls. This concludes the game. He may claim on the basis:)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::permission, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "a claim is a player's declaration, not in a game record: no machine can observe it",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6.1.1", .title = "cannot win by normal means", .article = guidelines_iii,
     .fide2023 = {"III.6.1.1"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(его соперник не может выиграть обычными средствами, и/или)",
     .text_en = R"(that his opponent cannot win by normal means, and/or)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "whether the opponent could win by normal means is the designated arbiter's judgement",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6.1.2", .title = "no effort to win", .article = guidelines_iii,
     .fide2023 = {"III.6.1.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(его соперник не прилагает усилий, чтобы выиграть обычными средствами. В случае III.6.1.1. игрок должен записать конечную позицию, а его соперник должен удостоверить её. В случае III.6.1.2. игрок должен записать конечную позицию и представить на рассмотрение запись партии до конечной позиции. Его соперник должен удостоверить как запись партии, так и конечную позицию.)",
     .text_en = R"(that his opponent has been making no effort to win by normal means. In III.6.1.1 the player must write down the final position and his opponent must verify it. In III.6.1.2 the player must write down the final position and submit an up-to-date scoresheet. The opponent shall verify both the scoresheet and the final position.)",
     .text_en_source = "laws/en-rec3.md (FIDE 2018)",
     .kind_ = kind::condition, .check_ = check::not_checkable, .where_ = where::arbiter,
     .why = "whether the opponent tried to win is the designated arbiter's judgement",
     .caveat = "2018-based transcription: laws/en-rec3.md has not changed since its 2024 import of the 2018 Laws; not checked against the 2023 wording"},

    {.id = "III.6.2", .title = "the claim referred", .article = guidelines_iii,
     .fide2023 = {"III.6.2"},
     .text_source = "laws/ru-rec3.md (FIDE 2018)",
     .text_ru = R"(Заявление направляется назначенному арбитру.)",
     .text_en = R"(The claim shall be referred to the designated arbiter.)",
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
inline constexpr clause_ref game_between_two                  = ref("1.1");
inline constexpr clause_ref white_first_alternately           = ref("1.2");
inline constexpr clause_ref having_the_move                   = ref("1.3");
inline constexpr clause_ref objective_checkmate               = ref("1.4");
inline constexpr clause_ref checkmating_wins                  = ref("1.4.1");
inline constexpr clause_ref checkmated_loses                  = ref("1.4.2");
inline constexpr clause_ref neither_can_checkmate             = ref("1.5");
inline constexpr clause_ref chessboard                        = ref("2.1");
inline constexpr clause_ref pieces_and_symbols                = ref("2.2");
inline constexpr clause_ref initial_position_of_the_pieces    = ref("2.3");
inline constexpr clause_ref files_ranks_diagonals             = ref("2.4");
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
inline constexpr clause_ref record_the_moves                  = ref("8.1.1");
inline constexpr clause_ref paper_scoresheet                  = ref("8.1.1.1");
inline constexpr clause_ref electronic_scoresheet             = ref("8.1.1.2");
inline constexpr clause_ref no_recording_in_advance           = ref("8.1.2");
inline constexpr clause_ref reply_before_recording            = ref("8.1.3");
inline constexpr clause_ref scoresheet_use                    = ref("8.1.4");
inline constexpr clause_ref draw_offer_recorded               = ref("8.1.5");
inline constexpr clause_ref scoresheet_assistant              = ref("8.1.6");
inline constexpr clause_ref scoresheet_visible                = ref("8.2");
inline constexpr clause_ref scoresheet_property               = ref("8.3");
inline constexpr clause_ref recording_under_five_minutes      = ref("8.4");
inline constexpr clause_ref neither_keeps_score               = ref("8.5.1");
inline constexpr clause_ref one_player_updates                = ref("8.5.2");
inline constexpr clause_ref reconstruct_the_game              = ref("8.5.3");
inline constexpr clause_ref moves_not_brought_up_to_date      = ref("8.6");
inline constexpr clause_ref result_signed                     = ref("8.7");
inline constexpr clause_ref draw_offer_restricted             = ref("9.1.1");
inline constexpr clause_ref draw_agreement_allowed            = ref("9.1.2");
inline constexpr clause_ref when_to_offer_a_draw              = ref("9.1.2.1");
inline constexpr clause_ref draw_offer_noted                  = ref("9.1.2.2");
inline constexpr clause_ref claim_is_an_offer                 = ref("9.1.2.3");
inline constexpr clause_ref threefold_claim                   = ref("9.2.1");
inline constexpr clause_ref threefold_intended_move           = ref("9.2.1.1");
inline constexpr clause_ref threefold_on_board                = ref("9.2.1.2");
inline constexpr clause_ref same_position                     = ref("9.2.2");
inline constexpr clause_ref same_position_en_passant          = ref("9.2.2.1");
inline constexpr clause_ref same_position_castling            = ref("9.2.2.2");
inline constexpr clause_ref fifty_move_claim                  = ref("9.3");
inline constexpr clause_ref fifty_moves_intended_move         = ref("9.3.1");
inline constexpr clause_ref fifty_moves_completed             = ref("9.3.2");
inline constexpr clause_ref touch_loses_claim                 = ref("9.4");
inline constexpr clause_ref claim_stops_clock                 = ref("9.5.1");
inline constexpr clause_ref correct_claim_draws               = ref("9.5.2");
inline constexpr clause_ref incorrect_claim                   = ref("9.5.3");
inline constexpr clause_ref automatic_draw                    = ref("9.6");
inline constexpr clause_ref fivefold_repetition               = ref("9.6.1");
inline constexpr clause_ref seventy_five_moves                = ref("9.6.2");
inline constexpr clause_ref points                            = ref("10.1");
inline constexpr clause_ref no_more_than_maximum              = ref("10.2");
inline constexpr clause_ref no_disrepute                      = ref("11.1");
inline constexpr clause_ref playing_venue                     = ref("11.2.1");
inline constexpr clause_ref playing_area                      = ref("11.2.2");
inline constexpr clause_ref permission_of_the_arbiter         = ref("11.2.3");
inline constexpr clause_ref leave_the_venue                   = ref("11.2.3.1");
inline constexpr clause_ref leave_the_area                    = ref("11.2.3.2");
inline constexpr clause_ref access_to_the_area                = ref("11.2.3.3");
inline constexpr clause_ref report_leaving                    = ref("11.2.4");
inline constexpr clause_ref no_notes_or_advice                = ref("11.3.1");
inline constexpr clause_ref no_electronic_device              = ref("11.3.2.1");
inline constexpr clause_ref device_loses                      = ref("11.3.2.2");
inline constexpr clause_ref inspection                        = ref("11.3.3");
inline constexpr clause_ref smoking                           = ref("11.3.4");
inline constexpr clause_ref spectators                        = ref("11.4");
inline constexpr clause_ref no_distraction                    = ref("11.5");
inline constexpr clause_ref infraction_penalties              = ref("11.6");
inline constexpr clause_ref persistent_refusal                = ref("11.7");
inline constexpr clause_ref both_lose                         = ref("11.8");
inline constexpr clause_ref explanation                       = ref("11.9");
inline constexpr clause_ref appeal                            = ref("11.10");
inline constexpr clause_ref assist_the_arbiter                = ref("11.11");
inline constexpr clause_ref checking_claims_duty              = ref("11.12");
inline constexpr clause_ref arbiter_sees_laws_observed        = ref("12.1");
inline constexpr clause_ref arbiter_shall                     = ref("12.2");
inline constexpr clause_ref ensure_fair_play                  = ref("12.2.1");
inline constexpr clause_ref best_interest                     = ref("12.2.2");
inline constexpr clause_ref playing_environment               = ref("12.2.3");
inline constexpr clause_ref players_not_disturbed             = ref("12.2.4");
inline constexpr clause_ref supervise_progress                = ref("12.2.5");
inline constexpr clause_ref special_measures                  = ref("12.2.6");
inline constexpr clause_ref fair_play_rules                   = ref("12.2.7");
inline constexpr clause_ref observe_the_games                 = ref("12.3");
inline constexpr clause_ref appoint_assistants                = ref("12.4");
inline constexpr clause_ref additional_time_for_disturbance   = ref("12.5");
inline constexpr clause_ref arbiter_not_intervene             = ref("12.6");
inline constexpr clause_ref irregularity_informed             = ref("12.7");
inline constexpr clause_ref no_communication_device           = ref("12.8");
inline constexpr clause_ref penalty_options                   = ref("12.9");
inline constexpr clause_ref penalty_warning                   = ref("12.9.1");
inline constexpr clause_ref penalty_opponent_time             = ref("12.9.2");
inline constexpr clause_ref penalty_own_time                  = ref("12.9.3");
inline constexpr clause_ref penalty_opponent_points           = ref("12.9.4");
inline constexpr clause_ref penalty_own_points                = ref("12.9.5");
inline constexpr clause_ref penalty_game_lost                 = ref("12.9.6");
inline constexpr clause_ref penalty_fine                      = ref("12.9.7");
inline constexpr clause_ref penalty_exclusion                 = ref("12.9.8");
inline constexpr clause_ref penalty_expulsion                 = ref("12.9.9");
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
inline constexpr clause_ref notation_piece                    = ref("C.1");
inline constexpr clause_ref notation_english_letters          = ref("C.2");
inline constexpr clause_ref notation_national_letters         = ref("C.3");
inline constexpr clause_ref notation_pawn_no_letter           = ref("C.4");
inline constexpr clause_ref notation_files                    = ref("C.5");
inline constexpr clause_ref notation_ranks                    = ref("C.6");
inline constexpr clause_ref notation_squares                  = ref("C.7");
inline constexpr clause_ref notation_piece_move               = ref("C.8");
inline constexpr clause_ref notation_capture                  = ref("C.9");
inline constexpr clause_ref notation_capture_piece            = ref("C.9.1");
inline constexpr clause_ref notation_capture_square           = ref("C.9.2");
inline constexpr clause_ref notation_pawn_capture             = ref("C.9.3");
inline constexpr clause_ref notation_two_pieces               = ref("C.10");
inline constexpr clause_ref notation_same_rank                = ref("C.10.1");
inline constexpr clause_ref notation_same_rank_piece          = ref("C.10.1.1");
inline constexpr clause_ref notation_same_rank_file           = ref("C.10.1.2");
inline constexpr clause_ref notation_same_rank_square         = ref("C.10.1.3");
inline constexpr clause_ref notation_same_file                = ref("C.10.2");
inline constexpr clause_ref notation_same_file_piece          = ref("C.10.2.1");
inline constexpr clause_ref notation_same_file_rank           = ref("C.10.2.2");
inline constexpr clause_ref notation_same_file_square         = ref("C.10.2.3");
inline constexpr clause_ref notation_different_lines          = ref("C.10.3");
inline constexpr clause_ref notation_example_file             = ref("C.10.3.1");
inline constexpr clause_ref notation_example_rank             = ref("C.10.3.2");
inline constexpr clause_ref notation_example_both             = ref("C.10.3.3");
inline constexpr clause_ref notation_example_capture          = ref("C.10.3.4");
inline constexpr clause_ref notation_promotion                = ref("C.11");
inline constexpr clause_ref notation_draw_offer               = ref("C.12");
inline constexpr clause_ref notation_abbreviations            = ref("C.13");
inline constexpr clause_ref blind_adapted_rules               = ref("D.1");
inline constexpr clause_ref blind_board_size                  = ref("D.1.1");
inline constexpr clause_ref blind_black_raised                = ref("D.1.2");
inline constexpr clause_ref blind_aperture                    = ref("D.1.3");
inline constexpr clause_ref blind_pieces                      = ref("D.1.4");
inline constexpr clause_ref blind_peg                         = ref("D.1.4.1");
inline constexpr clause_ref blind_staunton                    = ref("D.1.4.2");
inline constexpr clause_ref blind_regulations                 = ref("D.2");
inline constexpr clause_ref blind_announce_moves              = ref("D.2.1");
inline constexpr clause_ref blind_touched                     = ref("D.2.2");
inline constexpr clause_ref blind_made                        = ref("D.2.3");
inline constexpr clause_ref blind_made_capture                = ref("D.2.3.1");
inline constexpr clause_ref blind_made_placed                 = ref("D.2.3.2");
inline constexpr clause_ref blind_made_announced              = ref("D.2.3.3");
inline constexpr clause_ref blind_clock_started               = ref("D.2.4");
inline constexpr clause_ref blind_sighted_player              = ref("D.2.5");
inline constexpr clause_ref blind_special_clock               = ref("D.2.6.1");
inline constexpr clause_ref blind_analogue_clock              = ref("D.2.6.2");
inline constexpr clause_ref blind_dial                        = ref("D.2.6.2.1");
inline constexpr clause_ref blind_flag                        = ref("D.2.6.2.2");
inline constexpr clause_ref blind_score                       = ref("D.2.7");
inline constexpr clause_ref blind_slip_of_tongue              = ref("D.2.8");
inline constexpr clause_ref blind_different_positions         = ref("D.2.9");
inline constexpr clause_ref blind_assistant                   = ref("D.2.10");
inline constexpr clause_ref blind_assistant_moves             = ref("D.2.10.1");
inline constexpr clause_ref blind_assistant_announces         = ref("D.2.10.2");
inline constexpr clause_ref blind_assistant_scores            = ref("D.2.10.3");
inline constexpr clause_ref blind_assistant_informs           = ref("D.2.10.4");
inline constexpr clause_ref blind_assistant_claims            = ref("D.2.10.5");
inline constexpr clause_ref blind_assistant_adjourns          = ref("D.2.10.6");
inline constexpr clause_ref blind_sighted_assistant           = ref("D.2.11");
inline constexpr clause_ref sealed_move                       = ref("I.1.1");
inline constexpr clause_ref early_adjournment                 = ref("I.1.2");
inline constexpr clause_ref envelope                          = ref("I.2");
inline constexpr clause_ref envelope_names                    = ref("I.2.1");
inline constexpr clause_ref envelope_position                 = ref("I.2.2");
inline constexpr clause_ref envelope_times                    = ref("I.2.3");
inline constexpr clause_ref envelope_sealer                   = ref("I.2.4");
inline constexpr clause_ref envelope_move_number              = ref("I.2.5");
inline constexpr clause_ref envelope_draw_offer               = ref("I.2.6");
inline constexpr clause_ref envelope_resumption               = ref("I.2.7");
inline constexpr clause_ref envelope_checked                  = ref("I.3");
inline constexpr clause_ref draw_after_sealing                = ref("I.4");
inline constexpr clause_ref resumption_setup                  = ref("I.5");
inline constexpr clause_ref concluded_before_resumption       = ref("I.6");
inline constexpr clause_ref envelope_opened                   = ref("I.7");
inline constexpr clause_ref sealed_move_loses                 = ref("I.8");
inline constexpr clause_ref sealed_ambiguous                  = ref("I.8.1");
inline constexpr clause_ref sealed_unreadable                 = ref("I.8.2");
inline constexpr clause_ref sealed_illegal                    = ref("I.8.3");
inline constexpr clause_ref at_resumption                     = ref("I.9");
inline constexpr clause_ref replying_player_present           = ref("I.9.1");
inline constexpr clause_ref replying_player_absent            = ref("I.9.2");
inline constexpr clause_ref sealing_player_absent             = ref("I.9.3");
inline constexpr clause_ref late_after_default_time           = ref("I.10");
inline constexpr clause_ref default_time_not_zero             = ref("I.11");
inline constexpr clause_ref envelope_missing                  = ref("I.12.1");
inline constexpr clause_ref position_lost                     = ref("I.12.2");
inline constexpr clause_ref clock_error_at_resumption         = ref("I.13");
inline constexpr clause_ref resumption_timepiece              = ref("I.14");
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
inline constexpr clause_ref quickplay_finish                  = ref("III.1");
inline constexpr clause_ref quickplay_announced               = ref("III.2.1");
inline constexpr clause_ref quickplay_without_increment       = ref("III.2.2");
inline constexpr clause_ref both_flags_fallen                 = ref("III.3.1");
inline constexpr clause_ref both_flags_continue               = ref("III.3.1.1");
inline constexpr clause_ref both_flags_drawn                  = ref("III.3.1.2");
inline constexpr clause_ref five_second_increment             = ref("III.4");
inline constexpr clause_ref quickplay_draw_claim              = ref("III.5");
inline constexpr clause_ref claim_upheld                      = ref("III.5.1");
inline constexpr clause_ref claim_postponed                   = ref("III.5.2");
inline constexpr clause_ref claim_rejected                    = ref("III.5.3");
inline constexpr clause_ref no_arbiter_present                = ref("III.6");
inline constexpr clause_ref claim_without_arbiter             = ref("III.6.1");
inline constexpr clause_ref cannot_win_normal_means           = ref("III.6.1.1");
inline constexpr clause_ref no_effort_to_win                  = ref("III.6.1.2");
inline constexpr clause_ref claim_referred                    = ref("III.6.2");
} // namespace id

} // namespace chesslaw::spec
