package org.ssdlab.os.linux.internal;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;

/** When Linux ext4, XFS or Btrfs sends discards: online (-o discard), by a weekly fstrim, or never. */
@Component(service = Plugin.class)
public final class LinuxTrim extends AbstractPlugin<TrimPolicy> {

    static final String FILE_SYSTEM = "fileSystem";
    static final String MODE = "mode";
    static final String FSTRIM_PERIOD_DAYS = "fstrimPeriodDays";
    static final String EXT4_COMMIT_SECONDS = "ext4CommitSeconds";

    static final String EXT4 = "ext4";
    static final String DISCARD = "discard";
    static final String FSTRIM_WEEKLY = "fstrim-weekly";
    static final String NONE = "none";

    public LinuxTrim() {
        super(PluginKind.OS, "linux", "Linux (ext4, XFS, Btrfs)",
                "mode discard (mount -o discard): each freed extent is discarded as it goes from used to free, at "
                        + "once on XFS and Btrfs, and on ext4 after the journal commit, modelled as a delay of "
                        + "ext4CommitSeconds with adjacent frees merged [G]. mode fstrim-weekly: fstrim.timer "
                        + "(OnCalendar=weekly, modelled as every fstrimPeriodDays from the first mount) trims all "
                        + "free space. mode none: nothing is sent. The file systems do not discard by default, "
                        + "but fstrim.timer is on by default from Ubuntu 18.04, so the default mode is "
                        + "fstrim-weekly; choose none for a system without the timer (ssd-facts §2 row 'Linux "
                        + "ext4 / XFS / Btrfs').",
                List.of(ParameterSpec.choice(FILE_SYSTEM, EXT4, List.of(EXT4, "xfs", "btrfs"), "file system of the volume"),
                        ParameterSpec.choice(MODE, FSTRIM_WEEKLY, List.of(DISCARD, FSTRIM_WEEKLY, NONE),
                                "online discard, periodic fstrim, or neither"),
                        ParameterSpec.integer(FSTRIM_PERIOD_DAYS, "days", 7L, 1, 365, "fstrim-weekly: days between runs"),
                        ParameterSpec.integer(EXT4_COMMIT_SECONDS, "s", 5L, 0, 3600,
                                "discard on ext4: journal commit interval before freed extents are discarded [G]")));
    }

    @Override
    public TrimPolicy create(Parameters parameters) {
        return switch (parameters.choice(MODE)) {
            case DISCARD -> parameters.choice(FILE_SYSTEM).equals(EXT4)
                    ? TrimPolicies.batched(TimeUnit.SECONDS.toNanos(parameters.integer(EXT4_COMMIT_SECONDS)))
                    : TrimPolicies.immediate();
            case FSTRIM_WEEKLY -> TrimPolicies.periodicRetrim(TimeUnit.DAYS.toNanos(parameters.integer(FSTRIM_PERIOD_DAYS)));
            default -> TrimPolicies.never();
        };
    }
}
