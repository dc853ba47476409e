package org.spectraflow.engine.plan;

import java.util.List;
import java.util.Objects;

/**
 * A {@code branch} step. Duplication branches run their lanes on copies of the features; separation
 * branches run each group of samples through its steps ({@link Separation}); a generated branch
 * left unexpanded fails at run time.
 *
 * @param place where the step sits
 * @param kind the kind of branch
 * @param lanes the lanes in order (empty unless {@link Kind#DUPLICATION})
 * @param separation the groups' selector and steps ({@link Kind#SEPARATION} only), else null
 */
public record Branching(StepPlace place, Kind kind, List<Lane> lanes, Separation separation)
    implements PlannedStep {

  /** The kinds of branch. */
  public enum Kind {
    /** Each lane runs on its own copy of the features (a list or named object of step lists). */
    DUPLICATION,
    /** Samples are split between lanes ({@code by_metadata}, {@code by_tag}, ...). */
    SEPARATION,
    /** The branch value is a generator left unexpanded. */
    GENERATED
  }

  /**
   * One lane of a duplication branch.
   *
   * @param name the lane's name, or null for an unnamed lane of the list form
   * @param steps the lane's steps in order
   */
  public record Lane(String name, List<PlannedStep> steps) {
    /** Copies the steps. */
    public Lane {
      steps = List.copyOf(steps);
    }

    /** The name the lane is known by: its name, else its position. */
    public String label(int position) {
      return name != null ? name : String.valueOf(position);
    }
  }

  /** Copies the lanes. */
  public Branching {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(kind, "kind");
    lanes = List.copyOf(lanes);
  }

  /** A branch without separation parts. */
  public Branching(StepPlace place, Kind kind, List<Lane> lanes) {
    this(place, kind, lanes, null);
  }
}
