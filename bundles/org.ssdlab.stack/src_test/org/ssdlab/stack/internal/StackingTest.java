package org.ssdlab.stack.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.stack.internal.Stacks.device;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.testing.RecordingDevice;

/** Layers stacked on layers: TRIM gets through only if every layer on the path lets it. */
class StackingTest {

    private static final long NOW = 2_000;

    private final RecordingDevice first = new RecordingDevice();
    private final RecordingDevice second = new RecordingDevice();

    @Test
    void dmCryptWithDiscardsOnRaid1DeliversTrimAndCiphertextToBothDrives() {
        BlockDevice mirror = device(new Raid1Plugin(), Map.of(), first, second);
        BlockDevice crypt = device(new DmCryptPlugin(), Map.of("allowDiscards", true), mirror);

        assertTrue(crypt.trimReachesDrive());
        crypt.trim(NOW, 64, 32);
        crypt.write(NOW, 0, 8, 1.0);

        for (RecordingDevice drive : List.of(first, second)) {
            assertEquals(List.of(64L), RecordingDevice.lbas(drive.trims()));
            assertEquals(0.0, drive.writes().get(0).compressibility());
        }
    }

    @Test
    void dmCryptWithoutDiscardsOnRaid1DeliversNoTrim() {
        BlockDevice mirror = device(new Raid1Plugin(), Map.of(), first, second);
        BlockDevice crypt = device(new DmCryptPlugin(), Map.of(), mirror);

        assertFalse(crypt.trimReachesDrive());
        assertEquals(NOW, crypt.trim(NOW, 64, 32));
        assertEquals(List.of(), first.trims());
        assertEquals(List.of(), second.trims());
    }

    @Test
    void dmCryptWithDiscardsOnIntelRstRaid1IsStoppedByTheRaid() {
        BlockDevice rst = device(new IntelRstPlugin(), Map.of("raidLevel", "1"), first, second);
        BlockDevice crypt = device(new DmCryptPlugin(), Map.of("allowDiscards", true), rst);

        assertFalse(crypt.trimReachesDrive());
        assertEquals(NOW, crypt.trim(NOW, 0, 8));
        assertEquals(0, first.trims().size() + second.trims().size());
    }

    @Test
    void aMirrorWithOneMemberBehindABlockingBridgeTrimsNeitherDrive() {
        BlockDevice overBot = device(new UsbBridgePlugin(), Map.of("protocol", "bot"), second);
        BlockDevice mirror = device(new Raid1Plugin(), Map.of(), first, overBot);

        assertFalse(mirror.trimReachesDrive());
        assertEquals(NOW, mirror.trim(NOW, 0, 8));
        assertEquals(List.of(), first.trims());
        assertEquals(List.of(), second.trims());
    }
}
