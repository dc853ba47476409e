package org.spectraflow.ui.run;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * A standalone window with only the run workspace, on the D03 demo sweep and a small synthetic
 * dataset: {@code java -cp ... org.spectraflow.ui.run.RunWorkspaceDemo [--dark] [--run] [--data
 * FOLDER_OR_FILE] [--pipeline FILE]} (another dataset or pipeline document). For screenshots and
 * manual checks; the studio itself places the workspace next to the editor.
 */
public final class RunWorkspaceDemo {

  /** The demo pipeline's resource. */
  public static final String DEMO_PIPELINE = "/org/spectraflow/demo/d03-sweep.json";

  private RunWorkspaceDemo() {}

  /** Opens the demo window. */
  public static void main(String[] args) {
    Application.launch(App.class, args);
  }

  /** The D03 sweep document bundled with the studio. */
  public static PipelineDocument demoDocument() {
    try (InputStream in = RunWorkspaceDemo.class.getResourceAsStream(DEMO_PIPELINE)) {
      if (in == null) {
        throw new IllegalStateException("demo pipeline resource " + DEMO_PIPELINE + " is missing");
      }
      return PipelineReader.read(
          new String(in.readAllBytes(), StandardCharsets.UTF_8), DEMO_PIPELINE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + DEMO_PIPELINE, e);
    }
  }

  /** The demo's JavaFX application. */
  public static final class App extends Application {
    @Override
    public void start(Stage stage) {
      boolean dark = getParameters().getRaw().contains("--dark");
      Application.setUserAgentStylesheet(
          dark
              ? new PrimerDark().getUserAgentStylesheet()
              : new PrimerLight().getUserAgentStylesheet());
      RunModel model = RunModel.standard();
      List<String> raw = getParameters().getRaw();
      model.documentProperty().set(demoDocument());
      int data = raw.indexOf("--data");
      if (data >= 0 && data + 1 < raw.size()) {
        model.datasetProperty().set(DatasetChoice.of(java.nio.file.Path.of(raw.get(data + 1))));
      }
      int pipeline = raw.indexOf("--pipeline");
      if (pipeline >= 0 && pipeline + 1 < raw.size()) {
        java.nio.file.Path file = java.nio.file.Path.of(raw.get(pipeline + 1));
        try {
          model
              .documentProperty()
              .set(PipelineReader.read(java.nio.file.Files.readString(file), file.toString()));
        } catch (IOException e) {
          throw new UncheckedIOException("cannot read " + file, e);
        }
      }
      RunWorkspace workspace = new RunWorkspace(model);
      workspace.darkProperty().set(dark);
      stage.setTitle("SpectraFlow · run workspace demo");
      stage.setScene(new Scene(workspace, 1366, 768));
      stage.setOnHidden(e -> workspace.dispose());
      stage.show();
      if (List.of(getParameters().getRaw().toArray()).contains("--run")) {
        model.run();
      }
    }
  }
}
