package org.ssdlab.sim.core.host;

import java.util.Arrays;

import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.SplitMix64;

/**
 * File-system use over simulated time ({@link ChurnSpec}): sessions of creates, appends, in-place
 * overwrites and deletes, each session followed by idle time until the next begins. A file dies
 * when its lifetime has passed or when the volume would pass its fullness target (the file due
 * soonest goes first); every delete goes through the volume's {@link org.ssdlab.sim.api.host.TrimPolicy},
 * which decides whether and when the drive hears of it. Allocation is the volume's next-fit, so
 * new files land in the holes old ones left: without TRIM the drive ends up holding stale copies
 * spread over all its blocks.
 * <p>
 * Works only on the files it created. Deterministic for a seed; no allocation per request.
 */
public final class FileChurn extends VolumeOperation {

    private final ChurnSpec spec;
    private final ExtentWriter writer;
    private SplitMix64 random;
    /** Live files of this churn in a min-heap on their time of death. */
    private long[] deaths = new long[64];
    private int[] heapFiles = new int[64];
    private int live;

    private long targetClusters;
    private long sessionNanos;
    private long firstSessionAt;
    private int session;
    private long sessionWritten;
    private long idleUntil = -1;
    private boolean finished;

    private long bytesWritten;
    private long created;
    private long deleted;
    private long appends;
    private long overwrites;

    FileChurn(FileSystem fs, ChurnSpec spec) {
        super(fs);
        this.spec = spec;
        this.writer = new ExtentWriter(fs);
    }

    /** Host bytes of file data written so far (whole clusters, as sent). */
    public long bytesWritten() {
        return bytesWritten;
    }

    public long filesCreated() {
        return created;
    }

    public long filesDeleted() {
        return deleted;
    }

    public long appends() {
        return appends;
    }

    public long overwrites() {
        return overwrites;
    }

    /** Files of this churn that still exist. */
    public int liveFiles() {
        return live;
    }

    @Override
    void seeded(long seed) {
        random = new SplitMix64(seed);
    }

    @Override
    void begin(long now) {
        targetClusters = (long) (spec.fullness() * fs.clusters());
        sessionNanos = spec.durationNanos() / spec.sessions();
        firstSessionAt = now;
    }

    @Override
    boolean produce(IoRequest request, long now) {
        while (!finished) {
            if (writer.hasMore()) {
                return writer.next(request, now);
            }
            if (idleUntil >= 0) {
                if (now < idleUntil) {
                    long until = Math.min(idleUntil, fs.nextDueNanos());
                    if (until <= now) {
                        until = idleUntil; // a policy that stays due must not stall time
                    }
                    request.set(IoKind.IDLE, 0, 0, 0);
                    request.idleNanos = until - now;
                    return true;
                }
                idleUntil = -1;
                if (++session == spec.sessions()) {
                    finished = true;
                    break;
                }
                sessionWritten = 0;
            }
            expire(now);
            if (sessionWritten >= quota(session) || !startOperation(now)) {
                idleUntil = firstSessionAt + (session + 1) * sessionNanos;
            }
        }
        return false;
    }

    /** This session's share of the bytes; the last takes the remainder. */
    private long quota(int s) {
        long each = spec.hostBytes() / spec.sessions();
        return s == spec.sessions() - 1 ? spec.hostBytes() - each * (spec.sessions() - 1) : each;
    }

    /** Starts one create, append or overwrite; false when none can write anything. */
    private boolean startOperation(long now) {
        double u = random.nextDouble();
        if (u < spec.appendShare() + spec.overwriteShare() && live > 0) {
            return u < spec.appendShare() ? append(now) : overwrite();
        }
        return create(now);
    }

    private boolean create(long now) {
        long wanted = drawBytes();
        long bytes = Math.min(wanted, roomClusters(now, clustersOf(wanted)) * fs.clusterBytes());
        if (bytes <= 0) {
            return false;
        }
        int file = fs.reserve();
        FileEntry entry = fs.createNow(file, bytes, spec.compressibility(), now);
        push(file, random.nextDouble() < spec.keptShare() ? Long.MAX_VALUE : now + lifetime());
        created++;
        write(entry, 0, entry.extents.clusters());
        return true;
    }

