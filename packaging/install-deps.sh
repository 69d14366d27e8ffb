#!/usr/bin/env bash
# Installs every system package Proofreader needs to build, test and run.
# One list, shared by the README, packaging/run.sh, packaging/test.sh, .ci/run and the Dockerfiles.
# Idempotent: packages already present are skipped; nothing is installed when all are there.
set -euo pipefail

BUILD_PACKAGES=(
  build-essential cmake ninja-build pkg-config git ca-certificates
  libpoco-dev libpcre2-dev libcurl4-openssl-dev libpugixml-dev
  libboost-dev libboost-filesystem-dev libsodium-dev libssl-dev
  libgumbo-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libuchardet-dev libxlsxwriter-dev
  libhunspell-dev hunspell-ru catch2 zlib1g-dev libsqlite3-dev libfyaml-dev libicu-dev
  libvips-dev  # screenshots: resize, frame, blur, callouts, pixel diff (streaming, bounded decoding)
)
# chromium: the screenshots section's headless browser (captures), so it is in the backend image.
RUN_PACKAGES=(nginx-light curl sqlite3 chromium)
# The front-end image's runtime: nginx, a health probe, python3 for render-nginx.sh.
WEB_PACKAGES=(nginx-light curl python3)
TEST_PACKAGES=(python3 libreoffice-calc-nogui hunspell)  # the browser tests use RUN_PACKAGES' chromium
# packaging/fuzz.sh: clang and the compiler runtime that ships libFuzzer and the sanitizers' runtimes.
FUZZ_PACKAGES=(clang-14 libclang-rt-14-dev)

want=("${BUILD_PACKAGES[@]}" "${RUN_PACKAGES[@]}")
case "${1:-all}" in
  build) want=("${BUILD_PACKAGES[@]}") ;;
  run) want=("${BUILD_PACKAGES[@]}" "${RUN_PACKAGES[@]}") ;;
  web) want=("${WEB_PACKAGES[@]}") ;;
  all) want+=("${TEST_PACKAGES[@]}") ;;
  fuzz) want=("${BUILD_PACKAGES[@]}" "${FUZZ_PACKAGES[@]}") ;;
  *) echo "usage: $0 [build|run|web|all|fuzz]" >&2; exit 2 ;;
esac

missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# npm fetches the morphology dictionary at build time, builds the front end and
# runs the browser tests: Debian's own nodejs and npm (18 and 9 in Debian 12) do
# all three. A Node.js 18 or newer already on the machine, with its npm, is kept.
if [ "${1:-all}" != web ] && ! command -v npm >/dev/null; then missing+=(nodejs npm); fi
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "install-deps: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ "${1:-all}" != web ] && [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 18 ]; then
  echo "install-deps: Node.js $(node --version) is older than 18, which the front end's build and the browser tests need" >&2
  exit 1
fi
