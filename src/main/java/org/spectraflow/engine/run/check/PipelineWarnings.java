package org.spectraflow.engine.run.check;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.EmptyLanes;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.ParamSweep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;

/**
 * What a document does that nirs4all accepts on purpose but a user probably did not mean: each a
 * line starting {@code warning:} with the document path, what happens and how to write it instead
 * (the choices are recorded in docs/compatibility.md). Today: the silent no-op sweep shapes, whose
 * generator is ignored so that variant counts keep nirs4all's (a {@code param} sweep next to a
 * model given as a string, a {@code _grid_}/{@code _zip_} map next to an operator that already has
 * {@code params}, any other non-pure generator object), a branch lane without a step, which passes
 * its data through ({@link EmptyLanes}), a splitter after the last model, which has no effect
 * ({@link SplitterAfterModel}), and nirs4all's display-only chart steps, which are skipped ({@link
 * DisplaySteps}).
 */
public final class PipelineWarnings {

  private PipelineWarnings() {}

  /**
   * The warnings of a document as the CLI prints them ({@code warning: pipeline[2]: ...}), in
   * document order (empty when there is nothing to say).
   */
  public static List<String> of(PipelineDocument document) {
    return problems(document).stream().map(Problem::line).toList();
  }

  /** The warnings of a document, in document order (empty when there is nothing to say). */
  public static List<Problem> problems(PipelineDocument document) {
    List<Problem> out = new ArrayList<>();
    walk(document.stepsJson(), DocumentPath.PIPELINE, out);
    lanes(document.steps(), DocumentPath.PIPELINE, out);
    out.addAll(SplitterAfterModel.of(document, OperatorRegistry.standard()));
    out.addAll(DisplaySteps.of(document));
    return out;
  }

  private static void lanes(List<Step> steps, DocumentPath path, List<Problem> out) {
    for (int i = 0; i < steps.size(); i++) {
      DocumentPath at = path.index(i);
      switch (steps.get(i)) {
        case SubPipeline p -> lanes(p.steps(), at, out);
        case BranchStep b -> {
          out.addAll(EmptyLanes.of(b, at));
          b.branches()
              .forEach(
                  br ->
                      lanes(
                          br.steps(),
                          at.key("branch").key(br.name() == null ? "_" : br.name()),
                          out));
        }
        default -> {}
      }
    }
  }

  private static void walk(JsonValue value, DocumentPath path, List<Problem> out) {
    switch (value) {
      case JsonObject o -> {
        if (ParamSweep.isIgnoredGenerator(o)) {
          out.add(Problem.warning(path, ignoredSweep(o)));
        }
        o.members().forEach((k, v) -> walk(v, path.key(k), out));
      }
      case JsonArray a -> {
        for (int i = 0; i < a.size(); i++) {
          walk(a.get(i), path.index(i), out);
        }
      }
      default -> {}
    }
  }

  private static String ignoredSweep(JsonObject o) {
    String g = GeneratorSyntax.strategiesIn(o).get(0);
    String suffix = " is ignored and the step runs once, as in nirs4all";
    if (o.has("param") && o.get("model").orElse(null) instanceof JsonValue.JsonString) {
      return "the "
          + g
          + " sweep of '"
          + o.get("param").flatMap(JsonValue::asString).orElse("?")
          + "' next to a model written as a string"
          + suffix
          + "; write the model as {\"class\": \"...\"}"
          + " to sweep it";
    }
    if ((g.equals("_grid_") || g.equals("_zip_")) && !o.has("param")) {
      return "the "
          + g
          + " map next to an operator that already has params"
          + suffix
          + "; move the swept values into its params";
    }
    return "the "
        + g
        + " next to "
        + o.keys().stream().filter(k -> !k.equals(g)).toList()
        + suffix
        + "; put the generator inside the operator's params";
  }
}
