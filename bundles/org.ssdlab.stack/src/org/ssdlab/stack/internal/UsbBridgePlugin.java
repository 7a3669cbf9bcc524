package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** A USB-to-SATA bridge in an external enclosure, as Linux drives it. */
@Component(service = Plugin.class)
public final class UsbBridgePlugin extends AbstractPlugin<StorageLayer> {

    static final String PROTOCOL = "protocol";
    static final String PROVISIONING_MODE_UNMAP = "provisioningModeUnmap";
    static final String USB_VERSION = "usbVersion";

    static final String BOT = "bot";
    static final String UAS = "uas";
    static final double USB2_MEGABYTES_PER_SECOND = 37;
    static final double USB3_MEGABYTES_PER_SECOND = 400;
    static final long BOT_COMMAND_NANOS = 100_000;
    static final long UAS_COMMAND_NANOS = 25_000;

    public UsbBridgePlugin() {
        super(PluginKind.STACK, "usb-bridge", "USB bridge",
                "A USB enclosure. BOT (usb-storage) never passes discards; UAS passes them as SCSI UNMAP only "
                        + "once provisioning_mode=unmap is set, and over USB 2 not at all (Gentoo wiki "
                        + "'Discard over USB'; sg_unmap(8)). Data crosses one half-duplex link capped at 37 MB/s on USB 2 and 400 MB/s "
                        + "on USB 3 (5 Gb/s) [G]; each command costs 100 µs with BOT, 25 µs with UAS [G].",
                List.of(ParameterSpec.choice(PROTOCOL, UAS, List.of(BOT, UAS),
                                "bulk-only transport or USB attached SCSI"),
                        ParameterSpec.flag(PROVISIONING_MODE_UNMAP, false,
                                "the sysfs provisioning_mode of the disk is set to unmap"),
                        ParameterSpec.choice(USB_VERSION, "3", List.of("2", "3"), "USB 2 or USB 3 (5 Gb/s)")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        boolean uas = UAS.equals(parameters.choice(PROTOCOL));
        boolean usb3 = "3".equals(parameters.choice(USB_VERSION));
        boolean passesTrim = uas && usb3 && parameters.flag(PROVISIONING_MODE_UNMAP);
        double rate = usb3 ? USB3_MEGABYTES_PER_SECOND : USB2_MEGABYTES_PER_SECOND;
        long latency = uas ? UAS_COMMAND_NANOS : BOT_COMMAND_NANOS;
        return Layer.filter(id(), FilterRules.trim(passesTrim).overLink(rate, latency));
    }
}
