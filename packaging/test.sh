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
# playwright-core against a stack that packaging/run.sh starts from this build
# (run.sh builds the front end). PROOFREADER_BROWSER_ENV runs this step inside
# another system, with what install-deps.sh installs there: CI sets it to
# .ci/in-debian12, so the front end's build and the browser tests run on
# Debian 12's own Node.js 18 and npm 9, and the dictionary's npm install is
# repeated there too.
browser_tests="cd tests/browser && npm ci --no-audit --no-fund --loglevel=error && PROOFREADER_BUILD_DIR='$build' node --test"
if [ -n "${PROOFREADER_BROWSER_ENV:-}" ]; then
  dictionary="dict=\$(mktemp -d) && cp plugins/lib/russian/dict/package*.json \$dict/ &&
    npm ci --prefix \$dict --no-audit --no-fund --ignore-scripts --loglevel=error && ls \$dict/node_modules/az/dicts/words.dawg && rm -rf \$dict"
  (cd "$root" && $PROOFREADER_BROWSER_ENV bash -c "set -e; bash packaging/install-deps.sh all; node --version; npm --version; $dictionary; $browser_tests")
else
  (cd "$root" && bash -c "$browser_tests")
fi
