package org.spectraflow.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;

/** Every variant knows its template and, for each of its steps, the template node it came from. */
class StepIdsTest {

  private static List<Variant> expand(String steps) {
    PipelineDocument doc = PipelineReader.readJson("{\"pipeline\": " + steps + "}");
    return VariantExpansion.standard().expand(doc).toList();
  }

  private static List<String> ids(List<Variant> variants, Function<Variant, String> pointer) {
    return variants.stream().map(v -> v.stepIds().of(pointer.apply(v))).toList();
  }

  @Test
  void aDocumentWithoutGeneratorsIsItsOwnTemplate() {
    List<Variant> variants = expand("[{\"class\": \"Detrend\"}, {\"branch\": [[\"SNV\"]]}]");

    assertThat(variants).hasSize(1);
    assertThat(variants.getFirst().template()).isEqualTo(variants.getFirst().pipeline());
    assertThat(variants.getFirst().stepIds().of("/pipeline/1/branch/0/0"))
        .isEqualTo("/pipeline/1/branch/0/0");
  }

  @Test
  void orChoicesAreToldApartEvenWhenEqualElsewhere() {
    List<Variant> variants =
        expand(
            """
        [{"_or_": [null, "Detrend", {"class": "Gaussian"}]}, "Detrend"]""");

    assertThat(ids(variants, v -> "/pipeline/0"))
        .containsExactly("/pipeline/0/_or_/0", "/pipeline/0/_or_/1", "/pipeline/0/_or_/2");
    assertThat(ids(variants, v -> "/pipeline/1")).containsOnly("/pipeline/1");
    assertThat(variants.getFirst().template().stepsJson().size()).isEqualTo(2);
  }

  @Test
  void cartesianStagesAndNestedChoicesNameEveryLevel() {
    List<Variant> variants =
        expand(
            """
        [{"_cartesian_": [{"_or_": ["SNV", "Detrend"]},
                          {"_or_": [["Detrend", "SNV"], {"_or_": ["SNV", "Gaussian"]}]}]},
         "PLSRegression"]""");

    assertThat(variants).hasSize(6);
    assertThat(ids(variants, v -> "/pipeline/0/1"))
        .containsExactly(
            "/pipeline/0/_cartesian_/1/_or_/0", "/pipeline/0/_cartesian_/1/_or_/1/_or_/0",
            "/pipeline/0/_cartesian_/1/_or_/1/_or_/1", "/pipeline/0/_cartesian_/1/_or_/0",
            "/pipeline/0/_cartesian_/1/_or_/1/_or_/0", "/pipeline/0/_cartesian_/1/_or_/1/_or_/1");
    assertThat(variants.getFirst().stepIds().of("/pipeline/0/1/1"))
        .isEqualTo("/pipeline/0/_cartesian_/1/_or_/0/1");
  }

  @Test
  void pickedItemsNameTheirChoice() {
    List<Variant> variants =
        expand(
            "[{\"_or_\": [\"SNV\", \"Detrend\", \"Gaussian\"], \"pick\": 2}, \"PLSRegression\"]");

    assertThat(variants).hasSize(3);
    assertThat(ids(variants, v -> "/pipeline/0/1"))
        .containsExactly("/pipeline/0/_or_/1", "/pipeline/0/_or_/2", "/pipeline/0/_or_/2");
    assertThat(ids(variants, v -> "/pipeline/0/0"))
        .containsExactly("/pipeline/0/_or_/0", "/pipeline/0/_or_/0", "/pipeline/0/_or_/1");
  }

  @Test
  void aSingleStepThatExpandsToStepListsIsTheVariantsWholeList() {
    List<Variant> variants = expand("[{\"_or_\": [[\"SNV\", \"Detrend\"], [\"Gaussian\"]]}]");

    assertThat(ids(variants, v -> "/pipeline/0"))
        .containsExactly("/pipeline/0/_or_/0/0", "/pipeline/0/_or_/1/0");
    assertThat(variants.getFirst().stepIds().of("/pipeline/1")).isEqualTo("/pipeline/0/_or_/0/1");
  }

  @Test
  void valueSweepsNameTheirPositionAndStepsTheirNode() {
    List<Variant> variants =
        expand(
            """
        [{"_range_": [1, 2]},
         {"model": {"class": "PLSRegression"}, "_range_": [2, 3], "param": "n_components"}]""");

    assertThat(ids(variants, v -> "/pipeline/0").stream().distinct())
        .containsExactly("/pipeline/0/_range_/0", "/pipeline/0/_range_/1");
    assertThat(ids(variants, v -> "/pipeline/1"))
        .hasSize(variants.size())
        .containsOnly("/pipeline/1");
  }
}
