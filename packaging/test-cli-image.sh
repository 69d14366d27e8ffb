#!/usr/bin/env bash
# The command line's own image (Dockerfile target proofreader-cli,
# docs/command-line-ci.md), built for real and run as a CI job runs it: the
# sample documentation tree mounted at /docs, no network. It must find the
# tree's errors (exit 1) and name them at their lines. Called by
# test-compose.sh once the compose images are built (same daemon, same build
# stage and PREBUILT tree); the image gets a tag of this run alone and is
# removed after.
#   packaging/test-cli-image.sh WORK_DIR
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work="$1"
tag="proofreader-cli:test-$$"
start=$SECONDS
docker build -f packaging/docker/Dockerfile --target proofreader-cli \
  --build-arg PREBUILT="${PROOFREADER_PREBUILT:-}" --build-arg EXTRA_CA_CERTS="${PROOFREADER_EXTRA_CA_CERTS:-}" \
  -t "$tag" . >"$work/build-cli.log" 2>&1 || { tail -40 "$work/build-cli.log" >&2; exit 1; }
trap 'docker rmi -f "$tag" >/dev/null 2>&1 || true' EXIT
status=0
out="$(docker run --rm --network none -v "$root/tests/fixtures/cli/docs:/docs:ro" "$tag" check /docs)" || status=$?
fail() { echo "FAIL: the proofreader-cli image: $1" >&2; echo "$out" >&2; exit 1; }
[ "$status" = 1 ] || fail "exit $status on the sample tree, expected 1 (remarks)"
grep -qE '^/docs/install\.md:[0-9]+:[0-9]+: ' <<<"$out" || fail "no remark placed at a line of /docs/install.md"
grep -qE '^/docs/report\.docx:' <<<"$out" || fail "no remark on /docs/report.docx"
echo "PASS: the proofreader-cli image checks a mounted folder offline, remarks at their lines, exit 1 ($((SECONDS - start)) s)"
echo "figure: image proofreader-cli $(docker image inspect -f '{{.Size}}' "$tag" | awk '{printf "%.0f MiB", $1 / 1048576}')"
