package org.spectraflow.engine.diff;

/**
 * One run counter side by side ({@link ReportDigest#COUNTERS}).
 *
 * @param name the counter's name ({@code transformer_applications})
 * @param a its value in run A
 * @param b its value in run B
 */
public record CounterRow(String name, long a, long b) {

  /** b − a. */
  public long delta() {
    return b - a;
  }

  /** The change relative to A in percent; NaN when A is 0. */
  public double percent() {
    return a == 0 ? Double.NaN : 100.0 * (b - a) / a;
  }
}
