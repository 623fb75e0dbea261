// SAN (notation/san.hpp): writing, parsing, reading and illegal-SAN resolution, at compile time.
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/notation/san.hpp>

namespace {
using namespace chesslaw;
namespace id = chesslaw::spec::id;

constexpr bool writes(std::string_view f, std::string_view m, std::string_view san) { return to_san(fen(f), uci(m)) == san; }
constexpr bool reads(std::string_view f, std::string_view san, std::string_view m) {
    const auto r = read_san(fen(f), san);
    return r && *r == uci(m);
}
constexpr bool read_fails(std::string_view f, std::string_view san, san_errc c) {
    const auto r = read_san(fen(f), san);
    return !r && r.error().code == c;
}
constexpr bool parse_fails(std::string_view san, san_errc c, std::size_t at) {
    const auto r = parse_san(san);
    return !r && r.error().code == c && r.error().offset == at;
}
constexpr bool variant(std::string_view f, std::string_view san, san_variant v) {
    const auto r = read_san_detailed(fen(f), san);
    return r && has(r->variants, v);
}
constexpr bool canonical(std::string_view f, std::string_view san) {
    const auto r = read_san_detailed(fen(f), san);
    return r && r->variants == san_variant::none;
}

constexpr std::string_view start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// Knights on b1 and f1 (same rank), on d2-less board: Nd2 needs the file. Rooks a1/a5: rank.
constexpr std::string_view knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
constexpr std::string_view rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
// Queens on a1, a3 and c1 all reach b2 ... c3: both file and rank needed for Qa1b2.
constexpr std::string_view queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
constexpr std::string_view castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view promo = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
constexpr std::string_view ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";

// ---- to_san -------------------------------------------------------------------------------------
static_assert(writes(start, "e2e4", "e4"));
static_assert(writes(start, "g1f3", "Nf3"));
static_assert(writes(knights, "b1d2", "Nbd2"));  // by file
static_assert(writes(knights, "f1d2", "Nfd2"));
static_assert(writes(knights, "f1g3", "Ng3"));   // no other knight reaches g3
static_assert(writes(rooks, "a1a3", "R1a3"));    // by rank (same file)
static_assert(writes(rooks, "a5a3", "R5a3"));
static_assert(writes(rooks, "a1b1", "Rb1"));
static_assert(writes(queens, "a1b2", "Qa1b2"));  // file and rank both shared: both
static_assert(writes(queens, "c1b2", "Qcb2"));
static_assert(writes(castle, "e1g1", "O-O"));
static_assert(writes(castle, "e1c1", "O-O-O"));
static_assert(writes(castle, "a1a8", "Rxa8+"));
static_assert(writes(promo, "a7a8q", "a8=Q"));
static_assert(writes(promo, "a7b8n", "axb8=N"));
static_assert(writes(promo, "a7b8q", "axb8=Q+"));
static_assert(writes(ep, "e5d6", "exd6"));       // en passant: a capture to an empty square
static_assert(writes("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra8#"));
static_assert(writes("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "h1h8", "Rh8+"));

// ---- parse_san: the standard form and each variant ------------------------------------------------
static_assert(parse_san("Nbd7")->from_file == file::b);
static_assert(parse_san("R1a3")->from_rank == rank::r1);
static_assert(parse_san("Qh4xe1")->capture && parse_san("Qh4xe1")->to == square::e1);
static_assert(parse_san("O-O")->castling == side::king_side);
static_assert(parse_san("O-O-O")->castling == side::queen_side);
static_assert(has(parse_san("0-0")->variants, san_variant::zero_castling));
static_assert(parse_san("0-0-0+")->mark == san_mark::check);
static_assert(has(parse_san("Nf3:e5")->variants, san_variant::colon_capture) && parse_san("Nf3:e5")->capture);
static_assert(has(parse_san("e8Q")->variants, san_variant::promotion_without_equals));
static_assert(has(parse_san("e8(Q)")->variants, san_variant::promotion_parenthesised));
static_assert(parse_san("e8=Q")->promotion == promotion::queen && parse_san("e8=Q")->variants == san_variant::none);
static_assert(has(parse_san("Pe4")->variants, san_variant::pawn_prefix) && parse_san("Pe4")->piece == piece_type::pawn);
static_assert(parse_san("Qh7#")->mark == san_mark::mate);
static_assert(parse_san("e4!")->annotation == san_annotation::good);
static_assert(parse_san("e4?")->annotation == san_annotation::mistake);
static_assert(parse_san("e4!!")->annotation == san_annotation::brilliant);
static_assert(parse_san("e4??")->annotation == san_annotation::blunder);
static_assert(parse_san("Nf3+!?")->annotation == san_annotation::interesting && parse_san("Nf3+!?")->mark == san_mark::check);
static_assert(parse_san("e4?!")->annotation == san_annotation::dubious);

// Hyphenated long algebraic: origin, '-', target; promotion, marks and annotations as in SAN.
static_assert(has(parse_san("e2-e4")->variants, san_variant::long_algebraic) && parse_san("e2-e4")->to == square::e4 &&
              parse_san("e2-e4")->from_file == file::e && parse_san("e2-e4")->from_rank == rank::r2 && !parse_san("e2-e4")->capture);
static_assert(parse_san("Ng1-f3")->piece == piece_type::knight && parse_san("Ng1-f3")->to == square::f3 &&
              parse_san("Ng1-f3")->variants == san_variant::long_algebraic);
static_assert(parse_san("e7-e8=Q")->promotion == promotion::queen && parse_san("e7-e8=Q")->variants == san_variant::long_algebraic);
static_assert(parse_san("e7-e8Q")->variants == (san_variant::long_algebraic | san_variant::promotion_without_equals));
static_assert(parse_san("e7-e8(N)")->promotion == promotion::knight);
static_assert(parse_san("Qd1-h5+!?")->mark == san_mark::check && parse_san("Qd1-h5+!?")->annotation == san_annotation::interesting);
static_assert(parse_san("Pe2-e4")->variants == (san_variant::long_algebraic | san_variant::pawn_prefix));
static_assert(parse_san("Bb5xc6")->variants == san_variant::none && parse_san("Bb5xc6")->capture);   // full origin + x: SAN
static_assert(parse_san("O-O")->variants == san_variant::none && parse_san("0-0-0")->variants == san_variant::zero_castling);
static_assert(!has(parse_san("e2e4")->variants, san_variant::long_algebraic));
// Non-standard forms the peers read (issue 16): each flagged.
static_assert(parse_san("o-o")->castling == side::king_side && parse_san("o-o")->variants == san_variant::lower_case_castling);
static_assert(parse_san("o-o-o")->castling == side::queen_side && parse_san("o-o-o+")->mark == san_mark::check);
static_assert(parse_san("Rh7++")->mark == san_mark::check && parse_san("Rh7++")->variants == san_variant::double_plus);
static_assert(parse_san("e4++!")->variants == (san_variant::double_plus | san_variant::annotation));
static_assert(parse_san("O-O++")->variants == san_variant::double_plus);
static_assert(parse_san("exf6ep")->variants == san_variant::en_passant_suffix && parse_san("exf6ep")->to == square::f6 &&
              parse_san("exf6ep")->from_file == file::e && parse_san("exf6ep")->capture);
static_assert(parse_san("exf6e.p.")->variants == san_variant::en_passant_suffix && parse_san("exf6 e.p.")->to == square::f6);
static_assert(parse_san("ef6ep")->variants == san_variant::en_passant_suffix && !parse_san("ef6ep")->capture);
static_assert(parse_san("bxa6e.p.")->to == square::a6 && parse_san("dxc3 ep")->to == square::c3);
static_assert(parse_san("exf6+ e.p.")->mark == san_mark::check && parse_san("exf6e.p.+")->mark == san_mark::check);
static_assert(parse_san("exf6e.p.!?")->variants == (san_variant::en_passant_suffix | san_variant::annotation));
static_assert(parse_san("exf6ep")->to == parse_san("exf6")->to && parse_san("exf6ep")->from_file == parse_san("exf6")->from_file);
static_assert(name(san_variant::en_passant_suffix) == "en_passant_suffix" && name(san_variant::double_plus) == "double_plus" &&
              name(san_variant::lower_case_castling) == "lower_case_castling");

// looks_like_coordinate: [a-h][1-8][a-h][1-8], one of qrbnQRBN, one + or #; nothing else.
static_assert(looks_like_coordinate("e2e4") && looks_like_coordinate("g1f3") && looks_like_coordinate("e1g1"));
static_assert(looks_like_coordinate("e7e8q") && looks_like_coordinate("e7e8Q") && looks_like_coordinate("a2a1n"));
static_assert(looks_like_coordinate("d1h5+") && looks_like_coordinate("e7e8q#") && looks_like_coordinate("a1a1"));
static_assert(!looks_like_coordinate("") && !looks_like_coordinate("e2e") && !looks_like_coordinate("e2-e4"));
static_assert(!looks_like_coordinate("Ng1f3") && !looks_like_coordinate("e7e8=Q") && !looks_like_coordinate("e7e8k"));
static_assert(!looks_like_coordinate("e7e8p") && !looks_like_coordinate("e2e4++") && !looks_like_coordinate("e2e4!"));
static_assert(!looks_like_coordinate("e2e4+q") && !looks_like_coordinate("i2e4") && !looks_like_coordinate("e0e4"));
static_assert(!looks_like_coordinate("e2e9") && !looks_like_coordinate("0000") && !looks_like_coordinate("e2xe4"));
static_assert(!looks_like_coordinate("E2E4") && !looks_like_coordinate("e2e4 ") && !looks_like_coordinate("O-O"));

// ---- parse_san: errors, with the offset --------------------------------------------------------------
static_assert(parse_fails("", san_errc::empty, 0));
static_assert(parse_fails("--", san_errc::null_move, 0));
static_assert(parse_fails("Z0", san_errc::null_move, 0));
static_assert(parse_fails("Xe4", san_errc::bad_piece, 0));
static_assert(parse_fails("ke2", san_errc::bad_piece, 0));
static_assert(parse_fails("Nz3", san_errc::unexpected_character, 1));
static_assert(parse_fails("N", san_errc::missing_target, 1));
static_assert(parse_fails("Nf", san_errc::missing_target, 2));
static_assert(parse_fails("O-0", san_errc::bad_castling, 2));
static_assert(parse_fails("O-O-", san_errc::bad_castling, 4));
static_assert(parse_fails("OO", san_errc::bad_castling, 1));
static_assert(parse_fails("Nxxf3", san_errc::misplaced_capture_mark, 2));
static_assert(parse_fails("Nf3x", san_errc::misplaced_capture_mark, 3));
static_assert(parse_fails("xd5", san_errc::bad_piece, 0));
static_assert(parse_fails("Pxd5", san_errc::pawn_capture_without_file, 1));
static_assert(parse_fails("e8=K", san_errc::bad_promotion_piece, 3));
static_assert(parse_fails("e8(P)", san_errc::bad_promotion_piece, 3));
static_assert(parse_fails("Ne8=Q", san_errc::promotion_not_pawn, 3));
static_assert(parse_fails("e5=Q", san_errc::promotion_rank, 2));
static_assert(parse_fails("e4+-", san_errc::evaluation_symbol, 2));
static_assert(parse_fails("e4-+", san_errc::evaluation_symbol, 2));
static_assert(parse_fails("e4=+", san_errc::evaluation_symbol, 2));
static_assert(parse_fails("e4+/-", san_errc::evaluation_symbol, 2));
static_assert(parse_fails("e4=", san_errc::evaluation_symbol, 2));
static_assert(parse_fails("e4!!!", san_errc::bad_annotation, 2));
static_assert(parse_fails("e4?!?", san_errc::bad_annotation, 2));
// A hyphen only between a full origin square and the target (long algebraic, below).
static_assert(parse_fails("N-f3", san_errc::unexpected_character, 1));
static_assert(parse_fails("Ng-f3", san_errc::unexpected_character, 2));
static_assert(parse_fails("N1-f3", san_errc::unexpected_character, 2));
static_assert(parse_fails("Ng1-", san_errc::unexpected_character, 3));
static_assert(parse_fails("Ng1-f", san_errc::unexpected_character, 3));
static_assert(parse_fails("e2-xe4", san_errc::unexpected_character, 2));
static_assert(parse_fails("e2x-e4", san_errc::misplaced_capture_mark, 2));
static_assert(parse_fails("e2--e4", san_errc::evaluation_symbol, 2));
static_assert(parse_fails("e2-e4-e5", san_errc::unexpected_character, 5));
static_assert(parse_fails("e2-e4+-", san_errc::evaluation_symbol, 5));
static_assert(parse_fails("e2-e4=", san_errc::evaluation_symbol, 5));
static_assert(parse_fails("Ng1-f3=Q", san_errc::promotion_not_pawn, 6));
static_assert(parse_fails("e4-e5=Q", san_errc::promotion_rank, 5));
static_assert(parse_fails("O-O-O-O", san_errc::bad_castling, 5));
static_assert(parse_fails("e4+++", san_errc::evaluation_symbol, 2)); // `++` then more: an evaluation symbol
static_assert(parse_fails("e4++-", san_errc::evaluation_symbol, 2));
static_assert(parse_fails("e4++=", san_errc::evaluation_symbol, 2));
static_assert(parse_fails("O-o", san_errc::bad_castling, 2));        // mixed castling letters
static_assert(parse_fails("o-O-o", san_errc::bad_castling, 2));
static_assert(parse_fails("o-o-", san_errc::bad_castling, 4));
static_assert(parse_fails("exf6e.p", san_errc::unexpected_character, 5)); // half a suffix: not one
static_assert(parse_fails("exf6e.p.+e", san_errc::unexpected_character, 9));
static_assert(parse_fails("exf6+e.p.+", san_errc::unexpected_character, 9)); // two check marks
static_assert(parse_fails("exf6  e.p.", san_errc::unexpected_character, 4)); // one blank only
static_assert(parse_fails("exf6 ", san_errc::unexpected_character, 4));
static_assert(parse_fails("exh6ep", san_errc::unexpected_character, 5)); // files not neighbours: no e.p. capture shape
static_assert(parse_fails("exf5ep", san_errc::unexpected_character, 5)); // rank 5: no e.p. target
static_assert(parse_fails("e4 ", san_errc::unexpected_character, 2));

// ---- read_san ---------------------------------------------------------------------------------------
static_assert(reads(start, "e4", "e2e4"));
static_assert(reads(start, "Pe4", "e2e4"));
static_assert(reads(start, "e2e4", "e2e4"));
static_assert(reads(start, "Nf3", "g1f3"));
static_assert(reads(start, "Ngf3", "g1f3"));
static_assert(reads(start, "Ng1f3", "g1f3"));
static_assert(reads(start, "Nf3!?", "g1f3"));
static_assert(reads(start, "Nf3+", "g1f3"));
static_assert(reads(knights, "Nbd2", "b1d2"));
static_assert(reads(castle, "O-O", "e1g1"));
static_assert(reads(castle, "0-0-0", "e1c1"));
static_assert(reads(castle, "Kg1", "e1g1"));
static_assert(reads(castle, "Ra1xa8", "a1a8"));
static_assert(reads(castle, "Ra8", "a1a8"));      // capture mark omitted
static_assert(reads(castle, "R1:a8+", "a1a8"));
static_assert(reads(promo, "a8Q", "a7a8q"));
static_assert(reads(promo, "a8(R)", "a7a8r"));
static_assert(reads(promo, "axb8=N", "a7b8n"));
static_assert(reads(promo, "ab8N", "a7b8n"));
static_assert(reads(ep, "exd6", "e5d6"));
static_assert(reads(ep, "ed6", "e5d6"));
static_assert(reads(ep, "e6", "e5e6"));
static_assert(reads(start, "Nxf3", "g1f3"));      // spurious x: a variant, not an error
static_assert(reads(start, "e2-e4", "e2e4"));     // long algebraic
static_assert(reads(start, "e2-e3", "e2e3"));
static_assert(reads(start, "Ng1-f3", "g1f3"));
static_assert(reads(castle, "Ke1-g1", "e1g1"));   // castling written as a king move
static_assert(reads(castle, "Ke1-c1", "e1c1"));
static_assert(reads(castle, "Ra1-a8+", "a1a8"));  // a capture with a hyphen: missing_capture_mark
static_assert(reads(castle, "Ra1xa8+", "a1a8"));
static_assert(reads(promo, "a7-a8=Q", "a7a8q"));
static_assert(reads(promo, "a7-a8Q", "a7a8q"));
static_assert(reads(promo, "a7xb8=N", "a7b8n"));
static_assert(reads(promo, "a7-b8=R", "a7b8r"));
static_assert(reads(ep, "e5xd6", "e5d6"));        // full origin + x, en passant
static_assert(reads(ep, "e5-d6", "e5d6"));
static_assert(reads(ep, "e5-e6", "e5e6"));
static_assert(reads("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4", "Bb5xc6", "b5c6"));
static_assert(reads("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4", "Bb5-c6", "b5c6"));
// Coordinate moves as SAN text, unchanged: e2e4 reads, the others are not SAN.
static_assert(reads(start, "e2e4", "e2e4"));
static_assert(read_fails(start, "g1f3", san_errc::no_legal_move));
static_assert(read_fails(castle, "e1g1", san_errc::no_legal_move));
static_assert(parse_fails("e7e8q", san_errc::unexpected_character, 4));
static_assert(reads(promo, "a7a8Q", "a7a8q"));

static_assert(read_fails(knights, "Nd2", san_errc::ambiguous));
static_assert(read_fails(rooks, "Ra3", san_errc::ambiguous));
static_assert(read_fails(start, "Nf4", san_errc::no_legal_move));
static_assert(read_fails(start, "e5", san_errc::no_legal_move));
static_assert(read_fails(start, "O-O", san_errc::no_legal_move));
static_assert(read_fails(promo, "a8", san_errc::missing_promotion));
static_assert(read_fails(promo, "axb8", san_errc::missing_promotion));
static_assert(read_fails(start, "e4+-", san_errc::evaluation_symbol));
static_assert(read_fails(start, "e2-e5", san_errc::no_legal_move));   // long algebraic is judged like SAN
static_assert(read_fails(start, "Ng1-e2", san_errc::no_legal_move));
static_assert(read_fails(start, "Nb1-f3", san_errc::no_legal_move));  // the origin must hold the piece
static_assert(read_fails(start, "e3-e4", san_errc::no_legal_move));
static_assert(read_fails(promo, "a7-a8", san_errc::missing_promotion));
static_assert(read_fails("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "Ke1-g1", san_errc::no_legal_move));

// ---- variants known against the position -------------------------------------------------------------
static_assert(canonical(start, "Nf3"));
static_assert(canonical(knights, "Nbd2"));
static_assert(variant(start, "Ngf3", san_variant::over_disambiguated));
static_assert(variant(start, "Ng1f3", san_variant::over_disambiguated));
static_assert(variant(knights, "Nb1d2", san_variant::over_disambiguated));
static_assert(!variant(knights, "Nbd2", san_variant::over_disambiguated));
static_assert(variant(castle, "Ra8", san_variant::missing_check_mark));
static_assert(variant(castle, "Rxa8", san_variant::missing_check_mark));
static_assert(variant(castle, "Rxa8+", san_variant::none) == false);
static_assert(canonical(castle, "Rxa8+"));
static_assert(variant(castle, "Ra8+", san_variant::missing_capture_mark));
static_assert(variant(start, "Nf3+", san_variant::extra_check_mark));
static_assert(variant("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "Rh8#", san_variant::extra_check_mark));
static_assert(variant("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "Ra8+", san_variant::missing_check_mark));
static_assert(variant(start, "Nxf3", san_variant::spurious_capture_mark));
static_assert(variant(castle, "Kg1", san_variant::castling_as_king_move));
static_assert(variant(ep, "ed6", san_variant::missing_capture_mark));
static_assert(variant(start, "e2-e4", san_variant::long_algebraic) && !variant(start, "e2-e4", san_variant::over_disambiguated));
static_assert(variant(start, "Ng1-f3", san_variant::long_algebraic) && !variant(start, "Ng1-f3", san_variant::over_disambiguated));
static_assert(variant(castle, "Ke1-g1", san_variant::castling_as_king_move) && variant(castle, "Ke1-g1", san_variant::long_algebraic));
static_assert(variant(castle, "Ra1-a8+", san_variant::missing_capture_mark));
static_assert(variant(ep, "e5-d6", san_variant::missing_capture_mark) && variant(ep, "e5-d6", san_variant::long_algebraic));
static_assert(variant(ep, "e5xd6", san_variant::over_disambiguated) && !variant(ep, "e5xd6", san_variant::long_algebraic));
static_assert(variant(start, "e2e4", san_variant::over_disambiguated));
static_assert(name(san_variant::long_algebraic) == "long_algebraic");
// `++`: a check mark that may mean mate; `o-o`; the en-passant suffix (read as the capture it names).
constexpr std::string_view f6_ep = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
constexpr std::string_view mate_a8 = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
static_assert(reads(mate_a8, "Ra8++", "a1a8") && variant(mate_a8, "Ra8++", san_variant::double_plus));
static_assert(!variant(mate_a8, "Ra8++", san_variant::missing_check_mark) && !variant(mate_a8, "Ra8++", san_variant::extra_check_mark));
static_assert(!variant(castle, "Rxa8++", san_variant::missing_check_mark) && !variant(castle, "Rxa8++", san_variant::extra_check_mark));
static_assert(variant(mate_a8, "Ra7++", san_variant::extra_check_mark));  // on a quiet move: an extra mark
static_assert(reads(castle, "o-o", "e1g1") && reads(castle, "o-o-o", "e1c1") && variant(castle, "o-o", san_variant::lower_case_castling));
static_assert(read_fails(start, "o-o", san_errc::no_legal_move));
static_assert(reads(f6_ep, "exf6ep", "e5f6") && reads(f6_ep, "exf6e.p.", "e5f6") && reads(f6_ep, "exf6 e.p.", "e5f6"));
static_assert(reads(f6_ep, "ef6ep", "e5f6") && variant(f6_ep, "ef6ep", san_variant::missing_capture_mark));
static_assert(variant(f6_ep, "exf6ep", san_variant::en_passant_suffix) && !variant(f6_ep, "exf6ep", san_variant::spurious_capture_mark));
static_assert(reads(ep, "exd6e.p.", "e5d6") && read_fails(ep, "exf6e.p.", san_errc::no_legal_move));

// ---- resolve_san -------------------------------------------------------------------------------------
constexpr san_resolution resolved(std::string_view f, std::string_view san) { return resolve_san(fen(f), *parse_san(san)); }
static_assert(resolved(start, "Nf3").kind == san_resolution_kind::legal);
static_assert(resolved(knights, "Nd2").kind == san_resolution_kind::ambiguous_legal && resolved(knights, "Nd2").count == 2);
// Castling without the right: the king's two-square move, judged 3.8.2.1.
static_assert(resolved("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O").kind == san_resolution_kind::illegal);
static_assert(*resolved("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O").choice() == uci("e1g1"));
static_assert(resolved("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O").chosen_judgement()->violates(id::castling_right_lost));
// e8 without a piece: the move without promotion, judged 3.7.5.
static_assert(*resolved(promo, "a8").choice() == uci("a7a8"));
static_assert(resolved(promo, "a8").chosen_judgement()->violates_exactly({id::promotion}));
// A blocked slider is a candidate: 3.5.
static_assert(*resolved(start, "Bb5").choice() == uci("f1b5"));
static_assert(resolved(start, "Bb5").chosen_judgement()->violates(id::no_jumping));
// No piece reaches: the nearest is judged (3.6 for a knight); no piece of the type at all: none.
static_assert(resolved(start, "Nd4").kind == san_resolution_kind::unreachable);
static_assert(resolved(start, "Nd4").chosen_judgement()->violates(id::knight));
// The nearest piece meant: 1. e5 is the e2 pawn (the target's file), not b2 at the same king distance.
static_assert(resolved(start, "e5").kind == san_resolution_kind::unreachable);
static_assert(*resolved(start, "e5").choice() == uci("e2e5"));
static_assert(*resolved(start, "a5").choice() == uci("a2a5") && *resolved(start, "h5").choice() == uci("h2h5"));
static_assert(*resolved("4k3/8/4P3/3p4/8/8/4P3/4K3 w - - 0 1", "exd5").choice() == uci("e2d5"));
static_assert(*resolved("4k3/8/8/8/8/7N/8/N3K3 w - - 0 1", "Nd5").choice() == uci("h3d5"));
static_assert(resolved(knights, "Qd4").kind == san_resolution_kind::no_such_piece && !resolved(knights, "Qd4").choice());

} // namespace
