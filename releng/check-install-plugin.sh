#!/usr/bin/env bash
# Checks the p2 routes into the products. First the X25-M example from the build's p2 repository, with the
# director shipped in the headless product, on a copy of the product (about ten seconds). Then a plugin author's
# whole route with a drive made by `ssdlab new-plugin` (below; two to three minutes).
# Run after a build (./ssdlab test or ./ssdlab build).
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

# The plugin author's route (docs/extending.md): a drive made from the template by `ssdlab new-plugin`, built
# outside the reactor with its own mvnw and target (SSD Lab's repository, with Felix SCR), its contract tests run,
# installed through p2 into both products with `ssdlab install-plugin`, listed, and installed again by the launcher
# after a product rebuild. Afterwards it is uninstalled and forgotten, so the products stay as built.
# About two to three minutes (the rebuild is incremental).
ID=ci-template-drive
BUNDLE=org.example.ssdlab.drive.ci_template_drive
PRODUCTS="$TARGET/products"
HEADLESS="$PRODUCTS/org.ssdlab.cli.product/linux/gtk/x86_64/ssdlab/ssdlab"
WORKBENCH="$PRODUCTS/org.ssdlab.ui.product/linux/gtk/x86_64/ssdlab-workbench/ssdlab-workbench"
INSTALLED="$ROOT/.ssdlab/installed-plugins"
installed_roots() { # $1: a product's launcher
  "$1" -nosplash -application org.eclipse.equinox.p2.director -listInstalledRoots 2>/dev/null
}
forget() {
  local launcher
  for launcher in "$HEADLESS" "$WORKBENCH"; do
    if installed_roots "$launcher" | grep -q "^$BUNDLE/"; then
      "$launcher" -nosplash -application org.eclipse.equinox.p2.director -uninstallIU "$BUNDLE" >/dev/null
    fi
  done
  [ -f "$INSTALLED" ] && sed -i "/\t$BUNDLE\$/d" "$INSTALLED"
  rm -rf "$WORK"
}
trap forget EXIT
fail() { echo "check-install-plugin: $*" >&2; exit 1; }
check_listed() { # $1: when
  "$ROOT/ssdlab" list drives | grep -q "$ID" || fail "'$ID' is not in 'ssdlab list drives' $1"
  installed_roots "$HEADLESS" | grep -q "^$BUNDLE/" || fail "the headless product's p2 profile lacks $BUNDLE $1"
  installed_roots "$WORKBENCH" | grep -q "^$BUNDLE/" || fail "the workbench's p2 profile lacks $BUNDLE $1"
}

"$ROOT/ssdlab" new-plugin drive "$ID" "$WORK/plugin" >/dev/null
(cd "$WORK/plugin" && ./mvnw -B -ntp -q -o verify) || fail "the template plugin does not build outside the reactor"
ls "$WORK/plugin/$BUNDLE/target/surefire-reports/"TEST-*.xml >/dev/null 2>&1 || fail "the template plugin ran no tests"
"$ROOT/ssdlab" install-plugin "$WORK/plugin/repository/target/repository" "$BUNDLE" 2>/dev/null
check_listed "after install-plugin"
# a source of the products newer than them: the launcher rebuilds them (a fresh p2 profile) and installs again
touch "$ROOT/bundles/org.ssdlab.sim.api/META-INF/MANIFEST.MF"
check_listed "after the launcher rebuilt the products"
echo "check-install-plugin: OK, a drive from the template built outside the reactor (its contract tests passed)," \
  "installed through p2 into both products, listed, and was installed again after a product rebuild"
