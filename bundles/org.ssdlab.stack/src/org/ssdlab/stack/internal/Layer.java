package org.ssdlab.stack.internal;

import java.util.List;
import java.util.function.Function;

import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.StorageLayer;

/**
 * The storage layer every stack plugin creates: a name for messages, how many members it sits on,
 * how it builds its device on them and what creating it does to them.
 */
record Layer(String name, int members, Function<List<BlockDevice>, BlockDevice> builder,
        Initialisation initialisation) implements StorageLayer {

    static Layer filter(String name, FilterRules rules) {
        return new Layer(name, 1, devices -> new FilterDevice(devices.get(0), rules), Initialisation.NONE);
    }

    static Layer mirror(String name, int members, boolean passesTrim, boolean syncsOnCreation) {
        return new Layer(name, members, devices -> new MirrorDevice(devices, passesTrim),
                syncsOnCreation ? new InitialSync(1) : Initialisation.NONE);
    }

    static Layer striped(String name, StripeLayout layout, boolean passesTrim, boolean syncsOnCreation) {
        return new Layer(name, layout.members(), devices -> new StripedDevice(devices, layout, passesTrim),
                syncsOnCreation ? new InitialSync(layout.chunkSectors()) : Initialisation.NONE);
    }

    @Override
    public BlockDevice on(List<BlockDevice> devices) {
        checkMembers(devices);
        return builder.apply(devices);
    }

    @Override
    public long initialise(long now, List<BlockDevice> devices) {
        checkMembers(devices);
        return initialisation.run(now, devices);
    }

    private void checkMembers(List<BlockDevice> devices) {
        if (devices.size() != members) {
            throw new IllegalArgumentException(name + " sits on " + members + " member device"
                    + (members == 1 ? "" : "s") + ", got " + devices.size());
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
