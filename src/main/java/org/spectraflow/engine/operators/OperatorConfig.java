package org.spectraflow.engine.operators;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.spectraflow.engine.text.PythonRepr;

/**
 * An operator's identity: nirs4all class name and the parameters that differ from the defaults
 * (sorted by name, as sklearn's {@code get_params} lists them).
 *
 * @param className nirs4all's simple class name
 * @param nonDefault non-default parameters as given (Long, Double, Boolean, String, List or null)
 */
public record OperatorConfig(String className, SortedMap<String, Object> nonDefault) {

  /** Copies the map so the config is immutable. */
  public OperatorConfig {
    nonDefault = Collections.unmodifiableSortedMap(new TreeMap<>(nonDefault));
  }

  /** Stable text for cache keys: {@code Name(k=v, ...)} with full Python-style values. */
  public String canonical() {
    return render(false);
  }

  /**
   * docs/pipeline-language.md §5.2 label: like {@link #canonical} but long strings and lists
   * shortened.
   */
  public String label() {
    return render(true);
  }

  private String render(boolean shorten) {
    if (nonDefault.isEmpty()) {
      return className;
    }
    return nonDefault.entrySet().stream()
        .map(e -> e.getKey() + "=" + PythonRepr.ofValue(e.getValue(), shorten))
        .collect(Collectors.joining(", ", className + "(", ")"));
  }

  /** The non-default parameters as a plain map (read-only). */
  public Map<String, Object> params() {
    return nonDefault;
  }
}
