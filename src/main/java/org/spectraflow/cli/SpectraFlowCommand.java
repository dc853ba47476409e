package org.spectraflow.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The root of the command line: {@code java -jar spectraflow.jar <command> ...}. A thin layer over
 * the engine's public API; each subcommand is its own class.
 */
@Command(
    name = "spectraflow",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description =
        "Run, expand and inspect nirs4all NIRS pipelines. With no command, opens the studio.",
    subcommands = {
      CommandLine.HelpCommand.class,
      InfoCommand.class,
      ExpandCommand.class,
      RunCommand.class,
      BenchCommand.class
    })
public final class SpectraFlowCommand implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Builds the configured command line (exposed for tests). */
  public static CommandLine commandLine() {
    CommandLine cl = new CommandLine(new SpectraFlowCommand());
    cl.setExecutionExceptionHandler(new CliErrorHandler());
    return cl;
  }

  /** Runs the command line and returns its exit code (0 ok, 1 failure, 2 usage error). */
  public static int execute(String... args) {
    CommandLine cl = commandLine();
    return guarded(cl, args);
  }

  /** Runs with explicit output streams (tests). */
  public static int execute(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cl = commandLine();
    cl.setOut(out);
    cl.setErr(err);
    return guarded(cl, args);
  }

  /**
   * Executes; an {@link Error} (out of memory, stack overflow) still ends in one {@code error:}
   * line.
   */
  static int guarded(CommandLine cl, String... args) {
    try {
      return cl.execute(args);
    } catch (Throwable failure) {
      return FailureLine.print(failure, cl.getErr());
    }
  }
}
