package org.spectraflow.ui.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.file.ModelFile;
import org.spectraflow.engine.model.file.ModelFileException;
import org.spectraflow.engine.model.file.SavedModel;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The studio's Save Model: the selected variant's (or the best) model of the last run is refitted
 * and saved, and the file predicts that variant's refit test predictions bit for bit.
 */
class ModelSavingTest {

  @TempDir Path dir;

  private static final String DOC =
      "{\"pipeline\": [{\"_or_\": [\"nirs4all.operators.transforms.SNV\", {\"class\":"
          + " \"Detrend\"}]}, {\"split\": {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}},"
          + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 4}}}]}";

  @Test
  void aSelectedVariantIsRefittedAndSavedBitForBit() {
    SpectroDataset ds = RunFixtures.demo();
    RunRequest last =
        RunRequest.of(RunFixtures.doc(DOC), ds).withMemoryProbe(MemoryProbe.disabled());
    last = last.withOptions(last.options().withThreads(1));
    RunReport report = PipelineRunner.standard().run(last);
    for (Integer variant : new Integer[] {null, 0, 1}) {
      Path file = dir.resolve("v" + variant + ".sfmodel");
      String said = ModelSaving.save(last, variant, file);
      assertThat(said).contains("saved PLSRegression");
      SavedModel saved = ModelFile.read(file);
      int index = variant == null ? report.bestModel().orElseThrow().variant() : variant;
      assertThat(saved.pipeline().provenance().variant()).isEqualTo(report.variant(index).name());
      RunReport alone = PipelineRunner.standard().run(last, i -> i == index);
      assertThat(alone.variant(index).models().get(0).refitTest()).isNotNull();
      double[] expected = alone.variant(index).models().get(0).predictions().yPred();
      double[] got =
          Arrays.stream(saved.pipeline().predict(ds, ds.testIds()))
              .mapToDouble(r -> r[0])
              .toArray();
      assertThat(Arrays.stream(got).mapToLong(Double::doubleToRawLongBits).toArray())
          .isEqualTo(Arrays.stream(expected).mapToLong(Double::doubleToRawLongBits).toArray());
      assertThat(saved.domain()).isPresent();
    }
  }

  @Test
  void separationBranchesAreRefusedByName() {
    String branch =
        "{\"pipeline\": [{\"split\": {\"class\": \"KFold\"}}, {\"branch\": {\"by_filter\":"
            + " {\"class\": \"nirs4all.operators.filters.YOutlierFilter\", \"params\": {\"method\":"
            + " \"zscore\", \"threshold\": 1.0}}, \"steps\": [{\"class\": \"Detrend\"}]}},"
            + " {\"merge\": \"concat\"},"
            + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 4}}}]}";
    RunRequest last =
        RunRequest.of(RunFixtures.doc(branch), RunFixtures.demo())
            .withMemoryProbe(MemoryProbe.disabled());
    assertThatThrownBy(() -> ModelSaving.save(last, null, dir.resolve("b.sfmodel")))
        .isInstanceOf(ModelFileException.class)
        .hasMessageContaining("separation branches");
  }
}
