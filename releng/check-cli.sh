#!/usr/bin/env bash
# Script tests of the headless product through ./ssdlab, for what a unit test cannot see: the exit
# code and output of the real process, signals to the launcher, and what is left in the temporary
# folder. Run after a build (./ssdlab test or ./ssdlab build); takes about a minute.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
. "$ROOT/releng/jdk.sh" # jar, for the broken bundle below
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ssdlab-clicheck.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/tmp"
export TMPDIR="$WORK/tmp" # the launcher's configuration folders go here, so leftovers can be counted
failures=0
passed=0
fail() { echo "check-cli: FAILED: $*" >&2; failures=$((failures + 1)); }
pass() { passed=$((passed + 1)); }

# expect CODE TEXT -- COMMAND...: exit code CODE, TEXT in stderr+stdout, no stack trace
expect() {
  local code=$1 text=$2; shift 3
  local out status
  out=$(timeout 60 "$ROOT/ssdlab" "$@" 2>&1 </dev/null); status=$?
  if [ "$status" != "$code" ]; then fail "'$*' exited $status, expected $code: $out"; return; fi
  case "$out" in *"$text"*) ;; *) fail "'$*' did not say '$text': $out"; return ;; esac
  case "$out" in *$'\tat '*|*"Exception in"*) fail "'$*' printed a stack trace: $out"; return ;; esac
  pass
}

configs_left() { # configuration folders still there a moment after the process ended
  local n
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    n=$(find "$TMPDIR" -maxdepth 1 -name 'ssdlab-config.*' | wc -l)
    [ "$n" = 0 ] && break
    sleep 0.2
  done
  echo "$n"
}

# 1. an Error (out of heap) is a failure with one line on what ran out and how to give more
SSDLAB_JAVA_OPTS=-Xmx48m expect 1 "SSDLAB_JAVA_OPTS=-Xmx" -- wa --user-pages 1000000000 --op 0.07
# 10. documents that are no file are named, never opened (a FIFO without a writer would block)
expect 2 "is a character device, not a file" -- validate /dev/zero
mkfifo "$WORK/pipe.json"
expect 2 "is a named pipe (FIFO), not a file" -- validate "$WORK/pipe.json"
expect 2 "is a directory, not a file" -- run "$WORK"
# 4. --out is checked before anything is simulated, with the reason
echo x > "$WORK/afile"
expect 2 "is a file, not a directory" -- run --out "$WORK/afile"
expect 2 "the path is empty" -- run --out ''
# 13. an unknown command lists the commands
expect 2 "run" -- bogus
[ "$(configs_left)" = 0 ] || fail "configuration folders left after plain runs: $(ls "$TMPDIR")"

# 3. signals: TERM, HUP and INT to the launcher's pid stop the JVM (it is that process), leave no result
# folder and no configuration folder
cat > "$WORK/long.json" <<'DOC'
{ "name": "long", "seed": 1,
  "defaults": { "drive": { "id": "ocz-agility2-60" }, "gc": { "id": "greedy" },
    "phases": [ { "name": "erase", "type": "secure-erase" },
                { "name": "writes", "type": "workload", "duration": "100h", "queueDepth": 32,
                  "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4KiB" } } } ] },
  "runs": [ { "name": "only" } ] }
DOC
expect 0 "valid" -- validate "$WORK/long.json"
set -m # each background job in its own process group, with INT not ignored, like a command typed at a shell
for sig in TERM HUP INT; do
  rm -rf "$WORK/out"
  "$ROOT/ssdlab" run "$WORK/long.json" --scale 0.01 --out "$WORK/out" >"$WORK/$sig.out" 2>&1 </dev/null &
  pid=$!
  for _ in $(seq 1 100); do grep -q "phase 2/2" "$WORK/$sig.out" 2>/dev/null && break; sleep 0.2; done
  grep -q "phase 2/2" "$WORK/$sig.out" || fail "$sig: the run did not reach its long phase: $(cat "$WORK/$sig.out")"
  started=$(date +%s%N)
  kill -s "$sig" "$pid"
  wait "$pid"; status=$?
  took=$(( ($(date +%s%N) - started) / 1000000 ))
  case $sig in TERM) want=143 ;; HUP) want=129 ;; INT) want=130 ;; esac
  [ "$status" = "$want" ] || fail "$sig: exit $status, expected $want: $(cat "$WORK/$sig.out")"
  [ "$took" -lt 5000 ] || fail "$sig: took $took ms to stop"
  kill -0 "$pid" 2>/dev/null && fail "$sig: the JVM outlived the launcher"
  [ -z "$(ls -A "$WORK/out" 2>/dev/null)" ] || fail "$sig: left $(ls -A "$WORK/out")"
  [ "$(configs_left)" = 0 ] || fail "$sig: left a configuration folder: $(ls "$TMPDIR")"
  [ "$failures" = 0 ] && pass
