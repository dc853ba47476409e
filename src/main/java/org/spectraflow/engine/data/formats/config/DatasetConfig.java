package org.spectraflow.engine.data.formats.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.io.DatasetFileSet;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineFormatException;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * A parsed dataset config file: the files it names, resolved against the config file's folder, and
 * its checked {@code global_params} (docs/formats.md, "Dataset config files"). Unknown keys are
 * refused, naming the key and the known ones; every named file must exist.
 *
 * @param file the config file
 * @param files the dataset files by role
 * @param globalParams the CSV options given, by key (values as written)
 * @param repetition the metadata column naming each row's physical sample ({@code repetition}, or
 *     nirs4all's {@code aggregate}), empty when not given
 * @param repetitionKey the key that named it ({@code aggregate} when that key is given, else {@code
 *     repetition}), for messages
 */
public record DatasetConfig(
    Path file,
    DatasetFileSet files,
    Map<String, String> globalParams,
    Optional<String> repetition,
    String repetitionKey) {

  /** The top-level keys. */
  public static final List<String> KEYS =
      List.of(
          "train_x",
          "train_y",
          "train_m",
          "test_x",
          "test_y",
          "test_m",
          "global_params",
          "repetition",
          "aggregate");

  /** Files larger than this are not config files (a mistaken data file is refused quickly). */
  static final long MAX_BYTES = 1 << 20;

  /** Copies the options (a null map is refused). */
  public DatasetConfig {
    globalParams = Map.copyOf(globalParams);
    java.util.Objects.requireNonNull(repetition, "repetition");
  }

  /**
   * Reads and checks {@code file}.
   *
   * @throws DatasetException naming the config file and the key at fault
   */
  public static DatasetConfig read(Path file) {
    JsonObject root = parse(file);
    for (String key : root.keys()) {
      if (!KEYS.contains(key)) {
        throw new DatasetException(
            file,
            0,
            "unknown key '" + key + "'; a dataset config knows " + String.join(", ", KEYS));
      }
    }
    Path base = file.toAbsolutePath().getParent();
    Path trainX = required(file, root, base, "train_x");
    Path trainY = required(file, root, base, "train_y");
    Optional<Path> testX = optional(file, root, base, "test_x");
    Optional<Path> testY = optional(file, root, base, "test_y");
    if (testX.isPresent() != testY.isPresent()) {
      throw new DatasetException(
          file,
          0,
          (testX.isPresent() ? "test_x is given without test_y" : "test_y is given without test_x")
              + ": give both (the test partition is scored against its targets) or neither");
    }
    DatasetFileSet set =
        new DatasetFileSet(
            trainX,
            trainY,
            testX,
            testY,
            optional(file, root, base, "train_m"),
            optional(file, root, base, "test_m"));
    Map<String, String> params =
        GlobalParams.check(file, root.get("global_params").orElse(JsonObject.EMPTY));
    Optional<String> repetition = repetition(file, root, set);
    return new DatasetConfig(
        file, set, params, repetition, root.has("aggregate") ? "aggregate" : "repetition");
  }

  /**
   * The repetition column: key {@code repetition}, or nirs4all's {@code aggregate} (the metadata
   * column whose equal values mark one sample's repetitions); not both, {@code false}/null for
   * none, {@code aggregate: true} (grouping by the target value) refused.
   */
  private static Optional<String> repetition(Path file, JsonObject root, DatasetFileSet set) {
    if (root.has("repetition") && root.has("aggregate")) {
      throw new DatasetException(
          file,
          0,
          "keys 'repetition' and 'aggregate' both name the repetition column; keep one"
              + " ('aggregate' is nirs4all's name for 'repetition')");
    }
    String key = root.has("aggregate") ? "aggregate" : "repetition";
    Optional<JsonValue> rep = root.get(key);
    if (rep.isEmpty()
        || rep.get() instanceof JsonValue.JsonNull
        || (rep.get() instanceof JsonValue.JsonBool b && !b.value())) {
      return Optional.empty();
    }
    if (rep.get() instanceof JsonValue.JsonBool) {
      throw new DatasetException(
          file,
          0,
          "key '"
              + key
              + "': true (grouping rows by their target value) is not supported; name the"
              + " metadata column holding each row's sample id, e.g. "
              + key
              + ": Sample_ID");
    }
    if (!(rep.get() instanceof JsonValue.JsonString s) || s.value().isBlank()) {
      throw new DatasetException(
          file,
          0,
          "key '"
              + key
              + "' must name a metadata column (text), got "
              + rep.get()
              + "; name the column holding each row's sample id");
    }
    if (set.trainMetadata().isEmpty()) {
      throw new DatasetException(
          file,
          0,
          "key '"
              + key
              + "' names the metadata column '"
              + s.value()
              + "' but the config has no train_m metadata file; add train_m or remove '"
              + key
              + "'");
    }
    return Optional.of(s.value());
  }

  private static JsonObject parse(Path file) {
    String text;
    try {
      long size = Files.size(file);
      if (size > MAX_BYTES) {
        throw new DatasetException(
            file,
            0,
            "is "
                + size
                + " bytes, more than a dataset config file holds (limit "
                + MAX_BYTES
                + "); pass the data files' folder instead");
      }
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new DatasetException(file, 0, "cannot read the dataset config (" + e + ")", e);
    }
    JsonValue root;
    try {
      root = PipelineReader.parseTree(text, file.getFileName().toString());
    } catch (PipelineFormatException e) {
      throw new DatasetException(
          file,
          e.location().map(l -> l.line()).orElse(0),
          "not a valid dataset config: " + e.problem(),
          e);
    }
    if (!(root instanceof JsonObject o)) {
      throw new DatasetException(
          file,
          0,
          "a dataset config is an object with keys " + String.join(", ", KEYS) + ", got " + root);
    }
    return o;
  }

  private static Path required(Path file, JsonObject root, Path base, String key) {
    return optional(file, root, base, key)
        .orElseThrow(
            () ->
                new DatasetException(
                    file,
                    0,
                    "missing key '" + key + "': name the file holding it, relative to this file"));
  }

  private static Optional<Path> optional(Path file, JsonObject root, Path base, String key) {
    Optional<JsonValue> value = root.get(key);
    if (value.isEmpty() || value.get() instanceof JsonValue.JsonNull) {
      return Optional.empty();
    }
    if (!(value.get() instanceof JsonValue.JsonString s) || s.value().isBlank()) {
      throw new DatasetException(
          file, 0, "key '" + key + "' must be a file path (text), got " + value.get());
    }
    Path named;
    try {
      named = base.resolve(s.value());
    } catch (java.nio.file.InvalidPathException e) {
      throw new DatasetException(file, 0, "key '" + key + "' is not a valid path: " + s.value(), e);
    }
    if (!Files.isRegularFile(named)) {
      throw new DatasetException(
          file,
          0,
          "key '"
              + key
              + "' names "
              + s.value()
              + (Files.isDirectory(named)
                  ? ", which is a folder, not a file"
                  : ", which does not exist")
              + " (looked for "
              + named.normalize()
              + "; paths are relative to the config file)");
    }
    return Optional.of(named.normalize());
  }
}
