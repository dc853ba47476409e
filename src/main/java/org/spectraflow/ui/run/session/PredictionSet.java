package org.spectraflow.ui.run.session;

/**
 * A variant's test predictions as a session stores them.
 *
 * @param variant the variant index
 * @param yTrue the targets
 * @param yPred the predictions
 */
public record PredictionSet(int variant, double[] yTrue, double[] yPred) {}
