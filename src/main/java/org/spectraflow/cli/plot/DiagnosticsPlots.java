package org.spectraflow.cli.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.charts.ComponentsCurvePlot;
import org.spectraflow.charts.InfluencePlot;
import org.spectraflow.charts.SpectralProfile;
import org.spectraflow.engine.diagnostics.ModelDiagnostics;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * The diagnostics charts {@code run --diagnostics --plot} writes (docs/diagnostics.md) for the
 * refitted PLS model (the best model when it is one, else the first PLS with diagnostics): {@code
 * components-curve} ({@link ComponentsCurvePlot}), {@code vip} and {@code coefficients} over the
 * wavelength axis ({@link SpectralProfile}) and {@code t2-q} ({@link InfluencePlot}). None when the
 * run has no PLS diagnostics.
 */
final class DiagnosticsPlots {

  /** Height of the wavelength charts, in pixels. */
  static final int PROFILE_HEIGHT = 500;

  private DiagnosticsPlots() {}

  static List<Path> write(RunReport report, ChartFiles files) {
    List<Path> written = new ArrayList<>();
    Optional<Chosen> chosen = choose(report);
    if (chosen.isEmpty()) {
      return written;
    }
    ModelDiagnostics d = chosen.get().model.diagnostics();
    String label = chosen.get().label;
    if (d.curve() != null) {
      written.addAll(
          files.write(
              new ComponentsCurvePlot("Error vs number of PLS components", label, d.curve()),
              "components-curve",
              RunPlots.WIDTH,
              RunPlots.HEIGHT));
    }
    var pls = d.pls();
    written.addAll(
        files.write(
            SpectralProfile.of(
                "VIP (variable importance in projection)",
                label,
                d.axis(),
                pls.vip(),
                "VIP",
                1.0,
                "VIP = 1"),
            "vip",
            RunPlots.WIDTH,
            PROFILE_HEIGHT));
    written.addAll(
        files.write(
            SpectralProfile.of(
                "Regression coefficients (∂ŷ/∂x, preprocessed units)",
                label,
                d.axis(),
                pls.coefficients(),
                "coefficient",
                0.0,
                "0"),
            "coefficients",
            RunPlots.WIDTH,
            PROFILE_HEIGHT));
    written.addAll(
        files.write(
            InfluencePlot.of(
                "Hotelling T² vs Q residuals",
                label,
                pls,
                d.test(),
                d.calibrationSamples(),
                d.testSamples()),
            "t2-q",
            RunPlots.WIDTH,
            RunPlots.HEIGHT));
    return written;
  }

  private record Chosen(ModelReport model, String label) {}

  /** The best model when it has PLS diagnostics, else the first model that has. */
  private static Optional<Chosen> choose(RunReport report) {
    Chosen first = null;
    for (VariantReport v : report.variants()) {
      for (ModelReport m : v.models()) {
        if (m.diagnostics() == null || m.diagnostics().pls() == null) {
          continue;
        }
        String refit = m.refitTest() != null ? " (refit)" : "";
        Chosen c = new Chosen(m, "variant " + v.index() + ": " + v.name() + refit);
        boolean best =
            report
                .bestModel()
                .filter(b -> b.variant() == v.index() && b.model().equals(m.name()))
                .isPresent();
        if (best) {
          return Optional.of(c);
        }
        if (first == null) {
          first = c;
        }
      }
    }
    return Optional.ofNullable(first);
  }
}
