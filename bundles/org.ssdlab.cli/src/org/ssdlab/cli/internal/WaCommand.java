package org.ssdlab.cli.internal;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;

import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.Suggestions;
import org.ssdlab.sim.api.gc.SteadyStateWaModel;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.gc.WaMath;
import org.ssdlab.sim.core.ftl.FtlSettings;
import org.ssdlab.sim.core.study.WaStudy;
import org.ssdlab.sim.core.study.WaStudyResult;

import com.google.gson.GsonBuilder;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ssdlab wa}: steady-state write amplification of one GC strategy at several over-provisioning levels. */
@Command(name = "wa", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"FTL-only steady-state study: fills the user pages once in order, then writes WRITES x user pages "
                + "uniformly at random, one page at a time; WA is measured over the second half and set beside the "
                + "published analytic model where one exists.",
                "OP = (T - U) / U: physical pages for data over user pages, minus one (the industry's '7 %%')."})
final class WaCommand implements Callable<Integer> {

    private final PluginRegistry registry;

    @Spec
    private CommandSpec spec;

    @Option(names = "--gc", paramLabel = "ID", defaultValue = "greedy",
            description = "GC strategy id (see './ssdlab list gc'); default: ${DEFAULT-VALUE}")
    private String gc;

    @Option(names = "--op", paramLabel = "OP", split = ",", defaultValue = "0.07,0.125,0.28",
            description = "over-provisioning levels, comma-separated, each > 0; default: ${DEFAULT-VALUE}")
    private List<Double> overProvisioning;

    @Option(names = "--pages-per-block", paramLabel = "N", defaultValue = "64",
            description = "mapping units (pages) per erase block, 2..65536; default: ${DEFAULT-VALUE}")
    private int pagesPerBlock;

    @Option(names = "--user-pages", paramLabel = "N", defaultValue = "262144",
            description = "user-visible pages U, 64..1000000000, enough that every OP leaves the FTL 4 spare "
                    + "blocks (1 855 at OP 0.07 and 64 pages per block); default: ${DEFAULT-VALUE}")
    private int userPages;

    @Option(names = "--writes", paramLabel = "X", defaultValue = "4",
            description = "random writes in multiples of U, > 0; default: ${DEFAULT-VALUE}")
    private double writes;

