package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Shapes nirs4all accepts silently are refused at read time with the place and a fix. */
class DocumentStrictnessTest {

  private static final String PLS = "\"sklearn.cross_decomposition._pls.PLSRegression\"";

  @Test
  void duplicateKeysAreAnErrorWithLineAndColumn() {
    assertThatThrownBy(
            () ->
                PipelineReader.read(
                    "{\"pipeline\": [{\"model\": {\"class\": "
                        + PLS
                        + ",\n"
                        + " \"class\": \"x.Ridge\"}}]}",
                    "d.json"))
        .isInstanceOf(PipelineFormatException.class)
        .hasMessageContaining("duplicate key \"class\"")
        .hasMessageContaining("d.json line 2, column 2");
  }

  @Test
  void aSecondYamlDocumentIsAnError() {
    assertThatThrownBy(() -> PipelineReader.read("- a.SNV\n---\n- a.MSC\n", "d.yaml"))
        .isInstanceOf(PipelineFormatException.class)
        .hasMessageContaining("second YAML document")
        .hasMessageContaining("d.yaml line 3");
  }

  @Test
  void yamlAliasesResolveToTheAnchoredValue() {
    PipelineDocument doc =
        PipelineReader.read(
            """
        pipeline:
          - &pls {model: {class: sklearn.cross_decomposition._pls.PLSRegression, params: {n_components: 3}}}
          - *pls
        """,
            "d.yaml");
    assertThat(doc.steps().get(1).toJson()).isEqualTo(doc.steps().get(0).toJson());
    assertThat(doc.steps().get(1)).isInstanceOf(ModelStep.class);
  }

  @Test
  void anUndefinedAliasIsAnError() {
    assertThatThrownBy(() -> PipelineReader.read("- *nothing\n", "d.yaml"))
        .hasMessageContaining("*nothing names no anchor");
  }

  @Test
  void aliasBombsAreRefusedBeforeTheyExpand() {
    StringBuilder yaml = new StringBuilder("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for (int i = 1; i < 10; i++) {
      yaml.append("a").append(i).append(": &a").append(i).append(" [");
      for (int j = 0; j < 10; j++) {
        yaml.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
      }
      yaml.append("]\n");
    }
    yaml.append("pipeline: [*a9]\n");
    assertThatThrownBy(() -> PipelineReader.read(yaml.toString(), "bomb.yaml"))
        .hasMessageContaining("more than " + JsonText.MAX_VALUES + " values");
  }

  @Test
  void paramsMustBeAnObject() {
    assertThatThrownBy(
            () ->
                PipelineReader.readJson("[{\"model\": {\"class\": " + PLS + ", \"params\": [3]}}]"))
        .hasMessageContaining("pipeline[0].model.params")
        .hasMessageContaining("params must be an object")
        .hasMessageContaining("a list");
    assertThatThrownBy(
            () ->
                PipelineReader.readJson(
                    "[{\"class\": " + PLS + ", \"params\": \"n_components=3\"}]"))
        .hasMessageContaining("pipeline[0].params")
        .hasMessageContaining("a string");
  }

  private static void requireKnownKeys(String json) {
    StepShapes.requireKnownKeys(PipelineReader.readJson(json));
  }

  @Test
  void misspeltParamsGetDidYouMeanBeforeARun() {
    assertThatThrownBy(
            () -> requireKnownKeys("[{\"model\": {\"class\": " + PLS + ", \"parms\": {}}}]"))
        .hasMessageContaining("pipeline[0].model.parms")
        .hasMessageContaining("did you mean 'params'?");
    assertThatThrownBy(
            () ->
                requireKnownKeys("[{\"model\": {\"class\": " + PLS + "}, \"finetune_param\": {}}]"))
        .hasMessageContaining("pipeline[0].finetune_param")
        .hasMessageContaining("did you mean 'finetune_params'?");
  }

  @Test
  void unknownSiblingKeysOnAModelStepAreRefusedBeforeARunButKeptByTheReader() {
    String json = "[{\"model\": {\"class\": " + PLS + "}, \"colour\": \"red\"}]";
    assertThat(PipelineWriter.toCompactJson(PipelineReader.readJson(json).stepsJson()))
        .contains("\"colour\":\"red\"");
    assertThatThrownBy(() -> requireKnownKeys(json))
        .hasMessageContaining("unknown key 'colour' on a model step")
        .hasMessageContaining("allowed:");
  }

  @Test
  void randomStateMustBeAnInteger() {
    assertThatThrownBy(
            () ->
                PipelineReader.readJson("{\"random_state\": \"seven\", \"pipeline\": [\"a.SNV\"]}"))
        .hasMessageContaining("random_state")
        .hasMessageContaining("integer seed");
  }

  @Test
  void sweepsAndCommentsStayAccepted() {
    PipelineDocument doc =
        PipelineReader.readJson(
            "[{\"model\": {\"class\": "
                + PLS
                + "}, \"name\": \"PLS\","
                + " \"_comment\": \"x\", \"param\": \"n_components\", \"_range_\": [1, 3]}]");
    assertThat(doc.steps()).hasSize(1);
    StepShapes.requireKnownKeys(doc);
  }

  @Test
  void aliasesOfPlainValuesAreAClearError() {
    assertThatThrownBy(
            () ->
                PipelineReader.read("- &snv nirs4all.operators.transforms.SNV\n- *snv\n", "d.yaml"))
        .hasMessageContaining("d.yaml line 2")
        .hasMessageContaining("anchors on plain values are not supported");
  }

  @Test
  void anEmptyBranchIsNamedAsSuch() {
    assertThatThrownBy(
            () ->
                PipelineReader.readJson(
                    "[{\"branch\": []}, {\"model\": {\"class\": " + PLS + "}}]"))
        .hasMessageContaining("pipeline[0].branch")
        .hasMessageContaining("the branch has no branches");
  }
}
