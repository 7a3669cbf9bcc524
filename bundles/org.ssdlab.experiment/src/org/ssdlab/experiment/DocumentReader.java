package org.ssdlab.experiment;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.Suggestions;

/**
 * Turns a parsed document into the model, checking every rule on the way and collecting every
 * problem. A part that is wrong becomes {@code null}, its parents too, but reading goes on, so
 * one pass finds all problems. Only closed sets of keywords and registry ids are accepted.
 */
final class DocumentReader {

    /** {@code sweep} is read by org.ssdlab.experiment.sweep.SweepExpansion; a document alone ignores it. */
    private static final List<String> TOP = List.of("$schema", "name", "description", "seed", "defaults", "runs",
            "reference", "sweep");
    private static final List<String> SECTIONS = List.of("drive", "gc", "os", "stack", "partitions", "clusterBytes",
            "phases");
    /** The sections, and how many times each run repeats with its own seed unless it says otherwise. */
    private static final List<String> DEFAULTS = java.util.stream.Stream.concat(SECTIONS.stream(),
            java.util.stream.Stream.of("replicates")).toList();
    private static final List<String> PLUGIN = List.of("id", "parameters");
    private static final String NAME_ALLOWED = "1-64 letters, digits, '.', '_' or '-', not starting with '.'";
    private static final int MAX_QUEUE_DEPTH = 1024;
    private static final long MAX_BLOCK_BYTES = 64L << 20;
    private static final long MAX_FILE_BYTES = 64L << 30;
    private static final int MAX_REPLICATES = 100;

    private final Problems problems;
    private final PluginChecker plugins;
    private PluginChoice defaultDrive;
    private PluginChoice defaultGc;
    private PluginChoice defaultOs;
    private boolean defaultsHadOs;

    DocumentReader(Problems problems, PluginChecker plugins) {
        this.problems = problems;
        this.plugins = plugins;
    }

    Experiment experiment(JsonNode root) {
        if (!isObject(root)) {
            return null;
        }
        allowOnly(root, TOP);
        String name = name(root, "name");
        String description = text(root, "description", "");
        Long seed = integer(root, "seed", null, 0, Long.MAX_VALUE);
        JsonNode defaultsNode = field(root, "defaults", "an object with drive, gc and phases");
        Settings defaults = defaultsNode == null ? null : settings(defaultsNode);
        Long replicates = defaultsNode == null || !isObject(defaultsNode) ? Long.valueOf(1)
                : integer(defaultsNode, "replicates", 1L, 1, MAX_REPLICATES);
        List<Run> runs = runs(field(root, "runs", "a list of runs, each with a name"), replicates == null ? 1 : replicates);
        JsonNode referenceNode = root.members().get("reference");
        Reference reference = referenceNode == null || defaults == null || runs == null ? null
                : reference(referenceNode, defaults, runs);
        if (name == null || seed == null || defaults == null || replicates == null || runs == null || description == null
                || (referenceNode != null && reference == null)) {
            return null;
        }
        return new Experiment(name, description, seed, defaults, runs, reference);
    }

    private Settings settings(JsonNode node) {
        if (!isObject(node)) {
            return null;
        }
        allowOnly(node, DEFAULTS);
        JsonNode driveNode = field(node, "drive", "an object {id, parameters} naming a drive plugin");
        JsonNode gcNode = field(node, "gc", "an object {id, parameters} naming a gc plugin");
        JsonNode osNode = node.members().get("os");
        defaultDrive = driveNode == null ? null : plugin(driveNode, PluginKind.DRIVE);
        defaultGc = gcNode == null ? null : plugin(gcNode, PluginKind.GC_STRATEGY);
        defaultOs = osNode == null ? null : plugin(osNode, PluginKind.OS);
        defaultsHadOs = osNode != null;
        List<PluginChoice> stack = stack(node.members().get("stack"), List.of());
        List<Partition> partitions = partitions(node.members().get("partitions"), List.of());
        Long cluster = clusterBytes(node.members().get("clusterBytes"), Settings.DEFAULT_CLUSTER_BYTES);
        List<Phase> phases = phases(field(node, "phases", "a non-empty list of phases"));
        if (defaultDrive == null || defaultGc == null || (osNode != null && defaultOs == null) || stack == null
                || partitions == null || cluster == null || phases == null) {
            return null;
        }
        return new Settings(defaultDrive, defaultGc, defaultOs, stack, partitions, cluster, phases);
    }

