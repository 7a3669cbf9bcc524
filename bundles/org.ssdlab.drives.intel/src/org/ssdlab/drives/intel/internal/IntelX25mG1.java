package org.ssdlab.drives.intel.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.drive.DriveDefaults;

/** Intel X25-M G1 80 GB (50 nm, 16 MB DRAM). */
@Component(service = Plugin.class)
public final class IntelX25mG1 extends IntelX25m {

    static final String ID = "intel-x25m-50nm-80";

    /** As the G2 but write command 100 µs: 10 K IOPS, AnandTech's 40.8 MB/s over 8 GB at QD3. */
    static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(128).readMicros(50).programMicros(1170)
            .eraseMicros(2000).channelMBps(40).readCommandMicros(28.6)
            .writeCommandMicros(100).hostLinkMBps(275).writeBufferMiB(0.25)
            .gcLowWatermark(2).gcHighWatermark(4).idleGcAfterMillis(1000)
            .idleGcBlocksPerSecond(1).build();

    public IntelX25mG1() {
        super(ID, "Intel X25-M G1 80 GB (50 nm)", IntelX25mFacts.G1, layout("Intel X25-M 80 GB (G1)"), DEFAULTS, 16);
    }
}
