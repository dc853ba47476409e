package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;
import org.spectraflow.cli.plot.BenchChart;
import org.spectraflow.engine.bench.Warmup;
import org.spectraflow.engine.cache.CachePreset;

/** The {@code bench} command on tiny workloads: JSON fields, counters, verdict, bad input. */
class BenchCommandTest {

  private static final List<String> FIGURES =
      List.of(
          "wall_ms",
          "allocated_bytes",
          "peak_heap_bytes",
          "peak_live_bytes",
          "peak_rss_bytes",
          "humongous_collections",
          "steady_bytes",
          "transformer_applications",
          "model_fits",
          "hits",
          "misses",
          "evictions",
          "bytes_copied");

  @TempDir static Path dir;
  static Result result;
  static JsonNode json;

  @BeforeAll
  static void benchAllThreeWorkloadsOnce() throws IOException {
    Path out = dir.resolve("bench.json");
    result =
        RunCommandTest.run(
            "bench",
            "--repeat",
            "1",
            "--warmup",
            "0",
            "--branches-size",
            "40x60",
            "--large-size",
            "50x80",
            "--components",
            "3",
            "--no-step-live",
            "--json",
            out.toString(),
            "--plot",
            dir.resolve("plots").toString());
    json = new ObjectMapper().readTree(out.toFile());
  }

  private static JsonNode workload(String name) {
    for (JsonNode w : json.get("workloads")) {
      if (w.get("name").asText().equals(name)) {
        return w;
      }
    }
    throw new AssertionError("no workload " + name + " in " + json);
  }

  @Test
  void everyWorkloadReportsEveryFigureForEveryConfiguration() {
    assertThat(result.exit()).as(result.err()).isZero();
    assertThat(json.get("reproducible").asText()).isEqualTo("pass");
    assertThat(json.get("repeat").asInt()).isEqualTo(1);
    assertThat(json.get("warmup").asInt()).isZero();
    assertThat(json.get("machine").get("cores").asInt()).isPositive();
    for (String name : List.of("d03", "branches", "large")) {
      JsonNode w = workload(name);
      assertThat(w.get("reproducibility").asText()).as(name).isEqualTo("pass");
      assertThat(w.get("identical_scores").asBoolean()).as(name).isTrue();
      assertThat(w.get("speedup_full_cache_vs_no_cache").asDouble()).as(name).isPositive();
      assertThat(w.get("peak_heap_over_steady_bytes").asDouble()).as(name).isPositive();
      assertThat(w.get("peak_live_over_steady_bytes").isNumber()).as(name).isTrue();
      assertThat(w.get("step_live").get("peak_bytes").asLong()).as(name).isZero();
      assertThat(w.get("warmup_rounds").asInt()).as(name).isZero();
      assertThat(w.get("jit_ms_measured").isNumber()).as(name).isTrue();
      for (CachePreset c : CachePreset.values()) {
        JsonNode f = w.get("configurations").get(c.key());
        assertThat(FIGURES).as(name + " " + c).allMatch(k -> f.has(k) && f.get(k).isNumber());
        assertThat(f.get("wall_ms").asDouble()).isPositive();
        assertThat(f.get("allocated_bytes").asLong()).isPositive();
        assertThat(f.get("peak_heap_bytes").asLong()).isPositive();
        assertThat(f.get("steady_bytes").asLong()).isPositive();
      }
    }
    assertThat(json.get("python_reference").isNull()).isTrue();
  }

  @Test
  void d03CountersShowTheStepCacheSavingRepeatedPrefixes() {
    JsonNode c = workload("d03").get("configurations");
    assertThat(workload("d03").get("variants").asInt()).isEqualTo(64);
    assertThat(c.get("no_cache").get("transformer_applications").asLong()).isEqualTo(96);
    assertThat(c.get("cow_only").get("transformer_applications").asLong()).isEqualTo(96);
    JsonNode full = c.get("full_cache");
    assertThat(full.get("transformer_applications").asLong()).isEqualTo(14);
    assertThat(full.get("misses").asLong()).isEqualTo(14);
    assertThat(full.get("hits").asLong()).isEqualTo(82);
    assertThat(full.get("evictions").asLong()).isZero();
    assertThat(c.get("no_cache").get("hits").asLong()).isZero();
  }