    @Option(names = "--gc-param", paramLabel = "NAME=VALUE",
            description = "a GC strategy parameter, repeatable (e.g. d=2)")
    private Map<String, String> gcParameters = new LinkedHashMap<>();

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "random seed; default: ${DEFAULT-VALUE}")
    private long seed;

    @Option(names = "--json", description = "print a JSON array instead of a table")
    private boolean json;

    WaCommand(PluginRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        Plugin<VictimPolicy> strategy = registry.find(PluginKind.GC_STRATEGY, gc).orElseThrow(() -> invalid("--gc",
                Suggestions.unknown("GC strategy", gc, knownStrategies())));
        Parameters parameters;
        try {
            parameters = Parameters.validate(strategy, gcParameters);
        } catch (PluginException e) {
            throw invalid("--gc-param", e.getMessage());
        }
        validateRanges();
        List<WaRow> rows = new ArrayList<>();
        for (double op : overProvisioning) {
            WaStudy study = new WaStudy(userPages, op, pagesPerBlock, writes, seed);
            WaStudyResult result = study.run(strategy.create(parameters));
            OptionalDouble model = strategy instanceof SteadyStateWaModel published
                    ? published.writeAmplification(op, pagesPerBlock, parameters) : OptionalDouble.empty();
            rows.add(WaRow.of(gc, parameters.asMap(), result, model));
            if (!json) {
                printRow(rows.size() == 1, rows.getLast());
            }
        }
        if (json) {
            out().println(new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create().toJson(rows));
        }
        return 0;
    }

    private void validateRanges() {
        if (overProvisioning.isEmpty()) {
            throw invalid("--op", "no level given; allowed: numbers in (0, 10], comma-separated, e.g. 0.07,0.28");
        }
        for (double op : overProvisioning) {
            if (!(op > 0 && op <= 10)) {
                throw invalid("--op", "'" + op + "' is not allowed; allowed: numbers in (0, 10], e.g. 0.07,0.28");
            }
        }
        if (pagesPerBlock < 2 || pagesPerBlock > 65536) {
            throw invalid("--pages-per-block", "'" + pagesPerBlock + "' is not allowed; allowed: integers 2..65536");
        }
        if (userPages < 64 || userPages > 1_000_000_000) {
            throw invalid("--user-pages", "'" + userPages + "' is not allowed; allowed: integers 64..1000000000");
        }
        for (double op : overProvisioning) {
            WaStudy study = new WaStudy(userPages, op, pagesPerBlock, 1, seed);
            if (!study.fits()) {
                int least = WaStudy.minimumUserUnits(op, pagesPerBlock);
                throw invalid("--user-pages", "'" + userPages + "' leaves the FTL " + study.spareBlocks()
                        + " spare blocks at --op " + op + " with " + pagesPerBlock + " pages per block, and it needs "
                        + (FtlSettings.ANALYTIC.reserveBlocks() + 1) + " (write frontiers and GC reserve); allowed: "
                        + (least > 0 && least <= 1_000_000_000 ? "at least " + least + " at that OP, " : "")
                        + "or a larger --op or a smaller --pages-per-block");
            }
        }
        if (!(writes > 0 && writes <= 1000)) {
            throw invalid("--writes", "'" + writes + "' is not allowed; allowed: numbers in (0, 1000]");
        }
        // WA is measured over the second half of the random writes: it needs at least a block's worth of them
        double minimum = Math.ceil(2.0 * pagesPerBlock / userPages * 1e4) / 1e4;
        if (writes * userPages < 2.0 * pagesPerBlock) {
            throw invalid("--writes", "'" + writes + "' is too few to measure; allowed: at least " + minimum
                    + " with " + userPages + " user pages of " + pagesPerBlock + " per block");
        }
    }

    private void printRow(boolean first, WaRow row) {
        PrintWriter out = out();
        if (first) {
            out.printf("GC %s%s, %d pages per block, %d user pages, %s x U random writes after a sequential fill, seed %d%n",
                    gc, gcParameters.isEmpty() ? "" : " " + row.gcParameters(), pagesPerBlock, userPages, writes, seed);
            out.printf("%7s %7s %7s %9s %10s %8s %14s%n", "OP", "alpha", "Sf", "WA (sim)", "WA (model)", "diff",
                    "host writes/s");
        }
        String model = row.modelWriteAmplification() == null ? "-" : String.format("%.4f", row.modelWriteAmplification());
        String diff = row.modelWriteAmplification() == null ? "-"
                : String.format("%+.2f%%", 100 * (row.writeAmplification() / row.modelWriteAmplification() - 1));
        out.printf("%7.4f %7.4f %7.4f %9.4f %10s %8s %12.2f M%n", row.op(), row.alpha(), row.spareFactor(),
                row.writeAmplification(), model, diff, row.hostWritesPerSecond() / 1e6);
    }

    private List<String> knownStrategies() {
        return registry.plugins(PluginKind.GC_STRATEGY).stream().map(Plugin::id).toList();
    }

    private ParameterException invalid(String option, String message) {
        return new ParameterException(spec.commandLine(), option + ": " + message);
    }

    private PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** One line of the result, as printed in JSON; the measured window is the second half of the random writes. */
    record WaRow(String gc, Map<String, Object> gcParameters, double op, double alpha, double spareFactor,
            int pagesPerBlock, int userPages, double writes, long seed, double writeAmplification,
            Double modelWriteAmplification, long hostWrites, long nandWrites, long erases, double wallSeconds,
            double hostWritesPerSecond) {

        static WaRow of(String gc, Map<String, Object> gcParameters, WaStudyResult result, OptionalDouble model) {
            WaStudy study = result.study();
            var window = result.steadyState();
            return new WaRow(gc, gcParameters, study.overProvisioning(), study.alpha(), WaMath.spareFactor(study.alpha()),
                    study.unitsPerBlock(), study.userUnits(), study.capacityWrites(), study.seed(),
                    result.writeAmplification(), model.isPresent() ? model.getAsDouble() : null,
                    window.hostUnitsWritten(), window.nandUnitsProgrammed(), window.erases(), result.wallSeconds(),
                    result.hostWritesPerSecond());
        }
    }
}
