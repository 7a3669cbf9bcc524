package __PACKAGE__;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.drive.ControllerOptions;
import org.ssdlab.sim.api.drive.DriveDefaults;
import org.ssdlab.sim.api.drive.DriveParameters;
import org.ssdlab.sim.api.drive.DriveSpec;
import org.ssdlab.sim.api.drive.NandLayout;

/**
 * __LABEL__ as an SSD Lab drive (from the template of `ssdlab new-plugin`). Every value below is a placeholder
 * marked [G]: replace each with the data sheet's or a review's figure and cite it in the description, or keep
 * it marked as a guess (docs/extending.md).
 */
@Component(service = Plugin.class)
public final class __CLASS__ extends AbstractPlugin<DriveSpec> {

    /** 8 channels × 2 dies × 2 planes, 16 KiB pages, 128 GiB raw, the IDEMA LBA count of 120 GB [G]. */
    private static final NandLayout LAYOUT = new NandLayout("__LABEL__", 8, 2, 2, 128 * NandLayout.GIB, 16384,
            NandLayout.idemaSectors(120), true);

    /** The standard parameters' defaults, each named; all guesses [G] until replaced. */
    private static final DriveDefaults DEFAULTS = DriveDefaults.builder().pagesPerBlock(256).readMicros(50)
            .programMicros(900).eraseMicros(3000).channelMBps(200).readCommandMicros(10).writeCommandMicros(12)
            .hostLinkMBps(550).writeBufferMiB(32).gcLowWatermark(2).gcHighWatermark(4).idleGcAfterMillis(1000)
            .idleGcBlocksPerSecond(2).build();

    public __CLASS__() {
        super(PluginKind.DRIVE, "__ID__", "__LABEL__",
                "Placeholder description of __LABEL__: say what the drive is (controller, NAND, capacity), where each "
                        + "figure comes from (URL and figure), and mark every guess [G]. The template's values are "
                        + "all guesses [G]: 8 channels of 2 dies and 2 planes, 16 KiB pages, 128 GiB raw for 120 GB."
                        + DriveParameters.valuesNote(DEFAULTS.parameters(), List.of()),
                DEFAULTS.parameters());
    }

    @Override
    public DriveSpec create(Parameters p) {
        return DEFAULTS.driveSpec(this, LAYOUT, p, ControllerOptions.STANDARD);
    }
}
