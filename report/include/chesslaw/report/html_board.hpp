#pragma once
//! Pieces of the HTML audit report (`chesslaw audit --html`, report/html.hpp): escaping, an SVG
//! board with an arrow and highlighted squares, the legend of a board's colours, the index of the
//! games with findings and the page frame. Header-only, no I/O, nothing beyond the kernel and the
//! standard library. The page is self-contained (inline CSS and SVG, no
//! script, no external resource; the only links are to anchors in the page) and well-formed XML
//! as well as HTML (checked by xmllint in ctest); how it looks in a browser is checked by a
//! headless-chromium screenshot test (tests/cli/audit/html_browser_test.cpp).

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw::report::html {

//! Text for an HTML/XML text node or attribute value: markup characters escaped, control
//! characters XML does not allow replaced by a space.
inline std::string escape(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (const char c : s) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') out += ' '; // not allowed in XML
            else out += c;
        }
    }
    return out;
}

//! The report's colours, in one place so that a legend shows exactly what the boards paint.
//! A square has one colour: the move's own squares (from, to) always the move colour, else an
//! attacker red, else a witness square orange.
namespace colour {
inline constexpr std::string_view light = "#f0d9b5";    //!< a light square
inline constexpr std::string_view dark = "#b58863";     //!< a dark square
inline constexpr std::string_view move = "#cddc39";     //!< the move's from and to squares
inline constexpr std::string_view attacker = "#e57373"; //!< the attacking or pinning piece
inline constexpr std::string_view witness = "#ffb74d";  //!< a witness square (blocker, pinned piece, argument square)
inline constexpr std::string_view arrow = "#1565c0";    //!< the move's arrow (drawn under the pieces)
} // namespace colour

//! What a highlighted square is: the move's from or to square, an attacking/pinning piece, or a
//! witness square. `square` is the witness kind (kept under that name for the callers).
enum class mark : std::uint8_t { from, to, attacker, square };

struct highlight {
    square sq;
    mark kind;
};

//! The colour kind a square is painted with, whatever the order of `marks`: from/to (the move)
//! over attacker over witness. Returns false when the square is not marked.
inline bool painted_mark(const std::vector<highlight>& marks, square q, mark& out) {
    bool any = false;
    const auto rank = [](mark m) { return m == mark::from || m == mark::to ? 0 : m == mark::attacker ? 1 : 2; };
    for (const highlight& h : marks)
        if (h.sq == q && (!any || rank(h.kind) < rank(out))) {
            out = h.kind;
            any = true;
        }
    return any;
}

//! The fill colour of a mark kind.
inline std::string_view fill_of(mark m) {
    switch (m) {
    case mark::from:
    case mark::to: return colour::move;
    case mark::attacker: return colour::attacker;
    case mark::square: break;
    }
    return colour::witness;
}

namespace detail {
inline std::string num(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f", v);
    std::string s = b;
    if (s.size() > 2 && s.ends_with(".0")) s.resize(s.size() - 2);
    return s;
}
} // namespace detail

