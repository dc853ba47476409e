package org.spectraflow.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.estimate.EtaModel;
import org.spectraflow.engine.estimate.FitCensus;
import org.spectraflow.engine.estimate.FitProbe;
import org.spectraflow.engine.estimate.ProbeTimings;
import org.spectraflow.engine.estimate.RunEstimate;
import org.spectraflow.engine.estimate.RunEstimator;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.check.DataSize;
import org.spectraflow.engine.run.check.StartCheck;
import org.spectraflow.engine.run.check.StartCheckReport;

/**
 * {@code run --dry-run}: the run's estimated duration (docs/performance.md, "Time before running")
 * with its fits per model kind, and a warning when it is above {@link RunEstimate#WARN_ABOVE}; runs
 * nothing. The progress bar's ETA of a real run uses the same estimate ({@link #etaModel}).
 */
final class DryRun {

  private DryRun() {}

  /**
   * The ETA model of a run about to start (the same estimate as the dry run's, probe included), or
   * null when the document cannot be estimated (the run reports why).
   */
  static EtaModel etaModel(
      PipelineDocument doc,
      SpectroDataset dataset,
      boolean caching,
      long maxVariants,
      int threads) {
    try {
      return new EtaModel(
          new RunEstimator(OperatorRegistry.standard())
              .estimate(doc, dataset, maxVariants, threads, caching)
              .variantSeconds());
    } catch (RuntimeException e) {
      return null;
    }
  }

  static int print(
      PipelineDocument doc,
      SpectroDataset dataset,
      boolean caching,
      long maxVariants,
      int threads,
      PrintWriter out,
      PrintWriter err) {
    err.flush();
    // the run's own start check first: a document the run would refuse gets the run's error
    // lines and exit code, not an estimate (docs/performance.md, "Time before running")
    StartCheckReport check =
        new StartCheck(OperatorRegistry.standard())
            .check(doc, DataSize.of(dataset), maxVariants, () -> false);
    if (!check.runnable()) {
      check.errors().forEach(e -> err.println("error: " + e));
      err.flush();
      return 1;
    }
    RunEstimator estimator = new RunEstimator(OperatorRegistry.standard());
    FitCensus census = estimator.census(doc, dataset, maxVariants);
    ProbeTimings timings = FitProbe.probe(census, dataset);
    RunEstimate estimate =
        RunEstimate.of(census, timings, threads, caching, RunEstimate.PER_VARIANT_SECONDS);
    out.printf(
        Locale.ROOT,
        "dry run: %d variants, step cache %s; %s%n",
        census.variants(),
        caching ? "on" : "off",
        estimate.summary());
    for (String kind : census.kinds()) {
      // the refit pass fits each kind fitted on folds once more, as the headline counts it
      int refit = census.refitKinds().contains(kind) ? 1 : 0;
      out.printf(
          Locale.ROOT,
          "  %-28s %6d fits (%d distinct%s), probe %.3f s per fit%n",
          kind,
          census.fits(kind, false) + refit,
          census.fits(kind, true) + refit,
          refit == 1 ? ", with the refit" : "",
          timings.of(kind));
    }
    long applied = 0;
    long distinct = 0;
    double seconds = 0;
    for (int i = 0; i < census.variants(); i++) {
      for (FitCensus.VariantFits f : census.transforms(i)) {
        applied += f.fits();
        distinct += f.distinct();
        seconds += (caching ? f.distinct() : f.fits()) * timings.of(f.kind());
      }
    }
    if (applied > 0) {
      out.printf(
          Locale.ROOT,
          "  %-28s %6d applied (%d distinct, %d configurations), probed %.3f s in all%n",
          "transforms",
          applied,
          distinct,
          census.transformExamples().size(),
          seconds);
    }
    out.println("dry run: nothing was run");
    out.flush();
    if (estimate.warns()) {
      err.println("warning: this run takes " + estimate.summary());
      err.flush();
    }
    return 0;
  }
}
