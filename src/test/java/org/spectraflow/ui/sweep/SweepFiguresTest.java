package org.spectraflow.ui.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.sweep.SweepEffects;

/** The explorer's figures of a real D03 run: axes by effect, variants ranked, choices to show. */
class SweepFiguresTest {

  @Test
  void d03RunGivesThreeAxesLargestEffectFirstAndVariantsRankedBestFirst() {
    PipelineDocument d03 = RunFixtures.demoDocument("d03-sweep.json");
    RunReport report = RunFixtures.run(d03, RunFixtures.demo(), CacheConfig.defaults());

    SweepFigures f = SweepFigures.of(d03, report);

    assertThat(f.axes()).hasSize(3);
    for (int i = 1; i < f.axes().size(); i++) {
      assertThat(f.axes().get(i - 1).effect()).isGreaterThanOrEqualTo(f.axes().get(i).effect());
    }
    assertThat(f.metric()).isEqualTo("test rmse");
    assertThat(f.rows()).hasSize(64);
    Map<Integer, Double> scores = SweepEffects.scores(report);
    double best =
        scores.values().stream().filter(Objects::nonNull).min(Double::compare).orElseThrow();
    assertThat(f.rows().get(0).score()).isEqualTo(best);
    assertThat(f.rows().get(0).rank()).isEqualTo(1);
    for (int i = 1; i < f.rows().size(); i++) {
      assertThat(f.rows().get(i).score()).isGreaterThanOrEqualTo(f.rows().get(i - 1).score());
    }
    // every variant names its choice on each of the 3 axes, and its chosen _or_ alternatives
    assertThat(f.rows()).allSatisfy(r -> assertThat(r.choices().split(" · ")).hasSize(3));
    assertThat(f.rows())
        .allSatisfy(r -> assertThat(r.templateIds()).allMatch(id -> id.contains("/_or_/")));
  }

  @Test
  void aSingleVariantRunHasNothingToExplore() {
    PipelineDocument branches = RunFixtures.demoDocument("branches.json");
    RunReport report = RunFixtures.run(branches, RunFixtures.demo(), CacheConfig.defaults());
    assertThat(SweepFigures.of(branches, report)).isEqualTo(SweepFigures.NONE);
  }
}