//! A piece drawn in SVG at (x, y), in a 44-pixel square: drawn shapes, not font glyphs, so it
//! looks the same in every browser. White pieces are filled white with a black outline, black
//! ones filled black (their inner lines white), so both stand out on light and dark squares.
inline std::string piece_svg(piece pc, int x, int y) {
    // outlines in a 45-unit square; `detail` is drawn in the opposite colour (bishop's cut, knight's eye, …)
    struct shape {
        const char* body;
        const char* detail;
    };
    static constexpr shape shapes[] = {
        // pawn
        {"M22.5,9a5.5,5.5 0 1 1 -0.01,0z M17,21h11l-1.5,2.5c3,3 5,7.5 5,13h-17c0,-5.5 2,-10 5,-13z", ""},
        // knight
        {"M13,36.5h21c0,-11 -1.5,-19 -8,-24.5l-4,-1.5l-1.5,-3.5l-2,4l-7.5,6l-2.5,5.5l2,3l4.5,-2.5l4,-1.5c0.5,4 -3.5,7 -6,9.5c-1.5,1.5 -2,3.5 -2,5.5z",
         "M17.5,16.5a1.3,1.3 0 1 1 -0.01,0z M26,15c3,4 4.5,10 4.5,18"},
        // bishop
        {"M22.5,5.5a2.5,2.5 0 1 1 -0.01,0z M22.5,9c-5,4 -8,9.5 -6,15.5l-1,2.5h15l-1,-2.5c2,-6 -1,-11.5 -7,-15.5z M15,29.5h15v3h-15z "
         "M11,36.5c3,-1.5 7,-2 11.5,-2s8.5,0.5 11.5,2z",
         "M25.5,13.5l-5,6 M19,27h7"},
        // rook
        {"M11.5,36.5v-3.5h22v3.5z M14,33l1.5,-15h14l1.5,15z M12.5,18v-7h4v3h3.5v-3h5v3h3.5v-3h4v7z", "M15.5,18h14 M14.5,30h16"},
        // queen
        {"M8.5,13a2.2,2.2 0 1 1 -0.01,0z M15.5,9.5a2.2,2.2 0 1 1 -0.01,0z M22.5,8a2.2,2.2 0 1 1 -0.01,0z "
         "M29.5,9.5a2.2,2.2 0 1 1 -0.01,0z M36.5,13a2.2,2.2 0 1 1 -0.01,0z "
         "M11.5,33l-3,-17.5l6.5,10l0.5,-14l5.5,13.5l2,-15l2,15l5.5,-13.5l0.5,14l6.5,-10l-3,17.5z M11,36.5v-3.5h23v3.5z",
         "M12.5,30.5h20"},
        // king
        {"M21.5,3.5h2v3h3v2h-3v3h-2v-3h-3v-2h3z M22.5,22c-2,-5 -2.5,-9 0,-10c2.5,1 2,5 0,10z "
         "M12,33c-5,-6 -3.5,-14 3.5,-14c3.5,0 5.5,1.5 7,3c1.5,-1.5 3.5,-3 7,-3c7,0 8.5,8 3.5,14z M11,36.5v-3.5h23v3.5z",
         "M13,29h19 M22.5,22v7"},
    };
    const bool white = static_cast<int>(pc) < 6;
    const shape& sh = shapes[static_cast<int>(pc) % 6];
    const char* ink = white ? "#000" : "#fff";
    std::string out = "<g class=\"pc\" transform=\"translate(" + std::to_string(x) + "," + std::to_string(y) +
                      ") translate(0,1.5) scale(0.9778)\" stroke-linejoin=\"round\" stroke-linecap=\"round\"><path d=\"" + sh.body + "\" fill=\"" +
                      (white ? "#fff" : "#111") + "\" stroke=\"#000\" stroke-width=\"1.5\"/>";
    if (*sh.detail) out += std::string("<path d=\"") + sh.detail + "\" fill=\"none\" stroke=\"" + ink + "\" stroke-width=\"1.3\"/>";
    return out + "</g>";
}

