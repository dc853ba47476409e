package org.spectraflow.ui.editor.canvas;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;

/**
 * Arrow-key movement through a laid-out graph: from the selected box or frame to the nearest one in
 * the pressed direction, preferring items in line with it. Pure.
 */
public final class SpatialNavigation {

  /** Arrow directions. */
  public enum Direction {
    LEFT,
    RIGHT,
    UP,
    DOWN
  }

  private SpatialNavigation() {}

  /** The path to select after pressing an arrow; the first step when nothing is selected. */
  public static Optional<StepPath> move(GraphLayout layout, StepPath from, Direction d) {
    List<Item> items = items(layout);
    if (items.isEmpty()) {
      return Optional.empty();
    }
    Optional<Item> current = items.stream().filter(i -> i.path().equals(from)).findFirst();
    if (current.isEmpty()) {
      return Optional.of(
          items.stream().filter(i -> i.box()).findFirst().orElse(items.getFirst()).path());
    }
    Rect c = current.get().rect();
    double cx = c.centerX();
    double cy = current.get().box() ? c.centerY() : c.y() + GraphLayouter.HEADER / 2;
    return items.stream()
        .filter(i -> !i.path().equals(from))
        .filter(i -> ahead(i, cx, cy, d) > 1)
        .min(Comparator.comparingDouble(i -> score(i, cx, cy, d)))
        .map(Item::path);
  }

  private record Item(StepPath path, Rect rect, boolean box) {
    double x() {
      return rect.centerX();
    }

    double y() {
      return box ? rect.centerY() : rect.y() + GraphLayouter.HEADER / 2;
    }
  }

  private static List<Item> items(GraphLayout layout) {
    List<Item> out = new ArrayList<>();
    layout.boxes().forEach(b -> out.add(new Item(b.node().path(), b.rect(), true)));
    layout.frames().stream()
        .filter(f -> f.node().shape() != StepTree.Shape.LANE)
        .forEach(f -> out.add(new Item(f.node().path(), f.rect(), false)));
    return out;
  }

  private static double ahead(Item i, double cx, double cy, Direction d) {
    return switch (d) {
      case RIGHT -> i.x() - cx;
      case LEFT -> cx - i.x();
      case DOWN -> i.y() - cy;
      case UP -> cy - i.y();
    };
  }

  private static double score(Item i, double cx, double cy, Direction d) {
    double along = ahead(i, cx, cy, d);
    double across =
        d == Direction.LEFT || d == Direction.RIGHT ? Math.abs(i.y() - cy) : Math.abs(i.x() - cx);
    return along + 3 * across;
  }
}
