package org.ssdlab.drives.samsung.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.ControllerOptions;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.NandLayout;

/** Samsung SSD 850 Pro 128 GB: 32-layer V-NAND MLC, 12 dies of 86 Gbit. */
@Component(service = Plugin.class)
public final class Samsung850Pro128 extends AbstractPlugin<DriveSpec> {

    /**
     * 12 dies × 86 Gbit (10.75 GiB) = 129 GiB. The MEX controller has 8 channels, which 12 dies
     * cannot fill evenly; 6 channels × 2 dies keeps the die count, which is what the timing depends on.
     */
    static final NandLayout LAYOUT = new NandLayout("Samsung SSD 850 Pro 128 GB", 6, 2, 2, 129 * NandLayout.GIB,
            16384, NandLayout.idemaSectors(128), true);

    // QD1 read 10 + 50 + 4096/400 + 4096/550 + 22.3 ≈ 100 µs (10K IOPS); write 11 + 4096/550 + 9.3 ≈ 27.8 µs (36K).
    // tPROG fitted to 470 MB/s: 12 dies × 2 planes × 16 KiB / 830 µs = 474 MB/s.
    // Used state: AnandTech's consistency run (full span, 4 KiB QD32, last 400 s) puts the 850 EVO 250 GB at
    // 5,000-8,000 IOPS, "nearly on par with the 850 Pro" (AnandTech 8747 p.5; 8216 p.7); a steady state is
    // controller-bound, so capacity matters little. 22.5 µs per relocated unit lands this model at ~7.5K (WA 6.4).
    // Background GC at 10 MB/s alongside host I/O is a guess [G]: Samsung documents foreground GC on demand.
    static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(256).readMicros(50).programMicros(830)
            .eraseMicros(3000).channelMBps(400).readCommandMicros(10)
            .writeCommandMicros(11).readLatencyMicros(22.3).writeLatencyMicros(9.3)
            .hostLinkMBps(550).writeBufferMiB(32).gcLowWatermark(2).gcHighWatermark(4)
            .idleGcAfterMillis(1000).idleGcBlocksPerSecond(2).build().withFirmware(new FirmwareCosts(22.5, 10));

    public Samsung850Pro128() {
        super(PluginKind.DRIVE, "samsung-850-pro-128", "Samsung SSD 850 Pro 128 GB",
                "Samsung MEX controller with 32-layer V-NAND MLC, 86 Gbit dies [V]: 12 dies, 129 GiB raw [G: 12 × "
                        + "10.75 GiB is an inference], modelled as 6 channels × 2 dies [G] (the controller has 8 "
                        + "channels), 2 planes [G], 16 KiB pages [G]; 250,069,680 LBAs [V], so 7.56 % of raw is "
                        + "spare. 256 MB DRAM. Fitted to Samsung's rating [V] (ubergizmo): 550/470 MB/s "
                        + "sequential, 100K/90K IOPS 4 KiB QD32 (command times 10/11 µs), 10K/36K IOPS 4 KiB QD1 "
                        + "(firmware latencies 22.3/9.3 µs). V-NAND tR is not known: the MLC 50 µs of AnandTech 6337 p.2 [G]."
                        + DriveParameters.valuesNote(DEFAULTS.parameters(), List.of()),
                DEFAULTS.parameters());
    }

    @Override
    public DriveSpec create(Parameters parameters) {
        return DEFAULTS.driveSpec(this, LAYOUT, parameters, ControllerOptions.STANDARD);
    }
}
