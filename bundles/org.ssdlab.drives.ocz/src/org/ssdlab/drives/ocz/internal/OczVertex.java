package org.ssdlab.drives.ocz.internal;

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

/**
 * OCZ Vertex 60 GB (OCZSSD2-1VTX60G), 2009–2010: Indilinx Barefoot with Samsung MLC and 64 MB of
 * SDRAM, modelled write-through, so a small write waits for its program: a 2010 drive that is slow
 * at small writes, against which the SandForce stand-in's buffered writes are the other bracket.
 */
@Component(service = Plugin.class)
public final class OczVertex extends AbstractPlugin<DriveSpec> {

    /**
     * The Barefoot's NAND as its own firmware kit describes it: each of 4 channels is 16 bits wide, two
     * 8-bit dies side by side forming one bank, and every operation covers both planes of both dies,
     * so the unit of reading, programming and mapping is a 16 KiB page of four 4 KiB pages. Modelled as
     * 4 channels × 2 banks [G] of one 16 KiB plane; 64 GiB raw; 117,231,408 LBAs (IDEMA).
     */
    static final NandLayout LAYOUT = new NandLayout("OCZ Vertex 60 GB", 4, 2, 1, 64 * NandLayout.GIB, 16384,
            NandLayout.idemaSectors(60), true, 16384);

    // Sequential write 8 banks × 16 KiB / 970 µs = 135 MB/s; sequential read bound by the four channels,
    // 4 × 57.5 = 230 MB/s. Write-through: a 4 KiB write at QD1 takes 30 + 4096/275 + 16384/57.5 + 970
    // = 1 300 µs (769 IOPS), its whole 16 KiB page crossing the channel; at QD3 three writes program on
    // their own banks, 9.3 MB/s. Reads: 50 µs command (20K IOPS at QD32).
    static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(128).readMicros(60).programMicros(970)
            .eraseMicros(2000).channelMBps(57.5).readCommandMicros(50)
            .writeCommandMicros(30).hostLinkMBps(275).writeBufferMiB(0)
            .gcLowWatermark(2).gcHighWatermark(4).idleGcAfterMillis(1000)
            .idleGcBlocksPerSecond(1).build();

    public OczVertex() {
        super(PluginKind.DRIVE, "ocz-vertex-60", "OCZ Vertex 60 GB",
                "Indilinx Barefoot (ARM7) with a 64 MB Elpida SDRAM and Samsung MLC (BeHardware, 'SSD 2009, act 2: "
                        + "OCZ Vertex and Indilinx Barefoot', 22 April 2009, http://www.behardware.com/art/imprimer/758/: "
                        + "the 120 GB model carries 16 × 8 GB Samsung MLC chips) [V]; SATA 3 Gb/s. Pages of 16 KiB, read, "
                        + "programmed and mapped whole: Indilinx's own firmware kit for the Barefoot (the Jasmine OpenSSD "
                        + "board, github.com/openssd/jasmine, include/jasmine.h) drives each channel 16 bits wide, two "
                        + "dies side by side as one bank, and makes its page two planes of both, four physical pages "
                        + "[V]; a dump of a commercial Barefoot drive (Crucial M225 256 GB, Samsung 4 KiB-page MLC) "
                        + "found 16 M logical pages, one per 16 KiB page, each block's page numbers in its last page "
                        + "(forum.hddguru.com, 'Resolving duplicate logical block numbers in SSD image', 2019) [V]. So "
                        + "a 4 KiB write rewrites a 16 KiB page: its other 12 KiB are read first when they hold data. "
                        + "Fitted to OCZ's ratings for the 30 and 60 GB models as BeHardware quotes them: 230 MB/s read "
                        + "and 135 MB/s write [V]. Guesses [G]: 8 banks = 4 channels × 2, 128-page blocks, 64 GiB raw "
                        + "for 60 GB of user LBAs; tR 60 µs, tBERS 2 ms; command times 50 µs read, 30 µs write. Whether "
                        + "the SDRAM holds user data is not published; the model is write-through, as AnandTech "
                        + "documents for Intel's X25-M ('Intel doesn't keep any user data in DRAM', "
                        + "https://www.anandtech.com/Show/Index/2829?cPage=4&all=False&sort=0&page=22) [G for this "
                        + "drive]: a 4 KiB write at QD1 waits for its program, 769 IOPS. Checked: 4 KiB random writes "
                        + "over 8 GB at QD3 for 3 minutes on a new Vertex (120 GB), 8.2 MB/s at 1.43 ms on average "
                        + "(AnandTech, 'The SSD Anthology', 18 March 2009, "
                        + "https://www.anandtech.com/Show/Index/2738?cPage=14&all=False&sort=0&page=13) [V]; the "
                        + "model gives 9.3 MB/s at 1.33 ms. Checked too: Iometer's 2 MB sequential reads for 3 minutes on the "
                        + "unpartitioned drive, 250 MB/s (the same review, p.24; capacity not named) [V]; and a 60 GB Vertex in use "
                        + "on firmware 1.5 in the ArchWiki's user results (https://wiki.archlinux.org/index.php/SSD_Benchmarking): "
                        + "GNOME Disks' surface read (10 MiB samples) averaging 256.9 MB/s, dd writing 1 GiB in 1 MiB blocks "
                        + "with fdatasync 142 MB/s [V]; here 2 MiB transfers at QD1 read at 224 MB/s, 10 MiB ones at 229, "
                        + "and 10 MiB writes run at 134. Reads after use, checked: PC Perspective's HD Tach on firmware "
                        + "1585 after its random-write suite, 193.0 MB/s against 230.7 once restored, -16 % "
                        + "(pcper.com/2009/08/ocz-vertex-beta-firmware-with-background-garbage-collection/11/; torture "
                        + "and request size not published) [V], and the Anthology's 2 MB reads 257.8 new and 250.1 "
                        + "used, -3 %, its used state written in order (p.14) [V]; here, after a fill and one capacity "
                        + "of 4 KiB random writes, whole-span QD1 reads lose 19 % (64 KiB) and 28 % (128 KiB) to the "
                        + "scattered layout, and nothing after an in-order rewrite. Not reproduced: the same 8 GB test "
                        + "on that review's used drive, 2.41 MB/s at 4.86 ms; the model gives 7.8 MB/s (-16 %, the "
                        + "reads of each page's other 12 KiB) and writes the 3 minutes into its spare without GC."
                        + DriveParameters.valuesNote(DEFAULTS.parameters(), List.of()),
                DEFAULTS.parameters());
    }

    @Override
    public DriveSpec create(Parameters parameters) {
        return DEFAULTS.driveSpec(this, LAYOUT, parameters, ControllerOptions.STANDARD);
    }
}
