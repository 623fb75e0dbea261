#pragma once
//! `chesslaw touch --fen FEN --events "…" [--json]`: the Article 4 touch-move arbiter on one move.
//! Notation: kernel/include/chesslaw/touch/README.md. Exit 0 when the events were arbitrated
//! (compliant or not), 2 for a bad FEN, a malformed event token or an event that cannot happen.

namespace CLI {
class App;
}

namespace chesslaw::cli {

//! Adds the `touch` subcommand to `app`.
void register_touch(CLI::App& app);

} // namespace chesslaw::cli
