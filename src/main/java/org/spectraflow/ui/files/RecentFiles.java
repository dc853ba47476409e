package org.spectraflow.ui.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The most recently opened or saved files, newest first, kept in a small text file (one absolute
 * path per line). Files that no longer exist are dropped when listed. The list is a state file read
 * through {@link StateFiles}: a damaged one is set aside and the list starts empty; a failed write
 * is recorded there too, never thrown.
 */
public final class RecentFiles {

  /** How many files are remembered. */
  public static final int MAX = 10;

  private final Path store;
  private final StateFiles state;

  /** Recent files kept in {@code store}, problems recorded in a fresh policy. */
  public RecentFiles(Path store) {
    this(store, new StateFiles());
  }

  /** Recent files kept in {@code store}, problems recorded in {@code state}. */
  public RecentFiles(Path store, StateFiles state) {
    this.store = store;
    this.state = state;
  }

  /** The remembered files that still exist, newest first. */
  public List<Path> list() {
    return state
        .read(store, StateFiles.SETTINGS_MAX_BYTES, RecentFiles::parse)
        .orElse(List.of())
        .stream()
        .filter(Files::isRegularFile)
        .toList();
  }

  /** One absolute path per line; blank lines are skipped. */
  private static List<Path> parse(String text) {
    List<Path> out = new ArrayList<>();
    for (String line : text.lines().filter(s -> !s.isBlank()).toList()) {
      Path path = Path.of(line.strip());
      if (!path.isAbsolute()) {
        throw new IllegalArgumentException("line '" + line.strip() + "' is not an absolute path");
      }
      out.add(path);
    }
    return out;
  }

  /** Moves (or adds) a file to the top of the list and saves it. */
  public List<Path> add(Path file) {
    List<Path> out = new ArrayList<>(list());
    Path abs = file.toAbsolutePath().normalize();
    out.remove(abs);
    out.addFirst(abs);
    List<Path> kept = out.subList(0, Math.min(MAX, out.size()));
    state.write(String.join("\n", kept.stream().map(Path::toString).toList()) + "\n", store);
    return List.copyOf(kept);
  }
}
