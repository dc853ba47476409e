package org.spectraflow.engine.data.formats.jcamp;

import java.nio.file.Path;
import java.util.Arrays;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * A growable array of ordinates with a hard limit ({@link FormatLimits#MAX_POINTS}): a DUP count or
 * a file that claims more points is refused, naming the file and line, before memory runs out. Not
 * thread-safe.
 */
final class YBuffer {

  private final Path file;
  private double[] values = new double[256];
  private int size;
  private int line;

  YBuffer(Path file) {
    this.file = file;
  }

  /** The line being decoded (for the limit's message). */
  void line(int lineNo) {
    this.line = lineNo;
  }

  void add(double v) {
    if (size == values.length) {
      if (size >= FormatLimits.MAX_POINTS) {
        throw new DatasetException(
            file,
            line,
            "the data table holds more than " + FormatLimits.MAX_POINTS + " points, the limit");
      }
      values = Arrays.copyOf(values, (int) Math.min((long) size * 2, FormatLimits.MAX_POINTS));
    }
    values[size++] = v;
  }

  int size() {
    return size;
  }

  double get(int i) {
    return values[i];
  }

  /** Drops the value at {@code i} (a Y-check value), shifting the later ones down. */
  void remove(int i) {
    System.arraycopy(values, i + 1, values, i, size - i - 1);
    size--;
  }

  double[] toArray() {
    return Arrays.copyOf(values, size);
  }
}
