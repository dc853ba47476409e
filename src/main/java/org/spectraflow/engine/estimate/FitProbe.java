package org.spectraflow.engine.estimate;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.ModelOperator;

/**
 * Times one small fit of each model kind on the run's training rows: an ensemble with more than
 * {@value #PROBE_ESTIMATORS} {@code n_estimators} is probed with {@value #PROBE_ESTIMATORS} and its
 * time scaled by {@code n_estimators / }{@value #PROBE_ESTIMATORS} (each tree costs about the
 * same); other models fit as configured. The time is the probing thread's CPU time, so a loaded
 * machine changes it less than wall time would. A kind whose probe fit fails counts as free (the
 * run will report the failure).
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
