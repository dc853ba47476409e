package org.spectraflow.ui.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The most recently opened or saved files, newest first, kept in a small text file (one absolute
 * path per line). Files that no longer exist are dropped when listed.
 */
public final class RecentFiles {

  /** How many files are remembered. */
  public static final int MAX = 10;

  private final Path store;

  /** Recent files kept in {@code store}. */
  public RecentFiles(Path store) {
    this.store = store;
  }

  /** The remembered files that still exist, newest first. */
  public List<Path> list() {
    if (!Files.isRegularFile(store)) {
      return List.of();
    }
    try {
      return Files.readAllLines(store, StandardCharsets.UTF_8).stream()
          .filter(s -> !s.isBlank())
          .map(Path::of)
          .filter(Files::isRegularFile)
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the recent-files list " + store, e);
    }
  }

  /** Moves (or adds) a file to the top of the list and saves it. */
  public List<Path> add(Path file) {
    List<Path> out = new ArrayList<>(list());
    Path abs = file.toAbsolutePath().normalize();
    out.remove(abs);
    out.addFirst(abs);
    List<Path> kept = out.subList(0, Math.min(MAX, out.size()));
    DocumentFiles.writeAtomically(
        String.join("\n", kept.stream().map(Path::toString).toList()) + "\n", store);
    return List.copyOf(kept);
  }
}
