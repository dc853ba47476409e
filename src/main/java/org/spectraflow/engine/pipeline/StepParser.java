package org.spectraflow.engine.pipeline;

import java.util.List;
import java.util.Set;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/** Classifies a JSON step into its {@link Step} kind, following docs/pipeline-language.md §1.3. */
final class StepParser {

  /** Sibling keys that are never keywords (docs/pipeline-language.md §1.3 rule 5). */
  static final Set<String> RESERVED = KeywordCatalogue.reservedKeys();

  /** Keywords that win over document order (docs/pipeline-language.md §1.3 rule 5). */
  static final List<String> PRIORITY = KeywordCatalogue.priority();

  private StepParser() {}

  static Step parse(JsonValue json) {
    return switch (json) {
      case JsonValue.JsonNull n -> NullStep.INSTANCE;
      case JsonArray a -> new SubPipeline(a.items().stream().map(StepParser::parse).toList());
      case JsonValue.JsonString s ->
          s.value().contains(".") && !isPlaceholder(s.value())
              ? new OperatorStep(s)
              : new KeywordStep(s.value(), s);
      case JsonObject o -> parseObject(o);
      default -> new UnknownStep(String.valueOf(json), json);
    };
  }

  private static boolean isPlaceholder(String s) {
    return s.startsWith("<") && s.endsWith(">");
  }

  private static Step parseObject(JsonObject o) {
    if (!GeneratorSyntax.strategiesIn(o).isEmpty() && !ParamSweep.isIgnoredGenerator(o)) {
      return new GeneratorStep(o);
    }
    if (o.keys().stream().anyMatch(Operator.REFERENCE_KEYS::contains)) {
      return new OperatorStep(o);
    }
    String keyword = keywordOf(o);
    if (keyword == null) {
      return new CommentStep(o);
    }
    return switch (keyword) {
      case Keywords.MODEL -> new ModelStep(o);
      case Keywords.BRANCH -> new BranchStep(o);
      default ->
          KeywordStep.isKnown(keyword) ? new KeywordStep(keyword, o) : new UnknownStep(keyword, o);
    };
  }

  /**
   * The step keyword: first by priority, else first candidate key in document order; null if none.
   */
  static String keywordOf(JsonObject o) {
    List<String> candidates =
        o.keys().stream().filter(k -> !RESERVED.contains(k) && !k.startsWith("_")).toList();
    return PRIORITY.stream()
        .filter(candidates::contains)
        .findFirst()
        .orElse(candidates.isEmpty() ? null : candidates.get(0));
  }
}