    private List<Run> runs(JsonNode node, long replicates) {
        List<JsonNode> items = list(node, 1);
        if (items == null) {
            return null;
        }
        List<Run> runs = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean ok = true;
        for (JsonNode item : items) {
            Run run = run(item, names, replicates);
            ok &= run != null;
            if (run != null) {
                runs.add(run);
            }
        }
        return ok ? runs : null;
    }

    private Run run(JsonNode node, Set<String> names, long defaultReplicates) {
        if (!isObject(node)) {
            return null;
        }
        allowOnly(node, List.of("name", "description", "replicates", "overrides"));
        Long replicates = integer(node, "replicates", defaultReplicates, 1, MAX_REPLICATES);
        String name = name(node, "name");
        if (name != null && !names.add(name)) {
            problems.add(node.members().get("name"), "run name '" + name + "' is used twice; run names must be unique");
            name = null;
        }
        text(node, "description", "");
        JsonNode o = node.members().get("overrides");
        Overrides overrides = o == null ? Overrides.NONE : overrides(o);
        return name == null || overrides == null || replicates == null ? null
                : new Run(name, overrides, replicates.intValue());
    }

    private Overrides overrides(JsonNode node) {
        if (!isObject(node)) {
            return null;
        }
        allowOnly(node, SECTIONS);
        Map<String, JsonNode> m = node.members();
        PluginOverride drive = override(m.get("drive"), PluginKind.DRIVE, defaultDrive, "defaults.drive");
        PluginOverride gc = override(m.get("gc"), PluginKind.GC_STRATEGY, defaultGc, "defaults.gc");
        PluginOverride os = override(m.get("os"), PluginKind.OS, defaultOs, "defaults.os");
        List<PluginChoice> stack = stack(m.get("stack"), null);
        List<Partition> partitions = partitions(m.get("partitions"), null);
        Long cluster = clusterBytes(m.get("clusterBytes"), null);
        List<Phase> phases = m.containsKey("phases") ? phases(m.get("phases")) : null;
        if ((m.containsKey("drive") && drive == null) || (m.containsKey("gc") && gc == null)
                || (m.containsKey("os") && os == null) || (m.containsKey("stack") && stack == null)
                || (m.containsKey("partitions") && partitions == null)
                || (m.containsKey("clusterBytes") && cluster == null) || (m.containsKey("phases") && phases == null)) {
            return null;
        }
        return new Overrides(drive, gc, os, stack, partitions, cluster, phases);
    }

    /** A whole plugin section: {@code {"id": ..., "parameters": {...}}}, checked against the registry. */
    private PluginChoice plugin(JsonNode node, PluginKind<?> kind) {
        if (!isObject(node)) {
            return null;
        }
        allowOnly(node, PLUGIN);
        String id = text(node, "id", null);
        Map<String, Object> parameters = plugins.units(kind, id, parameters(node.members().get("parameters")),
                PluginChecker.in(node.path()));
        if (id == null || parameters == null) {
            return null;
        }
        PluginChoice choice = new PluginChoice(id, parameters);
        plugins.check(kind, choice, JsonNode.child(node.path(), "id"), PluginChecker.in(node.path()), node.path());
        return choice;
    }

    private PluginOverride override(JsonNode node, PluginKind<?> kind, PluginChoice base, String basePath) {
        if (node == null || !isObject(node)) {
            return null;
        }
        if (node.members().containsKey("id")) {
            PluginChoice whole = plugin(node, kind);
            return whole == null ? null : new PluginOverride(whole.id(), whole.parameters());
        }
        allowOnly(node, PLUGIN);
        Map<String, Object> parameters = plugins.units(kind, base == null ? null : base.id(),
                parameters(node.members().get("parameters")), PluginChecker.in(node.path()));
        if (parameters == null) {
            return null;
        }
        PluginOverride override = new PluginOverride(null, parameters);
        if (base == null) {
            if (!basePath.equals("defaults.os") || defaultsHadOs) {
                return override; // the default section is wrong and reported already
            }
            problems.add(JsonNode.child(node.path(), "id"), "required field 'id' is missing; allowed: an " + kind.id()
                    + " plugin id (the defaults name no " + kind.id() + " to change)");
            return null;
        }
        plugins.check(kind, override.applyTo(base), JsonNode.child(basePath, "id"),
                PluginChecker.overridden(node.path(), parameters, basePath), node.path());
        return override;
    }

