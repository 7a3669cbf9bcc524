package org.ssdlab.experiment.sweep;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.Phase;
import org.ssdlab.experiment.PluginChoice;
import org.ssdlab.experiment.Run;
import org.ssdlab.experiment.Settings;
import org.ssdlab.experiment.Size;
import org.ssdlab.experiment.internal.run.ScaledDrives;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.gc.SteadyStateWaModel;

/**
 * The analytic model's line on a write-amplification chart of a sweep, where the GC strategy
 * publishes one ({@link SteadyStateWaModel}) and the charted phase is the model's setting.
 * <p>
 * A swept span (a share of the drive written, the rest never written after a secure erase) is not
 * the FTL's over-provisioning: the model is evaluated at the point's effective
 * <pre>
 *   OP = (T − U) / U,   T = (B − W) · b,   U = span · L
 * </pre>
 * with B the FTL's erase units (superblocks: one block of every plane of every die, the unit the
 * timed drive's GC cleans), b the mapping units in one, W the free blocks the GC keeps at its high
 * watermark (they hold no data), and L the drive's user capacity in mapping units: all of the drive
 * as simulated at the sweep's scale, its own spare area included. Where a point is outside the
 * model's setting, no line is drawn and a note says why.
 */
public final class SweepModels {

    private static final String WA = "writeAmplification";

    /** A point's model value, or why there is none; {@code caveat}: drawn, but the setting differs so. */
    record Outcome(double wa, String model, String reason, String caveat, double op, String geometry) {
    }

    private final PluginRegistry registry;
    private final SweepDirectory dir;
    private final List<Experiment> experiments;

    private SweepModels(PluginRegistry registry, SweepDirectory dir, List<Experiment> experiments) {
        this.registry = registry;
        this.dir = dir;
        this.experiments = experiments;
    }

    /**
     * @throws IOException when the sweep's document no longer expands to its manifest's points
     */
    public static SweepModels of(PluginRegistry registry, SweepDirectory dir) throws IOException {
        SweepValidator.Sweep sweep = new SweepValidator(registry, false).validate(dir.documentText(), dir.documentFolder());
        if (!sweep.valid()) {
            throw new IOException(dir.path().resolve(SweepDirectory.DOCUMENT) + " is not valid with the plugins installed: "
                    + sweep.problems().get(0));
        }
        SweepExecution.checkSame(dir, sweep);
        return new SweepModels(registry, dir, sweep.experiments());
    }

    /** {@code plot} with the model's line for each of its lines that has one, and notes for those that have none. */
    public SweepPlot add(SweepPlot plot, String phase, String metric) {
        if (!metric.equals(WA)) {
            return plot; // the models give write amplification only
        }
        List<SweepPlot.Line> lines = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        Set<String> geometries = new LinkedHashSet<>();
        double[] opRange = { Double.MAX_VALUE, -Double.MAX_VALUE };
        for (SweepPlot.Line line : plot.lines()) {
            double[] y = new double[line.x().length];
            String model = null;
            String missing = null;
            for (int i = 0; i < y.length && missing == null; i++) {
                Outcome o = outcome(line.points()[i], phase);
                if (o.reason() != null) {
                    missing = o.reason();
                } else {
                    y[i] = o.wa();
                    model = o.model();
                    opRange[0] = Math.min(opRange[0], o.op());
                    opRange[1] = Math.max(opRange[1], o.op());
                    geometries.add(o.geometry());
                    if (o.caveat() != null) {
                        notes.add(o.caveat());
                    }
                }
            }
            if (missing != null) {
                notes.add("no model line for " + line.name() + ": " + missing);
            } else if (y.length > 0) {
                int[] none = new int[y.length];
                java.util.Arrays.fill(none, -1);
                lines.add(new SweepPlot.Line(line.name() + " (model: " + model + ")", line.x(), y, none));
            }
        }
        if (!lines.isEmpty()) {
            notes.add(String.format(java.util.Locale.ROOT, "model lines at effective OP %.4g to %.4g; %s", opRange[0],
                    opRange[1], String.join("; ", geometries)));
        }
        return plot.withModels(lines, List.copyOf(notes));
    }

