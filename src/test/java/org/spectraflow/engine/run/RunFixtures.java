package org.spectraflow.engine.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.testkit.SharedData;

/** Shared helpers of the engine run tests: small demo data, documents, runs, event capture. */
public final class RunFixtures {

  private RunFixtures() {}

  /** A small synthetic dataset (fast): 60 samples × 80 wavelengths. */
  public static SpectroDataset demo() {
    return SyntheticNirs.defaults()
        .withSamples(60)
        .withWavelengths(80)
        .withPrecision(Precision.FLOAT64)
        .generate();
  }

  /** A shared real dataset in float64 (the test is skipped when absent). */
  static SpectroDataset shared(String name) {
    Path folder = SharedData.dataset(name);
    return Datasets.open(folder.toString(), Precision.FLOAT64);
  }

  /** A document from JSON text. */
  public static PipelineDocument doc(String json) {
    return PipelineReader.readJson(json);
  }

  /** A bundled demo document ({@code d03-sweep.json}, {@code branches.json}). */
  public static PipelineDocument demoDocument(String name) {
    try (InputStream in = RunFixtures.class.getResourceAsStream("/org/spectraflow/demo/" + name)) {
      return PipelineReader.readJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Runs {@code doc} on {@code ds} with {@code config}, no probe. */
  public static RunReport run(PipelineDocument doc, SpectroDataset ds, CacheConfig config) {
    return PipelineRunner.standard()
        .run(
            RunRequest.of(doc, ds).withCacheConfig(config).withMemoryProbe(MemoryProbe.disabled()));
  }

  /** Every model's (variant, name, branch, test, cv) in report order, for equality checks. */
  public static List<String> scores(RunReport r) {
    List<String> out = new ArrayList<>();
    r.variants().forEach(v -> v.models().forEach(m -> out.add(v.index() + " " + line(m))));
    return out;
  }

  private static String line(ModelReport m) {
    return m.name()
        + " "
        + m.branch()
        + " "
        + Double.doubleToRawLongBits(m.test())
        + " "
        + m.cv()
        + " "
        + m.foldVal()
        + " "
        + m.refitTest();
  }

  /** A dispatcher whose events are appended to {@code sink} synchronously. */
  public static RunEvents capture(List<RunEvent> sink) {
    RunEvents events = RunEvents.create(InstantSource.system());
    events.subscribe(sink::add, Runnable::run);
    return events;
  }
}
