#!/usr/bin/env bash
# docs/configuration.md's table of plugin settings is what the in-tree plugins declare:
# `proofreader-host --settings-table` over every in-tree engine and section
# must equal the text between that page's settings-table markers.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$1"
generated="$(PROOFREADER_ENGINES=morphology,grammar-client,style,llm PROOFREADER_SECTIONS=documents,api,watch,screenshots \
  "$build/bin/proofreader-host" --settings-table)"
documented="$(sed -n '/<!-- settings-table: begin -->/,/<!-- settings-table: end -->/p' "$root/docs/configuration.md" | sed '1d;$d')"
# The in-tree plugins declare more than 20 settings, so a short table means the plugins were not read.
[ "$(printf '%s\n' "$generated" | grep -c '^| `')" -ge 20 ] || { echo "too few settings generated:"; echo "$generated"; exit 1; }
if [ "$generated" != "$documented" ]; then
  echo "docs/configuration.md's plugin settings table differs from the declarations; regenerate it with:" >&2
  echo "  PROOFREADER_ENGINES=morphology,grammar-client,style,llm PROOFREADER_SECTIONS=documents,api,watch,screenshots $build/bin/proofreader-host --settings-table" >&2
  diff <(printf '%s\n' "$documented") <(printf '%s\n' "$generated") >&2 || true
  exit 1
fi
