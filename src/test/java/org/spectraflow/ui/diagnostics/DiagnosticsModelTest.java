package org.spectraflow.ui.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.diagnostics.ControlLimits;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RankedModel;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.ui.run.results.ModelRow;

/** The Diagnostics tab's presentation model on a real run of a small PLS sweep, without JavaFX. */
class DiagnosticsModelTest {

  private static final String DOC =
      "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " \"nirs4all.operators.transforms.SNV\","
          + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 6, 2],"
          + " \"param\": \"n_components\"}]}";

  private static RunReport report;

  @BeforeAll
  static void run() {
    report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(DOC), RunFixtures.demo())
                    .withCacheConfig(CacheConfig.fullCache())
                    .withOptions(RunOptions.defaults().withDiagnostics(true))
                    .withMemoryProbe(MemoryProbe.disabled()));
  }

  @Test
  void beforeARunItSaysToRun() {
    DiagnosticsModel m = new DiagnosticsModel();
    assertThat(m.figuresProperty().get().any()).isFalse();
    assertThat(m.figuresProperty().get().message()).contains("Press Run");
  }

  @Test
  void theBestModelShowsEveryChartWithItsLimitsAndGuides() {
    DiagnosticsModel m = new DiagnosticsModel();
    m.reportProperty().set(report);
    DiagnosticsFigures f = m.figuresProperty().get();
    ModelReport best = bestRefitted();
    int a = ((Number) best.params().get("n_components")).intValue();
    assertThat(f.components()).isEqualTo(a);
    assertThat(f.message()).contains(best.name()).contains(a + " components");
    assertThat(f.curve().curve().maxComponents()).isEqualTo(6);
    assertThat(f.vip().guide()).isEqualTo(1.0);
    assertThat(f.vip().values()).containsExactly(best.diagnostics().pls().vip());
    assertThat(f.coefficients().guide()).isEqualTo(0.0);
    ControlLimits limits = f.influence().limits();
    assertThat(limits.t2At95()).isPositive().isLessThan(limits.t2At99());
    assertThat(limits.qAt95()).isPositive().isLessThan(limits.qAt99());
    assertThat(f.influence().calibration()).hasSize(report.dataset().trainSamples());
    assertThat(f.influence().test()).hasSize(report.dataset().testSamples());
    assertThat(f.scores().a()).isEqualTo(1);
    assertThat(f.scores().b()).isEqualTo(2);
    assertThat(f.scores().y()).hasSize(report.dataset().trainSamples());
    assertThat(f.scores().testA()).hasSize(report.dataset().testSamples());
  }

  @Test
  void choosingComponentsRedrawsTheScoresOnThemClampedToTheModel() {
    DiagnosticsModel m = new DiagnosticsModel();
    m.reportProperty().set(report);
    var pls = bestRefitted().diagnostics().pls();
    m.componentAProperty().set(2);
    m.componentBProperty().set(99);
    ScoresPlot s = m.figuresProperty().get().scores();
    int last = pls.fit().components();
    assertThat(s.a()).isEqualTo(2);
    assertThat(s.b()).isEqualTo(last);
    double[][] t = pls.calibration().scores();
    assertThat(s.ta()[5]).isEqualTo(t[5][1]);
    assertThat(s.tb()[5]).isEqualTo(t[5][last - 1]);
    double[][] test = bestRefitted().diagnostics().test().scores();
    assertThat(s.testA()[0]).isEqualTo(test[0][1]);
    assertThat(s.testB()[0]).isEqualTo(test[0][last - 1]);
    int n = t.length;
    double limit = ControlLimits.t2Limit(n, 2, 0.95);
    assertThat(s.t2Limit()).isEqualTo(limit);
    assertThat(s.semiAxisA()).isCloseTo(Math.sqrt(pls.scoreVariances()[1] * limit), within(1e-12));
  }

  @Test
  void theEllipseSemiAxisIsTheSquareRootOfScoreVarianceTimesTheT2Limit() {
    // n = 12, 2 components: T²_lim = 2·11/10 · F_0.95(2, 10) = 2.2 · 4.1028 = 9.02616 (F table);
    // var(t_a) = 2.5 gives sqrt(2.5 · 9.02616) = 4.7503
    double limit = ControlLimits.t2Limit(12, 2, 0.95);
    assertThat(limit).isCloseTo(9.02616, within(1e-3));
    assertThat(ScoresPlot.semiAxis(2.5, limit)).isCloseTo(4.7503, within(1e-3));
  }

  @Test
  void aModelThatWasNotRefittedShowsItsCurveAndSaysWhereTheRestIs() {
    DiagnosticsModel m = new DiagnosticsModel();
    m.reportProperty().set(report);
    ModelRow other =
        RankedModel.of(report).stream()
            .map(ModelRow::of)
            .filter(r -> !r.refitted())
            .findFirst()
            .orElseThrow();
    m.modelProperty().set(other);
    DiagnosticsFigures f = m.figuresProperty().get();
    assertThat(f.curve()).isNotNull();
    assertThat(f.vip()).isNull();
    assertThat(f.influence()).isNull();
    assertThat(f.scores()).isNull();
    assertThat(f.message()).contains("refitted");
  }

  /**
   * A refitted OPLS shows VIP, T²/Q and scores as PLSRegression does; a refitted KernelPLS, which
   * has no latent structure in feature space, says so instead of pointing at another model.
   */
  @Test
  void theRestOfThePlsFamilyShowsItsDiagnosticsOrSaysWhyNot() {
    DiagnosticsFigures opls = refittedFigures("OPLS");
    assertThat(opls.vip()).isNotNull();
    assertThat(opls.influence()).isNotNull();
    assertThat(opls.scores()).isNotNull();
    assertThat(opls.components()).isEqualTo(3);
    DiagnosticsFigures kernel = refittedFigures("KernelPLS");
    assertThat(kernel.vip()).isNull();
    assertThat(kernel.influence()).isNull();
    assertThat(kernel.message()).contains("no weights in feature space").doesNotContain("★");
  }

  private static DiagnosticsFigures refittedFigures(String model) {
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        RunFixtures.doc(
                            "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                                + " \"nirs4all.operators.transforms.SNV\","
                                + " {\"model\": {\"class\": \""
                                + model
                                + "\", \"params\": {\"n_components\": 3}}}]}"),
                        RunFixtures.demo())
                    .withOptions(RunOptions.defaults().withDiagnostics(true))
                    .withMemoryProbe(MemoryProbe.disabled()));
    DiagnosticsModel m = new DiagnosticsModel();
    m.reportProperty().set(r);
    ModelRow refitted =
        RankedModel.of(r).stream()
            .map(ModelRow::of)
            .filter(ModelRow::refitted)
            .findFirst()
            .orElseThrow();
    m.modelProperty().set(refitted);
    return m.figuresProperty().get();
  }

  @Test
  void runsAskForDiagnosticsOnlyWhenTheDocumentSetsFolds() {
    assertThat(DiagnosticsPolicy.wanted(RunFixtures.doc(DOC))).isTrue();
    assertThat(
            DiagnosticsPolicy.wanted(
                RunFixtures.doc(
                    "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
                        + " {\"model\": {\"class\": \"PLSRegression\"}}]}")))
        .isFalse();
    assertThat(DiagnosticsPolicy.wanted(null)).isFalse();
  }

  private static ModelReport bestRefitted() {
    return report.variants().stream()
        .flatMap(v -> v.models().stream())
        .filter(m -> m.refitTest() != null)
        .findFirst()
        .orElseThrow();
  }
}
