package org.ssdlab.ui.internal.prefs;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.ssdlab.ui.internal.UiIds;

/** Typed reads of the preferences: instance scope first, then the defaults. */
public final class LabPreferences {

    private static IPreferenceStore store;

    private LabPreferences() {
    }

    public static synchronized IPreferenceStore store() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, UiIds.BUNDLE);
        }
        return store;
    }

    public static Path resultFolder() {
        return Path.of(value(PreferenceKeys.RESULT_FOLDER, ""));
    }

    public static int chartIntervalSeconds() {
        return Math.max(1, Integer.parseInt(value(PreferenceKeys.CHART_INTERVAL_SECONDS, "1")));
    }

    public static int parallelRuns() {
        return Math.max(1, Integer.parseInt(value(PreferenceKeys.PARALLEL_RUNS, "1")));
    }

    /** The scale runs use; a value out of (0, 1] counts as full scale. */
    public static double runScale() {
        try {
            double scale = Double.parseDouble(value(PreferenceKeys.RUN_SCALE, "1"));
            return scale > 0 && scale <= 1 ? scale : 1;
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    private static String value(String key, String fallback) {
        return Platform.getPreferencesService().getString(UiIds.BUNDLE, key, fallback, null);
    }
}
