/**
 * scikit-learn's liblinear models, LinearSVC and LinearSVR: the dual coordinate-descent solvers of
 * liblinear with scikit-learn's random stream. See docs/compatibility.md for the measured agreement
 * with scikit-learn.
 */
package org.spectraflow.engine.operators.model.svm;
