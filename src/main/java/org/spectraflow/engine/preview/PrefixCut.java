package org.spectraflow.engine.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.plan.Branching;
import org.spectraflow.engine.plan.Chain;
import org.spectraflow.engine.plan.Merge;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.VariantPlan;

/**
 * Cuts a variant's plan at a {@link PreviewTarget}: the steps before the target and the steps
 * through it, with every model step left out (a model does not change the features, and fitting it
 * would only cost time). A target inside a chain (an alternative that is a list of steps) cuts the
 * chain; a target inside a branch is refused (the preview shows one line of features). Pure.
 *
 * @param before the steps before the target
 * @param through the steps before the target and the target itself
 * @param target the target step (null for {@link PreviewTarget.BeforeModel})
 */
record PrefixCut(List<PlannedStep> before, List<PlannedStep> through, PlannedStep target) {

  /**
   * The cut of {@code plan} at {@code target}; empty when no step of the plan is the target.
   *
   * @throws IllegalArgumentException when the target is a model or inside a branch or merge
   */
  static Optional<PrefixCut> of(VariantPlan plan, PreviewTarget target) {
    List<PlannedStep> steps = plan.steps();
    if (target instanceof PreviewTarget.AtStep at) {
      for (int i = 0; i < steps.size(); i++) {
        PlannedStep step = steps.get(i);
        List<PlannedStep> head = withoutModels(steps.subList(0, i));
        if (at.matches(step.place().stepId())) {
          return Optional.of(cut(head, step, step));
        }
        if (step instanceof Chain chain) {
          for (int j = 0; j < chain.steps().size(); j++) {
            PlannedStep inner = chain.steps().get(j);
            if (at.matches(inner.place().stepId())) {
              List<PlannedStep> before = new ArrayList<>(head);
              List<PlannedStep> lead = withoutModels(chain.steps().subList(0, j));
              if (!lead.isEmpty()) {
                before.add(new Chain(chain.place(), lead));
              }
              List<PlannedStep> through = new ArrayList<>(head);
              List<PlannedStep> upTo = new ArrayList<>(lead);
              upTo.add(inner);
              through.add(new Chain(chain.place(), upTo));
              refuseModel(inner);
              return Optional.of(new PrefixCut(before, through, inner));
            }
          }
        }
        if (contains(step, at)) {
          throw new IllegalArgumentException(
              "the step is inside a "
                  + (step instanceof Merge ? "merge" : "branch")
                  + ": the preview shows steps outside branches only");
        }
      }
      return Optional.empty();
    }
    List<PlannedStep> head = new ArrayList<>();
    for (PlannedStep step : steps) {
      if (step instanceof ModelFit || step instanceof Branching && hasModel(step)) {
        break;
      }
      head.add(step);
    }
    return Optional.of(new PrefixCut(withoutModels(head), withoutModels(head), null));
  }

  private static PrefixCut cut(List<PlannedStep> head, PlannedStep step, PlannedStep target) {
    refuseModel(target);
    List<PlannedStep> through = new ArrayList<>(head);
    through.add(step);
    return new PrefixCut(List.copyOf(head), through, target);
  }

  private static void refuseModel(PlannedStep target) {
    if (target instanceof ModelFit) {
      throw new IllegalArgumentException(
          "a model does not change the spectra: select a preprocessing step to preview");
    }
  }

  /** The label of the target: the operator's name for a transform, else the kind of step. */
  String label() {
    if (target == null) {
      return "preprocessing";
    }
    return switch (target) {
      case Transform t -> t.label();
      case Chain c -> "chain of " + c.steps().size() + " steps";
      default -> target.getClass().getSimpleName();
    };
  }

  private static List<PlannedStep> withoutModels(List<PlannedStep> steps) {
    List<PlannedStep> out = new ArrayList<>();
    for (PlannedStep s : steps) {
      if (s instanceof ModelFit) {
        continue;
      }
      if (s instanceof Chain c) {
        List<PlannedStep> inner = withoutModels(c.steps());
        if (!inner.isEmpty()) {
          out.add(new Chain(c.place(), inner));
        }
        continue;
      }
      out.add(s);
    }
    return out;
  }

  private static boolean contains(PlannedStep step, PreviewTarget.AtStep at) {
    return new VariantPlan(List.of(step))
        .flatten().stream().anyMatch(s -> at.matches(s.place().stepId()));
  }

  private static boolean hasModel(PlannedStep step) {
    return new VariantPlan(List.of(step)).flatten().stream().anyMatch(s -> s instanceof ModelFit);
  }
}
