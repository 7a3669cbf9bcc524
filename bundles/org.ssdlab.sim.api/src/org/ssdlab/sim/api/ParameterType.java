package org.ssdlab.sim.api;

/** The value types a plugin parameter can have. */
public enum ParameterType {
    INTEGER("integer"),
    DECIMAL("number"),
    BOOLEAN("true or false"),
    CHOICE("one of"),
    /** Free text checked by the plugin itself, e.g. a file path or a size distribution. */
    TEXT("text");

    private final String description;

    ParameterType(String description) {
        this.description = description;
    }

    /** How the type reads in an error message or a parameter listing. */
    public String description() {
        return description;
    }
}
