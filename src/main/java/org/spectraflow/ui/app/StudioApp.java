package org.spectraflow.ui.app;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

/**
 * The studio's JavaFX application and composition root: it wires the engine facade, the
 * presentation models and the views, and owns nothing else.
 */
public final class StudioApp extends Application {

  /** Launches the studio (called by the jar's launcher). */
  public static void launchStudio(String[] args) {
    Application.launch(StudioApp.class, args);
  }

  @Override
  public void start(Stage stage) {
    BorderPane root = new BorderPane(new Label("SpectraFlow studio"));
    stage.setTitle("SpectraFlow");
    stage.getIcons().setAll(AppIcons.load());
    stage.setScene(new Scene(root, 1280, 800));
    stage.show();
  }
}
