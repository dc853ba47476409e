package org.spectraflow.engine.catalogue;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * The operator status table of {@code docs/compatibility.md} is generated from the catalogue: this
 * test fails when it is stale and rewrites it with {@code -Dspectraflow.writeDocs=true}; the notes
 * and refusals it reads must stay consistent with the catalogue.
 */
class CompatibilityTableTest {

  private static final Path FILE = Path.of("docs", "compatibility.md");

  @Test
  void docsCompatibilityHoldsTheCurrentTable() throws IOException {
    String file = Files.readString(FILE, StandardCharsets.UTF_8);
    String updated = CompatibilityTable.update(file, OperatorRegistry.standard());
    if (Boolean.getBoolean("spectraflow.writeDocs")) {
      Files.writeString(FILE, updated, StandardCharsets.UTF_8);
      file = updated;
    }
    assertThat(file)
        .as("docs/compatibility.md's operator status table is stale")
        .isEqualTo(updated);
  }

  @Test
  void everyCataloguedOperatorAndKeywordHasARow() {
    String table = CompatibilityTable.markdown(OperatorRegistry.standard());
    for (OperatorSpec spec : OperatorRegistry.standard().all()) {
      assertThat(table).contains("| `" + spec.canonicalPath() + "` |");
    }
    assertThat(table).contains("| `xgboost.XGBRegressor` | refused | refused: not bundled");
    assertThat(table).contains("| `split` | keyword | runs |");
  }

  @Test
  void notesNameCataloguedOperatorsAndRefusalsNameOthers() {
    OperatorRegistry registry = OperatorRegistry.standard();
    for (String name : CompatibilityTable.NOTES.keySet()) {
      assertThat(registry.byClassName(name)).as(name).isPresent();
    }
    for (RefusedOperators.Refusal r : RefusedOperators.all()) {
      assertThat(registry.byClassName(r.name()))
          .as(r.name() + " is catalogued now: remove its refusal")
          .isEmpty();
    }
  }

  @Test
  void aRefusedOperatorNamesTheAlternative() {
    String message =
        OperatorRegistry.standard().unsupportedMessage("xgboost.XGBRegressor", DocumentPath.ROOT);
    assertThat(message)
        .contains("'xgboost.XGBRegressor'")
        .contains("GradientBoostingRegressor")
        .doesNotContain("; supported: ");
    assertThat(
            OperatorRegistry.standard()
                .unsupportedMessage("lightgbm.LGBMClassifier", DocumentPath.ROOT))
        .contains("GradientBoostingClassifier");
    assertThat(OperatorRegistry.standard().unsupportedMessage("foo.Bar", DocumentPath.ROOT))
        .contains("; supported: ");
  }
}
