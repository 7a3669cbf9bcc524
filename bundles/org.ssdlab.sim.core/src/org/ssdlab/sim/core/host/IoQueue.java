package org.ssdlab.sim.core.host;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;

/** Requests the file system owes the device (journal writes, barriers, write-back), first in first out. */
final class IoQueue {

    private IoKind[] kinds = new IoKind[64];
    private long[] lbas = new long[64];
    private int[] sectors = new int[64];
    private double[] compressibility = new double[64];
    private boolean[] fua = new boolean[64];
    private int head;
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    void add(IoKind kind, long lba, int count, double dataCompressibility, boolean forceUnitAccess) {
        if (size == kinds.length) {
            grow();
        }
        int i = (head + size) % kinds.length;
        kinds[i] = kind;
        lbas[i] = lba;
        sectors[i] = count;
        compressibility[i] = dataCompressibility;
        fua[i] = forceUnitAccess;
        size++;
    }

    boolean poll(IoRequest request) {
        if (size == 0) {
            return false;
        }
        request.set(kinds[head], lbas[head], sectors[head], compressibility[head]);
        request.fua = fua[head];
        head = (head + 1) % kinds.length;
        size--;
        return true;
    }

    private void grow() {
        int n = kinds.length;
        IoKind[] k = new IoKind[2 * n];
        long[] l = new long[2 * n];
        int[] s = new int[2 * n];
        double[] c = new double[2 * n];
        boolean[] f = new boolean[2 * n];
        for (int i = 0; i < size; i++) {
            int from = (head + i) % n;
            k[i] = kinds[from];
            l[i] = lbas[from];
            s[i] = sectors[from];
            c[i] = compressibility[from];
            f[i] = fua[from];
        }
        kinds = k;
        lbas = l;
        sectors = s;
        compressibility = c;
        fua = f;
        head = 0;
    }
}
