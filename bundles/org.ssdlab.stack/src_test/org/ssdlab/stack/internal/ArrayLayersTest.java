package org.ssdlab.stack.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.stack.internal.Stacks.device;
import static org.ssdlab.stack.internal.Stacks.layer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.StorageLayer;
import org.ssdlab.sim.testing.RecordingDevice;

/** Mirrors, stripes and parity: where writes and reads land, and what creating an array writes. */
class ArrayLayersTest {

    private static final long NOW = 1_000;

    @Test
    void raid1WriteReachesBothMembersAndCompletesWithTheLater() {
        RecordingDevice fast = new RecordingDevice(100_000, 10_000);
        RecordingDevice slow = new RecordingDevice(100_000, 70_000);
        BlockDevice mirror = device(new Raid1Plugin(), Map.of(), fast, slow);

        long done = mirror.write(NOW, 4096, 256, 0.5);

        assertEquals(NOW + 70_000, done);
        RecordingDevice.Command expected = RecordingDevice.Command.write(NOW, 4096, 256, 0.5);
        assertEquals(List.of(expected), fast.writes());
        assertEquals(List.of(expected), slow.writes());
    }

    @Test
    void raid1ReadsAlternateBetweenMembers() {
        RecordingDevice first = new RecordingDevice();
        RecordingDevice second = new RecordingDevice();
        BlockDevice mirror = device(new Raid1Plugin(), Map.of(), first, second);

        for (int i = 0; i < 4; i++) {
            mirror.read(NOW, i * 8L, 8);
        }

        assertEquals(List.of(0L, 16L), RecordingDevice.lbas(first.reads()));
        assertEquals(List.of(8L, 24L), RecordingDevice.lbas(second.reads()));
    }

    @Test
    void raid1IsAsLargeAsItsSmallestMember() {
        BlockDevice mirror = device(new Raid1Plugin(), Map.of(), new RecordingDevice(9_000, 1),
                new RecordingDevice(8_000, 1));
        assertEquals(8_000, mirror.userSectors());
    }

    @Test
    void raid1InitialiseWritesEverySectorOfBothMembersExactlyOnce() {
        RecordingDevice first = new RecordingDevice(10_000, 10_000); // not a multiple of the 2048-sector sync write
        RecordingDevice second = new RecordingDevice(10_000, 10_000);
        StorageLayer raid1 = layer(new Raid1Plugin(), Map.of());

        long done = raid1.initialise(NOW, List.of(first, second));

        for (RecordingDevice member : List.of(first, second)) {
            assertTrue(Arrays.stream(member.writesPerSector()).allMatch(count -> count == 1),
                    "every sector written once");
            assertTrue(member.writes().stream().allMatch(w -> w.sectors() <= InitialSync.WRITE_SECTORS));
        }
        int syncWrites = first.writes().size();
        assertEquals(5, syncWrites);
        assertEquals(NOW + syncWrites * 10_000L, done, "sequential: each sync write waits for the previous");
    }

    @Test
    void intelRstCreatesRaid1And5WithoutWritingByDefault() {
        for (String level : List.of("1", "5")) {
            List<RecordingDevice> members = new ArrayList<>();
            for (int i = level.equals("1") ? 2 : 3; i > 0; i--) {
                members.add(new RecordingDevice(6_000, 1));
            }
            StorageLayer rst = layer(new IntelRstPlugin(), Map.of("raidLevel", level));

            assertEquals(NOW, rst.initialise(NOW, List.copyOf(members)), "RAID " + level);
            assertTrue(members.stream().allMatch(m -> m.writes().isEmpty()), "RAID " + level);
        }
    }

    @Test
    void intelRstRaid1WithFullSyncCopiesEverySector() {
        RecordingDevice first = new RecordingDevice(6_000, 1);
        RecordingDevice second = new RecordingDevice(6_000, 1);

        layer(new IntelRstPlugin(), Map.of("raidLevel", "1", "initialSync", "full")).initialise(NOW,
                List.of(first, second));

        assertTrue(Arrays.stream(first.writesPerSector()).allMatch(count -> count == 1));
        assertTrue(Arrays.stream(second.writesPerSector()).allMatch(count -> count == 1));
    }

    /** Without the sync the second member holds only what the host wrote; the rest stays free flash. */
    @Test
    void intelRstRaid1WithoutSyncLeavesTheSecondMemberUnwrittenOutsideTheHostData() {
        RecordingDevice first = new RecordingDevice(6_000, 1);
        RecordingDevice second = new RecordingDevice(6_000, 1);
        StorageLayer rst = layer(new IntelRstPlugin(), Map.of("raidLevel", "1"));
        rst.initialise(NOW, List.of(first, second));
        BlockDevice mirror = rst.on(List.of(first, second));

        mirror.write(NOW, 1_000, 2_000, 0);

        int[] perSector = second.writesPerSector();
        long written = Arrays.stream(perSector).filter(count -> count > 0).count();
        assertEquals(2_000, written);
        assertEquals(1, perSector[1_000]);
        assertEquals(0, perSector[999]);
        assertEquals(0, perSector[3_000]);
    }

