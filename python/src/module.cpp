// chesslaw._core: the pybind11 layer under the `chesslaw` Python package (python/chesslaw).
//
// Conversion only. Every decision is the kernel's (judge, movegen, perft, legality, analysis,
// audit), every word and every JSON object the report/ writers' — the same ones `chesslaw judge
// --json`, `legality --json`, `mate --json` and `audit --jsonl` print. A judgement is handed over
// as the kernel's own value (Judged: the verdict and the violated clauses read from it, its JSON
// written only when asked); the Python package turns these into classes (Judgement, Clause,
// GameAudit, …); it decides nothing either.
//
// Errors: a FEN or move text that cannot be read comes back as a value (a tuple naming the field,
// the offset and the message) and the Python layer raises FenError / MoveError from it; a bad
// argument type is pybind11's TypeError; nothing here lets a C++ exception other than a standard
// one (mapped by pybind11 to RuntimeError, MemoryError …) reach the interpreter.
//
// The GIL is released around every call that can take long: perft, legal_moves, the 3.10.3
// analysis, the mate question, judge_many / legal_many and the audit of each batch of games (one
// judge() is ~0.1 µs of work: releasing the GIL would cost more than it).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <fstream>
#include <future>
#include <istream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/analysis/mate_question.hpp>
#include <chesslaw/audit/game.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/legality/board.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/perft.hpp>
#include <chesslaw/prose/fen.hpp>
#include <chesslaw/prose/san.hpp>
#include <chesslaw/prose/uci.hpp>
#include <chesslaw/report/findings.hpp>
#include <chesslaw/report/html.hpp>
#include <chesslaw/report/html_board.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/report/judge_json.hpp>
#include <chesslaw/report/mate_json.hpp>
#include <chesslaw/report/totals.hpp>
#include <chesslaw/spec/table.hpp>
#include <chesslaw/spec/texts.hpp>

namespace py = pybind11;
using namespace chesslaw;

namespace {

constexpr std::string_view field_name(fen_field f) noexcept {
    switch (f) {
    case fen_field::whole: return "whole";
    case fen_field::placement: return "placement";
    case fen_field::side_to_move: return "side_to_move";
    case fen_field::castling: return "castling";
    case fen_field::en_passant: return "en_passant";
    case fen_field::halfmove_clock: return "halfmove_clock";
    case fen_field::fullmove_number: return "fullmove_number";
    }
    return "whole";
}

//! A FEN that cannot be read: (message, field, offset) for FenError.
using fen_failure = std::tuple<std::string, std::string, std::size_t>;

fen_failure failure_of(const fen_error& e) { return {to_string(e), std::string(field_name(e.field)), e.offset}; }

//! FEN text as a position moves are played in (the CLI's --fen reading: legality::read_position_with
//! with fen_lenient — the repairs it allows are the CLI's warnings; here they are returned).
std::variant<position, fen_failure> read_position(std::string_view text, bool chess960) {
    fen_options opt = fen_lenient;
    opt.chess960 = chess960;
    const auto r = legality::read_position_with(text, opt);
    if (!r) return failure_of(r.error());
    return r->pos;
}

//! FEN text as a board judged as it stands (the CLI's `legality` and `mate` readings).
std::variant<position, fen_failure> read_board(std::string_view text, const legality::board_options& how) {
    const auto r = legality::read_board_with(text, how);
    if (!r) return failure_of(r.error());
    return r->pos;
}

//! A move text that cannot be read, or is ambiguous: (message, offset) for MoveError.
using move_failure = std::tuple<std::string, std::size_t>;

//! One move judged (the kernel's `judgement`, kept as it is): the Python Judgement reads `legal`,
//! `verdict` and the move straight from it; the clause-by-clause trace with its evidence is
//! written by the same report/ writer as `chesslaw judge --json` only when asked (json()), so a
//! call that only wants the verdict pays for no text.
struct judged {
    position pos;
    move mv{};
    bool has_move = false; //!< false: a SAN no piece can mean (`why` says so)
    judgement jd;
    std::string text;
    std::string_view read_as = "uci";
    std::string why;

