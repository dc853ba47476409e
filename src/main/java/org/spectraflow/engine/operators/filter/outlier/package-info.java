/**
 * Outlier detectors that sample filters use (docs/compatibility.md, filters): scikit-learn's
 * LocalOutlierFactor, followed where parity needs it.
 */
package org.spectraflow.engine.operators.filter.outlier;
