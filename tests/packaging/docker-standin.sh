#!/usr/bin/env bash
# A stand-in for the docker CLI (no Docker engine runs on the test machines),
# answering the two calls packaging/backup.sh --docker makes, with a
# container's view of the files:
#   docker compose -f FILE ps -q backend   prints the container's id
#   docker exec [-i] ID COMMAND...         runs COMMAND in the container
# The "container" is a root folder ($DOCKER_STANDIN_ROOT, kept between calls
# like a container's own /tmp) where the machine's /usr, /etc and /dev are
# mounted read-only views and the volume ($DOCKER_STANDIN_VOLUME, the data
# directory the backend writes) is mounted at /app/data; each exec runs in a
# private mount namespace, chrooted there. Needs root (unshare, mount, chroot).
set -euo pipefail
: "${DOCKER_STANDIN_ROOT:?}" "${DOCKER_STANDIN_VOLUME:?}"
id=standin-backend

case "${1:-} ${2:-}" in
  "compose -f")
    [ "${4:-} ${5:-} ${6:-}" = "ps -q backend" ] || { echo "docker-standin: unsupported: $*" >&2; exit 2; }
    echo "$id" ;;
  "exec -i" | "exec $id")
    shift
    [ "$1" = -i ] && shift
    [ "$1" = "$id" ] || { echo "Error: No such container: $1" >&2; exit 1; }
    shift
    root="$DOCKER_STANDIN_ROOT"
    mkdir -p "$root"/{usr,etc,dev,proc,tmp,app/data}
    for link in bin sbin lib lib64; do [ -L "$root/$link" ] || ln -s "usr/$link" "$root/$link"; done
    # stdin passes through (exec -i feeds a script to bash -s).
    exec unshare --mount --propagation private bash -c '
      root=$1 volume=$2; shift 2
      for d in usr etc dev; do mount --rbind "/$d" "$root/$d"; done
      mount -t proc proc "$root/proc"
      mount --bind "$volume" "$root/app/data"
      exec chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/tmp "$@"' \
      bash "$root" "$DOCKER_STANDIN_VOLUME" "$@" ;;
  *) echo "docker-standin: unsupported: $*" >&2; exit 2 ;;
esac
