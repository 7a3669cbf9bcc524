package org.ssdlab.workloads.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A block-trace text format: turns one line into one request. Problems are reported by throwing
 * {@link IllegalArgumentException} with a message that names the field and the reason, e.g.
 * {@code Size 'abc' is not a number}; the reader puts the file name and line number in front.
 */
abstract class TraceFormat {

    static final int SECTOR = SizeDistribution.SECTOR;

    /** One parsed line. */
    static final class Record {
        /** Arrival time in {@link #nanosPerTimeUnit()} units, absolute as written in the trace. */
        long time;
        /** The time field as written, for messages. */
        String timeText;
        boolean read;
        long firstSector;
        long sectors;
    }

    /** e.g. "MSR Cambridge CSV". */
    abstract String name();

    /** Name of the time field, for "time going backwards" messages. */
    abstract String timeField();

    /** Length of one unit of {@link Record#time} in nanoseconds. */
    abstract long nanosPerTimeUnit();

    /**
     * Parses one line that is neither empty nor a comment.
     *
     * @param firstRecord true while no request has been read yet (a header line may be skipped)
     * @return false to skip the line (a header)
     * @throws IllegalArgumentException naming the field and what is wrong with it
     */
    abstract boolean parse(String line, boolean firstRecord, Record out);

    static IllegalArgumentException wrongFieldCount(int expected, String separator, String fields, int found) {
        return new IllegalArgumentException("expected " + expected + " " + separator + " fields (" + fields
                + ") but found " + found);
    }

    /** A whole number, at least {@code min}. */
    static long integer(String field, String value, long min) {
        long number;
        try {
            number = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw notANumber(field, value);
        }
        if (number < min) {
            throw new IllegalArgumentException(field + " " + number
                    + (number < 0 ? " is negative" : " is too small: it must be at least " + min));
        }
        return number;
    }

    /** A decimal number, not negative, multiplied by {@code 10^scale} and rounded to a whole number. */
    static long decimal(String field, String value, int scale) {
        BigDecimal number;
        try {
            number = new BigDecimal(value);
        } catch (NumberFormatException e) {
            throw notANumber(field, value);
        }
        if (number.signum() < 0) {
            throw new IllegalArgumentException(field + " " + value + " is negative");
        }
        try {
            return number.movePointRight(scale).setScale(0, RoundingMode.HALF_UP).longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(field + " " + value + " is too large");
        }
    }

    static IllegalArgumentException notANumber(String field, String value) {
        return new IllegalArgumentException(field + " '" + value + "' is not a number");
    }

    /** Checks a request length and returns it as a sector count. */
    static long positiveSectors(String field, long sectors, String value) {
        if (sectors <= 0) {
            throw new IllegalArgumentException(field + " " + value + " is zero: a request needs at least one sector");
        }
        if (sectors > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(field + " " + value + " is too large for one request");
        }
        return sectors;
    }
}
