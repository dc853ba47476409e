package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.testkit.SharedData;

/**
 * nirs4all's ten sample pipelines and their canonical copies, each run with {@code run} on the
 * dataset it was written for and asserted: exit code 0, a "Best:" line, every variant ok, as many
 * variants as {@code expand --count} says, and for each sample what proves its keyword ran (the
 * augmented rows of 03, the branches of 04, the stacked MetaModel of 05, the fit reuse of 06, the
 * concatenated width of 07, every finetune trial of 08, the samples 09's legacy filter excluded,
 * the generated variants and the stack of 10). 08 keeps its TensorFlow {@code nicon} step refused
 * with one clear error, and 08 without that step runs. Skipped only when the shared data is absent.
 *
 * <p>All ten are regression pipelines written for nirs4all's {@code regression} set (01 and 09 name
 * a {@code Sample_ID} group only in comments). They run with the step cache on (its fit reuse makes
 * 06's 150 variants fit 2 forests instead of 150). The full set takes minutes per sample on two
 * cores (tree ensembles on 2,151 wavelengths: as slow as scikit-learn there), so by default they
 * run on a cut of the same set: every 32nd wavelength (68 of 2,151), all 131 / 60 samples; 08's
 * tuning (30 boosting trials of up to 200 trees on 5 folds, 20 forest trials) on every 64th
 * wavelength and every other sample (34 wavelengths, 66 / 30 samples). {@code
 * -Dspectraflow.samples.all=true} runs every sample on the whole set.
 */
class SamplePipelinesTest {

  private static final boolean FULL = Boolean.getBoolean("spectraflow.samples.all");

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path temp;

  /** One command's exit code, output, error stream and (for {@code run}) its JSON report. */
  record Result(int exit, String out, String err, JsonNode report) {

    /** Every model of every variant. */
    List<JsonNode> models() {
      List<JsonNode> out = new ArrayList<>();
      report.get("variants").forEach(v -> v.get("models").forEach(out::add));
      return out;
    }

    /** The models named {@code name}. */
    List<JsonNode> models(String name) {
      return models().stream().filter(m -> m.get("name").asText().equals(name)).toList();
    }

    /** The distinct shapes ({@code rows x processings x width}) of the steps named {@code name}. */
    Set<String> shapes(String name) {
      Set<String> out = new TreeSet<>();
      report
          .get("steps")
          .forEach(
              s -> {
                if (s.get("name").asText().equals(name)) {
                  out.add(s.get("shape").asText());
                }
              });
      return out;
    }
  }

  /** A dataset folder with its train and test sample counts and its width. */
  record Data(Path folder, int train, int test, int width) {}

  @TestFactory
  Stream<DynamicTest> everySampleAndCanonicalCopyRunsOnTheDatasetItFits() throws IOException {
    Path root = SharedData.root();
    Path pipelines = root.resolve("pipelines");
    assumeTrue(Files.isDirectory(pipelines), "no pipelines folder in " + root);
    Path regression = SharedData.dataset("regression");
    Data data = FULL ? new Data(regression, 131, 60, 2151) : cut(regression, "cut32", 32, 1);
    Data small = FULL ? data : cut(regression, "cut64", 64, 2);
    List<Path> files;
    try (Stream<Path> all = Files.walk(pipelines)) {
      files =
          all.filter(Files::isRegularFile)
              .filter(p -> p.getFileName().toString().matches("\\d\\d_.*\\.(json|ya?ml)$"))
              .sorted()
              .toList();
    }
    assertThat(files).hasSize(20);
    Map<String, BiConsumer<Result, Data>> checks = checks();
    List<DynamicTest> tests = new ArrayList<>();
    for (Path file : files) {
      String name = file.getFileName().toString();
      String number = name.substring(0, 2);
      if (number.equals("08")) {
        tests.add(
            DynamicTest.dynamicTest(name + " refuses nicon clearly", () -> refusesNicon(file)));
        tests.add(
            DynamicTest.dynamicTest(
                name + " without nicon runs every study",
                () -> {
                  Path doc = withoutDeepLearning(file);
                  check(doc, small, checks.get(number));
                }));
      } else {
        tests.add(
            DynamicTest.dynamicTest(name + " runs", () -> check(file, data, checks.get(number))));
      }
    }
    return tests.stream();
  }

