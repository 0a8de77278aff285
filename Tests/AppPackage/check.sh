#!/usr/bin/env bash
# The app-package check (issue 12): builds Tests/AppPackage — a package outside the library
# that depends on the InteractorAdapter product only and drives its own ListView — runs it,
# then shows what the executable links and fails if any module meant for tests or tooling
# (headless list, test scheduler, script engine, screen harness, example interactors, replay
# tool) is in it.
#
#   Tests/AppPackage/check.sh            # debug build
#   Tests/AppPackage/check.sh release    # release build
#
# The build goes to Tests/AppPackage/.build (gitignored), or to $APP_CHECK_SCRATCH if set,
# never to the library's own .build. Two proofs, each enough to fail the check:
#   1. the objects handed to the linker (SwiftPM's <product>.product/Objects.LinkFileList),
#      grouped by the module they were compiled for;
#   2. the linked binary's symbols (nm, demangled with `swift demangle`), searched for the
#      forbidden modules as symbol prefixes (`HeadlessList.`) and for their main types.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
configuration="${1:-debug}"
scratch="${APP_CHECK_SCRATCH:-$here/.build}"
product=TodoApp
# Modules an app must not link: the test doubles, the script engine and what is built on it.
forbidden_modules=(HeadlessList ReactiveTesting ScriptReplay ScreenTesting Interactors ReplayTool SeededRandom TestSupport)
# Their main types, in case one were ever moved into a module with an innocent name.
forbidden_types=(HeadlessListView HeadlessCell TestScheduler EventRecorder ActionScript ScriptRunner ScreenHarness)

fail() {
    echo "app check: FAIL — $*"
    exit 1
}

case "$configuration" in
    debug | release) ;;
    *) echo "usage: $0 [debug|release]" >&2; exit 2 ;;
esac
command -v swift >/dev/null || fail "swift is not on PATH"
if command -v nm >/dev/null; then nm=nm; elif command -v llvm-nm >/dev/null; then nm=llvm-nm; else fail "no nm"; fi

build=(swift build --package-path "$here" --scratch-path "$scratch" -c "$configuration")

echo "== build ($configuration, scratch $scratch)"
echo "\$ ${build[*]} --product $product"
"${build[@]}" --product "$product" || fail "the app package did not build (see the compiler output above)"
bin_dir="$("${build[@]}" --show-bin-path)"
binary="$bin_dir/$product"
[[ -x "$binary" ]] || fail "no executable at $binary"

echo
echo "== run"
echo "\$ $binary"
"$binary" || fail "$product exited with status $? (it checks what its list shows)"

echo
echo "== modules linked into $product (from $bin_dir/$product.product/Objects.LinkFileList)"
link_list="$bin_dir/$product.product/Objects.LinkFileList"
[[ -f "$link_list" ]] || fail "no link file list at $link_list"
# Every line is an object file .../<Module>.build/<file>.o; count the objects per module.
linked="$(sed -n 's|.*/\([^/]*\)\.build/[^/]*\.o$|\1|p' "$link_list" | sort | uniq -c)"
[[ -n "$linked" ]] || fail "could not read any module from $link_list"
echo "$linked" | awk '{ printf "  %-20s %3d object files\n", $2, $1 }'
linked_modules=($(echo "$linked" | awk '{ print $2 }'))
bad_modules=()
for module in "${forbidden_modules[@]}"; do
    for linked_module in "${linked_modules[@]}"; do
        [[ "$linked_module" == "$module" ]] && bad_modules+=("$module")
    done
done

echo
echo "== symbols of $binary"
echo "\$ $nm $binary | swift demangle"
symbols="$("$nm" "$binary" | swift demangle)"
symbol_count="$(echo "$symbols" | wc -l)"
own="$(echo "$symbols" | grep -c 'InteractorAdapter\.ListAdapter' || true)"
# Without this, a demangling problem would make the search below find nothing and pass.
(( own > 0 )) || fail "no InteractorAdapter.ListAdapter symbol found: the symbol search cannot be trusted"
module_pattern="$(IFS='|'; echo "${forbidden_modules[*]}")"
type_pattern="$(IFS='|'; echo "${forbidden_types[*]}")"
pattern="(^|[^A-Za-z0-9_])(($module_pattern)\.|($type_pattern)([^A-Za-z0-9_]|\$))"
echo "\$ ... | grep -E '$pattern'"
offending="$(echo "$symbols" | grep -E "$pattern" || true)"
offending_count=0
[[ -n "$offending" ]] && offending_count="$(echo "$offending" | wc -l)"
echo "  $symbol_count symbols, $own of them InteractorAdapter.ListAdapter…, $offending_count matching a forbidden module or type"
[[ -n "$offending" ]] && echo "$offending" | sed -n "1,10s/^/  ! /p"

echo
if (( ${#bad_modules[@]} > 0 || offending_count > 0 )); then
    fail "$product links ${bad_modules[*]:-no forbidden module} and has $offending_count forbidden symbols"
fi
echo "app check: PASS — $product links only ${linked_modules[*]}; 0 of $symbol_count symbols belong to ${forbidden_modules[*]}"
