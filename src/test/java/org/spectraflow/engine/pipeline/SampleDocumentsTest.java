package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.json.JsonObject;

/** The 20 nirs4all sample documents (10 + canonical forms) from the shared data folder. */
class SampleDocumentsTest {

  static Path folder() {
    String base = System.getProperty("spectraflow.shared.data", "");
    Path pipelines = Path.of(base, "pipelines");
    Assumptions.assumeTrue(!base.isEmpty() && Files.isDirectory(pipelines), "shared data not available");
    return pipelines;
  }

  static Stream<Path> samples() throws IOException {
    String base = System.getProperty("spectraflow.shared.data", "");
    Path pipelines = Path.of(base, "pipelines");
    if (base.isEmpty() || !Files.isDirectory(pipelines)) {
      return Stream.empty();
    }
    try (Stream<Path> files = Files.walk(pipelines)) {
      List<Path> list = files.filter(Files::isRegularFile).sorted().toList();
      return list.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("samples")
  void readWriteReadGivesTheSameTree(Path file) {
    PipelineDocument doc = PipelineReader.read(file);
    assertThat(PipelineReader.readJson(PipelineWriter.toJson(doc))).isEqualTo(doc);
    assertThat(PipelineReader.readYaml(PipelineWriter.toYaml(doc))).isEqualTo(doc);
    assertThat(PipelineReader.readJson(PipelineWriter.toJson(doc)).toJson()).isEqualTo(doc.toJson());
  }

  @ParameterizedTest
  @MethodSource("samples")
  void writingIsStableAndKeepsKeyOrder(Path file) {
    PipelineDocument doc = PipelineReader.read(file);
    String json = PipelineWriter.toJson(doc);
    assertThat(PipelineWriter.toJson(PipelineReader.readJson(json))).isEqualTo(json);
    String yaml = PipelineWriter.toYaml(doc);
    assertThat(PipelineWriter.toYaml(PipelineReader.readYaml(yaml))).isEqualTo(yaml);
    if (doc.toJson() instanceof JsonObject o) {
      assertThat(((JsonObject) PipelineReader.parseJson(json)).keys()).containsExactlyElementsOf(o.keys());
    }
  }

  @ParameterizedTest(name = "{0} expands to {1}")
  @CsvSource({
      "01_basic_regression.yaml, 1", "02_feature_augmentation.json, 5", "03_sample_augmentation.yaml, 1",
      "04_branching_basic.json, 1", "05_stacking_merge.yaml, 1", "06_generator_syntax.json, 150",
      "07_concat_transform.yaml, 1", "08_complex_finetune.json, 1", "09_filters_splits.yaml, 1",
      "10_complete_all_features.json, 4"})
  void sampleCountsFollowTheCurrentRules(String name, long variants) {
    PipelineDocument doc = PipelineReader.read(folder().resolve(name));
    assertThat(VariantExpansion.count(doc).longValueExact()).isEqualTo(variants);
    assertThat(VariantExpansion.standard().expand(doc).count()).isEqualTo(variants);
  }

  @ParameterizedTest
  @MethodSource("samples")
  void commentsAndUnknownKeysSurvive(Path file) throws IOException {
    String text = Files.readString(file);
    PipelineDocument doc = PipelineReader.read(file);
    String written = PipelineWriter.toJson(doc);
    for (String key : List.of("_comment", "finetune_params", "sample_filter", "chart_2d", "RandomForestRegressor")) {
      if (text.contains(key)) {
        assertThat(written).as(key).contains(key);
      }
    }
  }
}
