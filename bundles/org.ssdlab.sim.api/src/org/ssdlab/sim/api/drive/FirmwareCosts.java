package org.ssdlab.sim.api.drive;

/**
 * What the controller's firmware spends on garbage collection beyond the NAND operations, and how
 * much of it runs alongside host commands.
 *
 * @param relocationMicros  controller time per mapping unit GC relocates: the unit read back
 *                          through ECC, its map entry updated, its program scheduled. Host commands
 *                          wait for it, so it sets how far a used drive falls below its NAND rate
 * @param backgroundGcMBps  valid data GC relocates per second alongside host commands while the free
 *                          pool is below its target (the high watermark); 0 for a controller that
 *                          collects only in the foreground and when idle
 */
public record FirmwareCosts(double relocationMicros, double backgroundGcMBps) {

    /** No firmware cost and no background GC: GC costs only die and channel time. */
    public static final FirmwareCosts NONE = new FirmwareCosts(0, 0);

    public FirmwareCosts {
        Checks.notNegative("relocationMicros", relocationMicros);
        Checks.notNegative("backgroundGcMBps", backgroundGcMBps);
    }
}
