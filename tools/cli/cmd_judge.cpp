// `chesslaw judge`: which clauses of Article 3 permit or forbid one move, with the evidence — as
// readable text (prose/judge.hpp's render) or as JSON with the full per-clause trace.

#include <cstddef>
#include <iostream>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include <chesslaw/prose/audit.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/san.hpp>
#include <chesslaw/prose/judge.hpp>
#include <chesslaw/report/judge_json.hpp>

#include "commands.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

struct judge_options {
    position_options where;
    std::string move;
    bool json = false;
    const CLI::Option* moves_option = nullptr; //!< to tell "--moves given" (the game is known) from absent
};

//! How the --move text was read.
enum class read_as { uci, san, san_resolved };

std::string_view name(read_as r) {
    switch (r) {
    case read_as::uci: return "uci";
    case read_as::san: return "san";
    case read_as::san_resolved: return "san_resolved";
    }
    return "uci";
}

//! The move to judge, read in p: UCI (e2e4, e1g1, e7e8q; e7e8Q and a glued +/# too), else SAN
//! against p (Nf3, O-O, exd5, e8=Q). A SAN that names no legal move is read as the move it can
//! only mean (resolve_san), which the judge then rules illegal; `none` when no piece of p can mean
//! it. Text that is neither UCI nor SAN, or a SAN that fits two legal moves, is a usage_error.
struct move_reading {
    move m{};
    read_as how = read_as::uci;
    bool none = false; //!< SAN that no piece of the position can mean (no candidate move)
};

move_reading read_move(const std::string& text, const position& p) {
    if (looks_like_coordinate(text)) {
        std::string t = text;
        while (!t.empty() && (t.back() == '+' || t.back() == '#')) t.pop_back();
        if (t.size() == 5 && t[4] >= 'A' && t[4] <= 'Z') t[4] = static_cast<char>(t[4] - 'A' + 'a'); // e7e8Q
        if (const auto m = parse_uci(t)) return {*m, read_as::uci};
    }
    const auto u = parse_uci(text);
    if (u) return {*u, read_as::uci};
    const auto syn = parse_san(text);
    if (!syn) {
        std::string as_uci = to_string(u.error()), as_san = to_string(syn.error());
        as_uci.erase(0, as_uci.find(": ") + 2);
        as_san.erase(0, as_san.find(": ") + 2);
        const bool uci_like = text.size() >= 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8' &&
                              (text.size() == 4 || text.size() == 5);
        const std::size_t at = uci_like ? (u.error().code == uci_errc::bad_length ? 0 : u.error().offset) : syn.error().offset;
        throw usage_error("--move: '" + text + "' is not a move: as UCI (like e2e4, e7e8q), " + as_uci + "; as SAN (like Nf3, O-O, exd5), " +
                          as_san + caret_lines(text, at));
    }
    const auto r = read_san(p, *syn);
    if (r) return {*r, read_as::san};
    const san_resolution res = resolve_san(p, *syn);
    if (r.error().code == san_errc::ambiguous || res.kind == san_resolution_kind::ambiguous_legal) {
        std::string fits;
        for (const move m : res.candidates()) fits += (fits.empty() ? "" : ", ") + std::string(to_san(p, m).view()) + " (" + to_uci_string(m) + ")";
        throw usage_error("--move: SAN '" + text + "' is ambiguous in this position: it fits " + fits +
                          "; name the piece's file or rank");
    }
    if (const auto m = res.choice()) return {*m, read_as::san_resolved};
    return {move{}, read_as::san, true};
}

//! What the output says about how --move was read ("" for UCI).
std::string reading_note(const std::string& text, const move_reading& r) {
    if (r.how == read_as::uci) return {};
    if (r.how == read_as::san) return "move: '" + text + "' read as SAN: " + to_uci_string(r.m) + "\n";
    return "move: '" + text + "' read as SAN; no legal move fits it, and the move it can only mean is " + to_uci_string(r.m) +
           ", judged below\n";
}

