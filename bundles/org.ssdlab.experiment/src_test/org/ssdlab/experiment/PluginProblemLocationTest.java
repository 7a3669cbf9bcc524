package org.ssdlab.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterProblem;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.workload.Workload;

/** A plugin's problems are placed at the parameter they name, whatever their message says. */
class PluginProblemLocationTest {

    /** Refuses values only it knows about, in words that do not name the parameter the way Parameters does. */
    private static final class Picky extends AbstractPlugin<Workload> {
        Picky() {
            super(PluginKind.WORKLOAD, "picky", "picky", "refuses some strides",
                    List.of(ParameterSpec.integer("stride", "", 1L, 1, 100, "stride"),
                            ParameterSpec.integer("depth", "", 1L, 1, 100, "depth")));
        }

        @Override
        public Workload create(Parameters parameters) {
            if (parameters.integer("stride") == 7) {
                throw PluginException.forParameter("stride", "workload 'picky': seven is unlucky");
            }
            if (parameters.integer("stride") == 8) {
                throw new IllegalArgumentException("workload 'picky': its parameter 'depth' is fine, the mix is not");
            }
            return null;
        }
    }

    private static final PluginRegistry REGISTRY = new PluginRegistry() {
        private final TestRegistry others = new TestRegistry();
        private final Plugin<Workload> picky = new Picky();

        @Override
        @SuppressWarnings("unchecked")
        public <M> List<Plugin<M>> plugins(PluginKind<M> kind) {
            return kind == PluginKind.WORKLOAD ? List.of((Plugin<M>) picky) : others.plugins(kind);
        }

        @Override
        public <M> Optional<Plugin<M>> find(PluginKind<M> kind, String id) {
            return plugins(kind).stream().filter(p -> p.id().equals(id)).findFirst();
        }
    };

    private static List<String> problems(String parameters) {
        String doc = """
                { "name": "picky", "seed": 1,
                  "defaults": { "drive": { "id": "ocz-agility2-60" }, "gc": { "id": "greedy" },
                    "phases": [ { "name": "writes", "type": "workload", "duration": "2s", "queueDepth": 4,
                                  "workload": { "id": "picky", "parameters": %s } } ] },
                  "runs": [ { "name": "only" } ] }
                """.formatted(parameters);
        return new ExperimentValidator(REGISTRY).validate(doc).problems().stream().map(Problem::toString).toList();
    }

    @Test
    void aProblemTheWorkloadPinsOnAParameterIsPlacedThere() {
        assertEquals(List.of("defaults.phases[0].workload.parameters.stride (line 4): workload 'picky': seven is unlucky"),
                problems("{ \"stride\": 7, \"depth\": 3 }"));
    }

    @Test
    void aMessageThatMerelyMentionsAParameterStaysAtTheSection() {
        assertEquals(List.of("defaults.phases[0].workload.parameters (line 4): workload 'picky': its parameter 'depth' "
                + "is fine, the mix is not"), problems("{ \"stride\": 8, \"depth\": 3 }"));
    }

    @Test
    void parametersValidateNamesEachProblemsParameter() {
        PluginException e = assertThrows(PluginException.class,
                () -> Parameters.validate(new Picky(), Map.of("strid", 1, "depth", 0)));
        assertEquals(List.of("strid", "depth"), e.problems().stream().map(ParameterProblem::parameter).toList());
        assertEquals(String.join("\n", e.problems().stream().map(ParameterProblem::message).toList()), e.getMessage());
    }
}
