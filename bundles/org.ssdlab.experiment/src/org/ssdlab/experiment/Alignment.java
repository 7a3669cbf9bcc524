package org.ssdlab.experiment;

/**
 * Where a partitioning tool puts a partition when no sector is given. The legacy layouts matter:
 * a 63-sector start misaligns every 4 KiB cluster against the NAND pages, which is what old
 * Windows installs did.
 */
public enum Alignment {
    /** Windows XP / Server 2003: first at sector 63, later ones on 255 × 63 cylinder boundaries. */
    DOS63("dos63", 63, 255 * 63),
    /** Vista and later, modern Linux: on 1 MiB (2048-sector) boundaries. */
    MIB1("1MiB", 2048, 2048),
    /** The fdisk 224 heads × 56 sectors trick: first at 56, later ones on 12544-sector boundaries. */
    FDISK_224_56("fdisk-224-56", 56, 224 * 56);

    private final String keyword;
    private final long firstSector;
    private final long boundarySectors;

    Alignment(String keyword, long firstSector, long boundarySectors) {
        this.keyword = keyword;
        this.firstSector = firstSector;
        this.boundarySectors = boundarySectors;
    }

    public String keyword() {
        return keyword;
    }

    /** The first sector at or after {@code freeSector} this layout would use. */
    public long startAtOrAfter(long freeSector) {
        if (freeSector <= firstSector) {
            return firstSector;
        }
        return (freeSector + boundarySectors - 1) / boundarySectors * boundarySectors;
    }

    public static Alignment byKeyword(String keyword) {
        for (Alignment a : values()) {
            if (a.keyword.equals(keyword)) {
                return a;
            }
        }
        return null;
    }
}
