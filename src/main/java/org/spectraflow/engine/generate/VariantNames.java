package org.spectraflow.engine.generate;

import java.util.List;
import java.util.stream.Collectors;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.CommentStep;
import org.spectraflow.engine.pipeline.GeneratorStep;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.NullStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;
import org.spectraflow.engine.pipeline.UnknownStep;

/**
 * Readable names of variants and steps: operator class names (as written) with their non-default
 * parameters in Python style, joined by {@code " > "}; and the docs/pipeline-language.md §5.3
 * config name {@code config_<hash8>}.
 */
public final class VariantNames {

  private final OperatorRegistry registry;

  /** Names using a registry to leave out default parameter values. */
  public VariantNames(OperatorRegistry registry) {
    this.registry = registry;
  }

  /**
   * {@code <prefix>_<hash8>} of the expanded step list (docs/pipeline-language.md §5.3); prefix is
   * usually {@code config}.
   */
  public static String configName(String prefix, JsonArray steps) {
    return prefix + "_" + PythonJson.hash8(steps);
  }

  /** The readable name of a list of steps. */
  public String describe(List<Step> steps) {
    return steps.stream()
        .map(this::label)
        .filter(l -> l != null && !l.isEmpty())
        .collect(Collectors.joining(" > "));
  }

  /** The label of one step, or null for steps that do nothing (null, comments). */
  public String label(Step step) {
    return switch (step) {
      case NullStep n -> null;
      case CommentStep c -> null;
      case OperatorStep s -> operator(s.operator());
      case ModelStep m -> operator(m.operator());
      case SubPipeline p -> p.steps().isEmpty() ? "[]" : describe(p.steps());
      case BranchStep b ->
          "branch["
              + b.branches().stream()
                  .map(br -> br.name() != null ? br.name() : describe(br.steps()))
                  .collect(Collectors.joining(" | "))
              + "]";
      case KeywordStep k ->
          k.value().map(v -> k.keyword() + "(" + value(v) + ")").orElse(k.keyword());
      case GeneratorStep g -> "generator" + g.keywords();
      case UnknownStep u -> u.keyword();
    };
  }

  private String value(JsonValue v) {
    return switch (v) {
      case JsonArray a ->
          a.items().stream().map(this::value).collect(Collectors.joining(", ", "[", "]"));
      case JsonValue.JsonNull n -> "None";
      default ->
          new Operator(v).reference().isPresent()
              ? operator(new Operator(v))
              : PythonJson.displayRepr(v);
    };
  }

  /** {@code Name(p1=v1, p2=v2)} with only the non-default parameters. */
  public String operator(Operator op) {
    OperatorSpec spec = registry.resolve(op).orElse(null);
    String params =
        op.params().members().entrySet().stream()
            .filter(e -> spec == null || !spec.isDefault(e.getKey(), e.getValue()))
            .map(e -> e.getKey() + "=" + PythonJson.displayRepr(e.getValue()))
            .collect(Collectors.joining(", "));
    return op.simpleName() + (params.isEmpty() ? "" : "(" + params + ")");
  }
}
