/**
 * The studio's spectra view and step preview (docs/studio.md, "Spectra view" and "Step preview"):
 * the loaded dataset's spectra overlaid, drawn into an image off the FX thread ({@link
 * org.spectraflow.ui.spectra.SpectraPainter}), coloured by y or a metadata column, with the mean ±
 * sd band, the train/test filter, zoom, pan and hover; and the spectra before and after the step
 * selected on the canvas, computed in the background by the engine's step preview.
 */
package org.spectraflow.ui.spectra;
