/**
 * nirs4all's sample augmenters (Rotate_Translate, GaussianAdditiveNoise, MultiplicativeNoise,
 * LinearBaselineDrift, WavelengthShift): operators that make noisy copies of spectra for the {@code
 * sample_augmentation} keyword, drawing from numpy's {@code default_rng} stream ({@code
 * engine.random}) in the reference's order, so seeded copies reproduce nirs4all's.
 */
package org.spectraflow.engine.operators.augment;
