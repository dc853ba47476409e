package org.spectraflow.engine.pipeline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineDocument.Layout;
import org.spectraflow.engine.pipeline.PipelineFormatException.SourceLocation;

/**
 * Reads nirs4all pipeline documents (docs/pipeline-language.md §1.1) from JSON or YAML, losslessly.
 * Syntax errors and malformed generators raise {@link PipelineFormatException} with the document
 * path and, for text input, the line and column. Unknown operators and keywords are kept verbatim.
 */
public final class PipelineReader {

  private PipelineReader() {}

  /** Reads a {@code .json}, {@code .yaml} or {@code .yml} file. */
  public static PipelineDocument read(Path file) {
    try {
      return read(Files.readString(file, StandardCharsets.UTF_8), file.getFileName().toString());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read pipeline file " + file, e);
    }
  }

  /** Reads text; the syntax follows the source name's extension (JSON unless .yaml/.yml). */
  public static PipelineDocument read(String text, String sourceName) {
    String lower = sourceName.toLowerCase(Locale.ROOT);
    boolean yaml = lower.endsWith(".yaml") || lower.endsWith(".yml");
    return parse(text, yaml ? JsonText.Syntax.YAML : JsonText.Syntax.JSON, sourceName);
  }

  /** Reads JSON text. */
  public static PipelineDocument readJson(String text) {
    return parse(text, JsonText.Syntax.JSON, "<json>");
  }

  /** Reads YAML text. */
  public static PipelineDocument readYaml(String text) {
    return parse(text, JsonText.Syntax.YAML, "<yaml>");
  }

  /** Parses any JSON text into a value tree (syntax errors carry line and column). */
  public static JsonValue parseJson(String text) {
    return JsonText.parse(text, JsonText.Syntax.JSON, "<json>").root();
  }

  /**
   * Parses JSON or YAML text (YAML when {@code sourceName} ends in .yaml/.yml) into a value tree,
   * for other documents written in the same object model (e.g. dataset config files).
   *
   * @throws PipelineFormatException on a syntax error, with line and column
   */
  public static JsonValue parseTree(String text, String sourceName) {
    String lower = sourceName.toLowerCase(Locale.ROOT);
    boolean yaml = lower.endsWith(".yaml") || lower.endsWith(".yml");
    return JsonText.parse(text, yaml ? JsonText.Syntax.YAML : JsonText.Syntax.JSON, sourceName)
        .root();
  }

  /** Builds a document from an already parsed tree (no source locations). */
  public static PipelineDocument fromJson(JsonValue root) {
    return build(root, v -> null);
  }

  private static PipelineDocument parse(String text, JsonText.Syntax syntax, String source) {
    JsonText.Parsed parsed = JsonText.parse(text, syntax, source);
    Map<JsonValue, SourceLocation> where = parsed.locations();
    return build(parsed.root(), where::get);
  }

  private static PipelineDocument build(JsonValue root, Function<JsonValue, SourceLocation> where) {
    return switch (root) {
      case JsonArray steps ->
          document(Layout.ARRAY, JsonObject.EMPTY, steps, DocumentPath.PIPELINE, where);
      case JsonObject o when o.has("pipeline") ->
          fromObject(o, "pipeline", Layout.PIPELINE_KEY, where);
      case JsonObject o when o.has("steps") -> fromObject(o, "steps", Layout.STEPS_KEY, where);
      default ->
          throw new PipelineFormatException(
              DocumentPath.ROOT,
              where.apply(root),
              "a pipeline document is a list of steps or an object with a \"pipeline\" (or \"steps\") list, got "
                  + (root instanceof JsonObject o ? "an object with keys " + o.keys() : root));
    };
  }

  private static PipelineDocument fromObject(
      JsonObject o, String key, Layout layout, Function<JsonValue, SourceLocation> where) {
    JsonValue steps = o.get(key).orElseThrow();
    DocumentPath path = DocumentPath.ROOT.key(key);
    if (!(steps instanceof JsonArray array)) {
      throw new PipelineFormatException(
          path, where.apply(o), "expected a list of steps, got " + steps);
    }
    return document(layout, o.with(key, JsonArray.EMPTY), array, path, where);
  }

  private static PipelineDocument document(
      Layout layout,
      JsonObject header,
      JsonArray steps,
      DocumentPath path,
      Function<JsonValue, SourceLocation> where) {
    GeneratorSyntax.validate(steps, path, where);
    StepShapes.check(header, steps, path, where);
    return new PipelineDocument(layout, header, steps.items().stream().map(Step::of).toList());
  }
}
