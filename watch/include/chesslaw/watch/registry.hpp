#pragma once
//! The games of a watched broadcast: each board's identity, the live game judging it
//! (audit::live_game) and the plies pushed to it; a game as a file now shows it applied as the
//! difference to what was pushed (new plies, a take-back, the result).
//!
//! Identity (key): the values of the tags Event, Round, Board, White and Black joined by '|'
//! ("Cup|1.2|3|A|B"; an absent tag is empty), so that boards written in another order, or moved
//! from one file to another, stay the same game. A file holding two games of one key: the second
//! is "KEY#2", the third "KEY#3". A game without any of those tags: "FILE#N" (its path and its
//! place N among the file's games). A key belongs to the file it was first read from; the same
//! key in another file (LiveChess writes games.pgn and a file per game) is not read twice.
//!
//! Cut-off writes: only complete tokens are pushed. The last token of the last game of a file,
//! with no result after it, may be cut off (a move half-written): it is held until more follows
//! or the file stays unchanged for the settle time. A game at the end of a file that shows fewer
//! plies than were pushed (but the same ones) may be a write in progress: it is rewound only
//! when the file shows it so once settled. A game whose plies differ is rewound at once to the
//! first difference (live_game::rewind: the revisions are events).

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <chesslaw/audit/live.hpp>
#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::watch {

//! A game's key from its tags ("" when it has none of them).
inline std::string key_of(const pgn::game& g) {
    static constexpr std::string_view names[] = {"Event", "Round", "Board", "White", "Black"};
    std::string k;
    bool any = false;
    for (std::size_t i = 0; i < std::size(names); ++i) {
        if (i) k += '|';
        if (const auto v = g.tag_value(names[i])) {
            k += pgn::to_utf8(*v);
            any = true;
        }
    }
    return any ? k : std::string();
}

//! A ply as pushed: its token and the comments written after it.
struct ply_record {
    pgn::san_token token;
    std::vector<std::string> comments;
};

//! One board.
struct game_entry {
    std::string key;
    std::string file; //!< the file it is read from
    std::unique_ptr<audit::live_game> live;
    std::vector<ply_record> pushed;
    std::string result; //!< the result it was finished with ("" while in progress)
    std::unordered_map<std::uint64_t, std::uint64_t> log_id; //!< the live game's event ids -> the log's
    bool pending_shrink = false;                             //!< seen shorter at a file's end: confirmed when settled
    bool holding = false;                                    //!< a last token held back
    // what the log must write (incident_log::save_game)
    bool is_new = true;
    std::optional<std::size_t> dirty_from; //!< plies from here (0-based) to write again
    bool changed = false;                  //!< pushed, rewound or finished by the last apply
};

//! An event of a game, as the live game numbered it (ids: the live game's).
struct game_event {
    game_entry* game;
    audit::live_event event;
};

//! The comments written after 0-based ply i of g.
inline std::vector<std::string> comments_after(const pgn::game& g, std::size_t i) {
    std::vector<std::string> cs;
    for (const pgn::comment& c : g.comments)
        if (c.after == i + 1) cs.push_back(c.text);
    return cs;
}

class registry {
public:
    game_entry* find(std::string_view key) {
        const auto it = games_.find(std::string(key));
        return it == games_.end() ? nullptr : it->second.get();
    }
    //! A new board: its tags from `header`.
    game_entry& create(std::string key, std::string file, const pgn::game& header, audit::live_options opt = {}) {
        auto e = std::make_unique<game_entry>();
        e->key = key;
        e->file = std::move(file);
        pgn::game h;
        h.tags = header.tags;
        h.index = header.index;
        h.start = header.start;
        for (const pgn::comment& c : header.comments)
            if (c.after == 0) h.comments.push_back(c);
        e->live = std::make_unique<audit::live_game>(std::move(h), opt);
        game_entry& ref = *e;
        games_.emplace(std::move(key), std::move(e));
        return ref;
    }
    std::map<std::string, std::unique_ptr<game_entry>>& games() noexcept { return games_; }

    //! The game `g` as its file now shows it (`at_end`: the file's last game; `settled`: the file
    //! has not changed for the settle time): the events of the difference go to `out`. Returns
    //! whether the game waits for its file to settle (a token held, a shrink to confirm).
    static bool apply(game_entry& en, const pgn::game& g, bool at_end, bool settled, std::vector<game_event>& out) {
        en.changed = false;
        const bool has_result = !g.result.empty();
        const bool final_result = has_result && g.result != "*";
        std::size_t usable = g.moves.size();
        const bool hold = !has_result && at_end && !settled && usable > 0;
        if (hold) --usable;
        en.holding = hold;
        std::size_t d = 0;
        const std::size_t n = std::min(usable, en.pushed.size());
        while (d < n && same_ply(en.pushed[d], g, d)) ++d;
        const bool change = d < n;
        const bool shrink = usable < en.pushed.size();
        if (!change && shrink && at_end && !settled) { // perhaps a write in progress: wait
            en.pending_shrink = true;
            return true;
        }
        en.pending_shrink = false;
        if (change || shrink) rewind(en, d, out);
        else if (!en.result.empty() && (usable > en.pushed.size() || g.result != en.result)) rewind(en, en.pushed.size(), out);
        for (std::size_t i = en.pushed.size(); i < usable; ++i) {
            ply_record p{g.moves[i], comments_after(g, i)};
            for (audit::live_event& e : en.live->push(p.token, p.comments)) out.push_back({&en, std::move(e)});
            mark_dirty(en, i);
            en.pushed.push_back(std::move(p));
            en.changed = true;
        }
        if (final_result && !hold && usable == g.moves.size() && en.result.empty()) {
            for (audit::live_event& e : en.live->finish(g.result, g.result_at)) out.push_back({&en, std::move(e)});
            en.result = g.result;
            en.changed = true;
            mark_dirty(en, en.pushed.size());
        }
        return hold;
    }

private:
    std::map<std::string, std::unique_ptr<game_entry>> games_;

    static bool same_ply(const ply_record& p, const pgn::game& g, std::size_t i) {
        if (std::string_view(p.token.text) != std::string_view(g.moves[i].text)) return false;
        std::size_t k = 0;
        for (const pgn::comment& c : g.comments) {
            if (c.after != i + 1) continue;
            if (k >= p.comments.size() || p.comments[k] != c.text) return false;
            ++k;
        }
        return k == p.comments.size();
    }
    static void mark_dirty(game_entry& en, std::size_t from) { en.dirty_from = en.dirty_from ? std::min(*en.dirty_from, from) : from; }
    static void rewind(game_entry& en, std::size_t to, std::vector<game_event>& out) {
        for (audit::live_event& e : en.live->rewind(to)) out.push_back({&en, std::move(e)});
        en.pushed.resize(std::min(to, en.pushed.size()));
        en.result.clear();
        mark_dirty(en, to);
        en.changed = true;
    }
};

} // namespace chesslaw::watch
