package org.ssdlab.stack.internal;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.StorageLayer;

/** A VeraCrypt volume. */
@Component(service = Plugin.class)
public final class VeraCryptPlugin extends AbstractPlugin<StorageLayer> {

    static final String PLATFORM = "platform";
    static final String VOLUME = "volume";
    static final String ALLOW_TRIM = "allowTrim";
    static final String HIDDEN_OS = "hiddenOs";

    static final String WINDOWS = "windows";
    static final String LINUX = "linux";
    static final String MACOS = "macos";
    static final String SYSTEM = "system";
    static final String NON_SYSTEM = "non-system";

    public VeraCryptPlugin() {
        super(PluginKind.STACK, "veracrypt", "VeraCrypt volume",
                "Encrypts: the drive sees incompressible data. TRIM (VeraCrypt documentation, 'Trim Operation'): "
                        + "Windows non-system volumes block it unless allowed; Windows system encryption allows it "
                        + "unless a hidden OS is used; Linux (kernel crypto) passes it; macOS always blocks it. "
                        + "allowTrim applies to Windows non-system volumes only, hiddenOs to system volumes only.",
                List.of(ParameterSpec.choice(PLATFORM, WINDOWS, List.of(WINDOWS, LINUX, MACOS), "host OS"),
                        ParameterSpec.choice(VOLUME, NON_SYSTEM, List.of(SYSTEM, NON_SYSTEM),
                                "system encryption or a non-system volume"),
                        ParameterSpec.flag(ALLOW_TRIM, false, "the Windows opt-in for TRIM on non-system volumes"),
                        ParameterSpec.flag(HIDDEN_OS, false, "the system volume runs a hidden operating system")));
    }

    @Override
    public StorageLayer create(Parameters parameters) {
        return Layer.filter(id(), FilterRules.trim(passesTrim(parameters)).encrypting());
    }

    private static boolean passesTrim(Parameters parameters) {
        return switch (parameters.choice(PLATFORM)) {
            case LINUX -> true;
            case MACOS -> false;
            default -> SYSTEM.equals(parameters.choice(VOLUME))
                    ? !parameters.flag(HIDDEN_OS)
                    : parameters.flag(ALLOW_TRIM);
        };
    }
}