done
set +m

# run --json: standard output is the summary alone, a JSON document naming the experiment and its runs
cat > "$WORK/short.json" <<'DOC'
{ "name": "short", "seed": 1,
  "defaults": { "drive": { "id": "ocz-agility2-60" }, "gc": { "id": "greedy" },
    "phases": [ { "name": "writes", "type": "workload", "duration": "2s", "queueDepth": 4,
                  "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4KiB" } } } ] },
  "runs": [ { "name": "only" } ] }
DOC
if timeout 120 "$ROOT/ssdlab" run "$WORK/short.json" --scale 0.01 --out "$WORK/json-out" --json >"$WORK/json.out" 2>/dev/null \
    </dev/null && [ "$(head -c 1 "$WORK/json.out")" = "{" ] && [ "$(tail -c 2 "$WORK/json.out" | tr -d '\n')" = "}" ] \
    && grep -q '"experiment": "short"' "$WORK/json.out" && grep -q '"name": "only"' "$WORK/json.out"; then
  pass
else
  fail "run --json did not print the summary alone: $(head -c 400 "$WORK/json.out")"
fi

# list --diagnose: a healthy product has no unresolved bundle and no unsatisfied plugin component
expect 0 "0 not resolved" -- list --diagnose
# ... and a copy of the product with a third-party bundle whose import nothing exports (installed the way
# install-plugin's p2 director records it, a line in bundles.info) names the bundle and the missing package, exit 1
PRODUCT="$ROOT/releng/org.ssdlab.product/target/products/org.ssdlab.cli.product/linux/gtk/x86_64/ssdlab"
cp -a "$PRODUCT" "$WORK/product"
mkdir -p "$WORK/broken/META-INF" "$WORK/broken-config"
printf '%s\n' "Manifest-Version: 1.0" "Bundle-ManifestVersion: 2" "Bundle-SymbolicName: org.example.ssdlab.broken" \
  "Bundle-Version: 1.0.0" 'Import-Package: org.example.nosuch.api;version="[1.0.0,2.0.0)"' > "$WORK/broken/META-INF/MANIFEST.MF"
(cd "$WORK/broken" && "$JAVA_HOME/bin/jar" --create --file "$WORK/product/plugins/org.example.ssdlab.broken_1.0.0.jar" \
  --manifest META-INF/MANIFEST.MF)
echo "org.example.ssdlab.broken,1.0.0,plugins/org.example.ssdlab.broken_1.0.0.jar,4,true" \
  >> "$WORK/product/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info"
cp "$WORK/product/configuration/config.ini" "$WORK/broken-config/"
out=$(timeout 60 "$WORK/product/ssdlab" -configuration "$WORK/broken-config" list --diagnose 2>&1 </dev/null); status=$?
if [ "$status" = 1 ] && grep -q "1 not resolved" <<<"$out" \
    && grep -q "org.example.ssdlab.broken 1.0.0 .*not resolved: .*org.example.nosuch.api" <<<"$out"; then
  pass
else
  fail "list --diagnose with a broken bundle: exit $status (want 1), output: $out"
fi
rm -rf "$WORK/product" "$WORK/broken-config"

