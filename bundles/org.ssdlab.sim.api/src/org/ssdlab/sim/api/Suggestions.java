package org.ssdlab.sim.api;

import java.util.Collection;
import java.util.Locale;

/**
 * "; did you mean 'x'?" for a near miss (a plugin id, a command, an example name): the closest known
 * word within a few edits, if any.
 */
public final class Suggestions {

    private Suggestions() {
    }

    /**
     * "unknown parameter 'versoin'; did you mean 'version'? known: version, disableDeleteNotify": the
     * one wording for an unknown name wherever a list of the known ones exists.
     */
    public static String unknown(String what, String given, Collection<String> known) {
        String hint = didYouMean(given, known);
        return "unknown " + what + " '" + given + "'" + (hint.isEmpty() ? ";" : hint) + " known: "
                + (known.isEmpty() ? "(none)" : String.join(", ", known));
    }

    public static String didYouMean(String given, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String g = given.toLowerCase(Locale.ROOT);
        for (String k : known) {
            int d = distance(g, k.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= Math.max(2, given.length() / 4) ? "; did you mean '" + best + "'?" : "";
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
