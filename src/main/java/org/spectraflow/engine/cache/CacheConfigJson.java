package org.spectraflow.engine.cache;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes {@link CacheConfig} as a JSON object with nirs4all's snake_case field names.
 *
 * <p>Reading is strict about names and types and lenient about presence: a missing field takes its
 * default, an unknown field or a value of the wrong type is an {@link IllegalArgumentException}
 * naming the field, the value and where it was read. Thread-safe (stateless).
 */
public final class CacheConfigJson {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final List<String> BOOLEANS =
      List.of(
          CacheConfig.STEP_CACHE_ENABLED, CacheConfig.USE_COW_SNAPSHOTS,
          CacheConfig.LOG_CACHE_STATS, CacheConfig.LOG_STEP_MEMORY);
  private static final List<String> INTEGERS =
      List.of(
          CacheConfig.STEP_CACHE_MAX_MB,
          CacheConfig.STEP_CACHE_MAX_ENTRIES,
          CacheConfig.MEMORY_WARNING_THRESHOLD_MB);

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

  /** The configuration as a pretty-printed JSON object with all seven fields. */
  public static String write(CacheConfig config) {
    try {
      return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(toTree(config));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write cache config " + config, e);
    }
  }

  /** The configuration as a JSON object node (all seven fields, in declaration order). */
  public static ObjectNode toTree(CacheConfig config) {
    return MAPPER.valueToTree(config);
  }

  /**
   * The configuration held by the JSON object {@code node}. {@code where} names its origin in error
   * messages (a file, or a document path such as {@code run.cache}).
   */
  public static CacheConfig fromTree(JsonNode node, String where) {
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException(
          where
              + ": expected a JSON object of cache settings, got "
              + (node == null ? "nothing" : node.getNodeType().name().toLowerCase()));
    }
    CacheConfig.Builder b = CacheConfig.builder();
    for (Map.Entry<String, JsonNode> field : node.properties()) {
      apply(b, field.getKey(), field.getValue(), where);
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
    }
  }

  private static CacheConfig parse(String json, String where) {
    try {
      return fromTree(MAPPER.readTree(json), where);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          where
              + ": invalid JSON at line "
              + e.getLocation().getLineNr()
              + ": "
              + e.getOriginalMessage(),
          e);
    }
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
      default ->
          throw new IllegalArgumentException(
              where
                  + ": unknown field '"
                  + name
                  + "'; known fields: "
                  + String.join(", ", BOOLEANS)
                  + ", "
                  + String.join(", ", INTEGERS));
    }
  }

  private static boolean bool(String name, JsonNode value, String where) {
    if (!value.isBoolean()) {
      throw new IllegalArgumentException(
          where + ": " + name + " must be true or false, was " + value);
    }
    return value.booleanValue();
  }

  private static int integer(String name, JsonNode value, String where) {
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw new IllegalArgumentException(
          where + ": " + name + " must be a positive integer (1 to 2147483647), was " + value);
    }
    return value.intValue();
  }
}
