#!/usr/bin/env bash
# The host's layers (host/layers.txt) hold in the tree, and the check that every
# build runs refuses an include that goes up: a copy of the host where the lowest
# folder includes the top one must fail, naming the file and the include.
set -euo pipefail
host="$(cd "$(dirname "$0")/../../host" && pwd)"
check="$host/check_layers.cmake"

cmake -DHOST_DIR="$host" -P "$check"

# Every folder of the host is a layer: none is left out of the order.
for dir in "$host"/*/; do
  name="$(basename "$dir")"
  grep -q "^$name " "$host/layers.txt" || { echo "host/$name is not in host/layers.txt" >&2; exit 1; }
done

copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp -r "$host"/. "$copy"
echo '#include "app/HostApplication.hpp"' >> "$copy/common/ToJson.cpp"
if out="$(cmake -DHOST_DIR="$copy" -P "$check" 2>&1)"; then
  echo "an upward include (common -> app) was not refused" >&2
  exit 1
fi
grep -q 'common/ToJson.cpp: #include "app/HostApplication.hpp" (common is below app)' <<<"$out" || {
  echo "the refusal does not name the file and the include:" >&2
  echo "$out" >&2
  exit 1
}
# A same-layer or downward include stays allowed.
cp "$host/common/ToJson.cpp" "$copy/common/ToJson.cpp"
echo '#include "common/RandomHex.hpp"' >> "$copy/app/HostApplication.cpp"
cmake -DHOST_DIR="$copy" -P "$check"
echo "host layers hold; an upward include is refused"
