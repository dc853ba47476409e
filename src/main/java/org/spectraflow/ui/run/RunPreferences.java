package org.spectraflow.ui.run;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.spectraflow.ui.files.DocumentFiles;

/**
 * The run settings the studio remembers between sessions, beside the window layout: the worker
 * threads. Stored as a small properties file; a missing, unreadable or out-of-range value gives the
 * default (every core).
 *
 * @param threads worker threads, 1..{@value RunThreads#MAX}
 */
public record RunPreferences(int threads) {

  /** Rejects a thread count outside 1..{@value RunThreads#MAX}. */
  public RunPreferences {
    if (threads < 1 || threads > RunThreads.MAX) {
      throw new IllegalArgumentException(
          "threads must be within 1.." + RunThreads.MAX + ", was " + threads);
    }
  }

  /** Every core. */
  public static RunPreferences defaults() {
    return new RunPreferences(RunThreads.DEFAULT);
  }

  /** The settings {@code model} holds now. */
  public static RunPreferences of(RunModel model) {
    return new RunPreferences(RunThreads.clamp(model.threadsProperty().get()));
  }

  /** Sets {@code model}'s run settings to these. */
  public void applyTo(RunModel model) {
    model.threadsProperty().set(threads);
  }

  /** Reads the settings, or the defaults when the file is absent or damaged. */
  public static RunPreferences load(Path file) {
    if (!Files.isRegularFile(file)) {
      return defaults();
    }
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
      return new RunPreferences(Integer.parseInt(p.getProperty("threads", "").trim()));
    } catch (IOException | IllegalArgumentException e) {
      return defaults();
    }
  }

  /** Writes the settings atomically. */
  public void save(Path file) {
    Properties p = new Properties();
    p.setProperty("threads", Integer.toString(threads));
    StringWriter text = new StringWriter();
    try {
      p.store(text, "SpectraFlow studio run settings");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    DocumentFiles.writeAtomically(text.toString(), file);
  }
}
