/**
 * Wavelet transforms of each spectrum (docs/nirs-transforms.md): nirs4all's Haar and the wavelet
 * family (PyWavelets' {@code dwt} in periodization mode, filters in {@code WaveletFilters}), with
 * the Fourier resampling back to the input width that both share. Row-by-row: nothing is learned.
 */
package org.spectraflow.engine.operators.transform.wavelet;
