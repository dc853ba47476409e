package org.spectraflow.ui.editor.palette;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.pipeline.KeywordCatalogue;
import org.spectraflow.engine.pipeline.PipelineFormatException;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.StepShapes;

/** The palette's Structure group is the keyword catalogue's palette entries, plus None. */
class PaletteKeywordsTest {

  private final PaletteCatalog palette = PaletteCatalog.of(OperatorRegistry.standard());

  private List<PaletteEntry> structure() {
    return palette.entries().stream()
        .filter(e -> e.group().equals(PaletteCatalog.STRUCTURE))
        .toList();
  }

  @Test
  void structureEntriesComeFromTheCatalogueInItsOrder() {
    List<String> declared =
        KeywordCatalogue.all().stream()
            .flatMap(k -> k.palette().stream())
            .map(i -> i.label())
            .toList();
    List<String> labels = structure().stream().map(PaletteEntry::label).toList();
    assertThat(labels.subList(0, labels.size() - 1)).containsExactlyElementsOf(declared);
    assertThat(labels.getLast()).isEqualTo("None");
  }

  @Test
  void everyTemplateNamesOperatorsByTheirRegistryPathAndHasNoUnknownKey() {
    for (PaletteEntry e : structure()) {
      if (e.template().toString().equals("null")) {
        continue;
      }
      String json = "{\"pipeline\": [" + e.template() + "]}";
      assertThat(json).as(e.label()).doesNotContain("\"YOutlierFilter\"", "\"MinMaxScaler\"");
      // a template is a starting point (an empty list to fill is fine), never a misspelt key
      try {
        StepShapes.requireKnownKeys(PipelineReader.read(json, e.label() + ".json"));
      } catch (PipelineFormatException ex) {
        assertThat(ex.getMessage()).as(e.label()).doesNotContain("unknown key");
      }
    }
  }
}
