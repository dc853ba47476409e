package org.spectraflow.engine.run.check;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.pipeline.BranchStep;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.KeywordStep;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;

/**
 * nirs4all's in-pipeline chart steps ({@code chart_2d}, {@code fold_chart}, {@code y_chart}, ...,
 * see {@code KeywordCatalogue.isDisplay}): accepted and skipped, each with one warning saying so,
 * so that a document written for nirs4all runs instead of being refused (docs/compatibility.md).
 * Looks through sub-pipelines and branch lanes. Pure.
 */
public final class DisplaySteps {

  private DisplaySteps() {}

  /** One warning per display step of {@code document}, in document order. */
  public static List<Problem> of(PipelineDocument document) {
    List<Problem> out = new ArrayList<>();
    walk(document.steps(), DocumentPath.PIPELINE, out);
    return out;
  }

  private static void walk(List<Step> steps, DocumentPath path, List<Problem> out) {
    for (int i = 0; i < steps.size(); i++) {
      DocumentPath at = path.index(i);
      switch (steps.get(i)) {
        case KeywordStep k when KeywordStep.isDisplay(k.keyword()) ->
            out.add(
                Problem.warning(
                        at,
                        "'"
                            + k.keyword()
                            + "' is a nirs4all display-only chart step; it is skipped (no effect"
                            + " on the data or the results)")
                    .withHint("see the charts in the studio or with `run --plot`"));
        case SubPipeline p -> walk(p.steps(), at, out);
        case BranchStep b ->
            b.branches()
                .forEach(
                    br ->
                        walk(
                            br.steps(),
                            at.key("branch").key(br.name() == null ? "_" : br.name()),
                            out));
        default -> {}
      }
    }
  }
}
