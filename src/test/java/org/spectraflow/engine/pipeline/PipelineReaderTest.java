package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.json.JsonValue;

/** Document shapes, step kinds, lossless writing and error reporting with paths and locations. */
class PipelineReaderTest {

  @Test
  void readsEveryDocumentShape() {
    PipelineDocument array = PipelineReader.readJson("[\"a.SNV\"]");
    PipelineDocument pipeline =
        PipelineReader.readJson(
            "{\"name\": \"x\", \"random_state\": 7, \"pipeline\": [\"a.SNV\"]}");
    PipelineDocument steps = PipelineReader.readYaml("steps:\n  - a.SNV\nrandom_state: null\n");
    assertThat(array.layout()).isEqualTo(PipelineDocument.Layout.ARRAY);
    assertThat(pipeline.name()).contains("x");
    assertThat(pipeline.randomState()).hasValue(BigInteger.valueOf(7));
    assertThat(steps.layout()).isEqualTo(PipelineDocument.Layout.STEPS_KEY);
    assertThat(steps.randomState()).isEmpty();
    assertThat(array.steps()).isEqualTo(pipeline.steps()).isEqualTo(steps.steps());
  }

  @Test
  void classifiesStepsAsSpecifiedInSection13() {
    PipelineDocument doc =
        PipelineReader.readJson(
            """
        [null, ["a.SNV", "a.D1"], "sklearn.preprocessing.StandardScaler",
         {"class": "sklearn.neural_network.BernoulliRBM", "params": {"n_estimators": 50}},
         {"model": {"class": "PLSRegression"}, "name": "PLS"},
         {"branch": {"snv": ["SNV"], "msc": ["MSC"]}},
         {"y_processing": {"class": "MinMaxScaler"}}, "chart_2d",
         {"_comment": "note"}, {"sample_filter": {"filters": []}}, {"_or_": ["SNV", "MSC"]},
         {"name": "x", "feature_augmentation": ["SNV"], "action": "extend"}]
        """);
    assertThat(doc.steps())
        .extracting(s -> s.getClass().getSimpleName())
        .containsExactly(
            "NullStep",
            "SubPipeline",
            "OperatorStep",
            "OperatorStep",
            "ModelStep",
            "BranchStep",
            "KeywordStep",
            "KeywordStep",
            "CommentStep",
            "KeywordStep",
            "GeneratorStep",
            "KeywordStep");
    ModelStep model = (ModelStep) doc.steps().get(4);
    assertThat(model.name()).contains("PLS");
    assertThat(model.operator().simpleName()).isEqualTo("PLSRegression");
    BranchStep branch = (BranchStep) doc.steps().get(5);
    assertThat(branch.branches()).extracting(BranchStep.Branch::name).containsExactly("snv", "msc");
    assertThat(((KeywordStep) doc.steps().get(11)).keyword()).isEqualTo("feature_augmentation");
  }

  @Test
  void unknownOperatorsAreKeptVerbatim(@TempDir Path dir) {
    String text =
        "{\"pipeline\": [{\"class\": \"sklearn.neural_network.BernoulliRBM\", "
            + "\"params\": {\"n_estimators\": 50, \"max_depth\": null}, \"_comment\": \"keep me\"}]}";
    PipelineDocument doc = PipelineReader.readJson(text);
    OperatorStep step = (OperatorStep) doc.steps().get(0);
    assertThat(OperatorRegistry.standard().resolve(step.operator())).isEmpty();
    Path file = dir.resolve("p.json");
    PipelineWriter.write(doc, file);
    assertThat(PipelineReader.read(file)).isEqualTo(doc);
    assertThat(PipelineWriter.toJson(PipelineReader.read(file)))
        .isEqualTo(PipelineWriter.toJson(doc));
  }

  @Test
  void editsKeepKeyOrderAndOtherKeys() {
    PipelineDocument doc =
        PipelineReader.readJson(
            "[{\"_comment\": \"c\", \"model\": {\"class\": \"PLSRegression\"}, \"name\": \"a\"}]");
    ModelStep edited =
        ((ModelStep) doc.steps().get(0))
            .withName("b")
            .withOperator(
                ((ModelStep) doc.steps().get(0))
                    .operator()
                    .withParam("n_components", JsonValue.integer(5)));
    assertThat(PipelineWriter.toCompactJson(doc.withStep(0, edited).toJson()))
        .isEqualTo(
            "[{\"_comment\":\"c\",\"model\":{\"class\":\"PLSRegression\",\"params\":{\"n_components\":5}},\"name\":\"b\"}]");
  }

