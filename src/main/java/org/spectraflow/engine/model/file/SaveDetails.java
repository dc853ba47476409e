package org.spectraflow.engine.model.file;

import java.util.List;
import java.util.Objects;
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

  /** Nothing beyond the pipeline. */
  public static SaveDetails none() {
    return new SaveDetails("", null, List.of(), null);
  }
}
