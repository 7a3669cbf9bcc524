package __PACKAGE__;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.testing.DrivePluginContract;

/**
 * The SSD Lab test kit's drive contract (a DS component, described, guesses marked, stateless, spare flash,
 * unknown parameters refused by name) and what this drive is fitted to: put the rated figures you fit the
 * defaults to into {@link #ratedFigures()}, each with the estimate it must come within 15 % of.
 */
class __CLASS__Test extends DrivePluginContract {

    private static final Plugin<DriveSpec> DRIVE = new __CLASS__();

    @Override
    protected List<Plugin<DriveSpec>> drives() {
        return List.of(DRIVE);
    }

    /** The ratings the defaults are fitted to, each with its fresh estimate; the template has only the link bound. */
    @Override
    protected List<RatedFigure> ratedFigures() {
        FreshEstimate fresh = fresh(DRIVE);
        return List.of(new RatedFigure("seq read MB/s, bound by the 550 MB/s link [G]", 550, fresh.seqReadMBps()));
    }

    @Test
    void theIdIsStable() {
        assertEquals("__ID__", DRIVE.id());
    }
}
