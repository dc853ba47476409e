package org.spectraflow.engine.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.generate.VariantNames;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.RunFixtures;

/** Sweep axes found from the variants of a template, and scores grouped by choice. */
class SweepEffectsTest {

  private static final VariantNames NAMES = new VariantNames(OperatorRegistry.standard());

  private static List<VariantChoices> choices(PipelineDocument doc) {
    return VariantExpansion.standard().expand(doc).map(v -> VariantChoices.of(v, NAMES)).toList();
  }

  @Test
  void d03HasTwoChoiceAxesAndANumericComponentsAxis() {
    List<VariantChoices> d03 = choices(RunFixtures.demoDocument("d03-sweep.json"));
    // a hand-made score: the variant's index, so every grouping's figures are known
    Map<Integer, Double> scores = new HashMap<>();
    for (VariantChoices c : d03) {
      scores.put(c.variant(), (double) c.variant());
    }

    List<SweepAxis> axes = SweepEffects.of(d03, scores);

    assertThat(axes)
        .extracting(SweepAxis::name)
        .containsExactly(
            "step 1 · stage 1 · choice",
            "step 1 · stage 2 · choice",
            "step 2 · PLSRegression n_components");
    SweepAxis first = axes.get(0);
    assertThat(first.numeric()).isFalse();
    assertThat(first.options())
        .extracting(SweepOption::label)
        .containsExactly(
            "none",
            "StandardNormalVariate",
            "ExtendedMultiplicativeScatterCorrection(scale=False)",
            "Detrend");
    // expansion order: stage 1 outermost, then stage 2, then the 4 component counts
    assertThat(first.options().get(1).variants()).hasSize(16).allMatch(v -> v >= 16 && v < 32);
    assertThat(first.options().get(1).spread().median()).isEqualTo(23.5);
    SweepAxis components = axes.get(2);
    assertThat(components.numeric()).isTrue();
    assertThat(components.options())
        .extracting(SweepOption::value)
        .containsExactly(5.0, 10.0, 15.0, 20.0);
    assertThat(components.options().get(0).variants()).hasSize(16).allMatch(v -> v % 4 == 0);
    // the outer stage moves the median by 48 (3 × 16), the inner by 12, components by 3
    assertThat(first.effect()).isEqualTo(48.0);
    assertThat(axes.get(1).effect()).isEqualTo(12.0);
    assertThat(components.effect()).isEqualTo(3.0);
  }

  @Test
  void aDocumentWithoutGeneratorsHasNoAxes() {
    List<VariantChoices> one = choices(RunFixtures.demoDocument("branches.json"));
    assertThat(SweepEffects.of(one, Map.of(0, 1.0))).isEmpty();
  }

  @Test
  void variantsWithoutAScoreAreLeftOutOfTheSpread() {
    List<VariantChoices> d03 = choices(RunFixtures.demoDocument("d03-sweep.json"));
    SweepAxis components = SweepEffects.of(d03, Map.of(0, 2.0, 4, 4.0)).get(2);
    Spread five = components.options().get(0).spread();
    assertThat(five.n()).isEqualTo(2);
    assertThat(five.mean()).isCloseTo(3.0, within(1e-12));
    assertThat(components.options().get(1).spread().n()).isZero();
  }

  @Test
  void quartilesInterpolateBetweenOrderStatistics() {
    Spread s = Spread.of(new double[] {4, 1, 3, 2, Double.NaN});
    assertThat(s.n()).isEqualTo(4);
    assertThat(s.q1()).isEqualTo(1.75);
    assertThat(s.median()).isEqualTo(2.5);
    assertThat(s.q3()).isEqualTo(3.25);
    assertThat(s.min()).isEqualTo(1);
    assertThat(s.max()).isEqualTo(4);
  }
}
