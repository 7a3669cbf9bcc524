package org.ssdlab.experiment.chart;

import java.math.BigDecimal;
import java.math.MathContext;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;

/**
 * How tick and value labels read: latencies in µs, ms or s and large counts with k/M, so a log
 * axis shows "250 µs" and "1.5 ms" rather than 10^5.4. Both renderers use {@link #format()}.
 */
public enum AxisFormat {
    /** Plain numbers; 10 000 and more as 10k, 1.2M. */
    NUMBER,
    /** A duration given in microseconds. */
    MICROSECONDS,
    /** Plain numbers as they are (seconds, GB, WA). */
    PLAIN;

    /** Three significant digits at most, no trailing zeros. */
    public String label(double v) {
        if (!Double.isFinite(v)) {
            return "";
        }
        double a = Math.abs(v);
        return switch (this) {
            case MICROSECONDS -> a >= 1e6 ? digits(v / 1e6) + " s" : a >= 1e3 ? digits(v / 1e3) + " ms" : digits(v) + " µs";
            case NUMBER -> a >= 1e6 ? digits(v / 1e6) + "M" : a >= 1e4 ? digits(v / 1e3) + "k" : digits(v);
            case PLAIN -> digits(v);
        };
    }

    static String digits(double v) {
        if (v == 0) {
            return "0";
        }
        BigDecimal d = new BigDecimal(v).round(new MathContext(Math.abs(v) >= 1000 ? 4 : 3));
        return d.stripTrailingZeros().toPlainString();
    }

    /** A {@link NumberFormat} for axis ticks (JFreeChart's override, SWTChart's tick format). */
    public NumberFormat format() {
        AxisFormat self = this;
        return new NumberFormat() {
            private static final long serialVersionUID = 1L;

            @Override
            public StringBuffer format(double number, StringBuffer to, FieldPosition pos) {
                return to.append(self.label(number));
            }

            @Override
            public StringBuffer format(long number, StringBuffer to, FieldPosition pos) {
                return to.append(self.label(number));
            }

            @Override
            public Number parse(String source, ParsePosition pos) {
                return null;
            }
        };
    }
}
