package org.ssdlab.drives.custom.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.ControllerSpec;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.FirmwareCosts;
import org.ssdlab.sim.api.drive.GcUnit;
import org.ssdlab.sim.api.drive.Geometry;
import org.ssdlab.sim.api.drive.MappingTable;
import org.ssdlab.sim.api.drive.NandTiming;

class CustomDrivePluginTest {

    /** 8 channels × 2 dies × 2 planes × 64 blocks × 128 pages × 8 KiB = 2 GiB raw, 1.75 GiB user. */
    private static final DriveSpec BASE = new DriveSpec("Vendor 2 GB", new Geometry(8, 2, 2, 64, 128, 8192, 4096,
            (7L << 28) / 512), new NandTiming(50, 680, 3000, 400, true),
            new ControllerSpec(10, 11, 32L << 20, false, 0, 0, 2, 4, true, 1000, 5, 0, 0, 23.3, 13.8), 550,
            new FirmwareCosts(30, 10), MappingTable.WHOLE);

    private static final class Vendor extends AbstractPlugin<DriveSpec> {
        Vendor() {
            super(PluginKind.DRIVE, "vendor-2", "Vendor 2 GB", "a test drive", List.of());
        }

        @Override
        public DriveSpec create(Parameters parameters) {
            return BASE;
        }
    }

    private static DriveSpec custom(Object... pairs) {
        CustomDrivePlugin plugin = new CustomDrivePlugin();
        plugin.addPlugin(new Vendor());
        plugin.addPlugin(plugin); // DS's target filter keeps it out; the plugin ignores itself anyway
        Map<String, Object> raw = new HashMap<>();
        raw.put("base", "vendor-2");
        for (int i = 0; i < pairs.length; i += 2) {
            raw.put((String) pairs[i], pairs[i + 1]);
        }
        return plugin.create(Parameters.validate(plugin, raw));
    }

    @Test
    void withNothingReplacedItIsTheBaseDrive() {
        assertEquals(BASE, custom());
    }

    @Test
    void aValueEqualToTheBasesChangesNothing() {
        assertEquals(BASE, custom("channels", 8, "readMicros", 50.0, "multiPlane", "true"));
    }

    @Test
    void sixteenChannelsDoubleTheBusesAndTheRawCapacityAndNothingElse() {
        DriveSpec spec = custom("channels", 16);
        Geometry g = BASE.geometry();
        assertEquals(new Geometry(16, g.diesPerChannel(), g.planesPerDie(), g.blocksPerPlane(), g.pagesPerBlock(),
                g.pageBytes(), g.unitBytes(), g.userSectors()), spec.geometry());
        assertEquals(2 * g.rawBytes(), spec.geometry().rawBytes());
        assertEquals(BASE.nand(), spec.nand());
        assertEquals(BASE.controller(), spec.controller());
        assertEquals(BASE.firmware(), spec.firmware());
        assertEquals("Vendor 2 GB (custom: channels 16)", spec.model());
    }

    @Test
    void everyPartOfTheDescriptionCanBeReplaced() {
        DriveSpec spec = custom("programMicros", 1200.0, "multiPlane", "false", "writeBufferBytes", 0,
                "compression", "true", "compressionFloor", 0.1, "maxWriteIops", 10_000.0, "gcLowWatermark", 2,
                "gcHighWatermark", 3, "separateGcFrontier", "false", "slcCacheBytes", 1L << 26, "slcProgramMicros",
                200.0, "gcRelocationMicros", 5.0, "backgroundGcMBps", 0.0, "gcSliceUnits", 64, "wearLevelingThreshold", 100,
                "mapCacheBytes", 1L << 20,
                "mapEntryBytes", 8, "mapRunBytes", 6, "hostLinkMBps", 275.0, "userBytes", 1L << 30, "pageBytes", 16384,
                "blocksPerPlane", 32);
        assertEquals(new NandTiming(50, 1200, 3000, 400, false), spec.nand());
        assertEquals(new ControllerSpec(10, 11, 0, true, 0.1, 10_000, 2, 3, false, 1000, 5, 1L << 26, 200, 23.3, 13.8),
                spec.controller());
        assertEquals(new FirmwareCosts(5, 0, 0, 64, 100), spec.firmware());
        assertEquals(GcUnit.PLANE, custom("gcUnit", "plane").firmware().gcUnit());
        assertEquals(new MappingTable(1L << 20, 8, 6), spec.mapping());
        assertEquals(275, spec.hostLinkMBps());
        assertEquals(new Geometry(8, 2, 2, 32, 128, 16384, 4096, (1L << 30) / 512), spec.geometry());
        assertNotEquals(BASE.model(), spec.model());
    }

    @Test
    void sizesAndTimesAreCheckedWithTheParametersName() {
        PluginException e = assertThrows(PluginException.class, () -> custom("userBytes", 4L << 30));
        assertTrue(e.getMessage().contains("drive 'custom'") && e.getMessage().contains("exceeds the raw capacity"),
                e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("gcHighWatermark", 100));
        assertTrue(e.getMessage().contains("parameter 'gcHighWatermark' = 100") && e.getMessage().contains("spare"),
                e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("pageBytes", 100));
        assertTrue(e.getMessage().contains("parameter 'pageBytes' = 100") && e.getMessage().contains("512 or more"),
                e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("gcSliceUnits", 0));
        assertTrue(e.getMessage().contains("parameter 'gcSliceUnits' = 0") && e.getMessage().contains("1 or more"),
                e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("wearLevelingThreshold", -2));
        assertTrue(e.getMessage().contains("parameter 'wearLevelingThreshold' = '-2' is not allowed"), e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("wearLevelingThreshold", 10, "gcLowWatermark", 1));
        assertTrue(e.getMessage().contains("parameter 'wearLevelingThreshold' = 10 needs 'gcLowWatermark' of 2 or more"),
                e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("gcUnit", "die", "gcLowWatermark", 1));
        assertTrue(e.getMessage().contains("parameter 'gcUnit' = die needs 'gcLowWatermark' of 2 or more"),
                e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("gcUnit", "die", "compression", "true"));
        assertTrue(e.getMessage().contains("parameter 'gcUnit' = die is not modelled on a drive that compresses"),
                e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("gcUnit", "plane", "separateGcFrontier", "false"));
        assertTrue(e.getMessage().contains("parameter 'gcUnit' = plane needs GC's own write frontier"), e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("userBytes", 1000));
        assertTrue(e.getMessage().contains("'userBytes' = 1000 is not a multiple of 512"), e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("channels", -5));
        assertTrue(e.getMessage().contains("parameter 'channels' = '-5' is not allowed"), e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("unitBytes", 3072));
        assertTrue(e.getMessage().contains("unitBytes = 3072 must be a multiple of 512 that divides pageBytes"),
                e.getMessage());
    }

    @Test
    void theBaseMustBeAnInstalledVendorDrive() {
        PluginException e = assertThrows(PluginException.class, () -> custom("base", "vendor-3"));
        assertTrue(e.getMessage().contains("parameter 'base'") && e.getMessage().contains("vendor-2"), e.getMessage());
        e = assertThrows(PluginException.class, () -> custom("base", "custom"));
        assertTrue(e.getMessage().contains("the base must be a vendor drive"), e.getMessage());
    }
}
