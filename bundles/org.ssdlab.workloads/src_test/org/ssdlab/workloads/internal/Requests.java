package org.ssdlab.workloads.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/** Test helpers: create workloads from raw parameters and collect what they produce. */
final class Requests {

    /** A 1 GiB drive. */
    static final long GIB_SECTORS = (1L << 30) / 512;

    /** A copy of one request. */
    record Req(IoKind kind, long lba, int sectors, double compressibility, long arrivalNanos, long idleNanos) {
        long end() {
            return lba + sectors;
        }

        long bytes() {
            return sectors * 512L;
        }
    }

    private Requests() {
    }

    static Workload create(Plugin<Workload> plugin, Map<String, ?> raw) {
        return plugin.create(Parameters.validate(plugin, raw));
    }

    /** Starts the workload and collects requests until it finishes or {@code max} are taken. */
    static List<Req> run(Workload workload, long userSectors, long seed, int max) {
        workload.start(userSectors, seed);
        return collect(workload, max);
    }

    static List<Req> collect(Workload workload, int max) {
        List<Req> list = new ArrayList<>();
        IoRequest request = new IoRequest();
        while (list.size() < max && workload.next(request, 0)) {
            list.add(copy(request));
        }
        return list;
    }

    static Req copy(IoRequest r) {
        return new Req(r.kind, r.lba, r.sectors, r.compressibility, r.arrivalNanos, r.idleNanos);
    }

    static double fraction(List<Req> requests, java.util.function.Predicate<Req> test) {
        return requests.stream().filter(test).count() / (double) requests.size();
    }
}
