package org.spectraflow.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.ui.editor.canvas.GraphLayout;
import org.spectraflow.ui.editor.canvas.GraphLayouter;
import org.spectraflow.ui.editor.canvas.SpatialNavigation;
import org.spectraflow.ui.editor.variants.VariantSize;
import org.spectraflow.ui.editor.variants.VariantsModel;

class VariantsAndLayoutTest {

  private static final String MILLION =
      "[{\"_or_\": [\"SNV\", \"MSC\", \"Detrend\", \"Haar\", \"Baseline\", \"Gaussian\", \"EMSC\", \"FirstDerivative\", \"SecondDerivative\", \"LogTransform\"]},"
          + "{\"_or_\": [\"SNV\", \"MSC\", \"Detrend\", \"Haar\", \"Baseline\", \"Gaussian\", \"EMSC\", \"FirstDerivative\", \"SecondDerivative\", \"LogTransform\"]},"
          + "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": {\"_range_\": [1, 10000]}}}}]";

  @Test
  void aMillionVariantsAreCountedAtOnceAndNamedOnePageAtATimeOffTheFxThread() {
    EditorModel editor = new EditorModel(OperatorRegistry.standard());
    List<Runnable> background = new ArrayList<>();
    Executor queued = background::add;
    VariantsModel variants =
        new VariantsModel(editor, VariantExpansion.standard(), queued, Runnable::run);
    background.clear();

    editor.load(PipelineReader.readJson(MILLION));
    assertThat(background).hasSize(1);
    assertThat(variants.names()).isEmpty();
    background.removeFirst().run();

    assertThat(variants.countProperty().get()).isEqualTo(BigInteger.valueOf(1_000_000));
    assertThat(variants.sizeProperty().get()).isEqualTo(VariantSize.LARGE);
    assertThat(variants.names()).hasSize(VariantsModel.PAGE);
    assertThat(variants.names().getFirst()).isEqualTo("SNV > SNV > PLSRegression(n_components=1)");
    variants.loadMore();
    variants.loadMore();
    assertThat(background).hasSize(1);
    background.removeFirst().run();
    assertThat(variants.names()).hasSize(2 * VariantsModel.PAGE);
    assertThat(variants.isExhausted()).isFalse();
  }

  @Test
  void aStaleResultFromAnOlderDocumentIsDropped() {
    EditorModel editor = new EditorModel(OperatorRegistry.standard());
    List<Runnable> background = new ArrayList<>();
    VariantsModel variants =
        new VariantsModel(editor, VariantExpansion.standard(), background::add, Runnable::run);
    background.clear();
    editor.load(PipelineReader.readJson(MILLION));
    editor.load(EditorFixture.demo("d03-sweep.json"));

    background.forEach(Runnable::run);

    assertThat(variants.countProperty().get()).isEqualTo(BigInteger.valueOf(64));
    assertThat(variants.names()).hasSize(64);
    assertThat(variants.isExhausted()).isTrue();
  }

  @Test
  void sixtyStepsWrapIntoRowsWithoutOverlapsAndArrowsWalkThem() {
    List<Step> steps = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      steps.add(
          Step.of(
              i % 3 == 0
                  ? JsonObject.of(
                      "branch",
                      JsonArray.of(
                          JsonArray.of(JsonValue.string("SNV")),
                          JsonArray.of(JsonValue.string("MSC"))))
                  : JsonValue.string(i % 3 == 1 ? "SNV" : "Detrend")));
    }
    PipelineDocument doc = PipelineDocument.of(steps);
    StepTree tree = new StepTreeBuilder(OperatorRegistry.standard()).build(doc);

    GraphLayout layout = new GraphLayouter(1500).layout(tree);

    assertThat(layout.width()).isLessThanOrEqualTo(1500 + 48 + GraphLayouter.NODE_W);
    assertThat(layout.height()).isGreaterThan(5 * GraphLayouter.NODE_H);
    assertThat(layout.boxes()).hasSize(80);
    for (int i = 0; i < layout.boxes().size(); i++) {
      for (int j = i + 1; j < layout.boxes().size(); j++) {
        var a = layout.boxes().get(i).rect();
        var b = layout.boxes().get(j).rect();
        assertThat(a.x() < b.maxX() && b.x() < a.maxX() && a.y() < b.maxY() && b.y() < a.maxY())
            .as(
                "boxes %s and %s overlap",
                layout.boxes().get(i).node().path(), layout.boxes().get(j).node().path())
            .isFalse();
      }
    }
    assertThat(SpatialNavigation.move(layout, StepPath.step(1), SpatialNavigation.Direction.RIGHT))
        .contains(StepPath.step(2));
    assertThat(
            SpatialNavigation.move(
                layout,
                StepPath.step(0).key("branch").index(0).index(0),
                SpatialNavigation.Direction.DOWN))
        .contains(StepPath.step(0).key("branch").index(1).index(0));
  }

  @Test
  void dropZonesCoverGapsLanesAndAlternatives() {
    StepTree tree =
        new StepTreeBuilder(OperatorRegistry.standard())
            .build(EditorFixture.demo("d03-sweep.json"));
    GraphLayout layout = new GraphLayouter(1500).layout(tree);

    assertThat(layout.zones())
        .extracting(GraphLayout.Zone::target)
        .contains(
            new DropTarget(StepPath.ROOT, 0),
            new DropTarget(StepPath.ROOT, 2),
            new DropTarget(StepPath.step(0).key("_cartesian_"), 2),
            new DropTarget(StepPath.step(0).key("_cartesian_").index(1).key("_or_"), 4));
    assertThat(
            layout.hit(
                layout.rectOf(StepPath.step(1)).orElseThrow().centerX(),
                layout.rectOf(StepPath.step(1)).orElseThrow().centerY()))
        .hasValueSatisfying(
            n -> assertThat(n.badges()).containsExactly("n_components: 5..20 step 5"));
  }
}
