package org.spectraflow.engine.run.check;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec.Kind;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Step;

/**
 * A splitter placed after the pipeline's last model: a splitter gives its folds to the models that
 * follow it, so one after every model has no effect on any of them (nirs4all runs it all the same,
 * which is why this is a warning, not an error). Looks at the top-level steps: a step holds a model
 * when a {@code model} key appears anywhere in it (also inside branches and generators); a splitter
 * is an operator the registry declares as one, or a {@code split} keyword step. Pure.
 */
public final class SplitterAfterModel {

  private SplitterAfterModel() {}

  /** The warnings of {@code document}, each at the splitter's step. */
  public static List<Problem> of(PipelineDocument document, OperatorRegistry registry) {
    List<Step> steps = document.steps();
    int lastModel = -1;
    for (int i = 0; i < steps.size(); i++) {
      if (holdsModel(steps.get(i).toJson())) {
        lastModel = i;
      }
    }
    List<Problem> out = new ArrayList<>();
    for (int i = lastModel + 1; lastModel >= 0 && i < steps.size(); i++) {
      String splitter = splitterName(steps.get(i), registry);
      if (splitter != null) {
        out.add(
            Problem.warning(
                    DocumentPath.PIPELINE.index(i),
                    "the splitter "
                        + splitter
                        + " comes after the last model ("
                        + DocumentPath.PIPELINE.index(lastModel)
                        + "), so no model uses its folds and it has no effect")
                .withHint("move it before the model"));
      }
    }
    return out;
  }

  private static String splitterName(Step step, OperatorRegistry registry) {
    return switch (step) {
      case OperatorStep s ->
          registry
              .resolve(s.operator())
              .filter(spec -> spec.kind() == Kind.SPLITTER)
              .map(spec -> s.operator().simpleName())
              .orElse(null);
      case KeywordStep k when k.keyword().equals(Keywords.SPLIT) ->
          k.value().map(v -> new Operator(v).simpleName()).orElse(Keywords.SPLIT);
      default -> null;
    };
  }

  private static boolean holdsModel(JsonValue value) {
    return switch (value) {
      case JsonObject o ->
          o.has("model") || o.members().values().stream().anyMatch(SplitterAfterModel::holdsModel);
      case JsonArray a -> a.items().stream().anyMatch(SplitterAfterModel::holdsModel);
      default -> false;
    };
  }
}
