package org.spectraflow.cli;

import java.io.PrintWriter;
import org.spectraflow.engine.bench.BenchProgress;
import org.spectraflow.engine.cache.CachePreset;

/** A one-line bench progress display on a terminal: runs done / total and the last run. */
final class BenchProgressLine implements BenchProgress {

  private final PrintWriter err;

  BenchProgressLine(PrintWriter err) {
    this.err = err;
  }

  @Override
  public void runFinished(int done, int total, String workload, CachePreset config) {
    err.print("\r" + line(done, total, workload, config));
    if (done == total) {
      err.println();
    }
    err.flush();
  }

  /** E.g. {@code bench 12/27 runs (d03, full_cache)}, padded to erase a longer previous line. */
  static String line(int done, int total, String workload, CachePreset config) {
    return String.format("bench %d/%d runs (%s, %s)%10s", done, total, workload, config.key(), "");
  }
}
