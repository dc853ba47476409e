package org.spectraflow.engine.operators.transform.resample;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.AxisTransform;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * nirs4all's {@code Resampler}: interpolates every spectrum from its source's wavelength axis (the
 * numeric feature headers) onto {@code target_wavelengths}, with one of scipy {@code interp1d}'s
 * kinds ({@link Interp1d}); the output's headers become the target grid. {@code crop_range=(a, b)}
 * first keeps the source wavelengths within {@code [a, b]}. A target outside the (cropped) source
 * range gets {@code fill_value} (0 by default; {@code 'extrapolate'} extends the end pieces as
 * scipy does), or is refused with {@code bounds_error=True}; a grid sharing no point with the
 * source range is refused. Arithmetic is in double; a float32 block stores the rounded result.
 * Parameters and defaults follow nirs4all's Resampler page (docs/nirs-transforms.md). Immutable.
 */
public final class Resampler implements AxisTransform {

  /** The most target wavelengths accepted. */
  static final int MAX_TARGETS = 100_000;

  private static final String EXTRAPOLATE = "extrapolate";

  private final OperatorConfig config;
  private final double[] target;
  private final String method;
  private final double fill;
  private final boolean extrapolate;
  private final boolean boundsError;
  private final double[] crop;
  private final double[] axis;

  private Resampler(
      OperatorConfig config,
      double[] target,
      String method,
      double fill,
      boolean extrapolate,
      boolean boundsError,
      double[] crop,
      double[] axis) {
    this.config = config;
    this.target = target;
    this.method = method;
    this.fill = fill;
    this.extrapolate = extrapolate;
    this.boundsError = boundsError;
    this.crop = crop;
    this.axis = axis;
  }

  /**
   * Reads {@code target_wavelengths} (required: a list of numbers), {@code method='linear'}, {@code
   * crop_range=None}, {@code fill_value=0} (a number or {@code 'extrapolate'}), {@code
   * bounds_error=False}, {@code copy=True}.
   */
  public static Resampler of(Params p) {
    Object raw = p.raw("target_wavelengths", null);
    String method = p.string("method", "linear");
    Object cropRaw = p.raw("crop_range", null);
    Object fillRaw = p.raw("fill_value", 0);
    boolean boundsError = p.flag("bounds_error", false);
    p.flag("copy", true);
    double[] target = numbers(p, "target_wavelengths", raw);
    if (target.length > MAX_TARGETS) {
      throw p.invalid("target_wavelengths", target.length + " values", "must hold at most 100000");
    }
    if (!Interp1d.KINDS.contains(method)) {
      throw p.invalid("method", method, "must be one of " + Interp1d.KINDS);
    }
    double[] crop = null;
    if (cropRaw != null) {
      crop = numbers(p, "crop_range", cropRaw);
      if (crop.length != 2 || !(crop[0] <= crop[1])) {
        throw p.invalid("crop_range", cropRaw, "must be a pair (min_wavelength, max_wavelength)");
      }
    }
    boolean extrapolate = EXTRAPOLATE.equals(fillRaw);
    double fill = 0.0;
    if (!extrapolate) {
      if (!(fillRaw instanceof Number n)) {
        throw p.invalid("fill_value", fillRaw, "must be a number or 'extrapolate'");
      }
      fill = n.doubleValue();
    }
    if (extrapolate && boundsError) {
      throw p.invalid(
          "bounds_error", true, "cannot be True with fill_value='extrapolate' (pick one)");
    }
    return new Resampler(p.config(), target, method, fill, extrapolate, boundsError, crop, null);
  }

