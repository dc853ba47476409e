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
 * dataset: {@code java -cp ... org.spectraflow.ui.run.RunWorkspaceDemo [--dark]}. For screenshots
 * and manual checks; the studio itself places the workspace next to the editor.
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
      model.documentProperty().set(demoDocument());
      RunWorkspace workspace = new RunWorkspace(model);
      workspace.darkProperty().set(dark);
      stage.setTitle("SpectraFlow · run workspace demo");
      stage.setScene(new Scene(workspace, 1400, 860));
      stage.setOnHidden(e -> workspace.dispose());
      stage.show();
      if (List.of(getParameters().getRaw().toArray()).contains("--run")) {
        model.run();
      }
    }
  }
}
