package org.spectraflow.engine.operators.augment;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.random.NumpyGenerator;

/**
 * nirs4all's {@code WavelengthShift}: shifts each spectrum along its wavelength axis by a random
 * amount {@code uniform(shift_range)}, re-sampling it by linear interpolation at {@code λ − shift}
 * with numpy {@code interp}'s rules (values beyond the ends take the end values; the axis must
 * increase). The result is rounded to float32, as the reference writes it into a float32 copy.
 */
public final class WavelengthShift extends Augmenter {

  private final double[] shift;

  private WavelengthShift(OperatorConfig config, Long seed, double[] shift) {
    super(config, seed);
    this.shift = shift;
  }

  /** Reads {@code shift_range=(-2.0, 2.0), random_state=None}. */
  public static WavelengthShift of(Params p) {
    double[] shift = range(p, "shift_range", -2.0, 2.0);
    Long seed = randomState(p);
    return new WavelengthShift(p.config(), seed, shift);
  }

  @Override
  public boolean usesWavelengths() {
    return true;
  }

  @Override
  public double[][] augment(
      double[][] rows, double[] wavelengths, NumpyGenerator rng, boolean batch) {
    int n = rows.length;
    int p = n == 0 ? 0 : rows[0].length;
    double[] lambda = RowStats.axis(wavelengths, p);
    double[] s = rng.uniform(shift[0], shift[1], n);
    double[][] out = new double[n][p];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        out[i][j] = (float) interp(lambda[j] - s[i], lambda, rows[i]);
      }
    }
    return out;
  }

  /** numpy {@code interp(x, xp, fp)} for an increasing {@code xp}. */
  static double interp(double x, double[] xp, double[] fp) {
    int last = xp.length - 1;
    if (x < xp[0]) {
      return fp[0];
    }
    if (x > xp[last]) {
      return fp[last];
    }
    if (x == xp[last]) {
      return fp[last];
    }
    int lo = 0;
    int hi = last;
    while (hi - lo > 1) {
      int mid = (lo + hi) >>> 1;
      if (xp[mid] <= x) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    double slope = (fp[lo + 1] - fp[lo]) / (xp[lo + 1] - xp[lo]);
    double v = slope * (x - xp[lo]) + fp[lo];
    if (Double.isNaN(v)) {
      v = slope * (x - xp[lo + 1]) + fp[lo + 1];
    }
    return v;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "WavelengthShift",
              "nirs4all.operators.augmentation.spectral",
              Category.SAMPLE_AUGMENTATION,
              "shift spectra along the wavelength axis by a random amount",
              WavelengthShift::of)
          .params(
              new ParamSpec(
                  "shift_range",
                  ParamSpec.Type.PAIR,
                  JsonArray.of(JsonValue.of(-2.0), JsonValue.of(2.0)),
                  null,
                  null,
                  List.of(),
                  "",
                  "range of the shift in wavelength units"),
              RANDOM_STATE);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
