package org.spectraflow.engine.estimate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.plan.ConcatTransform;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.StepPlace;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.VariantPlan;

/**
 * The transform term of the estimate with injected timings (nothing timed): applications counted
 * per configuration, distinct ones by their prefix as the step cache makes them, the refit pass
 * applying a variant's transforms again, the ETA over the same costs, and the probe's bound.
 */
class FitCensusTransformTest {

  private static final StepPlace PLACE = new StepPlace(DocumentPath.PIPELINE, "/pipeline/0");
  private static final String SCALER = "sklearn.preprocessing.StandardScaler";
  private static final String MINMAX = "sklearn.preprocessing.MinMaxScaler";
  private static final String PCA = "sklearn.decomposition.PCA";

  private static TransformOperator op(String className, Map<String, Object> params) {
    return OperatorFactory.transform(className, params);
  }

  private static String key(TransformOperator op) {
    return FitCensus.TRANSFORM_KEY + op.canonicalConfig();
  }

  /** A scaler, then a concat_transform of [PCA(n)] and [MinMax, PCA(5)], then Ridge(alpha). */
  private static VariantPlan plan(String scaler, int components, double alpha) {
    return new VariantPlan(
        List.of(
            new Transform(PLACE, "scaler", op(scaler, Map.of()), false),
            new ConcatTransform(
                PLACE,
                List.of(
                    List.of(op(PCA, Map.of("n_components", components))),
                    List.of(op(MINMAX, Map.of()), op(PCA, Map.of("n_components", 5)))),
                "views"),
            new ModelFit(
                PLACE,
                "Ridge",
                OperatorFactory.model("sklearn.linear_model.Ridge", Map.of("alpha", alpha)),
                null)));
  }

  private static long sum(FitCensus c, int variant, String key, boolean distinct) {
    return c.transforms(variant).stream()
        .filter(f -> f.kind().equals(key))
        .mapToLong(f -> distinct ? f.distinct() : f.fits())
        .sum();
  }

  @Test
  void everyApplicationIsCountedAndOnlyNewPrefixesAreDistinct() {
    FitCensus c =
        new FitCensus()
            .add(plan(SCALER, 10, 1.0), 3)
            .add(plan(SCALER, 10, 2.0), 3) // same transforms: all from the cache
            .add(plan(SCALER, 20, 1.0), 3) // one new chain: PCA(20) after the scaler
            .add(plan(MINMAX, 10, 1.0), 3); // a new first step: everything after it is new
    String pca10 = key(op(PCA, Map.of("n_components", 10)));
    String pca5 = key(op(PCA, Map.of("n_components", 5)));
    String minmax = key(op(MINMAX, Map.of()));
    // four applications per variant: the scaler, PCA(n), MinMax and PCA(5) of the second chain
    for (int i = 0; i < 4; i++) {
      assertThat(c.transforms(i).stream().mapToLong(FitCensus.VariantFits::fits).sum())
          .isEqualTo(4);
    }
    assertThat(c.transforms(0).stream().mapToLong(FitCensus.VariantFits::distinct).sum())
        .isEqualTo(4);
    assertThat(c.transforms(1).stream().mapToLong(FitCensus.VariantFits::distinct).sum()).isZero();
    assertThat(c.transforms(2).stream().mapToLong(FitCensus.VariantFits::distinct).sum())
        .isEqualTo(1);
    assertThat(sum(c, 2, pca10, true)).isZero();
    assertThat(c.transforms(3).stream().mapToLong(FitCensus.VariantFits::distinct).sum())
        .isEqualTo(4);
    // the MinMaxScaler first step of variant 3 and the one in the chains share a configuration
    assertThat(sum(c, 3, minmax, false)).isEqualTo(2);
    assertThat(sum(c, 3, pca5, true)).isEqualTo(1);
    assertThat(c.transformExamples())
        .containsOnlyKeys(
            key(op(SCALER, Map.of())),
            pca10,
            minmax,
            pca5,
            key(op(PCA, Map.of("n_components", 20))));
    // transforms are not model kinds
    assertThat(c.kinds()).containsExactly("Ridge");
  }

