package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/**
 * A small generic drive for file-system tests, and a host clock that runs operations on it one
 * after another.
 */
final class TestDrives {

    static final long SECOND = 1_000_000_000L;
    /**
     * 4 channels × 2 dies × 2 planes × 256 blocks × 16 pages × 8 KiB = 512 MiB raw; the host sees
     * 975,000 sectors (476 MiB: about 7 % of raw is spare, 18 of 256 superblocks). 4 KiB mapping
     * units. Small, so that steady state is a few hundred thousand writes away.
     */
    static final long USER_SECTORS = 975_000;

    private TestDrives() {
    }

    /** tPROG 1.5 ms: 32 units per 1.5 ms ≈ 21,000 random 4 KiB writes/s fresh, well below the 12 µs command time's 83,000. */
    static DriveSpec spec() {
        Geometry geometry = new Geometry(4, 2, 2, 256, 16, 8192, 4096, USER_SECTORS);
        NandTiming nand = new NandTiming(50, 1500, 3000, 400, true);
        ControllerSpec controller = new ControllerSpec(10, 12, 16 << 20, false, 0, 0, 2, 4, true, 100, 100, 0, 0, 5, 8);
        return new DriveSpec("fs-test", geometry, nand, controller, 550);
    }

    static TimedDrive fresh() {
        return new TimedDrive(spec(), ClosedBlocks::fewestValid, 1);
    }

    /** Runs workloads on one drive one after another, each starting when the previous one ended. */
    static final class Host {
        final TimedDrive drive;
        long now;
        private long seed = 1;

        Host(TimedDrive drive) {
            this.drive = drive;
        }

        RunResult run(Workload workload) {
            RunResult result = new WorkloadRunner(drive, 32, SECOND, () -> false).run(workload, now, seed++);
            now = Math.max(now, result.endNanos());
            return result;
        }
    }
}