  /** What proves each sample's keywords ran, by sample number. */
  private static Map<String, BiConsumer<Result, Data>> checks() {
    Map<String, BiConsumer<Result, Data>> c = new LinkedHashMap<>();
    c.put(
        "01",
        (r, d) -> {
          assertThat(r.models("PLS-10-Baseline")).hasSize(1);
          JsonNode tuned = r.models("PLS-Finetuned").get(0);
          assertThat(tuned.get("finetune").get("trials")).hasSize(10);
          int k = tuned.get("params").get("n_components").asInt();
          assertThat(k)
              .isBetween(1, 20)
              .isEqualTo(tuned.get("finetune").get("best_params").get("n_components").asInt());
          assertThat(r.out()).contains("Finetune PLS-Finetuned: 10 trials");
        });
    c.put(
        "02",
        (r, d) -> {
          // each variant augments the raw features with 1 or 2 of the 7 transforms (extend)
          Set<String> shapes = r.shapes("feature_augmentation");
          assertThat(shapes).isNotEmpty();
          for (String s : shapes) {
            assertThat(processings(s)).as(s).isBetween(2, 3);
            assertThat(s).endsWith("x" + d.width());
          }
          assertThat(r.models("PLS-FeatureAug")).hasSize(r.report().get("variants").size());
        });
    c.put(
        "03",
        (r, d) -> {
          // count 3: three copies of every train sample, kept out of the test partition
          assertThat(r.shapes("sample_augmentation"))
              .containsExactly((d.train() * 4 + d.test()) + "x1x" + d.width());
          assertThat(r.models("PLS-Augmented")).hasSize(1);
          assertThat(r.models("RF-Augmented")).hasSize(1);
        });
    c.put(
        "04",
        (r, d) -> {
          assertThat(branches(r))
              .containsExactlyInAnyOrder("snv_pls", "msc_rf", "derivative_ridge", "savgol_gbr");
          assertThat(r.models())
              .extracting(m -> m.get("name").asText())
              .containsExactly(
                  "PLS-5-SNV",
                  "PLS-10-SNV",
                  "RF-MSC",
                  "Ridge-Deriv",
                  "ElasticNet-Deriv",
                  "GBR-SavGol");
          assertThat(r.shapes("PCA")).containsExactly((d.train() + d.test()) + "x1x30");
          assertThat(r.out()).contains("[branch msc_rf]");
        });
    c.put(
        "05",
        (r, d) -> {
          // merged: branch 0's features + 1 best PLS + the top 2 forests + both ridges
          assertThat(r.shapes("MetaModel"))
              .containsExactly((d.train() + d.test()) + "x1x" + (d.width() + 5));
          JsonNode meta = r.models("Meta-Ridge").get(0);
          assertThat(meta.get("cv_rmse").asDouble()).isPositive();
          assertThat(r.models("Meta-RF")).hasSize(1);
          assertThat(branches(r)).contains("pls_branch", "rf_branch", "ridge_branch");
        });
    c.put(
        "06",
        (r, d) -> {
          int variants = r.report().get("variants").size();
          assertThat(r.models("RandomForestRegressor")).hasSize(variants);
          // one forest per preprocessing choice and fold, reused by every other variant
          assertThat(r.report().get("model_fit_reuses").asInt()).isGreaterThan(variants);
        });
    c.put(
        "07",
        (r, d) -> {
          // PCA 20 + TruncatedSVD 15 + SNV > PCA 15 + FirstDerivative > PCA 10
          assertThat(r.shapes("concat_transform"))
              .containsExactly((d.train() + d.test()) + "x1x60");
          assertThat(r.models()).hasSize(3);
        });
    c.put(
        "08",
        (r, d) -> {
          Map<String, Integer> trials =
              Map.of(
                  "PLS-GridTuned",
                  15,
                  "RF-RandomTuned",
                  20,
                  "GBR-TPETuned",
                  30,
                  "ElasticNet-Tuned",
                  25);
          assertThat(r.models()).hasSize(4);
          trials.forEach(
              (name, n) -> {
                JsonNode tuning = r.models(name).get(0).get("finetune");
                assertThat(tuning.get("trials")).as(name).hasSize(n);
                assertThat(r.out()).contains("Finetune " + name + ": " + n + " trials");
              });
          assertThat(r.models("GBR-TPETuned").get(0).get("finetune").get("sampler").asText())
              .isEqualTo("tpe");
        });
    c.put(
        "09",
        (r, d) -> {
          String line =
              r.err()
                  .lines()
                  .filter(l -> l.contains("sample_filter") && l.contains("excluded"))
                  .findFirst()
                  .orElseThrow();
          int excluded = Integer.parseInt(line.replaceAll(".*excluded (\\d+) of.*", "$1"));
          assertThat(line).contains(" of " + d.train() + " train samples");
          // the IQR rule (1.5) flags the 13 high-protein train targets above 67.8 (the cut keeps
          // every row)
          assertThat(excluded).isEqualTo(13);
          assertThat(r.models("PLS-Filtered")).hasSize(1);
          assertThat(r.models("RF-Filtered")).hasSize(1);
        });
    c.put(
        "10",
        (r, d) -> {
          int variants = r.report().get("variants").size();
          assertThat(variants).isEqualTo(4);
          assertThat(r.models("Meta-Ridge-Stacked")).hasSize(variants);
          assertThat(r.models("Meta-GBR-Final")).hasSize(variants);
          assertThat(r.models("PLS-Finetuned")).hasSize(variants);
          assertThat(branches(r))
              .contains("pls_path", "rf_path", "finetuned_path", "generator_path");
          assertThat(r.shapes("sample_augmentation"))
              .containsExactly((d.train() * 3 + d.test()) + "x1x" + d.width());
        });
    return c;
  }

