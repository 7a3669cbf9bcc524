package org.ssdlab.sim.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.ssdlab.sim.api.ParameterProblem;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;

/**
 * What every plugin must be, whatever its kind: the checks the kind contracts ({@link DrivePluginContract},
 * {@link TrimPolicyContract}, {@link VictimPolicyContract}, {@link StorageLayerContract}) share.
 */
public final class PluginChecks {

    private PluginChecks() {
    }

    /** Validates {@code raw} against the plugin's parameters and creates its model, as the runner does. */
    public static <M> M create(Plugin<M> plugin, Map<String, ?> raw) {
        return plugin.create(Parameters.validate(plugin, raw));
    }

    /** One dynamic test a plugin, named by its id. */
    public static <M> Stream<DynamicTest> each(List<? extends Plugin<M>> plugins, Consumer<Plugin<M>> check) {
        return plugins.stream().map(plugin -> DynamicTest.dynamicTest(plugin.id(), () -> check.accept(plugin)));
    }

    /**
     * Declarative Services creates the component through a public no-argument constructor, and the registry
     * keys plugins by id: so the class is public, a fresh instance has the same id, and the id is lower-case
     * words joined by hyphens.
     */
    public static void isAComponentOfItsKind(Plugin<?> plugin, PluginKind<?> kind) {
        assertSame(kind, plugin.kind(), plugin.id());
        assertTrue(plugin.id().matches("[a-z0-9]+(-[a-z0-9.]+)*"), "id '" + plugin.id() + "' is not lower-case-with-hyphens");
        assertTrue(Modifier.isPublic(plugin.getClass().getModifiers()), plugin.getClass() + " is not public");
        Plugin<?> fresh;
        try {
            fresh = (Plugin<?>) plugin.getClass().getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(plugin.getClass() + " has no public no-argument constructor", e);
        }
        assertNotSame(plugin, fresh);
        assertEquals(plugin.id(), fresh.id());
    }

    /** A label and a description for the catalog, each parameter described, a default for each optional one. */
    public static void describesItself(Plugin<?> plugin) {
        assertFalse(plugin.label().isBlank(), plugin.id() + ": no label");
        assertFalse(plugin.description().isBlank(), plugin.id() + ": no description");
        Set<String> names = new HashSet<>();
        for (ParameterSpec parameter : plugin.parameters()) {
            assertTrue(names.add(parameter.name()), plugin.id() + ": parameter '" + parameter.name() + "' twice");
            assertFalse(parameter.description().isBlank(), plugin.id() + ": parameter '" + parameter.name() + "' undescribed");
            assertTrue(parameter.required() || parameter.defaultValue() != null,
                    plugin.id() + ": optional parameter '" + parameter.name() + "' without a default");
        }
        assertNotNull(create(plugin, Map.of()), plugin.id() + ": nothing created from the defaults");
    }

    /** An unknown parameter is refused, naming the plugin and the parameter (so a document's author finds it). */
    public static void refusesAnUnknownParameterByName(Plugin<?> plugin) {
        PluginException e = assertThrows(PluginException.class,
                () -> Parameters.validate(plugin, Map.of("noSuchParameter", 1)));
        assertTrue(e.getMessage().contains("'" + plugin.id() + "'") && e.getMessage().contains("'noSuchParameter'"),
                e.getMessage());
        assertEquals(List.of("noSuchParameter"), e.problems().stream().map(ParameterProblem::parameter).toList());
    }

    /** The ids of a bundle's plugins are distinct. */
    public static void idsAreDistinct(List<? extends Plugin<?>> plugins) {
        List<String> ids = plugins.stream().map(Plugin::id).toList();
        assertEquals(ids.size(), Set.copyOf(ids).size(), "ids " + ids);
    }
}
