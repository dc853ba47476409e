package org.spectraflow.engine.operators.transform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * The contract every transform honours: input never mutated, deterministic, row count and precision
 * preserved (width as {@code outputWidth} documents), apply per row independent of the other rows,
 * clear errors for invalid parameters, NaN, and too few features.
 */
public abstract class TransformContract {

  /** An invalid parameter setting and the parameter/value the message must name. */
  public record Invalid(Map<String, Object> params, String parameter, String value) {}

  /** nirs4all's class name of the transform under test. */
  protected abstract String className();

  /** Parameters for the contract runs (defaults unless overridden). */
  protected Map<String, Object> params() {
    return Map.of();
  }

  /** Invalid settings to reject. */
  protected List<Invalid> invalid() {
    return List.of();
  }

  /** Fewest features the operator accepts. */
  protected int minFeatures() {
    return 1;
  }

  /** True when fitting learns from the training rows. */
  protected boolean stateful() {
    return false;
  }

  protected TransformOperator operator() {
    return OperatorFactory.transform(className(), params());
  }

  /** Seeded synthetic spectra: positive, smooth, with per-sample offset and slope. */
  public static Block spectra(Precision precision, int rows, int cols, long seed) {
    Random r = new Random(seed);
    Block.Writer w = Block.writer(precision, rows, cols);
    for (int i = 0; i < rows; i++) {
      double offset = 1 + r.nextDouble();
      double slope = 0.5 * r.nextDouble();
      for (int j = 0; j < cols; j++) {
        double t = (double) j / cols;
        w.set(i, j, offset + slope * t + 0.3 * Math.sin(6 * t + i) + 0.01 * r.nextGaussian());
      }
    }
    return w.build();
  }

  private static final int[] TRAIN = IntStream.range(0, 8).toArray();

  @Test
  void neverMutatesItsInput() {
    for (Precision precision : Precision.values()) {
      Block x = spectra(precision, 12, 64, 1);
      Block copy = x.selectRows(IntStream.range(0, 12).toArray());
      operator().fit(x.selectRows(TRAIN), null).apply(x);
      assertThat(x.contentEquals(copy)).as(precision.label()).isTrue();
    }
  }

  @Test
  void isDeterministic() {
    Block x = spectra(Precision.FLOAT32, 12, 64, 2);
    Block a = operator().fit(x.selectRows(TRAIN), null).apply(x);
    Block b = operator().fit(x.selectRows(TRAIN), null).apply(x);
    assertThat(a.contentEquals(b)).isTrue();
  }

  @Test
  void keepsRowsAndPrecisionAndDocumentsTheWidth() {
    for (Precision precision : Precision.values()) {
      Block x = spectra(precision, 12, 64, 3);
      TransformOperator op = operator();
      Block out = op.fit(x.selectRows(TRAIN), null).apply(x);
      assertThat(out.rows()).isEqualTo(12);
      assertThat(out.cols()).isEqualTo(op.outputWidth(64));
      assertThat(out.precision()).isEqualTo(precision);
      assertThat(out.hasNonFinite()).isFalse();
    }
  }

  @Test
  void fitSeesTrainingRowsOnly() {
    Block x = spectra(Precision.FLOAT64, 12, 64, 4);
    Block other = spectra(Precision.FLOAT64, 12, 64, 5);
    var fitted = operator().fit(x.selectRows(TRAIN), null);
    Block all = fitted.apply(x);
    Block trainOnly = fitted.apply(x.selectRows(TRAIN));
    for (int i : TRAIN) {
      assertThat(all.row(i)).containsExactly(trainOnly.row(i));
    }
    Block refit = operator().fit(other.selectRows(TRAIN), null).apply(x);
    assertThat(refit.contentEquals(all))
        .as("fit depends on the training rows")
        .isEqualTo(!stateful());
  }

  @Test
  void rejectsInvalidParametersNamingOperatorParameterAndValue() {
    for (Invalid bad : invalid()) {
      Map<String, Object> p = new HashMap<>(params());
      p.putAll(bad.params());
      assertThatThrownBy(() -> OperatorFactory.create(className(), p))
          .as("%s", bad.params())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(className())
          .hasMessageContaining(bad.parameter())
          .hasMessageContaining(bad.value());
    }
    Map<String, Object> unknown = new HashMap<>(params());
    unknown.put("no_such_param", 3);
    assertThatThrownBy(() -> OperatorFactory.create(className(), unknown))
        .hasMessageContaining(className())
        .hasMessageContaining("no_such_param");
  }

  @Test
  void rejectsNaNNamingTheCell() {
    Block x = spectra(Precision.FLOAT32, 4, 64, 6);
    Block.Writer w = Block.writer(Precision.FLOAT32, 4, 64);
    for (int i = 0; i < 4; i++) {
      w.setRow(i, x.row(i));
    }
    w.set(2, 7, Double.NaN);
    Block bad = w.build();
    assertThatThrownBy(() -> operator().fit(bad, null).apply(bad))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(className())
        .hasMessageContaining("NaN");
    var fitted = operator().fit(x, null);
    assertThatThrownBy(() -> fitted.apply(bad)).hasMessageContaining("row 2, column 7");
  }

  @Test
  void handlesOneSampleAndRejectsTooFewFeatures() {
    Block one = spectra(Precision.FLOAT32, 1, 64, 7);
    assertThat(operator().fit(one, null).apply(one).rows()).isEqualTo(1);
    Block narrow = spectra(Precision.FLOAT32, 4, Math.max(1, minFeatures() - 1), 8);
    if (minFeatures() > 1) {
      assertThatThrownBy(() -> operator().fit(narrow, null).apply(narrow))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(className())
          .hasMessageContaining("feature");
    } else {
      assertThat(operator().fit(narrow, null).apply(narrow).rows()).isEqualTo(4);
    }
  }
}
