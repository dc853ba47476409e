package org.spectraflow.bench.model;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.file.ModelFile;
import org.spectraflow.engine.model.file.SavedModel;
import org.spectraflow.engine.model.predict.PlsDomain;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;

/**
 * Question: what does predicting 10,000 new spectra of 2,000 wavelengths with a saved model cost,
 * next to reading those spectra?
 *
 * <p>Setup fits the pipeline on 300 synthetic float32 spectra (KFold refit), saves it with its
 * domain section, and writes 10,000 × 2,000 float32 spectra as raw little-endian values (76 MiB).
 * {@code readSpectra} reads that file into a block (the floor any predict pays: the bytes once);
 * {@code loadModel} reads the model file (zip, JSON, CRC-32C, rebuild through the catalogue);
 * {@code predict} runs the rebuilt pipeline over the spectra; {@code loadAndPredict} both, what a
 * {@code predict} command does after reading its data. {@code pipeline=chain} is SNV >
 * Savitzky–Golay(15) > PLS(10); {@code branches} is the same after a feature merge of two branches
 * (SNV > Savitzky–Golay | Detrend), twice the features into the PLS.
 *
 * <p>Run: {@code ./mvnw -Pjmh test-compile exec:exec -Djmh.args="ModelFileBenchmark -f 1 -wi 2 -i
 * 3"} (docs/performance.md, "Model file: load and predict").
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class ModelFileBenchmark {

  /** New spectra. */
  static final int ROWS = 10_000;

  /** Wavelengths. */
  static final int COLS = 2_000;

  private static final String KFOLD = "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}";
  private static final String PLS =
      "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 10}}}";

  /** {@code chain} or {@code branches} (see the class comment). */
  @Param({"chain", "branches"})
  public String pipeline;

  private Path dir;
  private Path model;
  private Path spectra;
  private Block x;
  private SavedModel saved;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    dir = Files.createTempDirectory("sf-model-bench");
    SpectroDataset ds =
        SyntheticNirs.defaults()
            .withSamples(300)
            .withWavelengths(COLS)
            .withPrecision(Precision.FLOAT32)
            .generate();
    String steps =
        pipeline.equals("chain")
            ? "\"nirs4all.operators.transforms.SNV\", {\"class\": \"SavitzkyGolay\", \"params\":"
                + " {\"window_length\": 15}}, "
                + KFOLD
            : KFOLD
                + ", {\"branch\": [[\"nirs4all.operators.transforms.SNV\", {\"class\":"
                + " \"SavitzkyGolay\", \"params\": {\"window_length\": 15}}], [{\"class\":"
                + " \"Detrend\"}]]}, {\"merge\": \"features\"}";
    FittedPipeline p =
        PipelineRunner.standard()
            .runKeepingModels(
                RunRequest.of(
                    PipelineReader.readJson("{\"pipeline\": [" + steps + ", " + PLS + "]}"), ds))
            .finalModel();
    model = dir.resolve("bench.sfmodel");
    ModelFile.write(model, p, PlsDomain.details(ds, "{}", p));
    spectra = dir.resolve("spectra.f32");
    writeSpectra(spectra);
    x = readSpectra();
    saved = ModelFile.read(model);
  }

  /** Writes ROWS × COLS smooth float32 spectra, one row at a time. */
  private static void writeSpectra(Path file) throws IOException {
    try (FileChannel out =
        FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      ByteBuffer row = ByteBuffer.allocate(COLS * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
      for (int i = 0; i < ROWS; i++) {
        row.clear();
        for (int j = 0; j < COLS; j++) {
          row.putFloat((float) (1.0 + 0.3 * Math.sin(0.01 * j + 0.37 * i) + 0.001 * ((i + j) % 7)));
        }
        row.flip();
        while (row.hasRemaining()) {
          out.write(row);
        }
      }
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    Files.deleteIfExists(model);
    Files.deleteIfExists(spectra);
    Files.deleteIfExists(dir);
  }

  /** The spectra file read into a block: every byte once (memory-mapped, page cache warm). */
  @Benchmark
  public Block readSpectra() throws IOException {
    try (FileChannel in = FileChannel.open(spectra, StandardOpenOption.READ)) {
      ByteBuffer b = in.map(FileChannel.MapMode.READ_ONLY, 0, in.size());
      return Block.writer(Precision.FLOAT32, ROWS, COLS)
          .readValues(b.order(ByteOrder.LITTLE_ENDIAN))
          .build();
    }
  }

  @Benchmark
  public SavedModel loadModel() {
    return ModelFile.read(model);
  }

  @Benchmark
  public double[][] predict() {
    return saved.pipeline().predict(x);
  }

  @Benchmark
  public double[][] loadAndPredict() {
    return ModelFile.read(model).pipeline().predict(x);
  }
}
