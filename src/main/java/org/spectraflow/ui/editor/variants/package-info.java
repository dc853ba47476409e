/**
 * The live variant count, its breakdown per generator and the lazily paged list of variant names.
 * Counting and expansion run on a background executor; results are applied on the FX executor, and
 * stale results (from an older document) are dropped.
 */
package org.spectraflow.ui.editor.variants;
