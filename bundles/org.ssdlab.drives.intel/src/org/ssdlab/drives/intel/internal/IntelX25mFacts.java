package org.ssdlab.drives.intel.internal;

/** The X25-M models' descriptions: every figure with its source. */
final class IntelX25mFacts {

    private IntelX25mFacts() {
    }

    private static final String A2829_11 = "http://www.anandtech.com/Show/Index/2829?cPage=13&all=False&sort=0&page=11";
    private static final String A2829_22 = "https://www.anandtech.com/Show/Index/2829?cPage=4&all=False&sort=0&page=22";
    private static final String A2865_2 = "https://www.anandtech.com/Show/Index/2865?cPage=12&all=False&sort=0&page=2";
    private static final String A6432_3 = "https://www.anandtech.com/show/6432/the-intel-ssd-dc-s3700-intels-3rd-generation-controller-analyzed/3";
    private static final String A2738_13 = "https://www.anandtech.com/Show/Index/2738?cPage=14&all=False&sort=0&page=13";
    private static final String PCPER_TRACK = "https://pcper.com/2009/04/intel-responds-to-fragmentation-with-new-x25-m-firmware/7/";
    private static final String PCPER = "https://pcper.com/2009/02/long-term-performance-analysis-of-intel-mainstream-ssds/6/";
    private static final String ARCHWIKI = "https://wiki.archlinux.org/index.php/SSD_Benchmarking";
    private static final String HWZ = "http://www.hardwarezone.com.sg/feature-gone-flash-5-solid-state-drives-compared/intel-x25-m";

    private static final String COMMON = " Layout: 10 channels [V] × 2 dies × 2 planes [G], 4 KiB pages, 80 GiB raw,"
            + " 156,301,488 LBAs (IDEMA 80 GB), 6.84 % of raw spare; single-plane programs [G]. Intel's rating for both"
            + " generations: 250 MB/s sequential read, 70 MB/s sequential write, 35K IOPS 4 KiB random read (" + A2829_11
            + "); the sequential write sets tPROG (20 dies × 4 KiB / 1170 µs = 70 MB/s [fitted]) and the read command"
            + " time 28.6 µs sets 35K reads. Intel keeps no user data in DRAM, only the mapping ('remapping,"
            + " defragmenting and tracking', " + A2829_22 + "); the write buffer of 256 KiB [G] is on the controller."
            + " The map in NAND has 4-byte entries [G], 78 MB, more than DRAM: map pages of 1024 entries (4 MiB of"
            + " LBAs) are cached, a lookup that misses reads one (tR on its die) while the controller waits, a dirty"
            + " one evicted is programmed (the engine's mapping-table cache, docs/engine.md). In DRAM the map is a"
            + " space-efficient binary tree, as on all of Intel's controllers before the DC S3700 (" + A6432_3
            + "), which 'has to track every LBA that is written' (" + PCPER_TRACK + "): one node per run of written"
            + " units stored in order, none for unwritten ones, and no flat form to fall back on; a node holds the"
            + " run's LBA and flash address (4 bytes each), its length (2, padded to 4) and two child links (4 each),"
            + " 20 bytes [G: the layout is not published; of 12 to 24 bytes the size that lands the used-state figures"
            + " below closest, docs/engine.md]. Data written in order costs almost no DRAM; a scattered write adds a node in unwritten"
            + " space and about two in written data, so the map outgrows DRAM as writes fragment it, sooner on a"
            + " drive filled first. ";

    private static final String LATENCY = " Intel's drive-level latencies (read 85 µs G1 / 65 µs G2, write 115 /"
            + " 85 µs, " + A2829_11 + ") are not fitted: a random QD1 read takes about 196 µs here with tR 50 µs [G] and"
            + " 40 MB/s channels [G].";

