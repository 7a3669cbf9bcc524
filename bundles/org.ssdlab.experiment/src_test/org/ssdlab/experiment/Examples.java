package org.ssdlab.experiment;

/** Documents shared by the tests; SEED_000 is the example of docs/experiment-format.md. */
final class Examples {

    private Examples() {
    }

    static final String SEED_000 = """
{
  "$schema": "../bundles/org.ssdlab.experiment/schema/experiment.schema.json",
  "name": "seed-000-agility2-server2003",
  "description": "OCZ Agility 2 60 GB under Windows Server 2003 (no TRIM): fresh, full without TRIM, and full without TRIM with 25 % left unpartitioned.",
  "seed": 1,
  "defaults": {
    "drive": { "id": "ocz-agility2-60", "parameters": { "gcHighWatermark": 64 } },
    "gc": { "id": "greedy" },
    "os": { "id": "windows", "parameters": { "version": "server-2003" } },
    "stack": [],
    "partitions": [ { "start": "dos63", "size": "100%" } ],
    "clusterBytes": 4096,
    "phases": [
      { "name": "secure-erase", "type": "secure-erase" },
      { "name": "asssd-seq-read", "type": "workload", "amount": "1GiB", "queueDepth": 1,
        "workload": { "id": "synthetic", "parameters": { "pattern": "sequential", "readPercent": 100, "blockSizes": "16777216" } } },
      { "name": "random-write-4k", "type": "workload", "duration": "30min", "queueDepth": 32,
        "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4096" } } },
      { "name": "aja-seq-write", "type": "workload", "amount": "16GB", "queueDepth": 4,
        "workload": { "id": "synthetic", "parameters": { "pattern": "sequential", "blockSizes": "1048576", "compressibility": 0.0 } } }
    ]
  },
  "runs": [
    { "name": "fresh" },
    { "name": "full-no-trim",
      "overrides": {
        "phases": [
          { "name": "secure-erase", "type": "secure-erase" },
          { "name": "fill", "type": "fill", "level": "file", "size": "100%", "compressibility": 0.0 },
          { "name": "delete", "type": "delete", "what": "all-files" },
          { "name": "idle", "type": "idle", "duration": "30min" },
          { "name": "seq-write", "type": "workload", "amount": "40GB", "queueDepth": 1,
            "workload": { "id": "synthetic", "parameters": { "pattern": "sequential", "blockSizes": "131072" } } },
          { "name": "random-write-4k", "type": "workload", "duration": "2000s", "queueDepth": 32,
            "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4096" } } }
        ]
      } },
    { "name": "reserve25-full-no-trim",
      "description": "Only 75 % partitioned: the quarter the file system never writes stays free flash the drive can use as spare area, even without TRIM.",
      "overrides": {
        "partitions": [ { "start": "dos63", "size": "75%" } ],
        "drive": { "parameters": { "gcHighWatermark": 96 } },
        "phases": [
          { "name": "secure-erase", "type": "secure-erase" },
          { "name": "fill", "type": "fill", "level": "file" },
          { "name": "delete", "type": "delete", "what": "all-files" },
          { "name": "idle", "type": "idle", "duration": "30min" },
          { "name": "seq-write", "type": "workload", "amount": "40GB", "queueDepth": 1,
            "workload": { "id": "synthetic", "parameters": { "pattern": "sequential", "blockSizes": "131072" } } },
          { "name": "random-write-4k", "type": "workload", "duration": "2000s", "queueDepth": 32,
            "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4096" } } },
          { "name": "steady-state", "type": "steady-state", "roundDuration": "1min", "maxRounds": 25, "queueDepth": 32,
            "workload": { "id": "synthetic", "parameters": { "pattern": "random", "blockSizes": "4096" } } },
          { "name": "wsat", "type": "wsat", "duration": "30min" }
        ]
      } }
  ]
}
""";
}
