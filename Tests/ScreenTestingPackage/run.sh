#!/usr/bin/env bash
# The screen-testing package check (issue 14): a package outside the library, written as a
# team would write it, depends on it by path, tests its own screen (a playlist) with
# ScreenHarness and replays a script against it with its own three-line command.
#
#   Tests/ScreenTestingPackage/run.sh
#
# Builds to Tests/ScreenTestingPackage/.build (gitignored), or to $SCREEN_PACKAGE_SCRATCH.
# Fails unless: the tests pass (the playlist's, and the composed party screen's: two playlist
# providers with the playlist's registrations, checked with the harness's gesture expectations); a deliberately wrong expectation fails at its own line with
# expected against found, and leaves its report page in INTERACTOR_ADAPTER_REPORT_DIR; the
# command replays the script, matches its golden (exit 0), writes its page with --html, and
# exits 1 on a script whose expectation is wrong; the team's fuzz tests pass (the playlist keeps
# its invariants, the bookmarks' planted bug is found and shrunk), `playlist-replay fuzz` exits 0
# on the playlist and 1 on the bookmarks (writing the shrunk script), and the committed shrunk
# script Scripts/fuzz/bookmarks-placeholder.jsonl fails under plain `playlist-replay`; fuzzing the
# trapping bookmarks exits 3, and their crash is shrunk to at most 5 steps that crash a plain replay.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
scratch="${SCREEN_PACKAGE_SCRATCH:-$here/.build}"
swift=(swift)
package=(--package-path "$here" --scratch-path "$scratch")
cd "$here"

fail() {
    echo "screen-testing package: FAIL — $*"
    exit 1
}

echo "== build"
echo "\$ swift build ${package[*]}"
"${swift[@]}" build "${package[@]}" 2>&1 | grep -v '^\[' || fail "the package did not build"
bin="$("${swift[@]}" build "${package[@]}" --show-bin-path)"

echo
echo "== tests (PlaylistTests: the harness on the playlist and on the composed party screen, and the script against its golden)"
echo "\$ swift test ${package[*]}"
log="$(mktemp)"
pages="$(mktemp -d)"
trap 'rm -rf "$log" "$pages" "${tests_log:-}"' EXIT
"${swift[@]}" test "${package[@]}" >"$log" 2>&1 || { cat "$log"; fail "the tests failed"; }
tests_log="$(mktemp)"
cp "$log" "$tests_log"
sed -n '/Test run started/,$p' "$log" | grep -E '^(✔|━|✘) Test |^━ Test run|^✔ Test run'
grep -qE '^(✔|━) Suite PartyScreenTests passed' "$log" || fail "the composed party screen's tests did not run"
! grep -q 'InteractorAdapter warning:' "$log" || fail "the tests printed adapter warnings"

echo
echo "== a deliberately wrong expectation fails at its own line"
line="$(grep -n 'screen.expect(rows: 3, visible: \["Intro 0:50"' Tests/PlaylistTests/PlaylistScreenTests.swift | cut -d: -f1)"
echo "\$ SHOW_FAILURE=1 INTERACTOR_ADAPTER_REPORT_DIR=\$pages swift test ${package[*]} --filter deliberately    # the expect(...) is on line $line"
if SHOW_FAILURE=1 INTERACTOR_ADAPTER_REPORT_DIR="$pages" "${swift[@]}" test "${package[@]}" --filter deliberately \
    >"$log" 2>&1; then
    fail "the deliberately wrong test passed"
fi
sed -n '/Test deliberatelyWrongExpectation() started/,$p' "$log" | grep -v '^◇'
grep -q "recorded an issue at PlaylistScreenTests.swift:$line:" "$log" || fail "the failure is not reported at line $line"
grep -qF 'visible: expected ["Intro 0:50", "1 song · 0:50"], found ["Intro 0:05", "1 song · 0:05"]' "$log" \
    || fail "the failure does not say expected against found"
page="$(ls "$pages"/PlaylistScreenTests-*.html 2>/dev/null | head -n 1)"
[[ -n "$page" ]] || fail "the failing test left no report page in INTERACTOR_ADAPTER_REPORT_DIR"
grep -qF "report page: $page" "$log" || fail "the failure message does not say where the page is"
# The page embeds the test's line as written, as a JSON string.
grep -qF 'screen.expect(rows: 3, visible: [\"Intro 0:50\"' "$page" || fail "the page does not show the failing call as written"
echo "report page: $(basename "$page") ($(wc -c <"$page") bytes)"

