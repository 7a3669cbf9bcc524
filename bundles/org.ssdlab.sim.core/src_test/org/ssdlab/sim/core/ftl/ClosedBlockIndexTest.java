package org.ssdlab.sim.core.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ssdlab.sim.api.SplitMix64;

/** Corrupt links can make the index loop forever, hence the preemptive timeout. */
@Timeout(value = 30, threadMode = ThreadMode.SEPARATE_THREAD)
class ClosedBlockIndexTest {

    private static final int BLOCKS = 64;
    private static final int UNITS = 16;

    private final int[] valid = new int[BLOCKS];
    private final ClosedBlockIndex index = new ClosedBlockIndex(BLOCKS, UNITS, valid, new SplitMix64(99));
    /** The closed blocks as the test sees them, oldest first. */
    private final List<Integer> closed = new ArrayList<>();
    private long clock;

    private void close(int block, int validUnits) {
        valid[block] = validUnits;
        index.add(block, ++clock);
        closed.add(block);
    }

    private void remove(int block) {
        index.remove(block);
        closed.remove(Integer.valueOf(block));
    }

    private void drop(int block) {
        valid[block]--;
        index.validDropped(block, valid[block]);
    }

    private List<Integer> walk() {
        List<Integer> order = new ArrayList<>();
        for (int b = index.oldest(); b >= 0; b = index.newer(b)) {
            order.add(b);
            assertTrue(order.size() <= BLOCKS, "cycle in closing order: " + order);
        }
        return order;
    }

    private Set<Integer> enumerated() {
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < index.count(); i++) {
            assertTrue(seen.add(index.at(i)), "at() repeats block " + index.at(i));
        }
        return seen;
    }

    private void assertMatchesModel() {
        assertEquals(closed.size(), index.count());
        assertEquals(closed, walk());
        assertEquals(new HashSet<>(closed), enumerated());
        int buckets = 0;
        for (int v = 0; v <= UNITS; v++) {
            buckets += index.bucketSize(v);
        }
        assertEquals(closed.size(), buckets, "blocks across valid-count buckets");
        for (int b = 0; b < BLOCKS; b++) {
            assertEquals(closed.contains(b), index.contains(b), "contains(" + b + ")");
            if (closed.contains(b)) {
                assertTrue(index.inBucket(b, valid[b]), "block " + b + " not in bucket " + valid[b]);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(longs = { 1, 2, 3 })
    void fewestValidAlwaysMatchesABruteForceScan(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int op = 0; op < 6000; op++) {
            int action = rnd.nextInt(10);
            if (closed.isEmpty() || (action < 4 && closed.size() < BLOCKS)) {
                int block;
                do {
                    block = rnd.nextInt(BLOCKS);
                } while (closed.contains(block));
                close(block, rnd.nextInt(UNITS + 1));
            } else if (action < 8) {
                int block = closed.get(rnd.nextInt(closed.size()));
                if (valid[block] > 0) {
                    drop(block);
                }
            } else {
                remove(closed.get(rnd.nextInt(closed.size())));
            }
            // blocks outside the index change too (open blocks being written); the index must not care
            int outside = rnd.nextInt(BLOCKS);
            if (!closed.contains(outside)) {
                valid[outside] = rnd.nextInt(UNITS + 1);
            }
            if (!closed.isEmpty()) {
                int min = closed.stream().mapToInt(b -> valid[b]).min().orElseThrow();
                int chosen = index.fewestValid();
                assertTrue(closed.contains(chosen), "fewestValid returned non-member " + chosen + " at op " + op);
                assertEquals(min, valid[chosen], "fewestValid at op " + op);
                assertEquals(closed.get(0), index.oldest(), "oldest at op " + op);
            }
            assertEquals(closed.size(), index.count(), "count at op " + op);
            if (op % 97 == 0) {
                assertMatchesModel();
            }
        }
        assertMatchesModel();
    }

    @Test
    void fewestValidFollowsDropsBelowTheCurrentMinimum() {
        close(10, 8);
        close(11, 5);
        close(12, 9);
        assertEquals(11, index.fewestValid());
        drop(12);
        drop(12);
        drop(12);
        drop(12);
        drop(12);
        assertEquals(4, valid[12]);
        assertEquals(12, index.fewestValid());
        remove(12);
        assertEquals(11, index.fewestValid());
        remove(11);
        assertEquals(10, index.fewestValid());
        close(13, UNITS);
        assertEquals(10, index.fewestValid());
    }

    @Test
    void oldestAndNewerFollowClosingOrderAcrossRemovals() {
        for (int block : new int[] { 3, 1, 4, 0, 5, 2 }) {
            close(block, UNITS);
        }
        assertEquals(List.of(3, 1, 4, 0, 5, 2), walk());
        remove(4); // middle
        assertEquals(List.of(3, 1, 0, 5, 2), walk());
        remove(3); // oldest
        assertEquals(1, index.oldest());
        remove(2); // newest
        assertEquals(-1, index.newer(5));
        assertEquals(List.of(1, 0, 5), walk());
        close(4, 0);
        close(3, 1);
        assertEquals(List.of(1, 0, 5, 4, 3), walk());
        assertEquals(clock, index.now());
        assertEquals(clock, index.closedAt(3));
        assertEquals(clock - 1, index.closedAt(4));
        index.tick(clock + 40);
        assertEquals(clock + 40, index.now());
        assertMatchesModel();
    }

    @Test
    void removingEveryBlockLeavesAnEmptyOrder() {
        close(7, 3);
        close(8, 2);
        remove(7);
        remove(8);
        assertEquals(0, index.count());
        assertEquals(-1, index.oldest());
        close(8, 6);
        assertEquals(List.of(8), walk());
        assertEquals(8, index.fewestValid());
    }

    @Test
    void randomReturnsOnlyMembersAndCoversAll() {
        for (int b = 0; b < 40; b++) {
            close(b, b % (UNITS + 1));
        }
        for (int b = 0; b < 40; b += 3) {
            remove(b); // holes in the dense array, filled by swaps
        }
        Set<Integer> hit = new HashSet<>();
        for (int i = 0; i < 5000; i++) {
            int block = index.random();
            assertTrue(closed.contains(block), "random() returned non-member " + block);
            hit.add(block);
        }
        assertEquals(new HashSet<>(closed), hit);
    }

    @Test
    void atEnumeratesExactlyTheMembers() {
        for (int b = 20; b < 30; b++) {
            close(b, 4);
        }
        remove(20);
        remove(25);
        remove(29);
        assertEquals(7, index.count());
        assertEquals(Set.of(21, 22, 23, 24, 26, 27, 28), enumerated());
        assertThrows(IndexOutOfBoundsException.class, () -> index.at(7));
        assertThrows(IndexOutOfBoundsException.class, () -> index.at(-1));
    }

    @Test
    void clearEmptiesTheIndex() {
        for (int b = 0; b < 10; b++) {
            close(b, b);
        }
        index.clear();
        closed.clear();
        assertEquals(0, index.count());
        assertEquals(-1, index.oldest());
        for (int b = 0; b < BLOCKS; b++) {
            assertFalse(index.contains(b));
        }
        assertThrows(IndexOutOfBoundsException.class, () -> index.at(0));
        close(9, UNITS); // full: the only member, above every stale minimum
        assertEquals(9, index.fewestValid());
        assertEquals(9, index.oldest());
        assertEquals(-1, index.newer(9));
        assertMatchesModel();
    }
}
