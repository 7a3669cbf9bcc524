package org.ssdlab.sim.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.NandTiming;
import org.ssdlab.sim.api.gc.ClosedBlocks;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.StorageLayer;
import org.ssdlab.sim.api.host.TrimPolicy;
import org.ssdlab.sim.api.workload.Workload;
import org.ssdlab.sim.core.host.FileCreation;
import org.ssdlab.sim.core.host.FileSystem;
import org.ssdlab.sim.core.host.PartitionTable;
import org.ssdlab.sim.core.timing.RunResult;
import org.ssdlab.sim.core.timing.TimedDrive;
import org.ssdlab.sim.core.timing.WorkloadRunner;

/**
 * The host path as the plugins assemble it: file system, the OS's TRIM policy, storage layers,
 * drives. Deletes must reach the drives exactly when the OS and every layer let them through.
 */
class HostPathTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long DAY = 86_400 * SECOND;
    /** 4 channels × 2 dies × 2 planes × 256 blocks × 16 pages × 8 KiB = 512 MiB raw, about 7 % spare. */
    private static final long USER_SECTORS = 975_000;

    @Test
    void everyOsAndStorageLayerIsRegistered() throws Exception {
        PluginRegistry registry = Services.registry();
        assertEquals(List.of("freebsd", "linux", "macos", "windows"), ids(registry, PluginKind.OS));
        assertTrue(ids(registry, PluginKind.STACK).containsAll(List.of("apple-raid", "dm-crypt", "geli", "hw-raid",
                "intel-rst", "lvm", "md-raid", "raid1", "usb-bridge", "veracrypt")), ids(registry, PluginKind.STACK).toString());
    }

    private static List<String> ids(PluginRegistry registry, PluginKind<?> kind) {
        return registry.plugins(kind).stream().map(Plugin::id).toList();
    }

    /** Seed 001: two drives in Intel RST RAID 1 under Windows 8.1 never hear of a delete, not even at the weekly retrim. */
    @Test
    void intelRstRaid1PassesNoTrimWhereMdRaid1Does() throws Exception {
        assertEquals(0, trimmedUnitsAfterDelete("intel-rst", Map.of("raidLevel", "1"), Map.of("version", "8.1")));
        assertTrue(trimmedUnitsAfterDelete("md-raid", Map.of("level", "1"), Map.of("version", "8.1")) > 0);
    }

    @Test
    void dmCryptBlocksTrimUnlessDiscardsAreAllowed() throws Exception {
        assertEquals(0, trimmedUnitsAfterDelete("dm-crypt", Map.of(), Map.of("version", "7")));
        assertTrue(trimmedUnitsAfterDelete("dm-crypt", Map.of("allowDiscards", true), Map.of("version", "7")) > 0);
    }

    /** Seed 000: Windows Server 2003 sends no TRIM; Windows 7 trims at delete. */
    @Test
    void windowsServer2003NeverTrimsWhileWindows7Does() throws Exception {
        assertEquals(0, trimmedUnitsAfterDelete("lvm", Map.of(), Map.of("version", "server-2003")));
        assertTrue(trimmedUnitsAfterDelete("lvm", Map.of(), Map.of("version", "7")) > 0);
    }

    /**
     * Builds drives under one storage layer, creates a 100 MiB file on a Windows volume, deletes it,
     * lets 8 days pass (a weekly retrim included) and counts the units the first drive unmapped.
     */
    private static long trimmedUnitsAfterDelete(String layerId, Map<String, ?> layerParameters, Map<String, ?> windows)
            throws Exception {
        PluginRegistry registry = Services.registry();
        StorageLayer layer = registry.create(PluginKind.STACK, layerId, layerParameters);
        List<TimedDrive> drives = IntStream.range(0, layer.members()).mapToObj(i -> smallDrive()).toList();
        List<BlockDevice> members = List.copyOf(drives);
        BlockDevice array = layer.on(members);
        TrimPolicy policy = registry.create(PluginKind.OS, "windows", windows);
        FileSystem volume = new FileSystem(array, PartitionTable.mibAligned(array.userSectors()).partition(1), 4096, policy);
        Host host = new Host(array, drives.get(0));
        host.run(volume.mount());
        FileCreation file = volume.create(100L << 20, 0);
        host.run(file);
        host.run(volume.delete(file.file()));
        host.run(volume.idle(8 * DAY));
        return drives.get(0).ftl().counters().trimmedUnits();
    }

    /**
     * Seed 001's order: drives erased, then the RST RAID 1 created. Without the initial sync the
     * second member has mapped only what the host wrote, so its unwritten LBAs stay spare flash; a
     * full sync maps every LBA of it.
     */
    @Test
    void intelRstRaid1WithoutInitialSyncKeepsTheSecondMembersSpare() throws Exception {
        long userUnits = USER_SECTORS / 8;
        assertEquals(userUnits / 10, secondMemberMappedUnitsAfterWritingATenth("none"), 1);
        assertEquals(userUnits, secondMemberMappedUnitsAfterWritingATenth("full"));
    }

    private static long secondMemberMappedUnitsAfterWritingATenth(String initialSync) throws Exception {
        StorageLayer rst = Services.registry().create(PluginKind.STACK, "intel-rst",
                Map.of("raidLevel", "1", "initialSync", initialSync));
        List<TimedDrive> drives = List.of(smallDrive(), smallDrive());
        long created = rst.initialise(0, List.copyOf(drives));
        BlockDevice mirror = rst.on(List.copyOf(drives));
        long sectors = USER_SECTORS / 10 / 8 * 8;
        for (long lba = 0, t = created; lba < sectors; lba += 8) {
            t = mirror.write(t, lba, 8, 0);
        }
        return drives.get(1).ftl().mappedUnits();
    }

    /**
     * Issue 11's mirror members that do not collect garbage in step: two drives of one model on an
     * RST RAID 1 get the same writes, so with every block good their firmware does the same work at
     * the same moments; with factory bad blocks each draws its own map from its own seed (as the
     * runner gives each member its own), keeps a different spare and reclaims at other times.
     */
    @Test
    void intelRstRaid1MembersWithFactoryBadBlocksCollectGarbageApart() throws Exception {
        long[] good = memberErasesAfterRandomWrites(0);
        assertEquals(good[0], good[1], "every block good: the members keep in step");
        long[] bad = memberErasesAfterRandomWrites(0.01);
        System.out.printf("RST RAID 1 members' erases: every block good %d / %d, 1 %% bad %d / %d%n", good[0], good[1],
                bad[0], bad[1]);
        assertTrue(bad[0] != bad[1], "1 % bad blocks: erases " + bad[0] + " and " + bad[1]);
        assertTrue(Math.min(bad[0], bad[1]) > good[0], "less spare, more GC: " + bad[0] + ", " + bad[1]
                + " against " + good[0]);
    }

    /** Both members' erase counts after a fill and twice the capacity of 4 KiB random writes through the mirror. */
    private static long[] memberErasesAfterRandomWrites(double factoryBadBlocks) throws Exception {
        List<TimedDrive> drives = randomWrites(factoryBadBlocks, 1, 2).drives;
        return new long[] { drives.get(0).ftl().erases(), drives.get(1).ftl().erases() };
    }

    /**
     * What the members' pauses falling apart costs the mirror. A mirror write waits for the slower
     * member: two members with one bad-block map (one seed) keep in step and the mirror runs exactly
     * as one of them alone; with two maps of the same chance they fall out of step, and the mirror
     * runs at the slower member's own rate, no slower: with GC paced in slices a member's pauses are
     * a few relocations per write, too short for the two members' pauses to add up at QD32.
     */
    @Test
    void aMirrorRunsAtTheRateOfItsSlowerMember() throws Exception {
        double first = randomWrites(0.01, 1).result.total().iops();
        double second = randomWrites(0.01, 2).result.total().iops();
        double inStep = randomWrites(0.01, 1, 1).result.total().iops();
        RunResult apart = randomWrites(0.01, 1, 2).result;
        System.out.printf("RST RAID 1, 1 %% bad blocks: members alone %.1f and %.1f IOPS, mirrored with one map %.1f,"
                + " with their own maps %.1f (write p99.9 %.0f µs)%n", first, second, inStep, apart.total().iops(),
                apart.total().writeLatency().p999Micros());
        assertEquals(first, inStep, 1e-9 * first, "members in step");
        assertTrue(first != second, "two maps, two rates");
        double slower = Math.min(first, second);
        assertEquals(slower, apart.total().iops(), 0.01 * slower, "members apart");
    }

    private record Written(List<TimedDrive> drives, RunResult result) {
    }

    /**
     * Drives of one model with the given bad-block chance, one per seed, a fill, then twice the
     * capacity of 4 KiB random writes: on the drive alone for one seed, through an RST RAID 1 of the
     * two for two; the result is the random writes'.
     */
    private static Written randomWrites(double factoryBadBlocks, long... seeds) throws Exception {
        PluginRegistry registry = Services.registry();
        DriveSpec s = spec(false);
        DriveSpec model = new DriveSpec(s.model(), s.geometry(), s.nand(), s.controller(), s.hostLinkMBps(),
                s.firmware(), s.mapping(), factoryBadBlocks);
        List<TimedDrive> drives = Arrays.stream(seeds)
                .mapToObj(seed -> new TimedDrive(model, ClosedBlocks::fewestValid, seed)).toList();
        Host host = new Host(drives.get(0), drives.get(0));
        if (drives.size() > 1) {
            StorageLayer rst = registry.create(PluginKind.STACK, "intel-rst", Map.of("raidLevel", "1"));
            long created = rst.initialise(0, List.copyOf(drives));
            host = new Host(rst.on(List.copyOf(drives)), drives.get(0));
            host.now = created;
        }
        long bytes = USER_SECTORS * 512;
        host.run(registry.create(PluginKind.WORKLOAD, "synthetic", Map.of("pattern", "sequential", "blockSizes",
                "131072", "bytes", bytes / 131072 * 131072)));
        return new Written(drives, host.run(registry.create(PluginKind.WORKLOAD, "synthetic", Map.of("blockSizes",
                "4096", "bytes", 2 * bytes / 4096 * 4096))));
    }

    /**
     * "Tony TRIM": zero-filling the free space is an ordinary write to most drives, but a
     * compressing controller (SandForce) programs a quarter of it: the least it stores a unit in.
     */
    @Test
    void zeroFillingFreeSpaceIsNearlyFreeOnACompressingController() throws Exception {
        TrimPolicy never = Services.registry().create(PluginKind.OS, "windows", Map.of("version", "xp"));
        double plain = nandPagesPerHostPage(false, never);
        double compressing = nandPagesPerHostPage(true, never);
        assertTrue(plain >= 0.99, "plain drive " + plain);
        // zeros take the floor, but no unit is stored in less than a quarter (Compression.MIN_QUANTA)
        assertTrue(compressing < 0.26, "compressing drive " + compressing);
    }

    private static double nandPagesPerHostPage(boolean compression, TrimPolicy policy) {
        TimedDrive drive = new TimedDrive(spec(compression), ClosedBlocks::fewestValid, 1);
        FileSystem volume = new FileSystem(drive, PartitionTable.mibAligned(USER_SECTORS).partition(1), 4096, policy);
        FileCreation zeros = volume.fillFreeSpace(1.0);
        new Host(drive, drive).run(zeros);
        return drive.nandPagesProgrammed() / (double) (volume.fileBytes(zeros.file()) / 8192);
    }

    private static TimedDrive smallDrive() {
        return new TimedDrive(spec(false), ClosedBlocks::fewestValid, 1);
    }

    private static DriveSpec spec(boolean compression) {
        Geometry geometry = new Geometry(4, 2, 2, 256, 16, 8192, 4096, USER_SECTORS);
        NandTiming nand = new NandTiming(50, 1500, 3000, 400, true);
        ControllerSpec controller = new ControllerSpec(10, 12, compression ? 0 : 16 << 20, compression, 0.05, 0, 2, 4,
                true, 100, 100, 0, 0, 5, 8);
        return new DriveSpec("host-path test", geometry, nand, controller, 550);
    }

    /** Runs operations one after another on a device, observing one drive's FTL. */
    private static final class Host {
        private final BlockDevice device;
        private final TimedDrive observed;
        private long now;

        Host(BlockDevice device, TimedDrive observed) {
            this.device = device;
            this.observed = observed;
        }

        RunResult run(Workload operation) {
            RunResult result = new WorkloadRunner(device, observed.ftl(), 32, SECOND, () -> false).run(operation, now, 1);
            now = Math.max(now, result.endNanos());
            return result;
        }
    }
}
