package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.diagnostics.ControlLimits;
import org.spectraflow.engine.diagnostics.PlsDiagnostics;
import org.spectraflow.engine.diagnostics.SampleStatistics;

/**
 * Hotelling T² against Q residuals (docs/diagnostics.md §3–§4): calibration and test samples, the
 * 95 % and 99 % limits of both as dashed and solid lines, and the samples beyond a 95 % limit
 * labelled by their dataset sample ids (the number alone; hover names {@code sample 12}; without
 * ids {@code c12}: calibration sample 12, {@code t3}: test sample 3, 0-based positions).
 *
 * @param title the chart's title
 * @param modelLabel names the model (shortened when drawn)
 * @param calibration the calibration samples
 * @param test the test samples (may be empty)
 * @param limits the T² and Q limits
 * @param testName how the legend and the count line name the {@code test} samples ({@code test} in
 *     a run; {@code new samples} for spectra a saved model predicts)
 */
public record InfluencePlot(
    String title,
    String modelLabel,
    List<Sample> calibration,
    List<Sample> test,
    ControlLimits limits,
    String testName)
    implements ChartModel {

  /** A plot whose {@code test} samples are named {@code test}. */
  public InfluencePlot(
      String title,
      String modelLabel,
      List<Sample> calibration,
      List<Sample> test,
      ControlLimits limits) {
    this(title, modelLabel, calibration, test, limits, "test");
  }

  /**
   * One sample.
   *
   * @param label its label ({@code sample 12}, else {@code c12}, {@code t3})
   * @param t2 its Hotelling T²
   * @param q its Q residual
   * @param outlier true when beyond a 95 % limit
   * @param id its dataset sample id, -1 when unknown
   */
  public record Sample(String label, double t2, double q, boolean outlier, int id) {

    /** A sample without a dataset id. */
    public Sample(String label, double t2, double q, boolean outlier) {
      this(label, t2, q, outlier, -1);
    }
  }

  /** Copies the lists. */
  public InfluencePlot {
    Objects.requireNonNull(title, "title");
    calibration = List.copyOf(calibration);
    test = List.copyOf(test);
    Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(testName, "testName");
  }

  /** The plot of {@code d} with the test samples {@code test} (null: none). */
  public static InfluencePlot of(
      String title, String modelLabel, PlsDiagnostics d, SampleStatistics test) {
    return of(title, modelLabel, d, test, new int[0], new int[0]);
  }

  /**
   * The plot of {@code d} with the test samples {@code test} (null: none), the calibration rows
   * being dataset samples {@code calibrationIds} and the test rows {@code testIds} (either empty
   * when unknown: then positions name them).
   */
  public static InfluencePlot of(
      String title,
      String modelLabel,
      PlsDiagnostics d,
      SampleStatistics test,
      int[] calibrationIds,
      int[] testIds) {
    ControlLimits l = d.limits();
    return new InfluencePlot(
        title,
        modelLabel,
        samples("c", d.calibration(), l, calibrationIds),
        test == null ? List.of() : samples("t", test, l, testIds),
        l);
  }

  private static List<Sample> samples(
      String prefix, SampleStatistics s, ControlLimits l, int[] ids) {
    double[] t2 = s.t2();
    double[] q = s.q();
    boolean named = ids.length == t2.length;
    List<Sample> out = new ArrayList<>(t2.length);
    for (int i = 0; i < t2.length; i++) {
      out.add(
          new Sample(
              named ? PredictedVsActual.sampleName(ids[i]) : prefix + i,
              t2[i],
              q[i],
              t2[i] > l.t2At95() || q[i] > l.qAt95(),
              named ? ids[i] : -1));
    }
    return out;
  }

  /**
   * The count line: {@code 131 calibration (16 beyond 95 %) · 60 test (2 beyond 95 %)}; without
   * calibration samples (new spectra against a model file's limits) only the test part.
   */
  public String counts() {
    String tested =
        test.size()
            + " "
            + testName
            + " ("
            + test.stream().filter(Sample::outlier).count()
            + " beyond a 95 % limit)";
    if (calibration.isEmpty()) {
      return tested;
    }
    return calibration.size()
        + " calibration ("
        + calibration.stream().filter(Sample::outlier).count()
        + " beyond a 95 % limit) · "
        + tested;
  }

  @Override
  public List<String> subtitles() {
    return List.of(ChartLook.shorten(modelLabel, PredictedVsActual.LABEL_CHARS), counts());
  }
}
