package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The parser and the checks read the keyword catalogue, and read it as they did before. */
class KeywordCatalogueTest {

  @Test
  void namesAreUniqueAndKnownToTheParser() {
    List<String> names = KeywordCatalogue.all().stream().map(KeywordSpec::name).toList();
    assertThat(names).doesNotHaveDuplicates();
    names.forEach(n -> assertThat(KeywordStep.isKnown(n)).as(n).isTrue());
    assertThat(KeywordStep.isKnown("chart_2d")).isTrue();
    assertThat(KeywordStep.isKnown("preprocesing")).isFalse();
  }

  @Test
  void parserPriorityAndReservedKeysAreTheLanguagesRule5() {
    assertThat(StepParser.PRIORITY)
        .containsExactly(
            "model",
            "preprocessing",
            "feature_augmentation",
            "auto_transfer_preproc",
            "concat_transform",
            "y_processing",
            "sample_augmentation",
            "branch");
    assertThat(StepParser.RESERVED)
        .isEqualTo(
            Set.of(
                "params",
                "metadata",
                "steps",
                "name",
                "finetune_params",
                "train_params",
                "refit_params",
                "fit_on_all",
                "force_layout",
                "na_policy",
                "fill_value"));
  }

  @Test
  void theNotYetKeywordsParseAsKeywordSteps() {
    assertThat(KeywordCatalogue.notYetSupported())
        .containsExactlyInAnyOrder("auto_transfer_preproc", "merge_predictions");
    PipelineDocument doc =
        PipelineReader.read("{\"pipeline\": [{\"merge_predictions\": {}}]}", "d.json");
    assertThat(doc.steps().get(0)).isInstanceOf(KeywordStep.class);
  }

  @Test
  void everyCheckedKeywordRefusesAnUnknownSiblingNamingWhatItReads() {
    for (KeywordSpec k : KeywordCatalogue.all()) {
      if (!k.checked() || k.name().equals(Keywords.MODEL)) {
        continue;
      }
      String value = k.name().equals(Keywords.BRANCH) ? "[[\"a.SNV\"]]" : "\"a.SNV\"";
      PipelineDocument doc =
          PipelineReader.read(
              "{\"pipeline\": [{\"" + k.name() + "\": " + value + ", \"zzz_nope\": 1}]}", "d.json");
      assertThatThrownBy(() -> StepShapes.requireKnownKeys(doc))
          .as(k.name())
          .isInstanceOf(PipelineFormatException.class)
          .hasMessageContaining("unknown key 'zzz_nope' on a " + k.name() + " step")
          .satisfies(e -> k.siblings().forEach(s -> assertThat(e.getMessage()).contains(s)));
    }
  }

  @Test
  void operatorListKeywordsRefuseAnEmptyList() {
    for (KeywordSpec k : KeywordCatalogue.all()) {
      if (!k.refusesEmptyList()) {
        continue;
      }
      PipelineDocument doc =
          PipelineReader.read("{\"pipeline\": [{\"" + k.name() + "\": []}]}", "d.json");
      assertThatThrownBy(() -> StepShapes.requireKnownKeys(doc))
          .as(k.name())
          .hasMessageContaining("the list is empty");
    }
  }
}