    std::string json() const {
        report::json_writer j;
        if (has_move)
            report::write_judgement(j, pos, mv, jd, {}, nullptr, false, text, read_as);
        else
            report::write_unjudged(j, pos, text, false, why);
        return std::string(j.view());
    }
    //! The clause IDs the move violates, in the order of the JSON's violations.
    std::vector<std::string_view> violated() const {
        std::vector<std::string_view> out;
        if (!has_move) return out;
        for (const rules::finding& f : jd)
            if (f.result == rules::outcome::violated) out.push_back(f.clause.id());
        if (out.empty() && jd.verdict_finding.result == rules::outcome::violated) out.push_back(jd.verdict_finding.clause.id());
        return out;
    }
};

//! Judged straight into the object Python will own (no copy of the judgement's findings on the way).
std::unique_ptr<judged> judged_of(const position& p, move m, std::string text, std::string_view read_as) {
    auto r = std::make_unique<judged>();
    r->pos = p;
    r->mv = m;
    r->has_move = true;
    r->jd = judge(p, m);
    r->text = std::move(text);
    r->read_as = read_as;
    return r;
}

//! A UCI text as the CLI reads it (a check mark dropped, a capital promotion letter lowered).
std::optional<move> uci_of(std::string_view text) {
    if (looks_like_coordinate(text)) {
        std::string t(text); // short: in place (SSO)
        while (!t.empty() && (t.back() == '+' || t.back() == '#')) t.pop_back();
        if (t.size() == 5 && t[4] >= 'A' && t[4] <= 'Z') t[4] = static_cast<char>(t[4] - 'A' + 'a');
        const auto u = parse_uci(t);
        if (!u) return std::nullopt;
        return *u;
    }
    const auto u = parse_uci(text);
    if (!u) return std::nullopt;
    return *u;
}

//! The judgement of a move given as text (UCI, or SAN read in p), or why the text is not a move.
using judged_or_failure = std::variant<std::unique_ptr<judged>, move_failure>;

judged_or_failure judge_text_of(const position& p, std::string_view text) {
    if (const auto u = uci_of(text)) return judged_of(p, *u, std::string(text), "uci");
    const auto syn = parse_san(text);
    if (!syn) return move_failure{"'" + std::string(text) + "' is not a move: as SAN, " + to_string(syn.error(), text), syn.error().offset};
    const auto r = read_san(p, *syn);
    if (r) return judged_of(p, *r, std::string(text), "san");
    const san_resolution res = resolve_san(p, *syn);
    if (r.error().code == san_errc::ambiguous || res.kind == san_resolution_kind::ambiguous_legal) {
        std::string fits;
        for (const move c : res.candidates()) fits += (fits.empty() ? "" : ", ") + to_uci_string(c);
        return move_failure{"SAN '" + std::string(text) + "' is ambiguous in this position: it fits " + fits, 0};
    }
    if (const auto m = res.choice()) return judged_of(p, *m, std::string(text), "san_resolved");
    auto u = std::make_unique<judged>();
    u->pos = p;
    u->text = std::string(text);
    u->read_as = "san";
    u->why = "no " + std::string(p.side_to_move == color::white ? "white" : "black") + " piece can mean '" + std::string(text) +
             "' in this position";
    return u;
}

//! To Python: the Judged object (owned by Python from here), or the failure as a tuple.
py::object to_python(judged_or_failure&& r) {
    if (auto* j = std::get_if<std::unique_ptr<judged>>(&r)) return py::cast(std::move(*j));
    const auto& f = std::get<move_failure>(r);
    return py::make_tuple(std::get<0>(f), std::get<1>(f));
}

py::object judge_text(const position& p, std::string_view text) { return to_python(judge_text_of(p, text)); }

py::object judge_move(const position& p, move m) { return py::cast(judged_of(p, m, to_uci_string(m), "uci")); }

//! Many moves judged in one position, the judging without the GIL: each a Move or a text (UCI or
//! SAN); a text that is no move gives its failure (a tuple) in its place.
py::list judge_many(const position& p, const py::sequence& moves) {
    std::vector<std::variant<move, std::string>> in;
    in.reserve(moves.size());
    for (const py::handle x : moves) {
        if (py::isinstance<move>(x))
            in.emplace_back(x.cast<move>());
        else if (py::isinstance<py::str>(x))
            in.emplace_back(x.cast<std::string>());
        else
            throw py::type_error("a move is a Move or a str (UCI or SAN), not " + std::string(py::str(py::type::handle_of(x).attr("__name__"))));
    }
    std::vector<judged_or_failure> out;
    out.reserve(in.size());
    {
        py::gil_scoped_release nogil;
        for (const auto& x : in) {
            if (const auto* m = std::get_if<move>(&x))
                out.emplace_back(judged_of(p, *m, to_uci_string(*m), "uci"));
            else
                out.push_back(judge_text_of(p, std::get<std::string>(x)));
        }
    }
    py::list l(out.size());
    for (std::size_t i = 0; i < out.size(); ++i) l[i] = to_python(std::move(out[i]));
    return l;
}

//! Only the verdicts (3.10.1 true / 3.10.2 false) of many moves in one position, without the GIL:
//! the judge's whole work per move, none of the objects (a text that is no move, or an ambiguous
//! SAN: None; a SAN no piece can mean: false).
std::vector<std::optional<bool>> legal_many(const position& p, const std::vector<std::string>& moves) {
    std::vector<std::optional<bool>> out(moves.size());
    py::gil_scoped_release nogil;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (const auto u = uci_of(moves[i])) {
            out[i] = judge(p, *u).legal;
            continue;
        }
        const auto syn = parse_san(moves[i]);
        if (!syn) continue;
        const auto r = read_san(p, *syn);
        if (r) {
            out[i] = judge(p, *r).legal;
            continue;
        }
        const san_resolution res = resolve_san(p, *syn);
        if (r.error().code == san_errc::ambiguous || res.kind == san_resolution_kind::ambiguous_legal) continue;
        out[i] = res.choice() ? judge(p, *res.choice()).legal : false;
    }
    return out;
}

