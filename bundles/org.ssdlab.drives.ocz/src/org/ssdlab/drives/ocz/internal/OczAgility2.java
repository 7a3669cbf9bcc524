package org.ssdlab.drives.ocz.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.NandLayout;

/** OCZ Agility 2 60 GB (OCZSSD2-2AGTE60G): SandForce SF-1200 with Intel MLC, no DRAM, a small on-chip cache. */
@Component(service = Plugin.class)
public final class OczAgility2 extends AbstractPlugin<DriveSpec> {

    /** 16 dies × 32 Gbit (4 GiB) = 64 GiB on the SF-1200's 8 channels; 4 KiB pages. */
    static final NandLayout LAYOUT = new NandLayout("OCZ Agility 2 60 GB", 8, 2, 2, 64 * NandLayout.GIB, 4096,
            NandLayout.idemaSectors(60), true);

    // Incompressible sequential write 16 dies × 2 planes × 4 KiB / 1000 µs = 131 MB/s, near the ~130 MB/s an
    // SF-1500 wrote random data at; compressible data is link-bound. The 10,000 IOPS cap also stretches each
    // write command to 100 µs. Idle GC: about a quarter of the incompressible NAND rate at half-valid blocks.
    // Channels: 212.4 MB/s of incompressible 2 MB reads (AnandTech 3681 p.4) over 8 channels; compressed
    // data crosses them in its stored share, so compressible reads stay link-bound. No firmware latencies.
    // No DRAM, but the controller's small on-chip cache acknowledges a write before its program, so a
    // 4 KiB write at QD1 takes the capped command time and the link, not tPROG.
    static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(256).readMicros(50).programMicros(1000)
            .eraseMicros(2000).channelMBps(26.5).readCommandMicros(33)
            .writeCommandMicros(33).hostLinkMBps(275).writeBufferMiB(2)
            .gcLowWatermark(2).gcHighWatermark(4).idleGcAfterMillis(2000)
            .idleGcBlocksPerSecond(1).build();

    /**
     * Compression floor 0.05 of a unit; the firmware cap of 10,000 write IOPS; RAISE on. SandForce's
     * client spare is about 13 % of raw, twice the usual 7 %, because RAISE "requires the consumption
     * of a full NAND die" (AnandTech 5710, www1.anandtech.com/Show/Index/5710?cPage=4) [V]. Whether
     * the SF-1200 60 GB ran it is not documented [G]; the drive has 16 dies and the same 12.7 % spare
     * as the SandForce drives that did (AnandTech 4346: every SF-2281 drive except the 60 GB had RAISE,
     * and that one had 8 dies, where a die is 12.5 % of raw) [V], so the default is on [D].
     */
    static final List<ParameterSpec> PARAMETERS = SandForceDrives.parameters(DEFAULTS, 0.05, 10_000, true);

