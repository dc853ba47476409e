package org.spectraflow.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.files.DocumentFiles;

/**
 * "Done when": the D03 sweep built from an empty document by mouse and by keyboard gives 64
 * variants.
 */
class D03BuildTest {

  @TempDir Path dir;

  @Test
  void mousePathBuildsTheD03SweepWithDropsAndAContextMenuSweep() {
    EditorFixture f = new EditorFixture();
    f.palette.drop(f.entry("_cartesian_"), new DropTarget(StepPath.ROOT, 0));
    StepPath stages = StepPath.step(0).key("_cartesian_");
    for (int stage = 0; stage < 2; stage++) {
      f.palette.drop(f.entry("_or_"), new DropTarget(stages, stage));
      StepPath alts = stages.index(stage).key("_or_");
      String[] ops =
          stage == 0
              ? new String[] {
                "StandardNormalVariate", "ExtendedMultiplicativeScatterCorrection", "Detrend"
              }
              : new String[] {
                "ExtendedMultiplicativeScatterCorrection", "SavitzkyGolay", "Gaussian"
              };
      for (int i = 0; i < ops.length; i++) {
        f.palette.drop(f.entry(ops[i]), new DropTarget(alts, i + 1));
      }
    }
    f.palette.drop(f.entry("PLSRegression"), new DropTarget(StepPath.ROOT, 1));
    f.editor.selectionProperty().set(StepPath.step(1));
    f.actions.sweepParameter("n_components", SweepExpression.parse("5..20 step 5").orElseThrow());

    assertThat(f.variants.countProperty().get()).isEqualTo(BigInteger.valueOf(64));
    assertReopensWith64(f.editor.document(), "mouse.sfpipe");
  }

  @Test
  void keyboardPathBuildsTheD03SweepWithQuickAddAndTheInspector() {
    EditorFixture f = new EditorFixture();
    f.palette.quickAdd("_cartesian_", false);
    f.palette.quickAdd("_or_", true);
    f.palette.quickAdd("SNV", true);
    f.palette.quickAdd("EMSC", false);
    f.palette.quickAdd("Detrend", false);
    f.editor
        .selectionProperty()
        .set(
            f.editor
                .treeProperty()
                .get()
                .parentOf(f.editor.selectionProperty().get())
                .orElseThrow()
                .path());
    f.palette.quickAdd("_or_", false);
    f.palette.quickAdd("EMSC", true);
    f.palette.quickAdd("SG", false);
    f.palette.quickAdd("Gaussian", false);
    f.editor.selectionProperty().set(StepPath.step(0));
    f.palette.quickAdd("PLS", false);
    f.inspector.apply("n_components", "5..20 step 5");

    assertThat(f.editor.document().steps()).hasSize(2);
    assertThat(f.variants.countProperty().get()).isEqualTo(BigInteger.valueOf(64));
    assertThat(f.validation.hasErrorsProperty().get()).isFalse();
    assertReopensWith64(f.editor.document(), "keyboard.yaml");
  }

  private void assertReopensWith64(PipelineDocument doc, String name) {
    Path file = dir.resolve(name);
    DocumentFiles.write(doc, file);
    PipelineDocument reopened = DocumentFiles.read(file);
    assertThat(reopened.toJson()).isEqualTo(doc.toJson());
    assertThat(VariantExpansion.count(reopened)).isEqualTo(BigInteger.valueOf(64));
    assertThat(VariantExpansion.standard().expand(reopened).count()).isEqualTo(64);
  }
}
