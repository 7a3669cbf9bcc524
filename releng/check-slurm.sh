#!/usr/bin/env bash
# The Slurm route of `ssdlab sweep` for real (issue 16): a single-node Slurm cluster on this machine
# (munged, slurmctld, slurmd; a generated slurm.conf with the machine's cores), the bundled sweep run
# once here and once as an sbatch job array, and the two sweep directories' tables compared byte for byte.
# Installs slurm-wlm and munge from Debian's packages when they are missing (CI runs as root); skips,
# saying so, only when they are missing and apt-get is not there. About three minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

if ! command -v sbatch >/dev/null 2>&1 || ! command -v slurmctld >/dev/null 2>&1 || ! command -v slurmd >/dev/null 2>&1 \
    || ! command -v munged >/dev/null 2>&1; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "check-slurm: SKIPPED: Slurm (sbatch, slurmctld, slurmd, munged) is not installed and apt-get is not available to install slurm-wlm and munge"
    exit 0
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/ssdlab-slurm.XXXXXX")
CONF="$WORK/etc/slurm.conf"
mkdir -p "$WORK/etc" "$WORK/state" "$WORK/spool" "$WORK/log" "$WORK/munge"
cleanup() {
  # only what this script started, by the pids it recorded
  for pidfile in "$WORK/slurmd.pid" "$WORK/slurmctld.pid" "$WORK/munge/munged.pid"; do
    if [ -s "$pidfile" ]; then kill "$(cat "$pidfile")" 2>/dev/null || true; fi
  done
  sleep 1
  rm -rf "$WORK"
}
trap cleanup EXIT

# munge: a key of its own and a socket in the work folder, so nothing of the machine's is touched
dd if=/dev/urandom of="$WORK/munge/munge.key" bs=1024 count=1 status=none
chmod 700 "$WORK/munge"; chmod 400 "$WORK/munge/munge.key"
munged --force --key-file="$WORK/munge/munge.key" --socket="$WORK/munge/munge.socket" \
  --pid-file="$WORK/munge/munged.pid" --log-file="$WORK/munge/munged.log" --seed-file="$WORK/munge/munged.seed"

HOST=$(hostname -s)
CPUS=$(nproc)
MEM_MB=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 * 9 / 10 ))
cat > "$CONF" <<CONF
ClusterName=ssdlab-ci
SlurmctldHost=$HOST(127.0.0.1)
AuthType=auth/munge
AuthInfo=socket=$WORK/munge/munge.socket
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
SlurmctldPort=16817
SlurmdPort=16818
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/log/slurmctld.log
SlurmdLogFile=$WORK/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
SlurmctldTimeout=30
SlurmdTimeout=30
NodeName=$HOST NodeAddr=127.0.0.1 CPUs=$CPUS RealMemory=$MEM_MB State=UNKNOWN
PartitionName=ci Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$CONF"
slurmctld -f "$CONF"
slurmd -f "$CONF"
for _ in $(seq 1 30); do
  if sinfo -h -o '%T' 2>/dev/null | grep -Eq '^(idle|mixed|allocated)'; then break; fi
  sleep 1
done
if ! sinfo -h -o '%T' | grep -Eq '^(idle|mixed|allocated)'; then
  echo "check-slurm: the single-node cluster did not come up:" >&2
  sinfo >&2 || true
  tail -20 "$WORK/log/slurmctld.log" "$WORK/log/slurmd.log" >&2 || true
  exit 1
fi
echo "check-slurm: cluster up on $HOST, $CPUS CPUs ($(sinfo -h -o '%P %T %c'))"

# The product is built once, before any task starts: the tasks' ./ssdlab must not rebuild it.
./ssdlab --version >/dev/null

OUT="$WORK/out"
SWEEP=840pro-spare-vs-gc
start=$(date +%s)
./ssdlab sweep "$SWEEP" --scale 0.01 --jobs "$CPUS" --out "$OUT/local" >"$WORK/local.txt"
local_s=$(( $(date +%s) - start ))
start=$(date +%s)
timeout 1200 ./ssdlab sweep "$SWEEP" --scale 0.01 --executor slurm --wait --time 30 --mem 3G --out "$OUT/slurm" \
  >"$WORK/slurm.txt"
slurm_s=$(( $(date +%s) - start ))
tasks=$(ls "$OUT/slurm/slurm/" | grep -c '\.out$' || true)
for f in table.csv table.json manifest.json; do
  cmp "$OUT/local/$f" "$OUT/slurm/$f"
done
for point in "$OUT/local/points"/*/; do
  name=$(basename "$point")
  cmp "$point/summary.json" "$OUT/slurm/points/$name/summary.json"
  cmp "$point/timeseries.csv" "$OUT/slurm/points/$name/timeseries.csv"
done
# resumable on the cluster too: a resubmission with every point complete submits nothing
./ssdlab sweep "$SWEEP" --scale 0.01 --executor slurm --wait --out "$OUT/slurm" 2>"$WORK/again.txt" >/dev/null
grep -q 'every point is complete; nothing to submit' "$WORK/again.txt"
points=$(ls "$OUT/local/points" | wc -l)
echo "check-slurm: $points points at scale 0.01: local ${local_s}s, Slurm job array ${slurm_s}s ($tasks tasks);" \
  "table.csv, table.json, manifest.json and every point's summary and time series byte-identical"
