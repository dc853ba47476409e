package org.spectraflow.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The root of the command line: {@code java -jar spectraflow.jar <command> ...}. A thin layer over
 * the engine's public API; each subcommand is its own class.
 *
 * <p>The subcommands are added in code, not through the annotation's {@code subcommands}: picocli
 * builds a command's model by reflection over its annotations, which costs a cold process about
 * half a second of CPU for the five of them (picocli's classes are Java 5 class files, which the
 * AOT cache cannot hold). A command line naming one subcommand gets that one alone; anything else
 * (no subcommand, {@code help}, a typo) gets them all, so usage and suggestions are unchanged
 * (docs/performance.md, "Cold start, wave 4").
 */
@Command(
    name = "spectraflow",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description =
        "Run, expand and inspect nirs4all NIRS pipelines. With no command, opens the studio.")
public final class SpectraFlowCommand implements Runnable {

  /** The subcommands' names, in the order usage lists them. */
  private static final List<String> SUBCOMMANDS =
      List.of(
          "help",
          "info",
          "convert",
          "build-dataset",
          "expand",
          "run",
          "predict",
          "report",
          "bench",
          "diff",
          "history");

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Builds the configured command line with every subcommand (exposed for tests). */
  public static CommandLine commandLine() {
    return commandLine(new String[0]);
  }

  /**
   * Builds the command line for {@code args}: with only the subcommand {@code args[0]} names when
   * it names one other than {@code help} (which lists the others), with none for a lone {@code
   * --version}, else with all of them.
   */
  static CommandLine commandLine(String... args) {
    CommandLine cl = new CommandLine(new SpectraFlowCommand());
    String first = args.length == 0 ? "" : args[0];
    if (SUBCOMMANDS.contains(first) && !first.equals("help")) {
      cl.addSubcommand(first, subcommand(first));
    } else if (!(args.length == 1 && (first.equals("--version") || first.equals("-V")))) {
      for (String name : SUBCOMMANDS) {
        cl.addSubcommand(name, subcommand(name));
      }
    }
    cl.setExecutionExceptionHandler(new CliErrorHandler());
    cl.setParameterExceptionHandler(new ParameterErrorLine());
    return cl;
  }

  /**
   * A new instance of the subcommand {@code name}. A switch, not a static map of constructor
   * references: with such a map (one of them to a picocli class, which the cache cannot hold) the
   * JDK 25.0.3 AOT cache writer crashed while creating the cache (tools/aot/train-aot-cache.sh).
   */
  private static Object subcommand(String name) {
    return switch (name) {
      case "help" -> new CommandLine.HelpCommand();
      case "info" -> new InfoCommand();
      case "convert" -> new ConvertCommand();
      case "build-dataset" -> new BuildDatasetCommand();
      case "expand" -> new ExpandCommand();
      case "run" -> new RunCommand();
      case "predict" -> new PredictCommand();
      case "report" -> new ReportCommand();
      case "bench" -> new BenchCommand();
      case "diff" -> new DiffCommand();
      case "history" -> new HistoryCommand();
      default -> throw new IllegalArgumentException("no subcommand " + name);
    };
  }

  /** Runs the command line and returns its exit code (0 ok, 1 failure, 2 usage error). */
  public static int execute(String... args) {
    CommandLine cl = commandLine(args);
    return guarded(cl, args);
  }

  /** Runs with explicit output streams (tests). */
  public static int execute(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cl = commandLine(args);
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
