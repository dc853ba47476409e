package org.spectraflow.engine.run.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.generate.VariantLimitExceededException;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineFormatException;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Severity;
import org.spectraflow.engine.pipeline.StepShapes;
import org.spectraflow.engine.run.planner.OperatorResolver;

/**
 * The check a run makes before its first variant, on its own (docs/internals.md §2, check pass):
 * the document's keys ({@link StepShapes#requireKnownKeys}), the expansion under the variant limit,
 * every variant through the same {@link DocumentCheck} the run uses (catalogue bounds, keywords,
 * merges, model step, {@code finetune_params}) and the catalogue's rules against the data's size.
 * The studio's editor calls it so that what it reports is what a run would refuse: one check.
 *
 * <p>Unlike a run, which stops at the first variant that cannot run, every variant is checked and
 * each distinct problem is listed once. A variant the data's size refuses is a warning (it fails at
 * its turn), unless every variant is refused, which fails the run and is an error. Stateless;
 * thread-safe.
 */
public final class StartCheck {

  private final OperatorRegistry registry;

  /** A check against {@code registry}. */
  public StartCheck(OperatorRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  /**
   * Checks {@code document} as a run on data of {@code size} with at most {@code maxVariants}
   * variants would.
   *
   * @param cancelled polled between variants; when it answers true the check stops
   * @throws CancellationException when {@code cancelled} answered true
   */
  public StartCheckReport check(
      PipelineDocument document, DataSize size, long maxVariants, BooleanSupplier cancelled) {
    Map<String, Problem> errors = new LinkedHashMap<>();
    List<Problem> warnings = new ArrayList<>(PipelineWarnings.problems(document));
    try {
      StepShapes.requireKnownKeys(document);
    } catch (PipelineFormatException e) {
      add(errors, Problem.fromText(Severity.ERROR, e.getMessage()));
    }
    DocumentCheck check =
        new DocumentCheck(registry, new OperatorResolver(registry), ShapeCursor.of(size));
    Map<Problem, Integer> refused = new LinkedHashMap<>();
    long[] variants = {0};
    try (Stream<Variant> all = new VariantExpansion(registry).expand(document, maxVariants)) {
      all.forEach(
          v -> {
            if (cancelled.getAsBoolean()) {
              throw new CancellationException("superseded");
            }
            variants[0]++;
            List<Problem> problems = check.problems(v);
            problems.forEach(p -> add(errors, p));
            if (problems.isEmpty()) {
              check.shapeProblem(v).ifPresent(p -> refused.merge(p, 1, Integer::sum));
            }
          });
    } catch (IllegalArgumentException | VariantLimitExceededException e) {
      add(errors, Problem.fromText(Severity.ERROR, e.getMessage()));
    }
    int refusedCount = refused.values().stream().mapToInt(Integer::intValue).sum();
    if (errors.isEmpty() && variants[0] > 0 && refusedCount == variants[0]) {
      add(errors, refused.keySet().iterator().next());
    } else {
      refused.forEach((p, n) -> warnings.add(refusal(p, n, variants[0])));
    }
    List<Problem> all = new ArrayList<>(errors.values());
    all.addAll(warnings);
    return new StartCheckReport(all, variants[0]);
  }

  /** Adds {@code p} unless a problem worded the same is there already. */
  private static void add(Map<String, Problem> errors, Problem p) {
    errors.putIfAbsent(p.text(), p);
  }

  /**
   * A warning that {@code n} of {@code of} variants fail on {@code problem}, placed where it is.
   */
  private static Problem refusal(Problem problem, int n, long of) {
    return Problem.naming(
        Severity.WARNING,
        problem.place(),
        (of == 1 ? "the variant" : n + " of " + of + " variants")
            + " will fail on this data: "
            + problem.text());
  }
}
