package org.spectraflow.engine.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.spectraflow.engine.json.JsonObject;

/**
 * The parts of a separation branch ({@code by_metadata}, {@code by_tag}, {@code by_filter}): the
 * selector that groups the samples, read against the data when the branch runs (the groups depend
 * on its values), and the steps each group runs, planned once.
 *
 * @param selector the branch object without its {@code steps}
 * @param shared the steps every group runs (a {@code steps} list), or null when they are by name
 * @param byName the steps by group name (a {@code steps} object; {@code default} or {@code *} for
 *     the others), empty when {@code shared} is set
 */
public record Separation(
    JsonObject selector, List<PlannedStep> shared, Map<String, List<PlannedStep>> byName) {

  /** Copies the lists. */
  public Separation {
    Objects.requireNonNull(selector, "selector");
    shared = shared == null ? null : List.copyOf(shared);
    Map<String, List<PlannedStep>> copy = new LinkedHashMap<>();
    byName.forEach((k, v) -> copy.put(k, List.copyOf(v)));
    byName = Collections.unmodifiableMap(copy);
  }

  /**
   * The steps of group {@code name}: the shared list, else by name (a boolean group name matches
   * its key in any case), else {@code default} or {@code *}, else none.
   */
  public List<PlannedStep> steps(String name) {
    if (shared != null) {
      return shared;
    }
    List<PlannedStep> chosen = byName.get(name);
    if (chosen == null && (name.equalsIgnoreCase("true") || name.equalsIgnoreCase("false"))) {
      chosen =
          byName.entrySet().stream()
              .filter(e -> e.getKey().equalsIgnoreCase(name))
              .map(Map.Entry::getValue)
              .findFirst()
              .orElse(null);
    }
    if (chosen == null) {
      chosen = byName.getOrDefault("default", byName.getOrDefault("*", List.of()));
    }
    return chosen;
  }
}
