package org.ssdlab.sim.registry.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.ssdlab.sim.api.AbstractPlugin;
import org.ssdlab.sim.api.ParameterSpec;
import org.ssdlab.sim.api.Parameters;
import org.ssdlab.sim.api.Plugin;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginKind;
import org.ssdlab.sim.api.gc.VictimPolicy;

class ServicePluginRegistryTest {

    private static final PluginKind<VictimPolicy> GC = PluginKind.GC_STRATEGY;

    /** Its policy always answers the validated "level" parameter, so tests can see what create() got. */
    static class LevelPlugin extends AbstractPlugin<VictimPolicy> {
        LevelPlugin(String id) {
            super(GC, id, "Level " + id, "test plugin " + id,
                    List.of(ParameterSpec.integer("level", "", 5L, 1, 9, "what the policy answers")));
        }

        @Override
        public VictimPolicy create(Parameters parameters) {
            int level = (int) parameters.integer("level");
            return blocks -> level;
        }
    }

    /** A second class, to tell duplicates apart in messages. */
    static final class OtherPlugin extends LevelPlugin {
        OtherPlugin(String id) {
            super(id);
        }
    }

    private static List<String> ids(ServicePluginRegistry registry) {
        return registry.plugins(GC).stream().map(Plugin::id).toList();
    }

    @Test
    void pluginsAreSortedById() {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        for (String id : List.of("zeta", "alpha", "mid", "beta")) {
            registry.addPlugin(new LevelPlugin(id));
        }
        assertEquals(List.of("alpha", "beta", "mid", "zeta"), ids(registry));
    }

    @Test
    void findByIdReturnsTheBoundInstance() {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        LevelPlugin alpha = new LevelPlugin("alpha");
        LevelPlugin beta = new LevelPlugin("beta");
        registry.addPlugin(alpha);
        registry.addPlugin(beta);
        assertSame(beta, registry.find(GC, "beta").orElseThrow());
        assertSame(alpha, registry.find(GC, "alpha").orElseThrow());
        assertTrue(registry.find(GC, "gamma").isEmpty());
    }

    @Test
    void duplicateIdIsRefusedUntilTheFirstGoes() {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        LevelPlugin first = new LevelPlugin("dup");
        OtherPlugin second = new OtherPlugin("dup");
        registry.addPlugin(first);
        registry.addPlugin(second);

        assertSame(first, registry.find(GC, "dup").orElseThrow());
        assertEquals(List.of("dup"), ids(registry));
        List<String> refusals = registry.refusals();
        assertEquals(1, refusals.size());
        String message = refusals.get(0);
        assertTrue(message.contains(GC.toString()), message);
        assertTrue(message.contains("'dup'"), message);
        assertTrue(message.contains(LevelPlugin.class.getName()), message);
        assertTrue(message.contains(OtherPlugin.class.getName()), message);
        assertTrue(message.indexOf(OtherPlugin.class.getName()) < message.lastIndexOf(LevelPlugin.class.getName()),
                "the refused class is named first, then the holder: " + message);

        registry.removePlugin(first);
        assertSame(second, registry.find(GC, "dup").orElseThrow());
        assertEquals(List.of("dup"), ids(registry));

        registry.removePlugin(second);
        assertTrue(registry.find(GC, "dup").isEmpty());
        assertEquals(List.of(), ids(registry));
    }

    @Test
    void removingARefusedDuplicateLeavesTheHolder() {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        LevelPlugin first = new LevelPlugin("dup");
        OtherPlugin second = new OtherPlugin("dup");
        registry.addPlugin(first);
        registry.addPlugin(second);
        registry.removePlugin(second);
        assertSame(first, registry.find(GC, "dup").orElseThrow());
        registry.removePlugin(first);
        assertTrue(registry.find(GC, "dup").isEmpty(), "the removed duplicate must not take over");
    }

