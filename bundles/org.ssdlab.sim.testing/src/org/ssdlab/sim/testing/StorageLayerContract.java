package org.ssdlab.sim.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.StorageLayer;

/**
 * The checks every storage layer (RAID, encryption, bridge, volume manager) passes, on {@link RecordingDevice}
 * members, which fail a command beyond their end. Extend it and name the bundle's layers in {@link #layers()}.
 */
public abstract class StorageLayerContract {

    /** Sectors of each member in the contract's checks. */
    protected static final long MEMBER_SECTORS = 4_096;

    protected abstract List<Plugin<StorageLayer>> layers();

    protected static StorageLayer layer(Plugin<StorageLayer> plugin, Map<String, ?> raw) {
        return PluginChecks.create(plugin, raw);
    }

    /** The layer with these parameters put on {@code members}. */
    protected static BlockDevice device(Plugin<StorageLayer> plugin, Map<String, ?> raw, BlockDevice... members) {
        return layer(plugin, raw).on(Arrays.asList(members));
    }

    @TestFactory
    Stream<DynamicTest> eachIsAStackComponent() {
        return PluginChecks.each(layers(), p -> PluginChecks.isAComponentOfItsKind(p, PluginKind.STACK));
    }

    @TestFactory
    Stream<DynamicTest> eachDescribesItself() {
        return PluginChecks.each(layers(), PluginChecks::describesItself);
    }

    @TestFactory
    Stream<DynamicTest> eachRefusesAnUnknownParameterByName() {
        return PluginChecks.each(layers(), PluginChecks::refusesAnUnknownParameterByName);
    }

    /**
     * With its defaults on fresh members the layer offers some sectors, no more than its members hold, and a write
     * and a read at its first and last sectors reach the members within their ends and take time.
     */
    @TestFactory
    Stream<DynamicTest> eachBuildsADeviceWhoseCommandsStayWithinItsMembers() {
        return PluginChecks.each(layers(), plugin -> {
            StorageLayer layer = layer(plugin, Map.of());
            List<RecordingDevice> members = new ArrayList<>();
            for (int i = 0; i < layer.members(); i++) {
                members.add(new RecordingDevice(MEMBER_SECTORS, 1));
            }
            List<BlockDevice> asDevices = List.copyOf(members);
            BlockDevice device = layer.on(asDevices);
            long now = layer.initialise(0, asDevices);
            long sectors = device.userSectors();
            assertTrue(sectors > 0 && sectors <= MEMBER_SECTORS * members.size(), plugin.id() + ": " + sectors + " sectors");
            long last = sectors - 8;
            assertTrue(device.write(now, 0, 8, 0.5) > now, plugin.id() + ": a write takes no time");
            assertTrue(device.write(now, last, 8, 0.5) > now, plugin.id());
            assertTrue(device.read(now, last, 8) > now, plugin.id() + ": a read takes no time");
            assertTrue(members.stream().anyMatch(m -> !m.writes().isEmpty()), plugin.id() + ": no write reached a member");
        });
    }

    @Test
    void idsAreDistinct() {
        PluginChecks.idsAreDistinct(layers());
    }
}
