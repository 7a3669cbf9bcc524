package org.ssdlab.cli.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.ssdlab.experiment.ExperimentValidator;
import org.ssdlab.experiment.Problem;
import org.ssdlab.experiment.Validation;
import org.ssdlab.experiment.sweep.SweepExpansion;
import org.ssdlab.experiment.sweep.SweepValidator;
import org.ssdlab.experiment.run.ExperimentRunner;
import org.ssdlab.sim.api.PluginRegistry;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ssdlab validate EXPERIMENT}: checks a document against the installed plugins without running it. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Checks an experiment document (docs/experiment-format.md): every problem with its path and line.")
final class ValidateCommand implements Callable<Integer> {

    private final PluginRegistry registry;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "EXPERIMENT", description = "the experiment document (JSON)")
    private Path document;

    ValidateCommand(PluginRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        String wrong = DocumentFile.whatIsWrong(document); // never opens a FIFO or a device: that could block
        if (wrong != null) {
            throw new ParameterException(spec.commandLine(), "EXPERIMENT: '" + document + "' is "
                    + (wrong.startsWith("no such") ? "not there: " : "") + wrong);
        }
        String text;
        try {
            text = DocumentFile.read(document);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "EXPERIMENT: cannot read '" + document + "': " + e.getMessage());
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println(document + ": " + e.getMessage());
            return SsdLabCommand.EXIT_INVALID_INPUT;
        }
        Path folder = document.toAbsolutePath().getParent();
        if (SweepExpansion.hasSweep(text)) { // every point of the sweep, each problem at its place in the sweep
            SweepValidator.Sweep sweep = new SweepValidator(registry).validate(text, folder);
            sweep.problems().forEach(p -> spec.commandLine().getErr().println(document + ": " + p));
            if (sweep.valid()) {
                spec.commandLine().getOut().printf("%s: valid, sweep '%s' with %d points%n", document, sweep.name(),
                        sweep.points().size());
            }
            return sweep.valid() ? 0 : SsdLabCommand.EXIT_INVALID_INPUT;
        }
        Validation validation = new ExperimentValidator(registry).validate(text, folder);
        // what run refuses before simulating (the drive's capacity, partitions, ...) is refused here too
        List<Problem> problems = validation.valid() ? new ExperimentRunner(registry).check(validation.experiment())
                : validation.problems();
        if (!problems.isEmpty()) {
            for (Problem problem : problems) {
                spec.commandLine().getErr().println(document + ": " + problem);
            }
            return SsdLabCommand.EXIT_INVALID_INPUT;
        }
        spec.commandLine().getOut().printf("%s: valid, experiment '%s' with %d runs%n", document,
                validation.experiment().name(), validation.experiment().runs().size());
        return 0;
    }
}
