/**
 * Small dense numerical kernels the operators share: numpy's summation orders ({@link
 * org.spectraflow.engine.operators.linalg.Sums}), Householder QR and Cholesky solves.
 *
 * <p>Pure functions or immutable factorisations; thread-safe; no argument may be null.
 */
package org.spectraflow.engine.operators.linalg;
