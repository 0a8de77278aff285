#!/usr/bin/env bash
# The browser check (issue 18): the report page of every example script, of a failing
# script, of a golden that differs, of hostile texts and of a generated 10,000-step script,
# loaded in headless Chromium, and checked from the DOM after the page's script ran:
#
#   Tests/Browser/check-reports.sh
#
# - one step element per script step; the drawn frame's texts equal to the replay's text
#   frame (`replay SCRIPT --frames`) for the first, a middle and the last step, opened with
#   the URL fragment #step-N; playing at 16x from the start ends on the last step;
# - a failing script's page opens at its first failing step; a differing golden's page at
#   the step of its first difference, both texts side by side;
# - hostile cell texts show as text and run nothing;
# - no script error (on the console, or recorded by the page) and no request leaving the
#   page (Chromium's net log lists none, and the markup names no resource);
# - the page's size per step, for sizes of the generated script (linear growth);
# - a screenshot of one example, Tests/Browser/replay-report.png (the README shows it).
#
# Uses chromium-headless-shell, chromium or chrome-headless-shell from the system; installs
# chromium-headless-shell (or else chromium) with apt-get when none is there. Builds with
# `swift build` into .build, or into $SCRATCH_PATH.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
started=$SECONDS
scratch=(--scratch-path "${SCRATCH_PATH:-.build}")

find_chromium() {
    local name
    for name in chromium-headless-shell chromium chrome-headless-shell \
        /usr/lib/chromium/chromium-headless-shell /usr/lib/chromium/chromium; do
        if command -v "$name" >/dev/null 2>&1; then
            command -v "$name"
            return 0
        fi
    done
    return 1
}

install_chromium() {
    local apt=(apt-get)
    if [[ $(id -u) != 0 ]]; then apt=(sudo apt-get); fi
    export DEBIAN_FRONTEND=noninteractive
    for package in chromium-headless-shell chromium; do
        echo "browser check: no Chromium found; installing $package with apt-get"
        if "${apt[@]}" install -y -q "$package" >/dev/null 2>&1 \
            || { "${apt[@]}" update -q >/dev/null 2>&1 && "${apt[@]}" install -y -q "$package" >/dev/null 2>&1; }; then
            return 0
        fi
        echo "browser check: apt-get could not install $package"
    done
    return 1
}

chromium="$(find_chromium || true)"
if [[ -z "$chromium" ]]; then
    install_chromium || { echo "browser check: FAIL — no Chromium, and apt-get could not install one"; exit 1; }
    chromium="$(find_chromium)" || { echo "browser check: FAIL — Chromium installed but not found"; exit 1; }
fi
echo "browser check: $("$chromium" --version 2>/dev/null | head -n 1) ($chromium)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== build the replay command"
swift build "${scratch[@]}" --product replay 2>&1 | grep -v '^\[' || true
replay="$(swift build "${scratch[@]}" --show-bin-path)/replay"
[[ -x "$replay" ]] || { echo "browser check: FAIL — replay did not build"; exit 1; }

echo
echo "== the command from the README"
echo "\$ swift run replay Interactors/Scripts/todo-basics.jsonl --html \$work/todo.html"
swift run "${scratch[@]}" --skip-build replay Interactors/Scripts/todo-basics.jsonl --html "$work/todo.html" | tail -n 1

# Each page: replay SCRIPT --frames --html PAGE, the text frames kept to compare with.
# `replay` below is the binary `swift run replay` runs, called directly to spare the
# package graph's loading at every call.
manifest="$work/manifest.json"
entries=()
page() { # page NAME SCRIPT EXPECTED_EXIT [replay options] -> adds a manifest entry's paths
    local name=$1 script=$2 expected=$3
    shift 3
    local status=0
    "$replay" "$script" --frames --html "$work/$name.html" "$@" >"$work/$name.txt" 2>"$work/$name.err" || status=$?
    if [[ $status != "$expected" ]]; then
        cat "$work/$name.err"
        echo "browser check: FAIL — replay $script exited $status, not $expected"
        exit 1
    fi
}