    /**
     * Seed 001's array: RAID 1 created on two secure-erased drives, a partition 78.19 % of the volume
     * (104 GiB short) restored and filled. Without an initial sync, the 21.81 % after the partition
     * is never written on either member, so each FTL keeps it as spare; a full sync writes it on
     * both and leaves each member only its factory spare.
     */
    @Test
    void intelRstRaid1WithoutSyncKeepsTheUnpartitionedTailUnwrittenOnBothMembers() {
        int sectors = 10_000;
        int partition = (int) (sectors * 0.7819);
        for (String sync : List.of("none", "full")) {
            RecordingDevice first = new RecordingDevice(sectors, 1);
            RecordingDevice second = new RecordingDevice(sectors, 1);
            StorageLayer rst = layer(new IntelRstPlugin(), Map.of("raidLevel", "1", "initialSync", sync));
            rst.initialise(NOW, List.of(first, second));
            BlockDevice mirror = rst.on(List.of(first, second));
            for (int lba = 0; lba < partition; lba += 256) {
                mirror.write(NOW, lba, Math.min(256, partition - lba), 0);
            }

            for (RecordingDevice member : List.of(first, second)) {
                long neverWritten = Arrays.stream(member.writesPerSector()).filter(count -> count == 0).count();
                assertEquals(sync.equals("none") ? sectors - partition : 0, neverWritten, "initialSync " + sync);
            }
        }
    }

    @Test
    void filtersAndRaid0WriteNothingWhenCreated() {
        RecordingDevice first = new RecordingDevice();
        RecordingDevice second = new RecordingDevice();

        assertEquals(NOW, layer(new LvmPlugin(), Map.of()).initialise(NOW, List.of(first)));
        assertEquals(NOW, layer(new MdRaidPlugin(), Map.of("level", "0")).initialise(NOW, List.of(first, second)));
        assertEquals(List.of(), first.writes());
    }

    @Test
    void raid0SplitsReadsAtStripeBoundariesAndDoublesCapacity() {
        RecordingDevice first = new RecordingDevice(10_000, 1);
        RecordingDevice second = new RecordingDevice(10_000, 1);
        BlockDevice array = device(new MdRaidPlugin(), Map.of("level", "0", "chunkKiB", 4), first, second);

        array.read(NOW, 4, 16); // chunk 8 sectors: [4,8) on first, [8,16) on second, [16,20) on first at 8

        assertEquals(20_000, array.userSectors());
        assertEquals(List.of(4L, 8L), RecordingDevice.lbas(first.reads()));
        assertEquals(List.of(4, 4), first.reads().stream().map(RecordingDevice.Command::sectors).toList());
        assertEquals(List.of(0L), RecordingDevice.lbas(second.reads()));
    }

    @Test
    void raid5WritesDataAndTheRotatingParityOfItsRow() {
        RecordingDevice first = new RecordingDevice();
        RecordingDevice second = new RecordingDevice();
        RecordingDevice third = new RecordingDevice();
        BlockDevice array = device(new MdRaidPlugin(), Map.of("level", "5", "chunkKiB", 4), first, second, third);

        array.write(NOW, 0, 8, 0); // row 0: parity on the third member, data chunk 0 on the first
        array.write(NOW, 16, 8, 0); // row 1: parity on the second, data chunk 0 on the third

        assertEquals(List.of(0L), RecordingDevice.lbas(first.writes()));
        assertEquals(List.of(8L), RecordingDevice.lbas(second.writes()));
        assertEquals(List.of(0L, 8L), RecordingDevice.lbas(third.writes()));
    }

    @Test
    void mdRaid10StripesOverTwoMirroredPairs() {
        List<RecordingDevice> drives = List.of(new RecordingDevice(), new RecordingDevice(), new RecordingDevice(),
                new RecordingDevice());
        BlockDevice array = device(new MdRaidPlugin(), Map.of("level", "10", "chunkKiB", 4),
                drives.toArray(BlockDevice[]::new));

        array.write(NOW, 8, 8, 0); // the second chunk: the second pair

        assertEquals(List.of(0, 0, 1, 1), drives.stream().map(d -> d.writes().size()).toList());
    }

    @Test
    void aLayerRejectsTheWrongNumberOfMembers() {
        StorageLayer rst = layer(new IntelRstPlugin(), Map.of("raidLevel", "5"));

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> rst.on(List.of(new RecordingDevice(), new RecordingDevice())));
        assertTrue(e.getMessage().contains("intel-rst RAID 5") && e.getMessage().contains("3"), e.getMessage());
    }
}
