package org.spectraflow.ui.app;

import javafx.util.Subscription;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.spectra.StepPreviewModel;

/**
 * Tells the step preview which step the canvas selects: the selection's template step id ({@link
 * TemplateStepLocator#idOf}), the id the engine's plans carry, or none when nothing is selected. A
 * parameter edited in the inspector changes the document, which the preview follows itself.
 */
final class PreviewLink {

  private final Subscription subscription;

  PreviewLink(EditorModel editor, StepPreviewModel preview) {
    subscription =
        editor
            .selectionProperty()
            .subscribe(path -> preview.stepIdProperty().set(path == null ? null : idOf(path)));
  }

  private static String idOf(StepPath path) {
    return path.isRoot() ? null : TemplateStepLocator.idOf(path);
  }

  void dispose() {
    subscription.unsubscribe();
  }
}
