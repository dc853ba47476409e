package org.spectraflow.engine.run;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.pipeline.RunCheck;
import org.spectraflow.engine.plan.Branching;
import org.spectraflow.engine.plan.Merge;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Unrunnable;
import org.spectraflow.engine.plan.VariantPlan;

/**
 * What makes an expanded pipeline unable to run, found before any variant runs: unsupported
 * operators and unknown keywords ({@link RunCheck}), then, step by step in document order, a
 * merge without a preceding branch and the problems the planner found ({@link Unrunnable} steps
 * reported by the check: invalid parameters, keywords not supported yet), and finally a
 * pipeline with no model step; then the parameters the data's shape cannot support
 * ({@link ShapeCheck}). Each error is an {@link IllegalArgumentException} naming the document
 * path, except shape problems, which are returned: they fail the one variant. Not thread-safe.
 */
final class DocumentCheck {

  private final OperatorRegistry registry;
  private final StepPlanner planner;
  private final ShapeCheck shapes;

  /** A check against data of this shape. */
  DocumentCheck(OperatorRegistry registry, OperatorResolver resolver, ShapeCursor start) {
    this.registry = registry;
    this.planner = new StepPlanner(resolver);
    this.shapes = new ShapeCheck(resolver, start);
  }

  /**
   * Throws the first problem that stops {@code v} on any data; returns the first problem the
   * data's shape causes (a window longer than the spectrum, more components than samples), if any.
   */
  Optional<String> require(Variant v) {
    new RunCheck(registry).requireRunnable(v.pipeline());
    VariantPlan plan = planner.plan(v.pipeline(), v.stepIds());
    boolean branched = false;
    for (PlannedStep step : plan.steps()) {
      if (step instanceof Merge m && !branched) {
        throw new IllegalArgumentException(m.place().path()
            + ": merge without a preceding branch step");
      }
      branched |= step instanceof Branching;
      new VariantPlan(List.of(step)).firstRefused().ifPresent(u -> {
        throw new IllegalArgumentException(u.message());
      });
    }
    if (plan.flatten().stream().noneMatch(ModelFit.class::isInstance)) {
      throw new IllegalArgumentException("the pipeline has no model step (add e.g. "
          + "{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}})");
    }
    return shapes.firstProblem(v.pipeline());
  }
}
