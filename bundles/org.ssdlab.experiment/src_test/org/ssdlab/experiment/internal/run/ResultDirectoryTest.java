package org.ssdlab.experiment.internal.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ssdlab.experiment.Experiment;
import org.ssdlab.experiment.Overrides;
import org.ssdlab.experiment.Phase;
import org.ssdlab.experiment.PluginChoice;
import org.ssdlab.experiment.Run;
import org.ssdlab.experiment.Settings;
import org.ssdlab.experiment.run.ExperimentResult;
import org.ssdlab.experiment.run.ResultDirectory;

/** Publishing result directories: whole or not at all, never over another one, with the umask's mode. */
class ResultDirectoryTest {

    private static final ExperimentResult RESULT = ResultFilesTest.sample();
    private static final Experiment EXPERIMENT = new Experiment("e", "", 7,
            new Settings(new PluginChoice("d", Map.of()), new PluginChoice("g", Map.of()), null, List.of(), List.of(),
                    4096, List.of(new Phase.SecureErase("secure-erase"))),
            List.of(new Run("a", Overrides.NONE)), null);

    /** rename(2) replaces an empty directory: an empty folder of the same name must be skipped, not replaced. */
    @Test
    void anEmptyFolderOfTheSameNameIsNeverReplaced(@TempDir Path parent) throws Exception {
        List<Path> written = publishConcurrently(parent, 8);
        assertEquals(8, new HashSet<>(written).size(), written::toString);
        for (Path dir : written) {
            assertTrue(Files.isRegularFile(dir.resolve(ResultDirectory.SUMMARY)), dir::toString);
        }
        assertEquals(List.of(), hidden(parent));
    }

    private static List<Path> publishConcurrently(Path parent, int writers) throws Exception {
        CyclicBarrier start = new CyclicBarrier(writers);
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            List<Future<Path>> futures = new ArrayList<>();
            for (int i = 0; i < writers; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return ResultDirectory.write(RESULT, EXPERIMENT, "{}", parent);
                }));
            }
            List<Path> paths = new ArrayList<>();
            for (Future<Path> f : futures) {
                paths.add(f.get());
            }
            return paths;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void cancelledWhileWritingLeavesNothing(@TempDir Path parent) throws Exception {
        AtomicInteger checks = new AtomicInteger();
        assertThrows(CancellationException.class,
                () -> ResultDirectory.write(RESULT, EXPERIMENT, "{}", parent, () -> checks.incrementAndGet() > 1));
        try (Stream<Path> s = Files.list(parent)) {
            assertEquals(List.of(), s.toList());
        }
    }

    @Test
    void stalePartialsOfDeadProcessesAreRemovedLiveOnesKept(@TempDir Path parent) throws Exception {
        Path dead = Files.createDirectories(parent.resolve(".e-20260101-000000.partial-" + deadPid() + "-abc/charts"))
                .getParent();
        Path live = Files.createDirectory(parent.resolve(".e-20260101-000000.partial-"
                + ProcessHandle.current().pid() + "-xyz"));
        Path other = Files.createDirectory(parent.resolve(".keep"));
        assertEquals(List.of(dead), ResultDirectory.removeStalePartials(parent));
        assertFalse(Files.exists(dead));
        assertTrue(Files.exists(live) && Files.exists(other));
    }

    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        return p.pid();
    }

    @Test
    void aResultFolderHasTheModeOfAnyNewFolder(@TempDir Path parent) throws Exception {
        Path plain = Files.createDirectory(parent.resolve("plain"));
        Path written = ResultDirectory.write(RESULT, EXPERIMENT, "{}", parent);
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written));
    }

    @Test
    void anOutputFolderThatCannotTakeResultsIsNamedWithTheReason(@TempDir Path parent) throws Exception {
        Path file = Files.writeString(parent.resolve("afile"), "x");
        assertReason("is a file, not a directory", file);
        assertReason("is a file, not a directory", file.resolve("below"));
        assertReason("not a directory", Path.of("/dev/null"));
        assertReason("empty", Path.of(""));
        Path fresh = parent.resolve("new/deeper");
        ResultDirectory.checkWritable(fresh);
        assertFalse(Files.exists(parent.resolve("new")), "a check creates nothing");
    }

    private static void assertReason(String expected, Path out) {
        IOException e = assertThrows(IOException.class, () -> ResultDirectory.checkWritable(out));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    private static List<String> hidden(Path parent) throws IOException {
        try (Stream<Path> s = Files.list(parent)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".")).toList();
        }
    }
}
