// chesslaw — command-line front end of the rules kernel. One subcommand per run; each lives in
// its own cmd_*.cpp and is registered from commands.hpp. Exit status: see common.hpp.

#include <cstddef>
#include <exception>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "common.hpp"

#ifndef CHESSLAW_VERSION
#define CHESSLAW_VERSION "unknown"
#endif

namespace {

//! "chesslaw" or "chesslaw perft" — whichever (sub)command was being run.
std::string command_name(const CLI::App& app) {
    std::string n = "chesslaw";
    for (const CLI::App* sub : app.get_subcommands()) n += " " + sub->get_name();
    return n;
}

//! CLI11's help without its internals: an option's value is shown by its type name only (no
//! validator description such as ":{md,json,csv}" or "INT in [1 - 1024]"), a negated flag by its
//! name only (no "{false}").
class formatter : public CLI::Formatter {
public:
    //! "--jobs, -j": every name, without CLI11's default-value braces.
    std::string make_option_name(const CLI::Option* opt, bool is_positional) const override {
        std::string name = CLI::Formatter::make_option_name(opt, is_positional);
        for (auto open = name.find('{'); open != std::string::npos; open = name.find('{')) {
            const auto close = name.find('}', open);
            name.erase(open, close == std::string::npos ? std::string::npos : close - open + 1);
        }
        return name;
    }
    //! " FEN REQUIRED": the type name (up to any ':'), "..." for a list, REQUIRED.
    std::string make_option_opts(const CLI::Option* opt) const override {
        if (!opt->get_option_text().empty()) return " " + opt->get_option_text();
        std::string out;
        if (opt->get_type_size() != 0) {
            std::string type = opt->get_type_name();
            type = type.substr(0, type.find(':'));
            if (!type.empty()) out += " " + type;
            if (opt->get_expected_max() == CLI::detail::expected_max_vector_size) out += " ...";
            if (opt->get_required()) out += " REQUIRED";
        }
        return out;
    }
};

//! `text` with the prefix `head` removed, or npos-marked empty optional-like: returns true and the rest.
bool strip_prefix(std::string_view text, std::string_view head, std::string& rest) {
    if (text.substr(0, head.size()) != head) return false;
    rest = std::string(text.substr(head.size()));
    return true;
}

//! A CLI11 parse error in the words of the rest of chesslaw's messages: "--format: 'xml' is not one
//! of md, json, csv", "unknown option '--bogus'", "--fen: a value is required (FEN)".
std::string readable(const CLI::ParseError& e) {
    const std::string what = e.what();
    std::string rest;
    if (strip_prefix(what, "The following argument was not expected: ", rest) ||
        strip_prefix(what, "The following arguments were not expected: ", rest)) {
        const std::string first = rest.substr(0, rest.find(' '));
        if (first.size() > 1 && first[0] == '-') return "unknown option '" + first + "'";
        return "unexpected argument '" + first + "'";
    }
    const auto colon = what.find(": ");
    const std::string option = colon == std::string::npos ? std::string() : what.substr(0, colon);
    const std::string message = colon == std::string::npos ? what : what.substr(colon + 2);
    // ArgumentMismatch::TypedAtLeast: "--fen: 1 required FEN missing".
    if (const auto at = message.find(" required "); at != std::string::npos && message.size() > 8 &&
                                                    message.compare(message.size() - 8, 8, " missing") == 0) {
        const std::string type = message.substr(at + 10, message.size() - 8 - at - 10);
        return option + ": a value is required" + (type.empty() ? std::string() : " (" + type + ")");
    }
    if (message == "too many inputs for a flag") return option + ": takes no value";
    // CLI::Range: "Value 0 not in range 1 to 1024" (older CLI11: "[1 - 1024]").
    if (strip_prefix(message, "Value ", rest)) {
        const auto at = rest.find(" not in range ");
        if (at != std::string::npos) {
            std::string range = rest.substr(at + 14);
            if (!range.empty() && range.front() == '[') range.erase(0, 1);
            if (!range.empty() && range.back() == ']') range.pop_back();
            if (const auto dash = range.find(" - "); dash != std::string::npos) range = range.substr(0, dash) + " to " + range.substr(dash + 3);
            return option + ": '" + rest.substr(0, at) + "' is not a whole number from " + range;
        }
    }
    // CLI::IsMember: "xml not in {md,json,csv}".
    if (const auto at = message.find(" not in {"); at != std::string::npos && !message.empty() && message.back() == '}') {
        std::string set = message.substr(at + 9, message.size() - at - 10);
        for (auto c = set.find(','); c != std::string::npos; c = set.find(',', c + 2)) set.replace(c, 1, ", ");
        return option + ": '" + message.substr(0, at) + "' is not one of " + set;
    }
    // ConversionError: "Could not convert: --budget = abc".
    if (strip_prefix(what, "Could not convert: ", rest)) {
        const auto eq = rest.find(" = ");
        if (eq != std::string::npos) return rest.substr(0, eq) + ": '" + rest.substr(eq + 3) + "' cannot be read as a value of this option";
    }
    return what;
}

} // namespace

