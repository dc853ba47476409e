package org.spectraflow.engine.data.io;

import java.math.BigInteger;
import org.spectraflow.engine.text.UserText;

/**
 * The most bytes one gzip data file may expand to: {@value #DEFAULT_MB} MiB or a sixteenth of the
 * maximum heap, whichever is smaller, unless the {@value #PROPERTY} system property gives a number
 * of MiB. A setting that is not a whole number of at least 1 is an error naming the setting (it
 * used to overflow into a negative limit that refused every file); one beyond what a long can count
 * in bytes means no limit. Stateless.
 */
final class GzipLimit {

  /** The system property that sets the limit, in MiB. */
  static final String PROPERTY = "spectraflow.gzip.max.mb";

  /** The limit when the property is not set and the heap is large, in MiB. */
  static final long DEFAULT_MB = 512;

  private static final long MIB = 1024L * 1024L;

  private GzipLimit() {}

  /** The limit in bytes, from the property or the heap. */
  static long bytes() {
    return bytes(System.getProperty(PROPERTY), Runtime.getRuntime().maxMemory());
  }

  /** The limit in bytes for the setting {@code configured} (null: unset) and {@code maxHeap}. */
  static long bytes(String configured, long maxHeap) {
    if (configured == null) {
      return Math.max(
          MIB,
          Math.min(DEFAULT_MB * MIB, maxHeap == Long.MAX_VALUE ? Long.MAX_VALUE : maxHeap / 16));
    }
    String text = configured.strip();
    if (!text.matches("\\+?[0-9]{1,1000}") || new BigInteger(text).signum() == 0) {
      throw new DatasetException(
          "-D"
              + PROPERTY
              + "="
              + UserText.show(configured)
              + " is not a valid limit: give a whole number of MiB, 1 or more (e.g. -D"
              + PROPERTY
              + "=2048), or remove it for the default ("
              + DEFAULT_MB
              + " MiB or a sixteenth of the heap)");
    }
    BigInteger mb = new BigInteger(text);
    return mb.compareTo(BigInteger.valueOf(Long.MAX_VALUE / MIB)) > 0
        ? Long.MAX_VALUE
        : mb.longValueExact() * MIB;
  }

  /** The limit as shown in messages: {@code "512 MiB"}, or {@code "no limit"}. */
  static String describe(long bytes) {
    return bytes == Long.MAX_VALUE ? "no limit" : bytes / MIB + " MiB";
  }
}
