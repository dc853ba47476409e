/**
 * The pipeline editor's presentation models: the one edited {@link
 * org.spectraflow.engine.pipeline.PipelineDocument}, its derived {@link
 * org.spectraflow.ui.editor.StepTree}, selection as a {@link org.spectraflow.ui.editor.StepPath},
 * and the undo stack of {@link org.spectraflow.ui.editor.EditCommand}s. No scene-graph types;
 * models are used on the FX thread, the pure edit functions anywhere.
 */
package org.spectraflow.ui.editor;