int main(int argc, char** argv) {
    namespace cli = chesslaw::cli;
    CLI::App app{"chesslaw: a clause-traced rules kernel for the Laws of Chess", "chesslaw"};
    app.formatter(std::make_shared<formatter>()); // before the subcommands: they inherit it
    app.require_subcommand(1);
    app.set_version_flag("--version", "chesslaw " CHESSLAW_VERSION, "Print the version (chesslaw X.Y.Z) and exit");
    app.footer(cli::exit_status_help("the answer is yes or clean (a legal move, a reachable position, a compliant\n"
                                     "     touch, no illegal game), or the command printed what was asked",
                                     "the answer is a finding: an illegal move, position or game, a touch-move\n"
                                     "     violation") +
               "\nRun `chesslaw SUBCOMMAND --help` for a subcommand's options.");

    cli::register_perft(app);
    cli::register_moves(app);
    cli::register_judge(app);
    cli::register_spec(app);
    cli::register_touch(app);
    cli::register_legality(app);
    cli::register_mate(app);
    cli::register_audit(app);
    cli::register_watch(app);
    cli::register_fuzz(app);
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
        sub->preparse_callback([sub](std::size_t) { cli::command_label() = "chesslaw " + sub->get_name(); });

    cli::command_line().assign(argv, argv + argc);
    try {
        app.parse(argc, argv);
        std::cout.flush();
        if (!std::cout) {
            std::cerr << command_name(app) << ": error: could not write the output\n";
            return cli::exit_usage;
        }
        return cli::exit_ok;
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) return app.exit(e); // --help, --help-all, --version
        std::string what = readable(e);
        if (app.get_subcommands().empty()) {
            // CLI11 reports "A subcommand is required" before it reports an unknown word.
            std::string names;
            for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) names += (names.empty() ? "" : ", ") + sub->get_name();
            const auto rest = app.remaining();
            if (!rest.empty() && !rest.front().empty() && rest.front()[0] != '-')
                what = "unknown subcommand '" + rest.front() + "' (expected one of: " + names + ")";
            else if (!rest.empty() && rest.front().size() > 1 && rest.front()[0] == '-')
                what = "unknown option '" + rest.front() + "'; a subcommand is required (one of: " + names + ")";
            else if (dynamic_cast<const CLI::RequiredError*>(&e))
                what = "a subcommand is required (one of: " + names + ")";
        }
        std::cerr << command_name(app) << ": error: " << what << "\n"
                  << "Run `" << command_name(app) << " --help` for usage.\n";
        return cli::exit_usage;
    } catch (const cli::usage_error& e) {
        std::cout.flush();
        std::cerr << command_name(app) << ": error: " << e.what() << "\n";
        return cli::exit_usage;
    } catch (const cli::exit_request& r) {
        std::cout.flush();
        return r.code;
    } catch (const std::exception& e) {
        std::cout.flush();
        std::cerr << command_name(app) << ": internal error: " << e.what() << "\n";
        return cli::exit_internal;
    }
}
