package org.ssdlab.drives.samsung.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;

/** Samsung SSD 840 Pro 128 GB: 16 dies. */
@Component(service = Plugin.class)
public final class Samsung840Pro128 extends Samsung840Pro {

    public Samsung840Pro128() {
        super(128, "Fitted to Samsung's rating for this capacity, 530/390 MB/s sequential and 97K/90K IOPS 4 KiB "
                + "QD32 (from a retailer's copy of the data sheet, [G]); its 390 MB/s "
                + "write sets tPROG for all three capacities, since only 16 dies program in parallel here.");
    }
}
