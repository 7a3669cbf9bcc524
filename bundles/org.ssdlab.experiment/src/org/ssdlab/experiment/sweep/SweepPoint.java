package org.ssdlab.experiment.sweep;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

import com.google.gson.JsonElement;

/**
 * One point of a sweep: an ordinary experiment document with the swept values set.
 *
 * @param index    its position in the sweep's order (0-based): the array task that runs it
 * @param name     derived from the values, e.g. {@code span-72pct_gc-greedy}: its result folder
 * @param values   the value of each parameter, in the parameters' order
 * @param document the point's document (without the sweep section), as it is run and hashed
 * @param seed     the document's seed (0 when it has none, which validation refuses)
 */
public record SweepPoint(int index, String name, List<JsonElement> values, String document, long seed) {

    public SweepPoint {
        values = List.copyOf(values);
    }

    /** SHA-256 of the point's document, hex: a finished point whose document changed is run again. */
    public String documentHash() {
        return sha256(document);
    }

    public static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
