package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.testkit.SharedData;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.StepTree.Shape;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * nirs4all's sample pipelines in the studio (skipped without the shared data): each opens, its new
 * keywords are drawn as what they do (sample_augmentation with its augmenters, the legacy
 * sample_filter with its filters, stacking merges and MetaModel), and saving then re-opening it as
 * JSON and as YAML gives the same document.
 */
class SampleCanvasTest extends StudioWindowTest {

  @TempDir Path saved;

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  private static List<Path> samples() throws Exception {
    Path pipelines = SharedData.root().resolve("pipelines");
    assumeTrue(Files.isDirectory(pipelines), "no pipelines folder");
    List<Path> files = new ArrayList<>();
    try (Stream<Path> all = Files.walk(pipelines)) {
      all.filter(Files::isRegularFile)
          .filter(p -> p.toString().matches(".*\\.(json|ya?ml)$"))
          .sorted()
          .forEach(files::add);
    }
    return files;
  }

  @Test
  void everySampleSurvivesSaveAndReopenUnchanged() throws Exception {
    for (Path sample : samples()) {
      JsonValue original = PipelineReader.read(sample).toJson();
      fx(() -> studio.model.files().open(sample)).join();
      WaitForAsyncUtils.waitForFxEvents();
      assertThat(fx(() -> studio.model.editor().document().toJson()))
          .as(sample.toString())
          .isEqualTo(original);
      for (String ext : List.of("json", "yaml")) {
        Path copy = saved.resolve(sample.getFileName() + "." + ext);
        fx(() -> studio.model.files().saveAs(copy)).join();
        fx(() -> studio.model.files().open(copy)).join();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> studio.model.editor().document().toJson()))
            .as(sample + " saved as " + ext)
            .isEqualTo(original);
        assertThat(PipelineReader.read(copy).toJson()).isEqualTo(original);
      }
    }
  }

  private StepTree open(String prefix) throws Exception {
    Path file =
        samples().stream()
            .filter(p -> p.getFileName().toString().startsWith(prefix))
            .findFirst()
            .orElseThrow();
    fx(() -> studio.model.files().open(file)).join();
    WaitForAsyncUtils.waitForFxEvents();
    return fx(() -> studio.model.editor().treeProperty().get());
  }

  private static StepTree titled(StepTree root, String title) {
    return root.flatten().stream()
        .filter(n -> n.title().equals(title))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no node titled " + title));
  }

  @Test
  void sampleAugmentationShowsItsAugmentersAndCount() throws Exception {
    StepTree aug = titled(open("03"), "sample_augmentation");
    assertThat(aug.shape()).isEqualTo(Shape.GROUP);
    assertThat(aug.children())
        .extracting(StepTree::title)
        .containsExactly(
            "Rotate_Translate",
            "GaussianAdditiveNoise",
            "MultiplicativeNoise",
            "LinearBaselineDrift",
            "WavelengthShift");
    assertThat(aug.detail()).startsWith("×3 copies per sample from 5 augmenters");
  }

  @Test
  void stackingMergeAndMetaModelSayWhatTheyStack() throws Exception {
    StepTree root = open("05");
    StepTree merge = titled(root, "merge · stacking");
    assertThat(merge.shape()).isEqualTo(Shape.GROUP);
    assertThat(merge.detail()).isEqualTo("as features, on missing: warn");
    assertThat(merge.children())
        .extracting(n -> n.title() + ": " + n.detail())
        .containsExactly(
            "pls_branch: predictions, best by rmse",
            "rf_branch: predictions, top 2 by rmse",
            "ridge_branch: predictions, all",
            "pls_branch: features");
    StepTree meta = titled(root, "MetaModel · stacking");
    assertThat(meta.detail())
        .isEqualTo("Meta-Ridge · Ridge(alpha=0.5) on predictions of all source models");
  }

  @Test
  void legacySampleFilterShowsItsFilters() throws Exception {
    StepTree filter = titled(open("09"), "sample_filter (exclude)");
    assertThat(filter.shape()).isEqualTo(Shape.GROUP);
    assertThat(filter.children())
        .extracting(StepTree::title)
        .containsExactly("YOutlierFilter", "SpectralQualityFilter");
    assertThat(filter.detail()).contains("mode='any'");
  }
}
