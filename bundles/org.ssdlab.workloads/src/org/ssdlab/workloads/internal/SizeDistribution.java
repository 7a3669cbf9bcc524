package org.ssdlab.workloads.internal;

import java.util.Arrays;

import org.ssdlab.sim.api.SplitMix64;
import org.ssdlab.sim.api.PluginException;

/**
 * Request sizes with their weights, e.g. {@code 512:4,4096:67,8192:10}, sampled in a few
 * comparisons without allocating.
 */
final class SizeDistribution {

    static final int SECTOR = 512;

    private final int[] sectors;
    /** Cumulative probabilities, the last exactly 1. */
    private final double[] cumulative;
    private final double[] weights;

    private SizeDistribution(int[] sectors, double[] weights) {
        this.sectors = sectors;
        this.weights = weights;
        this.cumulative = new double[weights.length];
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            cumulative[i] = sum / total;
        }
        cumulative[weights.length - 1] = 1.0;
    }

    /** Sizes in bytes (multiples of 512) with positive weights, e.g. percentages. */
    static SizeDistribution of(long[] bytes, double[] weights) {
        int[] sectors = new int[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            sectors[i] = Math.toIntExact(bytes[i] / SECTOR);
        }
        return new SizeDistribution(sectors, weights.clone());
    }

    /**
     * Parses one size in bytes ({@code 4096}) or a weighted list {@code size:weight,...}.
     *
     * @param owner     who is asking, e.g. {@code workload 'synthetic'}
     * @param parameter the parameter the text came from
     * @throws PluginException naming the parameter and the bad token
     */
    static SizeDistribution parse(String text, String owner, String parameter) {
        String[] tokens = text.split(",", -1);
        long[] bytes = new long[tokens.length];
        double[] weights = new double[tokens.length];
        int weighted = 0;
        for (int i = 0; i < tokens.length; i++) {
            String token = tokens[i].trim();
            String problem = parseToken(token, i, bytes, weights);
            if (problem == null && token.indexOf(':') >= 0) {
                weighted++;
            }
            for (int j = 0; problem == null && j < i; j++) {
                if (bytes[j] == bytes[i]) {
                    problem = "size " + bytes[i] + " is listed twice";
                }
            }
            if (problem != null) {
                throw PluginException.forParameter(parameter,
                        owner + ": parameter '" + parameter + "' = '" + text + "': token '" + token
                        + "': " + problem + "; expected one size in bytes (4096) or size:weight pairs "
                        + "(512:4,4096:67), sizes multiples of 512, weights positive");
            }
        }
        if (weighted != 0 && weighted != tokens.length) {
            throw PluginException.forParameter(parameter, owner + ": parameter '" + parameter + "' = '" + text
                    + "': give a weight for every size (size:weight) or for none");
        }
        if (weighted == 0) {
            Arrays.fill(weights, 1.0);
        }
        return of(bytes, weights);
    }

    private static String parseToken(String token, int index, long[] bytes, double[] weights) {
        if (token.isEmpty()) {
            return "empty entry";
        }
        int colon = token.indexOf(':');
        String size = (colon < 0 ? token : token.substring(0, colon)).trim();
        try {
            bytes[index] = Long.parseLong(size);
        } catch (NumberFormatException e) {
            return "size '" + size + "' is not a whole number of bytes";
        }
        if (bytes[index] <= 0 || bytes[index] % SECTOR != 0) {
            return "size " + bytes[index] + " is not a positive multiple of 512 bytes";
        }
        if (bytes[index] / SECTOR > Integer.MAX_VALUE) {
            return "size " + bytes[index] + " is too large";
        }
        if (colon < 0) {
            weights[index] = 1.0;
            return null;
        }
        String weight = token.substring(colon + 1).trim();
        try {
            weights[index] = Double.parseDouble(weight);
        } catch (NumberFormatException e) {
            return "weight '" + weight + "' is not a number";
        }
        if (!(weights[index] > 0) || Double.isInfinite(weights[index])) {
            return "weight " + weight + " is not positive";
        }
        return null;
    }

    int count() {
        return sectors.length;
    }

    int sectors(int index) {
        return sectors[index];
    }

    int maxSectors() {
        int max = 0;
        for (int s : sectors) {
            max = Math.max(max, s);
        }
        return max;
    }

    /** Probability of entry {@code index}. */
    double probability(int index) {
        return cumulative[index] - (index == 0 ? 0 : cumulative[index - 1]);
    }

    /** Draws an entry index. */
    int pick(SplitMix64 random) {
        double u = random.nextDouble();
        int last = cumulative.length - 1;
        for (int i = 0; i < last; i++) {
            if (u < cumulative[i]) {
                return i;
            }
        }
        return last;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < sectors.length; i++) {
            double w = weights[i];
            text.append(i == 0 ? "" : ",").append((long) sectors[i] * SECTOR).append(':')
                    .append(w == Math.rint(w) && w < 1e15 ? String.valueOf((long) w) : String.valueOf(w));
        }
        return text.toString();
    }
}
