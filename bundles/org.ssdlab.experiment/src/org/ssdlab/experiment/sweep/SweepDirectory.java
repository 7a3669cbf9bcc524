package org.ssdlab.experiment.sweep;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;


import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * A sweep on disk: {@code sweep.json} (the document), {@code manifest.json} (the points, their
 * values, document hashes and seeds, the scale and the tool version; no time, no path of the
 * machine that wrote it but the document's folder), {@code points/<name>/} one ordinary result
 * directory per point with {@code sweep-point.json} beside its results, then {@code table.csv},
 * {@code table.json} and {@code charts/} once every point is there. A point is complete when its
 * folder exists (result directories appear whole) and its stamp matches the manifest's: that is
 * what a rerun skips.
 */
public final class SweepDirectory {

    public static final String MANIFEST = "manifest.json";
    public static final String DOCUMENT = "sweep.json";
    public static final String POINTS = "points";
    public static final String STAMP = "sweep-point.json";
    public static final String TABLE_CSV = "table.csv";
    public static final String TABLE_JSON = "table.json";
    public static final String CHARTS = "charts";
    static final int FORMAT = 1;

    private final Path dir;
    private final JsonObject manifest;
    private final List<JsonObject> points = new ArrayList<>();

    private SweepDirectory(Path dir, JsonObject manifest) {
        this.dir = dir;
        this.manifest = manifest;
        manifest.getAsJsonArray("points").forEach(p -> points.add(p.getAsJsonObject()));
    }

    /**
     * Writes (or rewrites) the document and the manifest of {@code sweep} into {@code dir}; point
     * folders already there stay, to be skipped when their stamps still match.
     *
     * @param seed {@code null}: each point runs with its document's seed
     */
    public static SweepDirectory prepare(Path dir, String documentText, Path documentFolder, SweepValidator.Sweep sweep,
            Long seed, double scale, String toolVersion) throws IOException {
        if (!sweep.valid()) {
            throw new IllegalArgumentException("the sweep has problems");
        }
        JsonObject manifest = new JsonObject();
        manifest.addProperty("format", FORMAT);
        manifest.addProperty("sweep", sweep.name());
        manifest.addProperty("document", DOCUMENT);
        manifest.addProperty("documentSha256", SweepPoint.sha256(documentText));
        manifest.addProperty("documentFolder", documentFolder == null ? null : documentFolder.toAbsolutePath().toString());
        manifest.addProperty("scale", scale);
        manifest.addProperty("toolVersion", toolVersion);
        manifest.addProperty("mode", sweep.mode().keyword());
        JsonArray parameters = new JsonArray();
        for (SweepParameter parameter : sweep.parameters()) {
            JsonObject p = new JsonObject();
            p.addProperty("name", parameter.name());
            JsonArray paths = new JsonArray();
            parameter.paths().forEach(path -> paths.add(path.text()));
            p.add("paths", paths);
            JsonArray values = new JsonArray();
            parameter.values().forEach(values::add);
            p.add("values", values);
            parameters.add(p);
        }
        manifest.add("parameters", parameters);
        JsonArray points = new JsonArray();
        for (SweepPoint point : sweep.points()) {
            JsonObject p = new JsonObject();
            p.addProperty("index", point.index());
            p.addProperty("name", point.name());
            JsonObject values = new JsonObject();
            for (int k = 0; k < sweep.parameters().size(); k++) {
                values.add(sweep.parameters().get(k).name(), point.values().get(k));
            }
            p.add("values", values);
            p.addProperty("seed", seed != null ? seed : point.seed());
            p.addProperty("documentSha256", point.documentHash());
            points.add(p);
        }
        manifest.add("points", points);
        Files.createDirectories(dir);
        writeAtomically(dir.resolve(DOCUMENT), documentText);
        writeAtomically(dir.resolve(MANIFEST), json(manifest));
        return new SweepDirectory(dir, manifest);
    }

    /** Reads a sweep directory's manifest. */
    public static SweepDirectory open(Path dir) throws IOException {
        Path file = dir.resolve(MANIFEST);
        if (!Files.isRegularFile(file)) {
            throw new IOException("'" + dir + "' is not a sweep directory: it has no " + MANIFEST);
        }
        try {
            JsonObject manifest = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject();
            if (manifest.get("format").getAsInt() != FORMAT) {
                throw new IOException("'" + file + "' is of format " + manifest.get("format") + "; this tool reads " + FORMAT);
            }
            return new SweepDirectory(dir, manifest);
        } catch (JsonParseException | IllegalStateException | NullPointerException | UnsupportedOperationException e) {
            throw new IOException("'" + file + "' is damaged: " + e.getMessage(), e);
        }
    }

    public Path path() {
        return dir;
    }

    public String name() {
        return manifest.get("sweep").getAsString();
    }

    public int size() {
        return points.size();
    }

    public double scale() {
        return manifest.get("scale").getAsDouble();
    }

    public String toolVersion() {
        return manifest.get("toolVersion").getAsString();
    }

    public String documentHash() {
        return manifest.get("documentSha256").getAsString();
    }

    public Path documentFolder() {
        JsonElement folder = manifest.get("documentFolder");
        return folder == null || folder.isJsonNull() ? null : Path.of(folder.getAsString());
    }

    public String documentText() throws IOException {
        return Files.readString(dir.resolve(DOCUMENT), StandardCharsets.UTF_8);
    }

    public List<String> parameterNames() {
        List<String> names = new ArrayList<>();
        manifest.getAsJsonArray("parameters").forEach(p -> names.add(p.getAsJsonObject().get("name").getAsString()));
        return names;
    }

    /** The values of parameter {@code k}, in the sweep's order. */
    public List<JsonElement> parameterValues(int k) {
        List<JsonElement> values = new ArrayList<>();
        manifest.getAsJsonArray("parameters").get(k).getAsJsonObject().getAsJsonArray("values").forEach(values::add);
        return values;
    }

    public String pointName(int index) {
        return points.get(index).get("name").getAsString();
    }

    /** The point's value of each parameter, in the parameters' order. */
    public List<JsonElement> pointValues(int index) {
        JsonObject values = points.get(index).getAsJsonObject("values");
        return parameterNames().stream().map(values::get).toList();
    }

    public long seed(int index) {
        return points.get(index).get("seed").getAsLong();
    }

    public String pointHash(int index) {
        return points.get(index).get("documentSha256").getAsString();
    }

    public Path pointDir(int index) {
        return dir.resolve(POINTS).resolve(pointName(index));
    }

    /** What {@code sweep-point.json} of a complete point holds, byte for byte. */
    public String stamp(int index) {
        JsonObject stamp = new JsonObject();
        stamp.addProperty("sweep", name());
        stamp.addProperty("index", index);
        stamp.addProperty("point", pointName(index));
        stamp.addProperty("documentSha256", pointHash(index));
        stamp.addProperty("seed", seed(index));
        stamp.addProperty("scale", scale());
        stamp.addProperty("toolVersion", toolVersion());
        return json(stamp);
    }

    /** Whether the point's results are there and were made from its document, seed, scale and tool version. */
    public boolean complete(int index) {
        Path stamp = pointDir(index).resolve(STAMP);
        try {
            return Files.isRegularFile(stamp, LinkOption.NOFOLLOW_LINKS)
                    && Files.readString(stamp, StandardCharsets.UTF_8).equals(stamp(index));
        } catch (IOException e) {
            return false;
        }
    }

    /** The points still to run, in order. */
    public List<Integer> missing() {
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < size(); i++) {
            if (!complete(i)) {
                missing.add(i);
            }
        }
        return missing;
    }

    /** Removes a point folder that is not complete (another document, seed, scale or version made it). */
    void removeStale(int index) throws IOException {
        Path point = pointDir(index);
        if (!Files.exists(point, LinkOption.NOFOLLOW_LINKS) || complete(index)) {
            return;
        }
        Path aside = point.resolveSibling("." + point.getFileName() + ".stale-" + ProcessHandle.current().pid());
        try {
            Files.move(point, aside, StandardCopyOption.ATOMIC_MOVE);
        } catch (NoSuchFileException e) {
            return; // another task removed it
        }
        try (Stream<Path> paths = Files.walk(aside)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    static String json(JsonElement element) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(element) + "\n";
    }

    /** Written under a hidden name and renamed: a reader sees the old file or the new one. */
    static void writeAtomically(Path file, String text) throws IOException {
        Path partial = file.resolveSibling("." + file.getFileName() + ".partial-" + ProcessHandle.current().pid() + "-"
                + Thread.currentThread().threadId());
        Files.writeString(partial, text, StandardCharsets.UTF_8);
        try {
            Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
