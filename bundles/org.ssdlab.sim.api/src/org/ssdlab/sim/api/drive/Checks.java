package org.ssdlab.sim.api.drive;

/** Argument checks with messages that name the field and what is allowed. */
final class Checks {

    private Checks() {
    }

    static void positive(String name, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " = " + value + " must be a positive number");
        }
    }

    static void notNegative(String name, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " = " + value + " must be zero or positive");
        }
    }

    static void fraction(String name, double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException(name + " = " + value + " must be in [0, 1]");
        }
    }
}
