/**
 * Fitted pipelines you can hold: a {@link org.spectraflow.engine.model.FittedPipeline} is one
 * variant's chain after fitting (the fitted feature transforms in order, the fitted model, the
 * y_processing inverses) with what it was trained on and where it came from. It is the single path
 * from raw spectra to predictions in target units: the run predicts its refit test partition
 * through it, and the model file ({@code .sfmodel}, a later issue) will only write and read its
 * {@link org.spectraflow.engine.operators.FittedState plain-data states}. Depends on {@code
 * engine.data} and {@code engine.operators}, never on {@code engine.run}.
 */
package org.spectraflow.engine.model;
