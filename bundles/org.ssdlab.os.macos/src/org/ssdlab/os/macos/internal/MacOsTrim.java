package org.ssdlab.os.macos.internal;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.FileSystemFormatProvider;
import org.ssdlab.sim.api.host.FileSystemFormats;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;

/** When OS X / macOS sends TRIM: which drives get it in which release, and how HFS+ and APFS batch it. */
@Component(service = Plugin.class)
public final class MacOsTrim extends AbstractPlugin<TrimPolicy> implements FileSystemFormatProvider {

    static final String VERSION = "version";
    static final String FILE_SYSTEM = "fileSystem";
    static final String APPLE_OEM_DRIVE = "appleOemDrive";
    static final String TRIM_ENABLER = "trimEnabler";
    static final String TRIMFORCE = "trimforce";
    static final String JOURNAL_COMMIT_SECONDS = "journalCommitSeconds";
    static final String APFS_BOOT_TRIM_SECTORS = "apfsBootTrimSectors";
    static final String METADATA = "metadata";

    static final String NO_TRIM = "10.6.7-or-older";
    static final String OEM_ONLY = "10.6.8-10.10.3";
    static final String TRIMFORCE_ERA = "10.10.4-plus";
    static final String HFS_PLUS = "hfs+";
    static final String APFS = "apfs";

    public MacOsTrim() {
        super(PluginKind.OS, "macos", "macOS / OS X (HFS+, APFS)",
                "Up to 10.6.7 no TRIM at all (Ars Technica's OS X 10.11 review, p.10). 10.6.8 to 10.10.3 trim Apple OEM "
                        + "SSDs only; a third-party drive needs the Trim Enabler kext patch (apple.stackexchange "
                        + "88230; idelta.info). From 10.10.4 'sudo trimforce enable' gives any AHCI SSD TRIM (trimforce(8), "
                        + "ss64.com). HFS+ (journaled) queues freed extents on the journal transaction's trim "
                        + "list and sends them, adjacent ones merged, when the transaction is committed, modelled "
                        + "as a fixed delay journalCommitSeconds [G]; at every mount it trims all free space "
                        + "(Apple's hfs source, core/VolumeAllocation.c: ScanUnmapBlocks). APFS (10.13+, so version 10.10.4-plus) trims only at "
                        + "mount/boot, all free space from the lowest LBA up; the ~10 s boot-trim timeout is "
                        + "modelled as a sector budget per mount, apfsBootTrimSectors, so a slow controller never "
                        + "sees its higher free LBAs trimmed (OpenCorePkg's Configuration documentation, SetApfsTrimTimeout). metadata true models HFS+'s metadata, "
                        + "simplified (allocation file, catalog B-tree nodes as directories, an 8 MiB journal "
                        + "committed every journalCommitSeconds; docs/host.md); off by default, as the catalog is a "
                        + "table fixed at format; APFS metadata is not modelled. Cached file data goes out in WRITEs "
                        + "of at most 1 MiB, the cluster layer's cap (MAX_UPL_TRANSFER_BYTES, xnu's "
                        + "osfmk/mach/memory_object_types.h).",
                List.of(ParameterSpec.choice(VERSION, TRIMFORCE_ERA, List.of(NO_TRIM, OEM_ONLY, TRIMFORCE_ERA),
                                "OS X / macOS release range"),
                        ParameterSpec.choice(FILE_SYSTEM, HFS_PLUS, List.of(HFS_PLUS, APFS),
                                "volume format; apfs needs 10.13, i.e. version 10.10.4-plus"),
                        ParameterSpec.flag(APPLE_OEM_DRIVE, false, "the SSD is one Apple shipped (TRIM on from 10.6.8)"),
                        ParameterSpec.flag(TRIM_ENABLER, false,
                                "Trim Enabler patch installed (third-party drive; kext-dev-mode from 10.10, SIP off from 10.11)"),
                        ParameterSpec.flag(TRIMFORCE, false, "'sudo trimforce enable' was run (10.10.4+)"),
                        ParameterSpec.integer(JOURNAL_COMMIT_SECONDS, "s", 5L, 0, 3600,
                                "HFS+: how long a freed extent waits for its journal transaction to commit [G]"),
                        ParameterSpec.integer(APFS_BOOT_TRIM_SECTORS, "sectors", 0L, 0, Long.MAX_VALUE,
                                "APFS: sectors the boot trim gets through before its ~10 s timeout; 0 = all free space "
                                        + "(a fast controller). E.g. 2 GB/s for 10 s = 39,062,500 sectors [G]"),
                        ParameterSpec.flag(METADATA, false, "HFS+: model the journal, catalog and allocation file (simplified)")));
    }

    @Override
    public TrimPolicy create(Parameters parameters) {
        String version = parameters.choice(VERSION);
        String fileSystem = parameters.choice(FILE_SYSTEM);
        requireVersion(parameters, TRIMFORCE, parameters.flag(TRIMFORCE), "trimforce arrived in 10.10.4");
        requireVersion(parameters, FILE_SYSTEM, fileSystem.equals(APFS), "APFS arrived in 10.13");
        if (!sendsTrim(version, parameters)) {
            return TrimPolicies.never();
        }
        if (fileSystem.equals(APFS)) {
            long budget = parameters.integer(APFS_BOOT_TRIM_SECTORS);
            return budget == 0 ? TrimPolicies.atMount() : TrimPolicies.atMount(budget);
        }
        return TrimPolicies.combine(
                TrimPolicies.batched(TimeUnit.SECONDS.toNanos(parameters.integer(JOURNAL_COMMIT_SECONDS))),
                TrimPolicies.atMount());
    }

    private static boolean sendsTrim(String version, Parameters parameters) {
        boolean thirdPartyEnabled = switch (version) {
            case NO_TRIM -> false;
            case OEM_ONLY -> parameters.flag(TRIM_ENABLER);
            default -> parameters.flag(TRIM_ENABLER) || parameters.flag(TRIMFORCE);
        };
        return !version.equals(NO_TRIM) && (parameters.flag(APPLE_OEM_DRIVE) || thirdPartyEnabled);
    }

    /** A setting that exists only from 10.10.4 ({@code used}) with an older version is a user error. */
    private void requireVersion(Parameters parameters, String name, boolean used, String why) {
        String version = parameters.choice(VERSION);
        if (used && !version.equals(TRIMFORCE_ERA)) {
            throw PluginException.forParameter(name,
                    this + ": parameter '" + name + "' = '" + parameters.asMap().get(name)
                    + "' needs version " + TRIMFORCE_ERA + " (" + why + "); version is '" + version + "'");
        }
    }

    @Override
    public FileSystemFormat format(Parameters parameters) {
        if (!parameters.flag(METADATA) || !parameters.choice(FILE_SYSTEM).equals(HFS_PLUS)) {
            return FileSystemFormat.NONE;
        }
        return FileSystemFormats.hfsPlus(TimeUnit.SECONDS.toNanos(parameters.integer(JOURNAL_COMMIT_SECONDS)));
    }
}
