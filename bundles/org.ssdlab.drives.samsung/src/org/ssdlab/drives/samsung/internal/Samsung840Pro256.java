package org.ssdlab.drives.samsung.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;

/** Samsung SSD 840 Pro 256 GB: 32 dies, the model with verified figures. */
@Component(service = Plugin.class)
public final class Samsung840Pro256 extends Samsung840Pro {

    public Samsung840Pro256() {
        super(256, "Fitted to Samsung's rating [V] (hexus 49301): 540/520 MB/s sequential, 100K/90K IOPS 4 KiB QD32 "
                + "(command times 10/11 µs) and 9,900/31,000 IOPS 4 KiB QD1 (firmware latencies 23.3/13.8 µs on top "
                + "of tR and the transfers).");
    }
}
