package org.spectraflow.engine.model.file;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.TrainingRanges;
import org.spectraflow.engine.operators.FittedState;

/**
 * What a model file records beside the fitted pipeline itself (docs/model-file.md): the pipeline
 * document's text, the training ranges, the class names of a classifier and the optional {@code
 * domain} section (e.g. Hotelling T² and Q limits). Immutable.
 *
 * @param documentText the pipeline document as written (empty when unknown)
 * @param ranges the training ranges of X and y, or null when unknown
 * @param classNames a classifier's class names, indexed by the class codes it predicts (empty for
 *     regression or when the classes are numeric)
 * @param domain the applicability-domain section (its kind names the method), or null
 */
public record SaveDetails(
    String documentText, TrainingRanges ranges, List<String> classNames, FittedState domain) {

  /** Requires the text; copies the names. */
  public SaveDetails {
    Objects.requireNonNull(documentText, "documentText");
    classNames = List.copyOf(classNames);
  }

  /**
   * The details of a pipeline fitted on {@code dataset}'s training partition: the ranges of its raw
   * spectra and targets and, for a classification task, the class names of the first target.
   */
  public static SaveDetails of(SpectroDataset dataset, String documentText) {
    int[] train = dataset.trainIds();
    TrainingRanges ranges =
        dataset.sources().size() == 1 && train.length > 0
            ? TrainingRanges.of(
                dataset.source(0).block(FeatureSource.RAW).selectRows(train), dataset.y(train))
            : null;
    List<String> names =
        dataset.taskType().isClassification() && dataset.targets().columns() > 0
            ? dataset.targets().classes(0)
            : List.of();
    return new SaveDetails(documentText, ranges, names, null);
  }

  /** The same with the applicability-domain section {@code next}. */
  public SaveDetails withDomain(FittedState next) {
    return new SaveDetails(documentText, ranges, classNames, next);
  }

  /** Nothing beyond the pipeline. */
  public static SaveDetails none() {
    return new SaveDetails("", null, List.of(), null);
  }
}
