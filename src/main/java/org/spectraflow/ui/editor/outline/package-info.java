/**
 * The outline: a tree of the edited document kept in sync with the canvas selection. FX thread
 * only.
 */
package org.spectraflow.ui.editor.outline;
