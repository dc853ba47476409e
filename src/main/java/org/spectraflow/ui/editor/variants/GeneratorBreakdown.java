package org.spectraflow.ui.editor.variants;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.generate.VariantCounter;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.ParamSweep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.JsonTree;
import org.spectraflow.ui.editor.OperatorSite;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;

/**
 * The outermost generators of a document and the number of choices each contributes; their product
 * (for generators in sequence) is the variant count.
 */
public final class GeneratorBreakdown {

  private GeneratorBreakdown() {}

  /** One entry per outermost generator node and per swept parameter outside generators. */
  public static List<GeneratorCount> of(PipelineDocument document, StepTree tree) {
    List<GeneratorCount> out = new ArrayList<>();
    collect(tree, document.stepsJson(), out);
    return out;
  }

  private static void collect(StepTree node, JsonValue steps, List<GeneratorCount> out) {
    switch (node.shape()) {
      case ALTERNATIVES, STAGES, GENERATOR ->
          out.add(
              new GeneratorCount(
                  node.path(),
                  node.title() + " at " + node.path(),
                  VariantCounter.count(JsonTree.get(steps, node.path()))));
      case STEP -> sweeps(node, JsonTree.get(steps, node.path()), out);
      default -> node.children().forEach(c -> collect(c, steps, out));
    }
  }

  private static void sweeps(StepTree node, JsonValue json, List<GeneratorCount> out) {
    JsonValue normal = json instanceof JsonObject o ? ParamSweep.normalise(o) : json;
    OperatorSite.of(normal, StepPath.ROOT)
        .ifPresent(
            site ->
                new Operator(JsonTree.get(normal, site))
                    .params()
                    .members()
                    .forEach(
                        (name, v) -> {
                          if (GeneratorSyntax.containsGenerator(v)) {
                            out.add(
                                new GeneratorCount(
                                    node.path(),
                                    node.title() + "." + name + " at " + node.path(),
                                    VariantCounter.count(v)));
                          }
                        }));
  }
}
