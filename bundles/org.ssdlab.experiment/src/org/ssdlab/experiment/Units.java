package org.ssdlab.experiment;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The unit grammar of documents. Kept strict and small so a value means one thing only:
 * <pre>
 * duration = number unit          unit: ms | s | min | h | d        e.g. "30min", "2000s", "1.5h"
 * size     = number unit          unit: B | kB | KB | MB | GB | TB  (powers of 1000, as drives are sold)
 *                                       | KiB | MiB | GiB | TiB     (powers of 1024)
 *          | integer              a JSON number: bytes
 * share    = number "%"           percent of the capacity, 0 &lt; p &lt;= 100, e.g. "27.24%"
 * number   = digits [ "." digits ]  no sign, no exponent; one optional space before the unit
 * </pre>
 * Values must be greater than zero; sizes must come to a whole number of bytes.
 */
public final class Units {

    public static final String DURATION_ALLOWED = "a positive number with unit ms, s, min, h or d, e.g. \"30min\"";
    public static final String SIZE_ALLOWED =
            "a positive number of bytes, or a number with unit B, kB, MB, GB, TB, KiB, MiB, GiB or TiB, e.g. \"40GB\"";
    public static final String SHARE_ALLOWED = SIZE_ALLOWED + ", or a percentage 0-100 of the capacity, e.g. \"25%\"";

    private static final Pattern QUANTITY = Pattern.compile("(\\d{1,18}(?:\\.\\d{1,18})?) ?([A-Za-z%]+)");
    private static final Map<String, Long> DURATION_NANOS = Map.of("ms", 1_000_000L, "s", 1_000_000_000L,
            "min", 60_000_000_000L, "h", 3_600_000_000_000L, "d", 86_400_000_000_000L);
    private static final Map<String, Long> SIZE_BYTES = Map.of("B", 1L, "kB", 1000L, "KB", 1000L,
            "MB", 1000_000L, "GB", 1000_000_000L, "TB", 1000_000_000_000L, "KiB", 1L << 10, "MiB", 1L << 20,
            "GiB", 1L << 30, "TiB", 1L << 40);

    private Units() {
    }

    /** @throws IllegalArgumentException naming the text and what is allowed */
    public static Duration parseDuration(String text) {
        Matcher m = QUANTITY.matcher(text);
        Long unit = m.matches() ? DURATION_NANOS.get(m.group(2)) : null;
        BigDecimal nanos = unit == null ? null : new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unit));
        if (nanos == null || nanos.signum() <= 0 || nanos.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            throw new IllegalArgumentException("'" + text + "' is not a duration" + didYouMean(text) + " allowed: "
                    + DURATION_ALLOWED);
        }
        return Duration.ofNanos(nanos.setScale(0, RoundingMode.HALF_UP).longValueExact());
    }

    /**
     * Parses a size; a percentage only when {@code shareAllowed}.
     *
     * @throws IllegalArgumentException naming the text and what is allowed
     */
    public static Size parseSize(String text, boolean shareAllowed) {
        String allowed = shareAllowed ? SHARE_ALLOWED : SIZE_ALLOWED;
        Matcher m = QUANTITY.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a size; allowed: " + allowed);
        }
        BigDecimal number = new BigDecimal(m.group(1));
        if ("%".equals(m.group(2)) && shareAllowed) {
            if (number.signum() <= 0 || number.compareTo(BigDecimal.valueOf(100)) > 0) {
                throw new IllegalArgumentException("'" + text + "' is not a percentage in (0, 100]; allowed: " + allowed);
            }
            return new Size.Percent(number.doubleValue());
        }
        Long unit = SIZE_BYTES.get(m.group(2));
        if (unit == null) {
            throw new IllegalArgumentException("'" + text + "' has an unknown unit" + didYouMean(text) + " allowed: "
                    + allowed);
        }
        return bytes(text, number.multiply(BigDecimal.valueOf(unit)), allowed);
    }

    /** A size given as a JSON number: bytes. */
    public static Size.Bytes parseBytes(String numberText) {
        BigDecimal number;
        try {
            number = new BigDecimal(numberText);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + numberText + "' is not a number of bytes; allowed: " + SIZE_ALLOWED);
        }
        return bytes(numberText, number, SIZE_ALLOWED);
    }

    private static Size.Bytes bytes(String text, BigDecimal bytes, String allowed) {
        if (bytes.signum() <= 0) {
            throw new IllegalArgumentException("'" + text + "' is not a positive size; allowed: " + allowed);
        }
        if (bytes.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            throw new IllegalArgumentException("'" + text + "' is too large; allowed: at most 8 EiB ("
                    + Long.MAX_VALUE + " bytes), " + allowed);
        }
        if (bytes.stripTrailingZeros().scale() > 0) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number of bytes; allowed: " + allowed);
        }
        return new Size.Bytes(bytes.longValueExact());
    }

    private static final Pattern NEAR_MISS = Pattern.compile("(\\d+(?:\\.\\d+)?) ?([A-Za-z]+)");
    private static final Map<String, String> NEAR_MISS_UNITS = Map.ofEntries(Map.entry("k", "KiB"),
            Map.entry("K", "KiB"), Map.entry("Ki", "KiB"), Map.entry("kiB", "KiB"), Map.entry("kb", "kB"),
            Map.entry("m", "MiB"), Map.entry("M", "MiB"), Map.entry("Mi", "MiB"), Map.entry("mb", "MB"),
            Map.entry("g", "GiB"), Map.entry("G", "GiB"), Map.entry("Gi", "GiB"), Map.entry("gb", "GB"),
            Map.entry("t", "TiB"), Map.entry("T", "TiB"), Map.entry("b", "B"), Map.entry("sec", "s"),
            Map.entry("secs", "s"), Map.entry("mins", "min"), Map.entry("hr", "h"),
            Map.entry("msec", "ms"));

    /**
     * "; did you mean '128KiB'?" for a size or duration in another tool's spelling (fio's "128k"),
     * or ";" when the text is no near miss (so that "; allowed: ..." can follow either way).
     */
    public static String didYouMean(String text) {
        Matcher m = NEAR_MISS.matcher(text.strip());
        String unit = m.matches() ? NEAR_MISS_UNITS.get(m.group(2)) : null;
        return unit == null ? ";" : "; did you mean '" + m.group(1) + unit + "'?";
    }
}
