package org.spectraflow.engine.pipeline;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;

/**
 * Writes pipeline documents as JSON (2-space indentation) or YAML, keeping key order, so that the
 * same document always gives the same bytes and nirs4all reads the same keywords and shapes.
 */
public final class PipelineWriter {

  private static final YAMLFactory YAML =
      YAMLFactory.builder()
          .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
          .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
          .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
          .build();

  private PipelineWriter() {}

  /** The document as JSON text (ends with a newline). */
  public static String toJson(PipelineDocument document) {
    return toJson(document.toJson());
  }

  /** The document as YAML text. */
  public static String toYaml(PipelineDocument document) {
    return toYaml(document.toJson());
  }

  /** Writes the document to a file; {@code .yaml}/{@code .yml} gives YAML, anything else JSON. */
  public static void write(PipelineDocument document, Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    String text =
        name.endsWith(".yaml") || name.endsWith(".yml") ? toYaml(document) : toJson(document);
    AtomicFiles.writeString(file, text);
  }

  /** Any value as indented JSON text (ends with a newline). */
  public static String toJson(JsonValue value) {
    StringBuilder out = new StringBuilder();
    pretty(value, "", out);
    return out.append('\n').toString();
  }

  /** Any value as one line of compact JSON in document key order. */
  public static String toCompactJson(JsonValue value) {
    StringBuilder out = new StringBuilder();
    compact(value, out);
    return out.toString();
  }

  /** Any value as YAML text. */
  public static String toYaml(JsonValue value) {
    StringWriter text = new StringWriter();
    try (JsonGenerator gen = YAML.createGenerator(text)) {
      yaml(value, gen);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot render YAML", e);
    }
    return text.toString();
  }

  private static void pretty(JsonValue value, String indent, StringBuilder out) {
    String inner = indent + "  ";
    switch (value) {
      case JsonArray a when a.size() > 0 -> {
        out.append("[\n");
        for (int i = 0; i < a.size(); i++) {
          out.append(inner);
          pretty(a.get(i), inner, out);
          out.append(i + 1 < a.size() ? ",\n" : "\n");
        }
        out.append(indent).append(']');
      }
      case JsonObject o when o.size() > 0 -> {
        out.append("{\n");
        int i = 0;
        for (Map.Entry<String, JsonValue> e : o.members().entrySet()) {
          out.append(inner);
          quote(e.getKey(), out);
          out.append(": ");
          pretty(e.getValue(), inner, out);
          out.append(++i < o.size() ? ",\n" : "\n");
        }
        out.append(indent).append('}');
      }
      default -> compact(value, out);
    }
  }

  private static void compact(JsonValue value, StringBuilder out) {
    PythonJson.write(value, out, false);
  }

  private static void quote(String s, StringBuilder out) {
    PythonJson.quote(s, out, false);
  }

  private static void yaml(JsonValue value, JsonGenerator gen) throws IOException {
    switch (value) {
      case JsonValue.JsonNull n -> gen.writeNull();
      case JsonValue.JsonBool b -> gen.writeBoolean(b.value());
      case JsonValue.JsonInt i -> gen.writeNumber(i.value());
      case JsonValue.JsonFloat f -> gen.writeNumber(yamlFloat(f.value()));
      case JsonValue.JsonString s -> gen.writeString(s.value());
      case JsonArray a -> {
        gen.writeStartArray();
        for (JsonValue item : a.items()) {
          yaml(item, gen);
        }
        gen.writeEndArray();
      }
      case JsonObject o -> {
        gen.writeStartObject();
        for (Map.Entry<String, JsonValue> e : o.members().entrySet()) {
          gen.writeFieldName(e.getKey());
          yaml(e.getValue(), gen);
        }
        gen.writeEndObject();
      }
    }
  }

  /** A float in the form YAML 1.1 readers (PyYAML) resolve as a float: {@code 1.0e-05}. */
  static String yamlFloat(double d) {
    if (Double.isNaN(d)) {
      return ".nan";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? ".inf" : "-.inf";
    }
    String repr = PythonJson.floatRepr(d);
    int e = repr.indexOf('e');
    if (e > 0 && repr.lastIndexOf('.', e) < 0) {
      return repr.substring(0, e) + ".0" + repr.substring(e);
    }
    return repr;
  }
}
