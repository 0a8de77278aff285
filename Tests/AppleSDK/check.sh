#!/usr/bin/env bash
# The Apple-SDK type-check: every source target, as an iOS build sees it at the package's
# minimum (iOS 13) and at iOS 17, and as a macOS build sees it at its minimum (10.15, Intel)
# and at macOS 14 (Apple silicon), compiled against Apple's real SDKs from this Linux
# toolchain by the workplace's `typecheck.sh`, in the folder given as the first argument
# (`.ci/run` names it). Fixtures: an app's file that imports UIKit (or AppKit and SwiftUI)
# with the package's modules, and the UIKit signature pins
# (Tests/InteractorAdapterUIKitTests/UIKitSignaturePins.swift), which must compile against the
# real SDK as they do against UIKitStandIn. Warnings in the UIKit binding, the UIKit examples
# and the fixtures count as errors (UIKit's main-actor violations show as warnings there).
# Accepted diagnostics, each with its reason: Tests/AppleSDK/accepted.txt.
#
# Usage: Tests/AppleSDK/check.sh TOOL_FOLDER
# Without the tool there it says that the check was skipped and why, and exits 0.
set -euo pipefail
tools="${1:?usage: Tests/AppleSDK/check.sh TOOL_FOLDER (the folder of typecheck.sh)}"
if [ -d "$tools" ]; then tools=$(cd "$tools" && pwd); fi
cd "$(dirname "$0")/../.."

if [ ! -x "$tools/typecheck.sh" ]; then
    echo "apple-sdk typecheck: skipped: $tools/typecheck.sh is absent (the pruned Apple SDKs are not on this machine)"
    exit 0
fi
# Keep the extracted SDKs and their compiled modules between runs (about 40 s per triple).
export APPLE_SDK_CACHE="${APPLE_SDK_CACHE:-${TMPDIR:-/tmp}/apple-sdk-cache-$(swift --version 2>/dev/null | head -n 1 | tr -c 'A-Za-z0-9.' '-')}"
export ACCEPT=Tests/AppleSDK/accepted.txt

pins=Tests/InteractorAdapterUIKitTests/UIKitSignaturePins.swift
status=0
check() {
    local platform=$1 triple=$2 fixtures=$3
    local log
    log=$(mktemp)
    if TARGET="$triple" FIXTURES="$fixtures" \
        WARNINGS_AS_ERRORS="InteractorAdapterUIKit InteractorsUIKit $(for f in $fixtures; do basename "$f" .swift; done | tr '\n' ' ')" \
        "$tools/typecheck.sh" "$platform" . >"$log" 2>&1; then
        tail -n 1 "$log"
    else
        cat "$log"
        status=1
    fi
    rm -f "$log"
}

check ios arm64-apple-ios13.0 "Tests/AppleSDK/UIKitClient.swift $pins"
check ios arm64-apple-ios17.0 "Tests/AppleSDK/UIKitClient.swift $pins"
check macos x86_64-apple-macos10.15 "Tests/AppleSDK/AppKitClient.swift $pins"
check macos arm64-apple-macos14.0 "Tests/AppleSDK/AppKitClient.swift $pins"
exit $status
