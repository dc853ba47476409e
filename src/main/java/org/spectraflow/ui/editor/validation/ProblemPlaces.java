package org.spectraflow.ui.editor.validation;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;

/**
 * Places an engine message on the canvas: the first document path it names ({@code
 * pipeline[2].model}, {@code pipeline[1].branch.snv[0]}), shortened to the nearest node of the
 * tree; the pipeline itself when it names none. Pure.
 */
final class ProblemPlaces {

  /** The pipeline as a whole. */
  static final StepPath ROOT = StepPath.ROOT;

  private static final Pattern PATH =
      Pattern.compile("pipeline(\\[\\d+]|\\.[A-Za-z0-9_]+|\\[\"(?:[^\"\\\\]|\\\\.)*\"])*");

  private ProblemPlaces() {}

  /** A problem with {@code message} on the node it names. */
  static Problem problem(Severity severity, String message, StepTree tree) {
    return new Problem(severity, place(message, tree), message);
  }

  /** The node {@code message} names, or the root. */
  static StepPath place(String message, StepTree tree) {
    Matcher m = PATH.matcher(message);
    while (m.find()) {
      Optional<StepPath> path = StepPath.parse(m.group());
      if (path.isPresent()) {
        return nearestNode(path.get(), tree);
      }
    }
    return ROOT;
  }

  private static StepPath nearestNode(StepPath path, StepTree tree) {
    StepPath p = path;
    while (!p.isRoot()) {
      if (tree.find(p).isPresent()) {
        return p;
      }
      p = p.parent().orElse(ROOT);
    }
    return ROOT;
  }
}
