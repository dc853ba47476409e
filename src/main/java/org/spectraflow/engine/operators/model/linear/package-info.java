/**
 * Linear models whose penalty is chosen by cross-validation along a regularisation path
 * (scikit-learn's LassoCV and ElasticNetCV), built on the coordinate-descent solver of {@code
 * engine/operators/model}. See docs/compatibility.md for the measured agreement with scikit-learn.
 */
package org.spectraflow.engine.operators.model.linear;
