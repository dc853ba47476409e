package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.ThrowingConsumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.json.JsonObject;

/** The 20 nirs4all sample documents (10 + canonical forms) from the shared data folder. */
class SampleDocumentsTest {

  static Path folder() {
    String base = System.getProperty("spectraflow.shared.data", "");
    Path pipelines = Path.of(base, "pipelines");
    Assumptions.assumeTrue(
        !base.isEmpty() && Files.isDirectory(pipelines), "shared data not available");
    return pipelines;
  }

  /**
   * One dynamic test per sample document; the whole factory is skipped (an assumption, never an
   * empty parameter source, which JUnit reports as an error) when the shared data is absent.
   */
  static Stream<DynamicTest> eachSample(ThrowingConsumer<Path> check) throws IOException {
    Path pipelines = folder();
    List<Path> list;
    try (Stream<Path> files = Files.walk(pipelines)) {
      list = files.filter(Files::isRegularFile).sorted().toList();
    }
    return list.stream()
        .map(file -> dynamicTest(pipelines.relativize(file).toString(), () -> check.accept(file)));
  }

  @TestFactory
  Stream<DynamicTest> readWriteReadGivesTheSameTree() throws IOException {
    return eachSample(SampleDocumentsTest::readWriteReadGivesTheSameTree);
  }

  @TestFactory
  Stream<DynamicTest> writingIsStableAndKeepsKeyOrder() throws IOException {
    return eachSample(SampleDocumentsTest::writingIsStableAndKeepsKeyOrder);
  }

  @TestFactory
  Stream<DynamicTest> commentsAndUnknownKeysSurvive() throws IOException {
    return eachSample(SampleDocumentsTest::commentsAndUnknownKeysSurvive);
  }

  private static void readWriteReadGivesTheSameTree(Path file) {
    PipelineDocument doc = PipelineReader.read(file);
    assertThat(PipelineReader.readJson(PipelineWriter.toJson(doc))).isEqualTo(doc);
    assertThat(PipelineReader.readYaml(PipelineWriter.toYaml(doc))).isEqualTo(doc);
    assertThat(PipelineReader.readJson(PipelineWriter.toJson(doc)).toJson())
        .isEqualTo(doc.toJson());
  }

  private static void writingIsStableAndKeepsKeyOrder(Path file) {
    PipelineDocument doc = PipelineReader.read(file);
    String json = PipelineWriter.toJson(doc);
    assertThat(PipelineWriter.toJson(PipelineReader.readJson(json))).isEqualTo(json);
    String yaml = PipelineWriter.toYaml(doc);
    assertThat(PipelineWriter.toYaml(PipelineReader.readYaml(yaml))).isEqualTo(yaml);
    if (doc.toJson() instanceof JsonObject o) {
      assertThat(((JsonObject) PipelineReader.parseJson(json)).keys())
          .containsExactlyElementsOf(o.keys());
    }
  }

  @ParameterizedTest(name = "{0} expands to {1}")
  @CsvSource({
    "01_basic_regression.yaml, 1", "02_feature_augmentation.json, 5",
        "03_sample_augmentation.yaml, 1",
    "04_branching_basic.json, 1", "05_stacking_merge.yaml, 1", "06_generator_syntax.json, 150",
    "07_concat_transform.yaml, 1", "08_complex_finetune.json, 1", "09_filters_splits.yaml, 1",
    "10_complete_all_features.json, 4"
  })
  void sampleCountsFollowTheCurrentRules(String name, long variants) {
    PipelineDocument doc = PipelineReader.read(folder().resolve(name));
    assertThat(VariantExpansion.count(doc).longValueExact()).isEqualTo(variants);
    assertThat(VariantExpansion.standard().expand(doc).count()).isEqualTo(variants);
  }

  private static void commentsAndUnknownKeysSurvive(Path file) throws IOException {
    String text = Files.readString(file);
    PipelineDocument doc = PipelineReader.read(file);
    String written = PipelineWriter.toJson(doc);
    for (String key :
        List.of(
            "_comment", "finetune_params", "sample_filter", "chart_2d", "RandomForestRegressor")) {
      if (text.contains(key)) {
        assertThat(written).as(key).contains(key);
      }
    }
  }
}
