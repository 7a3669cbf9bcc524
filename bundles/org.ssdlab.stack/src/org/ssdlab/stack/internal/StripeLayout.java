package org.ssdlab.stack.internal;

/**
 * Where a striped array (RAID 0, 4, 5, 6) puts each chunk. A row holds one chunk at the same
 * offset on every member; {@code parityMembers} of them hold parity, the rest data. With rotating
 * parity the parity moves back one member per row and data follows it (Linux md's default
 * left-symmetric layout); without rotation the last members always hold parity (RAID 4).
 *
 * @param members        devices in the array
 * @param parityMembers  0 (RAID 0), 1 (RAID 4/5) or 2 (RAID 6)
 * @param chunkSectors   chunk (strip) size in 512-byte sectors
 * @param rotatingParity whether parity rotates over the members
 */
record StripeLayout(int members, int parityMembers, long chunkSectors, boolean rotatingParity) {

    StripeLayout {
        if (parityMembers < 0 || members - parityMembers < 2 || chunkSectors < 1) {
            throw new IllegalArgumentException("a stripe needs at least 2 data members and a chunk of 1 sector or"
                    + " more; got " + members + " members, " + parityMembers + " parity, " + chunkSectors + " sectors");
        }
    }

    private static final long SECTORS_PER_KIB = 2;

    static long sectorsOfKiB(long kib) {
        return kib * SECTORS_PER_KIB;
    }

    static StripeLayout raid0(int members, long chunkSectors) {
        return new StripeLayout(members, 0, chunkSectors, false);
    }

    int dataMembers() {
        return members - parityMembers;
    }

    /** Data sectors in one row: what the host addresses before the stripe wraps to the next row. */
    long rowDataSectors() {
        return chunkSectors * dataMembers();
    }

    /** Host capacity of the array when each member holds {@code memberSectors}. */
    long arraySectors(long memberSectors) {
        return memberSectors / chunkSectors * rowDataSectors();
    }

    /** Member holding the {@code dataIndex}-th data chunk of {@code row}. */
    int dataMember(long row, int dataIndex) {
        return (firstParityMember(row) + parityMembers + dataIndex) % members;
    }

    /** Member holding the {@code parityIndex}-th parity chunk of {@code row}. */
    int parityMember(long row, int parityIndex) {
        return (firstParityMember(row) + parityIndex) % members;
    }

    private int firstParityMember(long row) {
        return rotatingParity ? (int) (members - 1 - row % members) : members - parityMembers;
    }

    /** Receives one piece of a request that lies within one chunk. */
    @FunctionalInterface
    interface PieceVisitor {
        /** @return the time this piece completes */
        long piece(long row, int member, long memberLba, int sectors);
    }

    /**
     * Splits {@code [lba, lba + sectors)} at chunk boundaries and hands each piece, with the data
     * member and member LBA it maps to, to {@code visitor}.
     *
     * @return the latest completion the visitor returned, at least {@code now}
     */
    long forEachPiece(long now, long lba, int sectors, PieceVisitor visitor) {
        long done = now;
        long end = lba + sectors;
        for (long position = lba; position < end;) {
            long row = position / rowDataSectors();
            long inRow = position % rowDataSectors();
            long inChunk = inRow % chunkSectors;
            int length = (int) Math.min(chunkSectors - inChunk, end - position);
            int member = dataMember(row, (int) (inRow / chunkSectors));
            done = Math.max(done, visitor.piece(row, member, row * chunkSectors + inChunk, length));
            position += length;
        }
        return done;
    }
}
