package org.ssdlab.experiment.sweep;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/** The sweep documents shipped in this bundle's {@code sweeps/} folder (apart from the seed examples). */
public final class BundledSweeps {

    /** Every bundled sweep (a test keeps this in step with the folder). */
    public static final List<String> NAMES = List.of("840pro-spare-vs-gc");

    private BundledSweeps() {
    }

    public static Optional<String> text(String name) {
        if (!NAMES.contains(name)) {
            return Optional.empty();
        }
        try (InputStream in = BundledSweeps.class.getResourceAsStream("/sweeps/" + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException("sweep '" + name + "' is missing from the bundle");
            }
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
