package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.diagnostics.ComponentsCurve;
import org.spectraflow.engine.diagnostics.ModelDiagnostics;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * A run with diagnostics (docs/diagnostics.md): the components curve spans the sweep and its points
 * are the sweep's own cross-validation scores, the same with the step cache on (the sweep's fits)
 * or off (fits of its own); the refitted PLS carries its PLS diagnostics; without the option
 * nothing.
 */
class RunDiagnosticsTest {

  static RunReport run(CacheConfig config, boolean diagnostics) {
    return PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.doc(PlsFitReuseTest.SWEEP), RunFixtures.demo())
                .withCacheConfig(config)
                .withOptions(RunOptions.defaults().withDiagnostics(diagnostics))
                .withMemoryProbe(MemoryProbe.disabled()));
  }

  @Test
  void theCurveOfEveryVariantIsTheSweepsOwnScores() {
    RunReport r = run(CacheConfig.fullCache(), true);
    for (VariantReport v : r.variants()) {
      ModelReport m = v.models().get(0);
      ComponentsCurve c = m.diagnostics().curve();
      // the sweep is 1, 3, 5, 7, 9 components: every curve spans 1..9
      assertThat(c.maxComponents()).isEqualTo(9);
      int a = ((Number) m.params().get("n_components")).intValue();
      assertThat(c.cvRmse()[a - 1]).as(v.name()).isCloseTo(m.cv(), within(1e-12 * m.cv()));
      for (VariantReport other : r.variants()) {
        ModelReport o = other.models().get(0);
        if (sameChain(v, other)) {
          int b = ((Number) o.params().get("n_components")).intValue();
          assertThat(c.cvRmse()[b - 1]).isCloseTo(o.cv(), within(1e-12 * o.cv()));
        }
      }
      assertThat(c.calibrationRmse()[8]).isLessThan(c.calibrationRmse()[0]);
    }
  }

  private static boolean sameChain(VariantReport a, VariantReport b) {
    return a.name().split(">")[1].equals(b.name().split(">")[1]);
  }

  @Test
  void curvesDoNotDependOnTheStepCache() {
    List<ComponentsCurve> cached = curves(run(CacheConfig.fullCache(), true));
    List<ComponentsCurve> plain = curves(run(CacheConfig.noCache(), true));
    assertThat(cached).isEqualTo(plain);
  }

  private static List<ComponentsCurve> curves(RunReport r) {
    return r.variants().stream().map(v -> v.models().get(0).diagnostics().curve()).toList();
  }

  @Test
  void theRefittedPlsCarriesItsDiagnosticsAndTheOthersOnlyTheirCurve() {
    RunReport r = run(CacheConfig.fullCache(), true);
    List<ModelDiagnostics> refitted =
        r.variants().stream()
            .flatMap(v -> v.models().stream())
            .filter(m -> m.refitTest() != null)
            .map(ModelReport::diagnostics)
            .toList();
    assertThat(refitted).hasSize(1);
    ModelDiagnostics d = refitted.get(0);
    int p = r.dataset().featuresPerSource().get(0);
    assertThat(d.pls().vip()).hasSize(p);
    assertThat(d.pls().coefficients()).hasSize(p);
    assertThat(d.pls().calibration().size()).isEqualTo(r.dataset().trainSamples());
    assertThat(d.test().size()).isEqualTo(r.dataset().testSamples());
    assertThat(d.axis()).hasSize(p);
    assertThat(d.curve()).isNotNull();
    assertThat(
            r.variants().stream()
                .flatMap(v -> v.models().stream())
                .filter(m -> m.refitTest() == null)
                .allMatch(m -> m.diagnostics().pls() == null))
        .isTrue();
  }

  @Test
  void withoutFoldsTheCurveIsValidatedOnTheTestPartitionAsTheModelIsScored() {
    String noFolds =
        "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
            + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 6, 2],"
            + " \"param\": \"n_components\"}]}";
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(noFolds), RunFixtures.demo())
                    .withOptions(RunOptions.defaults().withDiagnostics(true))
                    .withMemoryProbe(MemoryProbe.disabled()));
    for (VariantReport v : r.variants()) {
      ModelReport m = v.models().get(0);
      ComponentsCurve c = m.diagnostics().curve();
      assertThat(c.crossValidated()).isFalse();
      assertThat(c.maxComponents()).isEqualTo(6);
      // n_components = 2 is the default, which the report's parameters leave out
      int a = ((Number) m.params().getOrDefault("n_components", 2L)).intValue();
      assertThat(c.cvRmse()[a - 1]).isCloseTo(m.test(), within(1e-12 * m.test()));
      // every final model has its PLS diagnostics
      assertThat(m.diagnostics().pls().fit().components()).isEqualTo(a);
    }
  }

  @Test
  void withoutTheOptionThereAreNoDiagnosticsAndTheScoresAreTheSame() {
    RunReport without = run(CacheConfig.fullCache(), false);
    RunReport with = run(CacheConfig.fullCache(), true);
    assertThat(without.variants().stream().flatMap(v -> v.models().stream()))
        .allMatch(m -> m.diagnostics() == null);
    assertThat(RunFixtures.scores(with)).isEqualTo(RunFixtures.scores(without));
  }
}
