package org.ssdlab.sim.core.timing;

import java.util.Arrays;

/**
 * When each die and each channel of one drive is next free, and which die the next page of each
 * write stream lands on. A superblock stripes its pages over the dies (page p of a superblock is
 * on die {@code (p / planesPerOperation) % dies}), so the k-th page a write frontier programs is
 * on die {@code (k / planesPerOperation) % dies} whatever block it is in: a cursor per frontier
 * places programs on the same dies that later reads of that data will find.
 * <p>
 * An erase occupies only its own die. A superblock erase is one block erase per die, booked on
 * each die just before that die's next program (the firmware erases a die's block when that die
 * needs it), so GC never stalls every die at once.
 * <p>
 * With program/erase suspend (a positive suspend latency), a host read that finds its die in a
 * program or erase waits only the suspend latency; the suspended operation ends later by the read
 * and that latency. Reads that arrive while the die is already suspended follow one another
 * without a second suspend.
 * <p>
 * A page a host read brought into its plane's register stays there until the die's next operation:
 * a later read of another unit of that page takes it out of the register with no new tR (ONFI's
 * Change Read Column), as a sub-page read at QD1 finds the rest of its page.
 */
final class DieSchedule {

    private final int dies;
    private final int channels;
    /** Each die's channel, die mod channels: a table, as a division per page costs more than the booking. */
    private final int[] channelOf;
    private final int planesPerOperation;
    private final long eraseNanos;
    private final long suspendNanos;
    /** Where the program/erase run a die is busy with until {@code dieFree} began; NONE when its last operation was a read. */
    private final long[] suspendableFrom;
    /** When the reads served during a die's current suspension end. */
    private final long[] suspendedReadsUntil;
    private final long[] dieFree;
    /** The page each plane's register holds (die × planesPerOperation + plane), or -1. */
    private final int[] registerPage;
    /** A die's {@code dieFree} when its registers were loaded: they hold their pages while it is unchanged. */
    private final long[] registerLoadedAt;
    private final long[] channelFree;
    private final int[] pendingErases;
    /** Die of the k-th page of a stripe (k in [0, planes × dies)), with bit 31 set where a program operation starts. */
    private final int[] stripeDie;
    /** The write streams, one a frontier: host data, GC relocations, wear levelling's cold moves. */
    static final int HOST = 0;
    static final int GC = 1;
    static final int COLD = 2;
    /** Each stream's position in the stripe, so no 64-bit division per page. */
    private final int[] cursor = new int[3];
    private final boolean sharedFrontier;
    /** The cold stream's positions in the stripe when its worn block is one GC lane's ({@link #restartColdStream(int, int)}); 0 pages: the whole stripe. */
    private int coldFirstSlot;
    private int coldTurnPages;
    private int gcReadDie;
    /** Time each die and each channel has been booked busy so far: their utilisation. */
    private final long[] dieBusy;
    private final long[] channelBusy;
    private EventTrace trace;
    private int traceDrive;

    private static final long NONE = Long.MAX_VALUE;

    DieSchedule(int channels, int dies, int planesPerOperation, long eraseNanos, boolean sharedFrontier) {
        this(channels, dies, planesPerOperation, eraseNanos, sharedFrontier, 0);
    }

    /** @param suspendNanos program/erase suspend latency for host reads; 0: reads wait for programs and erases */
    DieSchedule(int channels, int dies, int planesPerOperation, long eraseNanos, boolean sharedFrontier,
            long suspendNanos) {
        this.suspendNanos = suspendNanos;
        this.suspendableFrom = new long[dies];
        this.suspendedReadsUntil = new long[dies];
        Arrays.fill(suspendableFrom, NONE);
        this.dies = dies;
        this.channels = channels;
        this.channelOf = new int[dies];
        for (int die = 0; die < dies; die++) {
            channelOf[die] = die % channels;
        }
        this.planesPerOperation = planesPerOperation;
        this.eraseNanos = eraseNanos;
        this.sharedFrontier = sharedFrontier;
        this.dieFree = new long[dies];
        this.registerPage = new int[dies * planesPerOperation];
        Arrays.fill(registerPage, -1);
        this.registerLoadedAt = new long[dies];
        this.channelFree = new long[channels];
        this.pendingErases = new int[dies];
        this.dieBusy = new long[dies];
        this.channelBusy = new long[channels];
        this.stripeDie = new int[planesPerOperation * dies];
        for (int k = 0; k < stripeDie.length; k++) {
            int die = k / planesPerOperation;
            stripeDie[k] = k % planesPerOperation == 0 ? die | Integer.MIN_VALUE : die;
        }
    }

