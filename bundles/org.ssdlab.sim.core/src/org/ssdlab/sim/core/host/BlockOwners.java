package org.ssdlab.sim.core.host;

import java.util.Arrays;

/**
 * Which transaction last changed each dirty metadata block: an open-addressing hash map from
 * block (int, at least 0) to transaction id (long), linear probing with backward-shift deletion,
 * so that no boxing or per-entry object is needed on the metadata path.
 */
final class BlockOwners {

    private static final int EMPTY = -1;

    private int[] keys = new int[1024];
    private long[] values = new long[1024];
    private int size;

    BlockOwners() {
        Arrays.fill(keys, EMPTY);
    }

    int size() {
        return size;
    }

    /** The owner of {@code block}, or -1. */
    long get(int block) {
        int mask = keys.length - 1;
        for (int i = mix(block) & mask;; i = (i + 1) & mask) {
            int k = keys[i];
            if (k == block) {
                return values[i];
            }
            if (k == EMPTY) {
                return -1;
            }
        }
    }

    void put(int block, long owner) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = mix(block) & mask;; i = (i + 1) & mask) {
            if (keys[i] == block) {
                values[i] = owner;
                return;
            }
            if (keys[i] == EMPTY) {
                keys[i] = block;
                values[i] = owner;
                size++;
                return;
            }
        }
    }

    void remove(int block) {
        int mask = keys.length - 1;
        int i = mix(block) & mask;
        while (keys[i] != block) {
            if (keys[i] == EMPTY) {
                return;
            }
            i = (i + 1) & mask;
        }
        // backward shift: move later entries of the probe run into the hole
        int hole = i;
        for (int j = (i + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
            int home = mix(keys[j]) & mask;
            if (((j - home) & mask) >= ((j - hole) & mask)) {
                keys[hole] = keys[j];
                values[hole] = values[j];
                hole = j;
            }
        }
        keys[hole] = EMPTY;
        size--;
    }

    private void grow() {
        int[] oldKeys = keys;
        long[] oldValues = values;
        keys = new int[oldKeys.length * 2];
        values = new long[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int mix(int key) {
        int h = key * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
