package org.spectraflow.ui.editor.validation;

import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;

/**
 * Places a {@link Problem} on the canvas: the node of its typed place ({@code pipeline[2].model},
 * {@code pipeline[1].branch.snv[0]}), shortened to the nearest node of the tree; the pipeline
 * itself when its place is outside the step list. Reads the place's components, never a message.
 * Pure.
 */
public final class ProblemPlaces {

  private ProblemPlaces() {}

  /** The node {@code problem} is drawn on in {@code tree}. */
  public static StepPath node(Problem problem, StepTree tree) {
    return node(problem.place(), tree);
  }

  /** The nearest node of {@code tree} at or above {@code place}, or the root. */
  public static StepPath node(DocumentPath place, StepTree tree) {
    StepPath p = StepPath.of(place).orElse(StepPath.ROOT);
    while (!p.isRoot()) {
      if (tree.find(p).isPresent()) {
        return p;
      }
      p = p.parent().orElse(StepPath.ROOT);
    }
    return StepPath.ROOT;
  }
}
