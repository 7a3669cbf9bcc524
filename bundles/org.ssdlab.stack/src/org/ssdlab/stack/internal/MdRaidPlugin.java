package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.BlockDevice;
import org.ssdlab.sim.api.host.StorageLayer;

/** Linux software RAID (md). */
@Component(service = Plugin.class)
public final class MdRaidPlugin extends AbstractPlugin<StorageLayer> {

    static final String LEVEL = "level";
    static final String CHUNK_KIB = "chunkKiB";
    static final String DEVICES_HANDLE_DISCARD_SAFELY = "devicesHandleDiscardSafely";

    public MdRaidPlugin() {
        super(PluginKind.STACK, "md-raid", "Linux md RAID",
                "Linux md RAID with fixed member counts: raid0 2, raid1 2, raid10 4 (near-2 layout: a stripe over "
                        + "two mirrored pairs), raid4 3, raid5 3, raid6 4. raid0/1/10 pass discards; raid4/5/6 drop "
                        + "them silently unless raid456.devices_handle_discard_safely=Y, and then only whole stripes "
                        + "are discarded (Linux drivers/md/raid5.c). Its further conditions (max_discard "
                        + "and granularity at least a stripe) are taken as met. Parity RAID is simplified: parity "
                        + "(left-symmetric rotation; fixed for raid4) is written with the data, no read-modify-write "
                        + "reads. Creating a redundant array writes every member sector once (RHEL: md RAID1/4/5/6 "
                        + "initial sync writes every block; raid10 assumed alike [G]). Default chunk 512 KiB [G].",
                List.of(ParameterSpec.choice(LEVEL, "1", List.of("0", "1", "10", "4", "5", "6"), "md RAID level"),
                        ParameterSpec.integer(CHUNK_KIB, "KiB", 512L, 4, 65536, "chunk size of striped levels"),
                        ParameterSpec.flag(DEVICES_HANDLE_DISCARD_SAFELY, false,
                                "the raid456 module parameter devices_handle_discard_safely")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        String level = parameters.choice(LEVEL);
        long chunk = StripeLayout.sectorsOfKiB(parameters.integer(CHUNK_KIB));
        boolean parityPassesTrim = parameters.flag(DEVICES_HANDLE_DISCARD_SAFELY);
        String name = id() + " raid" + level;
        return switch (level) {
            case "0" -> Layer.striped(name, StripeLayout.raid0(2, chunk), true, false);
            case "1" -> Layer.mirror(name, 2, true, true);
            case "10" -> raid10(name, chunk);
            case "4" -> Layer.striped(name, new StripeLayout(3, 1, chunk, false), parityPassesTrim, true);
            case "5" -> Layer.striped(name, new StripeLayout(3, 1, chunk, true), parityPassesTrim, true);
            case "6" -> Layer.striped(name, new StripeLayout(4, 2, chunk, true), parityPassesTrim, true);
            default -> throw new IllegalStateException("unvalidated " + LEVEL + " " + level);
        };
    }

    /** Near-2 raid10 on 4 devices: chunks alternate between the pairs (0, 1) and (2, 3). */
    private static Layer raid10(String name, long chunk) {
        return new Layer(name, 4, devices -> {
            BlockDevice firstPair = new MirrorDevice(devices.subList(0, 2), true);
            BlockDevice secondPair = new MirrorDevice(devices.subList(2, 4), true);
            return new StripedDevice(List.of(firstPair, secondPair), StripeLayout.raid0(2, chunk), true);
        }, new InitialSync(chunk));
    }
}
