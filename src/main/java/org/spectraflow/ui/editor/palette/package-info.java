/**
 * The operator palette: the catalogue of insertable items (operators from the registry, structure
 * keywords, generator keywords), its searchable presentation model, the quick-add matcher behind
 * Ctrl+K, and the palette view with its drag gesture. Models are FX-thread only.
 */
package org.spectraflow.ui.editor.palette;
