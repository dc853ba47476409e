package org.spectraflow.spark;

import java.net.URL;
import org.spectraflow.cli.RunCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The Spark jar's command line: {@code run} is the local {@code run} command, with its variants on
 * Spark and {@code --master} and {@code --broadcast-limit-mb} added (docs/scale-out.md). Also the
 * class given to {@code spark-submit --class}. Bad input prints one {@code error:} line and exits
 * 1.
 */
@Command(
    name = "spectraflow-spark",
    mixinStandardHelpOptions = true,
    subcommands = {CommandLine.HelpCommand.class},
    description = "Run SpectraFlow sweeps on Apache Spark.")
public final class SparkMain implements Runnable {

  @Override
  public void run() {
    CommandLine.usage(this, System.out);
  }

  /** The command line, with the one-line error handler and Spark's log at WARN. */
  static CommandLine commandLine() {
    return commandLine(false);
  }

  /** The command line; {@code sparkInfo}: Spark's own log keeps its INFO lines. */
  static CommandLine commandLine(boolean sparkInfo) {
    SparkBackend backend = new SparkBackend(sparkInfo);
    CommandLine run = new CommandLine(new RunCommand(backend));
    run.addMixin("spark", backend);
    return new CommandLine(new SparkMain())
        .addSubcommand("run", run)
        .setExecutionExceptionHandler(
            (ex, cl, parsed) -> {
              cl.getErr().println("error: " + firstLine(ex));
              cl.getErr().flush();
              return 1;
            });
  }

  /** The first line of the exception's message (Spark puts stack traces in some messages). */
  static String firstLine(Exception ex) {
    String m = ex.getMessage() == null ? ex.toString() : ex.getMessage().strip();
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl).strip();
  }

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    boolean verbose = verbose(args);
    quietSpark(verbose);
    System.exit(commandLine(verbose).execute(args));
  }

  /**
   * True when {@code args} ask for {@code -v 1} or more: Spark's own log then keeps its defaults
   * (INFO), else it is at WARN.
   */
  static boolean verbose(String[] args) {
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.matches("(-v|--verbose=?)[1-9]")) {
        return true;
      }
      if ((a.equals("-v") || a.equals("--verbose"))
          && i + 1 < args.length
          && args[i + 1].matches("[1-9]")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Points log4j at the bundled WARN configuration unless the user gave one or asked for {@code
   * -v}; must run before Spark's first log line (under spark-submit, Spark's log is already set up
   * and {@code spark.log.level} does it, see {@link SparkBackend}).
   */
  private static void quietSpark(boolean verbose) {
    if (!verbose && System.getProperty("log4j2.configurationFile") == null) {
      URL config = SparkMain.class.getResource("log4j2-warn.properties");
      if (config != null) {
        System.setProperty("log4j2.configurationFile", config.toString());
      }
    }
  }
}
