package org.spectraflow.engine.operators.transform;

import java.util.Objects;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.NotRepresentableException;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.transform.decompose.Projection;
import org.spectraflow.engine.operators.transform.scale.PowerTransformer;
import org.spectraflow.engine.operators.transform.scale.QuantileTransformer;

/**
 * Rebuilds the fitted transforms of this package from their {@link FittedState} (a model file's
 * steps, docs/model-file.md): the same fitted classes the operators' {@code fit} returns, holding
 * the same arrays, so that a rebuilt transform applies bit for bit as the original did. Stateless.
 */
public final class FittedTransforms {

  private FittedTransforms() {}

  /**
   * The fitted transform {@code state} describes, for the operator {@code operator} rebuilt from
   * the state's {@code operator} configuration (its messages, and the settings of row transforms
   * and LogTransform).
   *
   * @throws NotRepresentableException when the kind is not one of this package's fitted forms
   * @throws IllegalArgumentException when a parameter is missing or does not fit the operator
   */
  public static FittedTransform restore(FittedState state, TransformOperator operator) {
    Objects.requireNonNull(operator, "operator");
    return switch (state.kind()) {
      case "row" -> {
        // row transforms of this package and of its sub-packages (transform.nirs)
        if (operator.learnsFromRows() || !(operator instanceof FittedTransform row)) {
          throw new IllegalArgumentException(
              "state 'row' names " + operator.className() + ", which learns from rows");
        }
        yield row;
      }
      case "columnwise.centre_scale",
          "columnwise.scale_offset",
          "columnwise.centre",
          "columnwise.divide",
          "columnwise.range_map" ->
          new ColumnwiseFitted(operator, width(state), rule(state));
      case "MultiplicativeScatterCorrection" ->
          new MscFitted(
              operator,
              state.vector("centred_reference"),
              state.number("reference_mean"),
              state.number("srr"));
      case "emsc" -> emsc(state, operator);
      case "projection" ->
          new Projection(
              operator, state.matrix("components"), state.vector("offset"), state.vector("scale"));
      case "LogTransform" -> {
        if (!(operator instanceof LogTransform log)) {
          throw new IllegalArgumentException("state 'LogTransform' names " + operator.className());
        }
        yield log.restored(state.number("shift"), width(state));
      }
      case "QuantileTransformer" ->
          as(operator, QuantileTransformer.class, state)
              .restored(state.vector("references"), state.matrix("quantiles"));
      case "PowerTransformer" ->
          as(operator, PowerTransformer.class, state)
              .restored(
                  state.vector("lambdas"),
                  state.vectors().containsKey("centre") ? state.vector("centre") : null,
                  state.vectors().containsKey("scale") ? state.vector("scale") : null);
      case "Resampler" ->
          org.spectraflow.engine.operators.transform.resample.Resampler.restored(operator, state);
      case "OSC" -> org.spectraflow.engine.operators.transform.nirs.Osc.restored(operator, state);
      case "ColumnSelection" ->
          org.spectraflow.engine.operators.transform.select.ColumnSelection.restored(
              operator, state);
      case "VarianceThreshold" ->
          as(operator, VarianceThreshold.class, state).restored(width(state), state.vector("keep"));
      default ->
          throw new NotRepresentableException(
              "no fitted transform of kind '" + state.kind() + "' can be rebuilt");
    };
  }

  private static <T> T as(TransformOperator operator, Class<T> type, FittedState state) {
    if (!type.isInstance(operator)) {
      throw new IllegalArgumentException(
          "state '" + state.kind() + "' names " + operator.className());
    }
    return type.cast(operator);
  }

  private static int width(FittedState state) {
    double w = state.number("width");
    if (!(w >= 1 && w == Math.rint(w) && w <= Integer.MAX_VALUE)) {
      throw new IllegalArgumentException(state.kind() + ": width " + w + " is not a count");
    }
    return (int) w;
  }

  private static CellRule rule(FittedState s) {
    return switch (s.kind()) {
      case "columnwise.centre_scale" ->
          new CellRule.CentreScale(s.vector("centre"), s.vector("scale"));
      case "columnwise.scale_offset" ->
          new CellRule.ScaleOffset(
              s.vector("scale"),
              s.vector("offset"),
              s.number("clip") != 0.0,
              s.number("low"),
              s.number("high"));
      case "columnwise.centre" -> new CellRule.Centre(s.vector("centre"));
      case "columnwise.divide" -> new CellRule.Divide(s.vector("norm"));
      default -> new CellRule.RangeMap(s.number("low"), s.vector("factor"), s.vector("min"));
    };
  }

  /** EMSC's design rows are rebuilt from its polynomial columns (column 0 is never read). */
  private static FittedTransform emsc(FittedState s, TransformOperator operator) {
    double[] centre = s.vector("centre");
    double[][] polynomial = s.matrix("polynomial");
    double[][] pinv = s.matrix("pinv");
    int p = centre.length;
    if (polynomial.length != pinv.length) {
      throw new IllegalArgumentException("emsc: polynomial and pinv disagree on the term count");
    }
    double[][] design = new double[p][pinv.length];
    for (int d = 1; d < pinv.length; d++) {
      if (polynomial[d].length != p || pinv[d].length != p) {
        throw new IllegalArgumentException("emsc: a term does not have " + p + " values");
      }
      for (int j = 0; j < p; j++) {
        design[j][d] = polynomial[d][j];
      }
    }
    return new EmscFitted(operator, centre, design, pinv);
  }
}
