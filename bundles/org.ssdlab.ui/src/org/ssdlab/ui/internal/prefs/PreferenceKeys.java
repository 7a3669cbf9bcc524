package org.ssdlab.ui.internal.prefs;

/** Every preference of the workbench, stored in the instance scope of bundle {@code org.ssdlab.ui}. */
public final class PreferenceKeys {

    /** Folder under which each run writes its result directory. */
    public static final String RESULT_FOLDER = "resultFolder";

    /** Seconds between live chart refreshes while a run is going. */
    public static final String CHART_INTERVAL_SECONDS = "chartIntervalSeconds";

    /** How many of an experiment's runs simulate at the same time. */
    public static final String PARALLEL_RUNS = "parallelRuns";

    /** 0 &lt; scale &lt;= 1: drives, sizes and durations shrink by it, for quick checks (1 = full scale). */
    public static final String RUN_SCALE = "runScale";

    private PreferenceKeys() {
    }
}
