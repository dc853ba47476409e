package org.spectraflow.ui.editor.canvas;

import javafx.scene.paint.Color;

/** The colours of the run marks, read from the app stylesheet like {@link CanvasColors}. */
record RunColors(Color queued, Color running, Color done, Color cached, Color failed) {

  /** The colour of {@code mark}. */
  Color of(RunMark mark) {
    return switch (mark) {
      case QUEUED -> queued;
      case RUNNING -> running;
      case DONE -> done;
      case CACHED -> cached;
      case FAILED -> failed;
    };
  }
}
