package org.spectraflow.engine.model.predict;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.diagnostics.ControlLimits;
import org.spectraflow.engine.diagnostics.PlsDiagnostics;
import org.spectraflow.engine.diagnostics.PlsFit;
import org.spectraflow.engine.diagnostics.SampleStatistics;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.file.SaveDetails;
import org.spectraflow.engine.operators.FittedState;

/**
 * The applicability domain of a PLS model (docs/model-file.md, "domain"), kind {@code pls_t2_q}:
 * for spectra after the pipeline's transforms, autoscaled as the PLS saw them ({@code X_s}), the
 * scores {@code T = X_s·W(PᵀW)⁻¹} over the model's components, Hotelling {@code T²_i = Σ_a
 * t_ia²/var(t_a)} (training score variances, ddof 1) and {@code Q_i = Σ_j e_ij²} with {@code E =
 * X_s − T·Pᵀ}. The limits, from the training spectra at 95 %: {@code T²_lim = A(n−1)/(n−A)·
 * F_0.95(A, n−A)} and Q by Jackson–Mudholkar from the traces of the residual covariance's first
 * three powers. A sample is in the domain when it is within both. The figures are the run's own
 * diagnostics ({@link PlsDiagnostics}, docs/diagnostics.md). The section also keeps each training
 * sample's T² and Q, so that new samples can be plotted beside the calibration without the training
 * data. Stateless.
 */
public final class PlsDomain {

  /** The confidence of the limits. */
  public static final double CONFIDENCE = 0.95;

  private PlsDomain() {}

  /**
   * The save details of {@code pipeline} fitted on {@code dataset} ({@link SaveDetails#of}) with
   * the domain section when its model is a PLS.
   */
  public static SaveDetails details(SpectroDataset dataset, String text, FittedPipeline pipeline) {
    SaveDetails d = SaveDetails.of(dataset, text);
    int[] train = dataset.trainIds();
    if (dataset.sources().size() != 1 || train.length < 3) {
      return d;
    }
    FittedState domain =
        fit(pipeline, dataset.source(0).block(FeatureSource.RAW).selectRows(train));
    return domain == null ? d : d.withDomain(domain);
  }

  /** The domain section for a pipeline trained on raw spectra {@code train}, or null (not PLS). */
  public static FittedState fit(FittedPipeline pipeline, Block train) {
    PlsFit pls = PlsFit.ofState(pipeline.model().state()).orElse(null);
    int n = train.rows();
    if (pls == null || n <= pls.components() + 1) {
      return null;
    }
    PlsDiagnostics calibration = PlsDiagnostics.of(pls, pipeline.features(train));
    ControlLimits limits = calibration.limits();
    return FittedState.of("pls_t2_q")
        .with("components", (double) pls.components())
        .with("samples", (double) n)
        .with("confidence", CONFIDENCE)
        .with("t2_limit", limits.t2At95())
        .with("q_limit", Double.isNaN(limits.qAt95()) ? 0 : limits.qAt95())
        .with("score_variance", calibration.scoreVariances())
        .with("calibration_t2", calibration.calibration().t2())
        .with("calibration_q", calibration.calibration().q());
  }

  /** T², Q and the in-domain flags of raw spectra {@code x}, or null for another kind. */
  static DomainScores scores(FittedState domain, FittedPipeline pipeline, Block x) {
    PlsFit pls = PlsFit.ofState(pipeline.model().state()).orElse(null);
    if (!domain.kind().equals("pls_t2_q") || pls == null) {
      return null;
    }
    SampleStatistics s =
        PlsDiagnostics.project(pls, domain.vector("score_variance"), pipeline.features(x));
    double t2Limit = domain.number("t2_limit");
    double qLimit = domain.number("q_limit");
    double[] t2 = s.t2();
    double[] q = s.q();
    boolean[] in = new boolean[x.rows()];
    for (int i = 0; i < in.length; i++) {
      in[i] = t2[i] <= t2Limit && q[i] <= qLimit;
    }
    return new DomainScores(t2, q, in);
  }
}