    int dies() {
        return dies;
    }

    /** The frontiers start new superblocks, on die 0 (after a secure erase). */
    void restartStreams() {
        Arrays.fill(cursor, 0);
    }

    /** The die of stripe position {@code slot} (any non-negative position: the stripe repeats), bit 31 as in the table. */
    private int slotDie(int slot) {
        return stripeDie[slot % stripeDie.length];
    }

    /**
     * {@code count} erased blocks of a GC lane that spans {@code laneDies} (a superblock: every die):
     * a block erase waiting on each.
     */
    void eraseBlocks(int[] laneDies, long count) {
        if (count == 0) {
            return; // the common case: called after every request
        }
        for (int die : laneDies) {
            pendingErases[die] += (int) Math.min(Integer.MAX_VALUE - pendingErases[die], count);
        }
    }

    /** Books every waiting erase now (idle time, secure erase); returns when the last ends. */
    long bookPendingErases(long from) {
        long done = from;
        for (int die = 0; die < dies; die++) {
            if (pendingErases[die] > 0) {
                long start = Math.max(from, dieFree[die]);
                beginProgramOrErase(die, start);
                dieFree[die] = erase(die, start);
            }
            done = Math.max(done, dieFree[die]);
        }
        return done;
    }

    /**
     * The die of the next page of {@code stream} ({@link #HOST}, {@link #GC}, {@link #COLD}),
     * advancing it; with a shared frontier host data and GC are one stream.
     *
     * @return the die, and whether this page starts a (multi-plane) program operation in bit 31
     */
    int nextProgramDie(int stream) {
        int s = stream == GC && sharedFrontier ? HOST : stream;
        if (s == COLD && coldTurnPages > 0) {
            return slotDie(coldFirstSlot + cursor[COLD]++ % coldTurnPages);
        }
        int k = cursor[s];
        cursor[s] = k + 1 == stripeDie.length ? 0 : k + 1;
        return stripeDie[k];
    }

    /** A cold move begins at the first page of its worn block. */
    void restartColdStream() {
        cursor[COLD] = 0;
    }

    /**
     * A cold move begins at the first page of a worn block of one GC lane, whose pages take the
     * stripe's positions {@code [firstSlot, firstSlot + turnPages)} in turn (page j at
     * {@code firstSlot + j % turnPages}); the whole stripe once more after {@link #restartColdStream()}.
     */
    void restartColdStream(int firstSlot, int turnPages) {
        cursor[COLD] = 0;
        coldFirstSlot = firstSlot;
        coldTurnPages = turnPages;
    }

    /** Transfers a page over the die's channel from {@code from} on; returns when it has arrived. */
    long transferToDie(int die, long from, long transferNanos) {
        int channel = channelOf[die];
        channelFree[channel] = Math.max(from, channelFree[channel]) + transferNanos;
        channelBusy[channel] += transferNanos;
        return channelFree[channel];
    }

    /** Programs on {@code die} once its data is there, after any erase waiting there; returns the end. */
    long program(int die, long dataReady, long programNanos) {
        long start = Math.max(dataReady, dieFree[die]);
        beginProgramOrErase(die, start);
        if (pendingErases[die] > 0) {
            start = erase(die, start);
        }
        dieFree[die] = start + programNanos;
        dieBusy[die] += programNanos;
        return dieFree[die];
    }

    /** The erases waiting on {@code die}, from {@code start}; returns when they end. */
    private long erase(int die, long start) {
        int erases = pendingErases[die];
        if (trace != null) {
            for (int i = 0; i < erases; i++) {
                trace.erase(traceDrive, die, start + i * eraseNanos, start + (i + 1) * eraseNanos);
            }
        }
        long end = start + erases * eraseNanos;
        dieBusy[die] += end - start;
        pendingErases[die] = 0;
        return end;
    }

    /** A program or erase booked on {@code die} from {@code start}: what a host read may suspend. */
    private void beginProgramOrErase(int die, long start) {
        if (suspendNanos > 0 && (start > dieFree[die] || suspendableFrom[die] == NONE)) {
            suspendableFrom[die] = start; // a new run; one that follows straight on keeps its start
        }
    }