    @Test
    void removedPluginDisappears() {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        LevelPlugin alpha = new LevelPlugin("alpha");
        registry.addPlugin(alpha);
        registry.addPlugin(new LevelPlugin("beta"));
        registry.removePlugin(alpha);
        assertTrue(registry.find(GC, "alpha").isEmpty());
        assertEquals(List.of("beta"), ids(registry));
        assertThrows(PluginException.class, () -> registry.create(GC, "alpha", Map.of()));
    }

    @Test
    void createValidatesAndPassesParameters() {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        registry.addPlugin(new LevelPlugin("alpha"));
        assertEquals(7, registry.create(GC, "alpha", Map.of("level", "7")).selectVictim(null));
        assertEquals(5, registry.create(GC, "alpha", Map.of()).selectVictim(null));
    }

    @Test
    void createWithUnknownIdListsTheKnownOnes() {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        registry.addPlugin(new LevelPlugin("beta"));
        registry.addPlugin(new LevelPlugin("alpha"));
        String message = assertThrows(PluginException.class, () -> registry.create(GC, "gamma", Map.of()))
                .getMessage();
        assertTrue(message.contains("'gamma'"), message);
        assertTrue(message.contains("alpha, beta"), message);
    }

    @Test
    void createWithBadParametersNamesPluginAndParameter() {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        registry.addPlugin(new LevelPlugin("alpha"));
        String message = assertThrows(PluginException.class,
                () -> registry.create(GC, "alpha", Map.of("level", 0))).getMessage();
        assertTrue(message.contains("'alpha'"), message);
        assertTrue(message.contains("'level'"), message);
        assertTrue(message.contains("1..9"), message);

        String unknown = assertThrows(PluginException.class,
                () -> registry.create(GC, "alpha", Map.of("speed", 3))).getMessage();
        assertTrue(unknown.contains("'alpha'") && unknown.contains("'speed'"), unknown);
    }

    @Test
    void concurrentAddAndRemoveLeaveAConsistentRegistry() throws InterruptedException {
        ServicePluginRegistry registry = new ServicePluginRegistry();
        int threads = 8;
        int rounds = 1500;
        CountDownLatch start = new CountDownLatch(1);
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int me = t;
            workers.add(new Thread(() -> {
                try {
                    start.await();
                    LevelPlugin own = new LevelPlugin("own-" + me);
                    LevelPlugin shared = new LevelPlugin("shared");
                    for (int r = 0; r < rounds; r++) {
                        // 'shared' only now and then: each refusal is logged, which serializes the threads
                        boolean withShared = r % 16 == 0;
                        registry.addPlugin(own);
                        if (withShared) {
                            registry.addPlugin(shared);
                        }
                        if (registry.find(GC, "own-" + me).orElse(null) != own) {
                            throw new AssertionError("own-" + me + " missing after add");
                        }
                        // our shared instance is bound, so some instance must hold the id
                        if (withShared && registry.find(GC, "shared").isEmpty()) {
                            throw new AssertionError("no holder for 'shared' while thread " + me + " binds one");
                        }
                        List<String> listed = ids(registry);
                        if (new HashSet<>(listed).size() != listed.size()
                                || !listed.equals(listed.stream().sorted().toList())) {
                            throw new AssertionError("inconsistent listing " + listed);
                        }
                        registry.removePlugin(own);
                        if (withShared) {
                            registry.removePlugin(shared);
                        }
                        if (registry.find(GC, "own-" + me).isPresent()) {
                            throw new AssertionError("own-" + me + " present after remove");
                        }
                    }
                    registry.addPlugin(new LevelPlugin("keep-" + me));
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "registry-worker-" + t));
        }
        workers.forEach(Thread::start);
        start.countDown();
        for (Thread worker : workers) {
            worker.join(TimeUnit.SECONDS.toMillis(30));
            assertFalse(worker.isAlive(), worker.getName() + " did not finish");
        }
        assertTrue(failures.isEmpty(), () -> "failures: " + failures);
        assertEquals(IntStream.range(0, threads).mapToObj(t -> "keep-" + t).toList(), ids(registry));
        assertTrue(registry.find(GC, "shared").isEmpty());
        registry.refusals().forEach(m -> assertTrue(m.contains("'shared'"), "only 'shared' may be refused: " + m));
    }
}
