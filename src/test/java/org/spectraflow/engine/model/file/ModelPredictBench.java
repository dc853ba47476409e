package org.spectraflow.engine.model.file;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.predict.PlsDomain;

/**
 * Benchmark (not a test) of docs/performance.md "Model file: load and predict": {@code make DIR}
 * fits SNV, Savitzky–Golay and a 10-component PLS on 2,000 wavelengths and saves the model and
 * 10,000 new spectra (raw float32 little-endian); {@code run DIR}, in a fresh JVM, reads the model
 * file and predicts the spectra, printing the times since JVM start and the heap used (the memory
 * check runs it with {@code -Xmx} at twice the spectra's bytes, docs/performance.md). Run with
 * {@code java -cp target/classes:target/test-classes:<deps> ...ModelPredictBench make|run DIR}.
 */
public final class ModelPredictBench {

  private static final int ROWS = 10_000;
  private static final int COLS = 2_000;

  private ModelPredictBench() {}

  /** {@code make DIR} or {@code run DIR}. */
  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[1]);
    if (args[0].equals("make")) {
      make(dir);
    } else {
      run(dir);
    }
  }

  private static void make(Path dir) throws IOException {
    Files.createDirectories(dir);
    SpectroDataset ds =
        SyntheticNirs.defaults()
            .withSamples(300)
            .withWavelengths(COLS)
            .withPrecision(Precision.FLOAT32)
            .generate();
    FittedPipeline p =
        ModelFileRoundTripTest.run(
                "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\", {\"class\":"
                    + " \"SavitzkyGolay\", \"params\": {\"window_length\": 15}}, "
                    + ModelFileRoundTripTest.KFOLD
                    + ", {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\":"
                    + " 10}}}]}",
                ds)
            .finalModel();
    ModelFile.write(dir.resolve("bench.sfmodel"), p, PlsDomain.details(ds, "{}", p));
    ByteBuffer b = ByteBuffer.allocate(ROWS * COLS * 4).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < ROWS; i++) {
      for (int j = 0; j < COLS; j++) {
        b.putFloat((float) (1.0 + 0.3 * Math.sin(0.01 * j + 0.37 * i) + 0.001 * ((i + j) % 7)));
      }
    }
    Files.write(dir.resolve("spectra.f32"), b.array());
    System.out.println("wrote " + dir.resolve("bench.sfmodel") + " and " + ROWS + " spectra");
  }

  private static void run(Path dir) throws IOException {
    long start = ManagementFactory.getRuntimeMXBean().getStartTime();
    long t0 = System.currentTimeMillis();
    Block x;
    try (java.nio.channels.FileChannel in =
        java.nio.channels.FileChannel.open(dir.resolve("spectra.f32"))) {
      // mapped and copied once into the block: the spectra are never held twice
      ByteBuffer b = in.map(java.nio.channels.FileChannel.MapMode.READ_ONLY, 0, in.size());
      x =
          Block.writer(Precision.FLOAT32, ROWS, COLS)
              .readValues(b.order(ByteOrder.LITTLE_ENDIAN))
              .build();
    }
    java.lang.management.ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    long t1 = System.currentTimeMillis();
    long c1 = cpu.getCurrentThreadCpuTime();
    SavedModel m = ModelFile.read(dir.resolve("bench.sfmodel"));
    long t2 = System.currentTimeMillis();
    long c2 = cpu.getCurrentThreadCpuTime();
    double[][] p = m.pipeline().predict(x);
    long t3 = System.currentTimeMillis();
    long c3 = cpu.getCurrentThreadCpuTime();
    long c4 = 0;
    for (int k = 0; k < 3; k++) {
      long a = cpu.getCurrentThreadCpuTime();
      m.pipeline().predict(x);
      c4 = cpu.getCurrentThreadCpuTime() - a;
    }
    System.out.printf(
        "cpu: model read %d ms, first predict %d ms, warm predict %d ms%n",
        (c2 - c1) / 1_000_000, (c3 - c2) / 1_000_000, c4 / 1_000_000);
    Runtime rt = Runtime.getRuntime();
    System.out.printf(
        "spectra ready %d ms after JVM start (%d ms to read); model read %d ms; predict %d rows"
            + " x %d: %d ms; model read + predict %d ms; done %d ms after JVM start; heap used"
            + " %d MB (spectra %d MB); p[0]=%s%n",
        t1 - start,
        t1 - t0,
        t2 - t1,
        p.length,
        COLS,
        t3 - t2,
        t3 - t1,
        t3 - start,
        (rt.totalMemory() - rt.freeMemory()) >> 20,
        (long) ROWS * COLS * 4 >> 20,
        p[0][0]);
  }
}
