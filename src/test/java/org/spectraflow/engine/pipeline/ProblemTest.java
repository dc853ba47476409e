package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.run.check.DataSize;
import org.spectraflow.engine.run.check.PipelineWarnings;
import org.spectraflow.engine.run.check.RunCheck;
import org.spectraflow.engine.run.check.StartCheck;
import org.spectraflow.engine.run.check.StartCheckReport;

/**
 * A {@link Problem}'s line is the text the checks printed before problems were data, for each kind
 * of check; its place is typed, and a message arriving as text keeps its wording.
 */
class ProblemTest {

  private static final String PLS = "{\"model\": \"PLSRegression\"}";

  private static PipelineDocument doc(String json) {
    return PipelineReader.readJson(json);
  }

  private static StartCheckReport check(String json) {
    return new StartCheck(OperatorRegistry.standard())
        .check(doc(json), DataSize.UNKNOWN, 1000, () -> false);
  }

  @Test
  void aSplitterAfterTheModelIsWordedAsBefore() {
    List<Problem> p =
        PipelineWarnings.problems(
            doc("[\"SNV\", " + PLS + ", {\"class\": \"sklearn.model_selection.KFold\"}]"));
    assertThat(p)
        .singleElement()
        .extracting(Problem::line)
        .isEqualTo(
            "warning: pipeline[2]: the splitter KFold comes after the last model (pipeline[1]), so no"
                + " model uses its folds and it has no effect; move it before the model");
    assertThat(p.get(0).place()).isEqualTo(DocumentPath.PIPELINE.index(2));
    assertThat(p.get(0).hint()).contains("move it before the model");
  }

  @Test
  void anEmptyLaneIsWordedAsBeforeAndPlacedOnItsLane() {
    Problem p =
        PipelineWarnings.problems(
                doc("[{\"branch\": {\"snv\": [\"SNV\"], \"raw\": []}}, " + PLS + "]"))
            .getFirst();
    assertThat(p.line())
        .isEqualTo(
            "warning: pipeline[0].branch.raw: lane raw of the branch is empty, so its copy of the"
                + " data goes on unchanged (a raw lane, as in nirs4all); give it a step or remove"
                + " the lane if that is not meant");
    assertThat(p.place().lane()).contains("raw");
    assertThat(p.severity()).isEqualTo(Severity.WARNING);
  }

  @Test
  void runCheckProblemsKeepTheirWordingAndGetATypedPlace() {
    PipelineDocument d = doc("[\"SNV\", {\"frobnicate\": 1}, " + PLS + "]");
    List<Problem> found = new RunCheck(OperatorRegistry.standard()).found(d);
    assertThat(found)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.line())
                  .startsWith("unknown keyword 'frobnicate' at pipeline[1]; known keywords:");
              assertThat(p.place()).isEqualTo(DocumentPath.PIPELINE.index(1));
            });
    assertThat(new RunCheck(OperatorRegistry.standard()).problems(d))
        .containsExactly(found.getFirst().line());
  }

  @Test
  void documentCheckProblemsKeepTheirWording() {
    StartCheckReport merge = check("[{\"merge\": \"features\"}, " + PLS + "]");
    assertThat(merge.errors()).contains("pipeline[0]: merge without a preceding branch step");
    assertThat(merge.problems())
        .filteredOn(p -> p.message().equals("merge without a preceding branch step"))
        .singleElement()
        .extracting(Problem::place)
        .isEqualTo(DocumentPath.PIPELINE.index(0));
    StartCheckReport noModel = check("[\"SNV\"]");
    assertThat(noModel.errors()).singleElement().asString().startsWith("the pipeline has no model");
    assertThat(noModel.problems().getFirst().place()).isEqualTo(DocumentPath.ROOT);
    assertThat(noModel.runnable()).isFalse();
  }

  @Test
  void aShapeRefusalIsPlacedOnTheParameterAndKeepsItsWording() {
    String sg =
        "[{\"class\": \"nirs4all.operators.transforms.SavitzkyGolay\","
            + " \"params\": {\"window_length\": 101, \"polyorder\": 2}}, "
            + PLS
            + "]";
    StartCheckReport r =
        new StartCheck(OperatorRegistry.standard())
            .check(doc(sg), new DataSize(40, List.of(48)), 1000, () -> false);
    Problem p = r.problems().getFirst();
    DocumentPath window = DocumentPath.PIPELINE.index(0).key("params").key("window_length");
    assertThat(p.place()).isEqualTo(window);
    assertThat(p.line()).startsWith("pipeline[0].params.window_length: ");
    assertThat(r.errors()).containsExactly(p.line());
  }

  @Test
  void aPathKnowsItsStepsAndItsLane() {
    DocumentPath p = DocumentPath.PIPELINE.index(1).key("branch").key("snv").index(0);
    assertThat(p.text()).isEqualTo("pipeline[1].branch.snv[0]");
    assertThat(p.lane()).contains("snv");
    assertThat(p.steps().orElseThrow())
        .containsExactly(
            new DocumentPath.Index(1),
            new DocumentPath.Key("branch"),
            new DocumentPath.Key("snv"),
            new DocumentPath.Index(0));
    assertThat(DocumentPath.PIPELINE.index(2).key("branch").index(0).index(0).lane()).isEmpty();
    assertThat(p.index(1).key("branch").key("inner").index(0).lanes())
        .containsExactly("snv", "inner");
    assertThat(DocumentPath.PIPELINE.index(2).key("branch").key("a b").text())
        .isEqualTo("pipeline[2].branch[\"a b\"]");
    assertThat(DocumentPath.ROOT).hasToString("<document>");
  }

  @Property(tries = 300)
  void aMessageArrivingAsTextKeepsItsWordingAndFindsItsPlace(
      @ForAll("paths") DocumentPath path, @ForAll("words") String message) {
    String text = path.text() + ": " + message;
    Problem p = Problem.fromText(Severity.ERROR, text);
    assertThat(p.text()).isEqualTo(text);
    assertThat(p.line()).isEqualTo(text);
    assertThat(p.place()).isEqualTo(path);
    Problem w = Problem.fromText(Severity.WARNING, "in " + text);
    assertThat(w.line()).isEqualTo("warning: in " + text);
    assertThat(w.place()).isEqualTo(path);
  }

  @Provide
  Arbitrary<DocumentPath> paths() {
    Arbitrary<String> keys =
        Arbitraries.strings().withChars("abZ_09 -\"]").ofMinLength(0).ofMaxLength(5);
    Arbitrary<Object> parts =
        Arbitraries.oneOf(
            keys.map(k -> (Object) k), Arbitraries.integers().between(0, 99).map(i -> (Object) i));
    return parts
        .list()
        .ofMaxSize(6)
        .map(
            list -> {
              DocumentPath out = DocumentPath.PIPELINE;
              for (Object o : list) {
                out = o instanceof Integer i ? out.index(i) : out.key((String) o);
              }
              return out;
            });
  }

  @Provide
  Arbitrary<String> words() {
    return Arbitraries.strings().withChars("abc xyz=<>1").ofMinLength(1).ofMaxLength(30);
  }
}
