/**
 * The per-sample predictions table of the run workspace's selected model (docs/diagnostics.md §7):
 * one row per prediction the predicted-versus-actual plot draws (train, CV, test), linked to the
 * shared {@link org.spectraflow.ui.selection.SampleSelection} both ways.
 */
package org.spectraflow.ui.predictions;
