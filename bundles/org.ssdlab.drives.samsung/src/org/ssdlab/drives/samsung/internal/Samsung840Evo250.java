package org.ssdlab.drives.samsung.internal;

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
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.NandLayout;

/** Samsung SSD 840 EVO 250 GB: 19 nm TLC with the TurboWrite SLC-mode write cache. */
@Component(service = Plugin.class)
public final class Samsung840Evo250 extends AbstractPlugin<DriveSpec> {

    static final String SLC_CACHE_GIB = "slcCacheGiB";
    static final String SLC_PROGRAM_MICROS = "slcProgramMicros";

    /** 16 dies × 128 Gbit (16 GiB) = 256 GiB on 8 channels. */
    static final NandLayout LAYOUT = new NandLayout("Samsung SSD 840 EVO 250 GB", 8, 2, 2, 256 * NandLayout.GIB,
            8192, NandLayout.idemaSectors(250), true);

    // QD1 read with the TLC tR (AnandTech 6337 p.2): 10.3 + 75 + 4096/400 + 4096/550 ≈ 103 µs (9.7K IOPS; rated 10K).
    // QD1 write 15 + 4096/550 + 7.9 ≈ 30.3 µs (33K IOPS).
    // TLC tPROG fitted to 270 MB/s once TurboWrite is full: 16 dies × 2 planes × 8 KiB / 970 µs = 270 MB/s.
    // Used state: AnandTech's consistency run (full span, 4 KiB QD32, last 400 s) puts the 840 EVO 250 GB at
    // 3,000-5,000 IOPS (AnandTech 8747 p.5, text; 4,000-5,000 in 8520 p.2, capacity not named). 50 µs per relocated unit (TLC reads and ECC on the MEX) lands
    // this model at 3.6K (example anandtech-consistency, held by CalibrationExamplesTest; 2000 s are still short of the drive's true steady state). Background GC at 10 MB/s alongside host I/O is a guess [G].
    // Idle GC: a little, unlike the 840 Pro (ht4u.net 2014 p.10 blames the Pro models' weak load results on their
    // doing none); 0.075 blocks per plane per second is fitted to ht4u's 4 KiB QD4 writes after its server load and
    // 30 minutes idle, 40.6 MB/s (TortureRecoveryTest, under the 840 Pro's modelled load, each run its own random
    // stream: until session 31 the QD4 run replayed the torture's stream, which rewrote the oldest data and made
    // 0.02 look right).
    static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(256).readMicros(75).programMicros(970)
            .eraseMicros(4500).channelMBps(400).readCommandMicros(10.3)
            .writeCommandMicros(15).writeLatencyMicros(7.9).hostLinkMBps(550)
            .writeBufferMiB(4).gcLowWatermark(2).gcHighWatermark(4)
            .idleGcAfterMillis(1000).idleGcBlocksPerSecond(0.075).build().withFirmware(new FirmwareCosts(50, 10));

    static final List<ParameterSpec> PARAMETERS = DEFAULTS.parameters(
            ParameterSpec.decimal(SLC_CACHE_GIB, "GiB", 3.0, 0, 64,
                    "TurboWrite: TLC space run in SLC mode as a write cache; 0 turns it off"),
            ParameterSpec.decimal(SLC_PROGRAM_MICROS, "µs", 300.0, 20, 5000,
                    "tPROG of a page in SLC mode, while the cache has room"));

    public Samsung840Evo250() {
        super(PluginKind.DRIVE, "samsung-840-evo-250", "Samsung SSD 840 EVO 250 GB",
                "Samsung MEX controller with 19 nm Toggle TLC, 128 Gbit dies [V]: 16 dies = 8 channels × 2, 2 "
                        + "planes [G], 8 KiB pages [G], 256 GiB raw [V], 488,397,168 LBAs (IDEMA), so 9.0 % of raw "
                        + "is spare. TurboWrite SLC cache of 3 GB (AnandTech 7173; GB or GiB not stated [G]). 512 MB "
                        + "DRAM holds the mapping tables, not user data [V]; the small write buffer only lets the "
                        + "model acknowledge writes on receipt [G]. Fitted to Samsung's rating (ocaholic, "
                        + "tomshardware): 540/520 MB/s sequential with TurboWrite, "
                        + "97K/66K IOPS 4 KiB QD32 (command times 10.3/15 µs), 10K IOPS 4 KiB QD1 read (the "
                        + "TLC tR of 75 µs, AnandTech 6337 p.2, alone gives 9.7K, so no firmware read latency), and, "
                        + "remembered from Samsung's data sheet [G], 33K IOPS QD1 write (firmware latency 7.9 µs) "
                        + "and 270 MB/s once the cache is full (sets the TLC tPROG). Checked, not fitted: AS SSD "
                        + "fresh sequential read 507.17 and write 496.04 MB/s (1 GiB in 16 MiB requests at QD1; "
                        + "www.computerbase.de/2013-09/samsung-ssd-840-evo-test/2/). Used state, AnandTech's "
                        + "consistency run (sequential fill, 2000 s of 4 KiB random writes at QD32 over the whole span, "
                        + "last 400 s): 3,000-5,000 IOPS (AnandTech 8747 p.5; 4,000-5,000 in 8520 p.2, capacity not "
                        + "named); gcRelocationMicros 50 µs is fitted to it (model 3.6K, no second at 0 IOPS). After "
                        + "ht4u.net's Iometer server-load profiles and 30 minutes idle (2014 840 Pro/EVO test p.9, "
                        + "M550 test p.12; modelled as for the 840 Pro: 2 hours of 4 KiB random writes at QD32): 4 KiB "
                        + "writes at QD4 40.6 MB/s (fresh 220.9), Iometer sequential writes 39.3 (fresh 289.0), AS SSD's "
                        + "1 GB sequential 501.0-501.9 (TurboWrite takes it). ht4u p.10 says the Pro models do no GC "
                        + "while idle; this drive recovers a little, so idleGcBlocksPerSecond 0.075 is fitted to the QD4 "
                        + "figure (model 40.3); the sequential figure is then 26.3 over the first tenth of the span, "
                        + "-33 %, not reproduced: the blocks freed while idle take the first 2 GiB at 156-502 MB/s, "
                        + "the rest runs at 24 (the 2 [G] before gave 269 and 90.5). AS SSD's 1 GB after the load, 501.0-501.9, "
                        + "is checked on the first GiB of the pass: 501.8, through TurboWrite into the freed blocks."
                        + DriveParameters.valuesNote(PARAMETERS, List.of()),
                PARAMETERS);
    }

    @Override
    public DriveSpec create(Parameters parameters) {
        long cacheBytes = Math.round(parameters.decimal(SLC_CACHE_GIB) * NandLayout.GIB);
        return DEFAULTS.driveSpec(this, LAYOUT, parameters,
                ControllerOptions.STANDARD.withSlcCache(cacheBytes, parameters.decimal(SLC_PROGRAM_MICROS)));
    }
}
