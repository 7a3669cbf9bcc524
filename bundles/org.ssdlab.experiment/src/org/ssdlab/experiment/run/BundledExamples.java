package org.ssdlab.experiment.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The seed experiments shipped in this bundle's {@code examples/} folder, so the command line and
 * the workbench can run them wherever they are installed.
 */
public final class BundledExamples {

    /** The default experiment of {@code ssdlab run}: the Agility 2 article reproduced. */
    public static final String DEFAULT = "agility2-trim-vs-reserve";

    /** Every example, in the order of the lab write-ups (a test keeps this in step with the folder). */
    public static final List<String> NAMES = List.of(DEFAULT, "840pro-raid1-overprovisioning", "840pro-macos-trim",
            "ext4-alignment", "840pro-aged-vs-preconditioned", "840pro-skewed-gc", "840pro-paced-workloads",
            "840pro-qos-jobs", "840pro-pts-c", "freebsd-ufs-vs-zfs", "840pro-raid1-bad-blocks",
            "anandtech-consistency", "torture-and-recovery", "fresh-sequential", "gc-granularity");

    private BundledExamples() {
    }

    /** The document text of example {@code name}, if there is one. */
    public static Optional<String> text(String name) {
        if (!NAMES.contains(name)) {
            return Optional.empty();
        }
        try (InputStream in = BundledExamples.class.getResourceAsStream("/examples/" + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException("example '" + name + "' is missing from the bundle");
            }
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