  /** Runs {@code file} on {@code data}, checks what every sample must show, then {@code check}. */
  private void check(Path file, Data data, BiConsumer<Result, Data> check) throws IOException {
    Result count = run(null, "expand", file.toString(), "--count");
    assertThat(count.exit()).as(count.err()).isZero();
    long expected = Long.parseLong(count.out().trim());
    Path report = temp.resolve(file.getFileName() + ".report.json");
    Result r =
        run(
            report,
            "run",
            file.toString(),
            "--data",
            data.folder().toString(),
            "--step-cache",
            "on");
    assertThat(r.exit()).as(file.getFileName() + ": " + r.err()).isZero();
    assertThat(r.out()).contains("Best:");
    assertThat(r.err()).doesNotContain("error:");
    JsonNode variants = r.report().get("variants");
    assertThat(variants).hasSize((int) expected);
    variants.forEach(
        v -> assertThat(v.get("status").asText()).as(v.get("error").asText()).isEqualTo("ok"));
    assertThat(r.report().get("cow").get("live_references").asInt()).isZero();
    check.accept(r, data);
  }

  private static void refusesNicon(Path file) {
    Result r = run(null, "run", file.toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err())
        .startsWith("error: ")
        .contains("customizable_nicon")
        .contains("TensorFlow deep-learning model")
        .contains("pipeline[7].model")
        .contains("PLSRegression");
    assertThat(r.err().lines().count()).as(r.err()).isEqualTo(1);
  }

  private static Set<String> branches(Result r) {
    Set<String> out = new HashSet<>();
    r.models()
        .forEach(
            m -> {
              if (!m.get("branch").isNull()) {
                out.add(m.get("branch").asText());
              }
            });
    return out;
  }

  /** The processing count of a step shape {@code rows x processings x width}. */
  private static int processings(String shape) {
    return Integer.parseInt(shape.split("x")[1]);
  }

  private Path withoutDeepLearning(Path file) throws IOException {
    ObjectNode doc = (ObjectNode) JSON.readTree(file.toFile());
    ArrayNode kept = JSON.createArrayNode();
    for (JsonNode step : doc.get("pipeline")) {
      if (!step.toString().contains("tensorflow")) {
        kept.add(step);
      }
    }
    assertThat(kept.size()).isEqualTo(doc.get("pipeline").size() - 1);
    doc.set("pipeline", kept);
    Path out = temp.resolve(file.getFileName().toString().replace(".json", "_no_nicon.json"));
    JSON.writeValue(out.toFile(), doc);
    return out;
  }

  /**
   * A cut of the header-less, ';'-separated regression set: every {@code everyColumn}-th wavelength
   * (from the first) of every {@code everyRow}-th sample.
   */
  private Data cut(Path from, String name, int everyColumn, int everyRow) throws IOException {
    Path to = Files.createDirectories(temp.resolve(name));
    int[] rows = new int[2];
    int width = 0;
    String[][] files = {{"Xcal", "Ycal"}, {"Xval", "Yval"}};
    for (int part = 0; part < 2; part++) {
      List<String> x = lines(from.resolve(files[part][0] + ".csv.gz"));
      List<String> y = lines(from.resolve(files[part][1] + ".csv.gz"));
      try (Writer xo = Files.newBufferedWriter(to.resolve(files[part][0] + ".csv"));
          Writer yo = Files.newBufferedWriter(to.resolve(files[part][1] + ".csv"))) {
        for (int i = 0; i < x.size(); i += everyRow) {
          String[] cells = x.get(i).split(";");
          List<String> kept = new ArrayList<>();
          for (int j = 0; j < cells.length; j += everyColumn) {
            kept.add(cells[j]);
          }
          width = kept.size();
          xo.write(String.join(";", kept) + "\n");
          yo.write(y.get(i) + "\n");
          rows[part]++;
        }
      }
    }
    return new Data(to, rows[0], rows[1], width);
  }

  private static List<String> lines(Path gz) {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(gz));
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      return r.lines().filter(l -> !l.isBlank()).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Result run(Path report, String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    if (report != null) {
      all.add("--report");
      all.add(report.toString());
    }
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit =
        SpectraFlowCommand.execute(
            new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
    JsonNode json = null;
    if (report != null && Files.exists(report)) {
      try {
        json = JSON.readTree(report.toFile());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return new Result(exit, out.toString(), err.toString(), json);
  }
}
