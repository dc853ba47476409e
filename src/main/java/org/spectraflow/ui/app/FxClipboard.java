package org.spectraflow.ui.app;

import java.util.Optional;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import org.spectraflow.ui.editor.TextClipboard;

/** The system clipboard as plain text (so copied steps paste into a text editor and back). */
final class FxClipboard implements TextClipboard {

  @Override
  public Optional<String> text() {
    Clipboard c = Clipboard.getSystemClipboard();
    return c.hasString() ? Optional.of(c.getString()) : Optional.empty();
  }

  @Override
  public void put(String text) {
    ClipboardContent content = new ClipboardContent();
    content.putString(text);
    Clipboard.getSystemClipboard().setContent(content);
  }
}