  @Test
  void yamlFloatsStayFloatsForPyyaml(@TempDir Path dir) throws Exception {
    PipelineDocument doc =
        PipelineReader.readJson(
            "{\"pipeline\": [{\"class\": \"x.Y\", \"params\": {\"tol\": 1e-06, \"n_components\": 3}}]}");
    Path file = dir.resolve("p.yaml");
    PipelineWriter.write(doc, file);
    assertThat(Files.readString(file)).contains("tol: 1.0e-06").contains("n_components: 3");
    assertThat(PipelineReader.read(file)).isEqualTo(doc);
  }

  @Test
  void malformedJsonNamesLineAndColumn() {
    PipelineFormatException e =
        catchThrowableOfType(
            PipelineFormatException.class,
            () ->
                PipelineReader.read(
                    "{\"pipeline\": [\n  \"a.SNV\",\n  {\"model\": }\n]}", "bad.json"));
    assertThat(e.location())
        .hasValueSatisfying(
            l -> {
              assertThat(l.line()).isEqualTo(3);
              assertThat(l.column()).isGreaterThan(1);
            });
    assertThat(e).hasMessageContaining("bad.json line 3").hasMessageContaining("malformed JSON");
  }

  @Test
  void anUnclosedListSaysWhereItOpenedWithoutTheParsersInternals() {
    PipelineFormatException e =
        catchThrowableOfType(
            PipelineFormatException.class,
            () -> PipelineReader.read("{\"pipeline\": [\n", "bad.json"));
    assertThat(e)
        .hasMessageContaining("expected close marker for Array (start marker at line 1, column 14)")
        .hasMessageNotContaining("Source:")
        .hasMessageNotContaining("StreamReadFeature");
  }

  @Test
  void malformedYamlNamesLineAndColumn() {
    assertThatThrownBy(
            () -> PipelineReader.read("pipeline:\n  - a.SNV\n  - {model: [1, 2\n", "bad.yaml"))
        .isInstanceOf(PipelineFormatException.class)
        .hasMessageContaining("bad.yaml line")
        .hasMessageContaining("malformed YAML");
  }

  @Test
  void generatorErrorsNameTheDocumentPathAndLocation() {
    assertThatThrownBy(
            () ->
                PipelineReader.read(
                    "{\"pipeline\": [\"a.SNV\",\n {\"_range_\": [1, 5, 0]}]}", "z.json"))
        .hasMessageStartingWith(
            "pipeline[1]._range_ (z.json line 2, column 2): _range_ step must not be zero");
    assertThatThrownBy(() -> PipelineReader.readJson("[{\"_or_\": [\"A\", \"B\"], \"pick\": 5}]"))
        .hasMessageContaining("pipeline[0].pick")
        .hasMessageContaining("larger than the 2 choices");
    assertThatThrownBy(
            () ->
                PipelineReader.readJson(
                    "[{\"model\": {\"class\": \"P\", \"params\": "
                        + "{\"n_components\": {\"_range_\": [1]}}}}]"))
        .hasMessageContaining("pipeline[0].model.params.n_components._range_")
        .hasMessageContaining("expects [from, to]");
    assertThatThrownBy(() -> PipelineReader.readJson("[{\"_or_\": \"A\"}]"))
        .hasMessageContaining("pipeline[0]._or_");
    assertThatThrownBy(() -> PipelineReader.readJson("[{\"_log_range_\": [0, 1, 3]}]"))
        .hasMessageContaining("must be > 0");
    assertThatThrownBy(
            () ->
                PipelineReader.readJson(
                    "[{\"_or_\": [{\"class\": \"a.B\"}, \"a.C\"], \"_comment\": \"x\"}]"))
        .hasMessageContaining("pipeline[0]._or_[1]")
        .hasMessageContaining("sibling keys [_comment]");
    assertThatThrownBy(() -> PipelineReader.readJson("{\"name\": \"no steps\"}"))
        .hasMessageContaining("\"pipeline\"");
  }
}
