#!/usr/bin/env bash
# Every type the SDK's headers declare crosses the plugin boundary, so the ABI
# rule (sdk/include/proofreader/sdk/abi.hpp) must name it: a header that adds
# a struct, class or enum the rule's list does not name fails this test. The
# test also checks itself: a copy of the SDK with one unlisted type must fail.
set -euo pipefail
sdk="$(cd "$(dirname "$0")/../../sdk/include/proofreader/sdk" && pwd)"

# Prints the declared types the rule's list leaves out; exit 1 when any.
unlisted() {
  local dir="$1" listed missing=0
  # The list: abi.hpp's comment from "Every type the SDK declares" to "Helpers that do not cross".
  listed="$(sed -n '/Every type the SDK declares/,/Helpers that do not cross/p' "$dir/abi.hpp")"
  while read -r name; do
    grep -qE "(^|[^A-Za-z0-9_])$name([^A-Za-z0-9_]|$)" <<<"$listed" || { echo "$name"; missing=1; }
  done < <(grep -hoE '^\s*(struct|class|enum class|enum)\s+(PROOFREADER_SDK_API\s+)?[A-Za-z_][A-Za-z0-9_]*\s*(:|\{|$)' "$dir"/*.hpp |
           sed -E 's/^\s*(struct|class|enum class|enum)\s+(PROOFREADER_SDK_API\s+)?//; s/\s*(:|\{)?\s*$//' | sort -u)
  return "$missing"
}

if missing="$(unlisted "$sdk")"; then :; else
  echo "sdk/abi.hpp's rule does not name these types the SDK declares:" >&2
  echo "$missing" >&2
  exit 1
fi

copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp "$sdk"/*.hpp "$copy/"
printf 'namespace proofreader::sdk {\nstruct SneakedInValue {\n  int x;\n};\n}\n' >> "$copy/types.hpp"
if unlisted "$copy" >/dev/null; then
  echo "a type added to types.hpp without a place in the rule's list was not noticed" >&2
  exit 1
fi
[ "$(unlisted "$copy" || true)" = "SneakedInValue" ] || { echo "the check named the wrong type" >&2; exit 1; }
echo "every type the SDK declares is named by the ABI rule"
