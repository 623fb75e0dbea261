#!/usr/bin/env python3
"""The Laws' texts in ../shared/laws as clause records of the spec table.

    python3 tools/laws_rows.py ids   LAWS_DIR                 # every clause ID per English file
    python3 tools/laws_rows.py check  LAWS_DIR TABLE_HPP [META]         # each ID in the table, META's texts verbatim
    python3 tools/laws_rows.py insert LAWS_DIR TABLE_HPP META WALL_CPP  # add META's clauses not yet in the table

`insert` writes the records of tools/laws_meta.txt that the table lacks into table.hpp, in the
order of the Laws, with their handles (table.hpp and the static wall's list) and their texts
(texts.hpp, beside table.hpp, entry i for record i); the records it wrote are then the table's
to edit (a predicate bound, a why changed), and `check` keeps their texts equal to the files'.
A handle is written `at(INDEX, "ID")`: the table's index, checked against the ID in one
comparison when it compiles. Exit status of `check`: 1 when an ID is missing or a generated text
differs.

A paragraph of a laws file that opens with a bold clause ID starts a clause; the paragraphs after it
that open with no ID continue it (SOURCES.md: bold runs such as **A white king** are not IDs). The
text of a clause is its paragraphs with the markup removed (bold, links kept as their text, images
dropped), hard line breaks and paragraph breaks each one space: exactly what the table's rows hold.
IDs are normalised to FIDE's form: Cyrillic look-alikes (А В С) become Latin, the transcription's
"A2" / "A5.2" become "A.2" / "A.5.2", U+2024 one-dot leaders full stops, a trailing full stop goes.
"""
import os
import re
import sys

FILES = ["article1", "article2", "article5", "article6", "article7", "article8", "article9",
         "article10", "article11", "article12", "appendix-a", "appendix-b", "appendix-c",
         "appendix-d", "rec1", "rec2", "rec3"]

LOOKALIKE = str.maketrans({"\u0410": "A", "\u0412": "B", "\u0421": "C", "\u2024": "."})
ID_RE = re.compile(r"^(?:(?:III|II|I|[ABCD])\.?)?[1-9][0-9]?(?:\.[1-9][0-9]?)*\.?$")
BOLD_START = re.compile(r"^\*\*([^*]+?)\*\*")


def normalise_id(raw):
    """The FIDE form of a bold run, or None when it is no clause ID."""
    s = raw.strip().translate(LOOKALIKE)
    # ru 1.4.1 / D.2.6.2.2: the bold takes in the ID and the first word
    m = re.match(r"^((?:(?:III|II|I|[ABCD])\.?)?[0-9.]+)", s)
    if not m:
        return None
    s = m.group(1)
    if not ID_RE.match(s):
        return None
    s = s.rstrip(".")
    m = re.match(r"^([ABCD])([0-9].*)$", s)
    if m:
        s = m.group(1) + "." + m.group(2)
    if re.match(r"^[0-9]+$", s):  # a bare number ("**1** - eins") is a list item, not a clause
        return None
    return s


def strip_markup(text):
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text)         # images
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)      # links: their text
    text = text.replace("**", "")
    text = re.sub(r"[ \t]*\n[ \t]*", " ", text)                # hard line breaks
    return text.strip()


def paragraphs(path):
    with open(path, encoding="utf-8") as f:
        body = f.read()
    out = []
    for para in re.split(r"\n[ \t]*\n", body):
        lines = [ln for ln in para.split("\n") if ln.strip()]
        # headings: "# ..." lines, and a title line underlined with "===" (ru articles 1, 2, D)
        if len(lines) >= 2 and re.fullmatch(r"=+", lines[1].strip()):
            lines = lines[2:]
        lines = [ln for ln in lines if not ln.lstrip().startswith("#")]
        if lines:
            out.append("\n".join(lines))
    return out


#: A paragraph that opens with one of these bold words ends the clause before it: Appendix C's
#: sample game (en "**Sample** game:", ru "**Пример** записи партии:") illustrates C.13, it is
#: not its text.
CLAUSE_ENDS = ("Sample", "\u041f\u0440\u0438\u043c\u0435\u0440")


def clauses(path):
    """[(id, raw bold run, text)] in file order."""
    result = []
    ended = False
    for para in paragraphs(path):
        m = BOLD_START.match(para)
        cid = normalise_id(m.group(1)) if m else None
        if cid is None and m and m.group(1).strip() in CLAUSE_ENDS:
            ended = True
            continue
        if cid is not None:
            ended = False
            # the bold run's ID part is dropped; a word the bold took in with it stays
            raw = m.group(1)
            rest_of_bold = re.sub(r"^[^\s]*?[0-9][.]?(?=[^0-9.]|$)", "", raw, count=1)
            text = strip_markup(rest_of_bold + para[m.end():])
            result.append([cid, m.group(1), text])
        elif result and not ended:
            t = strip_markup(para)
            if t:
                result[-1][2] = (result[-1][2] + " " + t).strip()
    return result


