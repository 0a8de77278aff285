#!/usr/bin/env bash
# Counts the public symbols of every library module of a package, from its symbol graph:
#
#   Tests/AppPackage/count-public-symbols.sh [PACKAGE_DIR]     # default: this repository
#
# It lives next to check.sh because both verify the module split (issue 12), and it takes
# the package directory as an argument so that it also measures trees that predate it, e.g.
#   git worktree add /tmp/before a4060c6 && Tests/AppPackage/count-public-symbols.sh /tmp/before
#
# Steps: `swift build` (all non-test targets; scratch dir PACKAGE_DIR/.build-symbols, or
# $SYMBOLS_SCRATCH), then `swift symbolgraph-extract -minimum-access-level public` on each
# built module. Per module it prints
#   <module>: N public symbols (declared D + synthesized S; E more in extensions of other modules)
# N counts the module's own graph, <module>.symbols.json: D declared in the module, S that
# the compiler synthesizes for its public types (protocol-extension members a type inherits,
# e.g. `!=`). E counts the extension graphs <module>@<Other>.symbols.json (public members
# the module adds to types of other modules, e.g. IndexPath's `item`); they are not in N.
# SPI symbols are not included. A "library module" is every regular (non-test,
# non-executable) target; `[product]` marks those a library product vends.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$(cd "${1:-$here/../..}" && pwd)"
scratch="${SYMBOLS_SCRATCH:-$package/.build-symbols}"
command -v python3 >/dev/null || { echo "count-public-symbols: needs python3 to read JSON" >&2; exit 1; }

manifest="$(swift package --package-path "$package" dump-package)"
modules=($(python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] == "regular":
        print(target["name"])' <<<"$manifest"))
products=" $(python3 -c '
import json, sys
names = set()
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        names.update(product["targets"])
print(" ".join(sorted(names)))' <<<"$manifest") "

echo "package: $package ($(git -C "$package" log -1 --format='%h %s' 2>/dev/null | cut -c1-72 || echo 'not a git tree'))"
swift build --package-path "$package" --scratch-path "$scratch" >&2 \
    || { echo "count-public-symbols: the package did not build" >&2; exit 1; }
bin="$(swift build --package-path "$package" --scratch-path "$scratch" --show-bin-path)"
triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

graphs="$(mktemp -d "${TMPDIR:-/tmp}/symbol-graphs.XXXXXX")"
trap 'rm -rf "$graphs"' EXIT
total=0
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    swift symbolgraph-extract -module-name "$module" -minimum-access-level public \
        -I "$bin/Modules" -I "$bin" -target "$triple" -output-dir "$graphs/$module" >&2
    read -r declared synthesized ext_declared ext_synthesized < <(python3 - "$graphs/$module" "$module" <<'PY'
import glob, json, os, sys
folder, module = sys.argv[1], sys.argv[2]

def count(path):
    symbols = json.load(open(path))["symbols"]
    synthesized = sum("::SYNTHESIZED::" in s["identifier"]["precise"] for s in symbols)
    return len(symbols) - synthesized, synthesized

declared, synthesized = count(os.path.join(folder, module + ".symbols.json"))
ext_declared = ext_synthesized = 0
for path in glob.glob(os.path.join(folder, module + "@*.symbols.json")):
    d, s = count(path)
    ext_declared += d
    ext_synthesized += s
print(declared, synthesized, ext_declared, ext_synthesized)
PY
)
    count=$((declared + synthesized))
    total=$((total + count))
    tag=""
    [[ "$products" == *" $module "* ]] && tag=" [product]"
    printf '%s: %d public symbols (declared %d + synthesized %d)%s; extensions of other modules: %d declared + %d synthesized\n' \
        "$module" "$count" "$declared" "$synthesized" "$tag" "$ext_declared" "$ext_synthesized"
done
echo "total: $total public symbols in ${#modules[@]} library modules"
