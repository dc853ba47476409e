package org.spectraflow.engine.run.check;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Severity;
import org.spectraflow.engine.plan.Branching;
import org.spectraflow.engine.plan.Merge;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Unrunnable;
import org.spectraflow.engine.plan.Unrunnable.When;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.run.planner.OperatorResolver;
import org.spectraflow.engine.run.planner.StepPlanner;

/**
 * What makes an expanded pipeline unable to run, found before any variant runs: unsupported
 * operators and unknown keywords ({@link RunCheck}), then, step by step in document order, a merge
 * without a preceding branch and the problems the planner found ({@link Unrunnable} steps reported
 * by the check: invalid parameters, keywords not supported yet), and finally a pipeline with no
 * model step; then the parameters the data's shape cannot support ({@link ShapeCheck}). Each error
 * is an {@link IllegalArgumentException} naming the document path; every step is checked even after
 * a problem, so all problems are reported at once in one exception, separated by {@code "; "}.
 * Shape problems are returned instead: they fail the one variant. Not thread-safe.
 */
public final class DocumentCheck {

  private final OperatorRegistry registry;
  private final StepPlanner planner;
  private final ShapeCheck shapes;

  /** A check against data of this shape. */
  public DocumentCheck(OperatorRegistry registry, OperatorResolver resolver, ShapeCursor start) {
    this.registry = registry;
    this.planner = new StepPlanner(resolver);
    this.shapes = new ShapeCheck(resolver, start);
  }

  /**
   * Throws every problem that stops {@code v} on any data; returns the first problem the data's
   * shape causes (a window longer than the spectrum, more components than samples), if any.
   */
  Optional<String> require(Variant v) {
    return pass(v).shapeProblem().map(Problem::line);
  }

  /**
   * {@link #require} keeping the plan it made: what the run executes for {@code v} (planning is
   * pure, so the same plan a later {@link StepPlanner#plan} would give).
   */
  Passed pass(Variant v) {
    VariantPlan plan = planner.plan(v.pipeline(), v.stepIds());
    List<Problem> problems = problems(v, plan);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(
          String.join("; ", problems.stream().map(Problem::line).toList()));
    }
    return new Passed(plan, shapeProblem(v));
  }

  /** A variant that passed: its plan and the first problem the data's shape causes, if any. */
  record Passed(VariantPlan plan, Optional<Problem> shapeProblem) {}

  /** Every problem that stops {@code v} on any data, in document order; empty when it can run. */
  List<Problem> problems(Variant v) {
    return problems(v, planner.plan(v.pipeline(), v.stepIds()));
  }

  private List<Problem> problems(Variant v, VariantPlan plan) {
    Set<Problem> problems = new LinkedHashSet<>(new RunCheck(registry).found(v.pipeline()));
    boolean branched = false;
    for (PlannedStep step : plan.steps()) {
      if (step instanceof Merge m && !branched && !m.sources()) {
        problems.add(Problem.error(m.place().path(), "merge without a preceding branch step"));
      }
      branched |= step instanceof Branching;
      new VariantPlan(List.of(step))
          .flatten().stream()
              .filter(s -> s instanceof Unrunnable u && u.when() == When.CHECK)
              .forEach(
                  s -> problems.add(Problem.fromText(Severity.ERROR, ((Unrunnable) s).message())));
    }
    if (problems.isEmpty() && plan.flatten().stream().noneMatch(ModelFit.class::isInstance)) {
      problems.add(
          Problem.error(
              DocumentPath.ROOT,
              "the pipeline has no model step (add e.g. "
                  + "{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}})"));
    }
    return List.copyOf(problems);
  }

  /** The first parameter of {@code v} the data's shape cannot support, if any. */
  Optional<Problem> shapeProblem(Variant v) {
    return shapes.firstProblem(v.pipeline());
  }
}
