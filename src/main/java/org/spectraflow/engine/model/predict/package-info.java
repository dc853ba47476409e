/**
 * Predicting new spectra with a saved model (docs/model-file.md, "Predicting"): {@link
 * org.spectraflow.engine.model.predict.NewSpectra} reads a dataset folder (its test partition, or
 * every sample without a split) or a single spectra file, {@link
 * org.spectraflow.engine.model.predict.AxisMatch} refuses spectra whose wavelengths differ from the
 * training axis (or resamples them when asked), and {@link
 * org.spectraflow.engine.model.predict.Predictor} predicts through the rebuilt pipeline, scoring
 * against y when present, into a {@link org.spectraflow.engine.model.predict.PredictionTable} with
 * its CSV and JSON forms. Shared by the command line and the studio; depends on {@code
 * engine.model}, {@code engine.data} and {@code engine.files}, never on the run.
 */
package org.spectraflow.engine.model.predict;
