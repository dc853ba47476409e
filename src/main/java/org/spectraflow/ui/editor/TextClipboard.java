package org.spectraflow.ui.editor;

import java.util.Optional;

/** Plain-text clipboard access, so copy/paste can be tested without the system clipboard. */
public interface TextClipboard {

  /** The clipboard's text, if it holds any. */
  Optional<String> text();

  /** Replaces the clipboard's content with text. */
  void put(String text);
}
