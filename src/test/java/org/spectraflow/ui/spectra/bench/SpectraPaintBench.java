package org.spectraflow.ui.spectra.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;
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
import org.spectraflow.ui.spectra.SpectraPainter;
import org.spectraflow.ui.spectra.SpectraSettings;

/**
 * A small benchmark main (not a test): the spectra view's cost on 5,000 × 2,000 spectra, in CPU
 * time of the calling thread and of the whole process (the drawing splits into one strip of pixel
 * columns per core; CPU time leaves out a loaded machine's waiting) and wall time: one drawing off
 * the FX thread, a cached step's preview, and both (click to first frame). Medians of 15 runs after
 * 10 warm-ups. Run: {@code java -cp target/test-classes:target/classes:<cp>
 * org.spectraflow.ui.spectra.bench.SpectraPaintBench} (docs/performance.md, "Spectra view").
 */
public final class SpectraPaintBench {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  private SpectraPaintBench() {}

  /** Prints the figures. */
  public static void main(String[] args) {
    SpectroDataset data =
        SyntheticNirs.defaults()
            .withSamples(5000)
            .withWavelengths(2000)
            .withPrecision(Precision.FLOAT32)
            .generate();
    SpectraData raw = SpectraData.raw(data);
    PipelineDocument doc =
        PipelineReader.readJson(
            "{\"pipeline\": [\"nirs4all.operators.transforms.scalers.StandardNormalVariate\","
                + " {\"model\": {\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\"}}]}");
    SessionCache session = new SessionCache();
    StepPreviewer previewer = StepPreviewer.standard();
    Supplier<StepPreview> preview =
        () ->
            previewer.preview(
                PreviewRequest.of(doc, data, "/pipeline/0")
                    .withCacheConfig(CacheConfig.spectraflowDefaults())
                    .withSession(session));
    preview.get();
    measure(
        "scan (every value once)",
        () -> {
          double s = 0;
          for (float v : raw.table().values()) {
            s += v;
          }
          return s;
        });
    measure(
        "paint 5,000 × 2,000 at 1000 × 420",
        () -> SpectraPainter.paint(raw, SpectraSettings.defaults("raw"), 1000, 420));
    measure("cached step preview (SNV)", preview);
    measure(
        "click to first frame (cached preview + paint)",
        () -> {
          StepPreview p = preview.get();
          return SpectraPainter.paint(
              SpectraData.of(p.after(), data.metadata()),
              SpectraSettings.defaults("after"),
              1000,
              420);
        });
  }

  private static void measure(String what, Supplier<?> work) {
    for (int i = 0; i < 10; i++) {
      work.get();
    }
    int n = 15;
    double[] cpu = new double[n];
    double[] all = new double[n];
    double[] wall = new double[n];
    for (int i = 0; i < n; i++) {
      long c0 = THREADS.getCurrentThreadCpuTime();
      long p0 = OS.getProcessCpuTime();
      long w0 = System.nanoTime();
      work.get();
      wall[i] = (System.nanoTime() - w0) / 1e6;
      cpu[i] = (THREADS.getCurrentThreadCpuTime() - c0) / 1e6;
      all[i] = (OS.getProcessCpuTime() - p0) / 1e6;
    }
    Arrays.sort(cpu);
    Arrays.sort(all);
    Arrays.sort(wall);
    System.out.printf(
        Locale.ROOT,
        "%-48s thread cpu %7.1f ms   process cpu %7.1f ms   wall %7.1f ms%n",
        what,
        cpu[n / 2],
        all[n / 2],
        wall[n / 2]);
  }
}
