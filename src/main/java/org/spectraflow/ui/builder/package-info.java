/**
 * The studio's dataset builder (Data ▸ New Dataset from Files…): picks spectra files and a
 * reference table, shows the engine's plan (matched pairs, unmatched files and ids) and writes the
 * nirs4all folder in a background task (docs/formats.md, "Building a dataset").
 */
package org.spectraflow.ui.builder;