//! The HTML report's board of a judged move (report::html::breach_board: the position, the move's
//! arrow, the attackers and witness squares of the clauses it breaks, the legend).
std::string judgement_board(const position& p, move m) {
    audit::first_illegal f;
    f.before = p;
    f.resolved = m;
    f.judged = judge(p, m);
    return report::html::breach_board(f, 0, pgn::game{}, "judge");
}

std::vector<move> moves_of(const position& p) {
    std::vector<move> out;
    const move_list l = legal_moves(p);
    out.assign(l.begin(), l.end());
    return out;
}

//! The 3.10.3 verdict on a FEN as written (`chesslaw legality --json`), or why it is not FEN.
std::variant<std::string, fen_failure> legality_json(std::string_view fen, bool chess960, double budget_ms) {
    legality::board_options how = legality::board_as_written;
    how.chess960 = chess960;
    const auto b = read_board(fen, how);
    if (const auto* f = std::get_if<fen_failure>(&b)) return *f;
    const position& board = std::get<position>(b);
    std::optional<legality::report> r;
    {
        py::gil_scoped_release nogil;
        r = legality::analyse(board, legality::budget{budget_ms});
    }
    report::json_writer j;
    report::write_legality_report(j, fen, *r, nullptr, true);
    return std::string(j.view());
}

