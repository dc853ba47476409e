package org.spectraflow.engine.json;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import org.spectraflow.engine.text.PythonRepr;

/**
 * Python-compatible text forms of {@link JsonValue}s: {@code repr(float)}, the canonical {@code
 * json.dumps(v, sort_keys=True, separators=(",", ":"))} used for config hashes
 * (docs/pipeline-language.md §5.3) and the short parameter rendering of processing ids
 * (docs/pipeline-language.md §5.2).
 */
public final class PythonJson {

  private PythonJson() {}

  /**
   * Python's {@code repr(float)} as {@code json.dumps} writes it: {@link PythonRepr#ofFloat} for
   * finite values, {@code NaN}, {@code Infinity} and {@code -Infinity} otherwise.
   */
  public static String floatRepr(double d) {
    if (Double.isNaN(d)) {
      return "NaN";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "Infinity" : "-Infinity";
    }
    return PythonRepr.ofFloat(d);
  }

  /** Canonical compact JSON with sorted keys and ASCII escaping (Python's hashing form). */
  public static String dumps(JsonValue value) {
    StringBuilder out = new StringBuilder();
    write(value, out, true);
    return out.toString();
  }

  /** First 8 hex characters of SHA-256 over {@link #dumps}. */
  public static String hash8(JsonValue value) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      byte[] digest = sha.digest(dumps(value).getBytes(StandardCharsets.US_ASCII));
      return HexFormat.of().formatHex(digest).substring(0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is not available in this JVM", e);
    }
  }

  /**
   * Appends compact JSON: canonical (sorted keys, ASCII escaping) for hashing, or in document order
   * with UTF-8 text for files.
   */
  public static void write(JsonValue value, StringBuilder out, boolean canonical) {
    switch (value) {
      case JsonValue.JsonNull n -> out.append("null");
      case JsonValue.JsonBool b -> out.append(b.value());
      case JsonValue.JsonInt i -> out.append(i.value());
      case JsonValue.JsonFloat f -> out.append(floatRepr(f.value()));
      case JsonValue.JsonString s -> quote(s.value(), out, canonical);
      case JsonArray a -> {
        out.append('[');
        for (int i = 0; i < a.size(); i++) {
          out.append(i == 0 ? "" : ",");
          write(a.get(i), out, canonical);
        }
        out.append(']');
      }
      case JsonObject o -> {
        out.append('{');
        boolean first = true;
        Map<String, JsonValue> members = canonical ? new TreeMap<>(o.members()) : o.members();
        for (Map.Entry<String, JsonValue> e : members.entrySet()) {
          out.append(first ? "" : ",");
          first = false;
          quote(e.getKey(), out, canonical);
          out.append(':');
          write(e.getValue(), out, canonical);
        }
        out.append('}');
      }
    }
  }

  /**
   * Appends a JSON string literal; {@code asciiOnly} escapes non-ASCII as Python's {@code
   * ensure_ascii}.
   */
  public static void quote(String s, StringBuilder out, boolean asciiOnly) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20 || asciiOnly && c > 0x7e) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  /**
   * A parameter value rendered as in processing ids (docs/pipeline-language.md §5.2): strings in
   * single quotes (cut to 17 characters + {@code ...} from 20 on), Python numbers, {@code
   * True/False/None}, short lists inline, longer lists as {@code [n items]}, objects as {@code {n
   * keys}}.
   */
  public static String displayRepr(JsonValue value) {
    return switch (value) {
      case JsonValue.JsonNull n -> "None";
      case JsonValue.JsonBool b -> b.value() ? "True" : "False";
      case JsonValue.JsonInt i -> i.value().toString();
      case JsonValue.JsonFloat f -> PythonRepr.ofFloat(f.value());
      case JsonValue.JsonString s -> PythonRepr.quoted(s.value(), true);
      case JsonArray a ->
          PythonRepr.list(a.items().stream().map(PythonJson::displayRepr).toList(), true);
      case JsonObject o -> PythonRepr.keys(o.size());
    };
  }
}
