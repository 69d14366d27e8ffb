#!/bin/bash
# The command's sarif and rdjson output on the sample docs tree, checked by
# real validators from npm (validators/package.json): SARIF against the
# published 2.1.0 schema with ajv, rdjson with reviewdog's Diagnostic Format
# validator in strict mode without extra fields. Each validator must also
# refuse a broken copy, so a validator that accepts anything fails the test.
# Usage: validate_formats_test.sh BUILD_DIR
set -euo pipefail
build=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$here/validators"
[ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null
rdformat=(node node_modules/@umbrelladocs/rdformat-validator/bin/rdformat-validator.js --strict --no-extra-fields --silent)

cd "$here/../fixtures/cli"
status=0
"$build/bin/proofreader" check --format sarif docs > "$work/out.sarif" || status=$?
[ "$status" -eq 1 ] || { echo "sarif run: exit $status, expected 1 (the sample has errors)"; exit 1; }
status=0
"$build/bin/proofreader" check --format rdjson docs > "$work/out.rdjson" || status=$?
[ "$status" -eq 1 ] || { echo "rdjson run: exit $status, expected 1"; exit 1; }
grep -q '"ruleId"' "$work/out.sarif" || { echo "the SARIF log has no result"; exit 1; }
grep -q '"diagnostics":\[{' "$work/out.rdjson" || { echo "the rdjson has no diagnostic"; exit 1; }

cd "$here/validators"
node validate_sarif.mjs "$work/out.sarif"
"${rdformat[@]}" "$work/out.rdjson"
echo "rdjson valid"

# Broken copies must be refused: a result's level outside the enumeration,
# a diagnostic without its message.
sed 's/"level":"error"/"level":"fatal"/' "$work/out.sarif" > "$work/broken.sarif"
if node validate_sarif.mjs "$work/broken.sarif" 2>/dev/null; then echo "the SARIF validator accepted a broken log"; exit 1; fi
sed 's/"message":"[^"]*",//' "$work/out.rdjson" > "$work/broken.rdjson"
if "${rdformat[@]}" "$work/broken.rdjson" >/dev/null 2>&1; then echo "the rdjson validator accepted a broken file"; exit 1; fi
echo "both validators refuse broken copies"
