package org.ssdlab.experiment.sweep;

import java.util.Locale;

/**
 * A Kubernetes Indexed Job for a sweep, for container clusters: one completion per point, each pod
 * running {@code ssdlab sweep --point $(JOB_COMPLETION_INDEX)} on the sweep directory in a shared
 * volume. Every point gets an index (Indexed Jobs count from 0 without gaps); a pod whose point is
 * already complete finds its stamp and exits at once, so a resubmission redoes only the missing
 * points. Printed, never applied: {@code kubectl apply -f} is the user's step.
 */
public final class KubernetesJob {

    private KubernetesJob() {
    }

    /**
     * @param image       an image with the headless product and {@code ssdlab} on its PATH
     * @param claim       the PersistentVolumeClaim holding the sweep directories
     * @param mountPath   where the claim is mounted in the pod
     * @param sweepFolder the sweep directory's name inside the claim
     * @param parallelism pods at once
     * @param memory      per pod ("4Gi"), {@code null}: none requested
     */
    public static String manifest(String sweepName, int points, String image, String claim, String mountPath,
            String sweepFolder, int parallelism, String memory) {
        String name = dnsName("ssdlab-sweep-" + sweepName);
        StringBuilder y = new StringBuilder();
        y.append("# SSD Lab sweep '").append(sweepName).append("': ").append(points).append(" points, one completion each.\n");
        y.append("# kubectl apply -f this file; then: ssdlab sweep --collect ").append(mountPath).append('/')
                .append(sweepFolder).append(" (from a pod or machine that mounts the claim)\n");
        y.append("apiVersion: batch/v1\n");
        y.append("kind: Job\n");
        y.append("metadata:\n");
        y.append("  name: ").append(name).append('\n');
        y.append("spec:\n");
        y.append("  completionMode: Indexed\n");
        y.append("  completions: ").append(points).append('\n');
        y.append("  parallelism: ").append(Math.max(1, Math.min(parallelism, points))).append('\n');
        y.append("  backoffLimitPerIndex: 1\n");
        y.append("  template:\n");
        y.append("    spec:\n");
        y.append("      restartPolicy: Never\n");
        y.append("      containers:\n");
        y.append("        - name: point\n");
        y.append("          image: ").append(yaml(image)).append('\n');
        y.append("          command: [\"ssdlab\", \"sweep\", \"--point\", \"$(JOB_COMPLETION_INDEX)\", ")
                .append(yaml(mountPath + "/" + sweepFolder)).append("]\n");
        y.append("          resources:\n");
        y.append("            requests:\n");
        y.append("              cpu: \"1\"\n");
        if (memory != null) {
            y.append("              memory: ").append(yaml(memory)).append('\n');
            y.append("            limits:\n");
            y.append("              memory: ").append(yaml(memory)).append('\n');
        }
        y.append("          volumeMounts:\n");
        y.append("            - name: sweeps\n");
        y.append("              mountPath: ").append(yaml(mountPath)).append('\n');
        y.append("      volumes:\n");
        y.append("        - name: sweeps\n");
        y.append("          persistentVolumeClaim:\n");
        y.append("            claimName: ").append(yaml(claim)).append('\n');
        return y.toString();
    }

    /** A DNS-1123 label: lower case, digits and '-', at most 63 characters. */
    static String dnsName(String text) {
        String name = text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]+", "-").replaceAll("-+", "-");
        name = name.length() > 63 ? name.substring(0, 63) : name;
        return name.replaceAll("^-+|-+$", "");
    }

    /** A double-quoted YAML scalar. */
    static String yaml(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
