#!/usr/bin/env bash
# Builds everything and runs the whole test suite through ctest.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${PROOFREADER_TEST_BUILD_DIR:-$root/build/test}"
"$root/packaging/install-deps.sh" all
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" -j "$(nproc)"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" --timeout 900
# The web front end in a real browser (tests/browser): chromium driven by
# playwright-core against a stack that packaging/run.sh starts from this build.
(cd "$root/tests/browser" && npm ci --no-audit --no-fund --loglevel=error && PROOFREADER_BUILD_DIR="$build" node --test)