    public OczAgility2() {
        super(PluginKind.DRIVE, "ocz-agility2-60", "OCZ Agility 2 60 GB",
                "SandForce SF-1200 (mass-production firmware) on 8 channels of Intel MLC [V], 34 nm 32 Gbit dies [D]: "
                        + "SF-1200 drives of its generation carry Intel 34 nm I29F64G08CAMDB packages, 8 GB of two dies "
                        + "each (nexthardware.com, Mach Xtreme MX-DS 100 GB review p.3, a layout 'practically identical' "
                        + "to the Patriot Inferno's and the Vertex 2's) [V], and that die (IMFT L63B) has 4 KiB pages "
                        + "in 256-page (1 MiB) blocks (Indilinx's Jasmine firmware kit, github.com/openssd/jasmine, "
                        + "include/nand.h) [V]; the Agility 2's own part number is not published. 16 dies = 8 × 2, "
                        + "2 planes [G], 64 GiB raw [D], "
                        + "117,231,408 LBAs (IDEMA), so 12.7 % of raw is spare. RAISE parity takes one die of it "
                        + "(AnandTech 5710 [V]; on by default, undocumented for this drive [G], see raiseParityDie), "
                        + "leaving the FTL 6.8 % of raw (60 GiB for 60 GB of user LBAs). No "
                        + "DRAM, but a small on-chip cache (a few MB [V]; writeBufferMiB 2 [G]) that holds writes "
                        + "until they are programmed. DuraWrite compression [V]: the FTL stores each 4 KiB unit "
                        + "at its compressed size, in 64-byte quanta and at least a quarter of a unit [G] (all-zero "
                        + "data: compressionFloor [G], raised to that quarter), so compressible data programs fewer "
                        + "pages and, while it stays on the drive, leaves the flash it saves as spare: a drive full of "
                        + "data compressed to a share s has physical − s × logical units free, with lower WA, and "
                        + "loses that spare again as incompressible data replaces it. SATA 3 Gb/s. Fitted to: 10,000 IOPS 4 KiB "
                        + "write, the firmware cap [V] (bit-tech, techreport); 285/275 MB/s sequential on "
                        + "compressible data, OCZ's rating as remembered [G] (the Vertex 2 Pro's 280/270 is [V]), "
                        + "link-bound here; ~130 MB/s sequential write on incompressible data, what an SF-1500 did "
                        + "[V] (lansen.hatenadiary); 30K IOPS 4 KiB read, SandForce's SF-1200 rating as remembered "
                        + "[G]. No QD1 rating was found: QD1 latencies follow from the model. Checked, not fitted: "
                        + "AS SSD incompressible sequential write of an SF-1200 120 GB, clean 131.7 MB/s (AnandTech "
                        + "4159 p.6, www.anandtech.com/show/4159/ocz-vertex-3-pro-preview-the-first-sf2500-ssd/6); "
                        + "the model 131.6. AnandTech's Iometer tests with incompressible data (3681 p.4, "
                        + "www.anandtech.com/show/3681/oczs-vertex-2-special-sauce-sf1200-reviewed/4): 4 KiB random "
                        + "writes over 8 GB at QD3 for 3 minutes on an Agility 2 100 GB with this firmware 46.3 MB/s, "
                        + "the model 41.0 (-11.5 %, the cap). Fitted to: 2 MB sequential reads of incompressible data "
                        + "on an SF-1200 100 GB (Corsair Force), 212.4 MB/s against 265.2 with compressible data, "
                        + "so the channels bind incompressible data: channelMBps 26.5, the figure over 8 channels "
                        + "(the model 206.6); checked: 4 KiB random reads at QD3 there, 42.8 MB/s, the model 47.8. "
                        + "Its dirty figure there, 70.3 MB/s once every page including the spare "
                        + "held incompressible data, and 71 after a TRIM of the whole drive (AnandTech 4256 p.13: "
                        + "incompressible data over every LBA twice without TRIM, then a TRIM: incompressible writes at "
                        + "70-80 MB/s at most), and ComputerBase's one-time drop of the SF-1200 Corsair Force 60 GB's "
                        + "sequential writes once every cell had been written ('a necessity of DuraClass', 2010-07 test "
                        + "p.7) [V]: the model programs two planes together only in blocks not yet erased since the "
                        + "drive was fresh (multiPlaneInFreshBlocksOnly; SandForce's reason is not published, this one "
                        + "is [G]), so that procedure gives 65.9 MB/s and 65.9 after the TRIM (-6 % / -7 %; the half "
                        + "follows from two planes, nothing fitted), 131.6 after a secure erase. "
                        + "After a fill and 20 minutes of 4 KiB random writes at QD32 (AnandTech's later "
                        + "torture) a sequential pass runs at 14 MB/s, the next at 27, bound by GC "
                        + "relocations and the dirty state: GC writes what it moves into the host's open block (sharedGcFrontier [G]; "
                        + "how SandForce places moved data is not published), among the pass's sequential data, so "
                        + "the scatter outlives each pass; with GC in a block of its own the passes run at 28 and "
                        + "65 MB/s, the dirty level after one. "
                        + "Reads, checked: HD Tach average read of an SF-1200 100 GB after heavy use 150.6 MB/s, 251.5 "
                        + "after TRIM (hardwareluxx.de 15125 p.3); the model after a fill and 20 minutes of 4 KiB random "
                        + "writes 140 / 182 MB/s at QD1 in 64 / 128 KiB requests with data half compressible, 174 / 213 "
                        + "with zeros (the load's data is not stated; the page points at compressible data), 241 / 257 "
                        + "once every LBA is trimmed (an unmapped LBA reads without NAND)."
                        + DriveParameters.valuesNote(PARAMETERS, List.of(SandForceDrives.MAX_WRITE_IOPS)),
                PARAMETERS);
    }

    @Override
    public DriveSpec create(Parameters parameters) {
        return SandForceDrives.spec(this, LAYOUT, DEFAULTS, parameters);
    }
}
