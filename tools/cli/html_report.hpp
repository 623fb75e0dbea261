#pragma once
//! Pieces of the `chesslaw audit --html` report: escaping, an SVG board with an arrow and
//! highlighted squares, and the page frame. The page is self-contained (inline CSS and SVG, no
//! script, no external resource) and well-formed XML as well as HTML (checked by xmllint in ctest).

#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/chesslaw.hpp>

namespace chesslaw::cli::html {

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

enum class mark : std::uint8_t { from, to, attacker, square };

struct highlight {
    square sq;
    mark kind;
};

//! An SVG board of p (white at the bottom), squares highlighted, and an arrow for the move
//! from → to when `arrow` is true. `id` must be unique in the page (it names the arrow head).
//! Presentation attributes are inline, so the SVG also stands alone (e.g. as a picture).
inline std::string board_svg(const position& p, const std::vector<highlight>& marks, bool arrow, square from, square to,
                             const std::string& id) {
    constexpr int s = 44, margin = 18;
    const auto x_of = [&](square q) { return margin + index(file_of(q)) * s; };
    const auto y_of = [&](square q) { return (7 - index(rank_of(q))) * s; };
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"" + std::to_string(8 * s + margin) +
                      "\" height=\"" + std::to_string(8 * s + margin) + "\" viewBox=\"0 0 " + std::to_string(8 * s + margin) + " " +
                      std::to_string(8 * s + margin) + "\" role=\"img\">";
    out += "<defs><marker id=\"" + id + "\" viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto\">"
           "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#1565c0\"/></marker></defs>";
    for (int i = 0; i < 64; ++i) {
        const square q = square_at(i);
        const bool light = (index(file_of(q)) + index(rank_of(q))) % 2 == 1;
        std::string fill = light ? "#f0d9b5" : "#b58863";
        for (const highlight& h : marks)
            if (h.sq == q) {
                switch (h.kind) {
                case mark::from:
                case mark::to: fill = light ? "#f6f669" : "#baca2b"; break;
                case mark::attacker: fill = "#e57373"; break;
                case mark::square: fill = "#ffb74d"; break;
                }
            }
        out += "<rect x=\"" + std::to_string(x_of(q)) + "\" y=\"" + std::to_string(y_of(q)) + "\" width=\"" + std::to_string(s) +
               "\" height=\"" + std::to_string(s) + "\" fill=\"" + fill + "\"/>";
    }
    static constexpr const char* glyphs[] = {"\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654",
                                             "\u265F", "\u265E", "\u265D", "\u265C", "\u265B", "\u265A"};
    for (int i = 0; i < 64; ++i) {
        const square q = square_at(i);
        const piece pc = p.piece_on(q);
        if (pc == piece::none) continue;
        out += "<text x=\"" + std::to_string(x_of(q) + s / 2) + "\" y=\"" + std::to_string(y_of(q) + s / 2 + 13) +
               "\" class=\"pc\" font-size=\"34\" text-anchor=\"middle\" font-family=\"DejaVu Sans, serif\">" + glyphs[static_cast<int>(pc)] + "</text>";
    }
    for (int f = 0; f < 8; ++f)
        out += "<text x=\"" + std::to_string(margin + f * s + s / 2) + "\" y=\"" + std::to_string(8 * s + 13) + "\" class=\"co\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">" +
               static_cast<char>('a' + f) + "</text>";
    for (int r = 0; r < 8; ++r)
        out += "<text x=\"" + std::to_string(margin / 2) + "\" y=\"" + std::to_string((7 - r) * s + s / 2 + 5) + "\" class=\"co\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">" +
               static_cast<char>('1' + r) + "</text>";
    if (arrow && from != to) {
        out += "<line x1=\"" + std::to_string(x_of(from) + s / 2) + "\" y1=\"" + std::to_string(y_of(from) + s / 2) + "\" x2=\"" +
               std::to_string(x_of(to) + s / 2) + "\" y2=\"" + std::to_string(y_of(to) + s / 2) +
               "\" stroke=\"#1565c0\" stroke-width=\"7\" stroke-opacity=\"0.8\" marker-end=\"url(#" + id + ")\"/>";
    }
    out += "</svg>";
    return out;
}

inline std::string page_head(std::string_view title) {
    return "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>" +
           escape(title) +
           "</title>\n<style>\n"
           "body{font-family:system-ui,sans-serif;margin:2em;max-width:70em;color:#222}\n"
           "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25em .6em;text-align:left}\n"
           ".game{border-top:2px solid #888;margin-top:2em;padding-top:1em;display:flow-root}\n"
           ".board{float:left;margin:0 1.5em 1em 0}.pc{font-size:34px;text-anchor:middle;font-family:'DejaVu Sans',serif}\n"
           ".co{font-size:11px;text-anchor:middle;fill:#555}.where{font-family:monospace;color:#555}\n"
           ".clause{margin:.6em 0}.ru{color:#333}.en{color:#333;font-style:italic}.ev{color:#b71c1c}\n"
           ".legend span{display:inline-block;width:1em;height:1em;vertical-align:middle;margin:0 .3em 0 1em}\n"
           "</style>\n</head>\n<body>\n";
}

inline std::string page_tail() { return "</body>\n</html>\n"; }

} // namespace chesslaw::cli::html
