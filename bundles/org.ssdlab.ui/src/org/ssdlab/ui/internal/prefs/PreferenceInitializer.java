package org.ssdlab.ui.internal.prefs;

import java.nio.file.Path;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.ssdlab.ui.internal.UiIds;

/** The defaults, in the default scope, so a user setting can always be reset to them. */
public final class PreferenceInitializer extends AbstractPreferenceInitializer {

    static final int DEFAULT_CHART_INTERVAL_SECONDS = 1;

    @Override
    public void initializeDefaultPreferences() {
        IEclipsePreferences defaults = DefaultScope.INSTANCE.getNode(UiIds.BUNDLE);
        defaults.put(PreferenceKeys.RESULT_FOLDER, Path.of(System.getProperty("user.home"), "ssdlab-results").toString());
        defaults.putInt(PreferenceKeys.CHART_INTERVAL_SECONDS, DEFAULT_CHART_INTERVAL_SECONDS);
        defaults.putDouble(PreferenceKeys.RUN_SCALE, 1.0);
        // one run per core, leaving one for the workbench itself
        defaults.putInt(PreferenceKeys.PARALLEL_RUNS, Math.max(1, Runtime.getRuntime().availableProcessors() - 1));
    }
}