  @Test
  void onlyDeepCopyBranchSnapshotsCopyBytes() {
    JsonNode c = workload("branches").get("configurations");
    assertThat(c.get("no_cache").get("bytes_copied").asLong()).isPositive();
    assertThat(c.get("cow_only").get("bytes_copied").asLong()).isZero();
    assertThat(c.get("full_cache").get("bytes_copied").asLong()).isZero();
    assertThat(c.get("cow_only").get("model_fits").asLong()).isEqualTo(6);
  }

  @Test
  void printsATableRowPerWorkloadAndConfigurationAndTheVerdicts() {
    assertThat(result.out())
        .contains("wall ms")
        .contains("d03       full_cache")
        .contains("large     no_cache")
        .contains("identical scores across configurations: pass");
  }

  @Test
  void plotsTheWallTimeOfEveryWorkloadAndConfiguration() throws Exception {
    Path png = dir.resolve("plots/wall-time.png");
    Path svg = dir.resolve("plots/wall-time.svg");
    assertThat(result.out()).contains("wrote " + png).contains("wrote " + svg);
    ChartAssertions.assertDrawnPng(png, BenchChart.WIDTH, BenchChart.HEIGHT);
    ChartAssertions.assertSvgDocument(svg);
    assertThat(Files.readString(svg)).contains("branches").contains("Full cache");
  }

  @Test
  void rejectsAnUnknownWorkloadAndABadSize() {
    Result unknown = RunCommandTest.run("bench", "d04");
    assertThat(unknown.exit()).isEqualTo(1);
    assertThat(unknown.err()).contains("unknown workload 'd04'").contains("d03, branches, large");
    Result size = RunCommandTest.run("bench", "large", "--large-size", "5000by2000");
    assertThat(size.exit()).isEqualTo(1);
    assertThat(size.err()).contains("--large-size must look like 5000x2000");
  }

  @Test
  void aPipelineFileIsAWorkloadOnTheDataWithItsWorkerAndCollectionFigures() throws IOException {
    Path doc = dir.resolve("sweep.json");
    Files.writeString(
        doc,
        "{\"pipeline\": [{\"_or_\": [null, \"StandardNormalVariate\"]}, "
            + "{\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [1, 3], "
            + "\"param\": \"n_components\"}]}");
    Path out = dir.resolve("file.json");
    Result r =
        RunCommandTest.run(
            "bench",
            doc.toString(),
            "--repeat",
            "1",
            "--warmup",
            "0",
            "--threads",
            "2",
            "--no-step-live",
            "--json",
            out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("sweep.json").contains("workers").contains("h-GCs");
    JsonNode w = new ObjectMapper().readTree(out.toFile()).get("workloads").get(0);
    assertThat(w.get("name").asText()).isEqualTo("sweep.json");
    assertThat(w.get("variants").asInt()).isEqualTo(6);
    JsonNode full = w.get("configurations").get(CachePreset.FULL_CACHE.key());
    assertThat(full.get("humongous_collections").asLong()).isNotNegative();
    Result missing = RunCommandTest.run("bench", dir.resolve("none.json").toString());
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err()).contains("unknown workload").contains("or a pipeline file");
  }