    private boolean append(long now) {
        long add = drawBytes();
        long room = roomClusters(now, clustersOf(add) + 1);
        if (live == 0) {
            return create(now);
        }
        int file = heapFiles[random.nextInt(live)];
        FileEntry entry = fs.live(file);
        long fits = room * fs.clusterBytes() - (entry.extents.clusters() * fs.clusterBytes() - entry.bytes);
        add = Math.min(add, Math.min(fits, spec.maxFileBytes() - entry.bytes));
        if (add <= 0) {
            return overwrite();
        }
        long first = fs.appendNow(file, add, now);
        appends++;
        write(entry, first, entry.extents.clusters() - first);
        return true;
    }

    private boolean overwrite() {
        FileEntry entry = fs.live(heapFiles[random.nextInt(live)]);
        long clusters = entry.extents.clusters();
        long length = Math.min(clusters, clustersOf(drawBytes()));
        if (length == 0) {
            return false;
        }
        long first = (long) (random.nextDouble() * (clusters - length + 1));
        overwrites++;
        write(entry, first, length);
        return true;
    }

    private void write(FileEntry entry, long firstCluster, long clusters) {
        writer.begin(entry.extents, firstCluster, clusters, entry.compressibility);
        long bytes = clusters * fs.clusterBytes();
        bytesWritten += bytes;
        sessionWritten += bytes;
    }

    /**
     * Deletes files, the one due soonest first, until {@code clusters} more fit under the
     * fullness target; returns how many clusters may be taken (possibly fewer).
     */
    private long roomClusters(long now, long clusters) {
        while (live > 0 && usedClusters() + clusters > targetClusters) {
            delete(now);
        }
        return Math.max(0, Math.min(fs.freeClusters(), targetClusters - usedClusters()));
    }

    private long usedClusters() {
        return fs.clusters() - fs.freeClusters();
    }

    private void expire(long now) {
        while (live > 0 && deaths[0] <= now) {
            delete(now);
        }
    }

    private void delete(long now) {
        fs.deleteNow(heapFiles[0], now);
        deleted++;
        pop();
    }

    /** A log-normal size, at least one byte and at most the largest file. */
    private long drawBytes() {
        double gauss = Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
        double bytes = spec.medianBytes() * Math.exp(spec.sizeSigma() * gauss);
        return (long) Math.max(1, Math.min(spec.maxFileBytes(), bytes));
    }

    private long lifetime() {
        return (long) Math.min(Long.MAX_VALUE / 4, -Math.log(1 - random.nextDouble()) * spec.lifetimeNanos());
    }

    private long clustersOf(long bytes) {
        return (bytes + fs.clusterBytes() - 1) / fs.clusterBytes();
    }

    // ---- the heap of live files by time of death -----------------------------------------

    private void push(int file, long death) {
        if (live == deaths.length) {
            deaths = Arrays.copyOf(deaths, 2 * live);
            heapFiles = Arrays.copyOf(heapFiles, 2 * live);
        }
        int i = live++;
        while (i > 0 && deaths[(i - 1) >>> 1] > death) {
            int parent = (i - 1) >>> 1;
            deaths[i] = deaths[parent];
            heapFiles[i] = heapFiles[parent];
            i = parent;
        }
        deaths[i] = death;
        heapFiles[i] = file;
    }

    private void pop() {
        long death = deaths[--live];
        int file = heapFiles[live];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= live) {
                break;
            }
            if (child + 1 < live && deaths[child + 1] < deaths[child]) {
                child++;
            }
            if (deaths[child] >= death) {
                break;
            }
            deaths[i] = deaths[child];
            heapFiles[i] = heapFiles[child];
            i = child;
        }
        if (live > 0) {
            deaths[i] = death;
            heapFiles[i] = file;
        }
    }
}
