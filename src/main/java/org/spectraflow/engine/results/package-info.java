/**
 * Per-model results (docs/results.md): one row per model of every variant (variant, model name and
 * branch, parameters, CV score, test score, R², bias, SEP, RPD, n, the best row marked) and the
 * sample-level predictions (sample, partition, fold, truth, prediction), computed from a run report
 * and written as CSV, so the command line's exports and the studio's tables show one set of
 * numbers.
 */
package org.spectraflow.engine.results;
