package org.ssdlab.sim.api;

import java.util.List;
import java.util.Objects;

/**
 * Describes one plugin parameter: enough for the CLI, the workbench and documents to render,
 * default and validate it without plugin-specific code.
 *
 * @param name         key used in documents and on command lines
 * @param type         value type
 * @param unit         unit shown beside the value ("" when dimensionless)
 * @param defaultValue value used when none is given; {@code null} makes the parameter required
 * @param min          smallest allowed value (numbers only, else {@code null})
 * @param max          largest allowed value (numbers only, else {@code null})
 * @param choices      allowed values ({@link ParameterType#CHOICE} only, else empty)
 * @param description  one sentence on what it changes
 */
public record ParameterSpec(String name, ParameterType type, String unit, Object defaultValue,
        Number min, Number max, List<String> choices, String description) {

    public ParameterSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        unit = unit == null ? "" : unit;
        choices = List.copyOf(choices == null ? List.of() : choices);
        description = description == null ? "" : description;
        if (defaultValue != null && !canonicalClass(type).isInstance(defaultValue)) {
            throw new IllegalArgumentException("default of '" + name + "' must be a " + canonicalClass(type).getSimpleName());
        }
    }

    private static Class<?> canonicalClass(ParameterType type) {
        return switch (type) {
            case INTEGER -> Long.class;
            case DECIMAL -> Double.class;
            case BOOLEAN -> Boolean.class;
            case CHOICE, TEXT -> String.class;
        };
    }

    public static ParameterSpec integer(String name, String unit, Long defaultValue, long min, long max,
            String description) {
        return new ParameterSpec(name, ParameterType.INTEGER, unit, defaultValue, min, max, null, description);
    }

    public static ParameterSpec decimal(String name, String unit, Double defaultValue, double min, double max,
            String description) {
        return new ParameterSpec(name, ParameterType.DECIMAL, unit, defaultValue, min, max, null, description);
    }

    public static ParameterSpec flag(String name, Boolean defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.BOOLEAN, "", defaultValue, null, null, null, description);
    }

    public static ParameterSpec choice(String name, String defaultValue, List<String> choices, String description) {
        return new ParameterSpec(name, ParameterType.CHOICE, "", defaultValue, null, null, choices, description);
    }

    public static ParameterSpec text(String name, String defaultValue, String description) {
        return new ParameterSpec(name, ParameterType.TEXT, "", defaultValue, null, null, null, description);
    }

    public boolean required() {
        return defaultValue == null;
    }

    /** What values are allowed, as it reads in an error message: "integer 1..64". */
    public String allowed() {
        return switch (type) {
            case INTEGER, DECIMAL -> type.description() + " " + min + ".." + max + (unit.isEmpty() ? "" : " " + unit);
            case BOOLEAN, TEXT -> type.description();
            case CHOICE -> type.description() + " " + String.join(", ", choices);
        };
    }

    /**
     * Converts a raw value (a string from a command line, or a JSON number or boolean) to this
     * parameter's canonical type: {@link Long}, {@link Double}, {@link Boolean} or {@link String}.
     *
     * @throws IllegalArgumentException with a message naming the value and what is allowed
     */
    public Object normalize(Object raw) {
        Object value = switch (type) {
            case INTEGER -> toLong(raw);
            case DECIMAL -> toDouble(raw);
            case BOOLEAN -> toBoolean(raw);
            case CHOICE -> choices.contains(String.valueOf(raw)) ? String.valueOf(raw) : null;
            case TEXT -> raw instanceof String text ? text : null;
        };
        if (value == null || !inRange(value)) {
            throw new IllegalArgumentException("'" + raw + "' is not allowed; allowed: " + allowed());
        }
        return value;
    }

    private boolean inRange(Object value) {
        if (value instanceof Long l) {
            return l >= min.longValue() && l <= max.longValue();
        }
        if (value instanceof Double d) {
            return d >= min.doubleValue() && d <= max.doubleValue();
        }
        return true;
    }

    private static Long toLong(Object raw) {
        if (raw instanceof Integer || raw instanceof Long || raw instanceof Short || raw instanceof Byte) {
            return ((Number) raw).longValue();
        }
        if (raw instanceof Number n) {
            double d = n.doubleValue();
            return d == Math.rint(d) && Math.abs(d) < 0x1p53 ? (long) d : null;
        }
        try {
            return Long.valueOf(String.valueOf(raw).trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Double toDouble(Object raw) {
        if (raw instanceof Number n) {
            return Double.isFinite(n.doubleValue()) ? n.doubleValue() : null;
        }
        try {
            double d = Double.parseDouble(String.valueOf(raw).trim());
            return Double.isFinite(d) ? d : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Boolean toBoolean(Object raw) {
        if (raw instanceof Boolean b) {
            return b;
        }
        return switch (String.valueOf(raw).trim()) {
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            default -> null;
        };
    }
}
