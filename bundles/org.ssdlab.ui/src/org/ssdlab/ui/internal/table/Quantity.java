package org.ssdlab.ui.internal.table;

/**
 * A number shown with its unit as written ("72%", "4KiB"): a {@link LabTable} sorts and filters
 * it by its number and shows its text.
 */
public final class Quantity extends Number {

    private static final long serialVersionUID = 1L;

    private final double value;
    private final String text;

    public Quantity(double value, String text) {
        this.value = value;
        this.text = text;
    }

    @Override
    public double doubleValue() {
        return value;
    }

    @Override
    public float floatValue() {
        return (float) value;
    }

    @Override
    public long longValue() {
        return (long) value;
    }

    @Override
    public int intValue() {
        return (int) value;
    }

    @Override
    public String toString() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Quantity q && q.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }
}
