package org.spectraflow.ui.app;

import java.util.List;
import java.util.Optional;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepPath.Index;
import org.spectraflow.ui.editor.StepPath.Key;
import org.spectraflow.ui.editor.StepPath.Segment;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTree.Shape;
import org.spectraflow.ui.run.OperatorNames;

/**
 * Finds the template's canvas node of a step a variant ran, from the step's document path in the
 * variant ({@code pipeline[0][1]}) and its operator. Generators expand in place, so the variant's
 * path walks the template's tree:
 * <ul>
 *   <li>{@code [i]} at the top picks the template's step {@code i}; in a lane or sub-pipeline,
 *       its step {@code i};</li>
 *   <li>{@code .branch.<lane>} picks the lane of that name (or, for an unnamed list lane, that
 *       position);</li>
 *   <li>in a {@code _cartesian_}, {@code [s]} is stage {@code s} (every variant is the chain of
 *       one choice per stage); with {@code pick}/{@code arrange} a variant chains several such
 *       chains, so the stage cannot be told and the {@code _cartesian_} frame is the node;</li>
 *   <li>an {@code _or_}/{@code _chain_} frame does not appear in the variant's path: the chosen
 *       alternative is the one alternative whose step, reached by the rest of the path, has the
 *       operator's name; when none or several do (e.g. the same operator with other parameters),
 *       the frame itself is the node.</li>
 * </ul>
 * Keys after a step box ({@code .split}) stay inside it. Pure.
 */
final class VariantStepLocator {

  private VariantStepLocator() {}

  /** The node showing the step at {@code documentPath}; empty when the tree has no such step. */
  static Optional<StepTree> locate(StepTree root, String documentPath, String operator) {
    List<Segment> segments = StepPath.parse(documentPath).map(StepPath::segments).orElse(List.of());
    if (segments.isEmpty() || !(segments.getFirst() instanceof Index top)
        || top.value() >= root.children().size()) {
      return Optional.empty();
    }
    String name = OperatorNames.shortName(operator);
    return Optional.of(walk(root.children().get(top.value()), segments.subList(1, segments.size()), name).node());
  }

  /** The node reached and the segments it left unconsumed. */
  private record Found(StepTree node, List<Segment> left) {

    boolean isExactStep(String operator) {
      return node.shape() == Shape.STEP && node.title().equals(operator)
          && left.stream().noneMatch(Index.class::isInstance);
    }
  }

  private static Found walk(StepTree node, List<Segment> rest, String operator) {
    Optional<Found> deeper = switch (node.shape()) {
      case BRANCH -> lane(node, rest).map(l -> walk(l, rest.subList(2, rest.size()), operator));
      case LANE -> child(node, rest).map(c -> walk(c, rest.subList(1, rest.size()), operator));
      case STAGES -> selectsChains(node) ? Optional.empty()
          : child(node, rest).map(c -> walk(c, rest.subList(1, rest.size()), operator));
      case ALTERNATIVES -> chosen(node, rest, operator);
      default -> Optional.empty();
    };
    return deeper.orElse(new Found(node, rest));
  }

  private static Optional<StepTree> child(StepTree node, List<Segment> rest) {
    return !rest.isEmpty() && rest.getFirst() instanceof Index i && i.value() < node.children().size()
        ? Optional.of(node.children().get(i.value())) : Optional.empty();
  }

  private static Optional<StepTree> lane(StepTree branch, List<Segment> rest) {
    if (rest.size() < 2 || !rest.get(0).equals(new Key("branch")) || !(rest.get(1) instanceof Key k)) {
      return Optional.empty();
    }
    List<StepTree> lanes = branch.children();
    Optional<StepTree> named = lanes.stream().filter(l -> l.title().equals(k.name())).findFirst();
    if (named.isPresent() || !k.name().chars().allMatch(Character::isDigit) || k.name().length() > 9) {
      return named;
    }
    int position = Integer.parseInt(k.name());
    return position < lanes.size() ? Optional.of(lanes.get(position)) : Optional.empty();
  }

  private static Optional<Found> chosen(StepTree frame, List<Segment> rest, String operator) {
    List<Found> hits = frame.children().stream().map(option -> walk(option, rest, operator))
        .filter(f -> f.isExactStep(operator)).toList();
    return hits.size() == 1 ? Optional.of(hits.getFirst()) : Optional.empty();
  }

  /** True for a {@code _cartesian_} whose variants chain several chains ({@code pick}/{@code arrange}). */
  private static boolean selectsChains(StepTree stages) {
    return stages.title().contains("pick=") || stages.title().contains("arrange=");
  }
}
