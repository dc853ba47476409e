/**
 * scikit-learn's GaussianProcessRegressor with its default fixed kernel (no hyper-parameter
 * optimisation). See docs/compatibility.md for the measured agreement with scikit-learn.
 */
package org.spectraflow.engine.operators.model.gp;
