package org.ssdlab.sim.api.host;

/** The free extents of a mounted volume, in absolute LBAs of the device, as a full retrim walks them. */
@FunctionalInterface
public interface FreeSpace {

    void forEachFreeExtent(ExtentVisitor visitor);
}
