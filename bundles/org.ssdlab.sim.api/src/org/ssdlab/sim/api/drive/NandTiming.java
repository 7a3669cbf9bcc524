package org.ssdlab.sim.api.drive;

/**
 * How long the NAND takes: per die, a page read (tR), a page program (tPROG) and a block erase
 * (tBERS); per channel, the bus that moves page data between controller and dies.
 *
 * @param readMicros         tR, array to page register
 * @param programMicros      tPROG, page register to array
 * @param eraseMicros        tBERS, one block
 * @param channelMBps        bus transfer rate per channel, 10^6 bytes per second (Toggle 2.0: 400)
 * @param multiPlane         whether a die programs and reads its planes at once (one tPROG for a
 *                           page on every plane), as most MLC controllers do
 */
public record NandTiming(double readMicros, double programMicros, double eraseMicros, double channelMBps,
        boolean multiPlane) {

    public NandTiming {
        Checks.positive("readMicros", readMicros);
        Checks.positive("programMicros", programMicros);
        Checks.positive("eraseMicros", eraseMicros);
        Checks.positive("channelMBps", channelMBps);
    }
}
