#!/bin/sh
# Trusts the extra certificate authorities given to an image build (the build
# argument EXTRA_CA_CERTS: PEM text, one or more certificates), as a network
# that intercepts TLS requires (a corporate proxy re-signing https with the
# company's CA). Each certificate goes to /usr/local/share/ca-certificates,
# where Debian's ca-certificates adds it to the system store when it is
# installed or updated; apt's https transport is pointed at them meanwhile.
# Debian's Node.js (npm) reads the system store. Empty: nothing is done.
set -eu
[ -n "${EXTRA_CA_CERTS:-}" ] || exit 0
dir=/usr/local/share/ca-certificates
mkdir -p "$dir"
printf '%s\n' "$EXTRA_CA_CERTS" | awk -v dir="$dir" '
  /-----BEGIN CERTIFICATE-----/ { n++; file = sprintf("%s/build-extra-%02d.crt", dir, n) }
  file { print > file }
  /-----END CERTIFICATE-----/ { close(file); file = "" }'
ls "$dir"/build-extra-*.crt >/dev/null 2>&1 || { echo "trust-ca: EXTRA_CA_CERTS holds no PEM certificate" >&2; exit 1; }
cat "$dir"/build-extra-*.crt >/etc/apt/build-extra-cas.pem
echo 'Acquire::https::CAInfo "/etc/apt/build-extra-cas.pem";' >/etc/apt/apt.conf.d/50build-extra-cas
if command -v update-ca-certificates >/dev/null; then update-ca-certificates >/dev/null; fi