  @Test
  void stepLiveMeasuresTheRunsOwnLiveHeapAtStepEnds() throws IOException {
    Path out = dir.resolve("live.json");
    Result r =
        RunCommandTest.run(
            "bench",
            "large",
            "--repeat",
            "1",
            "--warmup",
            "0",
            "--large-size",
            "1500x1000",
            "--components",
            "3",
            "--json",
            out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("live heap at step ends (full cache, untimed run)");
    JsonNode live =
        new ObjectMapper().readTree(out.toFile()).get("workloads").get(0).get("step_live");
    long dataset = live.get("dataset_bytes").asLong();
    assertThat(dataset)
        .as("the raw float32 features and the targets")
        .isGreaterThan(1500L * 1000 * 4);
    assertThat(live.get("peak_bytes").asLong()).isGreaterThan(live.get("baseline_bytes").asLong());
    assertThat(live.get("run_bytes").asLong()).isGreaterThan(dataset);
  }

  /** The branches workload on 30 × 40 synthetic rows, one measured round, JSON to {@code out}. */
  private static Result smallBranches(Path out, String... options) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "bench",
                "branches",
                "--branches-size",
                "30x40",
                "--components",
                "2",
                "--repeat",
                "1",
                "--no-step-live",
                "--json",
                out.toString()));
    args.addAll(List.of(options));
    return RunCommandTest.run(args.toArray(String[]::new));
  }

  @Test
  void autoWarmupRunsRoundsUntilTheJitSettlesAndSaysSo() throws IOException {
    Path out = dir.resolve("auto.json");
    Result r = smallBranches(out, "--warmup", "auto");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).contains("warm-up rounds until the JIT settled").contains("warm-up round");
    JsonNode root = new ObjectMapper().readTree(out.toFile());
    assertThat(root.get("warmup").asText()).isEqualTo("auto");
    JsonNode w = root.get("workloads").get(0);
    int rounds = w.get("warmup_rounds").asInt();
    // settling takes at least the quiet rounds (the JVM here reports compilation time); the caps
    // (rounds or minutes) end it otherwise, and the report says which
    assertThat(rounds).isBetween(Warmup.UntilJitSettles.QUIET_ROUNDS, Warmup.AUTO_MAX_ROUNDS);
    assertThat(w.get("jit_settled").isBoolean()).isTrue();
    assertThat(r.out())
        .contains(
            rounds
                + " warm-up rounds, JIT "
                + (w.get("jit_settled").asBoolean() ? "settled" : "still compiling"));
    assertThat(w.get("jit_ms_measured").asLong()).isNotNegative();
  }

  @Test
  void configsRunsOnlyTheNamedConfigurationsAndAlwaysTheFullCache() throws IOException {
    Path out = dir.resolve("configs.json");
    Result r = smallBranches(out, "--warmup", "0", "--configs", "FULL_CACHE");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode configurations =
        new ObjectMapper().readTree(out.toFile()).get("workloads").get(0).get("configurations");
    assertThat(configurations.fieldNames()).toIterable().containsExactly("full_cache");
    assertThat(r.out()).contains("full cache only").doesNotContain("no_cache");

    Result without = RunCommandTest.run("bench", "branches", "--configs", "no_cache,cow_only");
    assertThat(without.exit()).isEqualTo(1);
    assertThat(without.err()).startsWith("error: --configs must include full_cache");
    Result unknown = RunCommandTest.run("bench", "branches", "--configs", "full_cache,warm");
    assertThat(unknown.exit()).isEqualTo(1);
    assertThat(unknown.err())
        .startsWith("error: --configs: unknown configuration 'warm'; use no_cache, cow_only");
  }

  @Test
  void aWarmupThatIsNeitherACountNorAutoIsOneErrorLine() {
    Result r = RunCommandTest.run("bench", "branches", "--warmup", "soon");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err().strip())
        .startsWith(
            "error: --warmup: expected 'auto' or a whole number from 0 to 2147483647 (warm-up"
                + " rounds), got 'soon'")
        .doesNotContain("Exception")
        .doesNotContain("\n\tat ");
    Result negative = RunCommandTest.run("bench", "branches", "--warmup", "-1");
    assertThat(negative.exit()).isEqualTo(1);
    assertThat(negative.err()).contains("--warmup: expected 'auto'").contains("got '-1'");
  }

  @Test
  void pythonReferenceNeedsADataFolder() {
    Result r = RunCommandTest.run("bench", "d03", "--python-reference");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).contains("--python-reference needs --data");
  }

  @Test
  void progressLineNamesTheRunAndTheCount() {
    assertThat(BenchProgressLine.line(3, 27, "d03", CachePreset.FULL_CACHE))
        .startsWith("bench 3/27 runs (d03, full_cache)");
  }
}
