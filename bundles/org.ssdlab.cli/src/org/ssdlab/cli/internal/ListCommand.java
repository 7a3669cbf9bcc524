package org.ssdlab.cli.internal;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.experiment.run.BundledExamples;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.Suggestions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ssdlab list [KIND]}: the installed plugins with their parameters. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "Lists installed plugins: ids, labels, descriptions and parameters with units, defaults and ranges.")
final class ListCommand implements Callable<Integer> {

    private final PluginRegistry registry;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "KIND", description = "only this kind of plugin: drive(s), gc, os, stack, workload(s); or examples")
    private String kind;

    ListCommand(PluginRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        if ("examples".equals(kind)) {
            BundledExamples.NAMES.forEach(spec.commandLine().getOut()::println);
            return 0;
        }
        List<PluginKind<?>> kinds = PluginKind.all().stream().filter(k -> kind == null || named(k, kind)).toList();
        if (kinds.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "KIND: " + Suggestions.unknown("kind", kind,
                    Stream.concat(PluginKind.all().stream().map(PluginKind::id), Stream.of("examples")).toList()));
        }
        PrintWriter out = spec.commandLine().getOut();
        for (PluginKind<?> k : kinds) {
            out.printf("%s (%s):%n", k.label(), k.id());
            for (Plugin<?> plugin : registry.plugins(k)) {
                out.printf("  %-18s %s%n", plugin.id(), plugin.label());
                out.printf("  %-18s %s%n", "", plugin.description());
                for (ParameterSpec p : plugin.parameters()) {
                    out.printf("  %-18s   %s = %s (%s) %s%n", "", p.name(),
                            p.required() ? "required" : String.valueOf(p.defaultValue()), p.allowed(), p.description());
                }
            }
        }
        return 0;
    }

    /** "drives" and "workloads" read better on a command line than the kinds' ids. */
    private static boolean named(PluginKind<?> kind, String name) {
        return kind.id().equals(name) || (kind.id() + "s").equals(name);
    }
}
