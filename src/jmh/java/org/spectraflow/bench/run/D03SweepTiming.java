package org.spectraflow.bench.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;

/**
 * Question: how much faster is the D03 sweep with the full cache than without it, in one JVM?
 *
 * <p>Runs the bundled D03 document on a dataset folder (float32, as nirs4all stores features) under
 * three configurations (no cache, copy-on-write only, full cache), alternating, after {@code
 * warmups} rounds; prints each configuration's median wall time, the ratios, the cache figures,
 * model fits and whether all configurations gave bit-identical scores.
 *
 * <p>Run: {@code ./mvnw -Pjmh test-compile} then {@code java -cp
 * target/classes:target/test-classes:<deps> org.spectraflow.bench.run.D03SweepTiming DATA_FOLDER
 * [rounds] [warmups]}.
 */
public final class D03SweepTiming {

  private D03SweepTiming() {}

  /** Entry point: DATA_FOLDER [rounds=7] [warmups=3]. */
  public static void main(String[] args) throws IOException {
    SpectroDataset data = Datasets.open(args[0], Precision.FLOAT32);
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
    int warmups = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    PipelineDocument d03 = document();
    Map<String, CacheConfig> configs = new LinkedHashMap<>();
    configs.put("no cache", CacheConfig.noCache());
    configs.put("CoW only", CacheConfig.cowOnly());
    configs.put("full cache", CacheConfig.fullCache());
    Map<String, List<Double>> seconds = new LinkedHashMap<>();
    Map<String, RunReport> last = new LinkedHashMap<>();
    for (int round = 0; round < warmups + rounds; round++) {
      for (Map.Entry<String, CacheConfig> c : configs.entrySet()) {
        long t0 = System.nanoTime();
        RunReport r =
            PipelineRunner.standard()
                .run(
                    RunRequest.of(d03, data)
                        .withCacheConfig(c.getValue())
                        .withMemoryProbe(MemoryProbe.disabled()));
        double s = (System.nanoTime() - t0) / 1e9;
        if (round >= warmups) {
          seconds.computeIfAbsent(c.getKey(), k -> new ArrayList<>()).add(s);
        }
        last.put(c.getKey(), r);
      }
    }
    double base = median(seconds.get("no cache"));
    List<String> reference = scores(last.get("no cache"));
    seconds.forEach(
        (name, list) -> {
          RunReport r = last.get(name);
          System.out.printf(
              "%-10s median %.3f s (%s) ratio %.2fx | hits %d misses %d evictions %d "
                  + "peak %.1f MB | transformer applications %d | model fits %d reused %d | "
                  + "bytes copied %d | identical scores %s%n",
              name,
              median(list),
              format(list),
              base / median(list),
              r.stepCache().hits(),
              r.stepCache().misses(),
              r.stepCache().evictions(),
              r.stepCache().peakMb(),
              r.transformerApplications(),
              r.modelFits(),
              r.modelFitReuses(),
              r.cow().bytesCopied(),
              scores(r).equals(reference));
        });
  }

  private static PipelineDocument document() throws IOException {
    try (InputStream in =
        D03SweepTiming.class.getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      return PipelineReader.readJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  private static List<String> scores(RunReport r) {
    List<String> out = new ArrayList<>();
    r.variants()
        .forEach(
            v ->
                v.models()
                    .forEach(
                        m ->
                            out.add(
                                v.index()
                                    + " "
                                    + Long.toHexString(Double.doubleToRawLongBits(m.test())))));
    return out;
  }

  private static double median(List<Double> values) {
    double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }

  private static String format(List<Double> values) {
    return Arrays.toString(
        values.stream().mapToDouble(d -> Math.round(d * 1000) / 1000.0).toArray());
  }
}
