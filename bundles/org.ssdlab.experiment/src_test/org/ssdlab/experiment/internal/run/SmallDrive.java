package org.ssdlab.experiment.internal.run;

import java.util.List;

import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.experiment.run.PhaseOutcome;
import org.ssdlab.experiment.run.RunMonitor;
import org.ssdlab.experiment.run.RunOptions;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.ControllerOptions;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.NandLayout;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.gc.VictimPolicy;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.timing.RegionIo;

/**
 * A 4 GiB drive with the 840 Pro's NAND timings on 4 dies, greedy GC and a workload "random-writes"
 * (4 KiB), for end-to-end runs at full scale in seconds. Its idle GC cleans 1 block per plane per
 * second, so that what a wait cleans stays below the idle target (half the spare) for the shorter
 * waits; a 4 MiB buffer, drained in any wait.
 */
final class SmallDrive {

    private static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(128).readMicros(50)
            .programMicros(680).eraseMicros(3000).channelMBps(400).readCommandMicros(10).writeCommandMicros(11)
            .readLatencyMicros(23.3).writeLatencyMicros(13.8).hostLinkMBps(550).writeBufferMiB(4).gcLowWatermark(2)
            .gcHighWatermark(4).idleGcAfterMillis(1000).idleGcBlocksPerSecond(1).build()
            .withFirmware(new FirmwareCosts(30, 10));
    private static final NandLayout LAYOUT = new NandLayout("Test drive 4 GB", 2, 2, 2, 4 * NandLayout.GIB, 8192,
            4_000_000_000L / 512, true);

    private static final class TestDrive extends AbstractPlugin<DriveSpec> {
        TestDrive() {
            super(PluginKind.DRIVE, "test-drive", "Test drive 4 GB", "840 Pro timings on 4 dies",
                    DEFAULTS.parameters());
        }

        @Override
        public DriveSpec create(Parameters parameters) {
            return DEFAULTS.driveSpec(this, LAYOUT, parameters, ControllerOptions.STANDARD);
        }
    }

    private static final class Greedy extends AbstractPlugin<VictimPolicy> {
        Greedy() {
            super(PluginKind.GC_STRATEGY, "greedy", "greedy", "fewest valid units", List.of());
        }

        @Override
        public VictimPolicy create(Parameters parameters) {
            return ClosedBlocks::fewestValid;
        }
    }

    /** "random-writes": 4 KiB writes at random offsets over the span it is given. */
    private static final class RandomWrites extends AbstractPlugin<Workload> {
        RandomWrites() {
            super(PluginKind.WORKLOAD, "random-writes", "4 KiB random writes", "over the whole span", List.of());
        }

        @Override
        public Workload create(Parameters parameters) {
            return new RegionIo(IoKind.WRITE, true, 4096, 0, 0, 0);
        }
    }

    static final PluginRegistry REGISTRY = PluginRegistry.of(List.of(new TestDrive(), new Greedy(), new RandomWrites()));

    private SmallDrive() {
    }

    /** The phases of run "r" on the drive (its parameters as JSON members, or ""), at full scale. */
    static List<PhaseOutcome> run(String driveParameters, String phases, long seed) throws Exception {
        return result(experiment(driveParameters, phases, seed)).runs().get(0).phases();
    }

    /** The report of the same run. */
    static String report(String driveParameters, String phases, long seed) throws Exception {
        Experiment experiment = experiment(driveParameters, phases, seed);
        return ReportMarkdown.write(experiment, result(experiment), List.of());
    }

    private static Experiment experiment(String driveParameters, String phases, long seed) throws Exception {
        return new ExperimentValidator(REGISTRY).load("{\"name\": \"small-drive\", \"seed\": " + seed
                + ", \"defaults\": {\"drive\": {\"id\": \"test-drive\", \"parameters\": {" + driveParameters
                + "}}, \"gc\": {\"id\": \"greedy\"}, \"phases\": [" + phases + "]}, \"runs\": [{\"name\": \"r\"}]}");
    }

    private static ExperimentResult result(Experiment experiment) throws Exception {
        return new ExperimentRunner(REGISTRY).run(experiment, new RunOptions(experiment.seed(), 1, 1), RunMonitor.NONE);
    }
}
