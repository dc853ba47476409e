package org.spectraflow.engine.model.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.run.RunResult;

/**
 * The model kinds added after the first model-file release (histogram boosting, MLPs, AdaBoost,
 * stacking, LinearSVC, Gaussian processes, OPLS-DA, kernel PLS, RidgeClassifier, KernelRidge, LDA,
 * QDA) round-trip through a model file: the run's final model is saved, read back and predicts the
 * refit test partition with the run's exact bits; and a file whose model state lost a parameter is
 * refused with one line naming the file, the damage and the missing parameter.
 */
class NewModelKindsModelFileTest {

  @TempDir Path dir;

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Model, whether it classifies, the state kind it saves as. */
  static List<Arguments> models() {
    return List.of(
        Arguments.of(
            "{\"class\": \"HistGradientBoostingRegressor\", \"params\": {\"max_iter\": 15}}",
            false,
            "hist_boosted"),
        Arguments.of(
            "{\"class\": \"HistGradientBoostingClassifier\", \"params\": {\"max_iter\": 10}}",
            true,
            "hist_boosted"),
        Arguments.of(
            "{\"class\": \"MLPRegressor\", \"params\": {\"hidden_layer_sizes\": [8, 4],"
                + " \"max_iter\": 30}}",
            false,
            "mlp"),
        Arguments.of(
            "{\"class\": \"MLPClassifier\", \"params\": {\"hidden_layer_sizes\": [6],"
                + " \"max_iter\": 30}}",
            true,
            "mlp"),
        Arguments.of(
            "{\"class\": \"AdaBoostRegressor\", \"params\": {\"n_estimators\": 6}}",
            false,
            "adaboost"),
        Arguments.of(
            "{\"class\": \"AdaBoostClassifier\", \"params\": {\"n_estimators\": 6}}",
            true,
            "adaboost"),
        Arguments.of(
            "{\"class\": \"StackingClassifier\", \"params\": {\"estimators\": [[\"lr\","
                + " \"LogisticRegression\"], [\"svc\", \"LinearSVC\"]]}}",
            true,
            "stacking"),
        Arguments.of("{\"class\": \"LinearSVC\"}", true, "linear_svc"),
        Arguments.of("{\"class\": \"GaussianProcessRegressor\"}", false, "gaussian_process"),
        Arguments.of("{\"class\": \"OPLSDA\", \"params\": {\"n_components\": 2}}", true, "oplsda"),
        Arguments.of(
            "{\"class\": \"KernelPLS\", \"params\": {\"n_components\": 3}}", false, "kernel_pls"),
        Arguments.of(
            "{\"class\": \"KernelPLS\", \"params\": {\"n_components\": 3, \"kernel\": \"poly\"}}",
            false,
            "kernel_pls"),
        Arguments.of("{\"class\": \"RidgeClassifier\"}", true, "ridge_classifier"),
        Arguments.of(
            "{\"class\": \"KernelRidge\", \"params\": {\"alpha\": 0.1}}", false, "kernel_ridge"),
        Arguments.of(
            "{\"class\": \"KernelRidge\", \"params\": {\"kernel\": \"rbf\", \"gamma\": 0.01}}",
            false,
            "kernel_ridge"),
        Arguments.of(
            "{\"class\": \"KernelRidge\", \"params\": {\"kernel\": \"laplacian\"}}",
            false,
            "kernel_ridge"),
        Arguments.of("{\"class\": \"LinearDiscriminantAnalysis\"}", true, "lda"),
        Arguments.of("{\"class\": \"QuadraticDiscriminantAnalysis\"}", true, "qda"));
  }

  @ParameterizedTest
  @MethodSource("models")
  void aSavedModelPredictsTheRunsBits(String model, boolean classifier, String kind)
      throws IOException {
    for (SpectroDataset ds : datasets(classifier, kind)) {
      RunResult kept = ModelFileRoundTripTest.run(document(model), ds);
      assertThat(kept.finalModels())
          .as(kept.notHeld() + " " + kept.report().variants())
          .isNotEmpty();
      for (FittedPipeline pipeline : kept.finalModels()) {
        Path file = dir.resolve("m" + System.nanoTime() + ModelFile.EXTENSION);
        ModelFile.write(file, pipeline, SaveDetails.none());
        assertThat(modelState(file).get("kind").asText()).isEqualTo(kind);
        SavedModel read = ModelFile.read(file);
        double[] expected =
            ModelFileRoundTripTest.refitted(kept.report(), pipeline).predictions().yPred();
        double[][] p = read.pipeline().predict(ds, ds.testIds());
        double[] first = Arrays.stream(p).mapToDouble(r -> r[0]).toArray();
        assertThat(ModelFileRoundTripTest.bits(first))
            .as(model + " " + ds.precision())
            .isEqualTo(ModelFileRoundTripTest.bits(expected));
        // the rebuilt fit's own state is the saved one: saving it again changes nothing
        Path again = dir.resolve("a" + System.nanoTime() + ModelFile.EXTENSION);
        ModelFile.write(again, read.pipeline(), SaveDetails.none());
        assertThat(modelState(again)).isEqualTo(modelState(file));
      }
    }
  }

