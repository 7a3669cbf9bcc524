package org.ssdlab.sim.api.host;

/** Receives extents of sectors, one call each, without allocating. */
@FunctionalInterface
public interface ExtentVisitor {

    void extent(long lba, long sectors);
}
