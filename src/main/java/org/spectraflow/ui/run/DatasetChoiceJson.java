package org.spectraflow.ui.run;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads a {@link DatasetChoice} from session-file JSON, migrating the form written before dataset
 * readers ({@code {"folder": …, "samples": …, "wavelengths": …, "seed": …}}: a folder, or the demo
 * when the folder is null) to {@code {"reader": …, "path": …, "options": {…}}}. Stateless.
 */
final class DatasetChoiceJson {

  private DatasetChoiceJson() {}

  /**
   * The choice {@code json} holds, in either form.
   *
   * @throws IllegalArgumentException when the reader is unknown, the form is neither, or a value is
   *     invalid (says which)
   */
  static DatasetChoice read(Map<String, Object> json) {
    if (json.containsKey("reader")) {
      Object reader = json.get("reader");
      if (!(reader instanceof String id)) {
        throw new IllegalArgumentException("the dataset's \"reader\" must be a reader id");
      }
      return new DatasetChoice(id, text(json.get("path")), options(json.get("options")));
    }
    if (json.containsKey("folder") || json.containsKey("samples")) {
      Object folder = json.get("folder");
      if (folder != null) {
        return DatasetChoice.folder(java.nio.file.Path.of(folder.toString()));
      }
      return DatasetChoice.demo(
          number(json, "samples").intValue(),
          number(json, "wavelengths").intValue(),
          number(json, "seed").longValue());
    }
    throw new IllegalArgumentException(
        "the dataset names no \"reader\" (nor, in the older form, a \"folder\" or demo size)");
  }

  private static String text(Object value) {
    return value == null ? null : value.toString();
  }

  private static Map<String, String> options(Object value) {
    Map<String, String> out = new LinkedHashMap<>();
    if (value instanceof Map<?, ?> map) {
      map.forEach((k, v) -> out.put(String.valueOf(k), String.valueOf(v)));
    } else if (value != null) {
      throw new IllegalArgumentException("the dataset's \"options\" must be an object");
    }
    return out;
  }

  private static Number number(Map<String, Object> json, String key) {
    if (json.get(key) instanceof Number n) {
      return n;
    }
    throw new IllegalArgumentException("the dataset's \"" + key + "\" must be a number");
  }
}
