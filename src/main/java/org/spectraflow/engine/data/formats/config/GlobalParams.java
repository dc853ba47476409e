package org.spectraflow.engine.data.formats.config;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * Checks the {@code global_params} of a dataset config: the CSV options nirs4all documents
 * (docs/pipeline-language.md §3.5). Our CSV reader detects the separator, the decimal mark and the
 * header line itself, so these values are checked for sense and kept for display, not obeyed
 * (docs/compatibility.md, "Datasets"); an NA policy other than {@code abort} is refused because we
 * always abort on a missing value.
 */
final class GlobalParams {

  /** The known keys. */
  static final List<String> KEYS =
      List.of(
          "delimiter",
          "decimal_separator",
          "has_header",
          "header_unit",
          "na_policy",
          "signal_type");

  private GlobalParams() {}

  /** The checked options by key, values as text; refuses unknown keys and senseless values. */
  static Map<String, String> check(Path file, JsonValue value) {
    if (!(value instanceof JsonObject params)) {
      throw new DatasetException(
          file, 0, "global_params must be an object with keys " + String.join(", ", KEYS));
    }
    Map<String, String> out = new LinkedHashMap<>();
    for (String key : params.keys()) {
      JsonValue v = params.get(key).orElseThrow();
      String text =
          switch (key) {
            case "delimiter" -> oneOf(file, key, v, List.of(";", ",", "\t", " ", "|"));
            case "decimal_separator" -> oneOf(file, key, v, List.of(".", ","));
            case "has_header" -> bool(file, key, v);
            case "na_policy" -> oneOf(file, key, v, List.of("abort"));
            case "header_unit", "signal_type" -> text(file, key, v);
            default ->
                throw new DatasetException(
                    file,
                    0,
                    "unknown key 'global_params."
                        + key
                        + "'; global_params knows "
                        + String.join(", ", KEYS));
          };
      out.put(key, text);
    }
    if (out.containsKey("delimiter") && out.get("delimiter").equals(out.get("decimal_separator"))) {
      throw new DatasetException(
          file,
          0,
          "global_params: delimiter and decimal_separator are both '" + out.get("delimiter") + "'");
    }
    return out;
  }

  private static String text(Path file, String key, JsonValue v) {
    if (v instanceof JsonValue.JsonString s) {
      return s.value();
    }
    throw new DatasetException(file, 0, "global_params." + key + " must be text, got " + v);
  }

  private static String oneOf(Path file, String key, JsonValue v, List<String> allowed) {
    String s = text(file, key, v);
    if (!allowed.contains(s)) {
      throw new DatasetException(
          file,
          0,
          "global_params."
              + key
              + " is '"
              + s
              + "'; expected one of "
              + String.join(", ", allowed.stream().map(a -> "'" + a + "'").toList()));
    }
    return s;
  }

  private static String bool(Path file, String key, JsonValue v) {
    if (v instanceof JsonValue.JsonBool b) {
      return Boolean.toString(b.value());
    }
    throw new DatasetException(
        file, 0, "global_params." + key + " must be true or false, got " + v);
  }
}
