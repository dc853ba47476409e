package org.spectraflow.ui.run.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.ui.run.RunSelection;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A one-variant pipeline with two models shows two rows, ranked by CV, the best marked, each with
 * its own figures; selecting a row makes it the plotted model.
 */
@ExtendWith(ApplicationExtension.class)
class PerModelTableTest {

  private static final String TWO_MODELS =
      """
      {"pipeline": [
        {"class": "sklearn.model_selection.KFold", "params": {"n_splits": 3}},
        {"model": {"class": "sklearn.cross_decomposition.PLSRegression",
                   "params": {"n_components": 2}}, "name": "PLS-2"},
        {"model": {"class": "sklearn.cross_decomposition.PLSRegression",
                   "params": {"n_components": 8}}, "name": "PLS-8"}
      ]}
      """;

  private final ResultsModel model = new ResultsModel();
  private ResultsTable table;

  @Start
  void start(Stage stage) {
    table = new ResultsTable(model, new RunSelection());
    stage.setScene(new Scene(table, 1200, 300));
    stage.show();
  }

  @Test
  void twoModelsOfOneVariantAreTwoRowsTheBestMarked(FxRobot robot) {
    List<RunEvent> events = new ArrayList<>();
    RunReport report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(TWO_MODELS), RunFixtures.demo())
                    .withCacheConfig(CacheConfig.defaults())
                    .withMemoryProbe(MemoryProbe.disabled())
                    .withEvents(RunFixtures.capture(events)));
    robot.interact(
        () -> {
          events.forEach(model::accept);
          model.complete(report);
          model.publish();
        });

    assertThat(report.variants()).hasSize(1);
    assertThat(table.getItems()).hasSize(2);
    assertThat(table.getItems())
        .extracting(ModelRow::model)
        .containsExactlyInAnyOrder("PLS-2", "PLS-8");
    assertThat(table.getItems().get(0).cv()).isLessThanOrEqualTo(table.getItems().get(1).cv());
    assertThat(table.getItems()).filteredOn(ModelRow::best).hasSize(1);
    assertThat(table.getItems().get(0).figures().n()).isEqualTo(report.dataset().testSamples());
    assertThat(table.getItems().get(0).test()).isNotEqualTo(table.getItems().get(1).test());

    // KFold validates every training sample once: the CV points are the training set
    assertThat(table.getItems().get(0).cvPredictions().size())
        .isEqualTo(report.dataset().trainSamples());

    robot.interact(() -> table.getSelectionModel().select(1));
    assertThat(model.shownModel()).contains(table.getItems().get(1));
  }
}