//! Whether `side` ("white" / "black") can checkmate by any series of legal moves (5.2.2's question;
//! `chesslaw mate --json`'s answer object), or why the question has no answer.
std::variant<std::string, fen_failure> mate_json(std::string_view fen, bool white, double budget_ms) {
    const auto b = read_board(fen, legality::board_lenient);
    if (const auto* f = std::get_if<fen_failure>(&b)) return *f;
    const position& p = std::get<position>(b);
    if (!is_valid(p.king(color::white)) || !is_valid(p.king(color::black)))
        return fen_failure{"the position needs one king of each colour for the question to have an answer", "placement", 0};
    if (!analysis::mate_detail::game_board(p))
        return fen_failure{"the side not to move is in check, a position no game reaches (3.10.3), so the question has no answer",
                           "side_to_move", 0};
    std::optional<analysis::mate_question> q;
    const color c = white ? color::white : color::black;
    {
        py::gil_scoped_release nogil;
        q = analysis::ask_mate(p, c, budget_ms);
    }
    report::json_writer w;
    report::write_mate_answer(w, p, *q->side[index(c)]);
    return std::string(w.view());
}

py::tuple clause_tuple(const spec::clause& c) {
    return py::make_tuple(std::string(c.id), std::string(c.title), std::string(spec::text_of(c).ru), std::string(spec::text_of(c).en),
                          std::string(c.text_source), std::string(c.text_en_source), c.article,
                          std::string(spec::to_string(c.kind_)), c.check_ != spec::check::not_checkable, std::string(c.why),
                          std::string(c.caveat), std::string(c.fide2023.id));
}

//! Games of one PGN source audited as `chesslaw audit --jsonl` does, one batch at a time (the
//! reader, the audit and the JSON writer run without the GIL). A batch is audited by `jobs`
//! threads; the lines come back in input order.
class audit_stream {
public:
    audit_stream(std::unique_ptr<std::istream> in, std::string name, bool clocks, unsigned jobs, double reachability_ms, bool html)
        : in_(std::move(in)), name_(std::move(name)), jobs_(std::max(1u, jobs)), html_(html), reader_(*in_, reader_options(clocks)) {
        opt_.clocks = clocks;
        opt_.reachability_ms = reachability_ms;
        text_.reachability_searched = reachability_ms > 0;
    }

    //! Up to `n` games' JSONL objects (each with its newline); empty at the end of the input. The
    //! next batch is audited on a thread of its own while Python handles this one (one batch
    //! ahead: the caller's work per game overlaps the audit instead of adding to it).
    std::vector<std::string> next(std::size_t n) {
        py::gil_scoped_release nogil;
        const std::lock_guard one_at_a_time(mu_); // two Python threads may iterate one stream
        batch b = ahead_.valid() ? ahead_.get() : audit_batch(n);
        if (!done_) ahead_ = std::async(std::launch::async, [this, n] { return audit_batch(n); });
        sections_ = std::move(b.sections);
        tallies_ = std::move(b.tallies);
        return std::move(b.lines);
    }

    //! The HTML report's section of each game of the last batch (`chesslaw audit --html`; "" for a
    //! game the report has no section for); empty unless the stream was opened with html.
    const std::vector<std::string>& sections() const noexcept { return sections_; }

    //! What the summary counts of each game of the last batch (report::game_tally: the clauses of
    //! its findings, the clause that ended it, its clock findings' kinds), for totals that equal
    //! the CLI's summary without parsing a line (chesslaw.dask.counts).
    struct tally {
        std::vector<std::string> clauses;
        std::optional<std::string> end;
        std::vector<std::string> clock_kinds;
    };
    const std::vector<tally>& tallies() const noexcept { return tallies_; }
    //! Collect the tallies from the next batch on (before the first next(): off by default, a
    //! plain audit pays nothing for them).
    void collect_tallies() noexcept { tallies_on_ = true; }

    ~audit_stream() {
        if (ahead_.valid()) {
            py::gil_scoped_release nogil; // the batch ahead needs no GIL; wait for it without
            ahead_.wait();
        }
    }

private:
    struct batch {
        std::vector<std::string> lines, sections;
        std::vector<tally> tallies;
    };