    static final String G2 = "Intel PC29AS21BA0 controller with 34 nm IMFT MLC, 10 × 8 GB packages, and 32 MB of 133 MHz"
            + " SDRAM [V] (" + A2829_11 + "), TRIM firmware. Its 32 MB cover 41 % of the LBAs (32 GiB). Its 8 GB packages"
            + " hold two 32 Gbit 34 nm IMFT dies (L63B), whose blocks are 256 pages (1 MiB; Indilinx's Jasmine firmware"
            + " kit, github.com/openssd/jasmine, include/nand.h) [V]; a block erase takes about 2 ms as on the G1 [G]."
            + COMMON
            + "Intel rates 6.6K IOPS 4 KiB random write for the 80 GB G2 (" + A2829_11 + "); fitted instead to"
            + " AnandTech's measurement, 4 KiB random writes over an 8 GB span at QD3 for 3 minutes, 36.1 MB/s new"
            + " (8.8K IOPS) and 35.8 MB/s used (" + A2829_22 + "): write command 113 µs [fitted]; the used state"
            + " 36.2 MB/s here (+1 %), as the 32 MB hold the span's tree after a fill. Checked, not fitted:"
            + " AnandTech's full-span run on the TRIM firmware, 4 KiB random writes at QD16 over all 80 GB for five"
            + " minutes, 37.9 MB/s (9.3K IOPS) from clean and 13.8 MB/s (3.4K IOPS) in the run after it, 38.0 MB/s"
            + " again after a format's TRIM (" + A2865_2 + "). The model gives 7.85K IOPS in run 1 (-15 %: 8.85K"
            + " until the tree outgrows DRAM after 180 s), 3.96K in run 2 (+17 %; 4.6K falling to 3.5K, where the"
            + " drive was slow throughout) and 7.85K after the TRIM (-16 %) (docs/engine.md). Checked, not"
            + " fitted: the same five minutes after a partition was filled with data and deleted (no TRIM), 17.9"
            + " MB/s (4.4K IOPS, " + A2865_2 + "); the model after one sequential fill 4.81K IOPS (19.7 MB/s, +10 %),"
            + " GC moving what the victims still hold. Checked, not"
            + " fitted: two 80 GB G2 in use (not erased) in the ArchWiki's"
            + " user results (" + ARCHWIKI + "): GNOME Disks' surface read (10 MiB samples) averaging 282.6 and 272.4"
            + " MB/s, dd writing 1 GiB in 1 MiB blocks with fdatasync 80.6 and 70.8 MB/s; 10 MiB transfers at QD1 here"
            + " read at 266 and write at 70.3 MB/s." + LATENCY;

    static final String G1 = "Intel PC29AS21AA0 controller with 50 nm IMFT MLC, 20 × 4 GB packages, and 16 MB of 166 MHz"
            + " SDRAM [V] (" + A2829_11 + "; modelled with the G2's die count and NAND timing [G], as the rated speeds"
            + " are the same). Its 16 MB cover 20 % of the LBAs (16 GiB). Blocks of 128 pages (512 KiB): a block erase"
            + " 'wipes out 512KB' in '~2ms' (" + PCPER + "), so eraseMicros 2000 [V]." + COMMON
            + "Intel rates 3.3K IOPS 4 KiB random write for the G1 (" + A2829_11 + "); fitted instead to AnandTech's"
            + " 8 GB-span QD3 measurement, 40.8 MB/s new (10K IOPS) (" + A2829_22 + "): write command 100 µs [fitted];"
            + " 35.4 MB/s here (-13 %), as the span's tree outgrows the 16 MB in the run's last minute. Checked, not"
            + " fitted: the used state of the same test, 26.3 MB/s (" + A2829_22 + "), and of the SSD"
            + " Anthology's, 39.3 MB/s new and 23.1 MB/s used (" + A2738_13 + "), used meaning every LBA written"
            + " sequentially first; AnandTech credits the G2's larger DRAM for its 'used' random writes being about"
            + " 50 % faster (" + A2829_11 + "). The model's used state: 26.7 MB/s (+2 %, +16 % against the"
            + " Anthology), as the span's writes split the fill's runs and the tree outgrows the 16 MB within the"
            + " first minute; over the whole span from clean its map outgrows them within five minutes and its"
            + " writes then wait for map pages (6.0K IOPS in the first five minutes, 3.2K in the next, WA 1.18 and"
            + " 1.61 from the map pages written back; docs/engine.md). Checked, not"
            + " fitted: a fresh surface read"
            + " averaging 180 MB/s (HardwareZone, 'Gone in a Flash: 5 Solid State Drives Compared', firmware 8820, "
            + HWZ + "; the tool and its block size are not named): 156 MB/s in 64 KiB reads at QD1 here [G: HD Tune's"
            + " default block], 199 in 128 KiB ones. Checked, not fitted: the SSD Anthology's 2 MB sequential reads,"
            + " 264.1 MB/s new (AnandTech 2738 p.14): 262 here; its used drive (written in order: a fill, then an"
            + " image restored sector by sector) read 230.2, -13 %, which the model does not reproduce (262 again:"
            + " in-order writes leave the layout as it was; the G1's firmware of early 2009 is known to have"
            + " fragmented, PC Perspective's long-term test, " + PCPER + ")." + LATENCY;
}
