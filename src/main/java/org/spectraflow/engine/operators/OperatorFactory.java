package org.spectraflow.engine.operators;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.spectraflow.engine.operators.augment.GaussianAdditiveNoise;
import org.spectraflow.engine.operators.augment.LinearBaselineDrift;
import org.spectraflow.engine.operators.augment.MultiplicativeNoise;
import org.spectraflow.engine.operators.augment.RotateTranslate;
import org.spectraflow.engine.operators.augment.WavelengthShift;
import org.spectraflow.engine.operators.filter.SpectralQualityFilter;
import org.spectraflow.engine.operators.filter.YOutlierFilter;
import org.spectraflow.engine.operators.model.MetaModel;
import org.spectraflow.engine.operators.model.PlsRegression;
import org.spectraflow.engine.operators.model.Plsda;
import org.spectraflow.engine.operators.model.Ridge;
import org.spectraflow.engine.operators.split.KFold;
import org.spectraflow.engine.operators.split.KennardStoneSplitter;
import org.spectraflow.engine.operators.split.ShuffleSplit;
import org.spectraflow.engine.operators.transform.Baseline;
import org.spectraflow.engine.operators.transform.CropTransformer;
import org.spectraflow.engine.operators.transform.Derivative;
import org.spectraflow.engine.operators.transform.Detrend;
import org.spectraflow.engine.operators.transform.ExtendedMultiplicativeScatterCorrection;
import org.spectraflow.engine.operators.transform.Gaussian;
import org.spectraflow.engine.operators.transform.Haar;
import org.spectraflow.engine.operators.transform.LogTransform;
import org.spectraflow.engine.operators.transform.MinMaxScaler;
import org.spectraflow.engine.operators.transform.MultiplicativeScatterCorrection;
import org.spectraflow.engine.operators.transform.Normalize;
import org.spectraflow.engine.operators.transform.ResampleTransformer;
import org.spectraflow.engine.operators.transform.RobustScaler;
import org.spectraflow.engine.operators.transform.SavitzkyGolay;
import org.spectraflow.engine.operators.transform.StandardNormalVariate;
import org.spectraflow.engine.operators.transform.StandardScaler;

/**
 * Builds operators from nirs4all's simple class names and JSON parameters. Missing parameters
 * take nirs4all/scikit-learn defaults; unknown parameters and invalid values throw
 * {@link IllegalArgumentException} naming operator, parameter and value. Aliases (SNV, MSC,
 * EMSC, PLS) map to the full names.
 */
public final class OperatorFactory {

  private static final Map<String, Function<Params, ? extends Operator>> BUILDERS = builders();

  private static final Map<String, String> ALIASES = Map.of(
      "SNV", "StandardNormalVariate",
      "MSC", "MultiplicativeScatterCorrection",
      "EMSC", "ExtendedMultiplicativeScatterCorrection",
      "KennardStone", "KennardStoneSplitter",
      "SPXY", "SPXYSplitter");

  private OperatorFactory() {}

  private static Map<String, Function<Params, ? extends Operator>> builders() {
    Map<String, Function<Params, ? extends Operator>> m = new LinkedHashMap<>();
    m.put("StandardNormalVariate", StandardNormalVariate::new);
    m.put("MultiplicativeScatterCorrection", MultiplicativeScatterCorrection::of);
    m.put("ExtendedMultiplicativeScatterCorrection", ExtendedMultiplicativeScatterCorrection::of);
    m.put("Detrend", Detrend::of);
    m.put("SavitzkyGolay", SavitzkyGolay::of);
    m.put("Gaussian", Gaussian::of);
    m.put("FirstDerivative", Derivative::first);
    m.put("SecondDerivative", Derivative::second);
    m.put("Baseline", Baseline::of);
    m.put("Normalize", Normalize::of);
    m.put("Haar", Haar::of);
    m.put("CropTransformer", CropTransformer::of);
    m.put("ResampleTransformer", ResampleTransformer::of);
    m.put("LogTransform", LogTransform::of);
    m.put("StandardScaler", StandardScaler::of);
    m.put("MinMaxScaler", MinMaxScaler::of);
    m.put("RobustScaler", RobustScaler::of);
    m.put("Rotate_Translate", RotateTranslate::of);
    m.put("GaussianAdditiveNoise", GaussianAdditiveNoise::of);
    m.put("MultiplicativeNoise", MultiplicativeNoise::of);
    m.put("LinearBaselineDrift", LinearBaselineDrift::of);
    m.put("WavelengthShift", WavelengthShift::of);
    m.put("YOutlierFilter", YOutlierFilter::of);
    m.put("SpectralQualityFilter", SpectralQualityFilter::of);
    m.put("PLSRegression", PlsRegression::of);
    m.put("Ridge", Ridge::of);
    m.put("PLSDA", Plsda::of);
    m.put("MetaModel", MetaModel::of);
    m.put("KFold", KFold::of);
    m.put("ShuffleSplit", ShuffleSplit::of);
    m.put("KennardStoneSplitter", KennardStoneSplitter::of);
    m.put("SPXYSplitter", KennardStoneSplitter::spxy);
    return Map.copyOf(m);
  }

  /**
   * The operator {@code className} with {@code params} (null = all defaults).
   *
   * @throws IllegalArgumentException for an unknown class, an unknown parameter or a bad value
   */
  public static Operator create(String className, Map<String, Object> params) {
    String name = ALIASES.getOrDefault(className, className);
    Function<Params, ? extends Operator> builder = BUILDERS.get(name);
    if (builder == null) {
      throw new IllegalArgumentException("unknown operator '" + className + "'; known: "
          + new java.util.TreeSet<>(BUILDERS.keySet()));
    }
    return builder.apply(Params.of(name, params));
  }

  /** A transform, or an error when {@code className} is not one. */
  public static TransformOperator transform(String className, Map<String, Object> params) {
    return as(TransformOperator.class, className, params);
  }

  /** A model, or an error when {@code className} is not one. */
  public static ModelOperator model(String className, Map<String, Object> params) {
    return as(ModelOperator.class, className, params);
  }

  /** A splitter, or an error when {@code className} is not one. */
  public static SplitterOperator splitter(String className, Map<String, Object> params) {
    return as(SplitterOperator.class, className, params);
  }

  /** Every class name the factory knows (aliases excluded). */
  public static Set<String> classNames() {
    return new java.util.TreeSet<>(BUILDERS.keySet());
  }

  private static <T extends Operator> T as(Class<T> kind, String className, Map<String, Object> params) {
    Operator op = create(className, params);
    if (!kind.isInstance(op)) {
      throw new IllegalArgumentException(className + " is not a " + kind.getSimpleName());
    }
    return kind.cast(op);
  }
}
