package org.spectraflow.bench.spectra;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.preview.PreviewRequest;
import org.spectraflow.engine.preview.StepPreview;
import org.spectraflow.engine.preview.StepPreviewer;
import org.spectraflow.engine.run.reuse.SessionCache;
import org.spectraflow.ui.spectra.SpectraData;
import org.spectraflow.ui.spectra.SpectraFrame;
import org.spectraflow.ui.spectra.SpectraPainter;
import org.spectraflow.ui.spectra.SpectraSettings;

/**
 * Question: how long does the spectra view take to draw 5,000 × 2,000 spectra off the FX thread,
 * and how long from a click on a cached step to the preview's first frame?
 *
 * <p>{@code paint}: one drawing of the raw spectra ({@link SpectraPainter}, per-pixel-column
 * min/max spans) at 1000 × 420 pixels, the size of the studio's Spectra tab at 1366×768. {@code
 * cachedPreviewFirstFrame}: the step preview of SNV on the same data, its prefix already in the
 * session cache (a step computed once), then the drawing of its "after" plot: what the studio does
 * between the click and the first frame (the FX thread only copies the pixels).
 *
 * <p>Run: {@code ./mvnw -Pjmh test-compile exec:exec -Djmh.args="SpectraRenderBenchmark -f 1 -wi 2
 * -i 3"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms3g", "-Xmx3g", "-Djava.awt.headless=true"})
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class SpectraRenderBenchmark {

  private static final int WIDTH = 1000;
  private static final int HEIGHT = 420;
  private static final String DOC =
      "{\"pipeline\": [\"nirs4all.operators.transforms.scalers.StandardNormalVariate\","
          + " {\"model\": {\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\"}}]}";

  private SpectroDataset dataset;
  private SpectraData raw;
  private PipelineDocument doc;
  private SessionCache session;
  private final StepPreviewer previewer = StepPreviewer.standard();

  /** Builds 5,000 × 2,000 spectra and computes the SNV step once, outside the measurement. */
  @Setup(Level.Trial)
  public void setUp() {
    dataset =
        SyntheticNirs.defaults()
            .withSamples(5000)
            .withWavelengths(2000)
            .withPrecision(Precision.FLOAT32)
            .generate();
    raw = SpectraData.raw(dataset);
    doc = PipelineReader.readJson(DOC);
    session = new SessionCache();
    StepPreview first = previewer.preview(request());
    if (first.transformerApplications() == 0) {
      throw new IllegalStateException("the first preview must compute SNV");
    }
  }

  private PreviewRequest request() {
    return PreviewRequest.of(doc, dataset, "/pipeline/0")
        .withCacheConfig(CacheConfig.spectraflowDefaults())
        .withSession(session);
  }

  /**
   * The floor: one pass reading every value once (the least any drawing must do); figures are
   * reported as ratios to it, so the machine's load cancels out.
   */
  @Benchmark
  public double scan() {
    float[] v = raw.table().values();
    double sum = 0;
    for (float x : v) {
      sum += x;
    }
    return sum;
  }

  /** One drawing of 5,000 raw spectra. */
  @Benchmark
  public SpectraFrame paint() {
    return SpectraPainter.paint(raw, SpectraSettings.defaults("Raw spectra"), WIDTH, HEIGHT);
  }

  /** A cached step's preview and the drawing of its "after" plot. */
  @Benchmark
  public SpectraFrame cachedPreviewFirstFrame() {
    StepPreview preview = previewer.preview(request());
    if (preview.transformerApplications() != 0) {
      throw new IllegalStateException("the step must be served from the cache");
    }
    SpectraData after = SpectraData.of(preview.after(), dataset.metadata());
    return SpectraPainter.paint(after, SpectraSettings.defaults("After"), WIDTH, HEIGHT);
  }
}