# run --trace: a Chrome/Perfetto trace-event file that parses, with host requests, GC victims and die erases;
# bad --trace options are refused with the option named
expect 2 "--trace-run: 'nosuch' is not a run of the document" -- run "$WORK/short.json" --scale 0.01 --out "$WORK/never" \
  --trace "$WORK/t.json" --trace-run nosuch
expect 2 "--trace-from" -- run "$WORK/short.json" --out "$WORK/never" --trace "$WORK/t.json" --trace-from 5parsecs
cat > "$WORK/gc.json" <<'DOC'
{ "name": "gc", "seed": 1,
  "defaults": { "drive": { "id": "ocz-agility2-60" }, "gc": { "id": "greedy" },
    "phases": [ { "name": "fill", "type": "fill", "level": "block", "size": "100%" },
                { "name": "writes", "type": "workload", "amount": "50%", "queueDepth": 32,
                  "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4KiB" } } } ] },
  "runs": [ { "name": "only" } ] }
DOC
if timeout 120 "$ROOT/ssdlab" run "$WORK/gc.json" --scale 0.01 --out "$WORK/trace-out" --trace "$WORK/trace.json" \
    >/dev/null 2>&1 </dev/null && python3 - "$WORK/trace.json" <<'PY'
import json, sys
events = json.load(open(sys.argv[1]))["traceEvents"]
names = {e["name"] for e in events}
assert {"write", "victim", "erase"} <= names, names
PY
then
  pass
else
  fail "run --trace did not write a trace-event file with requests, victims and erases: $(head -c 300 "$WORK/trace.json")"
fi

# sweeps (docs/sweeps.md): a bad sweep section is refused with its position; Ctrl-C in a sweep keeps the
# points finished, leaves no half-written one, and a rerun counts them as complete
cat >"$WORK/badsweep.json" <<'DOC'
{"name": "bad", "seed": 1,
 "defaults": {"drive": {"id": "samsung-840-pro-256"}, "gc": {"id": "greedy"}, "phases": [{"name": "e", "type": "secure-erase"}]},
 "runs": [{"name": "only"}],
 "sweep": {"parameters": [{"path": "defaults.gc.idd", "values": ["greedy", "fifo"]}]}}
DOC
expect 2 "sweep.parameters[0].path: 'defaults.gc.idd' is not a field of the document" -- sweep "$WORK/badsweep.json" \
  --out "$WORK/never"
set -m
"$ROOT/ssdlab" sweep 840pro-spare-vs-gc --scale 0.01 --jobs 1 --out "$WORK/sweep" >/dev/null 2>"$WORK/sweep.err" </dev/null &
sweep_pid=$!
for _ in $(seq 1 300); do grep -q ' done in ' "$WORK/sweep.err" 2>/dev/null && break; sleep 0.3; done
kill -INT "$sweep_pid" 2>/dev/null; wait "$sweep_pid"; sweep_status=$?
set +m
complete=$(find "$WORK/sweep/points" -mindepth 2 -maxdepth 2 -name sweep-point.json 2>/dev/null | wc -l)
partial=$(find "$WORK/sweep/points" -mindepth 1 -maxdepth 1 -name '.*' 2>/dev/null | wc -l)
again=$(timeout 60 "$ROOT/ssdlab" sweep 840pro-spare-vs-gc --scale 0.01 --executor slurm --dry-run --out "$WORK/sweep" \
  2>&1 >/dev/null </dev/null)
if [ "$sweep_status" = 130 ] && [ "$complete" -ge 1 ] && [ "$partial" = 0 ] \
    && case "$again" in *"($((10 - complete)) to run, $complete complete)"*) true ;; *) false ;; esac; then
  pass
else
  fail "sweep interrupted: exit $sweep_status (want 130), $complete complete, $partial partial folders; rerun said: $again"
fi

# the fuzz run, a small sample (the documented full run: ./ssdlab fuzz, see docs/trustworthy-runs.md)
# (validate only: the run sample takes minutes; it is the documented command's part)
expect 0 "fuzz: 0 findings" -- fuzz --mutations 300 --runs 0

echo "check-cli: $passed passed, $failures failed"
[ "$failures" = 0 ]
