#!/usr/bin/env bash
# What compiling this package costs: the cold (debug) build time of the products an app links
# (InteractorAdapter, then InteractorAdapterUIKit on top of it, here on UIKitStandIn), of the
# whole test build, and the slowest function bodies to type-check in each, from the compiler's
# own timing (-debug-time-function-bodies). Each build starts from an empty scratch directory.
#
#   Tests/CompileTime/measure.sh          # about 4 minutes on 2 idle cores
#   TOP=10 Tests/CompileTime/measure.sh   # more of the slowest functions
#
# Not run in CI: it is slow, and wall times on a shared machine vary; compare runs made on the
# same machine. The function timings are type-checking only (not code generation).
set -euo pipefail
cd "$(dirname "$0")/../.."

top=${TOP:-3}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
timing=(-Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies)

# build <label> <swift build arguments...>: prints the wall time; the log goes to $scratch/<label>.log.
build() {
    local label=$1
    shift
    local start end
    start=$(date +%s.%N)
    if ! swift build --scratch-path "$scratch/build" "${timing[@]}" "$@" >"$scratch/$label.log" 2>&1; then
        echo "build of $label failed:" >&2
        tail -n 30 "$scratch/$label.log" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    printf '%-58s %7.1f s\n' "$label" "$(echo "$end - $start" | bc)"
}

# slowest <label>...: the slowest function bodies of those builds, as "ms  file:line:column  declaration".
slowest() {
    local label
    for label in "$@"; do cat "$scratch/$label.log"; done | grep -E '^[0-9]+\.[0-9]+ms\s' | sed "s#$(pwd)/##" |
        sort -u | sort -g -r | awk -v top="$top" 'NR <= top' | awk -F'\t' '{ sub(/@.*/, "", $3); printf "    %10s  %s  %s\n", $1, $2, $3 }'
}

echo "Cold debug builds (swift build, empty scratch directory each), $(nproc) cores"
app=("app: InteractorAdapter (+ StagedDiff, ReactiveCore, ListUpdates)" "app: InteractorAdapterUIKit on top (+ UIKitStandIn)")
build "${app[0]}" --target InteractorAdapter
build "${app[1]}" --target InteractorAdapterUIKit
echo "  slowest function bodies of the app's products:"
slowest "${app[@]}"
rm -rf "$scratch/build"
build "tests: swift build --build-tests (everything)" --build-tests
echo "  slowest function bodies of the test build:"
slowest "tests: swift build --build-tests (everything)"
