#!/bin/bash
# Makes docs/images/languagetool-options.png, the screenshot in
# docs/languagetool-clients.md: LibreOffice Writer's Tools › Options ›
# Language Settings › LanguageTool Server Settings page with Proofreader's
# settings (base URL, a user name and a made-up API key).
#
# A one-off for the docs, not part of the build or CI. It needs the GUI
# LibreOffice (it replaces the -nogui packages of packaging/install-deps.sh;
# the headless test runs with either) and an X server in memory:
#   apt-get install --no-install-recommends xvfb libreoffice-writer libreoffice-gtk3 python3-uno \
#     imagemagick xdotool
#
# Writer runs on its own Xvfb display with a fresh profile; the settings are
# written through UNO's configuration API by tests/integration/
# libreoffice_languagetool.py's own code; the dialog is opened through
# LibreOffice's UITest UNO service, its page chosen with the keyboard
# (xdotool), and the dialog's window taken with ImageMagick's `import`.
# Usage: make-languagetool-options.sh [OUT_PNG]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/languagetool-options.png}
work=$(mktemp -d)
xvfb_pid=
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# A free display: Xvfb picks the number and writes it to fd 3.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$work/display")"
export SAL_USE_VCLPLUGIN=gtk3 LANGUAGE=en_US LC_ALL=C.UTF-8

PYTHONPATH="$here/../../tests/integration" /usr/bin/python3 - "$work" <<'PY'
import os
import subprocess
import sys
import time

from libreoffice_languagetool import configure_languagetool, start_office, stop_office

work = sys.argv[1]
BASE_URL = "http://localhost:3080/v2"
USERNAME = "i.petrova"
API_KEY = "prk_5c0e9a7d41b2f86e3a9d0c7b5e1f4a28d6b3c9e07f1a5d2b8c4e6f0a3b7d9e1c"  # made up


def xdotool(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, check=True).stdout


def terminate(ctx):
    desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
    try:
        desktop.terminate()
    except Exception:  # the bridge goes down with the office
        pass


# The settings go into the profile first, headless: a running Writer reads
# them once, when it starts, and would show the page empty.
profile = os.path.join(work, "profile")
office, ctx = start_office(profile, "proofreader_ltdocs_%d" % os.getpid())
try:
    configure_languagetool(ctx, BASE_URL, USERNAME, API_KEY)
    terminate(ctx)
finally:
    stop_office(office)

office, ctx = start_office(profile, "proofreader_ltdocs_%d" % os.getpid(), shown=("--writer",))
try:
    ui = ctx.ServiceManager.createInstanceWithContext("org.libreoffice.uitest.UITest", ctx)
    time.sleep(3)  # Writer's window is up
    ui.executeDialog(".uno:OptionsTreeDialog")
    time.sleep(2)
    window = xdotool("search", "--onlyvisible", "--name", "^Options - ").split()[0]
    # Without a window manager the dialog gets the keyboard only when given it.
    xdotool("windowfocus", "--sync", window)
    # The tree starts at LibreOffice › User Data: up to LibreOffice, fold it,
    # down to Language Settings, unfold it, then down until the dialog's
    # title names the page.
    for key in ["Up", "Left", "Down", "Down", "Right"]:
        xdotool("key", "--window", window, key)
        time.sleep(0.3)
    for _ in range(12):
        xdotool("key", "--window", window, "Down")
        time.sleep(0.5)
        if xdotool("getwindowname", window).strip().endswith("LanguageTool Server Settings"):
            break
    else:
        sys.exit("the options tree has no page LanguageTool Server Settings")
    time.sleep(1)
    subprocess.run(["import", "-window", window, os.path.join(work, "dialog.png")], check=True)
    xdotool("key", "--window", window, "Escape")
    terminate(ctx)
finally:
    stop_office(office)
PY
convert "$work/dialog.png" -strip "$out"
echo "wrote $out"