    /**
     * A host read's tR on {@code die} from {@code from} on: as {@link #read} unless the controller
     * suspends, and the die is then in a program or erase, which the read interrupts.
     *
     * @return when the data is in the die's register
     */
    long hostRead(int die, long from, long readNanos) {
        if (suspendNanos == 0 || from >= dieFree[die] || suspendableFrom[die] == NONE) {
            suspendableFrom[die] = NONE;
            return read(die, from, readNanos);
        }
        long start;
        long added;
        if (from < suspendedReadsUntil[die]) {
            start = suspendedReadsUntil[die]; // already suspended: after the reads before it
            added = readNanos;
        } else {
            start = Math.max(from, suspendableFrom[die]) + suspendNanos;
            added = suspendNanos + readNanos;
        }
        long end = start + readNanos;
        suspendedReadsUntil[die] = end;
        dieFree[die] += added; // the suspended operation resumes after the read
        dieBusy[die] += added;
        return end;
    }

    long dieFree(int die) {
        return dieFree[die];
    }

    /**
     * Whether {@code page} is still in its plane's register on {@code die}: read there and nothing
     * done on the die since. Its data is then ready at {@link #dieFree}, when that read ended.
     */
    boolean registerHolds(int die, int plane, int page) {
        return registerPage[die * planesPerOperation + plane] == page && registerLoadedAt[die] == dieFree[die];
    }

    /**
     * {@code page} is in its plane's register once a read whose data was ready at {@code ready}
     * ends; a read that suspended a program or erase leaves nothing, as the operation resumes.
     * Any other operation on the die since the registers were loaded has taken every plane's.
     */
    void holdInRegister(int die, int plane, int page, long ready) {
        int first = die * planesPerOperation;
        if (registerLoadedAt[die] != dieFree[die]) {
            Arrays.fill(registerPage, first, first + planesPerOperation, -1);
        }
        registerLoadedAt[die] = dieFree[die];
        registerPage[first + plane] = ready == dieFree[die] ? page : -1;
    }

    /** A page read (tR) on {@code die} from {@code from} on; returns when the data is in the die's register. */
    long read(int die, long from, long readNanos) {
        dieFree[die] = Math.max(from, dieFree[die]) + readNanos;
        dieBusy[die] += readNanos;
        return dieFree[die];
    }

    /**
     * The register's contents out over the die's channel. The channel is booked as a rate from
     * {@code issued} (when the controller queued the transfer), not from the die's ready time: a
     * single "free at" time booked at a busy die's far-off ready time would hold every other die's
     * transfers on that channel behind it, which a channel scheduler does not do.
     *
     * @return when the data is at the controller: after the die's tR and after the channel's earlier transfers
     */
    long transferFromDie(int die, long issued, long registerReady, long transferNanos) {
        int channel = channelOf[die];
        channelFree[channel] = Math.max(issued, channelFree[channel]) + transferNanos;
        channelBusy[channel] += transferNanos;
        return Math.max(registerReady + transferNanos, channelFree[channel]);
    }

    /**
     * A page GC reads back to relocate it: its tR and its transfer to the controller (no copyback:
     * the data goes through ECC). A victim is scanned in page order, so its pages visit the dies
     * in turn.
     */
    void gcRead(long from, long readNanos, long transferNanos) {
        int die = gcReadDie;
        gcReadDie = die + 1 == dies ? 0 : die + 1;
        transferFromDie(die, from, read(die, from, readNanos), transferNanos);
    }

    /** Sends each erase to {@code trace} (null: none) as drive {@code drive}. */
    void trace(EventTrace trace, int drive) {
        this.trace = trace;
        this.traceDrive = drive;
    }

    /** Adds each die's booked busy time so far to {@code into} (one entry per die). */
    void addDieBusy(long[] into) {
        for (int d = 0; d < dies; d++) {
            into[d] += dieBusy[d];
        }
    }

    /** Adds each channel's booked busy time so far to {@code into} (one entry per channel). */
    void addChannelBusy(long[] into) {
        for (int c = 0; c < channels; c++) {
            into[c] += channelBusy[c];
        }
    }

    int channels() {
        return channels;
    }

    /** When every die and channel has finished what is booked. */
    long allFreeAt() {
        long t = 0;
        for (long free : dieFree) {
            t = Math.max(t, free);
        }
        for (long free : channelFree) {
            t = Math.max(t, free);
        }
        return t;
    }
}
