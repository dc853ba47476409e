/**
 * The pipeline canvas: a pure automatic layout of the {@link org.spectraflow.ui.editor.StepTree}
 * (boxes, frames, edges and drop zones in canvas coordinates), spatial keyboard navigation over it,
 * and the view that draws it on a JavaFX canvas with pan, zoom, fit and drag gestures. Layout is
 * pure; the view is FX-thread only.
 */
package org.spectraflow.ui.editor.canvas;
