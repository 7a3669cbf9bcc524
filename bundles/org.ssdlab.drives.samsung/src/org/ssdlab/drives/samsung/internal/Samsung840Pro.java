package org.ssdlab.drives.samsung.internal;

import java.util.List;
import java.util.Locale;

import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.ControllerOptions;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.NandLayout;

/**
 * Samsung SSD 840 Pro (MZ-7PD128/256/512). The three capacities share controller, NAND and timing
 * and differ only in dies per channel; each capacity is its own small DS component subclass.
 */
abstract class Samsung840Pro extends AbstractPlugin<DriveSpec> {

    // tR is the MLC value of AnandTech 6337 p.2; the firmware latencies carry the rest of the rated QD1 figures (256 GB):
    // read 10 + 50 + 4096/400 + 4096/550 + 23.3 ≈ 101 µs (9,900 IOPS), write 11 + 4096/550 + 13.8 ≈ 32 µs (31K).
    // tPROG fitted to 390 MB/s of the 128 GB model: 16 dies × 2 planes × 8 KiB / 680 µs = 386 MB/s.
    // Used state: no published full-span consistency figure was found (AnandTech shows graphs only, and says IO
    // consistency "was always the weak point of the 840 Pro", 8216 p.7). The time per relocated unit is fitted to
    // the two used-state figures ht4u.net measured on the 256 GB after its server load and 30 minutes idle (the
    // load modelled as two hours of 4 KiB random writes at QD32 over the whole span): 4 KiB writes at QD4 29.0
    // MB/s (M550 test 2014 p.12) and Iometer's sequential write 28.0 (840 Pro/EVO test p.9). Both scale with it
    // and no one value meets both (20 µs gives 28.8 and 37, 30 µs 19.6 and 28); 25 µs puts them at -19 % and
    // +13 % (TortureRecoveryTest). Background GC 10 MB/s [G]. No idle GC:
    // ht4u.net's steady-state curves (840 Pro/EVO test 2014, p.10) stay low after 30-minute and 12-hour idle
    // pauses, "no proactive garbage collection when the SSD has nothing to do"; only TRIM restores it.
    static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(128).readMicros(50).programMicros(680)
            .eraseMicros(3000).channelMBps(400).readCommandMicros(10)
            .writeCommandMicros(11).readLatencyMicros(23.3).writeLatencyMicros(13.8)
            .hostLinkMBps(550).writeBufferMiB(32).gcLowWatermark(2).gcHighWatermark(4)
            .idleGcAfterMillis(1000).idleGcBlocksPerSecond(0).build().withFirmware(new FirmwareCosts(25, 10));

    private final NandLayout layout;

    /**
     * @param gigabytes 128, 256 or 512
     * @param figures   the sentence on the rated figures of this capacity and what they set
     */
    Samsung840Pro(int gigabytes, String figures) {
        super(PluginKind.DRIVE, "samsung-840-pro-" + gigabytes, "Samsung SSD 840 Pro " + gigabytes + " GB",
                description(gigabytes, figures), DEFAULTS.parameters());
        this.layout = layout(gigabytes);
    }

    /** 64 Gbit (8 GiB) dies, 2 planes each, 8 KiB pages, on 8 channels. */
    static NandLayout layout(int gigabytes) {
        return new NandLayout("Samsung SSD 840 Pro " + gigabytes + " GB", 8, gigabytes / 64, 2,
                gigabytes * NandLayout.GIB, 8192, NandLayout.idemaSectors(gigabytes), true);
    }

    private static String description(int gigabytes, String figures) {
        NandLayout l = layout(gigabytes);
        return String.format(Locale.ROOT, "Samsung MDX controller (3 × Cortex-R4) on 8 channels of 21 nm Toggle 2.0 "
                + "MLC, 64 Gbit dies: %d dies (8 × %d), 2 planes each [G], 8 KiB pages [G], %d GiB raw, %,d LBAs "
                + "(IDEMA), so 6.85 %% of raw is spare (Samsung: no extra over-provisioning). %d MB DRAM. %s",
                l.dies(), l.diesPerChannel(), gigabytes, l.userSectors(), gigabytes == 128 ? 256 : 512, figures)
                + " No GC while idle (idleGcBlocksPerSecond 0): after ht4u.net's server load and 30 minutes or 12 hours"
                + " idle the 840 Pro 256 writes as slowly as before the pause, only TRIM restores it"
                + " (www.ht4u.net/reviews/2014/samsung840proevo/index10.php)."
                + DriveParameters.valuesNote(DEFAULTS.parameters(), List.of(DriveParameters.CHANNEL_MBPS,
                        DriveParameters.IDLE_GC_BLOCKS_PER_SECOND));
    }

    @Override
    public DriveSpec create(Parameters parameters) {
        return DEFAULTS.driveSpec(this, layout, parameters, ControllerOptions.STANDARD);
    }
}
