package org.ssdlab.cli.internal;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.experiment.run.BundledExamples;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.Suggestions;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ssdlab list [KIND]}: the installed plugins with their parameters. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "Lists installed plugins, one line each (id, label, parameter names); --long adds descriptions "
                + "and parameters with units, defaults and ranges; --json prints all of it for scripts.")
final class ListCommand implements Callable<Integer> {

    private final PluginRegistry registry;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "KIND", description = "only this kind of plugin: drive(s), gc, os, stack, workload(s); or examples")
    private String kind;

    @Option(names = "--long", description = "each plugin's description and its parameters with defaults and ranges; "
            + "with examples, what each example does")
    private boolean longForm;

    @Option(names = "--json", description = "a JSON array of the plugins with every field, for scripts")
    private boolean json;

    @Option(names = "--diagnose", description = "why a plugin may be missing: bundles that did not resolve (with the "
            + "resolver's reason) and plugin components that are unsatisfied or failed to start; exit 1 if there are any")
    private boolean diagnose;

    ListCommand(PluginRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        if (diagnose) {
            return diagnose(spec.commandLine().getOut());
        }
        if ("examples".equals(kind)) {
            for (String name : BundledExamples.NAMES) {
                spec.commandLine().getOut().println(longForm ? name + "\n  " + description(name) : name);
            }
            return 0;
        }
        List<PluginKind<?>> kinds = PluginKind.all().stream().filter(k -> kind == null || named(k, kind)).toList();
        if (kinds.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "KIND: " + Suggestions.unknown("kind", kind,
                    Stream.concat(PluginKind.all().stream().map(PluginKind::id), Stream.of("examples")).toList()));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create().toJson(asJson(kinds)));
            return 0;
        }
        for (PluginKind<?> k : kinds) {
            out.printf("%s (%s):%n", k.label(), k.id());
            for (Plugin<?> plugin : registry.plugins(k)) {
                if (!longForm) {
                    String names = plugin.parameters().stream().map(ParameterSpec::name).collect(Collectors.joining(", "));
                    out.printf("  %-24s %s%s%n", plugin.id(), plugin.label(), names.isEmpty() ? "" : "  [" + names + "]");
                    continue;
                }
                out.printf("  %-24s %s%n", plugin.id(), plugin.label());
                out.printf("  %-24s %s%n", "", plugin.description());
                for (ParameterSpec p : plugin.parameters()) {
                    out.printf("  %-24s   %s = %s (%s) %s%n", "", p.name(),
                            p.required() ? "required" : String.valueOf(p.defaultValue()), p.allowed(), p.description());
                }
            }
        }
        if (!longForm) {
            out.println("(--long for descriptions, sources and parameter ranges)");
        }
        return 0;
    }

    /** The example document's own description. */
    private static String description(String example) {
        JsonElement description = JsonParser.parseString(BundledExamples.text(example).orElseThrow()).getAsJsonObject()
                .get("description");
        return description == null ? "" : description.getAsString();
    }

    private int diagnose(PrintWriter out) {
        Bundle bundle = FrameworkUtil.getBundle(ListCommand.class);
        if (bundle == null || bundle.getBundleContext() == null) {
            throw new ParameterException(spec.commandLine(), "--diagnose: needs the OSGi runtime of ./ssdlab");
        }
        BundleDiagnosis diagnosis;
        try {
            diagnosis = BundleDiagnosis.of(bundle.getBundleContext());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return SsdLabCommand.EXIT_FAILURE;
        }
        out.printf("Bundles: %d installed, %d not resolved%n", diagnosis.bundles(), diagnosis.bundleProblems().size());
        diagnosis.bundleProblems().forEach(p -> out.println("  " + p));
        out.printf("Plugin components: %d, %d with a problem%n", diagnosis.components(),
                diagnosis.componentProblems().size());
        diagnosis.componentProblems().forEach(p -> out.println("  " + p));
        boolean healthy = diagnosis.bundleProblems().isEmpty() && diagnosis.componentProblems().isEmpty();
        return healthy ? 0 : SsdLabCommand.EXIT_FAILURE;
    }

    private List<Map<String, Object>> asJson(List<PluginKind<?>> kinds) {
        List<Map<String, Object>> plugins = new ArrayList<>();
        for (PluginKind<?> k : kinds) {
            for (Plugin<?> plugin : registry.plugins(k)) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("kind", k.id());
                entry.put("id", plugin.id());
                entry.put("label", plugin.label());
                entry.put("description", plugin.description());
                List<Map<String, Object>> parameters = new ArrayList<>();
                for (ParameterSpec p : plugin.parameters()) {
                    Map<String, Object> parameter = new LinkedHashMap<>();
                    parameter.put("name", p.name());
                    parameter.put("unit", p.unit());
                    parameter.put("default", p.defaultValue());
                    parameter.put("allowed", p.allowed());
                    parameter.put("description", p.description());
                    parameters.add(parameter);
                }
                entry.put("parameters", parameters);
                plugins.add(entry);
            }
        }
        return plugins;
    }

    /** "drives" and "workloads" read better on a command line than the kinds' ids. */
    private static boolean named(PluginKind<?> kind, String name) {
        return kind.id().equals(name) || (kind.id() + "s").equals(name);
    }
}
