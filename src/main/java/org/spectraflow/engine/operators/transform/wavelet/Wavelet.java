package org.spectraflow.engine.operators.transform.wavelet;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.transform.RowTransform;

/**
 * nirs4all's Wavelet (docs/operator-behaviour.md §1.10): a one-level discrete wavelet transform in
 * periodization mode keeping only the detail coefficients (nirs4all's quirk), resampled back to the
 * input width with scipy's FFT resampling, as {@link Haar} does for the Haar wavelet.
 *
 * <p>The detail coefficients follow PyWavelets' {@code dwt(x, wavelet, 'periodization')} (MIT
 * licence): an odd-length spectrum is extended by repeating its last sample to even length M, and
 * {@code cD_k = Σ_j dec_hi[j] · x[(2k + F/2 − j) mod M]} for k = 0..M/2−1, with F the filter length
 * ({@link WaveletFilters}). {@code wavelet='haar'} (and {@code db1}) gives Haar's numbers exactly,
 * float32 arithmetic included; the other wavelets are computed in double and rounded once. Other
 * extension modes are refused.
 */
public final class Wavelet extends RowTransform {

  private final String name;
  private final double[] decHi;
  private final FourierResampler.Cache resamplers = new FourierResampler.Cache();

  private Wavelet(Params p, String name, double[] decHi) {
    super(p.config());
    this.name = name;
    this.decHi = decHi;
  }

  /** Reads {@code wavelet='haar', mode='periodization', copy=True}. */
  public static Wavelet of(Params p) {
    String name = p.string("wavelet", "haar");
    String mode = p.string("mode", "periodization");
    p.flag("copy", true);
    double[] filter =
        WaveletFilters.decHi(name)
            .orElseThrow(
                () -> p.invalid("wavelet", name, "must be one of " + WaveletFilters.names()));
    if (!mode.equals("periodization")) {
      throw p.invalid("mode", mode, "only 'periodization' (nirs4all's default) is supported");
    }
    return new Wavelet(p, name, filter);
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
    int p = in.length;
    if (name.equals("haar") || name.equals("db1")) {
      Haar.detail(in, detail, f32);
    } else {
      int m = 2 * detail.length;
      int f = decHi.length;
      for (int k = 0; k < detail.length; k++) {
        double s = 0;
        for (int j = 0; j < f; j++) {
          int i = Math.floorMod(2 * k + f / 2 - j, m);
          s += decHi[j] * (i < p ? in[i] : in[p - 1]);
        }
        detail[k] = round(f32, s);
      }
    }
    resamplers.get(detail.length, p).resample(detail, out);
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Wavelet",
              "nirs4all.operators.transforms.nirs",
              Category.SMOOTHING_AND_DERIVATIVES,
              "wavelet detail coefficients resampled to the original length",
              Wavelet::of)
          .params(
              ParamSpec.choice(
                  "wavelet",
                  "haar",
                  List.copyOf(WaveletFilters.names()),
                  "the wavelet (Daubechies dbN, symlets symN, coiflets coifN)"),
              ParamSpec.choice(
                  "mode", "periodization", List.of("periodization"), "signal extension mode"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
