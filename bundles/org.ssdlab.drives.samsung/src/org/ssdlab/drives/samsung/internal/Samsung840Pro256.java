package org.ssdlab.drives.samsung.internal;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.Plugin;

/** Samsung SSD 840 Pro 256 GB: 32 dies, the model with verified figures. */
@Component(service = Plugin.class)
public final class Samsung840Pro256 extends Samsung840Pro {

    public Samsung840Pro256() {
        super(256, "Fitted to Samsung's rating [V] (hexus 49301): 540/520 MB/s sequential, 100K/90K IOPS 4 KiB QD32 "
                + "(command times 10/11 µs) and 9,900/31,000 IOPS 4 KiB QD1 (firmware latencies 23.3/13.8 µs on top "
                + "of tR and the transfers). Checked, not fitted: fresh 128 KiB QD1 read 410 MB/s (Tom's Hardware "
                + "3302 p.4, www.tomshardware.com/reviews/840-pro-ssd-toggle-mode-2,3302-4.html); AS SSD fresh read "
                + "481 MB/s (a copy of a review, pattern-maker.co.uk/category/reviews) and write 503.0 MB/s; after "
                + "ht4u.net's server load profiles Iometer's sequential write fell from 526.7 to 28.0 MB/s and TRIM "
                + "brought it back to 487.8 (www.ht4u.net/reviews/2014/samsung840proevo/index9.php); in the same state "
                + "4 KiB random writes at QD4 ran at 29.0 MB/s (ht4u's M550 test 2014 p.12). Fitted to those two "
                + "(gcRelocationMicros 25, the load modelled as two hours of 4 KiB random writes at QD32 over the "
                + "whole span, then 30 minutes idle): QD4 23.4 MB/s (-19 %), the first tenth of a sequential pass "
                + "31.7 (+13 %), the whole pass 59.0, the second pass fresh again. ht4u's AS SSD "
                + "write after load, 39.7 MB/s in its worst run: the model's first GiB in 16 MiB requests straight "
                + "after one hour of torture 45.7 MB/s, after two 30.8 (see docs/engine.md). Hardwareluxx (840/840 Pro test "
                + "2012 p.5): HD Tach 450 MB/s write fresh, 59 on average after two hours of 4 KiB random writes at "
                + "QD64, fresh again after a second pass. No published sequential read after torture was found.");
    }
}
