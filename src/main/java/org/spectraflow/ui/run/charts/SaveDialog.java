package org.spectraflow.ui.run.charts;

import java.io.File;
import java.nio.file.Path;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.spectraflow.charts.ChartFormat;

/**
 * Asks where to save a chart. The studio asks with the platform's file dialog; tests answer with a
 * file of their own. FX thread only.
 */
@FunctionalInterface
public interface SaveDialog {

  /**
   * The file to write, or null when the user cancelled.
   *
   * @param owner the window asking (may be null)
   * @param suggested a file name to offer, with its extension
   * @param format the format to be written
   */
  Path choose(Window owner, String suggested, ChartFormat format);

  /** The platform's save dialog, filtered to the format's extension. */
  static SaveDialog fileChooser() {
    return (owner, suggested, format) -> {
      FileChooser chooser = new FileChooser();
      chooser.setInitialFileName(suggested);
      chooser
          .getExtensionFilters()
          .add(new FileChooser.ExtensionFilter(format.name() + " image", "*" + format.extension()));
      File file = chooser.showSaveDialog(owner);
      return file == null ? null : file.toPath();
    };
  }
}
