package org.spectraflow.engine.estimate;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * Times one small fit of each model kind on the run's training rows: an ensemble with more than
 * {@value #PROBE_ESTIMATORS} {@code n_estimators} is probed with {@value #PROBE_ESTIMATORS} and its
 * time scaled by {@code n_estimators / }{@value #PROBE_ESTIMATORS} (each tree costs about the
 * same); other models fit as configured. The time is the probing thread's CPU time, so a loaded
 * machine changes it less than wall time would. A kind whose probe fit fails counts as free (the
 * run will report the failure). Each transform configuration is timed once too, a fit on the
 * training rows and an apply to every row ({@link #probeTransforms}, bounded).
 *
 * <p>The probe fits on the number of features the model is given ({@link ModelWidths}), not the raw
 * width: with fewer (a crop, a selection, PCA or a concat_transform of scores before the model) it
 * fits on the first that many raw columns; with more (feature_augmentation's processings side by
 * side) it fits on the raw columns and scales the time by the ratio of widths. A kind without a
 * known width is probed on the raw columns.
 */
public final class FitProbe {

  /** The trees an ensemble is probed with. */
  static final int PROBE_ESTIMATORS = 10;

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private FitProbe() {}

  /** One probe fit per kind of {@code models} on {@code x}, {@code y} (raw widths). */
  public static ProbeTimings probe(Map<String, ModelOperator> models, Block x, double[][] y) {
    return probe(models, x, y, Map.of());
  }

  /**
   * One probe fit per kind of {@code models} on {@code x}, {@code y}, each on the width {@code
   * widths} gives for its kind (absent: the raw width).
   */
  public static ProbeTimings probe(
      Map<String, ModelOperator> models, Block raw, double[][] y, Map<String, Integer> widths) {
    Map<String, Double> out = new LinkedHashMap<>();
    models.forEach(
        (kind, model) -> {
          int width = widths.getOrDefault(kind, raw.cols());
          Block x = width > 0 && width < raw.cols() ? firstColumns(raw, width) : raw;
          double widthScale = width > raw.cols() ? (double) width / raw.cols() : 1;
          int estimators = estimators(model);
          double scale = 1;
          ModelOperator fitted = model;
          if (estimators > PROBE_ESTIMATORS) {
            try {
              // two untimed trees first: the timed ten then run compiled code, as a run's do
              withEstimators(kind, model, 2).fit(x, y, () -> false);
              fitted = withEstimators(kind, model, PROBE_ESTIMATORS);
              scale = (double) estimators / PROBE_ESTIMATORS;
            } catch (RuntimeException e) {
              fitted = model;
            }
          }
          try {
            // an ensemble's probe is the faster of two: the first may still run code the JIT has
            // not compiled yet (more so on a loaded machine), which a run's later fits do not
            double best = Double.POSITIVE_INFINITY;
            for (int round = 0; round < (scale > 1 ? 2 : 1); round++) {
              long t0 = THREADS.getCurrentThreadCpuTime();
              fitted.fit(x, y, () -> false);
              best = Math.min(best, (THREADS.getCurrentThreadCpuTime() - t0) / 1e9);
            }
            out.put(kind, best * scale * widthScale);
          } catch (RuntimeException e) {
            out.put(kind, 0.0);
          }
        });
    return new ProbeTimings(out);
  }

  /** At most this many distinct transform configurations are probed. */
  static final int MAX_TRANSFORM_PROBES = 40;

  /** Transform probes stop once they have taken this much CPU time in all (seconds). */
  static final double TRANSFORM_PROBE_BUDGET_SECONDS = 3.0;

  /** A transform probe faster than this (seconds) is repeated once and the second one kept. */
  static final double WARM_UP_BELOW_SECONDS = 0.2;

  /**
   * The probe timings of everything {@code census} counts on {@code dataset}: one fit per model
   * kind on the training rows (on each kind's width) and one fit and apply per transform
   * configuration.
   */
  public static ProbeTimings probe(FitCensus census, SpectroDataset dataset) {
    int[] train = dataset.trainIds();
    Block x = dataset.x(train);
    double[][] y = dataset.y(train);
    Map<String, Double> all =
        new HashMap<>(probe(census.examples(), x, y, census.inputWidths()).secondsPerFit());
    Block test = dataset.testIds().length == 0 ? null : dataset.x(dataset.testIds());
    all.putAll(probeTransforms(census.transformExamples(), x, first(y), test));
    return new ProbeTimings(all);
  }

  /**
   * Times each transform configuration of {@code transforms} (by key, in order) once: a fit on
   * {@code train} and an apply to {@code train} and {@code test} (null: none), in the thread's CPU
   * time; a probe under {@value #WARM_UP_BELOW_SECONDS} s is repeated and the second kept (the
   * first ran code the JIT had not compiled yet). Bounded: at most {@value #MAX_TRANSFORM_PROBES}
   * configurations and about {@value #TRANSFORM_PROBE_BUDGET_SECONDS} s in all; the ones left
   * unprobed cost the mean of the probed ones. A probe that fails costs 0 (the run reports it).
   * Each transform is probed on the raw columns, even one that follows a transform changing the
   * width.
   */
  static Map<String, Double> probeTransforms(
      Map<String, TransformOperator> transforms, Block train, double[] yTrain, Block test) {
    return probeTransforms(
        transforms, train, yTrain, test, MAX_TRANSFORM_PROBES, TRANSFORM_PROBE_BUDGET_SECONDS);
  }

  /** {@link #probeTransforms} with the bounds given (a test's). */
  static Map<String, Double> probeTransforms(
      Map<String, TransformOperator> transforms,
      Block train,
      double[] yTrain,
      Block test,
      int maxProbes,
      double budgetSeconds) {
    Map<String, Double> out = new LinkedHashMap<>();
    double spent = 0;
    for (Map.Entry<String, TransformOperator> e : transforms.entrySet()) {
      if (out.size() >= maxProbes || spent >= budgetSeconds) {
        break;
      }
      double t;
      try {
        t = fitApply(e.getValue(), train, yTrain, test);
        spent += t;
        if (t < WARM_UP_BELOW_SECONDS) {
          t = fitApply(e.getValue(), train, yTrain, test);
          spent += t;
        }
      } catch (RuntimeException ex) {
        t = 0;
      }
      out.put(e.getKey(), t);
    }
    double mean = out.values().stream().mapToDouble(Double::doubleValue).average().orElse(0);
    transforms.keySet().forEach(k -> out.putIfAbsent(k, mean));
    return out;
  }

  private static double fitApply(TransformOperator op, Block train, double[] y, Block test) {
    long t0 = THREADS.getCurrentThreadCpuTime();
    FittedTransform fitted = op.fit(train, y);
    fitted.apply(train);
    if (test != null) {
      fitted.apply(test);
    }
    return (THREADS.getCurrentThreadCpuTime() - t0) / 1e9;
  }

  private static double[] first(double[][] y) {
    double[] out = new double[y.length];
    for (int i = 0; i < y.length; i++) {
      out[i] = y[i].length == 0 ? 0 : y[i][0];
    }
    return out;
  }

  /** The first {@code cols} columns of {@code x}. */
  static Block firstColumns(Block x, int cols) {
    Block.Writer w = Block.writer(x.precision(), x.rows(), cols);
    double[] row = new double[x.cols()];
    for (int r = 0; r < x.rows(); r++) {
      x.copyRow(r, row);
      for (int c = 0; c < cols; c++) {
        w.set(r, c, row[c]);
      }
    }
    return w.build();
  }

  private static ModelOperator withEstimators(String kind, ModelOperator model, int n) {
    Map<String, Object> params = new HashMap<>(model.config().params());
    params.put("n_estimators", n);
    return OperatorFactory.model(model.className(), params);
  }

  /** The model's {@code n_estimators} (100, scikit-learn's default, for ensembles that omit it). */
  static int estimators(ModelOperator model) {
    Object n = model.config().params().get("n_estimators");
    if (n instanceof Number num) {
      return num.intValue();
    }
    String name = model.className();
    boolean ensemble =
        name.endsWith("RandomForestRegressor")
            || name.endsWith("RandomForestClassifier")
            || name.endsWith("GradientBoostingRegressor")
            || name.endsWith("GradientBoostingClassifier")
            || name.endsWith("ExtraTreesRegressor")
            || name.endsWith("ExtraTreesClassifier");
    return ensemble ? 100 : 0;
  }
}