    /** The model's WA at point {@code index}'s charted phase of its first run, or why there is none. */
    Outcome outcome(int index, String phaseName) {
        Experiment experiment = experiments.get(index);
        if (experiment.runs().size() > 1) {
            return none("a point has " + experiment.runs().size() + " runs");
        }
        Run run = experiment.runs().get(0);
        Settings settings = experiment.settingsOf(run);
        if (settings.os() != null || !settings.stack().isEmpty() || !settings.partitions().isEmpty()) {
            return none("the run writes through an operating system, partitions or a storage stack; the model is "
                    + "for raw writes to the drive");
        }
        Optional<Phase> found = settings.phases().stream().filter(p -> p.name().equals(phaseName)).findFirst();
        if (found.isEmpty()) {
            return none("point " + dir.pointName(index) + " has no phase '" + phaseName + "'");
        }
        Phase phase = found.get();
        PluginChoice workload;
        Size span;
        if (phase instanceof Phase.SteadyState s) {
            workload = s.workload();
            span = s.span();
        } else if (phase instanceof Phase.WorkloadPhase w) {
            workload = w.workload();
            span = w.span();
        } else {
            return none("phase '" + phaseName + "' runs no workload");
        }
        Plugin<?> gcPlugin = registry.find(PluginKind.GC_STRATEGY, settings.gc().id()).orElse(null);
        if (!(gcPlugin instanceof SteadyStateWaModel model)) {
            return none("GC '" + settings.gc().id() + "' publishes no steady-state WA model");
        }
        DriveSpec drive = ScaledDrives.of(registry.create(PluginKind.DRIVE, settings.drive().id(),
                settings.drive().parameters()), dir.scale());
        Geometry g = drive.geometry();
        String setting = modelSetting(workload, g.unitBytes());
        if (setting != null) {
            return none(setting);
        }
        if (drive.controller().compression()) {
            return none("the drive compresses data, which the model does not cover");
        }
        if (drive.controller().slcCacheBytes() > 0) {
            return none("the drive writes through an SLC cache, which the model does not cover");
        }
        if (!drive.mapping().holdsWholeMap(g)) {
            return none("the drive keeps part of its mapping table in flash; its map writes add to WA beyond the GC model");
        }
        double share = span == null ? 1 : span instanceof Size.Percent p ? p.percent() / 100
                : Math.min(1, ((Size.Bytes) span).bytes() / (double) g.userBytes());
        int dies = g.channels() * g.diesPerChannel() * g.planesPerDie();
        int unitsPerBlock = g.unitsPerBlock() * dies; // the timed drive's GC cleans superblocks
        int blocks = g.blocksPerPlane();
        double dataUnits = (double) (blocks - drive.controller().gcHighWatermark()) * unitsPerBlock;
        double written = share * g.logicalUnits();
        double op = (dataUnits - written) / written;
        if (!(op > 0)) {
            return none("at span " + share * 100 + " % the data fills the blocks the GC does not keep free (OP " + op + ")");
        }
        Parameters parameters = Parameters.validate(gcPlugin, settings.gc().parameters());
        try {
            OptionalDouble wa = model.writeAmplification(op, unitsPerBlock, parameters);
            if (wa.isEmpty()) {
                return none("the model of GC '" + settings.gc().id() + "' does not cover its parameters " + parameters);
            }
            String caveat = drive.controller().separateGcFrontier()
                    ? "model lines assume one write frontier; the drive relocates into a separate GC frontier" : null;
            String geometry = String.format(java.util.Locale.ROOT,
                    "OP = ((B - W) b - U) / U with B = %d superblocks of b = %d units, W = %d kept free, U = span x %d units",
                    blocks, unitsPerBlock, drive.controller().gcHighWatermark(), g.logicalUnits());
            return new Outcome(wa.getAsDouble(), model.modelName(), null, caveat, op, geometry);
        } catch (IllegalArgumentException e) {
            return none("OP " + op + " is outside the model's domain: " + e.getMessage());
        }
    }

    /** Null when the workload is uniform random writes of one mapping unit, else what differs. */
    static String modelSetting(PluginChoice workload, int unitBytes) {
        if (workload == null || !workload.id().equals("synthetic")) {
            return "the workload is not the synthetic one's uniform random writes";
        }
        Map<String, Object> p = workload.parameters();
        if (!"random".equals(String.valueOf(p.getOrDefault("pattern", "random")))
                || !"uniform".equals(String.valueOf(p.getOrDefault("distribution", "uniform")))) {
            return "the writes are not uniform random";
        }
        if (number(p.get("trimPercent")) != 0 || number(p.get("spanBytes")) != 0 || number(p.get("offsetBytes")) != 0) {
            return "the workload trims or limits its own span";
        }
        Object sizes = p.get("blockSizes");
        if (sizes == null || !String.valueOf(sizes).trim().equals(String.valueOf(unitBytes))) {
            return "the writes are not of one mapping unit (" + unitBytes + " B): blockSizes " + sizes;
        }
        return null;
    }

    private static double number(Object value) {
        if (value == null) {
            return 0;
        }
        try {
            return Double.parseDouble(String.valueOf(value));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static Outcome none(String reason) {
        return new Outcome(Double.NaN, null, reason, null, Double.NaN, null);
    }
}
