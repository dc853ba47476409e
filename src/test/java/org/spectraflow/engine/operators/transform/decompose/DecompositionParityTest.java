package org.spectraflow.engine.operators.transform.decompose;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * PCA and TruncatedSVD against scikit-learn 1.2.1 (fit on 75 rows of the reference slice, transform
 * all 100) up to the sign of each component — 1.2.1 flips signs on U, the reference release on Vᵀ —
 * and the reference release's worked examples, signs included.
 */
class DecompositionParityTest {

  private static final double[][] SMALL = {{1, 2, 0}, {0, 1, 3}, {2, 0, 1}, {1, 1, 1}};

  private static TransformOperator build(JsonNode c) {
    Params p = Params.of(c.get("operator").asText(), Reference.params(c.get("params")));
    return c.get("operator").asText().equals("PCA") ? Pca.of(p) : TruncatedSvd.of(p);
  }

  @Test
  void componentsAndScoresMatchScikitLearnUpToSign() {
    Block x = Reference.input(Precision.FLOAT64);
    Block train = x.selectRows(IntStream.range(0, 75).toArray());
    JsonNode cases = Reference.load("/reference/models.json").get("decomposition");
    assertThat(cases).hasSize(8);
    for (JsonNode c : cases) {
      String name = c.get("name").asText();
      Projection fitted = (Projection) build(c).fit(train, null);
      double[][] comps = fitted.components();
      double[] expComps = Reference.values(c.get("components"));
      int k = comps.length;
      int p = x.cols();
      assertThat(k * p).as(name).isEqualTo(expComps.length);
      double[] signs = new double[k];
      double[] flat = new double[k * p];
      for (int r = 0; r < k; r++) {
        signs[r] = Math.signum(comps[r][0]) == Math.signum(expComps[r * p]) ? 1 : -1;
        for (int j = 0; j < p; j++) {
          flat[r * p + j] = signs[r] * comps[r][j];
        }
      }
      // Two power iterations without a normaliser leave an ill-conditioned basis: its QR
      // amplifies last-bit differences (measured 5.7e-7), as between two BLAS builds.
      double tol = name.equals("tsvd-iter2") ? 1e-6 : 1e-9;
      assertThat(Reference.relativeError(flat, expComps)).as(name + " components").isLessThan(tol);
      Block t = fitted.apply(x);
      double[] out = t.toDoubleArray();
      for (int i = 0; i < out.length; i++) {
        out[i] *= signs[i % k];
      }
      assertThat(Reference.relativeError(out, Reference.values(c.get("transform"))))
          .as(name + " transform")
          .isLessThan(tol);
    }
  }

  @Test
  void pcaWorkedExampleWithTheReferenceSigns() {
    TransformOperator pca = Pca.of(Params.of("PCA", Map.of("n_components", 2)));
    Block t =
        pca.fit(Block.ofRows(Precision.FLOAT64, SMALL), null)
            .apply(Block.ofRows(Precision.FLOAT64, SMALL));
    double[] expected = {
      -1.236480648983,
      1.015714685231,
      1.99646760979,
      0.275655330602,
      -0.536607436493,
      -1.331646951295,
      -0.223379524315,
      0.040276935462
    };
    assertThat(t.toDoubleArray()).containsExactly(expected, within(1e-11));
  }

  @Test
  void truncatedSvdWorkedExample() {
    TransformOperator svd =
        TruncatedSvd.of(Params.of("TruncatedSVD", Map.of("n_components", 2, "random_state", 42)));
    Projection fitted = (Projection) svd.fit(Block.ofRows(Precision.FLOAT64, SMALL), null);
    assertThat(fitted.components()[0])
        .containsExactly(
            new double[] {0.414136039843, 0.478273383414, 0.774432638272}, within(1e-11));
    assertThat(fitted.components()[1])
        .containsExactly(
            new double[] {0.689130911071, 0.391081778022, -0.610043957683}, within(1e-11));
    Block t = fitted.apply(Block.ofRows(Precision.FLOAT64, SMALL));
    assertThat(t.toDoubleArray())
        .containsExactly(
            new double[] {
              1.370682806671,
              1.471294467115,
              2.80157129823,
              -1.439050095027,
              1.602704717957,
              0.76821786446,
              1.666842061529,
              0.47016873141
            },
            within(1e-11));
  }

  @Test
  void solverRuleOfTheReferenceRelease() {
    Pca pca = Pca.of(Params.of("PCA", Map.of("n_components", 10)));
    assertThat(pca.solverFor(130, 2151, 10)).isEqualTo("randomized");
    assertThat(pca.solverFor(130, 400, 10)).isEqualTo("full");
    assertThat(pca.solverFor(5000, 100, 10)).isEqualTo("covariance_eigh");
    assertThat(pca.solverFor(130, 2151, 110)).isEqualTo("full");
  }

  @Test
  void float32InputGivesFloat32Scores() {
    Block x = Reference.input(Precision.FLOAT32);
    Block t = Pca.of(Params.of("PCA", Map.of("n_components", 3))).fit(x, null).apply(x);
    assertThat(t.precision()).isEqualTo(Precision.FLOAT32);
    assertThat(t.cols()).isEqualTo(3);
  }

  @Test
  void badParametersAreNamed() {
    assertThatThrownBy(() -> Pca.of(Params.of("PCA", Map.of("n_components", "mle"))))
        .hasMessageContaining("n_components")
        .hasMessageContaining("'mle' is not supported");
    assertThatThrownBy(() -> Pca.of(Params.of("PCA", Map.of("svd_solver", "arpack"))))
        .hasMessageContaining("svd_solver");
    Block x = Block.ofRows(Precision.FLOAT64, SMALL);
    assertThatThrownBy(() -> Pca.of(Params.of("PCA", Map.of("n_components", 5))).fit(x, null))
        .hasMessageContaining("n_components=5 must be <= min(samples, features) = min(4, 3)");
  }
}
