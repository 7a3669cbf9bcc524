package org.ssdlab.os.linux.internal;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.FileSystemFormatProvider;
import org.ssdlab.sim.api.host.FileSystemFormats;
import org.ssdlab.sim.api.host.JournalSettings.DataMode;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;

/**
 * When Linux ext4, XFS or Btrfs sends discards: online (-o discard), by a weekly fstrim, or never;
 * and how ext4 with jbd2 writes its metadata (mount options data=, commit=, barrier=).
 */
@Component(service = Plugin.class)
public final class LinuxTrim extends AbstractPlugin<TrimPolicy> implements FileSystemFormatProvider {

    static final String FILE_SYSTEM = "fileSystem";
    static final String MODE = "mode";
    static final String FSTRIM_PERIOD_DAYS = "fstrimPeriodDays";
    static final String EXT4_COMMIT_SECONDS = "ext4CommitSeconds";
    static final String METADATA = "metadata";
    static final String DATA = "data";
    static final String BARRIER = "barrier";
    static final String JOURNAL_MIB = "journalMiB";
    static final String MAX_SECTORS_KIB = "maxSectorsKiB";
    /**
     * The block layer's default max_sectors_kb for a SATA disk: BLK_DEF_MAX_SECTORS, 2 560 sectors
     * since Linux 4.4 and 1 024 (512 KiB) before (J. Moyer, "block: bump BLK_DEF_MAX_SECTORS to
     * 2560", 2015).
     */
    static final long DEFAULT_MAX_SECTORS_KIB = 1280;

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
                        + "fstrim-weekly; choose none for a system without the timer (Red Hat Enterprise "
                        + "Linux 8, 'Discarding unused blocks'; fstrim.timer: askubuntu 1034169). With metadata on (the default), ext4 volumes are laid out as "
                        + "2010's mke2fs makes them (128 MiB block groups, flex_bg of 16, 256-byte inodes, one per "
                        + "16 KiB, a journal of ext2fs_default_journal_size: 128 MiB on 15 GB) and jbd2 journals every "
                        + "metadata change: transactions commit every ext4CommitSeconds or at a quarter of the "
                        + "journal, with barrier a FLUSH and a FUA commit block, and are checkpointed in place after "
                        + "30 s of dirty expiry or when the journal runs short (docs/host.md). XFS and Btrfs "
                        + "metadata is not modelled; metadata false gives the model where metadata costs nothing.",
                List.of(ParameterSpec.choice(FILE_SYSTEM, EXT4, List.of(EXT4, "xfs", "btrfs"), "file system of the volume"),
                        ParameterSpec.choice(MODE, FSTRIM_WEEKLY, List.of(DISCARD, FSTRIM_WEEKLY, NONE),
                                "online discard, periodic fstrim, or neither"),
                        ParameterSpec.integer(FSTRIM_PERIOD_DAYS, "days", 7L, 1, 365, "fstrim-weekly: days between runs"),
                        ParameterSpec.integer(EXT4_COMMIT_SECONDS, "s", 5L, 0, 3600,
                                "ext4 mount option commit=: jbd2's commit interval, which also delays discards"),
                        ParameterSpec.flag(METADATA, true,
                                "ext4: model inodes, bitmaps, directories and the jbd2 journal; false: metadata costs nothing"),
                        ParameterSpec.choice(DATA, "ordered", List.of("ordered", "journal", "writeback"),
                                "ext4 mount option data=: journal also logs file data; ordered and writeback cost the same here "
                                        + "(file data goes out as it is written, before any commit that names it)"),
                        ParameterSpec.flag(BARRIER, true, "ext4 mount option barrier=1: FLUSH + FUA at every commit"),
                        ParameterSpec.integer(JOURNAL_MIB, "MiB", 0L, 0, 10_240,
                                "mke2fs -J size=; 0 = mke2fs's default for the volume size"),
                        ParameterSpec.integer(MAX_SECTORS_KIB, "KiB", DEFAULT_MAX_SECTORS_KIB, 4, 32_768,
                                "the disk's queue/max_sectors_kb, the largest WRITE writeback sends (whole 4 KiB): "
                                        + "1280 from Linux 4.4, 512 before")));
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

    /** Writeback's requests are split at max_sectors_kb. */
    @Override
    public int writeBehindBytes(Parameters parameters) {
        return (int) (parameters.integer(MAX_SECTORS_KIB) / 4 * 4) << 10;
    }

    /** ext4 with jbd2 as mounted; XFS, Btrfs and metadata false: {@link FileSystemFormat#NONE}. */
    @Override
    public FileSystemFormat format(Parameters parameters) {
        if (!parameters.choice(FILE_SYSTEM).equals(EXT4) || !parameters.flag(METADATA)) {
            return FileSystemFormat.NONE;
        }
        DataMode data = switch (parameters.choice(DATA)) {
            case "journal" -> DataMode.JOURNAL;
            case "writeback" -> DataMode.WRITEBACK;
            default -> DataMode.ORDERED;
        };
        return FileSystemFormats.ext4(data, TimeUnit.SECONDS.toNanos(parameters.integer(EXT4_COMMIT_SECONDS)),
                parameters.integer(JOURNAL_MIB) << 20, parameters.flag(BARRIER));
    }
}
