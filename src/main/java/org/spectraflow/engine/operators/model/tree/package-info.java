/**
 * scikit-learn's tree learners, ported so that the same {@code random_state} grows the same trees:
 * the depth-first builder with the "best" splitter and its criteria, the forest's bootstrap and the
 * gradient-boosting stages (see docs/compatibility.md for what is exact).
 *
 * <p>Builders, splitters and criteria are mutable, single-threaded working objects that live for
 * one fit; {@link org.spectraflow.engine.operators.model.tree.DecisionTree} and the fitted
 * ensembles are immutable and thread-safe. No method accepts or returns null unless its
 * documentation says so.
 */
package org.spectraflow.engine.operators.model.tree;