void run_judge(const judge_options& o) {
    const position start = read_fen(o.where.fen, "--fen", o.where.chess960);
    const played_line line = play_moves(start, o.where.moves);
    const position& p = line.current();
    const move_reading reading = read_move(o.move, p);
    const bool game_known = o.moves_option != nullptr && o.moves_option->count() > 0;
    if (reading.none) {
        // A SAN that no piece can mean: illegal (3.10.2), with no move to trace clause by clause.
        const std::string why = "no " + std::string(name(p.side_to_move)) + " piece can mean '" + o.move + "' in this position";
        if (o.json) {
            report::json_writer j;
            report::write_unjudged(j, p, o.move, game_known, why);
            std::cout << report::indented(j.view()) << '\n';
        } else {
            std::cout << "position: " << to_fen_string(p) << "\n\n"
                      << o.move << ": illegal — " << spec::id::illegal_move.id() << " (" << spec::id::illegal_move->title << "): " << why
                      << "\n";
        }
        throw exit_request{exit_finding};
    }
    const move m = reading.m;
    judgement jd;
    if (game_known) {
        const auto r = judge(start, std::span<const move>(line.moves), m);
        if (!r) // play_moves has already checked every move; the kernel's replay agrees or this is a bug
            throw std::runtime_error("the judge rejected game move " + std::to_string(r.error().ply + 1) + " '" +
                                     to_uci_string(r.error().m) + "' that the move list accepted");
        jd = *r;
    } else {
        jd = judge(p, m);
    }
    if (o.json) {
        report::json_writer j;
        report::write_judgement(j, p, m, jd, line.moves, game_known && !line.positions.empty() ? &line.positions.front() : nullptr, game_known,
                                o.move, name(reading.how));
        std::cout << report::indented(j.view()) << '\n';
    } else {
        std::cout << "position: " << to_fen_string(p) << '\n';
        if (game_known)
            std::cout << "game: " << count_of(line.moves.size(), "move", "moves")
                      << " from --fen; what they show about castling rights is taken into account\n";
        std::cout << reading_note(o.move, reading);
        if (game_known) // the game's plies cited for people: "at 2. Ke2", not a half-move count
            std::cout << '\n' << render(p, m, jd, [&](const rules::witness& w) { return prose::describe_in_game(w, start, line.moves); });
        else
            std::cout << '\n' << render(p, m, jd);
    }
    if (!jd.legal) throw exit_request{exit_finding};
}

} // namespace

void register_judge(CLI::App& app) {
    auto o = std::make_shared<judge_options>();
    CLI::App* sub = app.add_subcommand("judge", "Judge one move clause by clause (Article 3), with the evidence");
    add_position_options(*sub, o->where);
    add_chess960_flag(*sub, o->where);
    o->moves_option = sub->get_option("--moves");
    sub->add_option("--move", o->move,
                    "The move to judge: UCI (e2e4, e1g1 for castling, e7e8q) or SAN read in the position reached "
                    "(Nf3, O-O, exd5, e8=Q); a SAN that fits no legal move is judged as the move it can only mean")
        ->required()
        ->type_name("MOVE");
    sub->add_flag("--json", o->json, "Print a JSON object with the verdict, the violations and the full trace");
    const auto cid = [](spec::clause_ref c) { return std::string(c.id()); };
    sub->footer(
        "The move is judged in the position reached by --moves from --fen. With --moves (even empty) the\n"
        "game is known, so a lost right to castle is traced to the king's move (" + cid(spec::id::castling_king_moved) +
        ") or the rook's\n(" + cid(spec::id::castling_rook_moved) + "); from a bare FEN it is \"right to castle lost\" (" +
        cid(spec::id::castling_right_lost) + ").\n"
        "Output: the verdict (" + cid(spec::id::legal_move) + " legal / " + cid(spec::id::illegal_move) +
        " illegal), every violated clause with its ID, Russian\n"
        "and English text and the evidence in words; for a legal move the clauses that permit it.\n"
        "With --json, one object:\n"
        "  {\"fen\", \"move\": UCI, \"move_text\": --move as given, \"read_as\": \"uci\"|\"san\"|\"san_resolved\",\n"
        "   \"game_known\": bool, \"game\": [UCI...], \"legal\": bool, \"verdict\": ID,\n"
        "   \"verdict_title\", \"violations\": [{\"clause\": ID, \"title\", \"text_ru\", \"text_en\",\n"
        "   \"evidence\": [{\"fact\", \"at\"?, \"by\"?, \"piece\"?, \"pinned\": bool, \"ply\"?, \"game_move\"?,\n"
        "   \"text\"}]}] (empty when legal), \"permitted_by\": [ID...] (empty when illegal),\n"
        "   \"trace\": [{\"clause\": ID, \"title\", \"outcome\": \"not_applicable\"|\"satisfied\"|\"violated\",\n"
        "   \"evidence\": [...]} for every predicate, in the order of the Laws]}\n"
        "  \"ply\" is the 1-based number in --moves of the game move a witness refers to (\"game_move\").\n"
        "  (\"san_resolved\": a SAN that fits no legal move, read as the move it can only mean; when no\n"
        "   piece can mean it, \"move\" is null, \"why\" says so and the trace is empty.)\n" +
        exit_status_help("the move is legal", "the move is illegal (the output says which clauses it violates)",
                         "a bad FEN, a --moves token that cannot be read or is not legal, a --move\n"
                         "     that is neither UCI nor SAN (e2e9, e7e8k, zz), a SAN that fits two legal moves"));
    sub->callback([o] { run_judge(*o); });
}

} // namespace chesslaw::cli
