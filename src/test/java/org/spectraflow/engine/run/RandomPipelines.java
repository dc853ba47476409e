package org.spectraflow.engine.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Draws random pipeline documents from the generator grammar (docs/pipeline-language.md §3): {@code
 * _or_}, {@code _cartesian_} and {@code _range_} over the supported transforms with random
 * parameters, an optional KFold or ShuffleSplit, an optional {@code feature_augmentation}, an
 * optional duplication branch (a fixed model per branch, or a features merge) and PLS or Ridge
 * models with {@code n_components} sweeps, or small seeded RandomForest / GradientBoosting
 * regressors. The sample keywords are drawn from a second stream (so the draws above stay those of
 * earlier versions): {@code sample_augmentation} with the five augmenters, {@code exclude} or the
 * legacy {@code sample_filter} with the two filters, {@code tag} with a {@code by_tag} or {@code
 * by_filter} separation branch put back by a concat merge, and a predictions merge stacked by a
 * {@code MetaModel}. Small by construction: at most a few dozen variants.
 */
final class RandomPipelines {

  private final SplittableRandom rng;
  private final SplittableRandom kw;

  RandomPipelines(long seed) {
    this.rng = new SplittableRandom(seed);
    this.kw = new SplittableRandom(seed ^ 0x6b6579776f726473L);
  }

  /** The next document's JSON text. */
  String next() {
    List<String> steps = new ArrayList<>();
    if (kw.nextInt(4) == 0) {
      steps.add(augmentation());
    }
    if (kw.nextInt(4) == 0) {
      steps.add(exclusion());
    }
    Optional<String> split = splitter();
    split.ifPresent(steps::add);
    int stages = rng.nextInt(3);
    if (stages == 2 && rng.nextBoolean()) {
      steps.add("{\"_cartesian_\": [" + choice(2) + ", " + choice(2) + "]}");
    } else {
      for (int i = 0; i < stages; i++) {
        steps.add(rng.nextBoolean() ? choice(3) : transform());
      }
    }
    if (rng.nextInt(4) == 0) {
      steps.add(
          "{\"feature_augmentation\": ["
              + transform()
              + ", "
              + transform()
              + "], "
              + "\"action\": \""
              + (rng.nextBoolean() ? "add" : "extend")
              + "\"}");
    }
    int shape = rng.nextInt(3);
    int keyword = kw.nextInt(5);
    if (keyword == 0) {
      steps.addAll(separation());
      steps.add(model());
    } else if (keyword == 1 && split.isPresent()) {
      steps.add("{\"branch\": [" + branch() + ", " + branch() + "]}");
      steps.add("{\"merge\": \"predictions\"}");
      steps.add(
          "{\"model\": {\"class\": \"nirs4all.operators.models.MetaModel\", \"params\": "
              + "{\"model\": {\"class\": \"sklearn.linear_model.Ridge\", \"params\": {\"alpha\": "
              + (1 + kw.nextInt(3))
              + "}}}}, \"name\": \"meta\"}");
    } else
      switch (shape) {
        case 0 -> steps.add("{\"branch\": [" + branch() + ", " + branch() + "]}");
        case 1 -> {
          steps.add("{\"branch\": [[" + transform() + "], [" + transform() + "]]}");
          steps.add("{\"merge\": \"features\"}");
          steps.add(model());
        }
        default -> steps.add(model());
      }
    return "{\"random_state\": "
        + rng.nextInt(100)
        + ", \"pipeline\": ["
        + String.join(", ", steps)
        + "]}";
  }

  /** A sample_augmentation step over one to three of the five augmenters. */
  private String augmentation() {
    List<String> ops = new ArrayList<>();
    String[] all = {
      "{\"class\": \"nirs4all.operators.transforms.Rotate_Translate\", \"params\": {\"p_range\": 1.0}}",
      "{\"class\": \"nirs4all.operators.transforms.GaussianAdditiveNoise\", \"params\": {\"sigma\": 0.01,"
          + " \"smoothing_kernel_width\": "
          + (1 + kw.nextInt(4))
          + "}}",
      "{\"class\": \"nirs4all.operators.transforms.MultiplicativeNoise\", \"params\": {\"random_state\": "
          + kw.nextInt(5)
          + "}}",
      "{\"class\": \"nirs4all.operators.transforms.LinearBaselineDrift\"}",
      "{\"class\": \"nirs4all.operators.transforms.WavelengthShift\", \"params\": {\"shift_range\": [-1, 1]}}"
    };
    int n = 1 + kw.nextInt(3);
    for (int i = 0; i < n; i++) {
      ops.add(all[kw.nextInt(all.length)]);
    }
    return "{\"sample_augmentation\": {\"transformers\": ["
        + String.join(", ", ops)
        + "], "
        + "\"count\": "
        + (1 + kw.nextInt(2))
        + ", \"selection\": \""
        + (kw.nextBoolean() ? "random" : "all")
        + "\""
        + (kw.nextBoolean() ? ", \"random_state\": " + kw.nextInt(50) : "")
        + "}}";
  }

  /** An exclude step (or the legacy sample_filter form) with one or two filters. */
  private String exclusion() {
    String y =
        "{\"class\": \"nirs4all.operators.filters.YOutlierFilter\", \"params\": {\"method\": \""
            + (kw.nextBoolean() ? "zscore" : "iqr")
            + "\", \"threshold\": "
            + (1 + kw.nextInt(2))
            + "}}";
    String q = "{\"class\": \"nirs4all.operators.filters.SpectralQualityFilter\"}";
    String filters = kw.nextBoolean() ? y : y + ", " + q;
    String mode = kw.nextBoolean() ? "any" : "all";
    return kw.nextInt(4) == 0
        ? "{\"sample_filter\": {\"filters\": [" + filters + "], \"mode\": \"" + mode + "\"}}"
        : "{\"exclude\": [" + filters + "], \"mode\": \"" + mode + "\"}";
  }

