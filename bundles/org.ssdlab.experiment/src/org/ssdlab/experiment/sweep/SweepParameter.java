package org.ssdlab.experiment.sweep;

import java.util.List;

import com.google.gson.JsonElement;

/**
 * One swept dimension: the document paths it sets (several when one setting must move in lockstep,
 * e.g. the span of the preconditioning and of the test) and the values it takes, in order.
 *
 * @param name   the label in point names, table columns and chart axes
 * @param paths  at least one
 * @param values at least one JSON string, number or boolean
 */
public record SweepParameter(String name, List<DocumentPath> paths, List<JsonElement> values) {

    public SweepParameter {
        paths = List.copyOf(paths);
        values = List.copyOf(values);
    }

    /** The value as it is shown in tables and point names: a string without its quotes. */
    public static String text(JsonElement value) {
        return value.getAsJsonPrimitive().isString() ? value.getAsString() : value.toString();
    }
}
