package org.ssdlab.experiment;

/**
 * How a fill writes: through the file system (files, so later deletes become TRIMs as the OS
 * decides) or straight to the block device (every LBA written, no file system involved).
 */
public enum FillLevel {
    FILE("file"), BLOCK("block");

    private final String keyword;

    FillLevel(String keyword) {
        this.keyword = keyword;
    }

    public String keyword() {
        return keyword;
    }
}
