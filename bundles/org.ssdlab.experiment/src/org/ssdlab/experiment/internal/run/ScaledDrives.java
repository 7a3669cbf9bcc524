package org.ssdlab.experiment.internal.run;

import org.ssdlab.sim.api.drive.DriveSpec;

/** The drive a run really simulates at a requested scale, for tools that reason about it (sweep model lines). */
public final class ScaledDrives {

    private ScaledDrives() {
    }

    public static DriveSpec of(DriveSpec full, double requested) {
        return Scale.of(full, requested).drive();
    }
}
