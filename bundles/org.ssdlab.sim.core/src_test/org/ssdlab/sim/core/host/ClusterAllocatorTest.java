package org.ssdlab.sim.core.host;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.SplitMix64;

class ClusterAllocatorTest {

    private static int[] runs(ClusterExtents extents) {
        int[] flat = new int[2 * extents.count()];
        for (int i = 0; i < extents.count(); i++) {
            flat[2 * i] = extents.start(i);
            flat[2 * i + 1] = extents.length(i);
        }
        return flat;
    }

    private static ClusterExtents allocate(ClusterAllocator allocator, int count) {
        ClusterExtents extents = new ClusterExtents();
        allocator.allocate(count, extents);
        return extents;
    }

    @Test
    void nextFitContinuesAfterTheLastAllocationAndWrapsAcrossHoles() {
        ClusterAllocator allocator = new ClusterAllocator(100);
        ClusterExtents a = allocate(allocator, 10);
        allocate(allocator, 10);
        allocate(allocator, 10);
        allocator.free(a.start(0), a.length(0)); // a hole at 0..9, behind the rover
        assertArrayEquals(new int[] {30, 5}, runs(allocate(allocator, 5)), "next-fit does not go back to the hole");
        assertArrayEquals(new int[] {35, 65, 0, 5}, runs(allocate(allocator, 70)), "up to the end, then wraps");
        assertEquals(5, allocator.rover());
        assertEquals(5, allocator.freeClusters());
        assertArrayEquals(new int[] {5, 5}, runs(allocate(allocator, 5)));
        assertEquals(0, allocator.freeClusters());
    }

    @Test
    void aFileTakesTheNextFreeClustersAcrossHoles() {
        ClusterAllocator allocator = new ClusterAllocator(200);
        ClusterExtents[] files = new ClusterExtents[20];
        for (int i = 0; i < files.length; i++) {
            files[i] = allocate(allocator, 10);
        }
        for (int i = 0; i < files.length; i += 2) {
            allocator.free(files[i].start(0), files[i].length(0)); // every other file: holes of 10
        }
        ClusterExtents big = allocate(allocator, 35); // rover had wrapped to 0
        assertArrayEquals(new int[] {0, 10, 20, 10, 40, 10, 60, 5}, runs(big));
        assertEquals(65, allocator.rover());
    }

    @Test
    void freeCountsFollowAllocationAndFreeingAcrossWordBoundaries() {
        ClusterAllocator allocator = new ClusterAllocator(1000);
        ClusterExtents a = allocate(allocator, 130);
        ClusterExtents b = allocate(allocator, 300);
        assertEquals(570, allocator.freeClusters());
        allocator.free(a.start(0), a.length(0));
        assertEquals(700, allocator.freeClusters());
        assertEquals(0, allocator.nextFree(0));
        assertEquals(130, allocator.nextAllocated(0));
        assertEquals(430, allocator.nextFree(130));
        assertFalse(allocator.isAllocated(129));
        assertTrue(allocator.isAllocated(130));
        assertTrue(allocator.isAllocated(429));
        allocator.free(b.start(0), b.length(0));
        assertEquals(1000, allocator.freeClusters());
        assertEquals(1000, allocator.nextAllocated(0));
    }

    @Test
    void randomAllocationsNeverOverlapAndFreeingRestoresTheSpace() {
        ClusterAllocator allocator = new ClusterAllocator(5000);
        SplitMix64 random = new SplitMix64(3);
        ClusterExtents[] files = new ClusterExtents[200];
        int used = 0;
        for (int round = 0; round < 2000; round++) {
            int slot = random.nextInt(files.length);
            if (files[slot] != null) {
                for (int r = 0; r < files[slot].count(); r++) {
                    allocator.free(files[slot].start(r), files[slot].length(r));
                }
                used -= (int) files[slot].clusters();
                files[slot] = null;
            } else {
                int count = 1 + random.nextInt(60);
                if (count <= allocator.freeClusters()) {
                    files[slot] = allocate(allocator, count);
                    assertEquals(count, files[slot].clusters());
                    used += count;
                }
            }
            assertEquals(5000 - used, allocator.freeClusters());
        }
        boolean[] owned = new boolean[5000];
        for (ClusterExtents file : files) {
            for (int r = 0; file != null && r < file.count(); r++) {
                for (int c = file.start(r); c < file.start(r) + file.length(r); c++) {
                    assertFalse(owned[c], "cluster " + c + " belongs to two files");
                    owned[c] = true;
                    assertTrue(allocator.isAllocated(c));
                }
            }
        }
    }

    @Test
    void overAllocationAndDoubleFreeAreRefused() {
        ClusterAllocator allocator = new ClusterAllocator(64);
        allocate(allocator, 60);
        IllegalStateException full = assertThrows(IllegalStateException.class, () -> allocate(allocator, 5));
        assertEquals("volume full: 5 clusters needed, 4 free", full.getMessage());
        allocator.free(10, 5);
        IllegalStateException twice = assertThrows(IllegalStateException.class, () -> allocator.free(8, 4));
        assertEquals("cluster 10 is free already", twice.getMessage());
        assertEquals(9, allocator.freeClusters());
    }

    @Test
    void fileOffsetsFindTheirRun() {
        ClusterExtents extents = new ClusterExtents();
        extents.append(100, 10);
        extents.append(500, 5);
        extents.append(505, 5); // continues the previous run
        extents.append(7, 1);
        assertEquals(3, extents.count());
        assertEquals(21, extents.clusters());
        assertEquals(0, extents.runOf(9));
        assertEquals(1, extents.runOf(10));
        assertEquals(1, extents.runOf(19));
        assertEquals(2, extents.runOf(20));
        assertEquals(10, extents.firstFileCluster(1));
    }
}
