package org.ssdlab.sim.api.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class WaMathTest {

    // ---- Lambert W ------------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(doubles = { -0.36787944117144233, -0.3678794411714, -0.367879441, -0.3678, -0.36,
            -0.33, -0.3219, -0.3, -0.1, -1e-10, 0.0, 1e-300, 1e-10, 1e-5, 0.5, 1.0, Math.E, 2.8, 10.0,
            1e3, 1e100, 1e300 })
    void lambertW0SatisfiesDefinition(double x) {
        double w = WaMath.lambertW0(x);
        assertTrue(w >= -1.0, "principal branch: w >= -1");
        // Rounding of e^w alone leaves a relative residual ~ ulp·|w|, hence the (1 + |w|) factor.
        double tol = 1e-15 * (1.0 + Math.abs(w)) * Math.abs(x);
        assertEquals(x, w * Math.exp(w), tol, () -> "w = " + w);
    }

    /** w → x = w·e^w → W₀(x) must return w; near −1/e the problem's own conditioning sets the bound. */
    @ParameterizedTest
    @ValueSource(doubles = { 0.5, 0.1, 0.03, 0.011, 0.009, 0.005, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7 })
    void lambertW0RoundTripNearBranchPoint(double delta) {
        double w = -1.0 + delta;
        double x = w * Math.exp(w);
        double tol = 1e-14 + 8.0 * Math.ulp(x) / (Math.exp(w) * delta);
        assertEquals(w, WaMath.lambertW0(x), tol);
    }

    @ParameterizedTest
    @CsvSource({
            // x, W0(x): identities, and mpmath (40 digits) for the same double arguments
            "-0.36787944117144233, -1.0",
            "-0.34657359027997264, -0.6931471805599453", // -ln2/2 -> -ln2
            "1.3862943611198906, 0.6931471805599453", // 2 ln2 -> ln2
            "1.0, 0.5671432904097838", // omega constant
            "2.718281828459045, 1.0",
            "-0.3678794411714, -0.99999952021040449",
            "-0.36787944, -0.99992019848415145",
            "-0.3678, -0.97936071495783052",
            "-0.32, -0.5604894830784556",
            "1e300, 684.24720862976085" })
    void lambertW0KnownValues(double x, double expected) {
        assertEquals(expected, WaMath.lambertW0(x), 2e-15 * Math.max(1.0, Math.abs(expected)));
    }

    @Test
    void lambertW0RejectsOutOfDomain() {
        assertThrows(IllegalArgumentException.class, () -> WaMath.lambertW0(-0.37));
        assertThrows(IllegalArgumentException.class, () -> WaMath.lambertW0(-Math.exp(-1.0) - 1e-12));
        assertThrows(IllegalArgumentException.class, () -> WaMath.lambertW0(Double.NaN));
    }

    // ---- TRIM, conversions ----------------------------------------------------------------------

    @Test
    void trimActsAsExtraOverProvisioning() {
        assertEquals(2.14, WaMath.alphaEffective(1.07, 0.5), 1e-12);
        assertEquals(1.07, WaMath.alphaEffective(1.07, 1.0));
    }

    @Test
    void conversionsRoundTrip() {
        assertEquals(0.28, WaMath.opFromAlpha(WaMath.alphaFromOp(0.28)), 1e-15);
        assertEquals(0.28 / 1.28, WaMath.spareFactor(1.28), 1e-15);
        assertEquals(0.22, WaMath.spareFactor(WaMath.alphaFromSpareFactor(0.22)), 1e-15);
    }

    @Test
    void argumentsAreValidated() {
        assertRejected("op", () -> WaMath.alphaFromOp(-0.1));
        assertRejected("spareFactor", () -> WaMath.alphaFromSpareFactor(1.0));
        assertRejected("allocatedFraction", () -> WaMath.alphaEffective(1.28, 0.0));
        assertRejected("allocatedFraction", () -> WaMath.alphaEffective(1.28, 1.5));
        assertRejected("x", () -> WaMath.lambertW0(-1.0));
    }

    // ---- helpers --------------------------------------------------------------------------------

    private static void assertRejected(String argument, Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().startsWith(argument + " must be"), e.getMessage());
    }
}
