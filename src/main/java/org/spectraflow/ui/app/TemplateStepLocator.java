package org.spectraflow.ui.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepPath.Index;
import org.spectraflow.ui.editor.StepPath.Key;
import org.spectraflow.ui.editor.StepPath.Segment;
import org.spectraflow.ui.editor.StepTree;

/**
 * Finds the canvas node of a step from its template step id alone: the id ({@code
 * /pipeline/0/_cartesian_/1/_or_/2}) is the step's path in the template document, which is the
 * document the canvas shows, so its node is the deepest node whose path the id starts with (the
 * chosen alternative itself, a step box, or the step box whose parameters a sweep chose). No
 * operator name is compared. Pure.
 */
final class TemplateStepLocator {

  private static final String ROOT = "/pipeline";

  private TemplateStepLocator() {}

  /**
   * The node showing the step with template step id {@code stepId}; empty when the tree has none.
   */
  static Optional<StepTree> locate(StepTree root, String stepId) {
    return pathOf(stepId).flatMap(path -> deepest(root, path));
  }

  /** The template step id of the canvas node at {@code path}. */
  static String idOf(StepPath path) {
    StringBuilder id = new StringBuilder(ROOT);
    for (Segment s : path.segments()) {
      id.append('/')
          .append(
              switch (s) {
                case Index i -> String.valueOf(i.value());
                case Key k -> k.name().replace("~", "~0").replace("/", "~1");
              });
    }
    return id.toString();
  }

  /** The id as an editor path; empty for an id that is not a template path. */
  static Optional<StepPath> pathOf(String stepId) {
    if (stepId == null || !stepId.startsWith(ROOT + "/")) {
      return Optional.empty();
    }
    List<Segment> segments = new ArrayList<>();
    for (String part : stepId.substring(ROOT.length() + 1).split("/", -1)) {
      segments.add(
          isIndex(part)
              ? new Index(Integer.parseInt(part))
              : new Key(part.replace("~1", "/").replace("~0", "~")));
    }
    return Optional.of(new StepPath(segments));
  }

  private static boolean isIndex(String part) {
    return !part.isEmpty() && part.length() < 10 && part.chars().allMatch(Character::isDigit);
  }

  private static Optional<StepTree> deepest(StepTree node, StepPath path) {
    for (StepTree child : node.children()) {
      if (path.startsWith(child.path())) {
        return deepest(child, path).or(() -> Optional.of(child));
      }
    }
    return Optional.empty();
  }
}
