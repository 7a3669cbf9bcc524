package org.ssdlab.cli.internal;

/** One line for a failure that is not the user's input: what broke, and what the user can do. */
final class Failures {

    private Failures() {
    }

    /** The JVM error (or the one that caused {@code e}) that the CLI reports itself, or {@code null}. */
    static Error errorIn(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof Error error) {
                return error;
            }
        }
        return null;
    }

    static String describe(Error error) {
        if (error instanceof OutOfMemoryError) {
            long maxMiB = Runtime.getRuntime().maxMemory() >> 20;
            return "out of memory (" + error.getMessage() + "): the Java heap of " + maxMiB
                    + " MiB is too small for this; give it more, e.g. SSDLAB_JAVA_OPTS=-Xmx" + suggestedGiB(maxMiB)
                    + "g ./ssdlab ...";
        }
        if (error instanceof StackOverflowError) {
            return "internal error: the call stack overflowed; give it more with SSDLAB_JAVA_OPTS=-Xss16m ./ssdlab ...";
        }
        return "internal error: " + error;
    }

    private static long suggestedGiB(long maxMiB) {
        return Math.max(2, 2 * ((maxMiB + 1023) / 1024));
    }
}
