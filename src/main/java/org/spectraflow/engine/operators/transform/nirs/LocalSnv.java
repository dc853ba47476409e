package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Local (sliding-window) SNV (docs/nirs-transforms.md §2): each point is centred on the mean and
 * divided by the standard deviation (ddof 0) of the {@code window} points around it, the spectrum
 * padded by {@code window // 2} points each side as numpy's {@code np.pad} pads ({@code reflect},
 * {@code edge}, {@code symmetric} or {@code constant}). A window of zero spread gives the centred
 * value (divided by 1, as SNV does).
 */
public final class LocalSnv extends SpectrumTransform {

  private static final List<String> MODES = List.of("reflect", "edge", "symmetric", "constant");

  private final int window;
  private final String padMode;
  private final double constant;

  /** Reads {@code window=11, pad_mode='reflect', constant_value=0.0, copy=True}. */
  public LocalSnv(Params p) {
    this(
        p,
        p.integer("window", 11),
        p.string("pad_mode", "reflect"),
        p.number("constant_value", 0.0));
  }

  private LocalSnv(Params p, int window, String padMode, double constant) {
    super(config(p));
    if (window < 1 || window % 2 == 0) {
      throw p.invalid("window", window, "must be an odd number of points >= 1");
    }
    if (!MODES.contains(padMode)) {
      throw p.invalid("pad_mode", padMode, "must be one of " + MODES);
    }
    this.window = window;
    this.padMode = padMode;
    this.constant = constant;
  }

  private static OperatorConfig config(Params p) {
    p.flag("copy", true);
    return p.config();
  }

  @Override
  protected int minFeatures() {
    // numpy's reflect padding of h points needs h + 1 points (it would reflect again otherwise)
    return window / 2 + 1;
  }

  @Override
  protected String minFeaturesReason() {
    return "for a window of " + window + " (use a smaller window)";
  }

  /** The value at padded index {@code i} (may be outside [0, n)) under this padding mode. */
  private double padded(double[] x, int i) {
    int n = x.length;
    if (i >= 0 && i < n) {
      return x[i];
    }
    return switch (padMode) {
      case "edge" -> x[i < 0 ? 0 : n - 1];
      case "constant" -> constant;
      case "symmetric" -> x[i < 0 ? -i - 1 : 2 * n - 1 - i];
      default -> n == 1 ? x[0] : x[i < 0 ? -i : 2 * n - 2 - i];
    };
  }

  @Override
  protected double[] map(double[] x, int row) {
    int n = x.length;
    int h = window / 2;
    double[] out = new double[n];
    for (int j = 0; j < n; j++) {
      double mean = 0.0;
      for (int k = j - h; k <= j + h; k++) {
        mean += padded(x, k);
      }
      mean /= window;
      double ss = 0.0;
      for (int k = j - h; k <= j + h; k++) {
        double d = padded(x, k) - mean;
        ss += d * d;
      }
      double sd = Math.sqrt(ss / window);
      out[j] = (x[j] - mean) / (sd == 0.0 ? 1.0 : sd);
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "LocalStandardNormalVariate",
              "nirs4all.operators.transforms",
              Category.SCATTER_CORRECTION,
              "SNV of each point over a sliding window of its neighbours",
              LocalSnv::new)
          .aliases("LSNV", "LocalSNV")
          .params(
              ParamSpec.integer("window", 11, 1, 100_001, "points", "odd sliding-window length"),
              ParamSpec.choice(
                  "pad_mode", "reflect", MODES, "how the spectrum is extended past its ends"),
              ParamSpec.floating(
                  "constant_value", 0.0, -1e12, 1e12, "", "padding value of pad_mode='constant'"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
