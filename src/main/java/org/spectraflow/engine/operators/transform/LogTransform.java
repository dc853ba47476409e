package org.spectraflow.engine.operators.transform;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.InvertibleTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * nirs4all's LogTransform (docs/operator-behaviour.md §1.13, class C): {@code log(x + offset)} with
 * an offset learned from the training minimum when {@code auto_offset} and the shifted data are not
 * positive; cells still ≤ 0 at apply time are clamped to {@code min_value}. float32 mode uses the
 * correctly rounded log, numpy's SIMD log differs by a few ulps.
 */
public final class LogTransform extends StatefulTransform {

  private final double base;
  private final double offset;
  private final boolean autoOffset;
  private final double minValue;

  private LogTransform(
      OperatorConfig config, double base, double offset, boolean autoOffset, double minValue) {
    super(config);
    this.base = base;
    this.offset = offset;
    this.autoOffset = autoOffset;
    this.minValue = minValue;
  }

  /** Reads {@code base=e, offset=0.0, auto_offset=True, min_value=1e-8, copy=True}. */
  public static LogTransform of(Params p) {
    double base = p.number("base", Math.E);
    double offset = p.number("offset", 0.0);
    boolean auto = p.flag("auto_offset", true);
    double minValue = p.number("min_value", 1e-8);
    p.flag("copy", true);
    if (!(base > 0) || base == 1 || Double.isInfinite(base)) {
      throw p.invalid("base", base, "must be positive, finite and != 1");
    }
    if (!(minValue > 0)) {
      throw p.invalid("min_value", minValue, "must be > 0");
    }
    return new LogTransform(p.config(), base, offset, auto, minValue);
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double min = Double.POSITIVE_INFINITY;
    for (double v : x) {
      min = Math.min(min, offset != 0 ? round(f32, v + offset) : v);
    }
    double fitted = offset;
    if (autoOffset && min <= 0) {
      fitted = round(f32, offset + round(f32, minValue - min));
    }
    return new Fitted(fitted, p);
  }

  /**
   * The fitted form with a {@code shift} and {@code width} learned earlier (a model file's {@code
   * LogTransform} state), equal to the one {@link #fit} returned.
   */
  InvertibleTransform restored(double shift, int width) {
    return new Fitted(shift, width);
  }

  /** The fitted transform: the logarithm after {@code shift}, and its exact inverse. */
  private final class Fitted implements InvertibleTransform {
    private final double shift;
    private final int width;

    Fitted(double shift, int width) {
      this.shift = shift;
      this.width = width;
    }

    @Override
    public Block apply(Block input) {
      return logOf(input, shift, width);
    }

    @Override
    public FittedState state() {
      return FittedState.of("LogTransform")
          .with("operator", canonicalConfig())
          .with("shift", shift)
          .with("width", (double) width);
    }

    /**
     * {@code base^z − shift} (nirs4all's inverse_transform), exact up to rounding for every cell
     * the transform did not clamp to {@code min_value}.
     */
    @Override
    public Block inverse(Block transformed) {
      Inputs.requireWidth(LogTransform.this, transformed, width);
      boolean f32 = Inputs.f32(transformed);
      double[] z = Inputs.values(transformed);
      for (int k = 0; k < z.length; k++) {
        double x = base == Math.E ? Math.exp(z[k]) : Math.pow(base, z[k]);
        z[k] = round(f32, shift != 0 ? x - shift : x);
      }
      return Inputs.build(transformed, transformed.rows(), width, z);
    }
  }

  private Block logOf(Block input, double shift, int width) {
    Inputs.requireWidth(this, input, width);
    Inputs.requireFinite(this, input);
    boolean f32 = Inputs.f32(input);
    double clampValue = round(f32, minValue);
    double logBase = Math.log(base);
    double[] x = Inputs.values(input);
    for (int k = 0; k < x.length; k++) {
      double z = shift != 0 ? round(f32, x[k] + shift) : x[k];
      double log = round(f32, Math.log(z <= 0 ? clampValue : z));
      x[k] = base == Math.E ? log : log / logBase;
    }
    return Inputs.build(input, input.rows(), width, x);
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.yTransform(
              "LogTransform",
              "nirs4all.operators.transforms.nirs",
              Category.SCALING,
              "logarithm with automatic positive offset",
              LogTransform::of)
          .params(
              ParamSpec.floating("base", Math.E, 0.0, 1e12, "", "logarithm base"),
              ParamSpec.floating("offset", 0.0, -1e12, 1e12, "", "added before the logarithm"),
              ParamSpec.bool("auto_offset", true, "shift so the training minimum is positive"),
              ParamSpec.floating("min_value", 1e-8, 0.0, 1e12, "", "floor for non-positive values"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