echo
echo "== pages"
for script in Interactors/Scripts/*.jsonl; do
    name="$(basename "$script" .jsonl)"
    page "$name" "$script" 0
    # todo-basics also opens the history of the task t2 at the tap on line 16.
    inspect=""
    if [[ $name == todo-basics ]]; then inspect=', "inspect": [16, "t2"]'; fi
    entries+=("{\"page\": \"$work/$name.html\", \"frames\": \"$work/$name.txt\", \"script\": \"$script\"$inspect}")
done

page wrong Tests/Browser/Scripts/todo-wrong.jsonl 1
entries+=("{\"page\": \"$work/wrong.html\", \"frames\": \"$work/wrong.txt\", \"script\": \"Tests/Browser/Scripts/todo-wrong.jsonl\", \"failing\": true}")

page hostile Tests/Browser/Scripts/todo-hostile.jsonl 0
entries+=("{\"page\": \"$work/hostile.html\", \"frames\": \"$work/hostile.txt\", \"script\": \"Tests/Browser/Scripts/todo-hostile.jsonl\", \"hostile\": true}")

# A golden that differs from the run in one visible line of one step.
"$replay" Interactors/Scripts/todo-basics.jsonl --golden "$work/golden.txt" --record >/dev/null
sed 's/row 0-2: ☐ Bread/row 0-2: ☐ Brioche/' "$work/golden.txt" >"$work/golden-tampered.txt"
if cmp -s "$work/golden.txt" "$work/golden-tampered.txt"; then
    echo "browser check: FAIL — todo-basics' golden no longer shows \"row 0-2: ☐ Bread\"; pick another line to change"
    exit 1
fi
page differing-golden Interactors/Scripts/todo-basics.jsonl 1 --golden "$work/golden-tampered.txt"
entries+=("{\"page\": \"$work/differing-golden.html\", \"frames\": \"$work/differing-golden.txt\", \"script\": \"Interactors/Scripts/todo-basics.jsonl\", \"golden\": [\"$work/golden-tampered.txt\", \"$work/golden.txt\"], \"play\": false}")

# The generated script: the todo screen for 10,000 steps (adding, ticking and deleting tasks,
# scrolling), every expectation holding; a 2,500- and a 5,000-step prefix for the sizes.
python3 - "$work" <<'EOF'
import json, sys
steps, task = [], 0
while len(steps) < 10000:
    task += 1
    steps += [
        {"scroll": 0}, {"dispatch": {"add": {"text": "Task %d" % task}}}, {"advance": 0.5}, {"tap": [0, 0]},
        {"advance": 0.5}, {"dispatch": {"delete": {"id": "t%d" % (task - 4)}}} if task > 4 else {"advance": 0.1},
        {"advance": 0.5},
        {"expect": {"rows": 5, "absent": "Task %d" % (task - 4)}} if task > 4 else {"expect": {"rows": task + 1}},
        {"scroll": 88},
    ]
header = {"screen": "todo", "viewport": 132, "rowHeight": 44, "animationDuration": 0.3}
for count in (2500, 5000, 10000):
    with open("%s/generated-%d.jsonl" % (sys.argv[1], count), "w") as script:
        script.write("\n".join(json.dumps(line) for line in [header] + steps[:count]) + "\n")
EOF
page generated-10000 "$work/generated-10000.jsonl" 0
entries+=("{\"page\": \"$work/generated-10000.html\", \"frames\": \"$work/generated-10000.txt\", \"script\": \"$work/generated-10000.jsonl\", \"play\": false}")
(IFS=,; echo "[${entries[*]}]") >"$manifest"

echo
echo "== load and check every page"
python3 Tests/Browser/page_check.py "$chromium" "$work" "$manifest"

echo
echo "== page size per step"
for count in 2500 5000; do
    "$replay" "$work/generated-$count.jsonl" --html "$work/generated-$count.html" >/dev/null
done
previous=0
previous_steps=0
for count in 2500 5000 10000; do
    bytes=$(wc -c <"$work/generated-$count.html")
    line="generated, $count steps: $bytes bytes, $((bytes / count)) per step"
    if [[ $previous != 0 ]]; then
        line+=", $(((bytes - previous) / (count - previous_steps))) per step added since $previous_steps"
    fi
    echo "$line"
    previous=$bytes
    previous_steps=$count
done

echo
echo "== screenshot"
rm -f Tests/Browser/replay-report.png   # so that a screenshot that fails is not hidden by the old one
"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1440,900 \
    --virtual-time-budget=5000 --screenshot="$root/Tests/Browser/replay-report.png" \
    "file://$work/settings-move.html#step-5&inspect=flashlight" >/dev/null 2>&1
[[ -s Tests/Browser/replay-report.png ]] || { echo "browser check: FAIL — no screenshot"; exit 1; }
echo "Tests/Browser/replay-report.png ($(wc -c <Tests/Browser/replay-report.png) bytes)"

echo
echo "browser check: PASS in $((SECONDS - started)) s"
