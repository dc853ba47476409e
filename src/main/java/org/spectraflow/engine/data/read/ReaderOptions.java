package org.spectraflow.engine.data.read;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * The checked option values one read uses: every option the reader declares, given or defaulted.
 * Made by {@link #resolve}, read through the typed getters.
 *
 * @param values option name to text, one entry per declared option
 */
public record ReaderOptions(Map<String, String> values) {

  /** Copies the values (sorted by name). */
  public ReaderOptions {
    values = Collections.unmodifiableMap(new TreeMap<>(values));
  }

  /**
   * {@code given} checked against {@code reader}'s options, defaults filled in.
   *
   * @throws DatasetException naming the reader and the option when a name is unknown or a value is
   *     invalid
   */
  public static ReaderOptions resolve(DatasetReader reader, Map<String, String> given) {
    Map<String, ReaderOption> declared =
        reader.options().stream()
            .collect(Collectors.toMap(ReaderOption::name, o -> o, (a, b) -> a, TreeMap::new));
    for (String name : given.keySet()) {
      if (!declared.containsKey(name)) {
        throw new DatasetException(
            "reader '"
                + reader.id()
                + "' has no option '"
                + name
                + "'; its options: "
                + (declared.isEmpty() ? "none" : String.join(", ", declared.keySet())));
      }
    }
    Map<String, String> values = new TreeMap<>();
    for (ReaderOption option : declared.values()) {
      String value = Optional.ofNullable(given.get(option.name())).orElse(option.defaultValue());
      String problem = option.check(value);
      if (problem != null) {
        throw new DatasetException(
            "reader '" + reader.id() + "' option " + option.name() + ": " + problem);
      }
      values.put(option.name(), value.strip());
    }
    return new ReaderOptions(values);
  }

  /** The integer option {@code name}. */
  public int integer(String name) {
    return Integer.parseInt(text(name));
  }

  /** The 64-bit integer option {@code name}. */
  public long longValue(String name) {
    return Long.parseLong(text(name));
  }

  /**
   * The text of option {@code name}.
   *
   * @throws IllegalArgumentException when the reader declares no such option
   */
  public String text(String name) {
    String value = values.get(name);
    if (value == null) {
      throw new IllegalArgumentException("no reader option '" + name + "'");
    }
    return value;
  }
}