echo
echo "== the team's replay command, Sources/playlist-replay/main.swift:"
sed 's/^/    /' Sources/playlist-replay/main.swift
echo "\$ playlist-replay Scripts/playlist-basics.jsonl --golden Goldens/playlist-basics.txt --html \$pages/playlist-basics.html"
"$bin/playlist-replay" Scripts/playlist-basics.jsonl --golden Goldens/playlist-basics.txt \
    --html "$pages/playlist-basics.html" >"$log" 2>&1 || { cat "$log"; fail "the script did not replay cleanly"; }
tail -n 4 "$log"
grep -q '^<!DOCTYPE html>' "$pages/playlist-basics.html" || fail "playlist-replay --html wrote no page"
echo "\$ playlist-replay Scripts/failing/playlist-wrong.jsonl    # exit code 1 expected"
status=0
"$bin/playlist-replay" Scripts/failing/playlist-wrong.jsonl >"$log" 2>&1 || status=$?
grep -E 'FAILED|^replay: |^result' "$log"
[[ $status == 1 ]] || fail "a failing script exited with $status, not 1"

echo
echo "== fuzzing the team's screens with its command (the bookmarks: a validating init(from:), no CaseIterable, a generator)"
echo "\$ playlist-replay fuzz --screen playlist --runs 30 --steps 80 --seed 4    # exit 0 expected"
"$bin/playlist-replay" fuzz --screen playlist --runs 30 --steps 80 --seed 4 >"$log" 2>&1 || { cat "$log"; fail "fuzzing the playlist found a failure"; }
head -n 3 "$log"
echo "\$ playlist-replay fuzz --screen bookmarks --out \$pages/fuzz    # exit 1 expected: the planted bug"
status=0
"$bin/playlist-replay" fuzz --screen bookmarks --out "$pages/fuzz" >"$log" 2>&1 || status=$?
grep -E '^FAILED|^shrunk' "$log"
[[ $status == 1 ]] || { cat "$log"; fail "fuzzing the bookmarks exited with $status, not 1"; }
ls "$pages"/fuzz/fuzz-bookmarks-*.jsonl >/dev/null 2>&1 || fail "fuzz wrote no script"
echo "\$ playlist-replay Scripts/fuzz/bookmarks-placeholder.jsonl    # the committed shrunk script; exit 1 expected"
status=0
"$bin/playlist-replay" Scripts/fuzz/bookmarks-placeholder.jsonl >"$log" 2>&1 || status=$?
grep -E '^replay: ' "$log"
[[ $status == 1 ]] || fail "the committed fuzz script exited with $status, not 1"
grep -q 'invariants placeholder' "$log" || fail "the committed fuzz script does not fail on the placeholder invariant"
grep -qE '^(✔|━) Suite BookmarksFuzzTests passed' "$tests_log" || fail "the fuzz tests did not run"
echo "\$ playlist-replay fuzz --screen bookmarks-trap --invariants default,-placeholder --out \$pages/trap    # exit 3 expected: the interactor traps"
status=0
"$bin/playlist-replay" fuzz --screen bookmarks-trap --invariants default,-placeholder --out "$pages/trap" >"$log" 2>/dev/null || status=$?
grep -E 'crashed|^shrunk' "$log"
[[ $status == 3 ]] || { cat "$log"; fail "fuzzing the trapping bookmarks exited with $status, not 3"; }
trap_script="$(ls "$pages"/trap/fuzz-bookmarks-trap-*.jsonl 2>/dev/null | head -n 1)"
[[ -n "$trap_script" ]] || fail "fuzz wrote no script for the crash"
# The script is its comment (`# fuzz ... steps=N→M`), its header and M steps; M at most 5.
trap_steps="$(tail -n +3 "$trap_script" | grep -c . || true)"
head -n 1 "$trap_script" | grep -qE "steps=[0-9]+→$trap_steps\$" || fail "the crash's script does not hold the $trap_steps steps its comment says"
[[ $trap_steps -ge 1 && $trap_steps -le 5 ]] || { cat "$trap_script"; fail "the crash was shrunk to $trap_steps steps, not at most 5"; }
echo "the crash was shrunk to $trap_steps steps: $(head -n 1 "$trap_script")"
status=0
"$bin/playlist-replay" "$trap_script" >/dev/null 2>&1 || status=$?
[[ $status -gt 128 ]] || fail "the crash's shrunk script did not crash plain playlist-replay (exit $status)"
echo "the crash's shrunk script crashes plain playlist-replay too (exit $status)"

echo
echo "screen-testing package: PASS — tests pass, a wrong expectation fails at line $line and leaves its page, playlist-replay replays the script and writes its page"
