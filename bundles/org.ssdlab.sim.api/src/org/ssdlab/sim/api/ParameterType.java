package org.ssdlab.sim.api;

/** The value types a plugin parameter can have. */
public enum ParameterType {
    INTEGER("integer"),
    DECIMAL("number"),
    BOOLEAN("true or false"),
    CHOICE("one of");

    private final String description;

    ParameterType(String description) {
        this.description = description;
    }

    /** How the type reads in an error message or a parameter listing. */
    public String description() {
        return description;
    }
}
