package org.ssdlab.experiment.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sbatch script of a sweep: one job-array task per point still missing, each running the
 * headless product on its point ({@code ssdlab sweep --point $SLURM_ARRAY_TASK_ID DIR}), which
 * writes that point's result folder into the sweep directory on shared storage. A point that is
 * already complete when its task starts is skipped by the task itself.
 */
public final class SlurmScript {

    /** Slurm's default MaxArraySize is 1001: indices 0..1000. */
    public static final int DEFAULT_MAX_ARRAY_INDEX = 1000;
    private static final Pattern MEMORY = Pattern.compile("(\\d+)([KMGT]?)");

    /**
     * @param partition {@code null}: the cluster's default
     * @param time      a Slurm time limit ("30", "1:00:00", "1-0"), {@code null}: the partition's
     * @param memory    memory per task as sbatch takes it ("4G", "4096"), {@code null}: the partition's
     */
    public record Options(String partition, String time, String memory) {
        public Options {
            if (partition != null && !partition.matches("[A-Za-z0-9_.,-]{1,64}")) {
                throw new IllegalArgumentException("--partition: '" + partition + "' is not allowed; allowed: "
                        + "a partition name (letters, digits, '_', '.', '-'; several joined by ',')");
            }
            if (time != null && !time.matches("\\d+(-\\d+)?(:\\d+){0,2}|\\d+-\\d+(:\\d+){0,2}")) {
                throw new IllegalArgumentException("--time: '" + time + "' is not allowed; allowed: a Slurm time limit "
                        + "such as 30 (minutes), 1:30:00 or 2-0 (days-hours)");
            }
            if (memory != null && megabytes(memory) < 0) {
                throw new IllegalArgumentException("--mem: '" + memory + "' is not allowed; allowed: megabytes or a "
                        + "number with K, M, G or T, e.g. 4G");
            }
        }
    }

    private SlurmScript() {
    }

    /** "0-3,5,7-9": the indices as ranges, in order. */
    public static String arraySpec(List<Integer> indices) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < indices.size();) {
            int j = i;
            while (j + 1 < indices.size() && indices.get(j + 1) == indices.get(j) + 1) {
                j++;
            }
            parts.add(i == j ? String.valueOf(indices.get(i)) : indices.get(i) + "-" + indices.get(j));
            i = j + 1;
        }
        return String.join(",", parts);
    }

    /** Megabytes of a --mem value, -1 when it is none. */
    static long megabytes(String memory) {
        Matcher m = MEMORY.matcher(memory);
        if (!m.matches() || m.group(1).length() > 12) {
            return -1;
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "K" -> n / 1024;
            case "G" -> n * 1024;
            case "T" -> n * 1024 * 1024;
            default -> n;
        };
    }

    /**
     * @param sweepDir the sweep directory as the nodes see it (absolute, on shared storage)
     * @param launcher the {@code ssdlab} launcher as the nodes see it
     * @param points   the indices to run, at least one
     */
    public static String script(String sweepName, String sweepDir, String launcher, List<Integer> points, Options options) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("no point to run");
        }
        StringBuilder s = new StringBuilder();
        s.append("#!/bin/bash\n");
        s.append("#SBATCH --job-name=").append(jobName(sweepName)).append('\n');
        s.append("#SBATCH --array=").append(arraySpec(points)).append('\n');
        s.append("#SBATCH --ntasks=1\n");
        s.append("#SBATCH --cpus-per-task=1\n");
        s.append("#SBATCH --output=").append(sweepDir).append("/slurm/%A_%a.out\n");
        if (options.partition() != null) {
            s.append("#SBATCH --partition=").append(options.partition()).append('\n');
        }
        if (options.time() != null) {
            s.append("#SBATCH --time=").append(options.time()).append('\n');
        }
        if (options.memory() != null) {
            s.append("#SBATCH --mem=").append(options.memory()).append('\n');
        }
        s.append("# SSD Lab sweep '").append(sweepName).append("': one array task per point not yet complete; each runs\n");
        s.append("# the headless product on its point and writes points/<name>/ into the sweep directory.\n");
        s.append("set -euo pipefail\n");
        if (options.memory() != null) {
            // the JVM sizes its heap from the node's memory, not the job's limit: give it three quarters of --mem
            long heap = Math.max(256, megabytes(options.memory()) * 3 / 4);
            s.append(String.format(Locale.ROOT, "export SSDLAB_JAVA_OPTS=\"${SSDLAB_JAVA_OPTS:--Xmx%dm}\"%n", heap));
        }
        s.append("exec ").append(quote(launcher)).append(" sweep --point \"$SLURM_ARRAY_TASK_ID\" ")
                .append(quote(sweepDir)).append('\n');
        return s.toString();
    }

    static String jobName(String sweepName) {
        return "ssdlab-" + sweepName.replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    /** A word for bash: as it is when it is plain, else in single quotes. */
    static String quote(String word) {
        if (word.matches("[A-Za-z0-9_./+:=@%-]+")) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