//! An SVG board of p (white at the bottom), squares highlighted (see `painted_mark`), and an
//! arrow for the move from → to when `arrow` is true. The arrow is drawn under the pieces, half
//! transparent, and its head ends at the edge of the target square, so it never hides the piece
//! there. Pieces are drawn by `piece_svg`. `id` must be unique in the page (it names the arrow
//! head). Presentation attributes are inline, so the SVG also stands alone (e.g. as a picture).
inline std::string board_svg(const position& p, const std::vector<highlight>& marks, bool arrow, square from, square to,
                             const std::string& id) {
    constexpr int s = 44, margin = 18;
    const auto x_of = [&](square q) { return margin + index(file_of(q)) * s; };
    const auto y_of = [&](square q) { return (7 - index(rank_of(q))) * s; };
    const std::string side = std::to_string(8 * s + margin);
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"" + side + "\" height=\"" + side +
                      "\" viewBox=\"0 0 " + side + " " + side + "\" role=\"img\">";
    // the head: 3 × the stroke width long and wide, its base at the line's end (refX 0)
    out += "<defs><marker id=\"" + id +
           "\" viewBox=\"0 0 10 10\" refX=\"0\" refY=\"5\" markerWidth=\"3\" markerHeight=\"3\" orient=\"auto\">"
           "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"" +
           std::string(colour::arrow) + "\"/></marker></defs>";
    for (int i = 0; i < 64; ++i) {
        const square q = square_at(i);
        const bool light = (index(file_of(q)) + index(rank_of(q))) % 2 == 1;
        mark m{};
        const std::string_view fill = painted_mark(marks, q, m) ? fill_of(m) : light ? colour::light : colour::dark;
        out += "<rect x=\"" + std::to_string(x_of(q)) + "\" y=\"" + std::to_string(y_of(q)) + "\" width=\"" + std::to_string(s) +
               "\" height=\"" + std::to_string(s) + "\" fill=\"" + std::string(fill) + "\"/>";
    }
    for (int f = 0; f < 8; ++f)
        out += "<text x=\"" + std::to_string(margin + f * s + s / 2) + "\" y=\"" + std::to_string(8 * s + 13) +
               "\" class=\"co\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">" + static_cast<char>('a' + f) + "</text>";
    for (int r = 0; r < 8; ++r)
        out += "<text x=\"" + std::to_string(margin / 2) + "\" y=\"" + std::to_string((7 - r) * s + s / 2 + 5) +
               "\" class=\"co\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">" + static_cast<char>('1' + r) + "</text>";
    if (arrow && from != to && from != square::none && to != square::none) {
        // from the centre of `from` (under the moving piece) to where the line through the two
        // centres leaves the target square, less the head's length (3 × the stroke width)
        constexpr double width = 7, head = 3 * width;
        const double x1 = x_of(from) + s / 2.0, y1 = y_of(from) + s / 2.0, x2 = x_of(to) + s / 2.0, y2 = y_of(to) + s / 2.0;
        const double dx = x2 - x1, dy = y2 - y1, len = std::sqrt(dx * dx + dy * dy);
        const double ux = dx / len, uy = dy / len;
        const double to_edge = (s / 2.0) / std::max(std::abs(ux), std::abs(uy));
        const double end = std::max(len - to_edge - head, 0.0);
        out += "<line x1=\"" + detail::num(x1) + "\" y1=\"" + detail::num(y1) + "\" x2=\"" + detail::num(x1 + ux * end) +
               "\" y2=\"" + detail::num(y1 + uy * end) + "\" stroke=\"" + std::string(colour::arrow) +
               "\" stroke-width=\"7\" opacity=\"0.75\" marker-end=\"url(#" + id + ")\"/>";
    }
    for (int i = 0; i < 64; ++i) {
        const square q = square_at(i);
        const piece pc = p.piece_on(q);
        if (pc != piece::none) out += piece_svg(pc, x_of(q), y_of(q));
    }
    out += "</svg>";
    return out;
}

//! What the colours mean on one board, for its legend.
struct legend_text {
    std::string_view move = "the move (arrow)";
    std::string_view attacker = "attacking or pinning piece";
    std::string_view witness = "witness square";
};

//! The legend of one board: a swatch of each colour the board paints (after the precedence of
//! `painted_mark`), with what it means; "" when the board has no highlighted square.
inline std::string legend(const std::vector<highlight>& marks, const legend_text& t = {}) {
    bool used[3] = {false, false, false};
    for (const highlight& h : marks) {
        mark m{};
        if (painted_mark(marks, h.sq, m)) used[m == mark::from || m == mark::to ? 0 : m == mark::attacker ? 1 : 2] = true;
    }
    const std::string_view fills[] = {colour::move, colour::attacker, colour::witness};
    const std::string_view texts[] = {t.move, t.attacker, t.witness};
    std::string out;
    for (int i = 0; i < 3; ++i)
        if (used[i])
            out += "<span class=\"key\"><span class=\"sw\" style=\"background:" + std::string(fills[i]) + "\"></span>" +
                   escape(texts[i]) + "</span>";
    return out.empty() ? out : "<p class=\"legend\">" + out + "</p>";
}

//! The anchor of a game's section: unique over the inputs of one report.
inline std::string anchor(std::size_t input_no, std::size_t game) {
    return "f" + std::to_string(input_no) + "-g" + std::to_string(game);
}

