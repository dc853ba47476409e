package org.spectraflow;

import java.nio.file.Files;
import java.nio.file.Path;
import org.spectraflow.cli.SpectraFlowCommand;
import org.spectraflow.ui.files.DocumentFiles;

/**
 * The jar's entry point: with no arguments it opens the studio; with a command ({@code run}, {@code
 * expand}, {@code info}, {@code --version}, ...) it runs headless.
 *
 * <p>It deliberately does not extend {@code javafx.application.Application}: JavaFX is on the
 * classpath when the jar runs, so {@link StudioLayer} first moves it into a module layer of its
 * own. JavaFX classes are not loaded at all for command-line use.
 */
public final class Launcher {

  private Launcher() {}

  /**
   * Starts the studio (no arguments, or one existing pipeline file to open, as a desktop file
   * association passes it) or the command line (anything else).
   */
  public static void main(String[] args) {
    if (args.length == 0 || opensFile(args)) {
      StudioLayer.launch(args);
      return;
    }
    System.exit(runCommand(args));
  }

  /** Runs a command; even an internal error ends as one line on stderr, never a stack trace. */
  private static int runCommand(String[] args) {
    try {
      return SpectraFlowCommand.execute(args);
    } catch (Throwable e) {
      System.err.println(
          "error: internal error ("
              + e
              + "); run again with SPECTRAFLOW_DEBUG=1"
              + " for the stack trace and report it");
      if (System.getenv("SPECTRAFLOW_DEBUG") != null) {
        e.printStackTrace();
      }
      return 1;
    }
  }

  private static boolean opensFile(String[] args) {
    return args.length == 1
        && Files.isRegularFile(Path.of(args[0]))
        && DocumentFiles.isPipelineFile(args[0]);
  }
}
