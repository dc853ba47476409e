package org.spectraflow.engine.run.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.planner.OperatorResolver;

/**
 * The check pass gives the sequential pass's outcome on any number of threads: the same variants,
 * plans, shape problems and sweep groups in index order, and, when several variants cannot run, the
 * problem of the lowest one.
 */
class CheckPassTest {

  static SpectroDataset data;
  static final OperatorRegistry REGISTRY = OperatorRegistry.standard();

  @BeforeAll
  static void load() {
    data = RunFixtures.demo();
  }

  static List<CheckPass.Checked> check(PipelineDocument doc, int threads, CancellationToken t) {
    OperatorResolver resolver = new OperatorResolver(REGISTRY);
    ShapeCursor shape = ShapeCursor.of(data);
    CheckPass pass =
        new CheckPass(() -> new DocumentCheck(REGISTRY, resolver, shape), true, t, threads);
    return pass.run(new VariantExpansion(REGISTRY).builders(doc, 10_000));
  }

  static List<CheckPass.Checked> check(PipelineDocument doc, int threads) {
    return check(doc, threads, CancellationToken.none());
  }

  @Test
  void d03IsCheckedAlikeOnOneAndThreeThreads() {
    PipelineDocument d03 = RunFixtures.demoDocument("d03-sweep.json");
    List<CheckPass.Checked> one = check(d03, 1);
    List<CheckPass.Checked> three = check(d03, 3);
    assertThat(one).hasSize(64);
    assertThat(three).hasSize(64);
    for (int i = 0; i < 64; i++) {
      CheckPass.Checked a = one.get(i);
      CheckPass.Checked b = three.get(i);
      assertThat(b.variant().index()).isEqualTo(i);
      assertThat(b.variant().name()).isEqualTo(a.variant().name());
      assertThat(b.variant().configName()).isEqualTo(a.variant().configName());
      assertThat(b.variant().pipeline().toJson()).isEqualTo(a.variant().pipeline().toJson());
      assertThat(b.variant().stepIds().toString()).isEqualTo(a.variant().stepIds().toString());
      assertThat(b.shapeProblem()).isEqualTo(a.shapeProblem()).isEmpty();
      assertThat(b.sweep()).isEqualTo(a.sweep());
      assertThat(b.plan().steps()).hasSameSizeAs(a.plan().steps());
    }
    // the four PLS sizes of one preprocessing chain share a sweep group whose largest size is 20
    assertThat(one.subList(0, 4))
        .extracting(c -> c.sweep().group())
        .containsOnly(one.get(0).sweep().group());
    assertThat(one.get(4).sweep().group()).isNotEqualTo(one.get(0).sweep().group());
    assertThat(one).extracting(c -> c.sweep().largest()).startsWith(5, 10, 15, 20);
  }

  @Test
  void theLowestVariantsProblemIsThrownWhateverTheThreads() {
    PipelineDocument doc =
        RunFixtures.doc(
            "{\"pipeline\": [{\"_or_\": [\"nirs4all.operators.transforms.scalers.StandardNormalVariate\","
                + " \"my.lab.FirstUnknown\", \"nirs4all.operators.transforms.signal.Detrend\","
                + " \"my.lab.SecondUnknown\"]},"
                + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}}]}");
    String sequential = problem(doc, 1);
    assertThat(sequential).contains("FirstUnknown").doesNotContain("SecondUnknown");
    assertThat(problem(doc, 2)).isEqualTo(sequential);
    assertThat(problem(doc, 4)).isEqualTo(sequential);
  }

  @Test
  void aShapeProblemStaysWithItsVariant() {
    PipelineDocument doc =
        RunFixtures.doc(
            "{\"pipeline\": [{\"class\": \"nirs4all.operators.transforms.nirs.SavitzkyGolay\","
                + " \"params\": {\"window_length\": 15}}, {\"model\": {\"class\":"
                + " \"sklearn.cross_decomposition.PLSRegression\"},"
                + " \"_or_\": [5, 900, 10], \"param\": \"n_components\"}]}");
    List<CheckPass.Checked> one = check(doc, 1);
    List<CheckPass.Checked> two = check(doc, 2);
    assertThat(one)
        .extracting(c -> c.shapeProblem().isPresent())
        .containsExactly(false, true, false);
    assertThat(two)
        .extracting(CheckPass.Checked::shapeProblem)
        .isEqualTo(one.stream().map(CheckPass.Checked::shapeProblem).toList());
  }

  @Test
  void aCancelledRunStopsTheCheck() {
    CancellationToken token = new CancellationToken();
    token.cancel();
    PipelineDocument d03 = RunFixtures.demoDocument("d03-sweep.json");
    assertThatThrownBy(() -> check(d03, 1, token)).isInstanceOf(CancellationException.class);
    assertThatThrownBy(() -> check(d03, 2, token)).isInstanceOf(CancellationException.class);
  }

  private static String problem(PipelineDocument doc, int threads) {
    try {
      check(doc, threads);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    throw new AssertionError("the check passed a document with unknown operators");
  }
}
