#!/usr/bin/env bash
# Builds everything and runs the whole test suite through ctest.
#   packaging/test.sh              the whole suite (fuzz corpora replayed by the plain driver), the
#                                  parsers again under ASan+UBSan, then the browser tests (CI)
#   packaging/test.sh --sanitize   the sanitizer builds instead (docs/testing.md):
#     ASan + UBSan: the unit and integration suites and the fuzz corpora replays;
#     TSan: the job and SSE tests (the integration cases of pipeline_jobs_test)
#           and the pipeline's and the engine pool's unit tests.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${PROOFREADER_TEST_BUILD_DIR:-$root/build/test}"
"$root/packaging/install-deps.sh" all

# One sanitizer build: configure `dir` with `sanitizers`, build `targets`, run
# the command that follows. Allocations are unwound fully (not by frame
# pointers, which libraries built without them cut short), so a leak's stack
# reaches the library function the suppressions in tests/sanitizers name. Every process (test programs and the host
# binaries they start) writes its findings to <dir>/sanitizer-logs; a report
# there fails the run even when the test that caused it passed.
sanitized_run() {
  local dir="$1" sanitizers="$2" targets="$3" status=0
  shift 3
  cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPROOFREADER_SANITIZE="$sanitizers" >/dev/null
  # shellcheck disable=SC2086 # a list of targets
  cmake --build "$dir" -j "$(nproc)" --target $targets
  rm -rf "$dir/sanitizer-logs" && mkdir -p "$dir/sanitizer-logs"
  local logs="log_path=$dir/sanitizer-logs/report" supp="$root/tests/sanitizers"
  PROOFREADER_BUILD_DIR="$dir" \
    ASAN_OPTIONS="$logs:detect_leaks=1:abort_on_error=1:fast_unwind_on_malloc=0" \
    LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0" \
    UBSAN_OPTIONS="$logs:print_stacktrace=1:halt_on_error=1" \
    TSAN_OPTIONS="$logs:halt_on_error=1:abort_on_error=1:suppressions=$supp/tsan.supp" \
    "$@" || status=$?
  if compgen -G "$dir/sanitizer-logs/report*" >/dev/null; then
    cat "$dir"/sanitizer-logs/report* >&2
    echo "test.sh: $sanitizers reported the findings above" >&2
    return 1
  fi
  return "$status"
}

if [ "${1:-}" = --sanitize ]; then
  sanitized_run "$build-asan" address,undefined all \
    ctest --test-dir "$build-asan" --output-on-failure -j "$(nproc)" --timeout 1800 -E '^(eval|packaging):'
  sanitized_run "$build-tsan" thread "integration_tests plugin_slow-engine host_unit_tests" \
    sh -c '"$1/tests/integration_tests" --filenames-as-tags "[#pipeline_jobs_test]" &&
           "$1/tests/host_unit_tests" "pipeline:*,engine pool:*"' tsan "$build-tsan"
  exit 0
fi

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" -j "$(nproc)"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" --timeout 900
# The sanitizers' fast subset, run every time (the whole tree is --sanitize):
# every parser of outside input under ASan+UBSan — the fuzz targets replaying
# their corpora (extractors, multipart, JSON bodies, the grammar server's
# /v2/check, guide extraction) and the extractors' and fetcher's unit tests.
sanitized_run "$build-asan-parsers" address,undefined "fuzz_targets extract_tests fetch_tests annotate_tests" \
  ctest --test-dir "$build-asan-parsers" --output-on-failure -j "$(nproc)" -R '^(fuzz|extract|fetch|annotate):'
# The web front end in a real browser (tests/browser): chromium driven by
# playwright-core against a stack that packaging/run.sh starts from this build
# (run.sh builds the front end). PROOFREADER_BROWSER_ENV runs this step inside
# another system, with what install-deps.sh installs there: CI sets it to
# .ci/in-debian12, so the front end's build and the browser tests run on
# Debian 12's own Node.js 18 and npm 9, and the dictionary's npm install is
# repeated there too.
browser_tests="cd tests/browser && npm ci --no-audit --no-fund --loglevel=error && PROOFREADER_BUILD_DIR='$build' node run.mjs"
if [ -n "${PROOFREADER_BROWSER_ENV:-}" ]; then
  dictionary="dict=\$(mktemp -d) && cp plugins/lib/russian/dict/package*.json \$dict/ &&
    npm ci --prefix \$dict --no-audit --no-fund --ignore-scripts --loglevel=error && ls \$dict/node_modules/az/dicts/words.dawg && rm -rf \$dict"
  (cd "$root" && $PROOFREADER_BROWSER_ENV bash -c "set -e; bash packaging/install-deps.sh all; node --version; npm --version; $dictionary; $browser_tests")
else
  (cd "$root" && bash -c "$browser_tests")
fi
