package org.ssdlab.sim.api.drive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FreshEstimateTest {

    private static final double MIB = 1 << 20;
    /** 8 dies of 2 planes on 4 channels, 8 KiB pages of two 4 KiB units. */
    private static final Geometry GEOMETRY = new NandLayout("Test SSD 60 GB", 4, 2, 2, 64 * NandLayout.GIB, 8192,
            NandLayout.idemaSectors(60), true).geometry(128);

    /** tR 50 µs, tPROG 1000 µs, 400 MB/s channels, a SATA 6 Gb/s link, commands of 10 and 20 µs. */
    private static DriveSpec drive(boolean multiPlane, long bufferBytes, boolean compression, double maxWriteIops,
            long slcCacheBytes) {
        return drive(400, multiPlane, bufferBytes, compression, maxWriteIops, slcCacheBytes);
    }

    private static DriveSpec drive(double channelMBps, boolean multiPlane, long bufferBytes, boolean compression,
            double maxWriteIops, long slcCacheBytes) {
        return new DriveSpec("Test SSD 60 GB", GEOMETRY, new NandTiming(50, 1000, 3000, channelMBps, multiPlane),
                new ControllerSpec(10, 20, bufferBytes, compression, 0.1, maxWriteIops, 2, 4, true, 1000, 1,
                        slcCacheBytes, 250, 5, 3), 550);
    }

    @Test
    void eachFigureIsTheTightestOfItsBounds() {
        FreshEstimate e = FreshEstimate.of(drive(true, 32 * (long) MIB, false, 0, 0));
        assertEquals(550, e.seqReadMBps(), 1e-9); // link; the dies could read 8 × 2 × 8192 / 50 = 2621 MB/s
        assertEquals(8 * 2 * 8192 / 1000.0, e.seqWriteMBps(), 1e-9); // dies × planes × page / tPROG
        assertEquals(1e6 / 10, e.randomReadIopsQd32(), 1e-9); // read command
        assertEquals(8 * 2 * 2 * 1e6 / 1000, e.randomWriteIopsQd32(), 1e-9); // units the dies program
        assertEquals(1e6 / (10 + 50 + 4096 / 400.0 + 4096 / 550.0 + 5), e.randomReadIopsQd1(), 1e-9);
        assertEquals(1e6 / (20 + 4096 / 550.0 + 3), e.randomWriteIopsQd1(), 1e-9); // done once in the buffer
    }

    @Test
    void singlePlaneProgramsAndAnSlcCacheSetTheWriteRate() {
        assertEquals(8 * 8192 / 1000.0, FreshEstimate.of(drive(false, 0, false, 0, 0)).seqWriteMBps(), 1e-9);
        assertEquals(8 * 2 * 8192 / 250.0, FreshEstimate.of(drive(true, 0, false, 0, 1L << 30)).seqWriteMBps(), 1e-9);
    }

    @Test
    void compressionShrinksTheNandWritesDownToTheFloor() {
        DriveSpec drive = drive(true, 0, true, 0, 0);
        assertEquals(8 * 2 * 8192 / 1000.0, FreshEstimate.of(drive).seqWriteMBps(), 1e-9);
        assertEquals(8 * 2 * 8192 / 1000.0 / 0.5, FreshEstimate.of(drive, 0.5).seqWriteMBps(), 1e-9);
        // a floor of 0.1 of a unit, but no unit is stored in less than a quarter: 524 MB/s, just under the link
        assertEquals(8 * 2 * 8192 / 1000.0 / 0.25, FreshEstimate.of(drive, 1).seqWriteMBps(), 1e-9);
        DriveSpec plain = drive(true, 0, false, 0, 0);
        assertEquals(FreshEstimate.of(plain), FreshEstimate.of(plain, 1));
    }

    /** A compressing controller reads data as it stored it: each unit crosses its channel in its stored share. */
    @Test
    void compressedDataCrossesTheChannelsInItsStoredShare() {
        DriveSpec drive = drive(100, true, 0, true, 0, 0);
        assertEquals(4 * 100, FreshEstimate.of(drive).seqReadMBps(), 1e-9); // incompressible: four 100 MB/s channels
        assertEquals(4 * 100 / 0.75, FreshEstimate.of(drive, 0.25).seqReadMBps(), 1e-9);
        assertEquals(550, FreshEstimate.of(drive, 0.5).seqReadMBps(), 1e-9); // the link binds from here on
        assertEquals(1e6 / (10 + 50 + 0.75 * 4096 / 100 + 4096 / 550.0 + 5), FreshEstimate.of(drive, 0.25).randomReadIopsQd1(),
                1e-9);
    }

    @Test
    void aWriteCapBoundsRandomWritesAndAnUnbufferedWriteWaitsForItsProgram() {
        FreshEstimate e = FreshEstimate.of(drive(true, 0, false, 10_000, 0));
        assertEquals(10_000, e.randomWriteIopsQd32(), 1e-9);
        // the cap stretches the 20 µs command to 100 µs; then the page crosses the channel and is programmed
        assertEquals(1e6 / (100 + 4096 / 550.0 + 3 + 8192 / 400.0 + 1000), e.randomWriteIopsQd1(), 1e-9);
    }
}
