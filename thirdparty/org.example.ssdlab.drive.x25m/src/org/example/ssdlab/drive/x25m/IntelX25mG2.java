package org.example.ssdlab.drive.x25m;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.ControllerOptions;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.NandLayout;

/** Intel X25-M G2 80 GB as an SSD Lab drive model, written against the plugin API bundle alone. */
@Component(service = Plugin.class)
public final class IntelX25mG2 extends AbstractPlugin<DriveSpec> {

    /** 10 channels × 2 dies × 2 planes, 4 KiB pages, 80 GiB raw; 156,301,488 LBAs (IDEMA, 80 GB). */
    private static final NandLayout LAYOUT = new NandLayout("Intel X25-M G2 80 GB", 10, 2, 2, 80 * NandLayout.GIB,
            4096, NandLayout.idemaSectors(80), false);

    /**
     * Every value of the drive. Only the four declared below are parameters; the others stay as
     * here: 128-page blocks, 40 MB/s channels, read command 28.6 µs (35K IOPS), a 256 KiB buffer,
     * SATA 3 Gb/s, GC watermarks 2/4, idle GC after 1 s at 1 block per plane per second.
     */
    private static final DriveDefaults VALUES = DriveDefaults.builder().pagesPerBlock(128).readMicros(50).programMicros(1100)
            .eraseMicros(2000).channelMBps(40).readCommandMicros(28.6)
            .writeCommandMicros(151).hostLinkMBps(275).writeBufferMiB(0.25)
            .gcLowWatermark(2).gcHighWatermark(4).idleGcAfterMillis(1000)
            .idleGcBlocksPerSecond(1).build();

    public IntelX25mG2() {
        super(PluginKind.DRIVE, "intel-x25m-g2-80", "Intel X25-M G2 80 GB (example plugin)",
                "Third-party example. Intel PC29AS21BA0 controller on 10 channels of 34 nm IMFT MLC, 80 GiB raw, "
                        + "156,301,488 LBAs (IDEMA), so 6.84 % of raw is spare; its 32 MB DRAM holds the mapping "
                        + "table, so only a small buffer (256 KiB [G]) holds data. Fitted to Intel's 250/70 MB/s "
                        + "sequential (SATA 3 Gb/s link of 275 MB/s, single-plane programs); 35K/6.6K IOPS 4 KiB "
                        + "random are remembered, not checked [G]. Guesses [G]: 2 dies per channel, 2 planes, "
                        + "4 KiB pages, 128-page (512 KiB) blocks, 40 MB/s channels, GC watermarks 2/4, idle GC "
                        + "after 1 s at 1 block per plane per second, and the parameters: programMicros 1100 µs, "
                        + "readMicros 50 µs, writeCommandMicros 151 µs. eraseMicros 2000 µs is the ~2 ms reported "
                        + "for this NAND.",
                List.of(ParameterSpec.decimal(DriveParameters.PROGRAM_MICROS, "µs", VALUES.programMicros(), 100, 10000,
                                "tPROG: 20 dies × 4 KiB / tPROG is the sequential write rate"),
                        ParameterSpec.decimal(DriveParameters.READ_MICROS, "µs", VALUES.readMicros(), 5, 2000,
                                "tR, page read"),
                        ParameterSpec.decimal(DriveParameters.ERASE_MICROS, "µs", VALUES.eraseMicros(), 100, 50000,
                                "tBERS, block erase"),
                        ParameterSpec.decimal(DriveParameters.WRITE_COMMAND_MICROS, "µs", VALUES.writeCommandMicros(),
                                0, 10000, "controller time per write command: random-write IOPS ≈ 10^6 / value")));
    }

    @Override
    public DriveSpec create(Parameters p) {
        return VALUES.driveSpec(this, LAYOUT, p, ControllerOptions.STANDARD);
    }
}
