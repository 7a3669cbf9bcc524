package org.ssdlab.sim.api.host;

/**
 * How a copy-on-write file system (ZFS) writes: nothing in place. A rewrite of part of a file
 * rewrites its whole record at a new place; every transaction group (TXG) then writes, at new
 * places too, the indirect blocks above the changed records, the changed dnode blocks and the
 * pool's own metadata, each in {@code metadataCopies} or {@code poolCopies} copies, and finally
 * the new uberblock into the labels, between two cache flushes. The old copies are freed (and
 * go to the TRIM policy) when the TXG that replaced them is written.
 *
 * @param recordBytes         the dataset's recordsize: a file larger than one record is made of records of this size
 * @param txgNanos            how often an open TXG with changes is written (zfs_txg_timeout)
 * @param indirectBytes       an indirect (or dnode, or pool metadata) block as written, after compression
 * @param pointersPerIndirect block pointers in one indirect block (128 KiB / 128 B = 1 024)
 * @param dnodesPerBlock      dnodes in one dnode block (16 KiB / 512 B = 32)
 * @param metadataCopies      copies of each dataset metadata block (redundant_metadata=all: 2)
 * @param poolBlocksPerTxg    pool (MOS) metadata blocks every TXG rewrites, besides the dataset's own
 * @param poolCopies          copies of each pool metadata block
 * @param uberblockBytes      one uberblock slot: max(1 KiB, 2^ashift), at most 8 KiB
 * @param startReservedBytes  labels L0, L1 and the boot area at the start of the vdev (4 MiB)
 * @param endReservedBytes    labels L2, L3 at its end (512 KiB)
 * @param allocationBytes     the allocation unit, 2^ashift: the volume's cluster must be this size
 */
public record CopyOnWrite(int recordBytes, long txgNanos, int indirectBytes, int pointersPerIndirect, int dnodesPerBlock,
        int metadataCopies, int poolBlocksPerTxg, int poolCopies, int uberblockBytes, long startReservedBytes,
        long endReservedBytes, int allocationBytes) {

    /** One vdev label: 256 KiB, its uberblock ring the second half [V: vdev_impl.h]. */
    public static final long LABEL_BYTES = 256 << 10;
    /** The uberblock ring's offset inside a label and its size: 128 KiB [V]. */
    public static final long UBERBLOCK_RING_BYTES = 128 << 10;

    public CopyOnWrite {
        if (recordBytes < 512 || Integer.bitCount(recordBytes) != 1) {
            throw new IllegalArgumentException("recordBytes = " + recordBytes + " must be a power of two, at least 512");
        }
        if (txgNanos <= 0 || indirectBytes < 512 || pointersPerIndirect < 2 || dnodesPerBlock < 1 || metadataCopies < 1
                || poolBlocksPerTxg < 0 || poolCopies < 1 || uberblockBytes < 512 || startReservedBytes < 0
                || endReservedBytes < 0 || allocationBytes < 512 || Integer.bitCount(allocationBytes) != 1) {
            throw new IllegalArgumentException("copy-on-write settings out of range: " + this);
        }
    }

    /** These settings on a run shrunk by {@code factor}: the TXG interval shrinks with the run's durations. */
    public CopyOnWrite shrunk(double factor) {
        return factor == 1 ? this
                : new CopyOnWrite(recordBytes, Math.max(1, Math.round(txgNanos * factor)), indirectBytes,
                        pointersPerIndirect, dnodesPerBlock, metadataCopies, poolBlocksPerTxg, poolCopies, uberblockBytes,
                        startReservedBytes, endReservedBytes, allocationBytes);
    }
}
