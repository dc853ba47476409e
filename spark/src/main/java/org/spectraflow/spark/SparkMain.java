package org.spectraflow.spark;

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

  /** The command line, with the one-line error handler. */
  static CommandLine commandLine() {
    SparkBackend backend = new SparkBackend();
    CommandLine run = new CommandLine(new RunCommand(backend));
    run.addMixin("spark", backend);
    return new CommandLine(new SparkMain())
        .addSubcommand("run", run)
        .setExecutionExceptionHandler(
            (ex, cl, parsed) -> {
              cl.getErr()
                  .println("error: " + (ex.getMessage() == null ? ex.toString() : ex.getMessage()));
              cl.getErr().flush();
              return 1;
            });
  }

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }
}
