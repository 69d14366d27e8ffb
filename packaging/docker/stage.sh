#!/bin/sh
# Copies what the backend image runs out of a Release build tree: the two
# programs the containers start and the command line (`proofreader`, also the
# proofreader-cli image's one program), the plugins the default configuration loads
# (PROOFREADER_ENGINES and PROOFREADER_SECTIONS in the build's
# etc/proofreader.properties: not the example or test plugins), the
# dictionaries and the configuration. One list for both ways the image is
# made: compiled in the image (Dockerfile) and from the test suite's build
# (packaging/test-compose.sh).
#   stage.sh BUILD_DIR DEST
set -eu
build=$1 dest=$2
properties="$build/etc/proofreader.properties"
mkdir -p "$dest/bin" "$dest/plugins"
cp "$build/bin/proofreader-host" "$build/bin/proofreader-grammar" "$build/bin/proofreader" "$dest/bin/"
cp -r "$build/share" "$build/etc" "$dest/"
for name in $(sed -n 's/^PROOFREADER_\(ENGINES\|SECTIONS\) *= *//p' "$properties" | tr ',' ' '); do
  cp "$build/plugins/lib$name.so" "$dest/plugins/"
done
