package org.spectraflow.engine.data.read;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What a {@link DatasetReader} reads, as {@link DatasetReaders} matches it against a path.
 *
 * @param kind a folder, a file, or nothing (generated data)
 * @param extensions file name endings without the leading dot, lower case (e.g. {@code jdx}, {@code
 *     csv.gz}); empty for folders and generated data
 * @param magic the bytes a file starts with, as ISO-8859-1 text (e.g. {@code "##TITLE="}); empty
 *     when the format has none
 */
public record ReaderInput(Kind kind, List<String> extensions, String magic) {

  /** What a reader's path names. */
  public enum Kind {
    /** A dataset folder. */
    FOLDER,
    /** One file. */
    FILE,
    /** No path: the reader generates its data. */
    NONE
  }

  /** Checks the values and normalises the extensions to lower case without a leading dot. */
  public ReaderInput {
    Objects.requireNonNull(kind, "kind");
    extensions =
        extensions.stream()
            .map(e -> (e.startsWith(".") ? e.substring(1) : e).toLowerCase(Locale.ROOT))
            .toList();
    magic = magic == null ? "" : magic;
  }

  /** A reader of dataset folders. */
  public static ReaderInput folder() {
    return new ReaderInput(Kind.FOLDER, List.of(), "");
  }

  /**
   * A reader of files ending in one of {@code extensions}, optionally starting with {@code magic}.
   */
  public static ReaderInput file(String magic, String... extensions) {
    return new ReaderInput(Kind.FILE, List.of(extensions), magic);
  }

  /** A reader that reads no path (generated data). */
  public static ReaderInput none() {
    return new ReaderInput(Kind.NONE, List.of(), "");
  }

  /** The magic bytes, empty when none. */
  public byte[] magicBytes() {
    return magic.getBytes(StandardCharsets.ISO_8859_1);
  }

  /** True when {@code fileName} ends in one of the extensions (case-insensitive). */
  public boolean matchesName(String fileName) {
    String lower = fileName.toLowerCase(Locale.ROOT);
    return extensions.stream().anyMatch(e -> lower.endsWith("." + e));
  }
}
