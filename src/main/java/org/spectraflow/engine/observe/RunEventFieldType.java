package org.spectraflow.engine.observe;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/**
 * The type of one {@link RunEventField}: the record component's Java type and the value a field
 * takes when a session or recording does not hold it (an older file, a null column). The text forms
 * of branch paths and source shapes (session rows and flight recordings) and of scores (flight
 * recordings) are here too.
 */
public enum RunEventFieldType {
  /** An {@code int}; 0 when absent. */
  INT(int.class, 0),
  /** A {@code long}; 0 when absent. */
  LONG(long.class, 0L),
  /** A {@code double}; NaN when absent (sessions write NaN as absent). */
  DOUBLE(double.class, Double.NaN),
  /** A {@code boolean}; false when absent. */
  BOOLEAN(boolean.class, false),
  /** A string; null when absent unless the field says otherwise. */
  TEXT(String.class, null),
  /** Branch indices from the top; written {@code 1/0}, empty at top level. */
  BRANCH_PATH(List.class, List.of()),
  /** A wall-clock duration; zero when absent. */
  DURATION(Duration.class, Duration.ZERO),
  /** One {@link SourceShape} per source; written {@code 500x1x1000;...}. */
  SHAPES(List.class, List.of()),
  /** Metric name to value; empty when absent. */
  SCORES(Map.class, Map.of()),
  /** A {@link VariantStatus}, written as its label. */
  STATUS(VariantStatus.class, null),
  /** A {@link RemovalCause}, written as its name. */
  REMOVAL_CAUSE(RemovalCause.class, null),
  /** The step cache's final figures; empty when absent. */
  CACHE_STATS(CacheStats.class, CacheStats.empty()),
  /** A step-cache key: not kept by sessions (a reader supplies a placeholder). */
  CACHE_KEY(StepCacheKey.class, null),
  /** The run's cache settings: not kept in events (a reader takes the session's). */
  CACHE_CONFIG(CacheConfig.class, null);

  private final Class<?> javaType;
  private final Object absent;

  RunEventFieldType(Class<?> javaType, Object absent) {
    this.javaType = javaType;
    this.absent = absent;
  }

  /** The record component type a field of this type has. */
  public Class<?> javaType() {
    return javaType;
  }

  /** The value of a field of this type that a file does not hold. */
  public Object absent() {
    return absent;
  }

  /** {@code path} as {@code 1/0} (empty at top level). */
  public static String branchText(List<Integer> path) {
    return path.stream().map(String::valueOf).collect(Collectors.joining("/"));
  }

  /** The branch path of {@code text}; empty for null, empty or non-numeric text (a branch name). */
  public static List<Integer> branchPath(String text) {
    if (text == null || text.isEmpty() || !Character.isDigit(text.charAt(0))) {
      return List.of();
    }
    return Arrays.stream(text.split("/")).map(Integer::valueOf).toList();
  }

  /** {@code shapes} as {@code samples x processings x features}, {@code ;}-separated. */
  public static String shapeText(List<SourceShape> shapes) {
    return shapes.stream().map(SourceShape::toString).collect(Collectors.joining(";"));
  }

  /** The shapes of {@code text}; empty for null or empty text. */
  public static List<SourceShape> shapes(String text) {
    if (text == null || text.isEmpty()) {
      return List.of();
    }
    return Arrays.stream(text.split(";"))
        .map(s -> s.split("x"))
        .map(
            p ->
                new SourceShape(
                    Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2])))
        .toList();
  }

  /** {@code scores} as {@code metric=value} pairs by metric name, {@code ;}-separated. */
  public static String scoresText(Map<String, Double> scores) {
    return new TreeMap<>(scores)
        .entrySet().stream()
            .map(s -> s.getKey() + "=" + s.getValue())
            .collect(Collectors.joining(";"));
  }

  /** The scores of {@code text}; empty for null or empty text. */
  public static Map<String, Double> scores(String text) {
    Map<String, Double> scores = new TreeMap<>();
    if (text == null || text.isEmpty()) {
      return scores;
    }
    for (String pair : text.split(";")) {
      int eq = pair.lastIndexOf('=');
      scores.put(pair.substring(0, eq), Double.valueOf(pair.substring(eq + 1)));
    }
    return scores;
  }
}
