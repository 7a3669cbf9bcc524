package org.ssdlab.experiment;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.ssdlab.sim.api.PluginKind;

/**
 * Reads a list of phases. Each phase's fields are read as its {@link PhaseType} describes them,
 * and the type's builder makes the record; only the rules across phases (unique names, what a
 * delete may name) live here.
 */
final class PhaseReader {

    private final FieldReader f;
    private final PluginSectionReader plugins;

    PhaseReader(FieldReader f, PluginSectionReader plugins) {
        this.f = f;
        this.plugins = plugins;
    }

    List<Phase> phases(JsonNode node) {
        List<JsonNode> items = f.list(node, 1);
        if (items == null) {
            return null;
        }
        List<Phase> phases = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean ok = true;
        for (JsonNode item : items) {
            Phase phase = phase(item);
            if (phase != null && !names.add(phase.name())) {
                f.problems.add(item.members().get("name"), "phase name '" + phase.name()
                        + "' is used twice in this list; phase names must be unique within a run");
                phase = null;
            }
            if (phase instanceof Phase.Delete delete && !deletable(delete.what(), phases)) {
                f.problems.add(item.members().get("what"), "'" + delete.what() + "' is not allowed; allowed: "
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
                && (p instanceof Phase.Copy || p instanceof Phase.Fill fill && fill.level() == FillLevel.FILE));
    }


    private Phase phase(JsonNode node) {
        if (!f.isObject(node)) {
            return null;
        }
        String name = f.name(node, "name");
        String keyword = f.keyword(node, "type", PhaseType.keywords());
        if (keyword == null) {
            f.allowOnly(node, PhaseType.anyKeys());
            return null;
        }
        PhaseType type = PhaseType.byKeyword(keyword);
        f.allowOnly(node, type.keys());
        Values values = new Values(node, name);
        type.fields().forEach(values::read);
        return type.builder().apply(values);
    }

    /** The fields of one phase, read by kind; a wrong one is left out and remembered. */
    private final class Values implements PhaseValues {
        private final JsonNode node;
        private final String name;
        private final Map<String, Object> values = new HashMap<>();
        private final Set<String> wrong = new HashSet<>();

        Values(JsonNode node, String name) {
            this.node = node;
            this.name = name;
        }

        void read(PhaseField field) {
            JsonNode value = node.members().get(field.name());
            Object read;
            if (value == null) {
                if (field.required()) {
                    f.field(node, field.name(), field.allowed());
                }
                read = defaultOf(field);
            } else {
                read = valueOf(field, value);
            }
            if (read != null) {
                values.put(field.name(), read);
            } else if (value != null || field.required()) {
                wrong.add(field.name());
            }
        }

        private Object valueOf(PhaseField field, JsonNode value) {
            return switch (field.kind()) {
                case TEXT -> f.is(value, JsonNode.Type.STRING) ? value.text() : null;
                case CHOICE -> f.keyword(node, field.name(), field.choices());
                case INTEGER -> f.integerValue(value, field.min().longValue(), field.max().longValue());
                case DECIMAL -> f.decimal(node, field.name(), Double.NaN, field.min().doubleValue(),
                        field.max().doubleValue());
                case DURATION -> f.duration(node, field.name(), true);
                case BYTES -> bytes(field, value);
                case SHARE -> f.size(value, true);
                case BLOCK_SIZE -> blockSize(value);
                case PLUGIN, OS_PLUGIN -> plugins.plugin(value, field.kind().pluginKind());
                case FILES -> fileSets(value);
                case JOBS -> jobList(value);
            };
        }

        private Size bytes(PhaseField field, JsonNode value) {
            Size size = f.size(value, false);
            if (size instanceof Size.Bytes b && field.max() != null && b.bytes() > field.max().longValue()) {
                f.problems.add(value, value.shown() + " is not allowed; allowed: " + field.allowed());
                return null;
            }
            return size;
        }

        private static Object defaultOf(PhaseField field) {
            Object value = field.defaultValue();
            if (value instanceof String text && (field.kind() == PhaseField.Kind.SHARE
                    || field.kind() == PhaseField.Kind.BYTES)) {
                return Units.parseSize(text, field.kind() == PhaseField.Kind.SHARE);
            }
            if (value instanceof String text && field.kind() == PhaseField.Kind.DURATION) {
                return Units.parseDuration(text);
            }
            return value;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public boolean ok() {
            return wrong.isEmpty();
        }

        @Override
        public boolean given(String field) {
            return node.members().containsKey(field);
        }

        @Override
        public String text(String field) {
            return (String) values.get(field);
        }

        @Override
        public Long integer(String field) {
            return (Long) values.get(field);
        }

        @Override
        public Double decimal(String field) {
            return (Double) values.get(field);
        }

        @Override
        public Duration duration(String field) {
            return (Duration) values.get(field);
        }

        @Override
        public Size size(String field) {
            return (Size) values.get(field);
        }

        @Override
        public Long blockBytes(String field) {
            return (Long) values.get(field);
        }

        @Override
        public PluginChoice plugin(String field) {
            return (PluginChoice) values.get(field);
        }

        @SuppressWarnings("unchecked")
        @Override
        public List<FileSet> files(String field) {
            return (List<FileSet>) values.get(field);
        }

        @SuppressWarnings("unchecked")
        @Override
        public List<Phase.Job> jobs(String field) {
            return (List<Phase.Job>) values.get(field);
        }

        @Override
        public String shown(String field) {
            return node.members().get(field).shown();
        }

        @Override
        public void reject(String field, String message) {
            f.problems.add(field == null ? node : node.members().get(field), message);
        }
    }

    /** A request size: a whole number of 512-byte sectors, 512 B to 64 MiB. */
    private Long blockSize(JsonNode node) {
        Size size = f.size(node, false);
        if (!(size instanceof Size.Bytes b)) {
            return null;
        }
        if (b.bytes() % PartitionSpec.SECTOR_BYTES != 0 || b.bytes() > PhaseField.MAX_BLOCK_BYTES) {
            f.problems.add(node, node.shown() + " is not a block size; allowed: a multiple of 512 B up to 64 MiB");
            return null;
        }
        return b.bytes();
    }



    /** Keys of one job of a {@code jobs} phase. */
    static final List<String> JOB_KEYS = List.of("name", "workload", "queueDepth", "numjobs", "span");
    static final int MAX_INSTANCES = 64;

    /** The jobs of a {@code jobs} phase: names unique, each with a workload plugin. */
    private List<Phase.Job> jobList(JsonNode node) {
        List<JsonNode> items = f.list(node, 1);
        if (items == null) {
            return null;
        }
        List<Phase.Job> jobs = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean ok = true;
        for (JsonNode item : items) {
            if (!f.isObject(item)) {
                ok = false;
                continue;
            }
            f.allowOnly(item, JOB_KEYS);
            String name = f.name(item, "name");
            JsonNode workload = f.field(item, "workload", "an object {id, parameters} naming a workload plugin");
            PluginChoice plugin = workload == null ? null : plugins.plugin(workload, PluginKind.WORKLOAD);
            Long depth = f.integer(item, "queueDepth", 1L, 1, 1024);
            Long instances = f.integer(item, "numjobs", 1L, 1, MAX_INSTANCES);
            JsonNode spanNode = item.members().get("span");
            Size span = spanNode == null ? null : f.size(spanNode, true);
            if (name != null && !names.add(name)) {
                f.problems.add(item.members().get("name"), "job name '" + name + "' is used twice in this phase; "
                        + "allowed: a name unique among its jobs");
                name = null;
            }
            if (name == null || plugin == null || depth == null || instances == null
                    || (spanNode != null && span == null)) {
                ok = false;
                continue;
            }
            jobs.add(new Phase.Job(name, plugin, depth.intValue(), instances.intValue(), span));
        }
        return ok ? jobs : null;
    }

    private List<FileSet> fileSets(JsonNode node) {
        List<JsonNode> items = f.list(node, 1);
        if (items == null) {
            return null;
        }
        List<FileSet> sets = new ArrayList<>();
        for (JsonNode item : items) {
            if (!f.isObject(item)) {
                return null;
            }
            f.allowOnly(item, List.of("count", "size"));
            Long count = f.integer(item, "count", null, 1, 10_000_000);
            JsonNode sizeNode = f.field(item, "size", Units.SIZE_ALLOWED);
            Size size = sizeNode == null ? null : f.size(sizeNode, false);
            if (count == null || size == null) {
                return null;
            }
            sets.add(new FileSet(count, ((Size.Bytes) size).bytes()));
        }
        return sets;
    }


}
