package org.ssdlab.sim.core.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class PartitionTableTest {

    private static final long DEVICE = 1_000_000;

    @Test
    void dosCompatibleStartIsNotFourKibAligned() {
        Partition p = PartitionTable.dosCompatible(DEVICE).partition(1);
        assertEquals(63, p.startSector());
        assertEquals(32_256, p.startBytes());
        assertEquals(512, p.alignmentBytes());
        assertFalse(p.isAlignedTo(4096));
        assertEquals(DEVICE, p.endSector());
    }

    @Test
    void mibAlignedStartsAtOneMebibyte() {
        Partition p = PartitionTable.mibAligned(DEVICE).partition(1);
        assertEquals(2048, p.startSector());
        assertEquals(1 << 20, p.alignmentBytes());
    }

    @Test
    void fdisk224HeadsAnd56SectorsGiveCylindersOf49Times128KiB() {
        assertEquals(12_544, PartitionTable.cylinderSectors(224, 56));
        assertEquals(49L * 128 * 1024, PartitionTable.cylinderSectors(224, 56) * 512);
        PartitionTable table = PartitionTable.fdiskCylinders(DEVICE, 224, 56);
        Partition p = table.partition(1);
        assertEquals(12_544, p.startSector());
        assertEquals(128 * 1024, p.alignmentBytes(), "49 is odd: 128 KiB aligned, not 256 KiB");
        assertEquals(0, p.sectors() % 12_544, "ends on a cylinder boundary");
        assertEquals(DEVICE - DEVICE % 12_544, p.endSector());
        assertEquals(12_544 + DEVICE % 12_544, table.unpartitionedSectors());
    }

    @Test
    void unpartitionedSpaceIsLeftOver() {
        PartitionTable table = PartitionTable.mibAligned(DEVICE, 800_000);
        assertEquals(DEVICE - 800_000, table.unpartitionedSectors());
        assertEquals(802_048, table.partition(1).endSector());
    }

    @Test
    void twoPartitionsThatTouchAreAccepted() {
        PartitionTable table = new PartitionTable(DEVICE,
                List.of(new Partition(2048, 100_000), new Partition(102_048, 200_000)));
        assertEquals(2, table.partitions().size());
        assertTrue(table.partition(2).isAlignedTo(4096));
    }

    @Test
    void aPartitionInTheTablesSectorIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PartitionTable.single(DEVICE, 0));
        assertEquals("partition 1: startSector = 0 must be in [1, 999999] (LBA 0 holds the table; the device has"
                + " 1000000 sectors)", e.getMessage());
    }

    @Test
    void aPartitionPastTheEndIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PartitionTable.single(DEVICE, 2048, DEVICE));
        assertEquals("partition 1: sectors = 1000000 must be in [1, 997952] to end within the device of 1000000"
                + " sectors (startSector = 2048)", e.getMessage());
        IllegalArgumentException start = assertThrows(IllegalArgumentException.class,
                () -> PartitionTable.single(DEVICE, DEVICE, 1));
        assertTrue(start.getMessage().startsWith("partition 1: startSector = 1000000 must be in [1, 999999]"),
                start.getMessage());
    }

    @Test
    void overlappingPartitionsAreRefusedNamingBoth() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PartitionTable(DEVICE,
                List.of(new Partition(500_000, 100_000), new Partition(2048, 500_000))));
        assertEquals("partition 1: startSector = 500000 overlaps partition 2 (sectors [2048, 502048)); it must start"
                + " at or after 502048 or end at or before 2048", e.getMessage());
    }

    @Test
    void fieldsOfAPartitionAndAGeometryAreChecked() {
        assertEquals("sectors = 0 must be at least 1",
                assertThrows(IllegalArgumentException.class, () -> new Partition(63, 0)).getMessage());
        assertEquals("startSector = -1 must be zero or positive",
                assertThrows(IllegalArgumentException.class, () -> new Partition(-1, 10)).getMessage());
        assertEquals("heads = 256 must be in [1, 255]",
                assertThrows(IllegalArgumentException.class, () -> PartitionTable.cylinderSectors(256, 56))
                        .getMessage());
        assertEquals("sectorsPerTrack = 64 must be in [1, 63]",
                assertThrows(IllegalArgumentException.class, () -> PartitionTable.cylinderSectors(224, 64))
                        .getMessage());
        assertEquals("number = 2 must be in [1, 1]",
                assertThrows(IllegalArgumentException.class, () -> PartitionTable.mibAligned(DEVICE).partition(2))
                        .getMessage());
    }
}
