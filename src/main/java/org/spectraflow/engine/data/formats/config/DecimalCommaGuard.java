package org.spectraflow.engine.data.formats.config;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Refuses a config whose {@code global_params} declare decimal commas when a named file's first
 * line holds commas but not the declared delimiter (typically a one-column target file such as
 * {@code 1,25}): our reader detects the separator and would split that line at the comma, reading 1
 * and 25 instead of 1.25 (docs/compatibility.md, "Datasets"). Gzipped files are not checked.
 */
final class DecimalCommaGuard {

  private DecimalCommaGuard() {}

  /** Checks every file of {@code files} against the declared {@code params}. */
  static void check(Path config, Map<String, String> params, List<Path> files) {
    if (!",".equals(params.get("decimal_separator"))) {
      return;
    }
    String delimiter = params.getOrDefault("delimiter", ";");
    for (Path f : files) {
      if (f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gz")) {
        continue;
      }
      String first = firstLine(f);
      if (first != null
          && first.indexOf(',') >= 0
          && !first.contains(delimiter)
          && first.indexOf('\t') < 0) {
        throw new DatasetException(
            f,
            1,
            "global_params in "
                + config.getFileName()
                + " declare decimal commas, but this line has no '"
                + delimiter
                + "' and would be split at its commas; write the values with a decimal point"
                + " (e.g. 1.25) or end each line with the delimiter");
      }
    }
  }

  private static String firstLine(Path file) {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (!line.isBlank()) {
          return line;
        }
      }
      return null;
    } catch (IOException e) {
      throw new DatasetException(file, 0, "cannot read (" + e.getMessage() + ")", e);
    }
  }
}
