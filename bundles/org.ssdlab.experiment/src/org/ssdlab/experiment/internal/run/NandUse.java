package org.ssdlab.experiment.internal.run;

import java.util.Map;

/**
 * The observed drive's NAND work so far: the time each die and each channel has been booked busy,
 * the victims GC took, the cold blocks it moved to level wear, the superblocks it erased and how
 * often the least, the average and the most worn superblock has been erased. The difference of two gives a phase's
 * utilisation (busy time over the phase's duration; work is booked when it is scheduled, so a
 * phase that ends with work queued can read a little over 100 %).
 */
record NandUse(long[] dieBusyNanos, long[] channelBusyNanos, long gcVictims, long wearLevelingVictims,
        long superblockErases, int leastErases, double meanErases, int mostErases) {

    /** Adds this phase's figures, from {@code start} over {@code seconds}, to a phase's counts. */
    void addSince(NandUse start, double seconds, Map<String, Double> counts) {
        if (seconds > 0) {
            addUtilisation("die", dieBusyNanos, start.dieBusyNanos, seconds, counts);
            addUtilisation("channel", channelBusyNanos, start.channelBusyNanos, seconds, counts);
        }
        counts.put("gcVictims", (double) (gcVictims - start.gcVictims));
        counts.put("wearLevelingVictims", (double) (wearLevelingVictims - start.wearLevelingVictims));
        counts.put("superblockErases", (double) (superblockErases - start.superblockErases));
        // wear is a state, not a phase's work: as it stands at the phase's end
        counts.put("eraseCountMin", (double) leastErases);
        counts.put("eraseCountMean", meanErases); // what Samsung's SMART attribute 177 reports
        counts.put("eraseCountMax", (double) mostErases);
    }

    private static void addUtilisation(String what, long[] now, long[] before, double seconds,
            Map<String, Double> counts) {
        double sum = 0;
        double max = 0;
        for (int i = 0; i < now.length; i++) {
            double busy = (now[i] - before[i]) / 1e9;
            sum += busy;
            max = Math.max(max, busy);
        }
        counts.put(what + "BusyPercent", round(100 * sum / now.length / seconds));
        counts.put(what + "BusyMaxPercent", round(100 * max / seconds));
    }

    /** One decimal: utilisation is an estimate, more digits would only be noise in the files. */
    private static double round(double percent) {
        return Math.round(percent * 10) / 10.0;
    }
}
