package org.ssdlab.stack.internal;

import java.util.ArrayList;
import java.util.List;

import org.ssdlab.sim.api.host.BlockDevice;

/** A fake drive that records every command and completes each after a fixed service time. */
final class RecordingDevice implements BlockDevice {

    enum Kind { WRITE, READ, TRIM, FLUSH }

    record Command(Kind kind, long at, long lba, int sectors, double compressibility) {
    }

    static final long SERVICE_NANOS = 10_000;

    private final long userSectors;
    private final long serviceNanos;
    private final List<Command> commands = new ArrayList<>();

    RecordingDevice(long userSectors, long serviceNanos) {
        this.userSectors = userSectors;
        this.serviceNanos = serviceNanos;
    }

    RecordingDevice() {
        this(1_000_000, SERVICE_NANOS);
    }

    @Override
    public long userSectors() {
        return userSectors;
    }

    @Override
    public long write(long now, long lba, int sectors, double compressibility) {
        return record(new Command(Kind.WRITE, now, lba, sectors, compressibility));
    }

    @Override
    public long read(long now, long lba, int sectors) {
        return record(new Command(Kind.READ, now, lba, sectors, Double.NaN));
    }

    @Override
    public long trim(long now, long lba, int sectors) {
        return record(new Command(Kind.TRIM, now, lba, sectors, Double.NaN));
    }

    @Override
    public long flush(long now) {
        return record(new Command(Kind.FLUSH, now, 0, 0, Double.NaN));
    }

    @Override
    public long idle(long now, long durationNanos) {
        return now + durationNanos;
    }

    @Override
    public boolean trimReachesDrive() {
        return true;
    }

    private long record(Command command) {
        if (command.lba() < 0 || command.lba() + command.sectors() > userSectors) {
            throw new IllegalArgumentException("beyond the device: " + command);
        }
        commands.add(command);
        return command.at() + serviceNanos;
    }

    List<Command> writes() {
        return of(Kind.WRITE);
    }

    List<Command> reads() {
        return of(Kind.READ);
    }

    List<Command> trims() {
        return of(Kind.TRIM);
    }

    static List<Long> lbas(List<Command> commands) {
        return commands.stream().map(Command::lba).toList();
    }

    /** How often each sector was written. */
    int[] writesPerSector() {
        int[] counts = new int[Math.toIntExact(userSectors)];
        for (Command write : writes()) {
            for (long lba = write.lba(); lba < write.lba() + write.sectors(); lba++) {
                counts[(int) lba]++;
            }
        }
        return counts;
    }

    private List<Command> of(Kind kind) {
        return commands.stream().filter(c -> c.kind() == kind).toList();
    }
}
