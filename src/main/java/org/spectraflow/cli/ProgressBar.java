package org.spectraflow.cli;

import java.io.PrintWriter;
import java.time.Duration;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunListener;

/**
 * A one-line progress bar for a terminal: variants done / total and the estimated time left,
 * redrawn in place with a carriage return after every variant, ended with a new line when the run
 * finishes. The command only installs it when standard error is a terminal.
 */
final class ProgressBar implements RunListener {

  private static final int WIDTH = 30;
  private final PrintWriter err;
  private int total;
  private int done;
  private long startNanos;

  ProgressBar(PrintWriter err) {
    this.err = err;
  }

  @Override
  public void onEvent(RunEvent event) {
    switch (event) {
      case RunEvent.RunStarted s -> {
        total = s.variantCount();
        startNanos = System.nanoTime();
        draw();
      }
      case RunEvent.VariantFinished f -> {
        done = Math.min(total, done + 1);
        draw();
      }
      case RunEvent.RunFinished f -> {
        err.println();
        err.flush();
      }
      default -> {}
    }
  }

  /** The bar text, e.g. {@code [##########..........] 12/64 variants, ETA 3s}. */
  String line(long elapsedNanos) {
    int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
    String eta = done == 0 ? "--" : format(Duration.ofNanos(elapsedNanos * (total - done) / done));
    return "["
        + "#".repeat(filled)
        + ".".repeat(WIDTH - filled)
        + "] "
        + done
        + "/"
        + total
        + " variants, ETA "
        + eta;
  }

  private void draw() {
    err.print("\r" + line(System.nanoTime() - startNanos));
    err.flush();
  }

  private static String format(Duration d) {
    long s = d.toSeconds();
    return s >= 60 ? (s / 60) + "m" + (s % 60) + "s" : s + "s";
  }
}
