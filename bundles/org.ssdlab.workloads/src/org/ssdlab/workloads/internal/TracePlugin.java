package org.ssdlab.workloads.internal;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.ParameterType;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.workload.Workload;

/** Common part of the trace-replay plugins: the file, time scale, loop mode and LBA shift. */
abstract class TracePlugin extends AbstractPlugin<Workload> {

    static final String FILE = "file";
    static final String TIME_SCALE = "timeScale";
    static final String CLOSED_LOOP = "closedLoop";
    static final String LBA_OFFSET_BYTES = "lbaOffsetBytes";

    TracePlugin(String id, String label, String description) {
        super(PluginKind.WORKLOAD, id, label, description, List.of(
                // unit "path": a document resolves it against its own folder and checks it is a file
                new ParameterSpec(FILE, ParameterType.TEXT, "path", null, null, null, null,
                        "path of the trace file (.gz is decompressed); relative to the document's folder"),
                ParameterSpec.decimal(TIME_SCALE, "", 1.0, 1e-6, 1e6,
                        "arrival times are divided by this: 2 replays twice as fast"),
                ParameterSpec.flag(CLOSED_LOOP, false,
                        "ignore the timestamps and issue each request as soon as a queue slot is free"),
                ParameterSpec.integer(LBA_OFFSET_BYTES, "bytes", 0L, 0, Long.MAX_VALUE,
                        "added to every request's offset; a multiple of 512")));
    }

    abstract TraceFormat format();

    @Override
    public final Workload create(Parameters parameters) {
        String owner = toString();
        String name = parameters.text(FILE);
        Path file;
        try {
            file = Path.of(name);
        } catch (InvalidPathException e) {
            throw PluginException.forParameter(FILE,
                    owner + ": parameter '" + FILE + "' = '" + name + "' is not a valid path");
        }
        if (!Files.isRegularFile(file)) {
            throw PluginException.forParameter(FILE, owner + ": parameter '" + FILE + "' = '" + name + "': "
                    + (Files.isDirectory(file) ? "a directory" : Files.exists(file) ? "not a regular file (a pipe or device)"
                            : "no such file") + " (" + file.toAbsolutePath() + ")");
        }
        long lbaOffset = parameters.integer(LBA_OFFSET_BYTES);
        SyntheticPlugin.requireSectorMultiple(owner, LBA_OFFSET_BYTES, lbaOffset);
        try {
            // every line is checked now, before anything runs; the drive's size is checked at start
            Trace.read(file, format(), Long.MAX_VALUE / 2, 0, 1.0, true);
        } catch (IllegalArgumentException e) {
            throw PluginException.forParameter(FILE,
                    owner + ": parameter '" + FILE + "' = '" + name + "': " + e.getMessage());
        }
        return new TraceWorkload(file, format(), parameters.decimal(TIME_SCALE), parameters.flag(CLOSED_LOOP),
                lbaOffset);
    }
}
