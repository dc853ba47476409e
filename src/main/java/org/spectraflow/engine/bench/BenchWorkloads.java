package org.spectraflow.engine.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * The named workloads of the {@code bench} command: {@code d03} (the D03 preprocessing sweep, 64
 * variants), {@code branches} (one variant with six duplication branches, a transform and a PLS
 * model in each) and {@code large} (feature augmentation of three transforms and PLS on a large
 * synthetic dataset, 5000 × 2000 by default); on request {@code sample06} (the generator-syntax
 * sample sweep, 150 variants with a 100-tree random forest in each, full cache only).
 */
public final class BenchWorkloads {

  /** The workload names, in the order the command runs them. */
  public static final List<String> NAMES = List.of("d03", "branches", "large");

  /** Workloads run only when named ({@code sample06}: 150 variants, one forest in each). */
  public static final List<String> ON_REQUEST = List.of("sample06");

  private static final String D03_RESOURCE = "/org/spectraflow/demo/d03-sweep.json";
  private static final String OPS = "nirs4all.operators.transforms.";
  private static final String SNV = "\"" + OPS + "scalers.StandardNormalVariate\"";
  private static final String DETREND = "\"" + OPS + "signal.Detrend\"";
  private static final String MSC = "\"" + OPS + "nirs.MultiplicativeScatterCorrection\"";
  private static final String SNV_CLASS = "{\"class\": " + SNV + "}";
  private static final String MSC_CLASS = "{\"class\": " + MSC + "}";
  private static final String EMSC =
      op("nirs.ExtendedMultiplicativeScatterCorrection", "\"scale\": false");
  private static final String GAUSSIAN = op("signal.Gaussian", "\"order\": 1, \"sigma\": 2");
  private static final String D1 = op("nirs.SavitzkyGolay", "\"window_length\": 11, \"deriv\": 1");
  private static final String SMOOTH = op("nirs.SavitzkyGolay", "\"window_length\": 15");

  private BenchWorkloads() {}

  /** The D03 sweep (the demo document {@code d03-sweep.json}) on {@code dataset}. */
  public static BenchWorkload d03(SpectroDataset dataset) {
    return new BenchWorkload("d03", PipelineReader.readJson(resource(D03_RESOURCE)), dataset);
  }

  /**
   * The generator-syntax sample sweep (150 variants): MinMaxScaler, y scaled, 2 of SNV / MSC /
   * Detrend (a fixed {@code _seed_}, so every run picks the same two), ShuffleSplit(3 folds), then
   * four model steps in every variant: PLS (5 sizes), Ridge (5 alphas), a 100-tree
   * RandomForestRegressor(random_state=42) and one of three ElasticNets. The forest is the same in
   * the 75 variants of a preprocessing, so the full cache fits it once per fold (docs/caching.md).
   * Run only under the full cache (no_cache takes many minutes).
   */
  public static BenchWorkload sample06(SpectroDataset dataset) {
    String sk = "\"sklearn.";
    String doc =
        "{\"name\": \"generator syntax sample\", \"pipeline\": ["
            + "{\"class\": "
            + sk
            + "preprocessing.MinMaxScaler\"}, "
            + "{\"y_processing\": {\"class\": "
            + sk
            + "preprocessing.StandardScaler\"}}, "
            + "{\"_or_\": ["
            + SNV_CLASS
            + ", "
            + MSC_CLASS
            + ", "
            + op("signal.Detrend", "\"bp\": 0")
            + "], \"count\": 2, \"_seed_\": 0}, "
            + "{\"class\": "
            + sk
            + "model_selection.ShuffleSplit\", \"params\": "
            + "{\"n_splits\": 3, \"test_size\": 0.25, \"random_state\": 42}}, "
            + "{\"model\": {\"class\": "
            + sk
            + "cross_decomposition.PLSRegression\"}, "
            + "\"_range_\": [2, 15, 3], \"param\": \"n_components\"}, "
            + "{\"model\": {\"class\": "
            + sk
            + "linear_model.Ridge\"}, "
            + "\"_log_range_\": [0.001, 100, 5], \"param\": \"alpha\"}, "
            + "{\"model\": {\"class\": "
            + sk
            + "ensemble.RandomForestRegressor\", \"params\": {\"random_state\": 42}}}, "
            + "{\"_or_\": ["
            + elasticNet(0.2)
            + ", "
            + elasticNet(0.5)
            + ", "
            + elasticNet(0.8)
            + "]}]}";
    return new BenchWorkload(
        "sample06", PipelineReader.readJson(doc), dataset, List.of(CachePreset.FULL_CACHE));
  }

  private static String elasticNet(double l1Ratio) {
    return "{\"model\": {\"class\": \"sklearn.linear_model.ElasticNet\", \"params\": "
        + "{\"alpha\": 0.1, \"l1_ratio\": "
        + l1Ratio
        + "}}}";
  }

  /**
   * Any pipeline document on {@code dataset}, named after its file (e.g. {@code sweep-640.json}):
   * the 640-variant sweep of docs/performance.md is {@code bench tools/bench/sweep-640.json}.
   */
  public static BenchWorkload document(
      String name, PipelineDocument pipeline, SpectroDataset dataset) {
    return new BenchWorkload(name, pipeline, dataset);
  }

  /**
   * A branch-heavy pipeline on synthetic data: SNV, then six duplication branches (first
   * derivative, Detrend, EMSC, Gaussian derivative, smoothing then Detrend, MSC), PLS with {@code
   * components} components in each branch.
   */
  public static BenchWorkload branches(SyntheticNirs data, int components) {
    String branches =
        String.join(
            ", ",
            "[" + D1 + "]",
            "[" + DETREND + "]",
            "[" + EMSC + "]",
            "[" + GAUSSIAN + "]",
            "[" + SMOOTH + ", " + DETREND + "]",
            "[" + MSC + "]");
    String doc =
        "{\"name\": \"branch-heavy pipeline\", \"pipeline\": ["
            + SNV
            + ", {\"branch\": ["
            + branches
            + "]}, "
            + pls(components)
            + "]}";
    return new BenchWorkload("branches", PipelineReader.readJson(doc), data.generate());
  }

  /**
   * A large synthetic dataset: feature augmentation of SNV, first derivative and Detrend (four
   * processings with the raw one), then PLS with {@code components} components.
   */
  public static BenchWorkload large(SyntheticNirs data, int components) {
    String doc =
        "{\"name\": \"large synthetic dataset\", \"pipeline\": ["
            + "{\"feature_augmentation\": ["
            + SNV
            + ", "
            + D1
            + ", "
            + DETREND
            + "]}, "
            + pls(components)
            + "]}";
    return new BenchWorkload("large", PipelineReader.readJson(doc), data.generate());
  }

  private static String op(String name, String params) {
    return "{\"class\": \"" + OPS + name + "\", \"params\": {" + params + "}}";
  }

  private static String pls(int components) {
    return "{\"model\": {\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\", "
        + "\"params\": {\"n_components\": "
        + components
        + "}}}";
  }

  private static String resource(String name) {
    try (InputStream in = BenchWorkloads.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("bench: resource " + name + " is missing from the build");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("bench: cannot read resource " + name, e);
    }
  }
}
