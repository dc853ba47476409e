package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.stage.FileChooser;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.DemoReader;
import org.spectraflow.engine.data.read.Nirs4allFolderReader;
import org.spectraflow.engine.data.read.ReaderInput;
import org.spectraflow.engine.data.read.ReaderOptions;

/** The dataset file chooser's filters come from the file readers' names and extensions. */
class DatasetFileFiltersTest {

  private record Jcamp() implements DatasetReader {
    @Override
    public String id() {
      return "jcamp";
    }

    @Override
    public String name() {
      return "JCAMP-DX spectra";
    }

    @Override
    public ReaderInput input() {
      return ReaderInput.file("##TITLE=", "jdx", "dx");
    }

    @Override
    public SpectroDataset read(Path path, ReaderOptions options, Precision precision) {
      throw new UnsupportedOperationException();
    }
  }

  @Test
  void oneFilterOfEveryReadableFileThenOnePerReaderThenAllFiles() {
    DatasetReaders readers =
        DatasetReaders.of(List.of(new Nirs4allFolderReader(), new DemoReader(), new Jcamp()));
    assertThat(DatasetFileFilters.any(readers)).isTrue();
    assertThat(DatasetFileFilters.of(readers))
        .extracting(FileChooser.ExtensionFilter::getDescription)
        .containsExactly("All dataset files", "JCAMP-DX spectra", "All files");
    assertThat(DatasetFileFilters.of(readers).get(1).getExtensions())
        .containsExactly("*.jdx", "*.dx");
  }

  @Test
  void withoutFileReadersNoFileChooserIsOffered() {
    DatasetReaders readers =
        DatasetReaders.of(List.of(new Nirs4allFolderReader(), new DemoReader()));
    assertThat(DatasetFileFilters.any(readers)).isFalse();
    assertThat(DatasetFileFilters.of(readers))
        .extracting(FileChooser.ExtensionFilter::getDescription)
        .containsExactly("All files");
  }
}
