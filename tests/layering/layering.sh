#!/bin/sh
# The review's layering rules for the kernel (issue 33), run by ctest `layering` (label static):
#  1. no header in the kernel folders that decide (core, rules, audit, clock, analysis, legality, touch,
#     notation) includes a prose/ or report/ header: words and output formats come after the
#     decisions, never inside them;
#  2. no English sentence is built in those folders: the grep of the plan (a string literal
#     holding three words or more, comment lines aside) is counted per folder, and fails for the
#     folders and files declared clean below (the others are listed with their count: work left).
# Usage: layering.sh REPO_ROOT
set -u
root=${1:?usage: layering.sh REPO_ROOT}
inc="$root/kernel/include/chesslaw"

# Declared clean: folders or files under kernel/include/chesslaw, one a line. A listed folder or
# file with an English literal fails the test. Not yet: rules/ (the static_assert messages of
# rule_set.hpp and rule.hpp, which tests/compile_fail matches).
clean="
core
audit
clock
analysis
legality
touch
notation
"

folders="core rules audit clock analysis legality touch notation"
status=0

for f in $folders; do
    [ -d "$inc/$f" ] || { echo "layering: missing folder $inc/$f"; status=1; continue; }
    hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*[<"]chesslaw/(prose|report)/' "$inc/$f")
    if [ -n "$hits" ]; then
        echo "layering: a deciding header includes a prose/report header:"
        echo "$hits"
        status=1
    fi
done

english() { # the plan's grep: literals of three words or more, comment lines aside
    grep -rnHE '"[^"]*[A-Za-z]+ [a-z]+ [a-z]+[^"]*"' "$1" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//'
}

for f in $folders; do
    n=$(english "$inc/$f" | wc -l)
    echo "english literals: $f $n"
done
for c in $clean; do
    [ -e "$inc/$c" ] || { echo "layering: declared clean but missing: $c"; status=1; continue; }
    hits=$(english "$inc/$c")
    if [ -n "$hits" ]; then
        echo "layering: $c is declared clean but builds English:"
        echo "$hits"
        status=1
    fi
done
[ $status -eq 0 ] && echo "layering: ok"
exit $status
