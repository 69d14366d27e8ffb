#!/usr/bin/env bash
# Writes an nginx configuration from etc/nginx.conf.template.
# usage: render-nginx.sh OUT_FILE RUN_DIR LISTEN BACKEND STATIC_ROOT [DOCS=true|false]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$2"
export RUN_DIR=$2 LISTEN=$3 BACKEND=$4 STATIC_ROOT=$5
USER_DIRECTIVE=""
[ "$(id -u)" -eq 0 ] && USER_DIRECTIVE="user root;"
DOCS_LOCATIONS=""
[ "${6:-false}" = "true" ] && DOCS_LOCATIONS="$(cat "$here/etc/nginx-docs-locations.conf")"
export USER_DIRECTIVE DOCS_LOCATIONS
python3 - "$here/etc/nginx.conf.template" "$1" <<'PY'
import os, sys
text = open(sys.argv[1]).read()
for key in ("RUN_DIR", "LISTEN", "BACKEND", "STATIC_ROOT", "USER_DIRECTIVE", "DOCS_LOCATIONS"):
    text = text.replace("@" + key + "@", os.environ[key])
open(sys.argv[2], "w").write(text)
PY