    //! The next up to `n` games read and audited (by `jobs_` threads).
    batch audit_batch(std::size_t n) {
        batch b;
        std::vector<std::string>& out = b.lines;
        std::vector<std::string>& sections = b.sections;
        games_.resize(std::max<std::size_t>(n, 1));
        std::size_t k = 0;
        while (k < games_.size() && !done_) {
            if (!reader_.next(games_[k])) {
                done_ = true;
                break;
            }
            ++k;
        }
        out.resize(k);
        b.tallies.resize(tallies_on_ ? k : 0);
        sections.assign(html_ ? k : 0, std::string());
        const auto run = [&](std::size_t from, std::size_t step) {
            for (std::size_t i = from; i < k; i += step) {
                const audit::record_result r = audit::audit_record(games_[i], opt_);
                const report::game_view v = report::view_of(games_[i], r, text_);
                out[i] = report::game_json_line(games_[i], name_, r, v);
                if (tallies_on_) {
                    const report::game_tally t = report::game_tally::of(r);
                    tally& y = b.tallies[i];
                    for (const spec::clause_ref c : t.clauses) y.clauses.emplace_back(c.id());
                    if (t.end) y.end = std::string(t.end->id());
                    for (const clock::finding_kind f : t.clock_kinds) y.clock_kinds.emplace_back(clock::to_string(f));
                }
                if (html_) sections[i] = report::html::game_section(name_, games_[i], r, v).body;
            }
        };
        const unsigned threads = static_cast<unsigned>(std::min<std::size_t>(jobs_, k));
        if (threads <= 1) {
            run(0, 1);
        } else {
            std::vector<std::thread> pool;
            std::exception_ptr failure;
            std::mutex mu;
            for (unsigned t = 0; t < threads; ++t)
                pool.emplace_back([&, t] {
                    try {
                        run(t, threads);
                    } catch (...) {
                        std::lock_guard lk(mu);
                        if (!failure) failure = std::current_exception();
                    }
                });
            for (auto& th : pool) th.join();
            if (failure) std::rethrow_exception(failure);
        }
        return b;
    }

    static pgn::reader_options reader_options(bool clocks) {
        pgn::reader_options ro;
        ro.keep_comments = clocks; // the comments kept only for the clock ledger, as the CLI does
        return ro;
    }

    std::unique_ptr<std::istream> in_;
    std::string name_;
    unsigned jobs_;
    bool html_;
    std::vector<std::string> sections_;
    std::vector<tally> tallies_;
    bool tallies_on_ = false;
    pgn::reader reader_;
    audit::record_options opt_;
    report::text_options text_;
    std::vector<pgn::game> games_;
    bool done_ = false; // set by the batch that met the end (read by next() after joining it)
    std::future<batch> ahead_;
    std::mutex mu_;
};

std::unique_ptr<audit_stream> audit_path(const std::string& path, std::string name, bool clocks, unsigned jobs, double reachability_ms,
                                         bool html) {
    auto in = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*in) throw py::value_error("cannot read " + path + ": no such file or no permission");
    return std::make_unique<audit_stream>(std::move(in), std::move(name), clocks, jobs, reachability_ms, html);
}

std::unique_ptr<audit_stream> audit_bytes(const py::bytes& data, std::string name, bool clocks, unsigned jobs, double reachability_ms,
                                          bool html) {
    auto in = std::make_unique<std::istringstream>(std::string(data), std::ios::binary);
    return std::make_unique<audit_stream>(std::move(in), std::move(name), clocks, jobs, reachability_ms, html);
}

} // namespace

