package org.spectraflow.engine.cache;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.spectraflow.engine.text.Suggestions;
import org.spectraflow.engine.text.UserText;

/**
 * Reads and writes {@link CacheConfig} as a JSON object with nirs4all's snake_case field names.
 *
 * <p>Reading is strict about names, types and shape and lenient about presence: a missing field
 * takes its default; an unknown field, a field given twice, a value of the wrong type (text, a
 * fraction, null, a nested object or list), anything after the object, an empty file or malformed
 * JSON is an {@link IllegalArgumentException} naming the field, the value and where it was read,
 * and saying what to write instead. Thread-safe (stateless).
 */
public final class CacheConfigJson {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** The strict reader: duplicate keys and trailing content are errors, not "last one wins". */
  private static final ObjectMapper READER =
      JsonMapper.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private static final String EXAMPLE =
      "e.g. {\"step_cache_enabled\": true, \"step_cache_max_mb\": 512}";
  private static final List<String> BOOLEANS =
      List.of(
          CacheConfig.STEP_CACHE_ENABLED, CacheConfig.USE_COW_SNAPSHOTS,
          CacheConfig.LOG_CACHE_STATS, CacheConfig.LOG_STEP_MEMORY);
  private static final List<String> INTEGERS =
      List.of(
          CacheConfig.STEP_CACHE_MAX_MB,
          CacheConfig.STEP_CACHE_MAX_ENTRIES,
          CacheConfig.MEMORY_WARNING_THRESHOLD_MB,
          CacheConfig.STEP_CACHE_DIR_MAX_MB);

  private static final List<String> KNOWN =
      Stream.of(BOOLEANS.stream(), INTEGERS.stream(), Stream.of(CacheConfig.STEP_CACHE_DIR))
          .flatMap(s -> s)
          .toList();

  private CacheConfigJson() {}

  /** Parses {@code json}, an object such as {@code {"step_cache_enabled": true}}. */
  public static CacheConfig read(String json) {
    return parse(json, "cache config");
  }

  /** Reads the JSON file at {@code file}; errors name the file. */
  public static CacheConfig read(Path file) {
    try {
      return parse(Files.readString(file), file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read cache config " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * The configuration as a pretty-printed JSON object: every field, {@code step_cache_dir} only
   * when set.
   */
  public static String write(CacheConfig config) {
    try {
      return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(toTree(config));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write cache config " + config, e);
    }
  }

  /** The configuration as a JSON object node (as {@link #write}, in declaration order). */
  public static ObjectNode toTree(CacheConfig config) {
    return MAPPER.valueToTree(config);
  }

  /**
   * The configuration held by the JSON object {@code node}. {@code where} names its origin in error
   * messages (a file, or a document path such as {@code run.cache}).
   */
  public static CacheConfig fromTree(JsonNode node, String where) {
    if (node == null || node.isMissingNode()) {
      throw new IllegalArgumentException(
          where + ": the cache settings are empty; write a JSON object of settings, " + EXAMPLE);
    }
    if (!node.isObject()) {
      throw new IllegalArgumentException(
          where
              + ": expected a JSON object of cache settings, got "
              + describe(node)
              + "; write an object, "
              + EXAMPLE);
    }
    CacheConfig.Builder b = CacheConfig.builder();
    for (Map.Entry<String, JsonNode> field : node.properties()) {
      apply(b, field.getKey(), field.getValue(), where);
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          where + ": " + e.getMessage().replaceFirst("^cache config: ", ""), e);
    }
  }

  private static CacheConfig parse(String json, String where) {
    try {
      return fromTree(READER.readTree(json), where);
    } catch (StreamConstraintsException e) {
      throw new IllegalArgumentException(
          where
              + ": the JSON is nested too deeply for cache settings, which are one flat object; "
              + EXAMPLE,
          e);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(where + at(e.getLocation()) + ": " + problem(e), e);
    }
  }

  private static String at(JsonLocation location) {
    return location == null || location.getLineNr() < 1
        ? ""
        : " line " + location.getLineNr() + ", column " + Math.max(1, location.getColumnNr());
  }

  private static String problem(JsonProcessingException e) {
    String first = UserText.parserMessage(e.getOriginalMessage(), "malformed JSON");
    if (first.startsWith("Duplicate field")) {
      return "a field is given twice ("
          + first.replaceFirst("^Duplicate field ", "")
          + "); only one value can hold, so keep one of them";
    }
    if (first.startsWith("Trailing token")) {
      return "unexpected content after the settings object; a cache file holds one JSON object";
    }
    return "invalid JSON: " + first + "; fix the syntax, " + EXAMPLE;
  }

  private static String describe(JsonNode node) {
    return switch (node.getNodeType()) {
      case ARRAY -> "a list";
      case OBJECT -> "an object";
      case NULL -> "null";
      default -> node.toString();
    };
  }

  private static void apply(CacheConfig.Builder b, String name, JsonNode value, String where) {
    switch (name) {
      case CacheConfig.STEP_CACHE_ENABLED -> b.stepCacheEnabled(bool(name, value, where));
      case CacheConfig.USE_COW_SNAPSHOTS -> b.useCowSnapshots(bool(name, value, where));
      case CacheConfig.LOG_CACHE_STATS -> b.logCacheStats(bool(name, value, where));
      case CacheConfig.LOG_STEP_MEMORY -> b.logStepMemory(bool(name, value, where));
      case CacheConfig.STEP_CACHE_MAX_MB -> b.stepCacheMaxMb(integer(name, value, where));
      case CacheConfig.STEP_CACHE_MAX_ENTRIES -> b.stepCacheMaxEntries(integer(name, value, where));
      case CacheConfig.MEMORY_WARNING_THRESHOLD_MB ->
          b.memoryWarningThresholdMb(integer(name, value, where));
      case CacheConfig.STEP_CACHE_DIR -> b.stepCacheDir(text(name, value, where));
      case CacheConfig.STEP_CACHE_DIR_MAX_MB -> b.stepCacheDirMaxMb(integer(name, value, where));
      default ->
          throw new IllegalArgumentException(
              where
                  + ": unknown field '"
                  + name
                  + "'"
                  + Suggestions.hint(name, KNOWN)
                  + " (known fields: "
                  + String.join(", ", KNOWN)
                  + ")");
    }
  }

  private static boolean bool(String name, JsonNode value, String where) {
    if (!value.isBoolean()) {
      throw new IllegalArgumentException(
          where + ": " + name + " must be true or false, was " + describe(value));
    }
    return value.booleanValue();
  }

  private static String text(String name, JsonNode value, String where) {
    if (!value.isTextual()) {
      throw new IllegalArgumentException(
          where
              + ": "
              + name
              + " must be a folder path in quotes (\"\" for none), was "
              + describe(value));
    }
    return value.textValue();
  }

  private static int integer(String name, JsonNode value, String where) {
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw new IllegalArgumentException(
          where
              + ": "
              + name
              + " must be a positive integer (1 to 2147483647), was "
              + describe(value));
    }
    return value.intValue();
  }
}
