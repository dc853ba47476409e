package org.spectraflow.engine.data.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.spectraflow.engine.files.NativeNames;
import org.spectraflow.engine.text.UserText;

/**
 * The data files of a dataset folder by role: {@code .csv}, {@code .csv.gz} and {@code .gz} files,
 * each given the first {@link FileRole} its name matches; several files of one X role are several
 * sources, ordered by matching pattern then by name. Immutable.
 */
final class DatasetFiles {

  private static final List<String> EXTENSIONS = List.of(".csv.gz", ".csv", ".gz");

  private final Path folder;
  private final Map<FileRole, List<Path>> byRole;

  private DatasetFiles(Path folder, Map<FileRole, List<Path>> byRole) {
    this.folder = folder;
    this.byRole = byRole;
  }

  /**
   * Files given by role rather than found by name (a dataset config file names them; see {@link
   * FolderDatasetLoader#load(String, Path, DatasetFileSet)}), {@code folder} standing for the place
   * named in messages.
   */
  static DatasetFiles of(Path folder, Map<FileRole, List<Path>> byRole) {
    return new DatasetFiles(folder, Map.copyOf(byRole));
  }

  /**
   * Scans the folder {@code named}, which must exist (a name with an undecodable byte is found
   * through its parent's listing).
   */
  static DatasetFiles scan(Path named) {
    Path folder = NativeNames.existing(named);
    if (!Files.isDirectory(folder)) {
      throw new DatasetException(
          "dataset folder not found: "
              + UserText.show(named)
              + (NativeNames.lossy(named)
                  ? "; it may exist, but " + NativeNames.advice()
                  : Files.exists(folder)
                      ? " is a file, not a folder; pass the folder holding Xcal/Ycal (or"
                          + " Xtrain/Ytrain) CSV files"
                      : "; pass a folder holding Xcal/Ycal (or Xtrain/Ytrain) CSV files, or 'demo'"
                          + " for the built-in synthetic data"));
    }
    Map<FileRole, List<Match>> found = new EnumMap<>(FileRole.class);
    try (Stream<Path> files = Files.list(folder)) {
      files.filter(Files::isRegularFile).forEach(f -> classify(f, found));
    } catch (IOException e) {
      throw new DatasetException(folder, 0, "cannot list the folder (" + e.getMessage() + ")", e);
    }
    found.values().forEach(matches -> refuseCompressedTwins(folder, matches));
    Map<FileRole, List<Path>> byRole = new EnumMap<>(FileRole.class);
    found.forEach(
        (role, matches) ->
            byRole.put(
                role,
                matches.stream()
                    .sorted(
                        Comparator.comparingInt(Match::pattern)
                            .thenComparing(m -> m.file().getFileName().toString()))
                    .map(Match::file)
                    .toList()));
    return new DatasetFiles(folder, byRole);
  }

  /** The files of {@code role} in source order (possibly none). */
  List<Path> all(FileRole role) {
    return byRole.getOrDefault(role, List.of());
  }

  /** The only file of {@code role}, if any; several are an error. */
  Optional<Path> single(FileRole role) {
    List<Path> files = all(role);
    if (files.size() > 1) {
      throw new DatasetException(
          folder,
          0,
          "several "
              + role.label()
              + " files "
              + names(files)
              + ": keep one (only X files may have one file per source)");
    }
    return files.stream().findFirst();
  }

  /** The folder scanned. */
  Path folder() {
    return folder;
  }

  private static void classify(Path file, Map<FileRole, List<Match>> found) {
    String name = file.getFileName().toString();
    String lower = name.toLowerCase(Locale.ROOT);
    for (String ext : EXTENSIONS) {
      if (lower.endsWith(ext)) {
        String stem = name.substring(0, name.length() - ext.length());
        for (FileRole role : FileRole.values()) {
          int pattern = role.match(stem);
          if (pattern >= 0) {
            found.computeIfAbsent(role, r -> new ArrayList<>()).add(new Match(file, pattern));
            return;
          }
        }
        return;
      }
    }
  }

  /**
   * {@code Xcal.csv} beside {@code Xcal.csv.gz} is one file twice, not two sources: loading both
   * would silently double the features, so it is an error naming both.
   */
  private static void refuseCompressedTwins(Path folder, List<Match> matches) {
    Map<String, Path> byStem = new HashMap<>();
    for (Match m : matches) {
      String stem = stem(m.file().getFileName().toString());
      Path twin = byStem.putIfAbsent(stem.toLowerCase(Locale.ROOT), m.file());
      if (twin != null) {
        throw new DatasetException(
            folder,
            0,
            "both "
                + twin.getFileName()
                + " and "
                + m.file().getFileName()
                + " are present: they are the same data, compressed and not; keep one of them");
      }
    }
  }

  private static String stem(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    for (String ext : EXTENSIONS) {
      if (lower.endsWith(ext)) {
        return name.substring(0, name.length() - ext.length());
      }
    }
    return name;
  }

  private static List<String> names(List<Path> files) {
    return files.stream().map(f -> f.getFileName().toString()).toList();
  }

  private record Match(Path file, int pattern) {}
}
