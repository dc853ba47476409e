package org.spectraflow.engine.operators.model.tree;

/**
 * The parameters of gradient boosting (scikit-learn's {@code GradientBoosting*}).
 *
 * @param stages {@code n_estimators} ≥ 1
 * @param learningRate {@code learning_rate} > 0
 * @param subsample {@code subsample} in (0, 1]; below 1 each stage fits on a random bag
 * @param criterion the stage trees' criterion ({@code friedman_mse} by default)
 * @param tree the stage trees' parameters
 * @param zeroInit {@code init='zero'} (else the mean target / the class prior)
 */
public record BoostingSettings(
    int stages,
    double learningRate,
    double subsample,
    TreeCriterion criterion,
    TreeParameters tree,
    boolean zeroInit) {}
