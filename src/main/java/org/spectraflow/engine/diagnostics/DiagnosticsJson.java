package org.spectraflow.engine.diagnostics;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writes {@link ModelDiagnostics} as the report's {@code diagnostics} object (docs/diagnostics.md
 * §6): {@code axis}; {@code cross_validation{sample, fold, y_true, y_pred}} and {@code
 * test_samples}; {@code components_curve{validation, components, cv_rmse, calibration_rmse, press,
 * fold_rmse, wold_ratio, minimum, one_standard_error, wold_r}}; for PLS {@code n_components, vip,
 * coefficients, score_variances, scores, hotelling_t2, q_residuals, t2_limit_95, t2_limit_99,
 * q_limit_95, q_limit_99, outliers_95} and {@code test{scores, hotelling_t2, q_residuals,
 * outliers_95}}; for linear models {@code coefficients}; for tree ensembles {@code
 * feature_importances}. Sample positions are 0-based, in the order of the model's training rows
 * (calibration) and of the test partition. Non-finite numbers are written as null.
 */
public final class DiagnosticsJson {

  private static final ObjectMapper JSON = new ObjectMapper();

  private DiagnosticsJson() {}

  /** The diagnostics as a JSON object. */
  public static ObjectNode tree(ModelDiagnostics d) {
    ObjectNode n = JSON.createObjectNode();
    if (d.axis().length > 0) {
      numbers(n.putArray("axis"), d.axis());
    }
    if (d.curve() != null) {
      n.set("components_curve", curve(d.curve()));
    }
    if (d.predictions() != null) {
      SamplePredictions p = d.predictions();
      ObjectNode cv = n.putObject("cross_validation");
      ints(cv.putArray("sample"), p.samples());
      ints(cv.putArray("fold"), p.folds());
      numbers(cv.putArray("y_true"), p.yTrue());
      numbers(cv.putArray("y_pred"), p.yPred());
      ints(n.putArray("test_samples"), p.testSamples());
    }
    if (d.pls() != null) {
      pls(n, d.pls(), d.test());
    } else if (d.coefficients() != null) {
      numbers(n.putArray("coefficients"), d.coefficients());
    }
    if (d.featureImportances() != null) {
      numbers(n.putArray("feature_importances"), d.featureImportances());
    }
    return n;
  }

  private static ObjectNode curve(ComponentsCurve c) {
    ObjectNode n = JSON.createObjectNode();
    n.put("validation", c.crossValidated() ? "cross_validation" : "test");
    ArrayNode comps = n.putArray("components");
    for (int a = 1; a <= c.maxComponents(); a++) {
      comps.add(a);
    }
    numbers(n.putArray("cv_rmse"), c.cvRmse());
    numbers(n.putArray("calibration_rmse"), c.calibrationRmse());
    numbers(n.putArray("press"), c.press());
    ArrayNode folds = n.putArray("fold_rmse");
    for (double[] f : c.foldRmse()) {
      numbers(folds.addArray(), f);
    }
    numbers(n.putArray("wold_ratio"), c.woldRatios());
    n.put("minimum", c.minimum());
    n.put("one_standard_error", c.oneStandardError());
    n.put("wold_r", c.woldR());
    return n;
  }

  private static void pls(ObjectNode n, PlsDiagnostics d, SampleStatistics test) {
    ControlLimits l = d.limits();
    n.put("n_components", d.fit().components());
    numbers(n.putArray("vip"), d.vip());
    numbers(n.putArray("coefficients"), d.coefficients());
    numbers(n.putArray("score_variances"), d.scoreVariances());
    samples(n, d.calibration(), l);
    number(n, "t2_limit_95", l.t2At95());
    number(n, "t2_limit_99", l.t2At99());
    number(n, "q_limit_95", l.qAt95());
    number(n, "q_limit_99", l.qAt99());
    if (test != null) {
      samples(n.putObject("test"), test, l);
    }
  }

  private static void samples(ObjectNode n, SampleStatistics s, ControlLimits l) {
    ArrayNode scores = n.putArray("scores");
    for (double[] row : s.scores()) {
      numbers(scores.addArray(), row);
    }
    numbers(n.putArray("hotelling_t2"), s.t2());
    numbers(n.putArray("q_residuals"), s.q());
    ArrayNode out = n.putArray("outliers_95");
    for (int i : s.outliers(l.t2At95(), l.qAt95())) {
      out.add(i);
    }
  }

  private static void numbers(ArrayNode a, double[] values) {
    for (double v : values) {
      if (Double.isFinite(v)) {
        a.add(v);
      } else {
        a.addNull();
      }
    }
  }

  private static void ints(ArrayNode a, int[] values) {
    for (int v : values) {
      a.add(v);
    }
  }

  private static void number(ObjectNode n, String key, double v) {
    if (Double.isFinite(v)) {
      n.put(key, v);
    } else {
      n.putNull(key);
    }
  }
}
