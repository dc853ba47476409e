package org.spectraflow.engine.run.check;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.GeneratorStep;
import org.spectraflow.engine.pipeline.KeywordCatalogue;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.ModelStep;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Severity;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;
import org.spectraflow.engine.pipeline.UnknownStep;

/**
 * What stops an expanded pipeline from running: operators the registry does not know, unknown
 * keywords, generator steps left unexpanded. Each problem names its document path; the engine calls
 * {@link #requireRunnable} before executing a variant.
 */
public final class RunCheck {

  private final OperatorRegistry registry;

  /** A check against the given registry. */
  public RunCheck(OperatorRegistry registry) {
    this.registry = registry;
  }

  /** Throws {@link IllegalArgumentException} listing every problem, or returns quietly. */
  public void requireRunnable(PipelineDocument document) {
    List<String> problems = problems(document);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", problems));
    }
  }

  /** Every problem as its line ({@link Problem#line()}), in step order; empty when it can run. */
  public List<String> problems(PipelineDocument document) {
    return found(document).stream().map(Problem::line).toList();
  }

  /** Every problem, in step order; empty when the pipeline can run. */
  public List<Problem> found(PipelineDocument document) {
    List<Problem> out = new ArrayList<>();
    for (int i = 0; i < document.steps().size(); i++) {
      check(document.steps().get(i), DocumentPath.PIPELINE.index(i), out);
    }
    return out;
  }

  private void check(Step step, DocumentPath path, List<Problem> out) {
    switch (step) {
      case OperatorStep s -> operator(s.operator(), path, out);
      case ModelStep m -> operator(m.operator(), path.key("model"), out);
      case SubPipeline p -> {
        for (int i = 0; i < p.steps().size(); i++) {
          check(p.steps().get(i), path.index(i), out);
        }
      }
      case BranchStep b -> {
        b.branches()
            .forEach(
                br -> {
                  for (int i = 0; i < br.steps().size(); i++) {
                    check(
                        br.steps().get(i),
                        path.key(Keywords.BRANCH).key(br.name() == null ? "_" : br.name()).index(i),
                        out);
                  }
                });
      }
      case KeywordStep k
          when k.keyword().equals(Keywords.Y_PROCESSING)
              || k.keyword().equals(Keywords.PREPROCESSING) ->
          k.value()
              .ifPresent(
                  v ->
                      operators(
                          v,
                          path.key(k.keyword()),
                          k.keyword().equals(Keywords.Y_PROCESSING),
                          out));
      case UnknownStep u ->
          out.add(
              Problem.naming(
                  Severity.ERROR,
                  path,
                  "unknown keyword '"
                      + u.keyword()
                      + "' at "
                      + path
                      + "; known keywords: "
                      + KeywordCatalogue.knownText()));
      case GeneratorStep g ->
          out.add(
              Problem.naming(
                  Severity.ERROR,
                  path,
                  "generator step at " + path + " must be expanded before it runs"));
      default -> {}
    }
  }

  private void operators(JsonValue value, DocumentPath path, boolean target, List<Problem> out) {
    if (value instanceof JsonArray a) {
      for (int i = 0; i < a.size(); i++) {
        operators(a.get(i), path.index(i), target, out);
      }
    } else {
      operator(new Operator(value), path, out);
      registry
          .resolve(new Operator(value))
          .filter(spec -> target && spec.kind() != OperatorSpec.Kind.Y_TRANSFORM)
          .ifPresent(
              spec ->
                  out.add(
                      Problem.error(
                          path,
                          spec.className()
                              + " has no exact inverse_transform, so y_processing cannot map"
                              + " predictions back to target units")));
    }
  }

  private void operator(Operator op, DocumentPath path, List<Problem> out) {
    String ref = op.reference().orElse(String.valueOf(op.node()));
    if (registry.resolve(op).isEmpty()) {
      out.add(Problem.naming(Severity.ERROR, path, registry.unsupportedMessage(ref, path)));
    }
  }
}
