package org.ssdlab.experiment;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.ssdlab.sim.api.ParameterProblem;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.ParameterType;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.Suggestions;

/**
 * Resolves plugin ids against the registry only, and checks parameters with
 * {@link Parameters#validate}, placing each problem at the parameter it names
 * ({@link PluginException#problems()}), never reading the message for it. Workloads are also
 * created (and dropped): that is cheap, and what {@code run} would refuse in them (a size list of
 * "0", a malformed trace line) is refused here first. Drives, GC and the rest are not created.
 */
final class PluginChecker {

    /** A parameter's unit that makes its text a size in the document's grammar, or a list "size:weight,...". */
    static final String UNIT_BYTES = "bytes";
    static final String UNIT_MILLIS = "ms";
    /** A text parameter with this unit names a file: relative to the document's folder, a regular file. */
    static final String UNIT_PATH = "path";

    private final PluginRegistry registry;
    private final Problems problems;
    private final Path documentFolder;
    /** Set by {@link #units} when it reported a value, for the {@link #check} of the same section that follows. */
    private boolean unitsFailed;

    PluginChecker(PluginRegistry registry, Problems problems) {
        this(registry, problems, null);
    }

    /** @param documentFolder where relative file parameters are resolved; {@code null}: the working directory */
    PluginChecker(PluginRegistry registry, Problems problems, Path documentFolder) {
        this.registry = registry;
        this.problems = problems;
        this.documentFolder = documentFolder;
    }

    /**
     * The parameters with the document's units applied: "4KiB" for a byte count, "30s" for
     * milliseconds, "4KiB:67,8KiB:10" for a size list, a relative path made absolute against the
     * document's folder. A value that does not convert is reported at its path and left as it was.
     */
    Map<String, Object> units(PluginKind<?> kind, String id, Map<String, Object> parameters,
            Function<String, String> paramPath) {
        Optional<? extends Plugin<?>> plugin = id == null ? Optional.empty() : registry.find(kind, id);
        if (plugin.isEmpty() || parameters == null) {
            return parameters;
        }
        unitsFailed = false;
        Map<String, Object> converted = new LinkedHashMap<>(parameters);
        for (ParameterSpec spec : plugin.get().parameters()) {
            if (!(parameters.get(spec.name()) instanceof String text)) {
                continue;
            }
            try {
                Object value = convert(spec, text);
                if (value != null) {
                    converted.put(spec.name(), value);
                }
            } catch (IllegalArgumentException e) {
                problems.add(paramPath.apply(spec.name()), kind.id() + " '" + id + "': parameter '" + spec.name()
                        + "' = " + e.getMessage());
                // reported once, here: the default stands in, and the plugin is not asked about it again
                converted.put(spec.name(), spec.defaultValue() == null ? text : spec.defaultValue());
                unitsFailed = true;
            }
        }
        return converted;
    }

    private Object convert(ParameterSpec spec, String text) {
        boolean number = text.strip().matches("-?\\d+");
        if (spec.type() == ParameterType.INTEGER && UNIT_BYTES.equals(spec.unit()) && !number) {
            return ((Size.Bytes) Units.parseSize(text.strip(), false)).bytes();
        }
        if (spec.type() == ParameterType.INTEGER && UNIT_MILLIS.equals(spec.unit()) && !number) {
            long nanos = Units.parseDuration(text.strip()).toNanos();
            if (nanos % 1_000_000 != 0) {
                throw new IllegalArgumentException("'" + text + "' is not a whole number of milliseconds");
            }
            return nanos / 1_000_000;
        }
        if (spec.type() == ParameterType.TEXT && UNIT_BYTES.equals(spec.unit())) {
            return sizeList(text);
        }
        if (spec.type() == ParameterType.TEXT && UNIT_PATH.equals(spec.unit())) {
            return file(text);
        }
        return null;
    }

