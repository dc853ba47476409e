package org.spectraflow.engine.estimate;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * A run's duration before it runs: the probe's seconds per fit of each kind times the fits the run
 * makes (the distinct ones with the step cache, all of them without), plus each transform
 * application's probe time (the distinct ones with the step cache: {@link
 * FitCensus#transforms(int)}) and a fixed cost per variant, spread over the run's cores (variants
 * run on every core and a forest's trees on every waiting worker). The same per-variant costs weigh
 * finished variants for the ETA ({@link EtaModel}); the refit pass adds one fit of each kind fitted
 * on folds and the transforms of the costliest variant once more, at the end. Limits: every fit of
 * a kind costs its probe's fit, whatever its parameters (a 2-component PLS as a 14-component one).
 * Immutable.
 *
 * @param cpuSeconds the work of the whole run
 * @param cores the worker threads it runs on (≥ 1)
 * @param variantSeconds per variant in index order, its share of {@code cpuSeconds}
 * @param main the kind costing most, null without model steps
 * @param mainFits the fits of {@code main} the run makes
 * @param caching true when counted with the step cache (distinct fits)
 */
public record RunEstimate(
    double cpuSeconds,
    int cores,
    List<Double> variantSeconds,
    String main,
    long mainFits,
    boolean caching) {

  /**
   * What a run costs before and around its fits whatever its size: reading the data, expanding and
   * checking the document, and the JIT compiling the code paths it meets for the first time (the
   * smallest samples' whole processes take 1.6–2.1 s of CPU / 2 on a quiet machine, 2.6–3.7 s on a
   * loaded one, for about 0.6 s of counted fits and transforms; docs/performance.md, "The estimate
   * against the truth" and "The start term").
   */
  public static final double START_SECONDS = 1.5;

  /** The default cost of a variant beyond its fits and transforms (planning, scoring). */
  public static final double PER_VARIANT_SECONDS = 0.01;

  /**
   * Runs estimated longer than this get a warning: the CLI's dry run prints one and the studio
   * shows the estimate in its warning style (docs/performance.md, "Time before running").
   */
  public static final Duration WARN_ABOVE = Duration.ofSeconds(30);

  /** Copies the per-variant costs. */
  public RunEstimate {
    if (cores < 1) {
      throw new IllegalArgumentException("cores must be >= 1, was " + cores);
    }
    variantSeconds = List.copyOf(variantSeconds);
  }

  /**
   * The estimate of the run counted by {@code census} with the probe's {@code timings}.
   *
   * @param caching true when the step cache is on (each distinct fit is made once)
   * @param perVariantSeconds the cost of a variant beyond its fits
   */
  public static RunEstimate of(
      FitCensus census,
      ProbeTimings timings,
      int cores,
      boolean caching,
      double perVariantSeconds) {
    Double[] perVariant = new Double[census.variants()];
    double total = 0;
    double refitTransforms = 0;
    for (int i = 0; i < perVariant.length; i++) {
      double s = perVariantSeconds;
      for (FitCensus.VariantFits f : census.variant(i)) {
        s += (caching ? f.distinct() : f.fits()) * timings.of(f.kind());
      }
      double transforms = 0;
      for (FitCensus.VariantFits f : census.transforms(i)) {
        s += (caching ? f.distinct() : f.fits()) * timings.of(f.kind());
        transforms += f.fits() * timings.of(f.kind());
      }
      refitTransforms = Math.max(refitTransforms, transforms);
      perVariant[i] = s;
      total += s;
    }
    // the refit pass after the variants: one more fit of each kind fitted on folds, after its
    // variant's transforms applied again (the costliest variant's, the best one being unknown)
    double refit = 0;
    for (String kind : census.refitKinds()) {
      refit += timings.of(kind);
    }
    if (!census.refitKinds().isEmpty()) {
      refit += refitTransforms;
    }
    if (perVariant.length > 0) {
      perVariant[perVariant.length - 1] += refit;
      total += refit;
    }
    String main = null;
    double mainCost = -1;
    long mainFits = 0;
    for (String kind : census.kinds()) {
      long fits = census.fits(kind, caching) + (census.refitKinds().contains(kind) ? 1 : 0);
      double cost = fits * timings.of(kind);
      if (cost > mainCost) {
        main = kind;
        mainCost = cost;
        mainFits = fits;
      }
    }
    return new RunEstimate(total, cores, List.of(perVariant), main, mainFits, caching);
  }

  /**
   * The expected wall time: the work spread over the cores, plus the start ({@link
   * #START_SECONDS}).
   */
  public Duration wall() {
    return Duration.ofMillis(Math.round((cpuSeconds / cores + START_SECONDS) * 1000));
  }

  /** True when the expected wall time is above {@code threshold}. */
  public boolean exceeds(Duration threshold) {
    return wall().compareTo(threshold) > 0;
  }

  /** True when the run deserves a warning: its wall time is above {@link #WARN_ABOVE}. */
  public boolean warns() {
    return exceeds(WARN_ABOVE);
  }

  /** One line, e.g. {@code about 40 s on 2 cores; 9 distinct RandomForestRegressor fits}. */
  public String summary() {
    String line = "about " + format(wall()) + " on " + cores + (cores == 1 ? " core" : " cores");
    if (main != null) {
      line += "; " + mainFits + (caching ? " distinct " : " ") + main + " fits";
    }
    return line;
  }

  /** A duration as people read it: {@code 40 s}, {@code 3 min 20 s}, {@code 1 h 5 min}. */
  public static String format(Duration d) {
    long s = Math.max(0, Math.round(d.toMillis() / 1000.0));
    if (s < 60) {
      return s + " s";
    }
    if (s < 3600) {
      return String.format(Locale.ROOT, "%d min %d s", s / 60, s % 60);
    }
    return String.format(Locale.ROOT, "%d h %d min", s / 3600, (s % 3600) / 60);
  }
}
