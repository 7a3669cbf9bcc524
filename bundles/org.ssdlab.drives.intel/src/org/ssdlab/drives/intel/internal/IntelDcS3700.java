package org.ssdlab.drives.intel.internal;

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
import org.ssdlab.sim.api.drive.NandLayout;

/** Intel SSD DC S3700 200 GB: Intel's own 8-channel controller, 25 nm HET MLC, 264 GiB raw. */
@Component(service = Plugin.class)
public final class IntelDcS3700 extends AbstractPlugin<DriveSpec> {

    /**
     * The board carries 264 GiB in 16 packages, about 33 dies of 8 GiB; the model spreads them as
     * 32 dies of 8.25 GiB on the 8 channels (8 × 4), which keeps the raw capacity and the die count
     * within one. 8 KiB pages, 2 planes.
     */
    static final NandLayout LAYOUT = new NandLayout("Intel SSD DC S3700 200 GB", 8, 4, 2, 264 * NandLayout.GIB, 8192,
            NandLayout.idemaSectors(200), true);

    // QD32: 10^6 / 13.3 = 75K reads, 10^6 / 31.25 = 32K writes. Sequential write:
    // 32 dies × 2 planes × 8 KiB / 1400 µs = 374 MB/s. QD1 write 31.25 + 4096/550 + 26.3 = 65 µs.
    // Idle GC: about a quarter of what the NAND could relocate from half-valid blocks.
    static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(256).readMicros(50).programMicros(1400)
            .eraseMicros(3000).channelMBps(200).readCommandMicros(13.3)
            .writeCommandMicros(31.25).writeLatencyMicros(26.3).hostLinkMBps(550)
            .writeBufferMiB(32).gcLowWatermark(2).gcHighWatermark(4)
            .idleGcAfterMillis(500).idleGcBlocksPerSecond(1.5).build();

    public IntelDcS3700() {
        super(PluginKind.DRIVE, "intel-dc-s3700-200", "Intel SSD DC S3700 200 GB",
                "Intel PC29AS21CA0 controller on 8 channels with 25 nm HET MLC (tomshardware 3352, AnandTech "
                        + "6433): 264 GiB raw [V] in 16 packages, modelled as 32 dies of 8.25 GiB = 8 × 4 [G], 2 "
                        + "planes [G], 8 KiB pages and 256-page blocks [G]; 390,721,968 LBAs (IDEMA, 200 GB), so "
                        + "29.4 % of raw is spare (186 GiB user of 264 [V]). 256 MB DRAM made safe by power-loss "
                        + "capacitors (tomshardware 3352), so writes are acknowledged from the buffer. Fitted to Intel's rating for the 200 GB model: "
                        + "500/365 MB/s sequential and 75K/32K IOPS 4 KiB QD32 (75K and 500 MB/s seen in Intel's "
                        + "product specification; the 200 GB write figures are remembered [G]), and the "
                        + "specification's typical 65 µs write latency (firmware write latency 26.3 µs). Intel "
                        + "rates IOPS over the full LBA range after preconditioning, so the fresh drive fitted here "
                        + "equals the rating and the simulated steady state will come out lower. The typical 50 µs "
                        + "read latency is for sequential reads, which read-ahead serves; it is not fitted (a "
                        + "random 4 KiB read comes to about 91 µs here). The sequential write asks for a tPROG of "
                        + "1.4 ms, above the MLC range AnandTech 6337 p.2 gives (600–900 µs), which may reflect HET MLC's gentler programming "
                        + "[G]; sequential read is link-bound at 550 MB/s (+10 %)."
                        + DriveParameters.valuesNote(DEFAULTS.parameters(), List.of()),
                DEFAULTS.parameters());
    }

    @Override
    public DriveSpec create(Parameters parameters) {
        return DEFAULTS.driveSpec(this, LAYOUT, parameters, ControllerOptions.STANDARD);
    }
}
