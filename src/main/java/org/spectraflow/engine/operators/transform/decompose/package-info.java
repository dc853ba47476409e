/**
 * Matrix decompositions used as feature transforms (docs/operator-behaviour.md §1): scikit-learn's
 * PCA (full and randomized SVD solvers, {@code svd_flip} signs) and TruncatedSVD. The fitted form
 * is a {@link org.spectraflow.engine.operators.transform.decompose.Projection} onto the learned
 * components, saved in model files as its matrices.
 */
package org.spectraflow.engine.operators.transform.decompose;
