/**
 * Supervised models: scikit-learn's PLSRegression (NIPALS), Ridge, the tree ensembles (RandomForest
 * and GradientBoosting regressors and classifiers, numerics in the {@code tree} subpackage) and
 * nirs4all's PLS-DA.
 *
 * <p>Operators and fitted models are immutable and thread-safe; arrays passed in are copied, arrays
 * returned are fresh. Nothing here accepts null.
 */
package org.spectraflow.engine.operators.model;
