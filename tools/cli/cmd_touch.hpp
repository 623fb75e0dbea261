#pragma once
//! `chesslaw touch --fen FEN --events "…" [--json]`: the Article 4 touch-move arbiter on one move.
//! Notation: kernel/include/chesslaw/touch/README.md. Exit 0 when no Article 4 clause is violated,
//! 1 when one is, 2 for a bad FEN, a malformed event token or an event that cannot happen.

namespace CLI {
class App;
}

namespace chesslaw::cli {

//! Adds the `touch` subcommand to `app`.
void register_touch(CLI::App& app);

} // namespace chesslaw::cli
