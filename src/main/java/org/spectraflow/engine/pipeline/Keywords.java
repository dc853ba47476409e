package org.spectraflow.engine.pipeline;

/**
 * Keys of the pipeline language spelled once (docs/pipeline-language.md §1.4, docs/keywords.md), so
 * that the parser, the planner, the checks, the executor and the studio cannot drift apart on a
 * spelling. Constants, usable as {@code case} labels; what each keyword accepts is its entry in
 * {@link KeywordCatalogue}.
 */
public final class Keywords {

  /** A model step. */
  public static final String MODEL = "model";

  /** Parallel lanes (duplication) or one lane per group (separation). */
  public static final String BRANCH = "branch";

  /** Joins the lanes of the preceding branch. */
  public static final String MERGE = "merge";

  /** A transformer written as a keyword step. */
  public static final String PREPROCESSING = "preprocessing";

  /** The target-processing keyword: target scalers fitted on y, inverted for predictions. */
  public static final String Y_PROCESSING = "y_processing";

  /** Transformed copies of the spectra as extra processings. */
  public static final String FEATURE_AUGMENTATION = "feature_augmentation";

  /** Transforms concatenated into one processing. */
  public static final String CONCAT_TRANSFORM = "concat_transform";

  /** Augmented copies of the training samples. */
  public static final String SAMPLE_AUGMENTATION = "sample_augmentation";

  /** A cross-validation splitter. */
  public static final String SPLIT = "split";

  /** Marks the samples a filter flags. */
  public static final String TAG = "tag";

  /** Leaves out the samples a filter flags. */
  public static final String EXCLUDE = "exclude";

  /** The legacy spelling of {@link #EXCLUDE}. */
  public static final String SAMPLE_FILTER = "sample_filter";

  /** A nirs4all keyword the engine does not run yet. */
  public static final String AUTO_TRANSFER_PREPROC = "auto_transfer_preproc";

  /** A nirs4all keyword the engine does not run yet. */
  public static final String REP_TO_SOURCES = "rep_to_sources";

  /** A nirs4all keyword the engine does not run yet. */
  public static final String REP_TO_PP = "rep_to_pp";

  /** A nirs4all keyword the engine does not run yet. */
  public static final String MERGE_SOURCES = "merge_sources";

  /** A nirs4all keyword the engine does not run yet. */
  public static final String MERGE_PREDICTIONS = "merge_predictions";

  /** The prefix of the display-only keywords ({@code chart_2d}, {@code chart_3d}, ...). */
  public static final String CHART_PREFIX = "chart_";

  /**
   * The prefix of nirs4all's display-only fold charts ({@code fold_chart}, {@code fold_<column>}).
   */
  public static final String FOLD_PREFIX = "fold_";

  /**
   * nirs4all's other display-only chart keywords (its chart nodes: target, envelope, augmentation
   * and exclusion charts, and the {@code 2d_chart}/{@code 3d_chart} spellings); none changes data.
   */
  public static final java.util.Set<String> DISPLAY_NAMES =
      java.util.Set.of(
          "2d_chart",
          "3d_chart",
          "y_chart",
          "spectra_dist",
          "spectral_distribution",
          "spectra_envelope",
          "augment_chart",
          "augmentation_chart",
          "augment_details_chart",
          "augmentation_details_chart",
          "exclusion_chart");

  /** Sibling key: a model's record name (ignored on other steps). */
  public static final String NAME = "name";

  /** Sibling key: free annotations, allowed on every step. */
  public static final String METADATA = "metadata";

  /** An operator's parameters. */
  public static final String PARAMS = "params";

  /** The steps of a separation branch or of a document. */
  public static final String STEPS = "steps";

  /** Sibling key of {@code model}: hyper-parameter tuning settings. */
  public static final String FINETUNE_PARAMS = "finetune_params";

  /** Sibling key of {@code model}: training settings. */
  public static final String TRAIN_PARAMS = "train_params";

  /** Sibling key of {@code model}: refit settings. */
  public static final String REFIT_PARAMS = "refit_params";

  /**
   * Sibling key of {@code feature_augmentation}: {@code add}, {@code extend} or {@code replace}.
   */
  public static final String ACTION = "action";

  private Keywords() {}
}
