package org.ssdlab.experiment.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The plugins one run used, each with every parameter as the plugin got it: the document's values
 * and the defaults it left out. What {@code summary.json} records so a result says what produced it.
 *
 * @param os        {@code null} when the run has no operating system
 * @param attached  the operating systems {@code attach} phases move the volume to, by phase name in
 *                  document order; empty when the drive stays on one machine
 * @param stack     outermost layer first; empty without a stack
 * @param workloads by the name of the phase that ran it (a {@code jobs} phase's jobs as {@code phase-job}),
 *                  in document order
 */
public record RunPlugins(Plugin drive, Plugin gc, Plugin os, Map<String, Plugin> attached, List<Plugin> stack,
        Map<String, Plugin> workloads) {

    /**
     * One plugin: its id and parameters by name in the plugin's declaration order; values are
     * {@link Long}, {@link Double}, {@link Boolean} or {@link String}, {@code null} for an optional
     * parameter without a default.
     */
    public record Plugin(String id, Map<String, Object> parameters) {
        public Plugin {
            Objects.requireNonNull(id, "id");
            parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        }
    }

    public RunPlugins {
        Objects.requireNonNull(drive, "drive");
        Objects.requireNonNull(gc, "gc");
        attached = Collections.unmodifiableMap(new LinkedHashMap<>(attached));
        stack = List.copyOf(stack);
        workloads = Collections.unmodifiableMap(new LinkedHashMap<>(workloads));
    }
}
