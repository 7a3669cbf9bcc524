# Sourced by ./ssdlab and .ci/run: makes JAVA_HOME point at a JDK 21 or newer (Tycho 5 and the
# Eclipse bundles on Maven Central need it) when the default java is older.
java_major() { "$1" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
if [ -z "${JAVA_HOME:-}" ] || [ "$(java_major "$JAVA_HOME/bin/java")" -lt 21 ] 2>/dev/null; then
  if command -v java >/dev/null 2>&1 && [ "$(java_major java)" -ge 21 ] 2>/dev/null; then
    JAVA_HOME=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
  else
    for jdk in $(ls -d /usr/lib/jvm/*/ 2>/dev/null | sort -rV); do
      if [ -x "$jdk/bin/javac" ] && [ "$(java_major "$jdk/bin/java")" -ge 21 ] 2>/dev/null; then
        JAVA_HOME=${jdk%/}
        break
      fi
    done
  fi
fi
if [ -z "${JAVA_HOME:-}" ] || [ "$(java_major "$JAVA_HOME/bin/java")" -lt 21 ] 2>/dev/null; then
  echo "ssdlab: a JDK 21 or newer is needed; install one (e.g. apt-get install openjdk-21-jdk-headless) or set JAVA_HOME" >&2
  exit 2
fi
export JAVA_HOME
