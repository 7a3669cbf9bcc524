package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;

class ScaleTest {

    /** 8 × 2 × 2 planes, 4000 blocks of 256 × 8 KiB pages, 4 KiB units: 128 GB raw, about 7 % spare. */
    private static final DriveSpec DRIVE = new DriveSpec("test", new Geometry(8, 2, 2, 4000, 256, 8192, 4096, 250_000_000L),
            new NandTiming(50, 1000, 3000, 400, true),
            new ControllerSpec(10, 10, 1 << 20, false, 0, 0, 4, 40, true, 100, 10, 1 << 30, 200, 0, 0), 550);

    @Test
    void fullScaleIsTheDriveItself() {
        Scale full = Scale.of(DRIVE, 1);
        assertSame(DRIVE, full.drive());
        assertEquals(1, full.factor());
        assertEquals(123, full.bytes(123));
        assertEquals(Duration.ofMinutes(30).toNanos(), full.nanos(Duration.ofMinutes(30)));
    }

    @Test
    void aSmallerDriveKeepsItsLayoutTimingAndSpareShare() {
        Scale tenth = Scale.of(DRIVE, 0.1);
        Geometry g = tenth.drive().geometry();
        assertEquals(400, g.blocksPerPlane());
        assertEquals(0.1, tenth.factor(), 1e-12);
        assertEquals(DRIVE.geometry().channels(), g.channels());
        assertEquals(DRIVE.nand(), tenth.drive().nand());
        assertEquals(0, g.userSectors() % g.sectorsPerUnit());
        assertEquals(DRIVE.geometry().spareFractionOfRaw(), g.spareFractionOfRaw(), 1e-4);
        assertEquals(4, tenth.drive().controller().gcHighWatermark());
        assertTrue(tenth.drive().controller().gcLowWatermark() < tenth.drive().controller().gcHighWatermark());
        assertEquals(DRIVE.controller().slcCacheBytes() / 10, tenth.drive().controller().slcCacheBytes(), 1);
        assertEquals(DRIVE.controller().idleGcBlocksPerSecond(), tenth.drive().controller().idleGcBlocksPerSecond());
        assertEquals(Duration.ofMinutes(3).toNanos(), tenth.nanos(Duration.ofMinutes(30)));
        assertEquals(5, tenth.count(50));
        assertEquals(1, tenth.count(3));
    }

    @Test
    void aDriveNeverShrinksBelowWhatGcNeeds() {
        Scale tiny = Scale.of(DRIVE, 1e-6);
        assertEquals(128, tiny.drive().geometry().blocksPerPlane());
        assertEquals(128 / 4000.0, tiny.factor(), 1e-12);
    }

    @Test
    void aPartitionThatHoldsAClusterStillHoldsOneWhenShrunk() {
        Scale tenth = Scale.of(DRIVE, 0.1);
        assertEquals(4096, tenth.partitionBytes(4096, 4096), "a fuzzed 4 KiB partition once shrank to one sector");
        assertEquals(1024, tenth.partitionBytes(1024, 4096), "never larger than the document's");
        assertEquals(1_500_000_000L / 512 * 512, tenth.partitionBytes(15_000_000_000L, 4096));
        assertEquals(15_000_000_000L, Scale.of(DRIVE, 1).partitionBytes(15_000_000_000L, 4096));
    }
}
