#pragma once
//! The JSON of the clause table — what `chesslaw spec --format json` prints (laid out by
//! report::indented), written by the one writer. An array, one object per clause in table order:
//!
//!   {"id", "title", "article", "aliases": {EDITION: {"id": str|null, "uncertain": bool}},
//!    "kind", "check", "where" (record | live | arbiter), "why": str|null, "text_source", "text_ru", "text_en",
//!    "text_en_source": str|null, "caveat": str|null}

#include <cstdint>
#include <span>

#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/spec/texts.hpp>

namespace chesslaw::report {

//! Every clause of spec::table, with its number in each edition of `editions` (keyed by
//! spec::to_string(edition)).
inline void write_spec_table(json_writer& j, std::span<const spec::edition> editions) {
    j.begin_array();
    for (const spec::clause& c : spec::table) {
        j.begin_object();
        j.key("id");
        j.value(c.id);
        j.key("title");
        j.value(c.title);
        j.key("article");
        j.value(static_cast<std::uint64_t>(c.article));
        j.key("aliases");
        j.begin_object();
        for (const spec::edition e : editions) {
            const spec::alias& a = spec::alias_in(c, e);
            j.key(spec::to_string(e));
            j.begin_object();
            j.key("id");
            j.value_or_null(a.id);
            j.key("uncertain");
            j.value(a.uncertain);
            j.end_object();
        }
        j.end_object();
        j.key("kind");
        j.value(spec::to_string(c.kind_));
        j.key("check");
        j.value(spec::to_string(c.check_));
        j.key("where");
        j.value(spec::to_string(c.where_));
        j.key("why");
        j.value_or_null(c.why);
        j.key("text_source");
        j.value(c.text_source);
        j.key("text_ru");
        j.value(spec::text_of(c).ru);
        j.key("text_en");
        j.value(spec::text_of(c).en);
        j.key("text_en_source");
        j.value_or_null(c.text_en_source);
        j.key("caveat");
        j.value_or_null(c.caveat);
        j.end_object();
    }
    j.end_array();
}

} // namespace chesslaw::report
