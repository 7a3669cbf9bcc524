package org.ssdlab.drives.samsung.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;

/** Samsung SSD 840 Pro 512 GB: 64 dies. */
@Component(service = Plugin.class)
public final class Samsung840Pro512 extends Samsung840Pro {

    public Samsung840Pro512() {
        super(512, "Rated like the 256 GB model, 540/520 MB/s and 100K/90K IOPS 4 KiB QD32 (Samsung's data sheet as "
                + "remembered, [G]); the timing values are the 256 GB fits, so the "
                + "sequential figures are link-bound.");
    }
}
