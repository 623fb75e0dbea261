#pragma once
//! The subcommands of the `chesslaw` executable.
//!
//! To add one: write tools/cli/cmd_NAME.cpp defining `void register_NAME(CLI::App&)`, declare it
//! here and call it from main.cpp (kept in the order `chesslaw --help` lists them). A register
//! function adds a subcommand with `app.add_subcommand(...)`, binds its options to state owned by
//! a shared_ptr captured in the subcommand's callback, and does its work in that callback.
//! Report bad input by throwing cli::usage_error (exit 2); see common.hpp for the shared helpers
//! (--fen / --moves options, the kernel's FEN readers, move-list replay, status names). A
//! subcommand reads its arguments, asks the kernel and prints: decisions belong to the kernel.

namespace CLI {
class App;
}

namespace chesslaw::cli {

void register_perft(CLI::App& app); //!< cmd_perft.cpp: `chesslaw perft`, Stockfish-style output
void register_moves(CLI::App& app); //!< cmd_moves.cpp: `chesslaw moves`, legal moves / --json
void register_judge(CLI::App& app); //!< cmd_judge.cpp: `chesslaw judge`, one move clause by clause / --json
void register_spec(CLI::App& app);  //!< cmd_spec.cpp: `chesslaw spec`, the clause table as md / json / csv
void register_touch(CLI::App& app); //!< cmd_touch.cpp (cmd_touch.hpp): `chesslaw touch`, the Article 4 arbiter
void register_legality(CLI::App& app); //!< cmd_legality.cpp: `chesslaw legality`, 3.10.3 verdict with arguments / proof game
void register_mate(CLI::App& app);  //!< cmd_mate.cpp: `chesslaw mate`, can a side checkmate (6.9, 5.1.2, 5.2.2), certificate / argument
void register_audit(CLI::App& app); //!< cmd_audit.cpp: `chesslaw audit`, PGN files: every breach of each game with its repairs, the end against the result
void register_watch(CLI::App& app); //!< cmd_watch.cpp: `chesslaw watch`, a live broadcast followed move by move (chesslaw::watch)
void register_fuzz(CLI::App& app);  //!< cmd_fuzz.cpp (uci_engine.hpp): `chesslaw fuzz`, an engine's move generator over UCI against the Laws

} // namespace chesslaw::cli
