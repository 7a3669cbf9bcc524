package org.ssdlab.experiment.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class ClusterScriptsTest {

    @Test
    void arrayIndicesBecomeRanges() {
        assertEquals("0-3,5,7-9", SlurmScript.arraySpec(List.of(0, 1, 2, 3, 5, 7, 8, 9)));
        assertEquals("4", SlurmScript.arraySpec(List.of(4)));
        assertEquals("0,2,4", SlurmScript.arraySpec(List.of(0, 2, 4)));
    }

    @Test
    void theSbatchScriptRunsOneTaskPerMissingPointWithTheOptionsGiven() {
        String script = SlurmScript.script("840pro spare", "/shared/sweeps/x y", "/opt/ssdlab/ssdlab", List.of(1, 2, 5),
                new SlurmScript.Options("compute", "1:00:00", "4G"));
        List<String> lines = script.lines().toList();
        assertEquals("#!/bin/bash", lines.get(0));
        assertTrue(lines.contains("#SBATCH --job-name=ssdlab-840pro_spare"), script);
        assertTrue(lines.contains("#SBATCH --array=1-2,5"), script);
        assertTrue(lines.contains("#SBATCH --partition=compute"), script);
        assertTrue(lines.contains("#SBATCH --time=1:00:00"), script);
        assertTrue(lines.contains("#SBATCH --mem=4G"), script);
        assertTrue(lines.contains("#SBATCH --output=/shared/sweeps/x y/slurm/%A_%a.out"), script);
        assertTrue(lines.contains("export SSDLAB_JAVA_OPTS=\"${SSDLAB_JAVA_OPTS:--Xmx3072m}\""), script);
        assertEquals("exec /opt/ssdlab/ssdlab sweep --point \"$SLURM_ARRAY_TASK_ID\" '/shared/sweeps/x y'",
                lines.get(lines.size() - 1));
        // every #SBATCH line comes before the first command: sbatch stops reading them there
        int firstCommand = lines.indexOf("set -euo pipefail");
        assertTrue(lines.subList(firstCommand, lines.size()).stream().noneMatch(l -> l.startsWith("#SBATCH")));
    }

    @Test
    void withoutOptionsTheClusterDefaultsApply() {
        String script = SlurmScript.script("s", "/d", "ssdlab", List.of(0), new SlurmScript.Options(null, null, null));
        assertTrue(!script.contains("--partition") && !script.contains("--time") && !script.contains("--mem")
                && !script.contains("SSDLAB_JAVA_OPTS"), script);
    }

    @Test
    void badSlurmOptionsAreNamed() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new SlurmScript.Options("a b", null, null))
                .getMessage().startsWith("--partition: 'a b' is not allowed"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new SlurmScript.Options(null, "1h", null))
                .getMessage().startsWith("--time: '1h' is not allowed"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new SlurmScript.Options(null, null, "4GB"))
                .getMessage().startsWith("--mem: '4GB' is not allowed"));
        assertEquals(4096, SlurmScript.megabytes("4G"));
        assertEquals(2048, SlurmScript.megabytes("2048"));
    }

    @Test
    void theIndexedJobHasOneCompletionPerPointAndRunsThePointOfItsIndex() {
        String yaml = KubernetesJob.manifest("840pro_Spare", 10, "registry.example/ssdlab:1", "sweeps", "/sweeps",
                "840pro-spare", 4, "4Gi");
        List<String> lines = yaml.lines().toList();
        assertTrue(lines.contains("kind: Job"), yaml);
        assertTrue(lines.contains("  name: ssdlab-sweep-840pro-spare"), yaml);
        assertTrue(lines.contains("  completionMode: Indexed"), yaml);
        assertTrue(lines.contains("  completions: 10"), yaml);
        assertTrue(lines.contains("  parallelism: 4"), yaml);
        assertTrue(lines.contains("          command: [\"ssdlab\", \"sweep\", \"--point\", \"$(JOB_COMPLETION_INDEX)\", "
                + "\"/sweeps/840pro-spare\"]"), yaml);
        assertTrue(lines.contains("            claimName: \"sweeps\""), yaml);
        assertTrue(lines.contains("              memory: \"4Gi\""), yaml);
        assertEquals(63, KubernetesJob.dnsName("x".repeat(80)).length());
    }
}
