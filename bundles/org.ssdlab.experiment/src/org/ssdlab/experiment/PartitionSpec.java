package org.ssdlab.experiment;

import java.util.Objects;

/**
 * One partition: where it starts (a sector, or an alignment keyword resolved against the previous
 * partition's end) and how big it is. Sectors are 512 bytes, as partition tables count them.
 *
 * @param startSector first sector, or {@code null} when {@code alignment} decides
 * @param alignment   the layout rule, or {@code null} when {@code startSector} is given
 * @param size        bytes or percent of the capacity
 */
public record PartitionSpec(Long startSector, Alignment alignment, Size size) {

    public static final int SECTOR_BYTES = 512;

    public PartitionSpec {
        Objects.requireNonNull(size, "size");
        if ((startSector == null) == (alignment == null)) {
            throw new IllegalArgumentException("exactly one of startSector and alignment");
        }
    }
}
