package org.spectraflow.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jfree.chart.JFreeChart;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.Charts;
import org.spectraflow.charts.InfluencePlot;
import org.spectraflow.charts.PredictedVsActual;
import org.spectraflow.engine.diagnostics.ControlLimits;
import org.spectraflow.engine.model.predict.PredictionTable;

/**
 * What the Apply Model window draws beside its table (docs/studio.md, "Apply model"), computed from
 * the prediction table's numbers without JavaFX: the new samples on the Hotelling T² vs Q plot
 * against the model file's 95 % limits, beside the calibration samples whose T² and Q the file
 * keeps (none for a file written before it kept them; 99 % limits are NaN and not drawn), the new
 * samples outside the domain labelled by their id, and predicted vs actual only when the data has y
 * and the model is a regression. Immutable.
 *
 * @param influence the T²/Q plot, or null when the model file has no domain section
 * @param predicted the predicted-vs-actual plot (first target), or null without y or for a
 *     classifier
 * @param outOfDomain the ids of the samples outside the domain, in table order
 */
record ApplyFigures(
    InfluencePlot influence, PredictedVsActual predicted, List<String> outOfDomain) {

  /** Copies the list. */
  ApplyFigures {
    outOfDomain = List.copyOf(outOfDomain);
  }

  /**
   * The figures of {@code table} predicted by the model named {@code model}, whose domain section
   * gave the 95 % limits {@code t2Limit} and {@code qLimit} (NaN without a section).
   */
  static ApplyFigures of(PredictionTable table, String model, double t2Limit, double qLimit) {
    return of(table, model, t2Limit, qLimit, new double[0], new double[0]);
  }

  /**
   * {@link #of(PredictionTable, String, double, double)} with the calibration samples' T² and Q
   * ({@code calibrationT2}, {@code calibrationQ}, of equal length; empty when the file has none),
   * drawn unlabelled beside the new samples.
   */
  static ApplyFigures of(
      PredictionTable table,
      String model,
      double t2Limit,
      double qLimit,
      double[] calibrationT2,
      double[] calibrationQ) {
    Objects.requireNonNull(table, "table");
    List<String> out = new ArrayList<>();
    InfluencePlot influence = null;
    if (table.t2() != null && table.inDomain() != null) {
      List<InfluencePlot.Sample> samples = new ArrayList<>(table.size());
      for (int i = 0; i < table.size(); i++) {
        boolean outside = !table.inDomain()[i];
        if (outside) {
          out.add(table.ids().get(i));
        }
        samples.add(
            new InfluencePlot.Sample(table.ids().get(i), table.t2()[i], table.q()[i], outside));
      }
      List<InfluencePlot.Sample> calibration = new ArrayList<>(calibrationT2.length);
      for (int i = 0; i < Math.min(calibrationT2.length, calibrationQ.length); i++) {
        // counted against the limits, never labelled: the labels are for the new samples
        boolean beyond = calibrationT2[i] > t2Limit || calibrationQ[i] > qLimit;
        calibration.add(new InfluencePlot.Sample("", calibrationT2[i], calibrationQ[i], beyond));
      }
      influence =
          new InfluencePlot(
              calibration.isEmpty()
                  ? "New samples: Hotelling T² vs Q"
                  : "Calibration and new samples: Hotelling T² vs Q",
              model,
              calibration,
              samples,
              new ControlLimits(t2Limit, Double.NaN, qLimit, Double.NaN),
              PredictedVsActual.Partition.NEW.label());
    }
    PredictedVsActual predicted = null;
    if (table.yTrue() != null && table.labels().isEmpty() && table.size() > 0) {
      List<PredictedVsActual.Point> points = new ArrayList<>(table.size());
      for (int i = 0; i < table.size(); i++) {
        points.add(
            new PredictedVsActual.Point(
                table.yTrue()[i][0],
                table.yPred()[i][0],
                PredictedVsActual.Partition.NEW,
                table.ids().get(i)));
      }
      predicted = PredictedVsActual.of("Predicted vs actual", model, points);
    }
    return new ApplyFigures(influence, predicted, out);
  }

  /**
   * A prediction table with its figures and their charts, built off the FX thread.
   *
   * @param table the predictions
   * @param figures what the window draws
   * @param charts the JFreeChart of each figure present (T²/Q first), ready to show
   */
  record Applied(PredictionTable table, ApplyFigures figures, List<JFreeChart> charts) {

    /** Copies the list. */
    Applied {
      charts = List.copyOf(charts);
    }

    /** {@code table} with its figures' charts drawn in the light look. */
    static Applied of(PredictionTable table, ApplyFigures figures) {
      List<JFreeChart> charts = new ArrayList<>();
      if (figures.influence() != null) {
        charts.add(Charts.create(figures.influence(), ChartLook.LIGHT));
      }
      if (figures.predicted() != null) {
        charts.add(Charts.create(figures.predicted(), ChartLook.LIGHT));
      }
      return new Applied(table, figures, charts);
    }
  }
}
