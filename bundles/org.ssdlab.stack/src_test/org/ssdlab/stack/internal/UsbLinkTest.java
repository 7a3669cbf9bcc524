package org.ssdlab.stack.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.ssdlab.stack.internal.Stacks.device;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.testing.RecordingDevice;

/** A USB bridge caps throughput at its link rate and adds a per-command latency. */
class UsbLinkTest {

    private static final int MIB_SECTORS = 2048;
    private static final int REQUESTS = 200;

    @ParameterizedTest(name = "USB {0}, {1}: {2} MB/s")
    @CsvSource({ "2, bot, 37", "3, uas, 400", "3, bot, 400" })
    void backToBackWritesAndReadsRunAtTheLinkRate(String version, String protocol, double megabytesPerSecond) {
        assertEquals(megabytesPerSecond, rate(usb(version, protocol), true), megabytesPerSecond * 0.01);
        assertEquals(megabytesPerSecond, rate(usb(version, protocol), false), megabytesPerSecond * 0.01);
    }

    @ParameterizedTest(name = "{0}: {1} ns per command")
    @CsvSource({ "bot, 100000", "uas, 25000" })
    void eachCommandPaysTheProtocolLatency(String protocol, long latencyNanos) {
        RecordingDevice drive = new RecordingDevice();
        BlockDevice usb = device(new UsbBridgePlugin(), Map.of("protocol", protocol), drive);

        long done = usb.read(0, 0, 1);

        assertEquals(latencyNanos, drive.reads().get(0).at());
        assertEquals(latencyNanos + RecordingDevice.SERVICE_NANOS + Math.round(512 / 400e6 * 1e9), done);
    }

    private static BlockDevice usb(String version, String protocol) {
        return device(new UsbBridgePlugin(), Map.of("usbVersion", version, "protocol", protocol),
                new RecordingDevice(REQUESTS * MIB_SECTORS, 1_000));
    }

    /** MB/s of {@value #REQUESTS} 1 MiB requests all issued at time 0. */
    private static double rate(BlockDevice device, boolean writes) {
        long last = 0;
        for (int i = 0; i < REQUESTS; i++) {
            long lba = (long) i * MIB_SECTORS;
            last = Math.max(last, writes ? device.write(0, lba, MIB_SECTORS, 0.5) : device.read(0, lba, MIB_SECTORS));
        }
        return REQUESTS * MIB_SECTORS * 512.0 / last * 1e3;
    }
}