//! One line of the index of the games with a finding.
struct index_row {
    std::string anchor;   //!< the section's id (`anchor`)
    std::size_t game = 0; //!< game number in its file
    std::string where;    //!< FILE:LINE:COL of the finding
    std::string players;  //!< the game label (White – Black, Event, round)
    std::string status;   //!< "illegal", "inconsistent", "unreadable" (or "clean": a game with warnings only)
    std::string headline; //!< the finding in one line
};

//! The index table: one row per game with a finding or a warning, each linking to its section; `omitted`
//! rows that were not kept (a long report lists the first ones) are counted below the table.
inline std::string index_table(const std::vector<index_row>& rows, std::size_t omitted = 0) {
    if (rows.empty()) return {};
    std::string out = "<h2 id=\"index\">Games with a finding or a warning</h2>\n<table class=\"index\">\n"
                      "<tr><th>game</th><th>players</th><th>finding</th><th>where</th></tr>\n";
    for (const index_row& r : rows)
        out += "<tr class=\"" + escape(r.status) + "\"><td><a href=\"#" + escape(r.anchor) + "\">" + std::to_string(r.game) +
               "</a></td><td>" + escape(r.players) + "</td><td><span class=\"st\">" + escape(r.status) + "</span> " +
               escape(r.headline) + "</td><td class=\"where\">" + escape(r.where) + "</td></tr>\n";
    out += "</table>\n";
    if (omitted > 0)
        out += "<p>\u2026 and " + std::to_string(omitted) + (omitted == 1 ? " more game" : " more games") +
               " with a finding (sections below).</p>\n";
    return out;
}

//! The page's head: doctype, title, the inline style sheet, and `<body>`.
inline std::string page_head(std::string_view title) {
    return "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>" +
           escape(title) +
           "</title>\n<style>\n"
           "body{font-family:system-ui,'DejaVu Sans',sans-serif;margin:2em;max-width:70em;color:#222}\n"
           "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}\n"
           "th{background:#f4f4f4}\n"
           ".verdict{font-size:1.2em;padding:.4em .8em;display:inline-block;border-radius:.3em}\n"
           ".verdict.clean{background:#e8f5e9;color:#1b5e20;border:1px solid #a5d6a7}\n"
           ".verdict.findings{background:#ffebee;color:#b71c1c;border:1px solid #ef9a9a}\n"
           ".illegal .st{color:#b71c1c;font-weight:bold}.inconsistent .st{color:#e65100;font-weight:bold}"
           ".unreadable .st{color:#6d4c41;font-weight:bold}.clean .st{color:#1b5e20}\n"
           ".game{border-top:2px solid #888;margin-top:2em;padding-top:1em;display:flow-root}\n"
           ".game .top{float:right;font-size:.75em;font-weight:normal}.fig{float:left;width:370px;margin:0 1.5em .5em 0}\n"
           ".board{display:block}.note{color:#555;font-size:.9em}\n"
           ".co{font-size:11px;text-anchor:middle;fill:#555}.where{font-family:monospace;color:#555}\n"
           ".clause{margin:.6em 0}.ru{color:#333}.en{color:#333;font-style:italic}.ev{color:#b71c1c}\n"
           ".legend{margin:.3em 0 0 18px;font-size:.85em;line-height:1.6}.key{margin-right:1em;white-space:nowrap}\n"
           ".sw{display:inline-block;width:1em;height:1em;vertical-align:middle;margin-right:.35em;border:1px solid #888}\n"
           ".finding{clear:both;display:flow-root;margin-top:.8em}.finding.note{color:#444}.ln{margin:.2em 0}\n"
           "ul.warnings,ul.findings,ul.info{padding-left:1.2em;display:flow-root}ul.warnings li,ul.findings li,ul.info li{margin:.15em 0}ul.info{color:#555}\n"
           ".repairs{clear:both;display:flow-root;margin-top:.8em}.repairs .movetext{font-family:monospace}"
           ".repairs del{color:#a00}.repairs ins{color:#070;text-decoration:none;font-weight:bold}\n"
           "</style>\n</head>\n<body>\n";
}

//! The end of the page.
inline std::string page_tail() { return "</body>\n</html>\n"; }

} // namespace chesslaw::report::html
