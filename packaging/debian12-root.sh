#!/usr/bin/env bash
# Makes a minimal Debian 12 (bookworm) root in ROOT with debootstrap, from the
# machine's own Debian mirror, with the machine's apt sources, so whatever runs
# there installs from the same registry the machine does. Two users:
#   .ci/in-debian12                 chroots into it to run the browser step on Debian's own Node.js
#   packaging/test-compose.sh       imports it as the `debian:12` image where none can be pulled
#   packaging/debian12-root.sh ROOT [APT_CACHE]
# APT_CACHE keeps the downloaded .deb files between runs. Needs root.
set -euo pipefail
root="${1:?usage: $0 ROOT [APT_CACHE]}"
cache="${2:-${PROOFREADER_CI_APT_CACHE:-/var/cache/proofreader-ci/apt}}"

mirror="$(awk '/^URIs:/ && $2 ~ /debian\/?$/ {print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)"
[ -n "$mirror" ] || mirror="$(awk '$1 == "deb" && $3 == "bookworm" {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)"
[ -n "$mirror" ] || { echo "debian12-root: no Debian bookworm mirror in /etc/apt sources" >&2; exit 1; }
command -v debootstrap >/dev/null || {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; }
}

mkdir -p "$cache" "$root"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
echo "debian12-root: debootstrap bookworm (minbase) into $root" >&2
start=$SECONDS
debootstrap --variant=minbase --cache-dir="$cache" bookworm "$root" "$mirror" >"$log" 2>&1 ||
  { tail -20 "$log" >&2; exit 1; }
# The same suites as the machine (bookworm-updates, bookworm-security).
rm -f "$root/etc/apt/sources.list"
cp /etc/apt/sources.list.d/*.sources "$root/etc/apt/sources.list.d/" 2>/dev/null || cp /etc/apt/sources.list "$root/etc/apt/"
cp /etc/hosts "$root/etc/hosts"  # debootstrap writes none: "localhost" must resolve
# An image starts with no downloaded package lists and keeps none of its own downloads.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb
echo "debian12-root: ready in $((SECONDS - start)) s" >&2
