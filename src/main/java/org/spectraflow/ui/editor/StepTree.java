package org.spectraflow.ui.editor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The structure of a pipeline document as the canvas and the outline show it: steps in order,
 * branches with their lanes, generators with their alternatives or stages, and sweep badges on
 * parameters. Derived from the document on every change (never edited itself), so the canvas, the
 * outline and validation always agree with the one document.
 *
 * @param path where the node's JSON sits in the step list
 * @param shape how the node is drawn and what its children mean
 * @param role colour role of a step box (transform, model, splitter, keyword, none, unknown)
 * @param title the short name ({@code SavitzkyGolay}, {@code _or_}, {@code branch})
 * @param detail non-default parameters or a summary, may be empty
 * @param badges generator sweeps on parameters ({@code n_components: 5..20 step 5})
 * @param children lanes, alternatives, stages or steps, in order
 * @param childList where new children are inserted (a JSON list path), if the node takes any
 */
public record StepTree(
    StepPath path,
    Shape shape,
    Role role,
    String title,
    String detail,
    List<String> badges,
    List<StepTree> children,
    Optional<StepPath> childList) {

  /** How a node is laid out. */
  public enum Shape {
    /** The whole step list. */
    PIPELINE,
    /** One box: an operator, a model, a keyword step, a comment, an unknown step. */
    STEP,
    /** A {@code null} step or alternative (does nothing). */
    EMPTY,
    /** A branch: its children are {@link #LANE}s drawn in parallel, rejoining after it. */
    BRANCH,
    /** One branch lane or a nested sub-pipeline: steps in order. */
    LANE,
    /** {@code _or_} / {@code _chain_}: alternatives side by side, one chosen per variant. */
    ALTERNATIVES,
    /** {@code _cartesian_}: stages in order, each contributing one of its alternatives. */
    STAGES,
    /** A generator kept as one box (a {@code _grid_} template, a bare {@code _range_}). */
    GENERATOR,
    /**
     * A keyword step holding operators ({@code sample_augmentation}'s augmenters, {@code exclude}'s
     * filters): a frame with its operators stacked, all of them applied.
     */
    GROUP
  }

  /** Colour roles of step boxes. */
  public enum Role {
    TRANSFORM,
    MODEL,
    SPLITTER,
    KEYWORD,
    NONE,
    STRUCTURE,
    UNKNOWN
  }

  /** Copies the lists. */
  public StepTree {
    badges = List.copyOf(badges);
    children = List.copyOf(children);
  }

  /** True for nodes drawn as a frame around children. */
  public boolean isContainer() {
    return switch (shape) {
      case PIPELINE, BRANCH, LANE, ALTERNATIVES, STAGES -> true;
      default -> false;
    };
  }

  /** Visits this node and all descendants, depth first, in document order. */
  public void forEach(Consumer<StepTree> visitor) {
    visitor.accept(this);
    children.forEach(c -> c.forEach(visitor));
  }

  /** All nodes, depth first. */
  public List<StepTree> flatten() {
    List<StepTree> out = new ArrayList<>();
    forEach(out::add);
    return out;
  }

  /** The node at {@code target} (a step rather than the lane holding it, when both share it). */
  public Optional<StepTree> find(StepPath target) {
    return flatten().stream()
        .filter(n -> n.path().equals(target) && n.shape() != Shape.PIPELINE)
        .min(Comparator.comparing(n -> n.shape() == Shape.LANE));
  }

  /** The innermost node (not a lane, not the pipeline) that encloses {@code target}, if any. */
  public Optional<StepTree> parentOf(StepPath target) {
    return flatten().stream()
        .filter(n -> n.shape() != Shape.LANE && n.shape() != Shape.PIPELINE)
        .filter(n -> !n.path().equals(target) && target.startsWith(n.path()))
        .reduce((a, b) -> b.path().segments().size() >= a.path().segments().size() ? b : a);
  }
}