  private static double[] numbers(Params p, String name, Object raw) {
    if (raw == null) {
      throw p.invalid(
          name, null, "is required: give a list of wavelengths, e.g. [1000, 1002, ...]");
    }
    if (!(raw instanceof List<?> list) || list.isEmpty()) {
      throw p.invalid(name, raw, "must be a non-empty list of numbers");
    }
    double[] out = new double[list.size()];
    for (int i = 0; i < out.length; i++) {
      Object v = list.get(i);
      if (v instanceof List<?>) {
        throw p.invalid(
            name,
            raw,
            "must be one list of numbers (one grid for every source; per-source grids are not"
                + " supported, use one Resampler per source branch)");
      }
      if (!(v instanceof Number n) || !Double.isFinite(n.doubleValue())) {
        throw p.invalid(name, raw, "must hold finite numbers only");
      }
      out[i] = n.doubleValue();
    }
    return out;
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public TransformOperator onAxis(double[] sourceAxis) {
    return new Resampler(
        config, target, method, fill, extrapolate, boundsError, crop, sourceAxis.clone());
  }

  @Override
  public double[] outputAxis() {
    return target.clone();
  }

  @Override
  public boolean learnsFromRows() {
    return false;
  }

  @Override
  public int outputWidth(int inputWidth) {
    return target.length;
  }

  @Override
  public FittedTransform fit(Block train, double[] yTrain) {
    Fitted fitted = prepare();
    fitted.checkWidth(train);
    return fitted;
  }

  /** The fitted form for the bound axis (the data are not needed: nothing is learned). */
  Fitted prepare() {
    if (axis == null) {
      throw new IllegalArgumentException(
          label()
              + ": needs the wavelength axis of its source (numeric feature headers); run it as a"
              + " pipeline step on data with wavelength headers");
    }
    int[] keep;
    if (crop == null) {
      keep = new int[axis.length];
      Arrays.setAll(keep, i -> i);
    } else {
      keep =
          java.util.stream.IntStream.range(0, axis.length)
              .filter(i -> axis[i] >= crop[0] && axis[i] <= crop[1])
              .toArray();
      if (keep.length == 0) {
        throw new IllegalArgumentException(
            label()
                + ": crop_range ("
                + crop[0]
                + ", "
                + crop[1]
                + ") keeps none of the source wavelengths ("
                + range(axis)
                + "); choose a range that overlaps them");
      }
    }
    double[] source = new double[keep.length];
    for (int i = 0; i < keep.length; i++) {
      source[i] = axis[keep[i]];
    }
    double lo = Arrays.stream(source).min().orElseThrow();
    double hi = Arrays.stream(source).max().orElseThrow();
    boolean[] below = new boolean[target.length];
    boolean[] above = new boolean[target.length];
    int outside = 0;
    for (int j = 0; j < target.length; j++) {
      below[j] = target[j] < lo;
      above[j] = target[j] > hi;
      if (below[j] || above[j]) {
        outside++;
      }
    }
    if (outside == target.length) {
      throw new IllegalArgumentException(
          label()
              + ": no target wavelength ("
              + range(target)
              + ") lies within the source wavelengths ("
              + range(source)
              + "); give target_wavelengths that overlap the data");
    }
    if (boundsError && outside > 0) {
      throw new IllegalArgumentException(
          label()
              + ": "
              + outside
              + " target wavelength(s) lie outside the source range "
              + lo
              + " to "
              + hi
              + " and bounds_error=True; narrow target_wavelengths or set bounds_error=False");
    }
    Interp1d interp;
    try {
      interp = new Interp1d(method, source, target);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(label() + ": " + e.getMessage(), e);
    }
    return new Fitted(this, axis.clone(), keep, interp, below, above);
  }

  private static String range(double[] v) {
    double lo = Arrays.stream(v).min().orElse(Double.NaN);
    double hi = Arrays.stream(v).max().orElse(Double.NaN);
    return v.length + " values from " + lo + " to " + hi;
  }

  /**
   * The value of a target outside the range that is not extrapolated: {@code fill_value}, or NaN
   * where scipy's 'extrapolate' has nothing to extend ({@code previous} below, {@code next} above).
   */
  private double outsideValue() {
    return extrapolate ? Double.NaN : fill;
  }

  /** True when a target of this side is extrapolated rather than filled. */
  private boolean extrapolates(boolean belowSide) {
    if (!extrapolate) {
      return false;
    }
    // scipy: 'previous' has nothing below its first point, 'next' nothing above its last
    return !(belowSide ? method.equals("previous") : method.equals("next"));
  }

  @Override
  public String toString() {
    return label();
  }

  /**
   * A Resampler bound to its source axis: the kept columns, the prepared interpolation and the
   * targets outside the source range. Immutable.
   */
  static final class Fitted implements FittedTransform {
    private final Resampler op;
    private final double[] sourceAxis;
    private final int[] keep;
    private final Interp1d interp;
    private final boolean[] below;
    private final boolean[] above;

    Fitted(
        Resampler op,
        double[] sourceAxis,
        int[] keep,
        Interp1d interp,
        boolean[] below,
        boolean[] above) {
      this.op = op;
      this.sourceAxis = sourceAxis;
      this.keep = keep;
      this.interp = interp;
      this.below = below;
      this.above = above;
    }

    void checkWidth(Block x) {
      if (x.cols() != sourceAxis.length) {
        throw new IllegalArgumentException(
            op.label()
                + ": was fitted on "
                + sourceAxis.length
                + " wavelengths but got "
                + x.cols()
                + " features; give spectra on the fitted axis");
      }
    }

    @Override
    public Block apply(Block input) {
      checkWidth(input);
      int width = op.target.length;
      double[] in = new double[input.cols()];
      double[] kept = new double[keep.length];
      boolean extendBelow = op.extrapolates(true);
      boolean extendAbove = op.extrapolates(false);
      double outside = op.outsideValue();
      Block.Writer w = Block.writer(input.precision(), input.rows(), width);
      for (int i = 0; i < input.rows(); i++) {
        input.copyRow(i, in);
        for (int j = 0; j < keep.length; j++) {
          kept[j] = in[keep[j]];
        }
        double[] out = interp.apply(kept);
        for (int j = 0; j < width; j++) {
          if (below[j] && !extendBelow) {
            out[j] = outside;
          } else if (above[j] && !extendAbove) {
            out[j] = outside;
          }
        }
        w.setRow(i, out);
      }
      return w.build();
    }

    /** Kind {@code Resampler}: the configuration and the source axis it was bound to. */
    @Override
    public FittedState state() {
      return FittedState.of("Resampler")
          .with("operator", op.canonicalConfig())
          .with("source_axis", sourceAxis);
    }
  }

  /**
   * The fitted form of a model file's {@code Resampler} state, for {@code operator} rebuilt from
   * the state's configuration.
   */
  public static FittedTransform restored(TransformOperator operator, FittedState state) {
    if (!(operator instanceof Resampler r)) {
      throw new IllegalArgumentException("state 'Resampler' names " + operator.className());
    }
    return ((Resampler) r.onAxis(state.vector("source_axis"))).prepare();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Resampler",
              "nirs4all.operators.transforms",
              Category.FEATURE_SELECTION,
              "interpolate spectra onto a new wavelength grid",
              Resampler::of)
          .params(
              ParamSpec.floatList(
                  "target_wavelengths", "the new wavelength grid (required), in header units"),
              ParamSpec.choice(
                  "method", "linear", Interp1d.KINDS, "scipy interp1d interpolation kind"),
              ParamSpec.pairOrNull(
                  "crop_range", "(min, max) source wavelengths kept before interpolating"),
              ParamSpec.floatOrChoice(
                  "fill_value",
                  0,
                  -1e300,
                  1e300,
                  List.of(EXTRAPOLATE),
                  "value of targets outside the source range, or 'extrapolate'"),
              ParamSpec.bool("bounds_error", false, "refuse targets outside the source range"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
