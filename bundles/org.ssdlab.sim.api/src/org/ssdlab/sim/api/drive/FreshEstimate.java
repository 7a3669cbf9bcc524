package org.ssdlab.sim.api.drive;

/**
 * What a fresh drive does, in the closed form that approximates the engine's timing model: each
 * figure is the tightest of its bounds (host link, channels, dies, command times). It lets a
 * plugin author fit values to a spec sheet before running anything; the simulation of the same
 * drive agrees within a few per cent. Requests are 4 KiB; MB/s is 10^6 bytes per second.
 * <p>
 * Writes go at SLC speed while a cache has room. The model does not see that an unbuffered
 * multi-plane drive completes some QD1 writes early (they share a plane pair's program).
 */
public record FreshEstimate(double seqReadMBps, double seqWriteMBps, double randomReadIopsQd32,
        double randomWriteIopsQd32, double randomReadIopsQd1, double randomWriteIopsQd1) {

    private static final double UNIT = 4096;

    /** The drive with incompressible data. */
    public static FreshEstimate of(DriveSpec drive) {
        return of(drive, 0);
    }

    /**
     * The drive with data of the given compressibility: 0 for random data, 1 for all zeros. It
     * matters only to a compressing controller, whose NAND writes shrink to
     * max(compressionFloor, 1 − compressibility) of the host's, at least a quarter
     * ({@link Compression#storedShare}).
     */
    public static FreshEstimate of(DriveSpec drive, double compressibility) {
        ControllerSpec c = drive.controller();
        double physical = Compression.storedShare(c, compressibility);
        Geometry g = drive.geometry();
        NandTiming nand = drive.nand();
        double link = drive.hostLinkMBps();
        int dies = g.channels() * g.diesPerChannel();
        int programPlanes = nand.multiPlane() ? g.planesPerDie() : 1;
        double programMicros = c.slcCacheBytes() > 0 ? c.slcProgramMicros() : nand.programMicros();
        double channels = g.channels() * nand.channelMBps();

        // compressed data is read as it was stored: fewer pages, and each unit crosses its channel in its share
        double seqRead = min(link, dies * g.planesPerDie() * (double) g.pageBytes() / nand.readMicros() / physical,
                channels / physical);
        double seqWrite = Math.min(link,
                Math.min(dies * programPlanes * (double) g.pageBytes() / programMicros, channels) / physical);
        double readQd32 = min(1e6 / c.readCommandMicros(), dies * 1e6 / nand.readMicros(),
                channels * 1e6 / (UNIT * physical), link * 1e6 / UNIT);
        double cap = c.maxWriteIops() > 0 ? c.maxWriteIops() : Double.POSITIVE_INFINITY;
        double writeQd32 = min(1e6 / c.writeCommandMicros(), cap,
                dies * programPlanes * g.unitsPerPage() * 1e6 / programMicros / physical,
                channels * 1e6 / (UNIT * physical), link * 1e6 / UNIT);
        double readQd1 = 1e6 / (c.readCommandMicros() + nand.readMicros() + UNIT * physical / nand.channelMBps()
                + UNIT / link + c.readLatencyMicros());
        return new FreshEstimate(seqRead, seqWrite, readQd32, writeQd32, readQd1, 1e6 / writeMicrosQd1(drive,
                programMicros));
    }

    /**
     * Buffered: done once in DRAM. Unbuffered: done once its page is programmed. A firmware write
     * cap stretches the command time.
     */
    private static double writeMicrosQd1(DriveSpec drive, double programMicros) {
        ControllerSpec c = drive.controller();
        double command = Math.max(c.writeCommandMicros(), c.maxWriteIops() > 0 ? 1e6 / c.maxWriteIops() : 0);
        double micros = command + UNIT / drive.hostLinkMBps() + c.writeLatencyMicros();
        if (c.writeBufferBytes() == 0) {
            micros += drive.geometry().pageBytes() / drive.nand().channelMBps() + programMicros;
        }
        return micros;
    }

    private static double min(double... values) {
        double m = Double.POSITIVE_INFINITY;
        for (double v : values) {
            m = Math.min(m, v);
        }
        return m;
    }
}
