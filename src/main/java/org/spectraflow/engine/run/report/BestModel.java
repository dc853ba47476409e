package org.spectraflow.engine.run.report;

/**
 * The run's best model (docs/pipeline-language.md §4.7): among refitted models the best test score;
 * without a refit, the winning variant's best-ranked model, with its test score.
 *
 * @param variant the variant index
 * @param model the model name
 * @param branch the branch, null at top level
 * @param metric the primary metric's name ({@code rmse}, {@code balanced_accuracy})
 * @param score its test score
 */
public record BestModel(int variant, String model, String branch, String metric, double score) {}
