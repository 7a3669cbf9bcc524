#!/usr/bin/env bash
# Checks that the p2 director shipped in the headless product installs the X25-M example from the
# build's p2 repository: on a copy of the built product, so the build output stays as built.
# Run after a build (./ssdlab test or ./ssdlab build); takes about ten seconds.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/releng/jdk.sh"
export JAVA_HOME
TARGET="$ROOT/releng/org.ssdlab.product/target"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ssdlab-p2check.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cp -a "$TARGET/products/org.ssdlab.cli.product/linux/gtk/x86_64/ssdlab" "$WORK/"
if "$WORK/ssdlab/ssdlab" list drives | grep -q intel-x25m-g2-80; then
  echo "check-install-plugin: the X25-M is in the product before installing it" >&2; exit 1
fi
"$WORK/ssdlab/ssdlab" -application org.eclipse.equinox.p2.director \
  -repository "file:$TARGET/repository" -installIU org.example.ssdlab.drive.x25m
if ! "$WORK/ssdlab/ssdlab" list drives | grep -q intel-x25m-g2-80; then
  echo "check-install-plugin: the X25-M is not listed after installing it" >&2; exit 1
fi
echo "check-install-plugin: OK, the p2 director installed the X25-M and 'list drives' shows it"
