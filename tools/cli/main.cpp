// chesslaw — command-line front end of the rules kernel. One subcommand per run; each lives in
// its own cmd_*.cpp and is registered from commands.hpp. Exit codes: see common.hpp.

#include <exception>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "common.hpp"

namespace {

//! "chesslaw" or "chesslaw perft" — whichever (sub)command was being run.
std::string command_name(const CLI::App& app) {
    std::string n = "chesslaw";
    for (const CLI::App* sub : app.get_subcommands()) n += " " + sub->get_name();
    return n;
}

} // namespace

int main(int argc, char** argv) {
    namespace cli = chesslaw::cli;
    CLI::App app{"chesslaw: a clause-traced rules kernel for the Laws of Chess", "chesslaw"};
    app.require_subcommand(1);
    app.footer("Exit status: 0 success, 1 internal error, 2 bad arguments, FEN or move.\n"
               "Run `chesslaw SUBCOMMAND --help` for a subcommand's options.");

    cli::register_perft(app);
    cli::register_moves(app);
    cli::register_judge(app);
    cli::register_spec(app);
    cli::register_trace(app);
    cli::register_touch(app);
    cli::register_legality(app);
    cli::register_audit(app);

    try {
        app.parse(argc, argv);
        std::cout.flush();
        if (!std::cout) {
            std::cerr << command_name(app) << ": error: could not write the output\n";
            return cli::exit_internal;
        }
        return cli::exit_ok;
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) return app.exit(e); // --help, --help-all
        std::string what = e.what();
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
