package org.ssdlab.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks a partition list as far as it can without the drive: percentages may not add up to more
 * than the capacity, and partitions whose start and size are both known in sectors may not
 * overlap. Anything that needs the capacity (a byte size beyond it, a start after a percentage)
 * is left to the run, which knows the drive.
 */
final class PartitionLayout {

    private final Problems problems;

    PartitionLayout(Problems problems) {
        this.problems = problems;
    }

    void check(String path, List<PartitionSpec> partitions) {
        double percent = partitions.stream().map(PartitionSpec::size).filter(Size.Percent.class::isInstance)
                .mapToDouble(s -> ((Size.Percent) s).percent()).sum();
        if (percent > 100 + 1e-9) {
            problems.add(path, "the partitions take "
                    + new java.math.BigDecimal(percent).round(new java.math.MathContext(10)).stripTrailingZeros().toPlainString()
                    + " % of the capacity; allowed: at most 100 %");
        }
        List<long[]> placed = new ArrayList<>(); // {first sector, end sector (exclusive), index}
        Long freeSector = 0L; // null once a percentage makes positions depend on the capacity
        for (int i = 0; i < partitions.size(); i++) {
            PartitionSpec p = partitions.get(i);
            Long start = p.startSector() != null ? p.startSector()
                    : freeSector == null ? null : p.alignment().startAtOrAfter(freeSector);
            Long end = start != null && p.size() instanceof Size.Bytes b
                    ? start + b.bytes() / PartitionSpec.SECTOR_BYTES : null;
            if (start != null && end != null) {
                for (long[] other : placed) {
                    if (start < other[1] && other[0] < end) {
                        problems.add(JsonNode.index(path, i) + ".start", "sectors " + start + ".." + (end - 1)
                                + " overlap partitions[" + other[2] + "] (sectors " + other[0] + ".." + (other[1] - 1)
                                + "); allowed: a start at or after sector " + other[1]);
                    }
                }
                placed.add(new long[] { start, end, i });
            }
            freeSector = end;
        }
    }
}
