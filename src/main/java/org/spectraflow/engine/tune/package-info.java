/**
 * Hyper-parameter search for a model step's {@code finetune_params} (docs/compatibility.md): the
 * search space of the document, nirs4all's samplers (Optuna's seeded random and grid samplers
 * reproduced exactly, a tree-structured Parzen estimator of our own after the random start-up
 * trials), and the study loop that keeps every trial and picks the best.
 *
 * <p>Nothing here knows about datasets or models: the caller supplies the objective. Values are
 * plain Java objects ({@code Long}, {@code Double}, {@code Boolean}, {@code String}, null, lists);
 * settings and reports are immutable; a sampler and a study are single-threaded, single-use.
 */
package org.spectraflow.engine.tune;
