package org.spectraflow.ui.app;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.spectraflow.ui.files.DocumentFiles;

/** The native file chooser over the studio window, starting in the folder of the open document. */
final class FileChooserPrompt implements FilePrompt {

  private final Window owner;
  private final Supplier<Optional<Path>> currentFile;

  FileChooserPrompt(Window owner, Supplier<Optional<Path>> currentFile) {
    this.owner = owner;
    this.currentFile = currentFile;
  }

  @Override
  public Optional<Path> fileToOpen() {
    return Optional.ofNullable(chooser("Open pipeline").showOpenDialog(owner)).map(File::toPath);
  }

  @Override
  public Optional<Path> fileToSave(String suggestedName) {
    FileChooser chooser = chooser("Save pipeline");
    chooser.setInitialFileName(suggestedName);
    return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
  }

  private FileChooser chooser(String title) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle(title);
    chooser
        .getExtensionFilters()
        .addAll(
            new FileChooser.ExtensionFilter(
                "Pipelines (*.json, *.yaml, *.yml, *.sfpipe)",
                DocumentFiles.EXTENSIONS.stream().map(e -> "*." + e).toList()),
            new FileChooser.ExtensionFilter("All files", List.of("*")));
    currentFile
        .get()
        .map(Path::getParent)
        .map(Path::toFile)
        .filter(File::isDirectory)
        .ifPresent(chooser::setInitialDirectory);
    return chooser;
  }
}
