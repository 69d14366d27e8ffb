#!/usr/bin/env bash
# The container deployment of spec §1.1, built and run for real from nothing:
# Debian's Docker engine and docker-compose 1.29, the compose file, persistence
# across replaced containers, backups and the corporate-proxy profile, then
# compose.scale.yml's stack (PostgreSQL, two backends behind the front end)
# (tests/packaging/compose_test.py has the steps), and the command line's
# own image (packaging/test-cli-image.sh). Needs root.
#   packaging/test-compose.sh                   the images are built from source, as a user's `up --build`
#   PROOFREADER_PREBUILT_FROM=build/test packaging/test-compose.sh
#                                               the backend image takes the programs of an existing
#                                               Release build on this Debian 12 (CI: the suite's build)
# It installs docker.io and docker-compose when missing, starts dockerd when
# none runs (and stops only a daemon it started), and makes the debian:12 image
# with debootstrap from the machine's Debian mirror when none is there (no
# registry but Debian's and npm's is reachable here; where images can be
# pulled, this never happens). The machine's own certificate authorities
# (/usr/local/share/ca-certificates) go into both image builds through the
# EXTRA_CA_CERTS build argument, as behind a TLS-intercepting proxy.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash packaging/install-deps.sh compose

dockerd_pid=""
work="$(mktemp -d /var/tmp/proofreader-compose.XXXXXX)"
cleanup() {
  if [ -n "$dockerd_pid" ]; then
    kill "$dockerd_pid" 2>/dev/null || true
    wait "$dockerd_pid" 2>/dev/null || true
  fi
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT
if ! docker info >/dev/null 2>&1; then
  echo "test-compose: starting dockerd (log: $work/dockerd.log)" >&2
  dockerd >"$work/dockerd.log" 2>&1 &
  dockerd_pid=$!
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { tail -20 "$work/dockerd.log" >&2; echo "test-compose: dockerd did not start" >&2; exit 1; }
fi

if ! docker image inspect debian:12 >/dev/null 2>&1; then
  bash packaging/debian12-root.sh "$work/debian12"
  tar -C "$work/debian12" -c . | docker import -c 'CMD ["bash"]' -c 'ENV LANG=C.UTF-8' - debian:12 >/dev/null
  rm -rf --one-file-system "$work/debian12"
  echo "test-compose: debian:12 imported from debootstrap" >&2
fi

PROOFREADER_EXTRA_CA_CERTS="$(cat /usr/local/share/ca-certificates/*.crt 2>/dev/null || true)"
export PROOFREADER_EXTRA_CA_CERTS
if [ -n "${PROOFREADER_PREBUILT_FROM:-}" ]; then
  rm -rf build/docker-prebuilt
  sh packaging/docker/stage.sh "$PROOFREADER_PREBUILT_FROM" build/docker-prebuilt
  export PROOFREADER_PREBUILT=build/docker-prebuilt
fi

compose=(docker-compose -f packaging/docker/compose.yml --profile corp-proxy)
for build in first cached; do
  start=$SECONDS
  "${compose[@]}" build --parallel >"$work/build-$build.log" 2>&1 || { tail -40 "$work/build-$build.log" >&2; exit 1; }
  echo "figure: image build ($build${PROOFREADER_PREBUILT:+, backend from a prebuilt tree}) $((SECONDS - start)) s"
done
for image in proofreader-backend proofreader-frontend proofreader-proxy-bridge; do
  echo "figure: image $image $(docker image inspect -f '{{.Size}}' "$image:latest" | awk '{printf "%.0f MiB", $1 / 1048576}')"
done
bash packaging/test-cli-image.sh "$work"
python3 tests/packaging/compose_test.py