# ---- the table ------------------------------------------------------------------------------

ARTICLE = {"appendix-a": ("A", 51, "appendix_a"), "appendix-b": ("B", 52, "appendix_b"),
           "appendix-c": ("C", 53, "appendix_c"), "appendix-d": ("D", 54, "appendix_d"),
           "rec1": ("I", 101, "guidelines_i"), "rec2": ("II", 102, "guidelines_ii"),
           "rec3": ("III", 103, "guidelines_iii")}

# The transcription's files that still hold the 2018 text (SOURCES.md: unchanged since the 2024
# import), and those that commit f003eb1 moved in part to 2023.
FROM_2018 = {"article1", "article2", "article10", "article11", "appendix-d", "rec3"}
PARTLY_2023 = {"article8": "8.1.1.1 and 8.1.1.2 (electronic scoresheet), in English also 8.1.6, 8.3 and 8.7",
               "article12": "12.2.7 ('Anti-Cheating' became 'Fair-Play')",
               "rec1": "I.1.1 ('paper scoresheet'), in English also I.9.3 ('pause' his clock)"}
# Clauses whose two languages differ (SOURCES.md), and other slips a reader must know.
LANGUAGE_CAVEATS = {
    "8.3": "ru 8.3 lacks the English second sentence (an electronic scoresheet with an evident defect is replaced by the arbiter)",
    "8.7": "ru 8.7 has only signing, without 'or approve the result on their electronic scoresheets'",
    "11.12": "ru 11.12 is cut short and ends in a comma; en reads 'a duty of a the players'",
    "D.2.11": "ru D.2.11 splits its second sentence into a paragraph of its own (joined here with one space)",
    "2.2": "the piece symbols are images in the source, not copied (the letters after them kept); en 'kngihts' and a U+2024 one-dot leader as written",
    "2.3": "the initial position itself is an image in the source, not copied: the text ends with its colon",
    "1.1": "ru 1.1 says the opponents move alternately ('poocheredno'), en 1.1 does not: the languages differ (the alternation is also 1.2)",
    "1.4.1": "ru bolds the number together with the first word ('1.4.1.Schitaetsya,'): the word kept",
    "D.2.6.2.2": "ru bolds the number together with the first word ('D.2.6.2.2.legko'): the word kept",
    "C.13": "the sample game that follows the abbreviations in both files (en 'Sample game: 1.e4 e5 ...', ru 'Primer zapisi partii: ...') is an illustration, not part of the clause: left out",
    "D.2.1": "en runs each list of names into one line ('A - AnnaB - Bella...'), ru gives one paragraph per item: both as written, paragraphs joined",
}


def edition_of(f):
    return "FIDE 2018" if f in FROM_2018 else "FIDE 2023"


def caveat_of(f, cid, raw_en, raw_ru):
    parts = []
    if f in ("appendix-c",):
        parts.append("ID normalised to FIDE's form %s: the transcription writes its C as the Cyrillic capital Es "
                     "(U+0421, which looks like the Latin C) in both languages" % cid)
    if f in FROM_2018:
        parts.append("2018-based transcription: laws/%s-%s.md has not changed since its 2024 import of the 2018 Laws; "
                     "not checked against the 2023 wording" % ("en", f))
    if f in PARTLY_2023:
        parts.append("transcription of the 2018 Laws moved in part to 2023 (commit f003eb1: %s); "
                     "not checked against the 2023 wording" % PARTLY_2023[f])
    if cid in LANGUAGE_CAVEATS:
        parts.append(LANGUAGE_CAVEATS[cid])
    return "; ".join(parts)


