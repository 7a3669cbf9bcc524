package org.example.ssdlab.drive.x25m;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;

/** Intel X25-M G2 80 GB as an SSD Lab drive model, written against the plugin API bundle alone. */
@Component(service = Plugin.class)
public final class IntelX25mG2 extends AbstractPlugin<DriveSpec> {

    /** IDEMA LBA1-03 for 80 GB: 156,301,488 LBAs of 512 bytes. */
    private static final long USER_SECTORS = 97_696_368L + 1_953_504L * (80 - 50);

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
                List.of(ParameterSpec.decimal("programMicros", "µs", 1100.0, 100, 10000,
                                "tPROG: 20 dies × 4 KiB / tPROG is the sequential write rate"),
                        ParameterSpec.decimal("readMicros", "µs", 50.0, 5, 2000, "tR, page read"),
                        ParameterSpec.decimal("eraseMicros", "µs", 2000.0, 100, 50000, "tBERS, block erase"),
                        ParameterSpec.decimal("writeCommandMicros", "µs", 151.0, 0, 10000,
                                "controller time per write command: random-write IOPS ≈ 10^6 / value")));
    }

    @Override
    public DriveSpec create(Parameters p) {
        // 10 channels × 2 dies × 2 planes × 4096 blocks × 128 pages × 4 KiB = 80 GiB; 4 KiB mapping units
        Geometry geometry = new Geometry(10, 2, 2, 4096, 128, 4096, 4096, USER_SECTORS);
        NandTiming nand = new NandTiming(p.decimal("readMicros"), p.decimal("programMicros"),
                p.decimal("eraseMicros"), 40, false);
        // read command 28.6 µs (35K IOPS), 256 KiB buffer, no compression or cap, watermarks 2/4,
        // own GC frontier, idle GC after 1 s at 1 block per plane per second, no SLC cache or extra latency
        ControllerSpec controller = new ControllerSpec(28.6, p.decimal("writeCommandMicros"), 256 * 1024, false, 0,
                0, 2, 4, true, 1000, 1, 0, 0, 0, 0);
        return new DriveSpec("Intel X25-M G2 80 GB", geometry, nand, controller, 275);
    }
}
