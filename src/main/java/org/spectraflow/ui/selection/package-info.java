/**
 * Linked sample selection (docs/diagnostics.md §7): one {@link
 * org.spectraflow.ui.selection.SampleSelection} of dataset sample ids that the run workspace owns
 * and every sample plot (predicted vs actual, T²/Q, scores, the spectra view) shares, the box
 * gesture that selects in any of them, the selection bar, and the "Exclude selected and re-run"
 * edit of the document.
 */
package org.spectraflow.ui.selection;
