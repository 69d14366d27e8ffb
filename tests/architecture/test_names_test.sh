#!/usr/bin/env bash
# No Catch2 test's name holds ';': ctest splits the names it discovers on it,
# so such a test is registered as pieces that run nothing and fail (seen
# twice). Prints every offender with its place; given a file, checks it alone.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
python3 - "$root" "$@" <<'PY'
import pathlib, re, sys
root = pathlib.Path(sys.argv[1])
files = [pathlib.Path(f) for f in sys.argv[2:]] or [
    p for d in ("tests", "cli", "plugins", "host") for p in (root / d).rglob("*.cpp")]
# The name: the first string literal(s) of TEST_CASE( or TEST_CASE_METHOD(Fixture,, adjacent ones joined.
case = re.compile(r'TEST_CASE(?:_METHOD)?\(\s*(?:\w+\s*,\s*)?((?:"(?:[^"\\]|\\.)*"\s*)+)')
bad = []
for path in files:
    text = path.read_text(errors="replace")
    for m in case.finditer(text):
        name = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1)))
        if ";" in name:
            bad.append(f"{path}:{text.count(chr(10), 0, m.start()) + 1}: {name}")
if bad:
    print("test names with ';' (ctest cannot run them by name):", *bad, sep="\n", file=sys.stderr)
    sys.exit(1)
print("no test name holds ';'")
PY
