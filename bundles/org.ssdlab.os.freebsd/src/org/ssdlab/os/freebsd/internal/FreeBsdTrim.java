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
import org.ssdlab.sim.api.host.FileSystemFormat;
import org.ssdlab.sim.api.host.FileSystemFormatProvider;
import org.ssdlab.sim.api.host.FileSystemFormats;
import org.ssdlab.sim.api.host.TrimPolicies;
import org.ssdlab.sim.api.host.TrimPolicy;

/**
 * When FreeBSD sends BIO_DELETE (UFS per freed block or run once soft updates releases it, ZFS
 * through the legacy trim map, autotrim or zpool trim), and how UFS2 with soft updates and ZFS
 * write their metadata.
 */
@Component(service = Plugin.class)
public final class FreeBsdTrim extends AbstractPlugin<TrimPolicy> implements FileSystemFormatProvider {

    static final String VERSION = "version";
    static final String FILE_SYSTEM = "fileSystem";
    static final String TUNEFS_TRIM = "tunefsTrim";
    static final String DOTRIMCONS = "dotrimcons";
    static final String BLOCK_BYTES = "blockBytes";
    static final String TXG_SECONDS = "zfsTxgSeconds";
    static final String TXG_DELAY = "zfsTrimTxgDelay";
    static final String TRIM_TIMEOUT_SECONDS = "zfsTrimTimeoutSeconds";
    static final String TRIM_INTERVAL_SECONDS = "zfsTrimIntervalSeconds";
    static final String METADATA = "metadata";
    static final String METADELAY_SECONDS = "ufsMetadelaySeconds";
    static final String RECORD_BYTES = "zfsRecordBytes";
    static final String ASHIFT = "ashift";
    static final String AUTOTRIM = "zfsAutotrim";
    static final String ZPOOL_TRIM_DAYS = "zpoolTrimDays";
    /**
     * MAXPHYS, the largest transfer the kernel sends a disk and so the largest WRITE of UFS's write
     * clustering: 128 KiB through 12.x (FreeBSD svn r299668's log, 2016: "restricts the MAX IO size
     * to MAXPHYS which in turn is 128KB"), 1 MiB on 64-bit kernels since (sys/sys/param.h).
     */
    static final int MAXPHYS_BEFORE_13 = 128 << 10;
    static final int MAXPHYS_13_PLUS = 1 << 20;
    /** OpenZFS's zfs_trim_txg_batch: autotrim sends a metaslab's frees after 32 TXGs [G: default as recalled]. */
    static final long AUTOTRIM_TXG_BATCH = 32;

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
                        + "off [G] and zpool trim is on demand (zpool-trim(8)); zfsAutotrim sends frees after "
                        + "32 TXGs [G], zpoolTrimDays runs zpool trim over all free space on a schedule. With metadata "
                        + "on (the default) UFS2 is laid out as newfs makes it (cylinder groups, 256-byte inodes one "
                        + "per 4 fragments, written a 32 KiB block at a time; newfs(8)) and soft updates writes the changed "
                        + "inode, cylinder-group and directory blocks in place after kern.metadelay "
                        + "(ufsMetadelaySeconds, 28 s; sys/ufs/ffs/ffs_softdep.c) without FLUSH; the freed blocks are released, and trimmed, "
                        + "only then. ZFS is copy-on-write: a rewrite rewrites its whole record (zfsRecordBytes, "
                        + "128 KiB) elsewhere, and each TXG writes the indirect blocks above it, dnode and pool "
                        + "metadata in 2-3 copies and the uberblock into the four labels between two FLUSHes "
                        + "(OpenZFS on-disk format; zfsconcepts(7)); "
                        + "ashift sets the allocation unit, which the document's clusterBytes must equal "
                        + "(docs/host.md). Cached file data goes out in WRITEs of at most MAXPHYS: 128 KiB "
                        + "through 12.x, 1 MiB from 13 (sys/sys/param.h). SU+J's journal, the ZIL and ZFS compression are not modelled.",
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
                                "ZFS: vfs.zfs.trim.max_interval, how often the trim thread wakes"),
                        ParameterSpec.flag(METADATA, true,
                                "model UFS soft updates' or ZFS's metadata writes; false: metadata costs nothing and "
                                        + "ZFS rewrites in place"),
                        ParameterSpec.integer(METADELAY_SECONDS, "s", 28L, 1, 3600,
                                "UFS: kern.metadelay, how long the syncer holds soft updates' dirty metadata"),
                        ParameterSpec.integer(RECORD_BYTES, "bytes", (long) FileSystemFormats.ZFS_RECORD_BYTES, 512,
                                1 << 20, "ZFS: the dataset's recordsize, a power of two (zfs set recordsize=)"),
                        ParameterSpec.integer(ASHIFT, "", 12L, 9, 16,
                                "ZFS: the vdev's ashift; clusterBytes must be 2^ashift (12: 4096) [G for the default]"),
                        ParameterSpec.flag(AUTOTRIM, false, "ZFS, 13-plus: zpool set autotrim=on"),
                        ParameterSpec.integer(ZPOOL_TRIM_DAYS, "days", 0L, 0, 365,
                                "ZFS, 13-plus: days between scheduled zpool trim runs; 0 = never")));
    }

    @Override
    public TrimPolicy create(Parameters parameters) {
        checkSizes(parameters);
        return parameters.choice(FILE_SYSTEM).equals(UFS) ? ufs(parameters) : zfs(parameters);
    }

    @Override
    public FileSystemFormat format(Parameters parameters) {
        checkSizes(parameters);
        if (!parameters.flag(METADATA)) {
            return FileSystemFormat.NONE;
        }
        if (parameters.choice(FILE_SYSTEM).equals(UFS)) {
            return FileSystemFormats.ufs2((int) parameters.integer(BLOCK_BYTES),
                    TimeUnit.SECONDS.toNanos(parameters.integer(METADELAY_SECONDS)));
        }
        return FileSystemFormats.zfs((int) parameters.integer(RECORD_BYTES),
                TimeUnit.SECONDS.toNanos(parameters.integer(TXG_SECONDS)), (int) parameters.integer(ASHIFT));
    }

    /** The buffer cache writes file data behind in clusters of at most MAXPHYS, which 13 raised. */
    @Override
    public int writeBehindBytes(Parameters parameters) {
        return parameters.choice(VERSION).equals(V13_PLUS) ? MAXPHYS_13_PLUS : MAXPHYS_BEFORE_13;
    }

    /** The sizes that must be powers of two, checked whichever of create and format comes first. */
    private void checkSizes(Parameters parameters) {
        long blockBytes = parameters.integer(BLOCK_BYTES);
        if (Long.bitCount(blockBytes) != 1) {
            throw PluginException.forParameter(BLOCK_BYTES, this + ": parameter '" + BLOCK_BYTES + "' = '" + blockBytes
                    + "' is not allowed; allowed: a power of two 4096..65536");
        }
        long record = parameters.integer(RECORD_BYTES);
        if (Long.bitCount(record) != 1) {
            throw PluginException.forParameter(RECORD_BYTES, this + ": parameter '" + RECORD_BYTES + "' = '" + record
                    + "' is not allowed; allowed: a power of two 512..1048576");
        }
    }

    private TrimPolicy ufs(Parameters parameters) {
        long blockBytes = parameters.integer(BLOCK_BYTES);
        boolean merged = parameters.flag(DOTRIMCONS);
        if (merged && parameters.choice(VERSION).equals(BEFORE_12)) {
            throw PluginException.forParameter(DOTRIMCONS,
                    this + ": parameter '" + DOTRIMCONS + "' = 'true' needs version "
                    + V12 + " or " + V13_PLUS + " (vfs.ffs.dotrimcons arrived in 12.0)");
        }
        if (!parameters.flag(TUNEFS_TRIM)) {
            return TrimPolicies.never();
        }
        // soft updates frees the blocks (ffs_blkfree, which sends the BIO_DELETE) once the inode that
        // released them is on disk: after the syncer's metadelay
        TrimPolicy released = parameters.flag(METADATA)
                ? TrimPolicies.batched(TimeUnit.SECONDS.toNanos(parameters.integer(METADELAY_SECONDS)))
                : TrimPolicies.immediate();
        return merged ? released : TrimPolicies.perBlock(blockBytes / 512, released);
    }

    private TrimPolicy zfs(Parameters parameters) {
        boolean autotrim = parameters.flag(AUTOTRIM);
        long trimDays = parameters.integer(ZPOOL_TRIM_DAYS);
        if (parameters.choice(VERSION).equals(V13_PLUS)) {
            TrimPolicy auto = autotrim ? TrimPolicies.batched(TimeUnit.SECONDS.toNanos(
                    AUTOTRIM_TXG_BATCH * parameters.integer(TXG_SECONDS))) : TrimPolicies.never();
            return trimDays == 0 ? auto
                    : TrimPolicies.combine(auto, TrimPolicies.periodicRetrim(TimeUnit.DAYS.toNanos(trimDays)));
        }
        if (autotrim || trimDays > 0) {
            String name = autotrim ? AUTOTRIM : ZPOOL_TRIM_DAYS;
            throw PluginException.forParameter(name, this + ": parameter '" + name + "' = '"
                    + parameters.asMap().get(name) + "' needs version " + V13_PLUS
                    + " (autotrim and zpool trim arrived with OpenZFS in FreeBSD 13)");
        }
        long txgAgeSeconds = parameters.integer(TXG_DELAY) * parameters.integer(TXG_SECONDS);
        long delaySeconds = Math.min(txgAgeSeconds, parameters.integer(TRIM_TIMEOUT_SECONDS));
        return TrimPolicies.batched(TimeUnit.SECONDS.toNanos(delaySeconds),
                TimeUnit.SECONDS.toNanos(parameters.integer(TRIM_INTERVAL_SECONDS)));
    }
}
