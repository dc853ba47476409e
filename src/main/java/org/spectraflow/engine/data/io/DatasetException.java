package org.spectraflow.engine.data.io;

import java.nio.file.Path;
import java.util.Optional;
import org.spectraflow.engine.text.UserText;

/**
 * A dataset could not be loaded. The message names the file (when one is involved), the line (when
 * known, 1-based) and the problem, with what to do next where that helps.
 */
public final class DatasetException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final transient Path file;
  private final int line;

  /** A problem at {@code line} (1-based; 0 when not tied to a line) of {@code file}. */
  public DatasetException(Path file, int line, String problem) {
    super(format(file, line, problem));
    this.file = file;
    this.line = line;
  }

  /** A problem with {@code file} as a whole, caused by {@code cause}. */
  public DatasetException(Path file, int line, String problem, Throwable cause) {
    super(format(file, line, problem), cause);
    this.file = file;
    this.line = line;
  }

  /** A problem not tied to one file (e.g. a missing folder). */
  public DatasetException(String problem) {
    super(problem);
    this.file = null;
    this.line = 0;
  }

  /** The file involved, if any. */
  public Optional<Path> file() {
    return Optional.ofNullable(file);
  }

  /** The 1-based line, or 0 when the problem is not tied to a line. */
  public int line() {
    return line;
  }

  private static String format(Path file, int line, String problem) {
    String shown = UserText.show(file);
    String where = line > 0 ? shown + " line " + line : shown;
    return where + ": " + problem;
  }
}
