package org.ssdlab.sim.core.host;

import java.util.Arrays;

/**
 * A set of non-negative long keys, each given a dense index (0, 1, … in insertion order) until
 * {@link #clear}: open addressing with linear probing, so that ZFS's per-write and per-TXG
 * bookkeeping boxes nothing and allocates only when it grows.
 */
final class LongIndex {

    private static final long EMPTY = -1;

    private long[] keys = new long[1024];
    private int[] indexes = new int[1024];
    private long[] inOrder = new long[512];
    private int size;

    LongIndex() {
        Arrays.fill(keys, EMPTY);
    }

    int size() {
        return size;
    }

    /** The key given index {@code i}. */
    long key(int i) {
        return inOrder[i];
    }

    /** The index of {@code key}, or -1. */
    int indexOf(long key) {
        int mask = keys.length - 1;
        for (int i = mix(key) & mask;; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return indexes[i];
            }
            if (k == EMPTY) {
                return -1;
            }
        }
    }

    /** Adds {@code key} if absent; returns its index, or {@code -1 - index} when it was there already. */
    int add(long key) {
        if (key < 0) {
            throw new IllegalArgumentException("key = " + key + " must be zero or positive");
        }
        int mask = keys.length - 1;
        for (int i = mix(key) & mask;; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return -1 - indexes[i];
            }
            if (k == EMPTY) {
                keys[i] = key;
                indexes[i] = size;
                if (size == inOrder.length) {
                    inOrder = Arrays.copyOf(inOrder, 2 * size);
                }
                inOrder[size] = key;
                size++;
                if (2 * size > keys.length) {
                    grow();
                }
                return size - 1;
            }
        }
    }

    void clear() {
        if (size > 0) {
            Arrays.fill(keys, EMPTY);
            size = 0;
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldIndexes = indexes;
        keys = new long[2 * oldKeys.length];
        indexes = new int[keys.length];
        Arrays.fill(keys, EMPTY);
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != EMPTY) {
                int i = mix(oldKeys[j]) & mask;
                while (keys[i] != EMPTY) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                indexes[i] = oldIndexes[j];
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E37_79B9_7F4A_7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
