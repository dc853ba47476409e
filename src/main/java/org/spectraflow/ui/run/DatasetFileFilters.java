package org.spectraflow.ui.run;

import java.util.ArrayList;
import java.util.List;
import javafx.stage.FileChooser;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * The dataset file chooser's filters, from the registered file readers' names and extensions: one
 * filter of every readable file, one per reader, then all files. Stateless.
 */
final class DatasetFileFilters {

  private DatasetFileFilters() {}

  /** True when some registered reader reads single files (so offering a file chooser helps). */
  static boolean any(DatasetReaders readers) {
    return !fileReaders(readers).isEmpty();
  }

  /** The filters for {@code readers}, the first one (every readable file) selected by default. */
  static List<FileChooser.ExtensionFilter> of(DatasetReaders readers) {
    List<FileChooser.ExtensionFilter> out = new ArrayList<>();
    List<String> every = new ArrayList<>();
    for (DatasetReader reader : fileReaders(readers)) {
      List<String> globs = reader.input().extensions().stream().map(e -> "*." + e).toList();
      every.addAll(globs);
      out.add(new FileChooser.ExtensionFilter(reader.name(), globs));
    }
    if (!every.isEmpty()) {
      out.addFirst(new FileChooser.ExtensionFilter("All dataset files", every));
    }
    out.add(new FileChooser.ExtensionFilter("All files", "*"));
    return out;
  }

  private static List<DatasetReader> fileReaders(DatasetReaders readers) {
    return readers.all().stream()
        .filter(r -> r.input().kind() == ReaderInput.Kind.FILE && !r.input().extensions().isEmpty())
        .toList();
  }
}
