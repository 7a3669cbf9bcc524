package org.ssdlab.ui.internal;

/** Ids declared in plugin.xml that code refers to, in one place. */
public final class UiIds {

    public static final String BUNDLE = "org.ssdlab.ui";
    public static final String PERSPECTIVE = "org.ssdlab.ui.perspective";
    public static final String CATALOG_VIEW = "org.ssdlab.ui.catalog";
    public static final String RESULTS_VIEW = "org.ssdlab.ui.results";
    public static final String SWEEP_VIEW = "org.ssdlab.ui.sweep";
    public static final String EXPERIMENT_EDITOR = "org.ssdlab.ui.experimentEditor";
    public static final String PROBLEM_MARKER = "org.ssdlab.ui.problem";
    public static final String RUN_COMMAND = "org.ssdlab.ui.run";
    public static final String NEW_EXPERIMENT_WIZARD = "org.ssdlab.ui.newExperiment";

    private UiIds() {
    }
}
