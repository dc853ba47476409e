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

  @Test
  void unknownYamlTagsAreRefusedWithTheTagAndLine() {
    assertThatThrownBy(() -> PipelineReader.read("pipeline:\n  - a.SNV\n  - !Ref foo\n", "d.yaml"))
        .isInstanceOf(PipelineFormatException.class)
        .hasMessageContaining("d.yaml line 3")
        .hasMessageContaining("the YAML tag !Ref is not supported");
    assertThatThrownBy(
            () ->
                PipelineReader.read(
                    "- !Custom {class: sklearn.preprocessing.StandardScaler}\n", "d.yaml"))
        .hasMessageContaining("the YAML tag !Custom");
    assertThatThrownBy(() -> PipelineReader.read("- !!python/name:a.SNV ''\n", "d.yaml"))
        .hasMessageContaining("the YAML tag !!python/name:a.SNV");
  }

  @Test
  void standardYamlTagsKeepTheirMeaning() {
    PipelineDocument doc =
        PipelineReader.read(
            "- {model: {class: a.PLS, params: {n_components: !!int 3, name: !!str 5, f: !!float 2,"
                + " s: ! plain}}}\n",
            "d.yaml");
    assertThat(PipelineWriter.toCompactJson(doc.stepsJson()))
        .contains("\"n_components\":3", "\"name\":\"5\"", "\"f\":2.0", "\"s\":\"plain\"");
  }

  @Test
  void yamlMergeKeysFollowYaml11() {
    PipelineDocument doc =
        PipelineReader.read(
            """
        a: &a {n_components: 2, scale: true}
        b: &b {n_components: 4, max_iter: 100}
        pipeline:
          - model:
              class: a.PLS
              params: {<<: [*a, *b], scale: false}
          - model:
              class: a.PLS
              params:
                <<: *b
                max_iter: 7
        """,
            "d.yaml");
    assertThat(PipelineWriter.toCompactJson(doc.stepsJson()))
        .contains("\"params\":{\"n_components\":2,\"max_iter\":100,\"scale\":false}")
        .contains("\"params\":{\"n_components\":4,\"max_iter\":7}");
  }

  @Test
  void aMergeKeyNeedsMappings() {
    assertThatThrownBy(() -> PipelineReader.read("- {<<: 3, a: 1}\n", "d.yaml"))
        .hasMessageContaining("d.yaml line 1")
        .hasMessageContaining("a YAML merge key << takes a mapping or a list of mappings");
    assertThatThrownBy(
            () -> PipelineReader.read("b: &b {x: 1}\npipeline:\n- {<<: *b, <<: *b}\n", "d.yaml"))
        .hasMessageContaining("duplicate key \"<<\"");
  }

  @Test
  void aMergeKeyInJsonIsAnOrdinaryKey() {
    PipelineDocument doc = PipelineReader.readJson("[{\"_c\": {\"<<\": 3}}]");
    assertThat(PipelineWriter.toCompactJson(doc.stepsJson())).contains("\"<<\":3");
  }

  @Test
  void yamlFloatSpecialsAreNumbers() {
    PipelineDocument doc =
        PipelineReader.read(
            "- {model: {class: a.Ridge, params: {a: .inf, b: -.Inf, c: .NaN, d: +.INF}}}\n",
            "d.yaml");
    assertThat(PipelineWriter.toCompactJson(doc.stepsJson()))
        .contains("\"a\":Infinity", "\"b\":-Infinity", "\"c\":NaN", "\"d\":Infinity");
  }

  @Test
  void aCountBelowOneIsRefusedWithItsRange() {
    for (String count : new String[] {"0", "-1", "-18446744073709551617"}) {
      assertThatThrownBy(
              () ->
                  PipelineReader.read(
                      "[{\"model\": {\"class\": "
                          + PLS
                          + ", \"params\": {\"n_components\": {\"_range_\": [1, 5], \"count\": "
                          + count
                          + "}}}}]",
                      "d.json"))
          .hasMessageContaining("pipeline[0].model.params.n_components.count")
          .hasMessageContaining("d.json line 1")
          .hasMessageContaining("count must be 1 or more")
          .hasMessageContaining("got " + count);
    }
  }

  @Test
  void paramWithoutASweepIsATypoOfParams() {
    assertThatThrownBy(
            () ->
                requireKnownKeys(
                    "[{\"model\": {\"class\": " + PLS + ", \"param\": {\"n_components\": 3}}}]"))
        .hasMessageContaining("pipeline[0].model.param")
        .hasMessageContaining("unknown key 'param' on an operator object")
        .hasMessageContaining("did you mean 'params'?");
    assertThatThrownBy(
            () ->
                requireKnownKeys(
                    "[{\"model\": {\"class\": " + PLS + "}, \"param\": \"n_components\"}]"))
        .hasMessageContaining("pipeline[0].param")
        .hasMessageContaining("did you mean 'params'?");
    requireKnownKeys(
        "[{\"class\": " + PLS + ", \"param\": \"n_components\", \"_range_\": [1, 3]}]");
  }

  @Test
  void keywordStepsRefuseSiblingKeysTheyDoNotRead() {
    assertThatThrownBy(
            () ->
                requireKnownKeys(
                    "[{\"split\": {\"class\": \"sklearn.model_selection.KFold\"}, \"n_splits\": 3}]"))
        .hasMessageContaining("pipeline[0].n_splits: unknown key 'n_splits' on a split step")
        .hasMessageContaining("belongs in its params");
    assertThatThrownBy(
            () ->
                requireKnownKeys(
                    "[{\"feature_augmentation\": [\"a.SNV\"], \"acton\": \"extend\"}]"))
        .hasMessageContaining("did you mean 'action'?");
    assertThatThrownBy(
            () ->
                requireKnownKeys(
                    "[[{\"branch\": [[\"a.SNV\"], [{\"y_processing\": \"a.S\", \"x\": 1}]]}]]"))
        .hasMessageContaining("pipeline[0][0].branch[1][0].x")
        .hasMessageContaining("on a y_processing step");
    requireKnownKeys(
        "[{\"split\": \"a.KFold\", \"group\": \"g\", \"name\": \"s\", \"_c\": 1},"
            + " {\"exclude\": \"a.F\", \"mode\": \"all\"}, {\"preprocessing\": \"a.SNV\", \"fit_on_all\": true},"
            + " {\"merge\": {\"branch\": 0, \"select\": \"best\"}}, {\"merge_predictions\": 1, \"x\": 2}]");
  }

  @Test
  void anEmptyOperatorListIsRefused() {
    for (String keyword :
        new String[] {
          "preprocessing", "y_processing", "feature_augmentation", "concat_transform"
        }) {
      assertThatThrownBy(() -> requireKnownKeys("[{\"" + keyword + "\": []}]"))
          .hasMessageContaining("pipeline[0]." + keyword + ": the list is empty");
    }
  }

  @Test
  void anEmptyStepAndAModelNameThatIsNotTextAreRefused() {
    assertThatThrownBy(() -> requireKnownKeys("[{}, \"a.SNV\"]"))
        .hasMessageContaining("pipeline[0]: an empty step {} does nothing");
    for (String name : new String[] {"5", "\"\"", "null", "[\"a\"]"}) {
      assertThatThrownBy(
              () ->
                  requireKnownKeys(
                      "[{\"model\": {\"class\": " + PLS + "}, \"name\": " + name + "}]"))
          .hasMessageContaining("pipeline[0].name: name labels the model's results");
    }
    requireKnownKeys("[{\"model\": {\"class\": " + PLS + "}, \"name\": \"PLS-10\"}, {\"_c\": 1}]");
  }
}
