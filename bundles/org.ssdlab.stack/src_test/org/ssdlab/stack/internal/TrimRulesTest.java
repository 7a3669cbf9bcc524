package org.ssdlab.stack.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.ssdlab.stack.internal.Stacks.device;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.testing.RecordingDevice;

/** Which layers let a TRIM reach the drives, and where it lands. */
class TrimRulesTest {

    private static final long NOW = 5_000;

    private final RecordingDevice first = new RecordingDevice();
    private final RecordingDevice second = new RecordingDevice();
    private final RecordingDevice third = new RecordingDevice();

    @Test
    void intelRstRaid1DeliversNoTrimToEitherMember() {
        BlockDevice array = device(new IntelRstPlugin(), Map.of("raidLevel", "1", "driverVersion", 13.0), first, second);

        assertFalse(array.trimReachesDrive());
        assertEquals(NOW, array.trim(NOW, 0, 2048), "a dropped TRIM completes at once");
        assertEquals(List.of(), first.trims());
        assertEquals(List.of(), second.trims());
    }

    @Test
    void intelRstRaid0WithDriver11On7SeriesSplitsTrimOverTheStripe() {
        BlockDevice array = device(new IntelRstPlugin(),
                Map.of("raidLevel", "0", "driverVersion", 11.0, "chipsetSeries", "7", "stripeKiB", 128), first, second);

        assertTrue(array.trimReachesDrive());
        array.trim(NOW, 100, 600); // 128 KiB = 256 sectors: [100,256) [256,512) [512,700)

        assertEquals(List.of(trim(100, 156), trim(256, 188)), first.trims());
        assertEquals(List.of(trim(0, 256)), second.trims());
    }

    @Test
    void intelRstRaid0WithDriver10Point8DeliversNoTrim() {
        BlockDevice array = device(new IntelRstPlugin(),
                Map.of("raidLevel", "0", "driverVersion", 10.8, "chipsetSeries", "7"), first, second);

        assertFalse(array.trimReachesDrive());
        array.trim(NOW, 0, 4096);
        assertEquals(List.of(), first.trims());
        assertEquals(List.of(), second.trims());
    }

    @ParameterizedTest(name = "RAID 0, driver {0}, series {1}, modded OROM {2} -> {3}")
    @CsvSource({ "11.0, 7, false, true", "10.8, 7, false, false", "12.8, 8+, false, true", "11.0, 6, false, false",
            "11.6, 6, true, true", "11.0, 6, true, false" })
    void intelRstRaid0TrimNeedsDriver11AndA7SeriesOrAModdedOrom(double driver, String series, boolean modded,
            boolean passes) {
        BlockDevice array = device(new IntelRstPlugin(), Map.of("raidLevel", "0", "driverVersion", driver,
                "chipsetSeries", series, "moddedOrom", modded), first, second);
        assertEquals(passes, array.trimReachesDrive());
    }

    @Test
    void intelRstRaid5NeverPassesTrim() {
        BlockDevice array = device(new IntelRstPlugin(), Map.of("raidLevel", "5", "driverVersion", 15.0),
                first, second, third);
        assertFalse(array.trimReachesDrive());
    }

    @Test
    void dmCryptWithoutAllowDiscardsBlocksTrim() {
        BlockDevice crypt = device(new DmCryptPlugin(), Map.of(), first);

        assertFalse(crypt.trimReachesDrive());
        assertEquals(NOW, crypt.trim(NOW, 8, 8));
        assertEquals(List.of(), first.trims());
    }

    @Test
    void dmCryptWithAllowDiscardsPassesTrim() {
        BlockDevice crypt = device(new DmCryptPlugin(), Map.of("allowDiscards", true), first);

        assertTrue(crypt.trimReachesDrive());
        crypt.trim(NOW, 8, 16);
        assertEquals(List.of(trim(8, 16)), first.trims());
    }

    @ParameterizedTest(name = "allowDiscards {0}")
    @ValueSource(booleans = { false, true })
    void dmCryptAlwaysHandsTheDriveIncompressibleData(boolean allowDiscards) {
        BlockDevice crypt = device(new DmCryptPlugin(), Map.of("allowDiscards", allowDiscards), first);

        crypt.write(NOW, 0, 8, 1.0);
        crypt.write(NOW, 8, 8, 0.6);

        assertEquals(List.of(0.0, 0.0), first.writes().stream().map(RecordingDevice.Command::compressibility).toList());
    }

    @ParameterizedTest(name = "{0}, unmap {1}, USB {2} -> {3}")
    @CsvSource({ "bot, false, 3, false", "bot, true, 3, false", "uas, false, 3, false", "uas, true, 3, true",
            "uas, true, 2, false" })
    void usbBridgePassesTrimOnlyOverUasWithProvisioningModeUnmap(String protocol, boolean unmap, String version,
            boolean passes) {
        BlockDevice usb = device(new UsbBridgePlugin(),
                Map.of("protocol", protocol, "provisioningModeUnmap", unmap, "usbVersion", version), first);

        assertEquals(passes, usb.trimReachesDrive());
        usb.trim(NOW, 0, 64);
        assertEquals(passes ? 1 : 0, first.trims().size());
    }

