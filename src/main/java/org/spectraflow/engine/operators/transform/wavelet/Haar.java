package org.spectraflow.engine.operators.transform.wavelet;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.transform.RowTransform;

/**
 * nirs4all's Haar (docs/operator-behaviour.md §1.10): a one-level Haar DWT in periodization mode
 * keeping only the detail coefficients (nirs4all's quirk), resampled back to the input width with
 * scipy's FFT resampling. The width is therefore unchanged. Class C: the FFT is done in double
 * here, scipy 1.17 keeps single precision for float32 data.
 */
public final class Haar extends RowTransform {

  private static final double C = 0.7071067811865476;

  private final FourierResampler.Cache resamplers = new FourierResampler.Cache();

  private Haar(OperatorConfig config) {
    super(config);
  }

  /** Reads {@code copy=True}. */
  public static Haar of(Params p) {
    p.flag("copy", true);
    return new Haar(p.config());
  }

  @Override
  protected int minFeatures() {
    return 2;
  }

  @Override
  protected int scratchSize(int cols) {
    return (cols + 1) / 2;
  }

  @Override
  protected void transformRow(double[] in, double[] out, double[] detail, boolean f32) {
    detail(in, detail, f32);
    resamplers.get(detail.length, in.length).resample(detail, out);
  }

  /**
   * The ⌈p/2⌉ Haar detail coefficients of {@code in} in periodization mode (an odd last sample
   * repeated), in float32 arithmetic when {@code f32} (docs/operator-behaviour.md §1.10).
   */
  static void detail(double[] in, double[] detail, boolean f32) {
    int p = in.length;
    double c = round(f32, C);
    for (int k = 0; k < detail.length; k++) {
      double even = in[2 * k];
      double odd = 2 * k + 1 < p ? in[2 * k + 1] : in[p - 1];
      detail[k] = round(f32, round(f32, c * even) + round(f32, -c * odd));
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Haar",
              "nirs4all.operators.transforms.nirs",
              Category.SMOOTHING_AND_DERIVATIVES,
              "Haar wavelet detail coefficients resampled to the original length",
              Haar::of)
          .params(ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
