package org.ssdlab.drives.ocz.internal;

import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;

/**
 * The fresh-drive figures of the timing model in closed form, as the drive values were fitted:
 * MB/s is bytes per µs, requests are 4 KiB.
 */
final class FreshFigures {

    static final double UNIT = 4096;

    private FreshFigures() {
    }

    static int dies(DriveSpec s) {
        return s.geometry().channels() * s.geometry().diesPerChannel();
    }

    /** Pages one die programs per tPROG. */
    static int programPlanes(DriveSpec s) {
        return s.nand().multiPlane() ? s.geometry().planesPerDie() : 1;
    }

    /** tPROG while the SLC cache, if any, has room. */
    static double burstProgramMicros(DriveSpec s) {
        ControllerSpec c = s.controller();
        return c.slcCacheBytes() > 0 ? c.slcProgramMicros() : s.nand().programMicros();
    }

    /** Sequential write; {@code physical} is NAND bytes per host byte (1 for incompressible data). */
    static double seqWrite(DriveSpec s, double programMicros, double physical) {
        Geometry g = s.geometry();
        double nand = dies(s) * programPlanes(s) * (double) g.pageBytes() / programMicros;
        double channels = g.channels() * s.nand().channelMBps();
        return Math.min(s.hostLinkMBps(), Math.min(nand, channels) / physical);
    }

    static double seqWrite(DriveSpec s) {
        return seqWrite(s, burstProgramMicros(s), 1);
    }

    static double seqRead(DriveSpec s) {
        Geometry g = s.geometry();
        double nand = dies(s) * g.planesPerDie() * (double) g.pageBytes() / s.nand().readMicros();
        return min(s.hostLinkMBps(), nand, g.channels() * s.nand().channelMBps());
    }

    /** Random 4 KiB reads at a high queue depth: one page read per request on some die. */
    static double qd32Read(DriveSpec s) {
        return min(1e6 / s.controller().readCommandMicros(), dies(s) * 1e6 / s.nand().readMicros(),
                s.geometry().channels() * s.nand().channelMBps() * 1e6 / UNIT, s.hostLinkMBps() * 1e6 / UNIT);
    }

    static double qd32Write(DriveSpec s, double programMicros, double physical) {
        ControllerSpec c = s.controller();
        double cap = c.maxWriteIops() > 0 ? c.maxWriteIops() : Double.POSITIVE_INFINITY;
        double nand = dies(s) * programPlanes(s) * s.geometry().unitsPerPage() * 1e6 / programMicros / physical;
        double channels = s.geometry().channels() * s.nand().channelMBps() * 1e6 / (UNIT * physical);
        return min(1e6 / c.writeCommandMicros(), cap, nand, channels, s.hostLinkMBps() * 1e6 / UNIT);
    }

    static double qd32Write(DriveSpec s) {
        return qd32Write(s, burstProgramMicros(s), 1);
    }

    static double qd1Read(DriveSpec s) {
        ControllerSpec c = s.controller();
        return 1e6 / (c.readCommandMicros() + s.nand().readMicros() + UNIT / s.nand().channelMBps()
                + UNIT / s.hostLinkMBps() + c.readLatencyMicros());
    }

    /**
     * Buffered: done once in DRAM. Unbuffered: done once its page is programmed. A firmware write
     * cap stretches the command time.
     */
    static double qd1Write(DriveSpec s) {
        ControllerSpec c = s.controller();
        double command = Math.max(c.writeCommandMicros(), c.maxWriteIops() > 0 ? 1e6 / c.maxWriteIops() : 0);
        double micros = command + UNIT / s.hostLinkMBps() + c.writeLatencyMicros();
        if (c.writeBufferBytes() == 0) {
            micros += s.geometry().pageBytes() / s.nand().channelMBps() + burstProgramMicros(s);
        }
        return 1e6 / micros;
    }

    private static double min(double... values) {
        double m = Double.POSITIVE_INFINITY;
        for (double v : values) {
            m = Math.min(m, v);
        }
        return m;
    }
}
