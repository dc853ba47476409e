/**
 * The studio's Model menu (docs/model-file.md): Save Model… writes the selected variant's (or the
 * best variant's) refitted model of the last run as a {@code .sfmodel} file, and Apply Model…
 * predicts a dataset folder or a spectra file with a saved model and shows the predictions in their
 * own window, with an export to CSV. Every engine call (refit, file I/O, prediction) runs off the
 * FX thread; {@link org.spectraflow.ui.model.ModelSaving} is the FX-free part.
 */
package org.spectraflow.ui.model;
