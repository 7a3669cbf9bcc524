package org.ssdlab.sim.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.api.drive.Geometry;

/**
 * The checks every drive plugin passes. Extend it in the bundle's tests, name the bundle's drives in
 * {@link #drives()} and, where the description says what a drive was fitted to, list those figures in
 * {@link #ratedFigures()}:
 * <pre>
 * class MyDriveTest extends DrivePluginContract {
 *     protected List&lt;Plugin&lt;DriveSpec&gt;&gt; drives() { return List.of(new MyDrive()); }
 *     protected List&lt;RatedFigure&gt; ratedFigures() {
 *         FreshEstimate fresh = FreshEstimate.of(spec(new MyDrive(), Map.of()));
 *         return List.of(new RatedFigure("seq read MB/s", 250, fresh.seqReadMBps()));
 *     }
 * }
 * </pre>
 */
public abstract class DrivePluginContract {

    /** A figure from a data sheet or review, and what the model estimates for a fresh drive. */
    public record RatedFigure(String figure, double rated, double estimated) {
    }

    /** The drives under test (usually every drive of the bundle). */
    protected abstract List<Plugin<DriveSpec>> drives();

    /** The figures the drives were fitted to; none by default. */
    protected List<RatedFigure> ratedFigures() {
        return List.of();
    }

    /** How close a fresh estimate must come to its rating, as a fraction of it. */
    protected double ratingTolerance() {
        return 0.15;
    }

    /** The drive a plugin makes from {@code raw}, validated as the runner validates it. */
    protected static DriveSpec spec(Plugin<DriveSpec> drive, Map<String, ?> raw) {
        return PluginChecks.create(drive, raw);
    }

    @TestFactory
    Stream<DynamicTest> eachIsADriveComponent() {
        return PluginChecks.each(drives(), drive -> PluginChecks.isAComponentOfItsKind(drive, PluginKind.DRIVE));
    }

    @TestFactory
    Stream<DynamicTest> eachDescribesItself() {
        return PluginChecks.each(drives(), PluginChecks::describesItself);
    }

    /** Guessed values are marked [G] in the description (docs/extending.md). */
    @TestFactory
    Stream<DynamicTest> eachMarksItsGuesses() {
        return PluginChecks.each(drives(), drive -> assertTrue(drive.description().contains("[G]"),
                drive.id() + ": the description marks no guessed value [G]"));
    }

    /** A factory without state: the same parameters make equal drives, which name their model. */
    @TestFactory
    Stream<DynamicTest> eachMakesTheSameDriveFromTheSameParameters() {
        return PluginChecks.each(drives(), drive -> {
            DriveSpec spec = spec(drive, Map.of());
            assertEquals(spec, spec(drive, Map.of()), drive.id());
            assertTrue(!spec.model().isBlank(), drive.id() + ": the drive names no model");
        });
    }

    /** Some flash is spare: the user's sectors fit in the raw capacity with room for GC. */
    @TestFactory
    Stream<DynamicTest> eachHasSpareFlash() {
        return PluginChecks.each(drives(), drive -> {
            Geometry g = spec(drive, Map.of()).geometry();
            assertTrue(g.userSectors() > 0, drive.id());
            assertTrue(g.userSectors() * Geometry.SECTOR_BYTES < g.rawBytes(), drive.id() + ": no spare flash");
        });
    }

    @TestFactory
    Stream<DynamicTest> eachRefusesAnUnknownParameterByName() {
        return PluginChecks.each(drives(), PluginChecks::refusesAnUnknownParameterByName);
    }

    @TestFactory
    Stream<DynamicTest> freshEstimatesMeetTheRatings() {
        return ratedFigures().stream().map(f -> DynamicTest.dynamicTest(f.figure() + ": rated " + f.rated(),
                () -> assertEquals(f.rated(), f.estimated(), ratingTolerance() * f.rated(), f.figure())));
    }

    @Test
    void idsAreDistinct() {
        PluginChecks.idsAreDistinct(drives());
    }

    /** Shorthand for {@link FreshEstimate#of(DriveSpec)} of a drive's defaults. */
    protected static FreshEstimate fresh(Plugin<DriveSpec> drive) {
        return FreshEstimate.of(spec(drive, Map.of()));
    }
}
