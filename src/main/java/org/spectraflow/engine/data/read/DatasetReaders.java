package org.spectraflow.engine.data.read;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * The dataset readers: every {@link DatasetReader} listed in {@code
 * META-INF/services/org.spectraflow.engine.data.read.DatasetReader} (one line each, in that order),
 * found once through {@link ServiceLoader}. Picks the reader for a path: the explicit id when one
 * is given, else the first whose magic bytes start the file, else the first whose extension ends
 * its name, else, for a folder or a path that does not exist, {@value Nirs4allFolderReader#ID}.
 * Immutable and thread-safe.
 */
public final class DatasetReaders {

  private static final DatasetReaders STANDARD = of(discovered());

  private final Map<String, DatasetReader> byId = new LinkedHashMap<>();

  private DatasetReaders(List<DatasetReader> readers) {
    for (DatasetReader reader : readers) {
      if (byId.put(reader.id(), reader) != null) {
        throw new IllegalStateException("dataset reader " + reader.id() + " is declared twice");
      }
    }
  }

  /** The readers on the class path (the nirs4all folder reader and the demo come first). */
  public static DatasetReaders standard() {
    return STANDARD;
  }

  /** A registry of exactly these readers, in this order. */
  public static DatasetReaders of(List<? extends DatasetReader> readers) {
    return new DatasetReaders(List.copyOf(readers));
  }

  private static List<DatasetReader> discovered() {
    List<DatasetReader> out = new ArrayList<>();
    ServiceLoader.load(DatasetReader.class, DatasetReaders.class.getClassLoader())
        .forEach(out::add);
    return out;
  }

  /** Every reader, in registration order. */
  public List<DatasetReader> all() {
    return List.copyOf(byId.values());
  }

  /** The reader with this id. */
  public Optional<DatasetReader> byId(String id) {
    return Optional.ofNullable(byId.get(id));
  }

  /**
   * The reader with this id.
   *
   * @throws DatasetException naming the id and the readers available
   */
  public DatasetReader require(String id) {
    DatasetReader reader = byId.get(id);
    if (reader == null) {
      throw new DatasetException("unknown dataset reader '" + id + "'; readers: " + describe());
    }
    return reader;
  }

  /**
   * The reader for {@code path}: by magic bytes, else extension, else the nirs4all folder reader
   * for a folder or a missing path (which then reports what is missing).
   *
   * @throws DatasetException naming the path and the readers available when none reads it
   */
  public DatasetReader select(Path path) {
    List<DatasetReader> files =
        byId.values().stream().filter(r -> r.input().kind() == ReaderInput.Kind.FILE).toList();
    int longest = files.stream().mapToInt(r -> r.input().magicBytes().length).max().orElse(0);
    byte[] start = FileStart.of(path, longest);
    for (DatasetReader reader : files) {
      if (FileStart.begins(start, reader.input().magicBytes())) {
        return reader;
      }
    }
    Path name = path.getFileName();
    for (DatasetReader reader : files) {
      if (name != null && !Files.isDirectory(path) && reader.input().matchesName(name.toString())) {
        return reader;
      }
    }
    if (Files.isDirectory(path) || !Files.exists(path)) {
      Optional<DatasetReader> folder = folderReader();
      if (folder.isPresent()) {
        return folder.get();
      }
    }
    throw new DatasetException(
        path,
        0,
        "no dataset reader reads this "
            + (Files.isDirectory(path) ? "folder" : "file")
            + "; readers: "
            + describe());
  }

  /**
   * The reader {@code readerId} names, or when it is null the one {@link #select} picks; {@code
   * data} {@value DemoReader#ID} with no id is the demo.
   */
  public DatasetReader choose(String readerId, String data) {
    if (readerId != null) {
      return require(readerId);
    }
    if (DemoReader.ID.equals(data)) {
      return require(DemoReader.ID);
    }
    return select(Path.of(data));
  }

  /**
   * Reads {@code path} with {@code reader}, {@code options} checked against its declared ones.
   *
   * @throws DatasetException for a bad option or a failed read (naming file and line)
   */
  public SpectroDataset read(
      DatasetReader reader, Path path, Map<String, String> options, Precision precision) {
    return reader.read(path, ReaderOptions.resolve(reader, options), precision);
  }

  /** Reads {@code path} with the reader {@code readerId} names ({@link #require}). */
  public SpectroDataset read(
      String readerId, Path path, Map<String, String> options, Precision precision) {
    return read(require(readerId), path, options, precision);
  }

  /** The readers as {@code id (what it reads)}, comma separated, for messages. */
  public String describe() {
    return byId.values().stream()
        .map(r -> r.id() + " (" + reads(r.input()) + ")")
        .collect(Collectors.joining(", "));
  }

  private Optional<DatasetReader> folderReader() {
    DatasetReader preferred = byId.get(Nirs4allFolderReader.ID);
    if (preferred != null) {
      return Optional.of(preferred);
    }
    return byId.values().stream()
        .filter(r -> r.input().kind() == ReaderInput.Kind.FOLDER)
        .findFirst();
  }

  private static String reads(ReaderInput input) {
    return switch (input.kind()) {
      case FOLDER -> "folders";
      case NONE -> "no path";
      case FILE ->
          input.extensions().stream().map(e -> "." + e).collect(Collectors.joining(" ")) + " files";
    };
  }
}