    /** "4KiB:67,8192:10" as bytes, "4096:67,8192:10"; weights are left to the plugin. */
    private static String sizeList(String text) {
        if (text.isBlank()) {
            throw new IllegalArgumentException("'' is not a size; allowed: " + Units.SIZE_ALLOWED
                    + ", or size:weight pairs (4KiB:67,8KiB:10)");
        }
        StringBuilder out = new StringBuilder();
        for (String token : text.split(",", -1)) {
            int colon = token.indexOf(':');
            String size = (colon < 0 ? token : token.substring(0, colon)).strip();
            String bytes;
            try {
                bytes = size.matches("\\d+") ? size : String.valueOf(((Size.Bytes) Units.parseSize(size, false)).bytes());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("'" + text + "': " + e.getMessage()
                        + ", or size:weight pairs (4KiB:67,8KiB:10)");
            }
            out.append(out.isEmpty() ? "" : ",").append(bytes).append(colon < 0 ? "" : token.substring(colon));
        }
        return out.toString();
    }

    private String file(String text) {
        Path path;
        try {
            path = Path.of(text);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("'" + text + "' is not a valid path");
        }
        Path resolved = path.isAbsolute() || documentFolder == null ? path : documentFolder.resolve(path);
        resolved = resolved.toAbsolutePath().normalize();
        if (!Files.exists(resolved)) {
            throw new IllegalArgumentException("'" + text + "': no such file (" + resolved
                    + (path.isAbsolute() ? "" : ", relative to the document's folder") + ")");
        }
        if (!Files.isRegularFile(resolved)) {
            throw new IllegalArgumentException("'" + text + "' is " + (Files.isDirectory(resolved) ? "a directory"
                    : "not a regular file (a pipe or device)") + "; allowed: a file");
        }
        if (!Files.isReadable(resolved)) {
            throw new IllegalArgumentException("'" + text + "' cannot be read (permission denied)");
        }
        return resolved.toString();
    }

    /**
     * @param idPath    where the id was written
     * @param paramPath where each parameter was written (the section's or an override's)
     * @param section   where a missing parameter would go
     */
    void check(PluginKind<?> kind, PluginChoice choice, String idPath, Function<String, String> paramPath,
            String section) {
        boolean skipCreate = unitsFailed;
        unitsFailed = false;
        Optional<? extends Plugin<?>> plugin = registry.find(kind, choice.id());
        if (plugin.isEmpty()) {
            List<String> known = registry.plugins(kind).stream().map(Plugin::id).toList();
            problems.add(idPath, Suggestions.unknown(kind.id(), choice.id(), known));
            return;
        }
        try {
            Parameters parameters = Parameters.validate(plugin.get(), choice.parameters());
            if (kind == PluginKind.WORKLOAD && !skipCreate) {
                plugin.get().create(parameters); // cheap, and finds what only the plugin knows (a bad size list, a bad trace line)
            }
        } catch (PluginException e) {
            for (ParameterProblem problem : e.problems()) {
                String name = problem.parameter();
                report(name != null && choice.parameters().containsKey(name) ? paramPath.apply(name)
                        : JsonNode.child(section, "parameters"), problem.message());
            }
        } catch (IllegalArgumentException e) { // a plugin's own refusal, not about one parameter
            report(JsonNode.child(section, "parameters"), e.getMessage());
        }
    }

    private void report(String path, String message) {
        for (String line : message.split("\n")) {
            problems.add(path, line);
        }
    }

    /** Where a parameter of {@code section} was written. */
    static Function<String, String> in(String section) {
        return name -> JsonNode.child(JsonNode.child(section, "parameters"), name);
    }

    /** Parameters set by an override are located there, the others in the defaults. */
    static Function<String, String> overridden(String overrideSection, Map<String, Object> overridden,
            String defaultSection) {
        return name -> overridden.containsKey(name) ? in(overrideSection).apply(name) : in(defaultSection).apply(name);
    }
}
