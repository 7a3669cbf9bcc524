package org.ssdlab.os.windows.internal;

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
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;

/** When NTFS on Windows sends TRIM: never before 7, at delete from 7, plus a weekly retrim from 8. */
@Component(service = Plugin.class)
public final class WindowsTrim extends AbstractPlugin<TrimPolicy> implements FileSystemFormatProvider {

    static final String VERSION = "version";
    static final String DISABLE_DELETE_NOTIFY = "disableDeleteNotify";
    static final String RETRIM_DAYS = "retrimDays";
    static final String METADATA = "metadata";

    private static final List<String> WITHOUT_TRIM = List.of("xp", "server-2003", "vista");
    private static final List<String> WITH_RETRIM = List.of("8", "8.1", "10", "11");
    /** Releases whose cache writes behind in at most 64 KiB. */
    private static final List<String> SMALL_WRITE_BEHIND = List.of("xp", "server-2003");
    private static final int XP_WRITE_BEHIND_BYTES = 64 << 10;

    public WindowsTrim() {
        super(PluginKind.OS, "windows", "Windows (NTFS)",
                "XP, Server 2003 and Vista never send TRIM (AnandTech 2829 p.13; vendor "
                        + "tools such as wiper are not modelled). Windows 7 trims each deleted extent at once, "
                        + "synchronously with the delete, unless DisableDeleteNotify = 1 (Engineering Windows 7 blog, as Tom's Hardware news 7717 quotes it). "
                        + "Windows 8, 8.1, 10 and 11 do the same and Optimize Drives also retrims all free space, "
                        + "weekly by default, counted from the first mount (Microsoft Learn, Optimize-Volume). "
                        + "DisableDeleteNotify = 1 is taken to stop the retrim as well [G]. metadata true models "
                        + "NTFS's metadata, simplified (1 KiB MFT records, $LogFile, $Bitmap, index buffers; "
                        + "docs/host.md); off by default because the model's MFT is a table fixed at format (one "
                        + "record per 16 KiB of volume) where NTFS grows it on demand. The cache writes file data "
                        + "behind in requests of at most 1 MiB from Vista on (Windows 7: 1 MB on client versions, "
                        + "32 MB on servers, Windows Internals 6th ed., part 2, ch. 11; Vista [G]) and at most 64 KiB "
                        + "on XP and Server 2003, whose Explorer copied through the cache manager (Russinovich, "
                        + "'Inside Vista SP1 File Copy Improvements', 2008) and whose memory manager caps a disk "
                        + "transfer at MM_MAXIMUM_DISK_IO_SIZE, 64 KiB in the DDK headers [G that write-behind uses "
                        + "it].",
                List.of(ParameterSpec.choice(VERSION, "10",
                                List.of("xp", "server-2003", "vista", "7", "8", "8.1", "10", "11"),
                                "Windows release (Server 2008 R2 behaves as 7, Server 2012+ as 8)"),
                        ParameterSpec.flag(DISABLE_DELETE_NOTIFY, false,
                                "fsutil behavior DisableDeleteNotify = 1: NTFS sends no TRIM"),
                        ParameterSpec.integer(RETRIM_DAYS, "days", 7L, 0, 365,
                                "Optimize Drives retrim interval, Windows 8+ only; 0 = schedule off"),
                        ParameterSpec.flag(METADATA, false, "model NTFS metadata and $LogFile (simplified)")));
    }

    @Override
    public TrimPolicy create(Parameters parameters) {
        String version = parameters.choice(VERSION);
        if (WITHOUT_TRIM.contains(version) || parameters.flag(DISABLE_DELETE_NOTIFY)) {
            return TrimPolicies.never();
        }
        long retrimDays = parameters.integer(RETRIM_DAYS);
        if (!WITH_RETRIM.contains(version) || retrimDays == 0) {
            return TrimPolicies.immediate();
        }
        return TrimPolicies.combine(TrimPolicies.immediate(),
                TrimPolicies.periodicRetrim(TimeUnit.DAYS.toNanos(retrimDays)));
    }

    @Override
    public int writeBehindBytes(Parameters parameters) {
        return SMALL_WRITE_BEHIND.contains(parameters.choice(VERSION)) ? XP_WRITE_BEHIND_BYTES
                : DEFAULT_WRITE_BEHIND_BYTES;
    }

    @Override
    public FileSystemFormat format(Parameters parameters) {
        return parameters.flag(METADATA) ? FileSystemFormats.ntfs() : FileSystemFormat.NONE;
    }
}
