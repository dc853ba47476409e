package org.spectraflow.engine.pipeline;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineFormatException.SourceLocation;
import org.spectraflow.engine.text.UserText;

/**
 * Parses JSON or YAML text into a {@link JsonValue} tree, remembering where each object and array
 * started so that later validation errors can quote a line and column.
 */
final class JsonText {

  /** Text syntaxes a pipeline document may use. */
  enum Syntax {
    JSON,
    YAML
  }

  /** A parsed tree plus the source location of each container node (by identity). */
  record Parsed(JsonValue root, Map<JsonValue, SourceLocation> locations) {}

  private static final JsonFactory JSON =
      JsonFactory.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();
  private static final YAMLFactory YAML = new YAMLFactory();
  private static final Pattern YAML_INF = Pattern.compile("[-+]?\\.(inf|Inf|INF)");
  private static final Pattern YAML_NAN = Pattern.compile("\\.(nan|NaN|NAN)");

  /** YAML's merge key (YAML 1.1, as PyYAML's loaders read it). */
  private static final String MERGE = "<<";

  /**
   * The most values a document may hold once YAML aliases are resolved (guards "billion laughs").
   */
  static final long MAX_VALUES = 1_000_000;

  private final String source;
  private final Map<JsonValue, SourceLocation> locations = new IdentityHashMap<>();
  private final Map<String, Anchored> anchors = new HashMap<>();
  private long values;

  /** A YAML anchor's value and how many values it holds. */
  private record Anchored(JsonValue value, long size) {}

  private JsonText(String source) {
    this.source = source;
  }

