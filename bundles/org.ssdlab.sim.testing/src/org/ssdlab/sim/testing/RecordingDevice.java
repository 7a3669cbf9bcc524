package org.ssdlab.sim.testing;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.workload.IoKind;
import org.ssdlab.sim.api.workload.IoRequest;
import org.ssdlab.sim.api.workload.Workload;

/**
 * A fake drive for tests of what a layer, file system or workload sends: it records every command and
 * completes it after a service time ({@link ServiceTime}, a fixed one by default). A command beyond the
 * device fails, so a layer that miscomputes an address is caught where it happens.
 */
public final class RecordingDevice implements BlockDevice {

    /** One command as received: kind, issue time, first sector, sectors; compressibility for writes (else NaN). */
    public record Command(IoKind kind, long at, long lba, int sectors, double compressibility) {

        /** A write as this device records it (for expectations in tests that do not import the workload API). */
        public static Command write(long at, long lba, int sectors, double compressibility) {
            return new Command(IoKind.WRITE, at, lba, sectors, compressibility);
        }

        /** A TRIM as this device records it. */
        public static Command trim(long at, long lba, int sectors) {
            return new Command(IoKind.TRIM, at, lba, sectors, Double.NaN);
        }
    }

    /** How long a command takes, from its kind, issue time and size. */
    @FunctionalInterface
    public interface ServiceTime {
        long nanos(IoKind kind, long now, int sectors);

        static ServiceTime fixed(long nanos) {
            return (kind, now, sectors) -> nanos;
        }
    }

    /** The service time of {@link #RecordingDevice()}. */
    public static final long SERVICE_NANOS = 10_000;

    private final long userSectors;
    private final ServiceTime serviceTime;
    private final boolean trimReachesDrive;
    private final List<Command> commands = new ArrayList<>();

    private RecordingDevice(long userSectors, ServiceTime serviceTime, boolean trimReachesDrive) {
        this.userSectors = userSectors;
        this.serviceTime = serviceTime;
        this.trimReachesDrive = trimReachesDrive;
    }

    public RecordingDevice(long userSectors, ServiceTime serviceTime) {
        this(userSectors, serviceTime, true);
    }

    public RecordingDevice(long userSectors, long serviceNanos) {
        this(userSectors, ServiceTime.fixed(serviceNanos));
    }

    /** A million sectors, {@link #SERVICE_NANOS} a command. */
    public RecordingDevice() {
        this(1_000_000, SERVICE_NANOS);
    }

    /** A device of this size that completes every command at once. */
    public static RecordingDevice instant(long userSectors) {
        return new RecordingDevice(userSectors, 0);
    }

    /** The same device, but behind something that drops TRIM before it reaches the drive. */
    public RecordingDevice withoutTrimReachingTheDrive() {
        return new RecordingDevice(userSectors, serviceTime, false);
    }

    @Override
    public long userSectors() {
        return userSectors;
    }

    @Override
    public long write(long now, long lba, int sectors, double compressibility) {
        return record(new Command(IoKind.WRITE, now, lba, sectors, compressibility));
    }

    @Override
    public long read(long now, long lba, int sectors) {
        return record(new Command(IoKind.READ, now, lba, sectors, Double.NaN));
    }

    @Override
    public long trim(long now, long lba, int sectors) {
        return record(new Command(IoKind.TRIM, now, lba, sectors, Double.NaN));
    }

    @Override
    public long flush(long now) {
        return record(new Command(IoKind.FLUSH, now, 0, 0, Double.NaN));
    }

    @Override
    public long idle(long now, long durationNanos) {
        commands.add(new Command(IoKind.IDLE, now, 0, 0, Double.NaN));
        return now + durationNanos;
    }

    @Override
    public boolean trimReachesDrive() {
        return trimReachesDrive;
    }

    private long record(Command command) {
        if (command.lba() < 0 || command.lba() + command.sectors() > userSectors) {
            throw new IllegalArgumentException("beyond the device of " + userSectors + " sectors: " + command);
        }
        commands.add(command);
        return command.at() + serviceTime.nanos(command.kind(), command.at(), command.sectors());
    }

    /**
     * Runs a workload at queue depth 1 from {@code now}, started with this device's size and {@code seed};
     * returns the time it ends.
     */
    public long run(Workload workload, long now, long seed) {
        workload.start(userSectors, seed);
        IoRequest request = new IoRequest();
        long t = now;
        while (workload.next(request, t)) {
            t = switch (request.kind) {
                case WRITE -> request.fua ? writeFua(t, request.lba, request.sectors, request.compressibility)
                        : write(t, request.lba, request.sectors, request.compressibility);
                case FLUSH -> flush(t);
                case READ -> read(t, request.lba, request.sectors);
                case TRIM -> trim(t, request.lba, request.sectors);
                case IDLE -> idle(t, request.idleNanos);
            };
        }
        return t;
    }

    /** Every command so far, oldest first (a copy). */
    public List<Command> commands() {
        return List.copyOf(commands);
    }

    /** Forgets the commands so far. */
    public void clear() {
        commands.clear();
    }

    public List<Command> of(IoKind kind) {
        return commands.stream().filter(c -> c.kind() == kind).toList();
    }

    public List<Command> writes() {
        return of(IoKind.WRITE);
    }

    public List<Command> reads() {
        return of(IoKind.READ);
    }

    public List<Command> trims() {
        return of(IoKind.TRIM);
    }

    public static List<Long> lbas(List<Command> commands) {
        return commands.stream().map(Command::lba).toList();
    }

    /** How often each sector was written. */
    public int[] writesPerSector() {
        int[] counts = new int[Math.toIntExact(userSectors)];
        for (Command write : writes()) {
            for (long lba = write.lba(); lba < write.lba() + write.sectors(); lba++) {
                counts[(int) lba]++;
            }
        }
        return counts;
    }
}