  /** A tag + by_tag, or a by_filter, separation branch with shared steps, then a concat merge. */
  private List<String> separation() {
    String filter =
        "{\"class\": \"nirs4all.operators.filters.YOutlierFilter\", \"params\": "
            + "{\"method\": \"zscore\", \"threshold\": 1.0}}";
    List<String> out = new ArrayList<>();
    String steps = "\"steps\": [" + transform() + "]";
    if (kw.nextBoolean()) {
      out.add("{\"tag\": {\"far\": " + filter + "}}");
      out.add(
          "{\"branch\": {\"by_tag\": \"far\", \"values\": {\"near\": false, \"far\": true}, "
              + steps
              + "}}");
    } else {
      out.add("{\"branch\": {\"by_filter\": " + filter + ", " + steps + "}}");
    }
    out.add("{\"merge\": \"" + (kw.nextBoolean() ? "concat" : "auto") + "\"}");
    return out;
  }

  private Optional<String> splitter() {
    return switch (rng.nextInt(3)) {
      case 0 ->
          Optional.of(
              "{\"class\": \"KFold\", \"params\": {\"n_splits\": "
                  + (2 + rng.nextInt(2))
                  + ", \"shuffle\": true, \"random_state\": "
                  + rng.nextInt(10)
                  + "}}");
      case 1 ->
          Optional.of(
              "{\"class\": \"ShuffleSplit\", \"params\": {\"n_splits\": 2,"
                  + " \"test_size\": 0.25, \"random_state\": "
                  + rng.nextInt(10)
                  + "}}");
      default -> Optional.empty();
    };
  }

  /** A branch's steps: generators are not expanded inside branches, so its model is fixed. */
  private String branch() {
    String model =
        rng.nextInt(5) == 0
            ? treeModel(String.valueOf(2 + rng.nextInt(3)))
            : rng.nextInt(4) == 0
                ? "{\"model\": {\"class\": \"Ridge\", \"params\": {\"alpha\": "
                    + (1 + rng.nextInt(5))
                    + "}}}"
                : "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": "
                    + (1 + rng.nextInt(6))
                    + "}}}";
    return rng.nextBoolean() ? "[" + model + "]" : "[" + transform() + ", " + model + "]";
  }

  /** An {@code _or_} of up to {@code n} transforms (null allowed). */
  private String choice(int n) {
    List<String> options = new ArrayList<>();
    for (int i = 0; i < 1 + rng.nextInt(n); i++) {
      options.add(rng.nextInt(5) == 0 ? "null" : transform());
    }
    return "{\"_or_\": [" + String.join(", ", options) + "]}";
  }

  private String transform() {
    return switch (rng.nextInt(10)) {
      case 0 -> "\"nirs4all.operators.transforms.SNV\"";
      case 1 -> "{\"class\": \"MultiplicativeScatterCorrection\"}";
      case 2 ->
          "{\"class\": \"ExtendedMultiplicativeScatterCorrection\", \"params\": {\"scale\": false}}";
      case 3 -> "{\"class\": \"Detrend\"}";
      case 4 ->
          "{\"class\": \"SavitzkyGolay\", \"params\": {\"window_length\": "
              + (5 + 2 * rng.nextInt(4))
              + ", \"polyorder\": 2, \"deriv\": "
              + rng.nextInt(2)
              + "}}";
      case 5 ->
          "{\"class\": \"Gaussian\", \"params\": {\"order\": "
              + rng.nextInt(2)
              + ", \"sigma\": "
              + (1 + rng.nextInt(3))
              + "}}";
      case 6 -> "{\"class\": \"FirstDerivative\"}";
      case 7 -> "{\"class\": \"StandardScaler\"}";
      case 8 -> "{\"class\": \"MinMaxScaler\"}";
      default -> "{\"class\": \"Baseline\"}";
    };
  }

  /** A small seeded RandomForest or GradientBoosting regressor with {@code trees} trees. */
  private String treeModel(String trees) {
    return rng.nextBoolean()
        ? "{\"model\": {\"class\": \"sklearn.ensemble.RandomForestRegressor\", \"params\": "
            + "{\"n_estimators\": "
            + trees
            + ", \"max_depth\": 4, \"random_state\": "
            + rng.nextInt(50)
            + "}}}"
        : "{\"model\": {\"class\": \"sklearn.ensemble.GradientBoostingRegressor\", \"params\": "
            + "{\"n_estimators\": "
            + trees
            + ", \"subsample\": 0.8, \"random_state\": "
            + rng.nextInt(50)
            + "}}}";
  }

  private String model() {
    if (rng.nextInt(6) == 0) {
      return treeModel("{\"_or_\": [2, 4]}");
    }
    if (rng.nextInt(4) == 0) {
      return "{\"model\": {\"class\": \"Ridge\", \"params\": {\"alpha\": {\"_or_\": [0.1, "
          + (1 + rng.nextInt(5))
          + "]}}}}";
    }
    int from = 1 + rng.nextInt(3);
    int step = 1 + rng.nextInt(3);
    int to = from + step * rng.nextInt(4);
    return "{\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": ["
        + from
        + ", "
        + to
        + ", "
        + step
        + "], \"param\": \"n_components\"}";
  }
}