def read_meta(path):
    macros, meta = {}, {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            if line.startswith("$"):
                k, v = line.split(" = ", 1)
                macros[k] = v
                continue
            f = [x.strip() for x in line.split(" | ")]
            why = f[6] if len(f) > 6 else ""
            for k in sorted(macros, key=len, reverse=True):
                why = why.replace(k, macros[k])
            meta[f[0]] = dict(handle=f[1], title=f[2], kind=f[3], check=f[4], where=f[5], why=why)
    return meta


def sort_key(cid):
    cid = cid.split("/")[0]
    m = re.match(r"^(III|II|I|[ABCD])\.(.*)$", cid)
    if m:
        art = {"A": 51, "B": 52, "C": 53, "D": 54, "I": 101, "II": 102, "III": 103}[m.group(1)]
        nums = [int(x) for x in m.group(2).split(".")]
    else:
        nums = [int(x) for x in cid.split(".")]
        art = nums[0]
        nums = nums[1:]
    return [art] + nums


def all_clauses(laws):
    """{id: (file, en text, ru text)} for every clause of every file."""
    out = {}
    for f in FILES:
        en = clauses(os.path.join(laws, "en-%s.md" % f))
        ru = {c[0]: c for c in clauses(os.path.join(laws, "ru-%s.md" % f))}
        for cid, raw, text in en:
            out[cid] = (f, text, ru[cid][2] if cid in ru else None, raw, ru[cid][1] if cid in ru else None)
    return out


def cxx_string(s):
    if ")\"" in s:
        raise SystemExit("text holds )\": " + s)
    return 'R"(' + s + ')"'


def row(cid, f, en, ru, meta, raw_en, raw_ru):
    """(the record for table.hpp, the texts for texts.hpp without the handle)."""
    m = meta
    art = ARTICLE[f][2] if f in ARTICLE else str(int(cid.split(".")[0]))
    ed = edition_of(f)
    lines = ['    {.id = "%s", .title = "%s", .article = %s,' % (cid, m["title"], art),
             '     .fide2023 = {"%s"},' % cid,
             '     .text_source = "laws/ru-%s.md (%s)",' % (f, ed),
             '     .text_en_source = "laws/en-%s.md (%s)",' % (f, ed)]
    tail = '     .kind_ = kind::%s, .check_ = check::%s, .where_ = where::%s' % (m["kind"], m["check"], m["where"])
    extra = []
    if m["why"]:
        extra.append('     .why = "%s"' % m["why"].replace('"', '\\"'))
    cav = caveat_of(f, cid, raw_en, raw_ru)
    if cav:
        extra.append('     .caveat = "%s"' % cav.replace('"', '\\"'))
    body = [tail] + extra
    return "\n".join(lines + [",\n".join(body) + "},"]), "     %s,\n     %s}," % (cxx_string(ru), cxx_string(en))


def texts_path_of(table_path):
    return os.path.join(os.path.dirname(table_path), "texts.hpp")


TEXT_ENTRY = re.compile(r'    \{id::(\w+),\n(.*?\}),\n(?=    \{id::|\}\};)', re.S)


def read_texts(table_path):
    """{handle: the entry's text after the handle (two string literals and the brace)}, the file."""
    with open(texts_path_of(table_path), encoding="utf-8") as fh:
        src = fh.read()
    return {m.group(1): m.group(2) for m in TEXT_ENTRY.finditer(src)}, src


def insert(laws, table_path, meta_path, static_path):
    meta = read_meta(meta_path)
    texts = all_clauses(laws)
    with open(table_path, encoding="utf-8") as fh:
        src = fh.read()
    start = src.index("inline constexpr std::array<clause, clause_count> table{{\n") + len(
        "inline constexpr std::array<clause, clause_count> table{{\n")
    end = src.index("}};\n// clang-format on")
    body = src[start:end]
    # the existing records, each with the comment lines before it
    records, pending = [], []
    for line in body.split("\n"):
        if not line.strip():
            continue
        if line.lstrip().startswith("//"):
            pending.append(line)
        elif line.lstrip().startswith("{.id = "):
            cid = re.search(r'\{\.id = "([^"]+)"', line).group(1)
            records.append([cid, "\n".join(pending + [line])])
            pending = []
        else:
            records[-1][1] += "\n" + line
    records = [tuple(r) for r in records]
    have = {cid for cid, _ in records}
    have_numbers = {cid.split("/")[0] for cid in have}
    new = [cid for cid in meta if cid not in have and cid not in have_numbers]
    entries, tsrc = read_texts(table_path)
    handles = dict((m.group(2), m.group(1)) for m in
                   re.finditer(r'inline constexpr clause_ref (\w+)\s*= at\(\d+, "([^"]+)"\);', src))
    for cid in new:
        f, en, ru, raw_en, raw_ru = texts[cid]
        rec, txt = row(cid, f, en, ru, meta[cid], raw_en, raw_ru)
        records.append((cid, rec))
        handles[cid] = meta[cid]["handle"]
        entries[handles[cid]] = txt
    # stable merge: existing records keep their order (sub-IDs, 4.6's trailing paragraph); a new
    # one goes before the first existing record whose number is greater
    existing = [r for r in records if r[0] not in new]
    for cid in sorted(new, key=sort_key):
        k = sort_key(cid)
        at = next((i for i, r in enumerate(existing) if sort_key(r[0]) > k), len(existing))
        existing.insert(at, (cid, dict(records)[cid]))
    records = existing
    body = "\n\n".join(c for _, c in records) + "\n"
    src = src[:start] + body + src[end:]
    src = re.sub(r"inline constexpr std::size_t clause_count = \d+;",
                 "inline constexpr std::size_t clause_count = %d;" % len(records), src)
    # handles, in table order, each with its index
    hl = ["inline constexpr clause_ref %-33s = at(%d, \"%s\");" % (handles[cid], i, cid) for i, (cid, _) in enumerate(records)]
    hs = src.index("namespace id {\n") + len("namespace id {\n")
    he = src.index("} // namespace id")
    src = src[:hs] + "\n".join(hl) + "\n" + src[he:]
    with open(table_path, "w", encoding="utf-8") as fh:
        fh.write(src)
    # texts, in table order
    ts = tsrc.index("texts{{\n") + len("texts{{\n")
    te = tsrc.index("}};\n// clang-format on")
    tsrc = tsrc[:ts] + "".join("    {id::%s,\n%s,\n" % (handles[cid], entries[handles[cid]].rstrip(",")) for cid, _ in records) + tsrc[te:]
    with open(texts_path_of(table_path), "w", encoding="utf-8") as fh:
        fh.write(tsrc)
    with open(static_path, encoding="utf-8") as fh:
        st = fh.read()
    a = st.index("handles{\n") + len("handles{\n")
    b = st.index("};", a)
    st = st[:a] + ",\n".join("    id::" + handles[cid] for cid, _ in records) + "\n" + st[b:]
    with open(static_path, "w", encoding="utf-8") as fh:
        fh.write(st)
    print("%d records (%d new)" % (len(records), len(new)))


def table_ids(table_path):
    with open(table_path, encoding="utf-8") as fh:
        src = fh.read()
    return re.findall(r'\{\.id = "([^"]+)"', src), src


def unescape_cxx(s):
    return s


def check(laws, table_path, meta_path=None):
    """Every clause ID of every English file (glossary and introduction aside) has a record; the
    records whose texts come from a laws file hold them verbatim. Exit status 1 on any miss."""
    ids, src = table_ids(table_path)
    numbers = {i.split("/")[0] for i in ids}
    texts = all_clauses(laws)
    bad = 0
    for f in FILES:
        en = clauses(os.path.join(laws, "en-%s.md" % f))
        missing = [c[0] for c in en if c[0] not in numbers]
        print("%-12s %3d clause IDs, %3d in the table%s" % (f, len(en), len(en) - len(missing),
              "" if not missing else ", missing: " + " ".join(missing)))
        bad += len(missing)
    # verbatim: a record of a whole number (no /n) whose text_source is a laws file holds that
    # file's text (texts.hpp, found by the record's handle), unless its caveat says the
    # paragraphs were treated otherwise
    handles = dict((m.group(2), m.group(1)) for m in
                   re.finditer(r'inline constexpr clause_ref (\w+)\s*= at\(\d+, "([^"]+)"\);', src))
    entries, _ = read_texts(table_path)
    recs = []
    for cid, f in re.findall(r'\{\.id = "([^"/]+)",(?:(?!\{\.id = ).)*?\.text_source = "laws/ru-([a-z0-9-]+)\.md[^"]*",\s*'
                             r'\.text_en_source = "laws/en-', src, re.S):
        m = re.fullmatch(r'\s*R"\((.*?)\)",\s*R"\((.*?)\)"\}', entries.get(handles.get(cid, ""), ""), re.S)
        if m:
            recs.append((cid, f, m.group(1), m.group(2)))
        else:
            print("FAIL: no texts of the laws file for %s in texts.hpp" % cid)
            bad += 1
    generated = set(read_meta(meta_path)) if meta_path else set()
    checked = differ = 0
    for cid, f, ru, en in recs:
        if cid not in texts:
            continue
        checked += 1
        _, ten, tru, _, _ = texts[cid]
        if ten != en or tru != ru:
            # a record written by hand before this tool may join or renumber paragraphs (its
            # caveat says so): reported; a generated record must hold the files' text
            strict = cid in generated
            differ += strict
            print("%s: text differs from the laws files: %s%s%s" % ("FAIL" if strict else "note (hand-written record, see its caveat)",
                  cid, " (en)" if ten != en else "", " (ru)" if tru != ru else ""))
    print("%d records' texts compared with the laws files, %d generated ones differ" % (checked, differ))
    print("%d clause IDs missing" % bad)
    return 1 if bad or differ else 0


def main(argv):
    if len(argv) >= 2 and argv[0] == "ids":
        for f in FILES:
            print(f, " ".join(c[0] for c in clauses(os.path.join(argv[1], "en-%s.md" % f))))
        return 0
    if len(argv) in (3, 4) and argv[0] == "check":
        return check(*argv[1:])
    if len(argv) == 5 and argv[0] == "insert":
        insert(argv[1], argv[2], argv[3], argv[4])
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
