package org.ssdlab.sim.core.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.PriorityQueue;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The runner's min-heap of outstanding completions gives the earliest slot after every replacement. */
class CompletionHeapTest {

    @Test
    void replacingTheRootKeepsTheEarliestCompletionOnTopAtEveryQueueDepth() {
        SplittableRandom random = new SplittableRandom(5);
        for (int depth : new int[] { 1, 2, 3, 7, 8, 32, 33 }) {
            long[] heap = new long[depth];
            PriorityQueue<Long> reference = new PriorityQueue<>();
            for (int i = 0; i < depth; i++) {
                reference.add(0L);
            }
            for (int step = 0; step < 20_000; step++) {
                assertEquals(reference.peek().longValue(), heap[0], "depth " + depth + ", step " + step);
                // each completion after the one it replaces, by up to 1 µs or by 0-2 ns: ties too
                long done = heap[0] + (random.nextInt(4) == 0 ? random.nextInt(3) : random.nextInt(1, 1000));
                reference.poll();
                reference.add(done);
                heap[0] = done;
                WorkloadRunner.siftDown(heap);
            }
        }
    }
}
