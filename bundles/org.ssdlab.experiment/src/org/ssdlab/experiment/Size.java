package org.ssdlab.experiment;

/**
 * An amount of storage: absolute bytes, or a percentage of the capacity that is only known once
 * the drive (and its over-provisioning) is chosen, so a document can say "25 %" and stay valid
 * across drives.
 */
public sealed interface Size {

    /** A whole number of bytes, greater than zero. */
    record Bytes(long bytes) implements Size {
        public Bytes {
            if (bytes <= 0) {
                throw new IllegalArgumentException("bytes must be positive: " + bytes);
            }
        }
    }

    /** A share of the capacity, in percent: 0 &lt; percent &lt;= 100. */
    record Percent(double percent) implements Size {
        public Percent {
            if (!(percent > 0 && percent <= 100)) {
                throw new IllegalArgumentException("percent must be in (0, 100]: " + percent);
            }
        }
    }
}
