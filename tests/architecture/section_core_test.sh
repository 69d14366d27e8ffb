#!/usr/bin/env bash
# The sections' core/ folders hold no host or HTTP-serving include (the check
# every build runs, plugins/sections/check_core.cmake), and the check refuses
# one: a copy of the sections where a core file includes a host header and
# another the kit's multipart reader must fail, naming both.
set -euo pipefail
sections="$(cd "$(dirname "$0")/../../plugins/sections" && pwd)"
check="$sections/check_core.cmake"
cmake -DSECTIONS_DIR="$sections" -P "$check"

copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp -r "$sections"/. "$copy"
echo '#include "storage/Database.hpp"' >> "$copy/documents/src/core/Repository.cpp"
echo '#include <proofreader/kit/multipart.hpp>' >> "$copy/watch/src/core/CssSelector.cpp"
if out="$(cmake -DSECTIONS_DIR="$copy" -P "$check" 2>&1)"; then
  echo "a core/ include of a host header was not refused" >&2
  exit 1
fi
for expected in 'documents/src/core/Repository.cpp: #include "storage/Database.hpp"' \
                'watch/src/core/CssSelector.cpp: #include <proofreader/kit/multipart.hpp>'; do
  grep -qF "$expected" <<<"$out" || { echo "the refusal does not name: $expected" >&2; echo "$out" >&2; exit 1; }
done
echo "section cores include no host or HTTP-serving header; one that does is refused"
