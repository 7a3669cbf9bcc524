package org.ssdlab.cli.internal;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

import org.ssdlab.experiment.run.BuildInfo;
import org.ssdlab.sim.api.PluginException;
import org.ssdlab.sim.api.PluginRegistry;
import org.ssdlab.sim.api.Suggestions;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ssdlab}: the top-level command; each job is a subcommand. */
@Command(name = "ssdlab", mixinStandardHelpOptions = true, versionProvider = SsdLabCommand.Version.class,
        description = "Simulated SSD experiments: FTL, GC strategies, drives and host behaviour.",
        footerHeading = "%nCommands of the ./ssdlab script itself:%n",
        footer = {"  test            build everything and run every test (plain, OSGi and UI tests)",
                "  build           build the headless and workbench products without tests",
                "  workbench       open the SSD Lab workbench [DOCUMENT.json ...] [--results DIR]",
                "  install-plugin  REPOSITORY IU...: install from a p2 repository (both products)",
                "  new-plugin      drive ID [DIR]: a drive plugin of your own, from the template"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done", "1:the simulation failed", "2:invalid input (the message names the field)",
                "130:interrupted (Ctrl-C)"})
public final class SsdLabCommand implements Runnable {

    /** The build that runs ({@link BuildInfo}): the version with its qualifier (the build's timestamp) and its commit. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] { BuildInfo.current().headline() };
        }
    }

    public static final int EXIT_INVALID_INPUT = 2;
    public static final int EXIT_FAILURE = 1;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Parses {@code args}, runs the subcommand and returns the process exit code. */
    public static int execute(PluginRegistry registry, PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = new CommandLine(new SsdLabCommand())
                .addSubcommand("wa", new WaCommand(registry))
                .addSubcommand("list", new ListCommand(registry))
                .addSubcommand("validate", new ValidateCommand(registry))
                .addSubcommand("run", new RunCommand(registry))
                .addSubcommand("sweep", new SweepCommand(registry))
                .addSubcommand("fuzz", new FuzzCommand(registry));
        commandLine.setOut(out).setErr(err);
        commandLine.setParameterExceptionHandler((e, ignored) -> {
            CommandLine where = e.getCommandLine();
            if (where.getParent() == null && e instanceof CommandLine.UnmatchedArgumentException u
                    && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
                String given = u.getUnmatched().get(0);
                List<String> commands = where.getSubcommands().entrySet().stream()
                        .filter(c -> !c.getValue().getCommandSpec().usageMessage().hidden()).map(Map.Entry::getKey).toList();
                err.println("ssdlab: unknown command '" + given + "'" + Suggestions.didYouMean(given, commands)
                        + "; commands: " + String.join(", ", commands)
                        + " (and test, build, workbench, install-plugin, new-plugin in ./ssdlab)");
                return EXIT_INVALID_INPUT;
            }
            err.println(where.getCommandSpec().qualifiedName() + ": " + e.getMessage());
            err.println("See './ssdlab " + subcommandName(e.getCommandLine()) + "--help'.");
            return EXIT_INVALID_INPUT;
        });
        commandLine.setExecutionExceptionHandler((e, cl, ignored) -> {
            if (e instanceof PluginException || e instanceof IllegalArgumentException) {
                err.println(cl.getCommandSpec().qualifiedName() + ": " + e.getMessage());
                return EXIT_INVALID_INPUT;
            }
            Error error = Failures.errorIn(e);
            err.println(cl.getCommandSpec().qualifiedName() + ": " + (error != null ? Failures.describe(error)
                    : "failed: " + (e.getMessage() == null ? e.toString() : e.getMessage())));
            return EXIT_FAILURE;
        });
        try {
            return commandLine.execute(args);
        } catch (Error e) {
            // picocli handles Exceptions only; an Error (out of heap) must not end as a silent exit 0
            err.println("ssdlab: " + Failures.describe(e));
            return EXIT_FAILURE;
        }
    }

    private static String subcommandName(CommandLine commandLine) {
        return commandLine.getParent() == null ? "" : commandLine.getCommandName() + " ";
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is missing; choose one of: "
                + String.join(", ", spec.subcommands().entrySet().stream()
                        .filter(c -> !c.getValue().getCommandSpec().usageMessage().hidden()).map(Map.Entry::getKey)
                        .toList()));
    }
}
