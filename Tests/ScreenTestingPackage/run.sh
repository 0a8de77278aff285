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
# exits 1 on a script whose expectation is wrong.
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
trap 'rm -rf "$log" "$pages"' EXIT
"${swift[@]}" test "${package[@]}" >"$log" 2>&1 || { cat "$log"; fail "the tests failed"; }
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
echo "screen-testing package: PASS — tests pass, a wrong expectation fails at line $line and leaves its page, playlist-replay replays the script and writes its page"
