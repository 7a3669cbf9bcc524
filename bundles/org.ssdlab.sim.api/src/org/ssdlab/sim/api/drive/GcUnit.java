package org.ssdlab.sim.api.drive;

import java.util.Arrays;
import java.util.List;

/**
 * What garbage collection reclaims at a time, the firmware's block: one erase block on every plane
 * of every die (a superblock, the pages striped over the dies), one die's block (a block on each of
 * its planes, programmed together), or one plane's block. The smaller the unit, the finer GC's
 * choice among victims and the less data one victim holds; the host's writes still stripe over
 * every die, as the firmware keeps a block open on each ({@code docs/engine.md}, "GC granularity").
 */
public enum GcUnit {
    SUPERBLOCK("superblock"),
    DIE("die"),
    PLANE("plane");

    private final String id;

    GcUnit(String id) {
        this.id = id;
    }

    /** The name a document or a drive parameter gives it. */
    public String id() {
        return id;
    }

    public static List<String> ids() {
        return Arrays.stream(values()).map(GcUnit::id).toList();
    }

    /** @throws IllegalArgumentException naming the allowed values */
    public static GcUnit of(String id) {
        for (GcUnit unit : values()) {
            if (unit.id.equals(id)) {
                return unit;
            }
        }
        throw new IllegalArgumentException("gcUnit '" + id + "' is not one of " + ids());
    }

    /** GC lanes on a drive of {@code dies} dies of {@code planes} planes: FTL blocks reclaimed side by side. */
    public int lanes(int dies, int planes) {
        return switch (this) {
            case SUPERBLOCK -> 1;
            case DIE -> dies;
            case PLANE -> dies * planes;
        };
    }
}