    @ParameterizedTest(name = "md raid{0} passes by default")
    @ValueSource(strings = { "0", "1", "10" })
    void mdRaidStripesAndMirrorsPassTrim(String level) {
        RecordingDevice fourth = new RecordingDevice();
        BlockDevice[] members = "10".equals(level)
                ? new BlockDevice[] { first, second, third, fourth }
                : new BlockDevice[] { first, second };
        BlockDevice array = device(new MdRaidPlugin(), Map.of("level", level), members);

        assertTrue(array.trimReachesDrive());
        array.trim(NOW, 0, 4096);
        assertTrue(first.trims().size() + second.trims().size() > 0);
    }

    @ParameterizedTest(name = "md raid{0} drops without devicesHandleDiscardSafely")
    @ValueSource(strings = { "4", "5", "6" })
    void mdParityRaidDropsTrimUnlessDevicesHandleDiscardSafely(String level) {
        BlockDevice[] members = "6".equals(level)
                ? new BlockDevice[] { first, second, third, new RecordingDevice() }
                : new BlockDevice[] { first, second, third };

        assertFalse(device(new MdRaidPlugin(), Map.of("level", level), members).trimReachesDrive());
        assertTrue(device(new MdRaidPlugin(), Map.of("level", level, "devicesHandleDiscardSafely", true), members)
                .trimReachesDrive());
    }

    @Test
    void mdRaid5WithoutTheFlagDeliversNothing() {
        BlockDevice array = device(new MdRaidPlugin(), Map.of("level", "5", "chunkKiB", 4), first, second, third);

        assertEquals(NOW, array.trim(NOW, 0, 160));
        assertEquals(0, first.trims().size() + second.trims().size() + third.trims().size());
    }

    @Test
    void mdRaid5WithTheFlagTrimsOnlyTheWholeStripesCovered() {
        BlockDevice array = device(new MdRaidPlugin(),
                Map.of("level", "5", "chunkKiB", 4, "devicesHandleDiscardSafely", true), first, second, third);

        // chunk 8 sectors, 2 data members: a row holds 16 host sectors. [10, 70) covers rows 1..3 whole.
        array.trim(NOW, 10, 60);

        for (RecordingDevice member : List.of(first, second, third)) {
            assertEquals(List.of(trim(8, 24)), member.trims());
        }
    }

    @Test
    void hardwareRaidAndAppleRaidNeverPassTrim() {
        assertFalse(device(new HardwareRaidPlugin(), Map.of("level", "0"), first, second).trimReachesDrive());
        assertFalse(device(new HardwareRaidPlugin(), Map.of("level", "1"), first, second).trimReachesDrive());
        assertFalse(device(new AppleRaidPlugin(), Map.of(), first, second).trimReachesDrive());
        assertFalse(device(new Raid1Plugin(), Map.of("passTrim", false), first, second).trimReachesDrive());
        assertTrue(device(new Raid1Plugin(), Map.of(), first, second).trimReachesDrive());
    }

    @ParameterizedTest(name = "{0} {1}, allowTrim {2}, hidden OS {3} -> {4}")
    @CsvSource({ "windows, non-system, false, false, false", "windows, non-system, true, false, true",
            "windows, system, false, false, true", "windows, system, false, true, false",
            "linux, non-system, false, false, true", "macos, non-system, true, false, false",
            "macos, system, true, false, false" })
    void veraCryptFollowsItsPlatformRules(String platform, String volume, boolean allowTrim, boolean hiddenOs,
            boolean passes) {
        BlockDevice volumeDevice = device(new VeraCryptPlugin(),
                Map.of("platform", platform, "volume", volume, "allowTrim", allowTrim, "hiddenOs", hiddenOs), first);

        assertEquals(passes, volumeDevice.trimReachesDrive());
        volumeDevice.write(NOW, 0, 8, 1.0);
        assertEquals(0.0, first.writes().get(0).compressibility());
    }

    @Test
    void geliPassesBioDeleteUnlessNoDelete() {
        assertTrue(device(new GeliPlugin(), Map.of(), first).trimReachesDrive());
        assertFalse(device(new GeliPlugin(), Map.of("noDelete", true), first).trimReachesDrive());
    }

    @Test
    void lvmAnswersWhatItsMemberAnswers() {
        assertTrue(device(new LvmPlugin(), Map.of(), first).trimReachesDrive());
        BlockDevice blockedBelow = device(new DmCryptPlugin(), Map.of(), first);
        BlockDevice lvm = device(new LvmPlugin(), Map.of(), blockedBelow);

        assertFalse(lvm.trimReachesDrive());
        assertEquals(NOW, lvm.trim(NOW, 0, 8));
        assertEquals(List.of(), first.trims());
    }

    private static RecordingDevice.Command trim(long lba, int sectors) {
        return RecordingDevice.Command.trim(NOW, lba, sectors);
    }
}
