package org.spectraflow.engine.model.predict;

import java.util.LinkedHashMap;
import java.util.Map;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.file.SavedModel;
import org.spectraflow.engine.operators.metric.Metric;

/**
 * Predicts new spectra with a saved model: aligns them with the training axis ({@link AxisMatch}),
 * predicts through the rebuilt pipeline (the run's own code path and precision), scores the
 * predictions when the spectra come with targets, and adds the applicability-domain figures when
 * the model has a {@code domain} section ({@link DomainScores}). Stateless.
 */
public final class Predictor {

  private Predictor() {}

  /**
   * The predictions of {@code model} for {@code spectra}.
   *
   * @param resample resample linearly onto the training axis when the axes differ
   * @throws IllegalArgumentException when the wavelengths do not match (both axes named)
   */
  public static PredictionTable predict(SavedModel model, NewSpectra spectra, boolean resample) {
    FittedPipeline pipeline = model.pipeline();
    Block x = AxisMatch.align(spectra.x(), spectra.axis(), pipeline.shape(), resample);
    double[][] p = pipeline.predict(x);
    Map<String, Double> scores = new LinkedHashMap<>();
    double[][] y = spectra.y();
    if (y != null && y.length == p.length && p.length > 0) {
      double[] truth = first(y);
      double[] pred = first(p);
      if (pipeline.classification()) {
        scores.put("accuracy", Metric.ACCURACY.score(truth, pred));
        scores.put("balanced_accuracy", Metric.BALANCED_ACCURACY.score(truth, pred));
      } else {
        scores.put("rmse", Metric.RMSE.score(truth, pred));
        scores.put("r2", Metric.R2.score(truth, pred));
      }
    }
    DomainScores domain = DomainScores.of(model, pipeline, x);
    return new PredictionTable(
        spectra.ids(),
        p,
        y,
        pipeline.classification() ? model.classNames() : java.util.List.of(),
        domain == null ? null : domain.t2(),
        domain == null ? null : domain.q(),
        domain == null ? null : domain.inDomain(),
        scores,
        spectra.partition());
  }

  private static double[] first(double[][] m) {
    double[] out = new double[m.length];
    for (int i = 0; i < m.length; i++) {
      out[i] = m[i][0];
    }
    return out;
  }
}
