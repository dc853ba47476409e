package org.spectraflow.cli;

import java.io.PrintWriter;
import java.time.Duration;
import org.spectraflow.engine.estimate.EtaModel;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunListener;

/**
 * A one-line progress bar for a terminal: variants done / total and the estimated time left (from
 * the run estimate's per-variant costs when given, else from the count of variants done), redrawn
 * in place with a carriage return after every variant, ended with a new line when the run finishes.
 * The command only installs it when standard error is a terminal.
 */
final class ProgressBar implements RunListener {

  private static final int WIDTH = 30;
  private final PrintWriter err;
  private final EtaModel eta;
  private int total;
  private int done;
  private double doneCost;
  private long startNanos;

  ProgressBar(PrintWriter err) {
    this(err, null);
  }

  /**
   * A bar whose ETA weighs finished variants by the run estimate's per-variant costs
   * (docs/performance.md, "Time before running"); null: by their count.
   */
  ProgressBar(PrintWriter err, EtaModel eta) {
    this.err = err;
    this.eta = eta;
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
        doneCost += eta == null ? 0 : eta.cost(f.variant());
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
    Duration left = null;
    if (this.eta != null && done < total) {
      left = this.eta.remaining(Duration.ofNanos(elapsedNanos), doneCost);
    }
    if (left == null && done > 0) {
      left = Duration.ofNanos(elapsedNanos * (total - done) / done);
    }
    String eta = left == null ? "--" : format(left);
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