  @ParameterizedTest
  @MethodSource("models")
  void aStateMissingAParameterIsRefusedByName(String model, boolean classifier, String kind)
      throws IOException {
    SpectroDataset ds = datasets(classifier, kind).get(0);
    FittedPipeline pipeline = ModelFileRoundTripTest.run(document(model), ds).finalModel();
    Path file = dir.resolve("good" + ModelFile.EXTENSION);
    ModelFile.write(file, pipeline, SaveDetails.none());
    Map<String, byte[]> entries = entries(file);
    ObjectNode manifest = (ObjectNode) JSON.readTree(entries.get(ModelFile.MANIFEST));
    ObjectNode state = (ObjectNode) manifest.get("model").get("state");
    List<String> removed = new ArrayList<>();
    for (String section : List.of("numbers", "vectors", "matrices")) {
      ObjectNode fields = (ObjectNode) state.get(section);
      List<String> names = new ArrayList<>();
      fields.fieldNames().forEachRemaining(names::add);
      if (!names.isEmpty()) {
        // the first parameter of each section: each is needed to predict
        String name = names.get(0);
        // a member's parameter (mI.NAME) is named with its member: "member I: KIND: ... 'NAME'"
        String local = name.matches("m\\d+\\..*") ? name.substring(name.indexOf('.') + 1) : name;
        String member =
            name.matches("m\\d+\\..*") ? "member " + name.substring(1, name.indexOf('.')) : "";
        ObjectNode copy = manifest.deepCopy();
        ((ObjectNode) copy.get("model").get("state").get(section)).remove(name);
        Map<String, byte[]> damaged = new LinkedHashMap<>(entries);
        damaged.put(ModelFile.MANIFEST, JSON.writeValueAsBytes(copy));
        Path bad = zip(damaged, "bad-" + section);
        assertThatThrownBy(() -> ModelFile.read(bad))
            .as(model + " without " + name)
            .isInstanceOf(ModelFileException.class)
            .satisfies(
                e -> {
                  assertThat(e.getMessage())
                      .startsWith("model file ")
                      .contains("is damaged")
                      .contains("'" + local + "'")
                      .contains(member)
                      .doesNotContain("\n");
                });
        removed.add(name);
      }
    }
    assertThat(removed).as(kind).isNotEmpty();
  }

  private static String document(String model) {
    // QDA needs more samples per class than features: five principal components
    String reduce =
        model.contains("QuadraticDiscriminantAnalysis")
            ? "{\"class\": \"PCA\", \"params\": {\"n_components\": 5}}, "
            : "";
    return "{\"pipeline\": [{\"class\": \"StandardScaler\"}, "
        + reduce
        + ModelFileRoundTripTest.KFOLD
        + ", {\"model\": "
        + model
        + "}]}";
  }

  private static List<SpectroDataset> datasets(boolean classifier, String kind) {
    if (kind.equals("oplsda")) {
      return List.of(ModelFileRoundTripTest.classes(2)); // two classes only
    }
    if (classifier) {
      return List.of(ModelFileRoundTripTest.classes(2), ModelFileRoundTripTest.classes(3));
    }
    List<SpectroDataset> out = new ArrayList<>();
    for (Precision precision : List.of(Precision.FLOAT32, Precision.FLOAT64)) {
      out.add(
          SyntheticNirs.defaults()
              .withSamples(60)
              .withWavelengths(40)
              .withPrecision(precision)
              .generate());
    }
    return out;
  }

  private static ObjectNode modelState(Path file) throws IOException {
    ObjectNode m = (ObjectNode) JSON.readTree(entries(file).get(ModelFile.MANIFEST));
    return (ObjectNode) m.get("model").get("state");
  }

  private static Map<String, byte[]> entries(Path file) throws IOException {
    Map<String, byte[]> out = new LinkedHashMap<>();
    try (ZipFile z = new ZipFile(file.toFile())) {
      for (ZipEntry e : Collections.list(z.entries())) {
        out.put(e.getName(), z.getInputStream(e).readAllBytes());
      }
    }
    return out;
  }

  private Path zip(Map<String, byte[]> content, String name) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bytes)) {
      for (Map.Entry<String, byte[]> e : content.entrySet()) {
        z.putNextEntry(new ZipEntry(e.getKey()));
        z.write(e.getValue());
        z.closeEntry();
      }
    }
    return Files.write(dir.resolve(name + ModelFile.EXTENSION), bytes.toByteArray());
  }
}
