/**
 * Live validation of the edited pipeline: the pure {@link
 * org.spectraflow.ui.editor.validation.PipelineValidator}, its presentation model and the problems
 * list. Models run on the FX thread; checks are pure.
 */
package org.spectraflow.ui.editor.validation;
