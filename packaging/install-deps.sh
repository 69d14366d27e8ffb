#!/usr/bin/env bash
# Installs every system package Proofreader needs to build, test and run.
# One list, shared by the README, docs/, packaging/run.sh, packaging/test.sh, .ci/run and the Dockerfiles.
# Idempotent: packages already present are skipped; nothing is installed when all are there.
set -euo pipefail

BUILD_PACKAGES=(
  build-essential cmake ninja-build pkg-config git ca-certificates
  libpoco-dev libpq-dev libpcre2-dev libcurl4-openssl-dev libpugixml-dev
  libboost-dev libboost-filesystem-dev libsodium-dev libssl-dev
  libgumbo-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libuchardet-dev libxlsxwriter-dev
  libhunspell-dev hunspell-ru hunspell-en-us catch2 zlib1g-dev libsqlite3-dev libfyaml-dev libicu-dev
  libvips-dev  # screenshots: resize, frame, blur, callouts, pixel diff (streaming, bounded decoding)
)
# chromium: the screenshots section's headless browser (captures).
RUN_PACKAGES=(nginx-light curl sqlite3 chromium)
# The backend image's runtime: the shared libraries the host, the grammar server and the plugins link (the
# build list's -dev packages bring them in), the Russian hunspell dictionary and the English one (the
# speller's loanwords), curl for the health checks,
# sqlite3 for backups; no compiler, no headers. Chromium is added apart (mode chromium), so an image
# without the screenshots section can leave its 600 MiB out.
RUNTIME_PACKAGES=(
  libpocofoundation80 libpocoutil80 libpoconet80 libpocojson80 libpocoxml80 libpocozip80 libpocodata80
  libpocodatasqlite80 libpocodatapostgresql80 libpq5 postgresql-client-15 libpcre2-8-0 libcurl4 libpugixml1v5 libboost-filesystem1.74.0 libsodium23 libssl3
  libgumbo1 libcmark-gfm0.29.0.gfm.6 libcmark-gfm-extensions0.29.0.gfm.6 libuchardet0 libxlsxwriter4
  libminizip1 libhunspell-1.7-0 hunspell-ru hunspell-en-us zlib1g libsqlite3-0 libfyaml0 libicu72 libvips42
  ca-certificates curl sqlite3
)
# The proofreader-cli image's runtime: the shared libraries the command line and its engine plugins
# link, and the Russian and English hunspell dictionaries of the grammar rules it runs in process; no service's.
CLI_RUNTIME_PACKAGES=(
  libpocofoundation80 libpocoutil80 libpoconet80 libpocojson80 libpocoxml80 libpocozip80 libpocodata80
  libpocodatasqlite80 libpocodatapostgresql80 libpq5 libpcre2-8-0 libcurl4 libpugixml1v5 libboost-filesystem1.74.0
  libssl3 libgumbo1 libcmark-gfm0.29.0.gfm.6 libcmark-gfm-extensions0.29.0.gfm.6 libuchardet0 libhunspell-1.7-0
  hunspell-ru hunspell-en-us zlib1g libsqlite3-0 libfyaml0 ca-certificates
)
# The front-end image's runtime: nginx, a health probe, python3 for render-nginx.sh.
WEB_PACKAGES=(nginx-light curl python3)
# The front-end image's build stage: Debian's own Node.js and npm.
FRONTEND_PACKAGES=(nodejs npm ca-certificates)
# The corporate-proxy bridge container (compose profile corp-proxy).
PROXY_BRIDGE_PACKAGES=(tinyproxy)
# The postgres image of packaging/docker/compose.scale.yml: Debian's PostgreSQL 15 server.
POSTGRES_PACKAGES=(postgresql-15)
# packaging/test-compose.sh: Debian's Docker engine, docker-compose 1.29, and debootstrap to make the
# debian:12 image where none can be pulled.
COMPOSE_PACKAGES=(docker.io docker-compose debootstrap python3)
# postgresql-15: the server the PostgreSQL copies of the suites start (tests/support/postgres-server.sh).
# libreoffice-writer-nogui, poppler-utils (pdftoppm) and a Cyrillic font: the round trip of annotated DOCX files
# (tests/unit/annotate/libreoffice_test.cpp) converts them to PDF, renders page 1 and converts back to DOCX.
TEST_PACKAGES=(python3 postgresql-15 libreoffice-calc-nogui libreoffice-writer-nogui python3-uno poppler-utils fonts-dejavu-core hunspell)  # the browser tests use RUN_PACKAGES' chromium
# packaging/fuzz.sh: clang and the compiler runtime that ships libFuzzer and the sanitizers' runtimes.
FUZZ_PACKAGES=(clang-14 libclang-rt-14-dev)

# Modes that build or run the C++ tree also need Node.js (below); the image-only ones do not.
needs_node=true
case "${1:-all}" in
  build) want=("${BUILD_PACKAGES[@]}") ;;
  run) want=("${BUILD_PACKAGES[@]}" "${RUN_PACKAGES[@]}") ;;
  all) want=("${BUILD_PACKAGES[@]}" "${RUN_PACKAGES[@]}" "${TEST_PACKAGES[@]}") ;;
  fuzz) want=("${BUILD_PACKAGES[@]}" "${FUZZ_PACKAGES[@]}") ;;
  runtime) want=("${RUNTIME_PACKAGES[@]}"); needs_node=false ;;
  cli-runtime) want=("${CLI_RUNTIME_PACKAGES[@]}"); needs_node=false ;;
  chromium) want=(chromium); needs_node=false ;;
  web) want=("${WEB_PACKAGES[@]}"); needs_node=false ;;
  frontend) want=("${FRONTEND_PACKAGES[@]}") ;;
  proxy-bridge) want=("${PROXY_BRIDGE_PACKAGES[@]}"); needs_node=false ;;
  compose) want=("${COMPOSE_PACKAGES[@]}"); needs_node=false ;;
  postgres) want=("${POSTGRES_PACKAGES[@]}"); needs_node=false ;;
  *) echo "usage: $0 [build|run|all|fuzz|runtime|cli-runtime|chromium|web|frontend|proxy-bridge|compose|postgres]" >&2; exit 2 ;;
esac

missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# npm fetches the morphology dictionary at build time, builds the front end and
# runs the browser tests: Debian's own nodejs and npm (18 and 9 in Debian 12) do
# all three. A Node.js 18 or newer already on the machine, with its npm, is kept.
if $needs_node && ! command -v npm >/dev/null; then missing+=(nodejs npm); fi
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "install-deps: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if $needs_node && [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 18 ]; then
  echo "install-deps: Node.js $(node --version) is older than 18, which the front end's build and the browser tests need" >&2
  exit 1
fi