  /** Parses one document; syntax errors become {@link PipelineFormatException} with a location. */
  static Parsed parse(String text, Syntax syntax, String source) {
    JsonText reader = new JsonText(source);
    JsonFactory factory = syntax == Syntax.JSON ? JSON : YAML;
    try (JsonParser parser = factory.createParser(text)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw new PipelineFormatException(
            DocumentPath.ROOT, new SourceLocation(source, 1, 1), "the document is empty");
      }
      JsonValue root = reader.value(parser);
      if (parser.nextToken() != null) {
        throw reader.syntaxError(
            parser.currentTokenLocation(),
            syntax == Syntax.JSON
                ? "unexpected content after the document; a file holds one pipeline"
                : "a second YAML document follows the first; a file holds one pipeline, so remove the '---'"
                    + " and what follows or move it to its own file");
      }
      return new Parsed(root, reader.locations);
    } catch (JsonProcessingException e) {
      String message = UserText.parserMessage(e.getOriginalMessage(), "malformed text");
      throw reader.syntaxError(e.getLocation(), "malformed " + syntax + ": " + message);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + source, e);
    }
  }

  private PipelineFormatException syntaxError(JsonLocation at, String problem) {
    return new PipelineFormatException(DocumentPath.ROOT, locate(at), problem);
  }

  private SourceLocation locate(JsonLocation at) {
    return at == null
        ? null
        : new SourceLocation(source, Math.max(1, at.getLineNr()), Math.max(1, at.getColumnNr()));
  }

  private JsonValue value(JsonParser p) throws IOException {
    JsonToken token = p.currentToken();
    SourceLocation at = locate(p.currentTokenLocation());
    if (p instanceof YAMLParser y && y.isCurrentAlias()) {
      return alias(y.getText(), at);
    }
    String anchor = p instanceof YAMLParser y ? anchorOf(y) : null;
    if (p instanceof YAMLParser y) {
      YamlTags.requireSupported(y, at);
    }
    long before = values;
    countValue(at);
    JsonValue value =
        switch (token) {
          case START_OBJECT -> object(p);
          case START_ARRAY -> array(p);
          case VALUE_STRING -> new JsonValue.JsonString(p.getText());
          case VALUE_NUMBER_INT -> new JsonValue.JsonInt(p.getBigIntegerValue());
          case VALUE_NUMBER_FLOAT -> new JsonValue.JsonFloat(floatOf(p));
          case VALUE_TRUE -> new JsonValue.JsonBool(true);
          case VALUE_FALSE -> new JsonValue.JsonBool(false);
          case VALUE_NULL -> JsonValue.NULL;
          default ->
              throw new PipelineFormatException(DocumentPath.ROOT, at, "unexpected token " + token);
        };
    if (value instanceof JsonObject || value instanceof JsonArray) {
      locations.put(value, at);
    }
    if (anchor != null) {
      anchors.put(anchor, new Anchored(value, values - before));
    }
    return value;
  }

  /**
   * A float token; YAML 1.1's specials {@code .inf}, {@code -.inf} and {@code .nan} (which PyYAML
   * reads as floats) become infinities and NaN, left for the operator catalogue to refuse where a
   * parameter must be finite.
   */
  private static double floatOf(JsonParser p) throws IOException {
    if (p instanceof YAMLParser) {
      String text = p.getText();
      if (YAML_INF.matcher(text).matches()) {
        return text.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
      }
      if (YAML_NAN.matcher(text).matches()) {
        return Double.NaN;
      }
    }
    return p.getDoubleValue();
  }

  private static String anchorOf(YAMLParser y) throws IOException {
    Object id = y.getObjectId();
    return id != null ? id.toString() : y.getCurrentAnchor();
  }

  /** A YAML alias ({@code *name}) is the anchored value itself, as YAML loaders resolve it. */
  private JsonValue alias(String name, SourceLocation at) {
    Anchored anchored = anchors.get(name);
    if (anchored == null) {
      throw new PipelineFormatException(
          DocumentPath.ROOT,
          at,
          "the YAML alias *"
              + name
              + " names no anchor on a list or mapping defined before it (anchors on plain values are not"
              + " supported); define &"
              + name
              + " on a list or mapping first, or write the value out");
    }
    values += anchored.size();
    if (values > MAX_VALUES) {
      throw new PipelineFormatException(
          DocumentPath.ROOT,
          at,
          "YAML aliases expand the document to more than "
              + MAX_VALUES
              + " values; write the repeated part out or use a generator");
    }
    return anchored.value();
  }

  private void countValue(SourceLocation at) {
    if (++values > MAX_VALUES) {
      throw new PipelineFormatException(
          DocumentPath.ROOT,
          at,
          "the document holds more than "
              + MAX_VALUES
              + " values; a pipeline is much smaller, so check that this is the right file");
    }
  }

  private JsonObject object(JsonParser p) throws IOException {
    LinkedHashMap<String, JsonValue> members = new LinkedHashMap<>();
    JsonValue merged = null;
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String key = p.currentName();
      SourceLocation at = locate(p.currentTokenLocation());
      p.nextToken();
      if (p instanceof YAMLParser && key.equals(MERGE)) {
        if (merged != null) {
          throw duplicate(key, at);
        }
        merged = value(p);
        YamlMerge.requireMappings(merged, at);
        continue;
      }
      if (members.put(key, value(p)) != null) {
        throw new PipelineFormatException(
            DocumentPath.ROOT,
            at,
            "duplicate key \""
                + key
                + "\" in one object;"
                + " only one value can hold, so keep one of them");
      }
    }
    return new JsonObject(merged == null ? members : YamlMerge.merge(merged, members));
  }

  private static PipelineFormatException duplicate(String key, SourceLocation at) {
    return new PipelineFormatException(
        DocumentPath.ROOT,
        at,
        "duplicate key \""
            + key
            + "\" in one object; only one value can hold, so keep one of them"
            + " (a YAML merge key takes a list of mappings: <<: [*a, *b])");
  }

  private JsonArray array(JsonParser p) throws IOException {
    List<JsonValue> items = new ArrayList<>();
    while (p.nextToken() != JsonToken.END_ARRAY) {
      items.add(value(p));
    }
    return new JsonArray(items);
  }
}
