package org.ssdlab.sim.api.drive;

/**
 * How much of the flash a compressing controller's unit takes (SandForce DuraWrite): the one home
 * of the rule, for the engine's FTL and for {@link FreshEstimate}.
 * <p>
 * A unit that compresses to a share of its size is stored in quanta of {@link #QUANTA_PER_UNIT}
 * per unit, rounded up, and at most {@link #UNITS_PER_SLOT} units begin in one physical unit, so
 * none takes less than {@link #MIN_QUANTA}: a quarter of a unit. Both are model bounds [G]
 * (SandForce does not publish its layout): the quantum is finer than any floor a drive plugin
 * sets, and the quarter bounds the FTL's reverse map to four entries per physical unit. It matters
 * only for data that compresses below a quarter, which a compressing drive of the catalogue writes
 * at its host link's rate in any case (the SF-1200 programs incompressible data at about half its
 * link rate, so a quarter of a unit per unit is already twice what the link delivers).
 */
public final class Compression {

    /** 64 quanta per mapping unit: 64 bytes of a 4 KiB unit [G]. */
    public static final int QUANTA_PER_UNIT = 64;
    /** At most four units begin in one physical unit [G]. */
    public static final int UNITS_PER_SLOT = 4;
    /** The least a unit takes: a quarter of a unit. */
    public static final int MIN_QUANTA = QUANTA_PER_UNIT / UNITS_PER_SLOT;

    private Compression() {
    }

    /**
     * Quanta a unit of data with {@code compressibility} (0 random … 1 zeros) takes on a
     * compressing controller whose floor is {@code floor}: max(floor, 1 − compressibility) of a
     * unit, rounded up to a quantum, at least {@link #MIN_QUANTA}.
     */
    public static int quanta(double floor, double compressibility) {
        if (!(compressibility >= 0 && compressibility <= 1)) {
            throw new IllegalArgumentException("compressibility = " + compressibility + " must be in [0, 1]");
        }
        if (!(floor >= 0 && floor <= 1)) {
            throw new IllegalArgumentException("compressionFloor = " + floor + " must be in [0, 1]");
        }
        double share = Math.max(floor, 1 - compressibility);
        int q = (int) Math.ceil(share * QUANTA_PER_UNIT - 1e-9);
        return Math.max(MIN_QUANTA, Math.min(QUANTA_PER_UNIT, q));
    }

    /** The share of a unit that data takes on NAND behind {@code controller}: 1 unless it compresses. */
    public static double storedShare(ControllerSpec controller, double compressibility) {
        return controller.compression() ? quanta(controller.compressionFloor(), compressibility) / (double) QUANTA_PER_UNIT
                : 1;
    }
}
