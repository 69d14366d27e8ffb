#!/usr/bin/env bash
# Writes an nginx configuration from etc/nginx.conf.template.
# usage: render-nginx.sh OUT_FILE RUN_DIR LISTEN BACKENDS STATIC_ROOT [DOCS=true|false]
# The request body limit is PROOFREADER_MAX_BODY_BYTES's (the backend's own
# limit), 50 MB when it is not set (spec §8.1).
#
# BACKENDS is one backend, host:port, or several backends sharing one
# PostgreSQL database, NODE=host:port,NODE=host:port,… where NODE is each
# backend's PROOFREADER_NODE_NAME. With several, a request goes to the backend
# named by the prefix of its session cookie ("NODE.<hex>", the backend that
# holds the session; for the OIDC callback, of its state parameter, the
# backend that holds the login attempt), with the others as backups: when
# that backend is down another answers, does not know the session, and the
# user logs in again (spec §5.4: a restart ends a backend's sessions).
# Requests without either (logging in) go round-robin. A backend whose
# connection does not open within 5 s counts as down (a stopped container's
# address may not refuse, only stay silent).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$2"
export RUN_DIR=$2 LISTEN=$3 BACKENDS=$4 STATIC_ROOT=$5
USER_DIRECTIVE=""
[ "$(id -u)" -eq 0 ] && USER_DIRECTIVE="user root;"
DOCS_LOCATIONS=""
[ "${6:-false}" = "true" ] && DOCS_LOCATIONS="$(cat "$here/etc/nginx-docs-locations.conf")"
MAX_BODY_BYTES="${PROOFREADER_MAX_BODY_BYTES:-52428800}"
[[ "$MAX_BODY_BYTES" =~ ^[0-9]{1,12}$ ]] || { echo "render-nginx.sh: PROOFREADER_MAX_BODY_BYTES must be a number of bytes, not '$MAX_BODY_BYTES'" >&2; exit 2; }
export USER_DIRECTIVE DOCS_LOCATIONS MAX_BODY_BYTES
python3 - "$here/etc/nginx.conf.template" "$1" <<'PY'
import os, re, sys

def upstream(name, servers):
    # Idle connections are dropped before the backend's own 10 s keep-alive
    # timeout (Poco's default) closes them: a request sent on a connection the
    # backend is closing at that moment would be answered 502.
    lines = [f"  upstream {name} {{"] + [f"    server {s};" for s in servers] + [
        "    keepalive 16;", "    keepalive_timeout 5s;", "  }"]
    return "\n".join(lines)

def routing(backends):
    """One upstream per node (the others as backups), a round-robin pool, and
    the maps from a session id's or an OIDC state's node prefix to them."""
    nodes = []
    for item in backends.split(","):
        node, sep, address = item.strip().partition("=")
        if not sep or not re.fullmatch(r"[A-Za-z0-9_-]{1,40}", node) or not address:
            sys.exit(f"render-nginx.sh: '{item}' is not NODE=host:port (NODE: letters, digits, '-', '_')")
        nodes.append((node, address))
    if len({n for n, _ in nodes}) != len(nodes):
        sys.exit("render-nginx.sh: two backends with one node name")
    parts = []
    for node, address in nodes:
        parts.append(upstream(f"node_{node}", [address] + [f"{a} backup" for n, a in nodes if n != node]))
    parts.append(upstream("backend_pool", [a for _, a in nodes]))
    prefixes = "".join(f"    ~^{node}\\. node_{node};\n" for node, _ in nodes)
    parts.append(
        "  # The backend holding the session: the node prefix of its id.\n"
        "  map $cookie_proofreader_session $proofreader_session_upstream {\n"
        "    default backend_pool;\n" + prefixes + "  }\n"
        "  # The OIDC callback goes to the backend that started the login (its state's prefix).\n"
        "  map $arg_state $proofreader_state_upstream {\n"
        "    default $proofreader_session_upstream;\n" + prefixes + "  }\n"
        "  map $uri $proofreader_upstream {\n"
        "    default $proofreader_session_upstream;\n"
        "    /api/auth/oidc/callback $proofreader_state_upstream;\n"
        "  }")
    return "\n\n".join(parts), "$proofreader_upstream", "5s"

backends = os.environ["BACKENDS"]
if "=" in backends:
    os.environ["UPSTREAMS"], os.environ["API_UPSTREAM"], os.environ["CONNECT_TIMEOUT"] = routing(backends)
else:
    os.environ["UPSTREAMS"], os.environ["API_UPSTREAM"], os.environ["CONNECT_TIMEOUT"] = (
        upstream("backend", [backends]), "backend", "600s")

text = open(sys.argv[1]).read()
# DOCS_LOCATIONS first: the docs locations name @API_UPSTREAM@ themselves.
for key in ("DOCS_LOCATIONS", "RUN_DIR", "LISTEN", "UPSTREAMS", "API_UPSTREAM", "CONNECT_TIMEOUT", "STATIC_ROOT",
            "USER_DIRECTIVE", "MAX_BODY_BYTES"):
    text = text.replace("@" + key + "@", os.environ[key])
open(sys.argv[2], "w").write(text)
PY
