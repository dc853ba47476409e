package org.spectraflow.engine.model.predict;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.file.SavedModel;

/**
 * Applicability-domain figures of new spectra against a model file's {@code domain} section
 * (docs/model-file.md, "domain"): Hotelling T², Q and the in-domain flag per sample. A model file
 * without the section, or with a method this version does not know, gives none ({@link #of} returns
 * null), and the prediction table leaves the columns empty. Immutable.
 *
 * @param t2 Hotelling T² per sample
 * @param q Q residual (squared reconstruction error) per sample
 * @param inDomain whether each sample is within both limits
 */
public record DomainScores(double[] t2, double[] q, boolean[] inDomain) {

  /** The figures for spectra {@code x} (aligned raw spectra), or null when none can be given. */
  static DomainScores of(SavedModel model, FittedPipeline pipeline, Block x) {
    return model.domain().map(d -> PlsDomain.scores(d, pipeline, x)).orElse(null);
  }
}
