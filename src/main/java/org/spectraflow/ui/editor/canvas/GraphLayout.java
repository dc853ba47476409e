package org.spectraflow.ui.editor.canvas;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;

/**
 * A laid-out pipeline in canvas coordinates: step boxes, frames around branches, generators and
 * lanes, connecting edges, and the drop zones a dragged step can land on. Immutable; computed by
 * {@link GraphLayouter} from a {@link StepTree}.
 */
public record GraphLayout(
    List<Box> boxes,
    List<Frame> frames,
    List<Edge> edges,
    List<Zone> zones,
    double width,
    double height) {

  /** A step box. */
  public record Box(StepTree node, Rect rect) {}

  /** A frame drawn around children; {@code header} is the clickable title strip. */
  public record Frame(StepTree node, Rect rect, Rect header) {}

  /** A connecting polyline, as x/y pairs. */
  public record Edge(double[] points) {}

  /** A place to drop a step. */
  public record Zone(DropTarget target, Rect rect) {}

  /** Copies the lists. */
  public GraphLayout {
    boxes = List.copyOf(boxes);
    frames = List.copyOf(frames);
    edges = List.copyOf(edges);
    zones = List.copyOf(zones);
  }

  /** The node under a point: a step box, else a frame header, else a frame. */
  public Optional<StepTree> hit(double x, double y) {
    return boxes.stream()
        .filter(b -> b.rect().contains(x, y))
        .map(Box::node)
        .findFirst()
        .or(
            () ->
                frames.stream()
                    .filter(f -> f.header().contains(x, y))
                    .map(Frame::node)
                    .reduce((a, b) -> b))
        .or(
            () ->
                frames.stream()
                    .filter(f -> f.rect().contains(x, y) && f.node().shape() != StepTree.Shape.LANE)
                    .map(Frame::node)
                    .reduce((a, b) -> b));
  }

  /** The drop zone nearest a point, within {@code reach} pixels. */
  public Optional<Zone> zoneNear(double x, double y, double reach) {
    return zones.stream()
        .filter(z -> z.rect().distanceTo(x, y) <= reach)
        .min(Comparator.comparingDouble(z -> z.rect().distanceTo(x, y)));
  }

  /** The rectangle of the box or frame showing {@code path}. */
  public Optional<Rect> rectOf(StepPath path) {
    return boxes.stream()
        .filter(b -> b.node().path().equals(path))
        .map(Box::rect)
        .findFirst()
        .or(
            () ->
                frames.stream()
                    .filter(
                        f ->
                            f.node().path().equals(path) && f.node().shape() != StepTree.Shape.LANE)
                    .map(Frame::rect)
                    .findFirst());
  }
}
