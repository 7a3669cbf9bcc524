package org.ssdlab.drives.intel.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.drive.DriveDefaults;

/** Intel X25-M G2 80 GB (34 nm, 32 MB DRAM), calibrated; the third-party example plugin models the same drive uncalibrated. */
@Component(service = Plugin.class)
public final class IntelX25mG2 extends IntelX25m {

    static final String ID = "intel-x25m-34nm-80";

    /**
     * tPROG 1170 µs: 20 dies × 4 KiB / 1170 µs = 70 MB/s; write command 113 µs: 8.8 K IOPS, AnandTech's
     * 36.1 MB/s over 8 GB at QD3; read command 28.6 µs: 35 K IOPS. 256-page blocks: the 34 nm die's.
     */
    static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(256).readMicros(50).programMicros(1170)
            .eraseMicros(2000).channelMBps(40).readCommandMicros(28.6)
            .writeCommandMicros(113).hostLinkMBps(275).writeBufferMiB(0.25)
            .gcLowWatermark(2).gcHighWatermark(4).idleGcAfterMillis(1000)
            .idleGcBlocksPerSecond(1).build();

    public IntelX25mG2() {
        super(ID, "Intel X25-M G2 80 GB (34 nm)", IntelX25mFacts.G2, layout("Intel X25-M G2 80 GB"), DEFAULTS, 32);
    }
}
