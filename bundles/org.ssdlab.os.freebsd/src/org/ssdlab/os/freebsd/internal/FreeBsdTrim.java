package org.ssdlab.os.freebsd.internal;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.osgi.service.component.annotations.Component;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;

/** When FreeBSD sends BIO_DELETE: UFS per freed block (or run), ZFS through the legacy trim map. */
@Component(service = Plugin.class)
public final class FreeBsdTrim extends AbstractPlugin<TrimPolicy> {

    static final String VERSION = "version";
    static final String FILE_SYSTEM = "fileSystem";
    static final String TUNEFS_TRIM = "tunefsTrim";
    static final String DOTRIMCONS = "dotrimcons";
    static final String BLOCK_BYTES = "blockBytes";
    static final String TXG_SECONDS = "zfsTxgSeconds";
    static final String TXG_DELAY = "zfsTrimTxgDelay";
    static final String TRIM_TIMEOUT_SECONDS = "zfsTrimTimeoutSeconds";
    static final String TRIM_INTERVAL_SECONDS = "zfsTrimIntervalSeconds";

    static final String BEFORE_12 = "9.2-11.x";
    static final String V12 = "12.x";
    static final String V13_PLUS = "13-plus";
    static final String UFS = "ufs";
    static final String ZFS = "zfs";

    public FreeBsdTrim() {
        super(PluginKind.OS, "freebsd", "FreeBSD (UFS, ZFS)",
                "UFS trims only with the FS_TRIM flag (tunefs -t enable / newfs -t), each freed block at once: "
                        + "one BIO_DELETE per file-system block before 12.0; from 12.0 vfs.ffs.dotrimcons=1 (off by "
                        + "default) merges each freed run into one (tunefs(8); FreeBSD commits 8c2a54de and fc6e1715). ZFS 9.2 to 12.x "
                        + "(legacy TRIM, on by default) queues frees in a trim map that merges adjacent ranges and "
                        + "drops rewritten ones; a trim thread waking every zfsTrimIntervalSeconds (1 s) sends "
                        + "each range once it is older than zfsTrimTxgDelay (32) TXGs of zfsTxgSeconds (5 s) OR "
                        + "older than zfsTrimTimeoutSeconds (30 s), whichever comes first, so 30 s by default; the "
                        + "TXG age is modelled as time, and the per-pass segment cap is not modelled (sys/cddl/contrib/"
                        + "opensolaris/uts/common/fs/zfs/trim_map.c; FreeBSD 9.2 release notes). ZFS from 13 (OpenZFS) sends none by default: autotrim is "
                        + "off [G] and zpool trim is on demand (zpool-trim(8)).",
                List.of(ParameterSpec.choice(VERSION, V12, List.of(BEFORE_12, V12, V13_PLUS), "FreeBSD release"),
                        ParameterSpec.choice(FILE_SYSTEM, UFS, List.of(UFS, ZFS), "file system of the volume"),
                        ParameterSpec.flag(TUNEFS_TRIM, false, "UFS: FS_TRIM flag set (tunefs -t enable / newfs -t)"),
                        ParameterSpec.flag(DOTRIMCONS, false, "UFS, 12.0+: vfs.ffs.dotrimcons=1 merges freed runs"),
                        ParameterSpec.integer(BLOCK_BYTES, "bytes", 32768L, 4096, 65536,
                                "UFS block size, a power of two (newfs -b; 32 KiB default [G])"),
                        ParameterSpec.integer(TXG_SECONDS, "s", 5L, 1, 3600, "ZFS: vfs.zfs.txg.timeout"),
                        ParameterSpec.integer(TXG_DELAY, "TXGs", 32L, 0, 1_000_000, "ZFS: vfs.zfs.trim.txg_delay"),
                        ParameterSpec.integer(TRIM_TIMEOUT_SECONDS, "s", 30L, 0, 1_000_000,
                                "ZFS: vfs.zfs.trim.timeout"),
                        ParameterSpec.integer(TRIM_INTERVAL_SECONDS, "s", 1L, 1, 3600,
                                "ZFS: vfs.zfs.trim.max_interval, how often the trim thread wakes")));
    }

    @Override
    public TrimPolicy create(Parameters parameters) {
        return parameters.choice(FILE_SYSTEM).equals(UFS) ? ufs(parameters) : zfs(parameters);
    }

    private TrimPolicy ufs(Parameters parameters) {
        long blockBytes = parameters.integer(BLOCK_BYTES);
        if (Long.bitCount(blockBytes) != 1) {
            throw PluginException.forParameter(BLOCK_BYTES, this + ": parameter '" + BLOCK_BYTES + "' = '" + blockBytes
                    + "' is not allowed; allowed: a power of two 4096..65536");
        }
        boolean merged = parameters.flag(DOTRIMCONS);
        if (merged && parameters.choice(VERSION).equals(BEFORE_12)) {
            throw PluginException.forParameter(DOTRIMCONS,
                    this + ": parameter '" + DOTRIMCONS + "' = 'true' needs version "
                    + V12 + " or " + V13_PLUS + " (vfs.ffs.dotrimcons arrived in 12.0)");
        }
        if (!parameters.flag(TUNEFS_TRIM)) {
            return TrimPolicies.never();
        }
        return merged ? TrimPolicies.immediate() : TrimPolicies.perBlock(blockBytes / 512, TrimPolicies.immediate());
    }

    private static TrimPolicy zfs(Parameters parameters) {
        if (parameters.choice(VERSION).equals(V13_PLUS)) {
            return TrimPolicies.never();
        }
        long txgAgeSeconds = parameters.integer(TXG_DELAY) * parameters.integer(TXG_SECONDS);
        long delaySeconds = Math.min(txgAgeSeconds, parameters.integer(TRIM_TIMEOUT_SECONDS));
        return TrimPolicies.batched(TimeUnit.SECONDS.toNanos(delaySeconds),
                TimeUnit.SECONDS.toNanos(parameters.integer(TRIM_INTERVAL_SECONDS)));
    }
}