PYBIND11_MODULE(_core, m) {
    m.doc() = "chesslaw's C++ kernel (conversion only; use the `chesslaw` package)";

    py::class_<position>(m, "Position")
        .def("fen", [](const position& p) { return to_fen_string(p); })
        .def_property_readonly("white_to_move", [](const position& p) { return p.side_to_move == color::white; })
        .def_property_readonly("chess960", [](const position& p) { return p.chess960; })
        .def("__eq__", [](const position& a, const position& b) { return to_fen_string(a) == to_fen_string(b); })
        .def("__hash__", [](const position& p) { return py::hash(py::str(to_fen_string(p))); })
        .def("__repr__", [](const position& p) { return "Position.from_fen('" + to_fen_string(p) + "')"; })
        .def("play", [](const position& p, move mv) {
            if (!is_legal(p, mv)) throw py::value_error("move " + to_uci_string(mv) + " is not legal in " + to_fen_string(p));
            return make_move(p, mv);
        });

    py::class_<move>(m, "Move")
        .def("uci", [](move mv) { return to_uci_string(mv); })
        .def("__eq__", [](move a, move b) { return a == b; })
        .def("__hash__", [](move mv) { return py::hash(py::str(to_uci_string(mv))); })
        .def("__repr__", [](move mv) { return "Move.from_uci('" + to_uci_string(mv) + "')"; });

    m.def("parse_uci", [](std::string_view t) -> std::variant<move, move_failure> {
        const auto u = parse_uci(t);
        if (!u) return move_failure{to_string(u.error(), t), u.error().offset};
        return *u;
    });
    m.def("read_position", &read_position, py::arg("fen"), py::arg("chess960") = false);
    py::class_<judged>(m, "Judged")
        .def_property_readonly("legal", [](const judged& j) { return j.has_move && j.jd.legal; })
        .def_property_readonly("verdict", [](const judged& j) { return j.has_move ? j.jd.verdict.id() : spec::id::illegal_move.id(); })
        .def_property_readonly("move", [](const judged& j) -> std::optional<move> {
            if (!j.has_move) return std::nullopt;
            return j.mv;
        })
        .def_property_readonly("move_text", [](const judged& j) { return j.text; })
        .def_property_readonly("read_as", [](const judged& j) { return j.read_as; })
        .def_property_readonly("position", [](const judged& j) { return j.pos; })
        .def("fen", [](const judged& j) { return to_fen_string(j.pos); })
        .def("violated", &judged::violated)
        .def("json", &judged::json);
    m.def("judge_text", &judge_text);
    m.def("judge_move", &judge_move);
    m.def("judge_many", &judge_many);
    m.def("legal_many", &legal_many);
    m.def("judgement_board", &judgement_board);
    m.def("legal_moves", [](const position& p) {
        py::gil_scoped_release nogil;
        return moves_of(p);
    });
    m.def("perft", [](const position& p, int depth) {
        py::gil_scoped_release nogil;
        return perft(p, depth);
    });
    m.def("legality_json", &legality_json);
    m.def("mate_json", &mate_json);
    m.def("clauses", [] {
        py::list out;
        for (const spec::clause& c : spec::table) out.append(clause_tuple(c));
        return out;
    });
    py::class_<audit_stream>(m, "AuditStream")
        .def("next",
             [](audit_stream& a, std::size_t n) {
                 // the lines as UTF-8 bytes (a copy, no decoding): GameAudit parses one when asked
                 const std::vector<std::string> lines = a.next(n);
                 py::list out(lines.size());
                 for (std::size_t i = 0; i < lines.size(); ++i) out[i] = py::bytes(lines[i]);
                 return out;
             })
        .def("sections", &audit_stream::sections)
        .def("collect_tallies", &audit_stream::collect_tallies)
        .def("tallies", [](const audit_stream& a) {
            // (clauses, end or None, clock finding kinds) per game of the last batch
            py::list out;
            for (const audit_stream::tally& t : a.tallies())
                out.append(py::make_tuple(t.clauses, t.end ? py::object(py::str(*t.end)) : py::object(py::none()), t.clock_kinds));
            return out;
        });
    // the HTML report's style sheet (report/html_board.hpp page_head), for a section shown alone
    m.def("html_style", [] {
        const std::string head = report::html::page_head("");
        const auto a = head.find("<style>"), b = head.find("</style>");
        return a == std::string::npos || b == std::string::npos ? std::string() : head.substr(a, b + 8 - a);
    });
    m.def("audit_path", &audit_path);
    m.def("audit_bytes", &audit_bytes);
}