    /** Raw values only: strings, numbers, booleans. Anything else could smuggle structure in. */
    private Map<String, Object> parameters(JsonNode node) {
        if (node == null) {
            return Map.of();
        }
        if (!isObject(node)) {
            return null;
        }
        Map<String, Object> values = new LinkedHashMap<>();
        boolean ok = true;
        for (JsonNode value : node.members().values()) {
            Object raw = switch (value.type()) {
                case STRING -> value.text();
                case BOOLEAN -> Boolean.valueOf(value.text());
                case NUMBER -> number(value.text());
                default -> null;
            };
            if (raw == null) {
                problems.add(value, value.shown() + " is not a parameter value; allowed: a string, number or boolean");
                ok = false;
            } else {
                values.put(key(node, value), raw);
            }
        }
        return ok ? values : null;
    }

    private static String key(JsonNode parent, JsonNode child) {
        for (Map.Entry<String, JsonNode> e : parent.members().entrySet()) {
            if (e.getValue() == child) {
                return e.getKey();
            }
        }
        throw new IllegalStateException("not a member: " + child.path());
    }

    /** Integers stay exact ({@link Long}), everything else becomes a {@link Double}. */
    private static Object number(String text) {
        try {
            BigDecimal d = new BigDecimal(text);
            if (d.stripTrailingZeros().scale() <= 0 && d.abs().compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) <= 0) {
                return d.longValueExact();
            }
            return d.doubleValue();
        } catch (NumberFormatException | ArithmeticException e) {
            return Double.NaN;
        }
    }

    private List<PluginChoice> stack(JsonNode node, List<PluginChoice> absent) {
        if (node == null) {
            return absent;
        }
        List<JsonNode> items = list(node, 0);
        if (items == null) {
            return null;
        }
        List<PluginChoice> layers = new ArrayList<>();
        for (JsonNode item : items) {
            layers.add(plugin(item, PluginKind.STACK));
        }
        return layers.contains(null) ? null : layers;
    }

    private Long clusterBytes(JsonNode node, Long absent) {
        if (node == null) {
            return absent;
        }
        Size size = size(node, false);
        if (!(size instanceof Size.Bytes bytes)) {
            return null;
        }
        long b = bytes.bytes();
        if (Long.bitCount(b) != 1 || b < 512 || b > (2L << 20)) {
            problems.add(node, node.shown() + " is not a cluster size; allowed: a power of two from 512 B to 2 MiB");
            return null;
        }
        return b;
    }

    private List<Partition> partitions(JsonNode node, List<Partition> absent) {
        if (node == null) {
            return absent;
        }
        List<JsonNode> items = list(node, 0);
        if (items == null) {
            return null;
        }
        List<Partition> partitions = new ArrayList<>();
        for (JsonNode item : items) {
            partitions.add(partition(item));
        }
        if (partitions.contains(null)) {
            return null;
        }
        new PartitionLayout(problems).check(node.path(), partitions);
        return partitions;
    }

    private Partition partition(JsonNode node) {
        if (!isObject(node)) {
            return null;
        }
        allowOnly(node, List.of("start", "size"));
        JsonNode start = field(node, "start", "a sector number or dos63, 1MiB, fdisk-224-56");
        Long sector = null;
        Alignment alignment = null;
        if (start != null && start.type() == JsonNode.Type.STRING) {
            alignment = Alignment.byKeyword(start.text());
            if (alignment == null) {
                problems.add(start, start.shown() + " is not an alignment; allowed: a sector number or dos63, 1MiB, "
                        + "fdisk-224-56");
            }
        } else if (start != null) {
            sector = integerValue(start, 1, Long.MAX_VALUE / Partition.SECTOR_BYTES);
        }
        JsonNode sizeNode = field(node, "size", Units.SHARE_ALLOWED);
        Size size = sizeNode == null ? null : size(sizeNode, true);
        if (size instanceof Size.Bytes b && b.bytes() % Partition.SECTOR_BYTES != 0) {
            problems.add(sizeNode, sizeNode.shown() + " is not a whole number of sectors; allowed: a multiple of 512 B");
            size = null;
        }
        return size == null || (sector == null && alignment == null) ? null : new Partition(sector, alignment, size);
    }

    private List<Phase> phases(JsonNode node) {
        List<JsonNode> items = list(node, 1);
        if (items == null) {
            return null;
        }
        List<Phase> phases = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean ok = true;
        for (JsonNode item : items) {
            Phase phase = phase(item);
            if (phase != null && !names.add(phase.name())) {
                problems.add(item.members().get("name"), "phase name '" + phase.name()
                        + "' is used twice in this list; phase names must be unique within a run");
                phase = null;
            }
            if (phase instanceof Phase.Delete delete && !deletable(delete.what(), phases)) {
                problems.add(item.members().get("what"), "'" + delete.what() + "' is not allowed; allowed: "
                        + Phase.Delete.ALL_FILES + " or the name of an earlier fill (level file) or copy phase of this list");
                phase = null;
            }
            ok &= phase != null;
            phases.add(phase);
        }
        return ok ? phases : null;
    }

    private static boolean deletable(String what, List<Phase> earlier) {
        return Phase.Delete.ALL_FILES.equals(what) || earlier.stream().anyMatch(p -> p != null && p.name().equals(what)
                && (p instanceof Phase.Copy || p instanceof Phase.Fill f && f.level() == FillLevel.FILE));
    }

    private Phase phase(JsonNode node) {
        if (!isObject(node)) {
            return null;
        }
        String name = name(node, "name");
        String type = keyword(node, "type", Phase.TYPES);
        if (type == null) {
            allowOnly(node, List.of("name", "type", "workload", "queueDepth", "duration", "amount", "roundDuration",
                    "maxRounds", "capacityMultiple", "blockSize", "level", "size", "compressibility", "what", "tool",
                    "fileSize", "files", "span", "form", "preset", "driveWrites", "fullness", "fileSizeSpread", "lifetime",
                    "minDuration", "minAmount"));
            return null;
        }
        Phase phase = switch (type) {
            case "secure-erase" -> {
                allowOnly(node, List.of("name", "type"));
                yield name == null ? null : new Phase.SecureErase(name);
            }
            case "precondition" -> {
                allowOnly(node, List.of("name", "type", "form", "capacityMultiple", "blockSize", "queueDepth", "span"));
                JsonNode formNode = node.members().get("form");
                String formKeyword = formNode == null ? Phase.Precondition.Form.INDEPENDENT.keyword
                        : keyword(node, "form", Phase.Precondition.Form.keywords());
                Phase.Precondition.Form form = formKeyword == null ? null : Phase.Precondition.Form.byKeyword(formKeyword);
                Double multiple = decimal(node, "capacityMultiple", 2.0, 0.01, 100);
                JsonNode block = node.members().get("blockSize");
                Long blockBytes = form == null ? null : block == null ? (Long) form.defaultBlockBytes : blockSize(block);
                Long depth = integer(node, "queueDepth", (long) Phase.Precondition.DEFAULT_QUEUE_DEPTH, 1, MAX_QUEUE_DEPTH);
                JsonNode spanNode = node.members().get("span");
                Size span = spanNode == null ? null : size(spanNode, true);
                yield name == null || form == null || multiple == null || blockBytes == null || depth == null
                        || (spanNode != null && span == null) ? null
                        : new Phase.Precondition(name, form, multiple, blockBytes, depth.intValue(), span);
            }
            case "fill" -> {
                allowOnly(node, List.of("name", "type", "level", "size", "compressibility"));
                String level = keyword(node, "level", List.of("file", "block"));
                JsonNode sizeNode = node.members().get("size");
                Size size = sizeNode == null ? new Size.Percent(100) : size(sizeNode, true);
                Double compressibility = decimal(node, "compressibility", 0.0, 0, 1);
                yield name == null || level == null || size == null || compressibility == null ? null
                        : new Phase.Fill(name, "file".equals(level) ? FillLevel.FILE : FillLevel.BLOCK, size,
                                compressibility);
            }
            case "delete" -> {
                allowOnly(node, List.of("name", "type", "what"));
                JsonNode whatNode = field(node, "what", Phase.Delete.ALL_FILES + " or the name of a fill or copy phase");
                String what = whatNode == null || !is(whatNode, JsonNode.Type.STRING) ? null : whatNode.text();
                yield name == null || what == null ? null : new Phase.Delete(name, what);
            }
            case "idle" -> {
                allowOnly(node, List.of("name", "type", "duration"));
                Duration duration = duration(node, "duration", true);
                yield name == null || duration == null ? null : new Phase.Idle(name, duration);
            }
            case "workload" -> {
                allowOnly(node, List.of("name", "type", "workload", "queueDepth", "duration", "amount", "span"));
                JsonNode spanNode = node.members().get("span");
                Size span = spanNode == null ? null : size(spanNode, true);
                PluginChoice workload = workload(node);
                Long depth = integer(node, "queueDepth", 1L, 1, MAX_QUEUE_DEPTH);
                Duration duration = duration(node, "duration", false);
                JsonNode amountNode = node.members().get("amount");
                Size amount = amountNode == null ? null : size(amountNode, true);
                boolean bad = (node.members().containsKey("duration") && duration == null)
                        || (amountNode != null && amount == null) || (spanNode != null && span == null);
                if (!node.members().containsKey("duration") && amountNode == null) {
                    problems.add(node, "a workload phase needs 'duration' or 'amount' (or both: it stops at the first); "
                            + "allowed: a duration such as \"30min\", an amount such as \"40GB\" or \"100%\"");
                    bad = true;
                }
                yield name == null || workload == null || depth == null || bad ? null
                        : new Phase.WorkloadPhase(name, workload, depth.intValue(), duration, amount, span);
            }
            case "steady-state" -> {
                allowOnly(node, List.of("name", "type", "workload", "queueDepth", "roundDuration", "maxRounds", "span",
                        "minDuration", "minAmount"));
                JsonNode spanNode = node.members().get("span");
                Size span = spanNode == null ? null : size(spanNode, true);
                PluginChoice workload = workload(node);
                Long depth = integer(node, "queueDepth", 1L, 1, MAX_QUEUE_DEPTH);
                Duration round = duration(node, "roundDuration", true);
                Long rounds = integer(node, "maxRounds", 25L, 5, 1000);
                Duration least = node.members().containsKey("minDuration") ? duration(node, "minDuration", true)
                        : Duration.ZERO;
                if (least != null && round != null && rounds != null
                        && least.compareTo(round.multipliedBy(rounds)) > 0) {
                    problems.add(node.members().get("minDuration"), "minDuration " + node.members().get("minDuration").shown()
                            + " is longer than maxRounds (" + rounds + ") x roundDuration; allowed: at most "
                            + round.multipliedBy(rounds).toSeconds() + " s");
                    least = null;
                }
                JsonNode amountNode = node.members().get("minAmount");
                Size minAmount = amountNode == null ? null : size(amountNode, true);
                yield name == null || workload == null || depth == null || round == null || rounds == null || least == null
                        || (spanNode != null && span == null) || (amountNode != null && minAmount == null) ? null
                        : new Phase.SteadyState(name, workload, depth.intValue(), round, rounds.intValue(), span, least,
                                minAmount);
            }
            case "wsat" -> {
                allowOnly(node, List.of("name", "type", "duration", "queueDepth"));
                Duration duration = duration(node, "duration", true);
                Long depth = integer(node, "queueDepth", 32L, 1, MAX_QUEUE_DEPTH);
                yield name == null || duration == null || depth == null ? null
                        : new Phase.Wsat(name, duration, depth.intValue());
            }
            case "benchmark" -> {
                allowOnly(node, List.of("name", "type", "tool", "fileSize"));
                String keyword = keyword(node, "tool", BenchmarkTool.keywords());
                BenchmarkTool tool = keyword == null ? null : BenchmarkTool.byKeyword(keyword);
                JsonNode fileNode = node.members().get("fileSize");
                Size file = fileNode == null ? null : size(fileNode, false);
                yield name == null || tool == null || (fileNode != null && file == null) ? null
                        : new Phase.Benchmark(name, tool, file == null ? tool.defaultFileBytes() : ((Size.Bytes) file).bytes());
            }
            case "copy" -> {
                allowOnly(node, List.of("name", "type", "files", "compressibility", "directories"));
                List<FileSet> files = fileSets(field(node, "files", "a list of {count, size}"));
                Double compressibility = decimal(node, "compressibility", 0.0, 0, 1);
                Long directories = integer(node, "directories", Phase.Copy.DEFAULT_DIRECTORIES, 1, Integer.MAX_VALUE);
                yield name == null || files == null || compressibility == null || directories == null ? null
                        : new Phase.Copy(name, files, compressibility, directories);
            }
            case "age" -> age(node, name);
            default -> throw new IllegalStateException(type);
        };
        return phase;
    }

    /** A request size: a whole number of 512-byte sectors, 512 B to 64 MiB. */
    private Long blockSize(JsonNode node) {
        Size size = size(node, false);
        if (!(size instanceof Size.Bytes b)) {
            return null;
        }
        if (b.bytes() % Partition.SECTOR_BYTES != 0 || b.bytes() > MAX_BLOCK_BYTES) {
            problems.add(node, node.shown() + " is not a block size; allowed: a multiple of 512 B up to 64 MiB");
            return null;
        }
        return b.bytes();
    }

    /** File-system use over time; what the document leaves out comes from the preset. */
    private Phase age(JsonNode node, String name) {
        allowOnly(node, List.of("name", "type", "preset", "amount", "driveWrites", "duration", "fullness", "fileSize",
                "fileSizeSpread", "lifetime", "compressibility"));
        String keyword = node.members().containsKey("preset") ? keyword(node, "preset", AgePreset.keywords())
                : AgePreset.WINDOWS_DESKTOP_YEAR.keyword;
        AgePreset preset = keyword == null ? null : AgePreset.byKeyword(keyword);
        JsonNode amountNode = node.members().get("amount");
        Size amount = amountNode == null ? null : size(amountNode, false);
        Double writes = decimal(node, "driveWrites", 0, 0.01, 1000);
        boolean bad = (amountNode != null && amount == null) || writes == null;
        if (amountNode != null && node.members().containsKey("driveWrites")) {
            problems.add(node.members().get("driveWrites"), "give 'amount' or 'driveWrites', not both; allowed: "
                    + "an amount such as \"2TB\", or drive-writes 0.01..1000");
            bad = true;
        }
        Duration duration = node.members().containsKey("duration") ? duration(node, "duration", true)
                : preset == null ? null : preset.duration;
        Duration lifetime = node.members().containsKey("lifetime") ? duration(node, "lifetime", true)
                : preset == null ? null : preset.lifetime;
        Double fullness = decimal(node, "fullness", preset == null ? 0.5 : preset.fullness, 0.05, 0.95);
        JsonNode fileNode = node.members().get("fileSize");
        Size file = fileNode == null ? null : size(fileNode, false);
        if (file instanceof Size.Bytes b && b.bytes() > MAX_FILE_BYTES) {
            problems.add(fileNode, fileNode.shown() + " is not allowed; allowed: a median file size of 1 B to 64 GiB");
            file = null;
        }
        Double spread = decimal(node, "fileSizeSpread", preset == null ? 1 : preset.fileSizeSpread, 0, 4);
        Double compressibility = decimal(node, "compressibility", 0.0, 0, 1);
        if (name == null || preset == null || bad || duration == null || lifetime == null || fullness == null
                || (fileNode != null && file == null) || spread == null || compressibility == null) {
            return null;
        }
        long fileBytes = file == null ? preset.medianFileBytes : ((Size.Bytes) file).bytes();
        Size resolved = amount != null || writes > 0 ? amount : new Size.Bytes(preset.hostBytes);
        return new Phase.Age(name, preset, resolved, writes, duration, fullness, fileBytes, spread, lifetime,
                compressibility);
    }

    private List<FileSet> fileSets(JsonNode node) {
        List<JsonNode> items = list(node, 1);
        if (items == null) {
            return null;
        }
        List<FileSet> sets = new ArrayList<>();
        for (JsonNode item : items) {
            if (!isObject(item)) {
                return null;
            }
            allowOnly(item, List.of("count", "size"));
            Long count = integer(item, "count", null, 1, 10_000_000);
            JsonNode sizeNode = field(item, "size", Units.SIZE_ALLOWED);
            Size size = sizeNode == null ? null : size(sizeNode, false);
            if (count == null || size == null) {
                return null;
            }
            sets.add(new FileSet(count, ((Size.Bytes) size).bytes()));
        }
        return sets;
    }

    /** Measured figures; each must name a run of the document, a phase that run reports and a metric. */
    private Reference reference(JsonNode node, Settings defaults, List<Run> runs) {
        if (!isObject(node)) {
            return null;
        }
        allowOnly(node, List.of("source", "figures", "claims", "notes"));
        String source = text(node, "source", null);
        JsonNode figuresNode = node.members().get("figures");
        List<JsonNode> items = figuresNode == null ? List.of() : list(figuresNode, 1);
        JsonNode claimsNode = node.members().get("claims");
        List<JsonNode> claimItems = claimsNode == null ? List.of() : list(claimsNode, 1);
        List<String> notes = new ArrayList<>();
        JsonNode notesNode = node.members().get("notes");
        if (notesNode != null && is(notesNode, JsonNode.Type.ARRAY)) {
            for (JsonNode note : notesNode.items()) {
                if (is(note, JsonNode.Type.STRING)) {
                    notes.add(note.text());
                }
            }
        }
        if (items == null || claimItems == null) {
            return null;
        }
        Map<String, List<String>> phasesByRun = new LinkedHashMap<>();
        for (Run run : runs) {
            phasesByRun.put(run.name(), run.overrides().applyTo(defaults).phases().stream()
                    .flatMap(p -> p.resultNames().stream()).toList());
        }
        List<Reference.Figure> figures = new ArrayList<>();
        boolean ok = source != null;
        for (JsonNode item : items) {
            Reference.Figure figure = figure(item, phasesByRun);
            ok &= figure != null;
            figures.add(figure);
        }
        List<Reference.Claim> claims = new ArrayList<>();
        for (JsonNode item : claimItems) {
            Reference.Claim claim = claim(item, phasesByRun);
            ok &= claim != null;
            claims.add(claim);
        }
        return ok ? new Reference(source, figures, claims, notes) : null;
    }

    private Reference.Claim claim(JsonNode node, Map<String, List<String>> phasesByRun) {
        if (!isObject(node)) {
            return null;
        }
        allowOnly(node, List.of("text", "base", "run", "phases", "metric", "minChange", "maxChange", "mechanism"));
        String text = text(node, "text", null);
        String mechanism = node.members().containsKey("mechanism") ? text(node, "mechanism", null) : "";
        List<String> runs = List.copyOf(phasesByRun.keySet());
        String base = keyword(node, "base", runs);
        String run = keyword(node, "run", runs);
        String metric = keyword(node, "metric", Reference.METRICS);
        Double min = decimal(node, "minChange", Double.NaN, -1, 100);
        Double max = decimal(node, "maxChange", Double.NaN, -1, 100);
        if (min != null && max != null && !(min <= max)) {
            problems.add(node, "minChange and maxChange must both be given, minChange <= maxChange; allowed: shares -1..100");
            min = null;
        }
        List<JsonNode> items = list(field(node, "phases", "a list of phase names"), 1);
        List<String> phases = new ArrayList<>();
        boolean ok = items != null;
        for (JsonNode item : items == null ? List.<JsonNode>of() : items) {
            if (!is(item, JsonNode.Type.STRING)) {
                ok = false;
            } else if (base != null && run != null && !(phasesByRun.get(base).contains(item.text())
                    && phasesByRun.get(run).contains(item.text()))) {
                problems.add(item, "phase '" + item.text() + "' is not reported by both runs '" + base + "' and '" + run
                        + "'; allowed: " + String.join(", ", phasesByRun.get(run)));
                ok = false;
            } else {
                phases.add(item.text());
            }
        }
        return !ok || text == null || mechanism == null || base == null || run == null || metric == null || min == null
                || max == null ? null : new Reference.Claim(text, base, run, phases, metric, min, max, mechanism);
    }

    private Reference.Figure figure(JsonNode node, Map<String, List<String>> phasesByRun) {
        if (!isObject(node)) {
            return null;
        }
        allowOnly(node, List.of("run", "phase", "metric", "value"));
        String run = keyword(node, "run", List.copyOf(phasesByRun.keySet()));
        String phase = run == null ? null : keyword(node, "phase", phasesByRun.get(run));
        String metric = keyword(node, "metric", Reference.METRICS);
        Double value = decimal(node, "value", Double.NaN, 0, Double.MAX_VALUE);
        if (value != null && value.isNaN()) {
            field(node, "value", "a number >= 0");
            value = null;
        }
        return run == null || phase == null || metric == null || value == null ? null
                : new Reference.Figure(run, phase, metric, value);
    }

    private PluginChoice workload(JsonNode phase) {
        JsonNode node = field(phase, "workload", "an object {id, parameters} naming a workload plugin");
        return node == null ? null : plugin(node, PluginKind.WORKLOAD);
    }

    // --- field helpers: each reports its own problem and returns null when the value is wrong ---

    private boolean isObject(JsonNode node) {
        return is(node, JsonNode.Type.OBJECT);
    }

    private boolean is(JsonNode node, JsonNode.Type type) {
        if (node.type() != type) {
            problems.add(node, "expected " + type.description + ", found " + node.shown());
            return false;
        }
        return true;
    }

    private static String orSemicolon(String hint) {
        return hint.isEmpty() ? ";" : hint;
    }

    private void allowOnly(JsonNode object, List<String> keys) {
        for (String key : object.members().keySet()) {
            if (!keys.contains(key)) {
                problems.add(object.members().get(key), "unknown field '" + key + "'" + orSemicolon(Suggestions.didYouMean(key, keys))
                        + " allowed: " + String.join(", ", keys));
            }
        }
    }

    private JsonNode field(JsonNode object, String key, String allowed) {
        JsonNode node = object.members().get(key);
        if (node == null) {
            problems.addAll(List.of(new Problem(JsonNode.child(object.path(), key), object.line(),
                    "required field '" + key + "' is missing; allowed: " + allowed)));
        }
        return node;
    }

    private List<JsonNode> list(JsonNode node, int minItems) {
        if (node == null || !is(node, JsonNode.Type.ARRAY)) {
            return null;
        }
        if (node.items().size() < minItems) {
            problems.add(node, "the list is empty; allowed: at least " + minItems + " item");
            return null;
        }
        return node.items();
    }

    /** A string; {@code absent} when missing, and a missing field is an error when {@code absent} is null. */
    private String text(JsonNode object, String key, String absent) {
        JsonNode node = object.members().get(key);
        if (node == null) {
            return absent != null ? absent : textRequired(object, key);
        }
        if (!is(node, JsonNode.Type.STRING)) {
            return null;
        }
        if (node.text().isBlank()) {
            problems.add(node, "the text is empty; allowed: a non-empty string");
            return null;
        }
        return node.text();
    }

    private String textRequired(JsonNode object, String key) {
        field(object, key, "a non-empty string");
        return null;
    }

    private String name(JsonNode object, String key) {
        JsonNode node = field(object, key, NAME_ALLOWED);
        if (node == null || !is(node, JsonNode.Type.STRING)) {
            return null;
        }
        if (!node.text().matches("[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}")) { // '.', '..', '.x' would be hidden folders
            problems.add(node, node.shown() + " is not a name; allowed: " + NAME_ALLOWED);
            return null;
        }
        return node.text();
    }

    private String keyword(JsonNode object, String key, List<String> allowed) {
        JsonNode node = field(object, key, "one of " + String.join(", ", allowed));
        if (node == null || !is(node, JsonNode.Type.STRING)) {
            return null;
        }
        if (!allowed.contains(node.text())) {
            problems.add(node, node.shown() + " is not allowed; allowed: " + String.join(", ", allowed));
            return null;
        }
        return node.text();
    }

    private Long integer(JsonNode object, String key, Long absent, long min, long max) {
        JsonNode node = object.members().get(key);
        if (node == null) {
            if (absent == null) {
                field(object, key, "an integer " + min + ".." + max);
            }
            return absent;
        }
        return integerValue(node, min, max);
    }

    private Long integerValue(JsonNode node, long min, long max) {
        Object n = node.type() == JsonNode.Type.NUMBER ? number(node.text()) : null;
        if (!(n instanceof Long l) || l < min || l > max) {
            problems.add(node, node.shown() + " is not allowed; allowed: an integer " + min + ".." + max);
            return null;
        }
        return l;
    }

    private Double decimal(JsonNode object, String key, double absent, double min, double max) {
        JsonNode node = object.members().get(key);
        if (node == null) {
            return absent;
        }
        Object n = node.type() == JsonNode.Type.NUMBER ? number(node.text()) : null;
        double d = n instanceof Number number ? number.doubleValue() : Double.NaN;
        if (!(d >= min && d <= max)) {
            problems.add(node, node.shown() + " is not allowed; allowed: a number " + min + ".." + max);
            return null;
        }
        return d;
    }

    private Duration duration(JsonNode object, String key, boolean required) {
        JsonNode node = required ? field(object, key, Units.DURATION_ALLOWED) : object.members().get(key);
        if (node == null) {
            return null;
        }
        try {
            if (node.type() != JsonNode.Type.STRING) {
                throw new IllegalArgumentException(node.shown() + " is not a duration; allowed: " + Units.DURATION_ALLOWED);
            }
            return Units.parseDuration(node.text());
        } catch (IllegalArgumentException e) {
            problems.add(node, e.getMessage());
            return null;
        }
    }

    private Size size(JsonNode node, boolean shareAllowed) {
        try {
            return switch (node.type()) {
                case NUMBER -> Units.parseBytes(node.text());
                case STRING -> Units.parseSize(node.text(), shareAllowed);
                default -> throw new IllegalArgumentException(node.shown() + " is not a size; allowed: "
                        + (shareAllowed ? Units.SHARE_ALLOWED : Units.SIZE_ALLOWED));
            };
        } catch (IllegalArgumentException e) {
            problems.add(node, e.getMessage());
            return null;
        }
    }
}
