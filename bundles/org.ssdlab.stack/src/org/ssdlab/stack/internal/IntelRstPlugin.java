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

    private static final double FIRST_TRIM_DRIVER = 11.0;
    private static final double FIRST_TRIM_DRIVER_WITH_MODDED_OROM = 11.6;
    private static final String SERIES_6 = "6";

    public IntelRstPlugin() {
        super(PluginKind.STACK, "intel-rst", "Intel RST firmware RAID",
                "Intel RST RAID 0 (2 members, striped), 1 (2 members, mirrored) or 5 (3 members). TRIM reaches "
                        + "the SSDs only in RAID 0 with RST driver 11.0+ on a 7-series chipset or newer; a 6-series "
                        + "needs a modded OROM and driver 11.6 (sheet section 2, AnandTech 6161 and 6477). RAID 1 "
                        + "and 5 never pass TRIM: the sheet's sources say RAID 0, not the RAID 1 seed 001 claims. "
                        + "Creating RAID 1 writes every sector of both members (seed 001); RAID 5 initialisation is "
                        + "modelled the same way [G]. RAID 5 is simplified: rotating parity written with the data, "
                        + "no read-modify-write reads.",
                List.of(ParameterSpec.choice(RAID_LEVEL, "1", List.of("0", "1", "5"), "RAID level of the volume"),
                        ParameterSpec.integer(STRIPE_KIB, "KiB", 128L, 4, 128, "strip size of RAID 0 and 5"),
                        ParameterSpec.decimal(DRIVER_VERSION, "", 11.0, 1.0, 99.0,
                                "RST RAID driver version as major.minor, e.g. 11.6"),
                        ParameterSpec.choice(CHIPSET_SERIES, "7", List.of(SERIES_6, "7", "8+"),
                                "Intel chipset series of the RAID controller"),
                        ParameterSpec.flag(MODDED_OROM, false, "a 6-series board runs a modded RST 11.x option ROM")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        String level = parameters.choice(RAID_LEVEL);
        long stripe = StripeLayout.sectorsOfKiB(parameters.integer(STRIPE_KIB));
        String name = id() + " RAID " + level;
        return switch (level) {
            case "0" -> Layer.striped(name, StripeLayout.raid0(2, stripe), raid0PassesTrim(parameters), false);
            case "1" -> Layer.mirror(name, 2, false, true);
            case "5" -> Layer.striped(name, new StripeLayout(3, 1, stripe, true), false, true);
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
