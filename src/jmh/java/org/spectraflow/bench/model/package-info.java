/**
 * JMH benchmarks of the model file (docs/model-file.md): reading a saved model and predicting new
 * spectra through it, against the time to read the spectra themselves. Run on demand through the
 * {@code jmh} Maven profile, never in CI.
 */
package org.spectraflow.bench.model;
