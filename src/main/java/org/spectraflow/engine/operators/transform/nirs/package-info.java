/**
 * The NIRS spectral transforms nirs4all users write beyond the core set of {@code
 * engine.operators.transform} (docs/nirs-transforms.md): reflectance conversions (absorbance,
 * Kubelka-Munk), robust and local SNV, area normalisation, the Norris-Williams gap derivative, the
 * baseline estimators (asymmetric least squares, airPLS, arPLS, SNIP, modified polynomial) on a
 * banded Whittaker solver, and orthogonal signal correction (OSC, supervised: the engine passes it
 * the training targets, see TransformOperator#supervised). Each operator declares itself to the
 * catalogue like the core transforms.
 */
package org.spectraflow.engine.operators.transform.nirs;