  @Test
  void transformsCostTheirProbePerApplicationAndTheRefitAppliesAVariantsOnceMore() {
    FitCensus c = new FitCensus().add(plan(SCALER, 10, 1.0), 3).add(plan(SCALER, 10, 2.0), 3);
    Map<String, Double> t = new LinkedHashMap<>();
    t.put("Ridge", 0.5);
    t.put(key(op(SCALER, Map.of())), 0.1);
    t.put(key(op(PCA, Map.of("n_components", 10))), 1.0);
    t.put(key(op(MINMAX, Map.of())), 0.2);
    t.put(key(op(PCA, Map.of("n_components", 5))), 0.7);
    ProbeTimings timings = new ProbeTimings(t);
    double chain = 0.1 + 1.0 + 0.2 + 0.7;
    // Ridge: 3 folds per variant (distinct in both, its alpha differs) and one refit fit
    double ridge = 2 * 3 * 0.5 + 0.5;
    RunEstimate on = RunEstimate.of(c, timings, 2, true, 0.0);
    // with the cache the second variant's transforms are free; the refit applies them again
    assertThat(on.cpuSeconds()).isCloseTo(ridge + chain + chain, within(1e-9));
    assertThat(on.variantSeconds().get(0)).isCloseTo(1.5 + chain, within(1e-9));
    assertThat(on.variantSeconds().get(1)).isCloseTo(1.5 + 0.5 + chain, within(1e-9));
    RunEstimate off = RunEstimate.of(c, timings, 2, false, 0.0);
    assertThat(off.cpuSeconds()).isCloseTo(ridge + 3 * chain, within(1e-9));
    // the ETA weighs the variants by the same costs
    assertThat(new EtaModel(on.variantSeconds()).total()).isCloseTo(on.cpuSeconds(), within(1e-9));
    // without folds there is no refit pass, so no second application
    FitCensus single = new FitCensus().add(plan(SCALER, 10, 1.0), 1);
    assertThat(RunEstimate.of(single, timings, 1, true, 0.0).cpuSeconds())
        .isCloseTo(0.5 + chain, within(1e-9));
  }

  @Test
  void theProbeIsBoundedAndTheUnprobedCostTheMeanOfTheProbed() {
    Block.Writer w = Block.writer(Precision.FLOAT64, 6, 4);
    for (int r = 0; r < 6; r++) {
      for (int col = 0; col < 4; col++) {
        w.set(r, col, r * 1.5 + col * col);
      }
    }
    Block x = w.build();
    TransformOperator scaler = op(SCALER, Map.of());
    Map<String, TransformOperator> many = new LinkedHashMap<>();
    for (int i = 0; i < FitProbe.MAX_TRANSFORM_PROBES + 3; i++) {
      many.put(FitCensus.TRANSFORM_KEY + i, scaler);
    }
    // the real bound, and the cap alone (no time budget: nothing here depends on the clock)
    assertThat(FitProbe.probeTransforms(many, x, null, x)).containsOnlyKeys(many.keySet());
    int cap = FitProbe.MAX_TRANSFORM_PROBES;
    Map<String, Double> out =
        FitProbe.probeTransforms(many, x, null, x, cap, Double.POSITIVE_INFINITY);
    assertThat(out).containsOnlyKeys(many.keySet());
    assertThat(out.values()).allSatisfy(v -> assertThat(v).isGreaterThanOrEqualTo(0));
    List<Double> values = List.copyOf(out.values());
    double probedMean =
        values.subList(0, cap).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    // the configurations past the cap cost the mean of the probed ones
    assertThat(values.subList(cap, values.size())).containsOnly(probedMean);
  }
}
