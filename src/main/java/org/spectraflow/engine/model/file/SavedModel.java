package org.spectraflow.engine.model.file;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.TrainingRanges;
import org.spectraflow.engine.operators.FittedState;

/**
 * A model file as read ({@link ModelFile#read}): the rebuilt fitted pipeline, ready to predict,
 * with the format version and SpectraFlow version that wrote it and the file's other sections.
 * Immutable.
 *
 * @param pipeline the fitted pipeline (steps, model, y_processing inverses, shape, provenance)
 * @param formatVersion the file's format version
 * @param writtenBy the SpectraFlow version that wrote the file
 * @param details the document text, training ranges, class names and domain section
 */
public record SavedModel(
    FittedPipeline pipeline, int formatVersion, String writtenBy, SaveDetails details) {

  /** Requires every part. */
  public SavedModel {
    Objects.requireNonNull(pipeline, "pipeline");
    Objects.requireNonNull(writtenBy, "writtenBy");
    Objects.requireNonNull(details, "details");
  }

  /** The training ranges, when the file has them. */
  public Optional<TrainingRanges> ranges() {
    return Optional.ofNullable(details.ranges());
  }

  /** The domain section, when the file has one. */
  public Optional<FittedState> domain() {
    return Optional.ofNullable(details.domain());
  }

  /** A classifier's class names (empty for regression or numeric classes). */
  public List<String> classNames() {
    return details.classNames();
  }
}
