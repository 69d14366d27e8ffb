#!/usr/bin/env bash
# Fuzzes one target with libFuzzer for a while:
#   packaging/fuzz.sh TARGET SECONDS [libFuzzer options...]
# TARGET: extract_docx extract_html extract_md extract_txt multipart json_body
#         guide_extraction grammar_check (tests/fuzz).
# Builds the fuzz targets with Debian's clang (ASan + UBSan + libFuzzer) into
# build/fuzz, then runs TARGET for SECONDS seeded with its committed corpus
# (tests/fuzz/corpus/TARGET). Inputs it finds go to build/fuzz/corpus/TARGET
# (not committed); a crash is written to build/fuzz/artifacts/TARGET/ and ends
# the run with a non-zero status. Minimise one with
#   build/fuzz/tests/fuzz_TARGET -minimize_crash=1 -runs=10000 CRASH_FILE
# and commit it under tests/fuzz/corpus/TARGET/ so every build replays it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -lt 2 ]; then
  echo "usage: $0 TARGET SECONDS [libFuzzer options...]" >&2
  exit 2
fi
target="$1" seconds="$2"
shift 2
build="${PROOFREADER_FUZZ_BUILD_DIR:-$root/build/fuzz}"
"$root/packaging/install-deps.sh" fuzz
if [ ! -f "$build/CMakeCache.txt" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
    -DPROOFREADER_FUZZ=ON -DPROOFREADER_SANITIZE=address,undefined "${launcher[@]}" >/dev/null
fi
cmake --build "$build" --target "fuzz_$target"
seeds="$root/tests/fuzz/corpus/$target"
found="$build/corpus/$target"
artifacts="$build/artifacts/$target"
mkdir -p "$found" "$artifacts"
# Leaks are reported by the sanitizer builds of the test suite; here they would
# stop the run at the first cached allocation of a library.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec "$build/tests/fuzz_$target" -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
  -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" "$found" "$seeds"
