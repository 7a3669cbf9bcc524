package org.ssdlab.experiment;

import java.util.List;
import java.util.Objects;

import org.ssdlab.sim.api.PluginKind;

/**
 * One field of a phase type, as {@link org.ssdlab.sim.api.ParameterSpec} is one parameter of a
 * plugin: enough for the reader to check it, the workbench to offer it, and the schema and the
 * format document to be held against it.
 *
 * @param name         key in documents
 * @param kind         what value it takes
 * @param unit         unit shown beside a number ("" when none)
 * @param defaultValue the value when the field is absent, as a document would write it ({@link Long},
 *                     {@link Double} or {@link String}), or {@code null}: no fixed default
 * @param defaultText  how a default that depends on other fields reads ("the preset's"), or ""
 * @param min          smallest value (integers and decimals), else {@code null}
 * @param max          largest value (integers and decimals), else {@code null}
 * @param choices      allowed keywords ({@link Kind#CHOICE}), else empty
 * @param required     the field must be given
 * @param allowedText  what is allowed, as it reads in a message, when the kind's own text does not say it; or ""
 * @param help         one sentence on what it changes
 * @param initial      what a new phase starts with in the workbench (JSON text), or {@code null}
 */
public record PhaseField(String name, Kind kind, String unit, Object defaultValue, String defaultText, Number min,
        Number max, List<String> choices, boolean required, String allowedText, String help, String initial) {

    /** The kinds of value a phase field takes, with the schema definition each is written as. */
    public enum Kind {
        /** A non-empty string. */
        TEXT(null),
        /** One of {@link PhaseField#choices()}. */
        CHOICE(null),
        INTEGER(null),
        DECIMAL(null),
        /** A duration with unit, {@code "30min"}. */
        DURATION("duration"),
        /** Bytes, a number or {@code "40GB"}. */
        BYTES("bytes"),
        /** Bytes or a share of the capacity, {@code "25%"}. */
        SHARE("share"),
        /** A request size: a whole number of 512-byte sectors up to 64 MiB. */
        BLOCK_SIZE("bytes"),
        /** A workload plugin, {@code {id, parameters}}. */
        PLUGIN("plugin"),
        /** An operating-system plugin, {@code {id, parameters}}. */
        OS_PLUGIN("plugin"),
        /** A list of {@code {count, size}}. */
        FILES(null),
        /** A list of jobs, {@code {name, workload, queueDepth, numjobs, span}}. */
        JOBS(null);

        /** The {@code $defs} entry of the JSON schema that describes the value, or {@code null}. */
        public final String schemaDefinition;

        Kind(String schemaDefinition) {
            this.schemaDefinition = schemaDefinition;
        }

        /** The kind of plugin the value names, or {@code null} when it names none. */
        public PluginKind<?> pluginKind() {
            return switch (this) {
                case PLUGIN -> PluginKind.WORKLOAD;
                case OS_PLUGIN -> PluginKind.OS;
                default -> null;
            };
        }
    }

    static final long MAX_BLOCK_BYTES = 64L << 20;

    public PhaseField {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        unit = unit == null ? "" : unit;
        defaultText = defaultText == null ? "" : defaultText;
        choices = List.copyOf(choices == null ? List.of() : choices);
        allowedText = allowedText == null ? "" : allowedText;
        help = help == null ? "" : help;
        if (required && defaultValue != null) {
            throw new IllegalArgumentException(name + ": a required field has no default");
        }
    }

    public static PhaseField of(String name, Kind kind, String help) {
        return new PhaseField(name, kind, "", null, "", null, null, List.of(), false, "", help, null);
    }

    public static PhaseField integer(String name, long min, long max, String help) {
        return new PhaseField(name, Kind.INTEGER, "", null, "", min, max, List.of(), false, "", help, null);
    }

    public static PhaseField decimal(String name, double min, double max, String help) {
        return new PhaseField(name, Kind.DECIMAL, "", null, "", min, max, List.of(), false, "", help, null);
    }

    public static PhaseField choice(String name, List<String> choices, String help) {
        return new PhaseField(name, Kind.CHOICE, "", null, "", null, null, choices, false, "", help, null);
    }

    public PhaseField mandatory() {
        return new PhaseField(name, kind, unit, null, defaultText, min, max, choices, true, allowedText, help, initial);
    }

    /** The default as a document writes it: a {@link Long}, {@link Double} or {@link String}. */
    public PhaseField byDefault(Object value) {
        return new PhaseField(name, kind, unit, value, defaultText, min, max, choices, required, allowedText, help,
                initial);
    }

    /** A default that depends on other fields, as it reads: "the preset's". */
    public PhaseField dependentDefault(String text) {
        return new PhaseField(name, kind, unit, null, text, min, max, choices, required, allowedText, help, initial);
    }

    public PhaseField unit(String text) {
        return new PhaseField(name, kind, text, defaultValue, defaultText, min, max, choices, required, allowedText,
                help, initial);
    }

    public PhaseField allowed(String text) {
        return new PhaseField(name, kind, unit, defaultValue, defaultText, min, max, choices, required, text, help,
                initial);
    }

    public PhaseField initial(String json) {
        return new PhaseField(name, kind, unit, defaultValue, defaultText, min, max, choices, required, allowedText,
                help, json);
    }

    /** What is allowed, as it reads in a message: "an integer 1..1024", "one of file, block". */
    public String allowed() {
        if (!allowedText.isEmpty()) {
            return allowedText;
        }
        return switch (kind) {
            case TEXT -> "a non-empty string";
            case CHOICE -> "one of " + String.join(", ", choices);
            case INTEGER -> "an integer " + min + ".." + max;
            case DECIMAL -> "a number " + min + ".." + max;
            case DURATION -> Units.DURATION_ALLOWED;
            case BYTES -> Units.SIZE_ALLOWED;
            case SHARE -> Units.SHARE_ALLOWED;
            case BLOCK_SIZE -> "a multiple of 512 B up to 64 MiB";
            case PLUGIN -> "an object {id, parameters} naming a workload plugin";
            case OS_PLUGIN -> "an object {id, parameters} naming an os plugin";
            case FILES -> "a list of {count, size}";
            case JOBS -> "a list of {name, workload, queueDepth, numjobs, span}";
        };
    }

    /** The allowed values in short, for the format document and the workbench: "5-1000", "file | block". */
    public String range() {
        return switch (kind) {
            case CHOICE -> String.join(" | ", choices);
            case INTEGER, DECIMAL -> number(min) + "-" + number(max) + (unit.isEmpty() ? "" : " " + unit);
            case DURATION -> "a duration";
            case BYTES -> "a size";
            case SHARE -> "a size or share";
            case BLOCK_SIZE -> "a multiple of 512 B up to 64 MiB";
            case PLUGIN, OS_PLUGIN -> "{id, parameters}";
            case FILES -> "a list of {count, size}";
            case JOBS -> "a list of jobs";
            case TEXT -> "text";
        };
    }

    /** The default in short ("25", "the preset's"), or "" when the field has none. */
    public String defaultShown() {
        return defaultValue != null ? number(defaultValue) : defaultText;
    }

    /** Whole numbers without ".0", as documents write them; {@code Integer.MAX_VALUE} as such. */
    static String number(Object value) {
        if (value instanceof Double d && d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString(d.longValue());
        }
        return String.valueOf(value);
    }
}
