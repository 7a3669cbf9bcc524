package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** Intel Rapid Storage Technology firmware RAID under Windows. */
@Component(service = Plugin.class)
public final class IntelRstPlugin extends AbstractPlugin<StorageLayer> {

    static final String RAID_LEVEL = "raidLevel";
    static final String STRIPE_KIB = "stripeKiB";
    static final String DRIVER_VERSION = "driverVersion";
    static final String CHIPSET_SERIES = "chipsetSeries";
    static final String MODDED_OROM = "moddedOrom";
    static final String INITIAL_SYNC = "initialSync";
    static final String SYNC_NONE = "none";
    static final String SYNC_FULL = "full";

    private static final double FIRST_TRIM_DRIVER = 11.0;
    private static final double FIRST_TRIM_DRIVER_WITH_MODDED_OROM = 11.6;
    private static final String SERIES_6 = "6";

    public IntelRstPlugin() {
        super(PluginKind.STACK, "intel-rst", "Intel RST firmware RAID",
                "Intel RST RAID 0 (2 members, striped), 1 (2 members, mirrored) or 5 (3 members). TRIM reaches "
                        + "the SSDs only in RAID 0 with RST driver 11.0+ on a 7-series chipset or newer; a 6-series "
                        + "needs a modded OROM and driver 11.6 (AnandTech 6161 and 6477). RAID 1 "
                        + "and 5 never pass TRIM: AnandTech's articles say RAID 0, not the RAID 1 seed 001 claims. "
                        + "Creating a RAID 1 or 3-member RAID 5 volume writes nothing by default (initialSync none): "
                        + "Intel documents such volumes as usable at once, redundancy written with each host write, "
                        + "and initialised only after a dirty shutdown (\"Instant Initialization\", Intel VROC "
                        + "article 000101204, docs.graidtech.com/vroc/Technical_Product_Specifications/000101204_Intel_"
                        + "Virtual_RAID_on_CPU_Intel_VROC_RAID_Volume_Initialization [V for VROC, the server branch of "
                        + "RST; that the 2014 desktop RST did the same is G]). Seed 001 found its over-provisioning "
                        + "survived array creation, as this predicts. initialSync full writes every sector of every "
                        + "member at creation: the copy seed 001 expected to spoil the over-provisioning. "
                        + "RAID 5 is simplified: rotating parity written with the data, no read-modify-write reads.",
                List.of(ParameterSpec.choice(RAID_LEVEL, "1", List.of("0", "1", "5"), "RAID level of the volume"),
                        ParameterSpec.integer(STRIPE_KIB, "KiB", 128L, 4, 128, "strip size of RAID 0 and 5"),
                        ParameterSpec.decimal(DRIVER_VERSION, "", 11.0, 1.0, 99.0,
                                "RST RAID driver version as major.minor, e.g. 11.6"),
                        ParameterSpec.choice(CHIPSET_SERIES, "7", List.of(SERIES_6, "7", "8+"),
                                "Intel chipset series of the RAID controller"),
                        ParameterSpec.flag(MODDED_OROM, false, "a 6-series board runs a modded RST 11.x option ROM"),
                        ParameterSpec.choice(INITIAL_SYNC, SYNC_NONE, List.of(SYNC_NONE, SYNC_FULL),
                                "what creating a RAID 1 or 5 volume writes: none (instant initialisation) or full "
                                        + "(every sector of every member)")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        String level = parameters.choice(RAID_LEVEL);
        long stripe = StripeLayout.sectorsOfKiB(parameters.integer(STRIPE_KIB));
        String name = id() + " RAID " + level;
        boolean fullSync = SYNC_FULL.equals(parameters.choice(INITIAL_SYNC));
        return switch (level) {
            case "0" -> Layer.striped(name, StripeLayout.raid0(2, stripe), raid0PassesTrim(parameters), false);
            case "1" -> Layer.mirror(name, 2, false, fullSync);
            case "5" -> Layer.striped(name, new StripeLayout(3, 1, stripe, true), false, fullSync);
            default -> throw new IllegalStateException("unvalidated " + RAID_LEVEL + " " + level);
        };
    }

    private static boolean raid0PassesTrim(Parameters parameters) {
        double driver = parameters.decimal(DRIVER_VERSION);
        if (SERIES_6.equals(parameters.choice(CHIPSET_SERIES))) {
            return parameters.flag(MODDED_OROM) && driver >= FIRST_TRIM_DRIVER_WITH_MODDED_OROM;
        }
        return driver >= FIRST_TRIM_DRIVER;
    }
}
