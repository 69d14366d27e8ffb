#!/usr/bin/env bash
# The host's declared dependencies (host/layers.txt) hold in the tree, and the
# check that every build runs refuses an include a folder did not declare: a copy
# of the host where the lowest folder includes the top one must fail, naming the
# file and the include; so must a declaration of a folder that is not above.
set -euo pipefail
host="$(cd "$(dirname "$0")/../../host" && pwd)"
check="$host/check_layers.cmake"

cmake -DHOST_DIR="$host" -P "$check"

# Every folder of the host is declared: none is left out.
for dir in "$host"/*/; do
  name="$(basename "$dir")"
  grep -q "^$name:" "$host/layers.txt" || { echo "host/$name is not in host/layers.txt" >&2; exit 1; }
done

copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp -r "$host"/. "$copy"
echo '#include "app/HostApplication.hpp"' >> "$copy/common/ToJson.cpp"
if out="$(cmake -DHOST_DIR="$copy" -P "$check" 2>&1)"; then
  echo "an undeclared include (common -> app) was not refused" >&2
  exit 1
fi
grep -q 'common/ToJson.cpp: #include "app/HostApplication.hpp" (common does not declare app)' <<<"$out" || {
  echo "the refusal does not name the file and the include:" >&2
  echo "$out" >&2
  exit 1
}
# An include of a folder that is below but not declared is refused too (app
# does not declare common); one of a declared folder stays allowed.
cp "$host/common/ToJson.cpp" "$copy/common/ToJson.cpp"
echo '#include "common/RandomHex.hpp"' >> "$copy/app/HostApplication.cpp"
if cmake -DHOST_DIR="$copy" -P "$check" >/dev/null 2>&1; then
  echo "an undeclared downward include (app -> common) was not refused" >&2
  exit 1
fi
cp "$host/app/HostApplication.cpp" "$copy/app/HostApplication.cpp"
echo '#include "storage/Database.hpp"' >> "$copy/app/HostApplication.cpp"
cmake -DHOST_DIR="$copy" -P "$check"
# A declaration of a folder below the declaring one would allow a cycle.
sed -i 's/^common:.*/common: app/' "$copy/layers.txt"
out="$(cmake -DHOST_DIR="$copy" -P "$check" 2>&1)" && { echo "a declaration of a folder below was not refused" >&2; exit 1; }
grep -q 'common declares app, which is not above it' <<<"$out" || { echo "$out" >&2; exit 1; }
echo "host dependencies hold as declared; an undeclared include and a cycle are refused"
