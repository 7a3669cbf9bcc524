package org.example.ssdlab.drive.x25m;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FreshEstimate;
import org.ssdlab.sim.testing.DrivePluginContract;

/** The kit's drive contract, plus what this drive was fitted to: Intel's 250/70 MB/s sequential. */
class IntelX25mG2Test extends DrivePluginContract {

    private static final Plugin<DriveSpec> X25M = new IntelX25mG2();

    @Override
    protected List<Plugin<DriveSpec>> drives() {
        return List.of(X25M);
    }

    @Override
    protected List<RatedFigure> ratedFigures() {
        FreshEstimate fresh = fresh(X25M);
        return List.of(new RatedFigure("seq read MB/s", 250, fresh.seqReadMBps()),
                new RatedFigure("seq write MB/s", 70, fresh.seqWriteMBps()));
    }

    /** Documents name it by this id (docs/extending.md); the in-house X25-M models use other ones. */
    @Test
    void theIdIsStable() {
        assertEquals("intel-x25m-g2-80", X25M.id());
    }
}
