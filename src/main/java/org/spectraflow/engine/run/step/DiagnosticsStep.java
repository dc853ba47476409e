package org.spectraflow.engine.run.step;

import java.util.List;
import java.util.function.UnaryOperator;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.diagnostics.ComponentsCurve;
import org.spectraflow.engine.diagnostics.CurveFits;
import org.spectraflow.engine.diagnostics.ModelDiagnostics;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.NestedComponentsModel;
import org.spectraflow.engine.operators.NestedFit;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.reuse.PlsFitReuse;

/**
 * The model step's side of the run's diagnostics (docs/diagnostics.md), on when {@code
 * RunOptions#diagnostics()}: a PLS model gets its components curve over 1..K (K = the largest
 * {@code n_components} of its sweep group, at least its own, at most what every fold can fit), made
 * from one K-component fit per fold and one on every training row (validated on the test partition
 * when the model has no folds, as the run scores it); with the step cache on, these are the sweep's
 * own fits ({@link PlsFitReuse}). A final model (refitted, or trained without folds) gets its
 * {@link ModelDiagnostics} on its training and test rows.
 */
final class DiagnosticsStep {

  private DiagnosticsStep() {}

  /**
   * The components curve of {@code pls} over the run's folds, or without folds on the test rows
   * {@code xTest}, {@code yTest}; null for a model that is not a PLS regression.
   */
  static ModelDiagnostics componentsCurve(
      NestedComponentsModel pls,
      List<int[][]> folds,
      RowMatrix x,
      double[][] y,
      double[] yTrain,
      RowMatrix xTest,
      double[] yTest,
      Fingerprint xKey,
      StepEnv env) {
    if (!"PLSRegression".equals(pls.className())) {
      return null;
    }
    int k =
        Math.max(
            pls.components(), env.run().plan().largestComponents(env.variant().index).orElse(0));
    k = Math.min(k, Math.min(x.cols(), x.rows()));
    for (int[][] f : folds) {
      k = Math.min(k, f[0].length);
    }
    if (k < 1) {
      return null;
    }
    NestedComponentsModel sized = pls.withComponents(k);
    int size = k;
    CurveFits.Fitter fitter =
        rows -> {
          RowMatrix xs = rows == null ? x : x.selectRows(rows);
          double[][] ys = rows == null ? y : ModelController.rows(y, rows);
          Fingerprint key =
              rows == null
                  ? xKey
                  : Fingerprint.derive("fold", xKey, TransformerController.rowsFingerprint(rows));
          return fit(sized, size, xs, ys, key, env);
        };
    List<YInverse> chain = List.copyOf(env.ctx().yChain);
    UnaryOperator<double[][]> toTarget =
        p -> {
          for (int i = chain.size() - 1; i >= 0; i--) {
            chain.get(i).invert(p);
          }
          return p;
        };
    ComponentsCurve curve =
        folds.isEmpty()
            ? CurveFits.testValidated(fitter, k, x, yTrain, xTest, yTest, toTarget)
            : CurveFits.crossValidated(fitter, k, x, yTrain, folds, toTarget);
    return new ModelDiagnostics(axis(env.dataset(), x.cols()), curve, null, null, null, null);
  }

  /** A K-component fit: the sweep's own when the fit reuse is on, else a new one. */
  private static NestedFit fit(
      NestedComponentsModel sized, int k, RowMatrix x, double[][] y, Fingerprint key, StepEnv env) {
    PlsFitReuse reuse = env.run().plsFits();
    if (reuse != null) {
      return reuse.fit(sized, x, y, key, k, env);
    }
    CancellationToken token = env.run().cancellation();
    NestedFit m = sized.fit(x, y, token::isCancelled);
    env.run().counters().modelFitted();
    return m;
  }

  /**
   * The diagnostics of a final model {@code m} trained on {@code x} (dataset samples {@code xIds})
   * and predicting {@code xTest} (samples {@code testIds}); null for a model with none.
   */
  static ModelDiagnostics ofFinalModel(
      FittedModel m, RowMatrix x, RowMatrix xTest, int[] xIds, int[] testIds, StepEnv env) {
    return ModelDiagnostics.of(m, x, xTest, axis(env.dataset(), x.cols()))
        .map(d -> d.withSamples(xIds, testIds))
        .orElse(null);
  }

  /** The wavelength axis of a single-source, single-processing model input; else empty. */
  private static double[] axis(SpectroDataset ds, int features) {
    if (ds.sources().size() != 1 || ds.source(0).processingCount() != 1) {
      return new double[0];
    }
    return ds.source(0).headers() instanceof Headers.Axis a && a.size() == features
        ? a.values()
        : new double[0];
  }
}
