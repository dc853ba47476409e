package org.spectraflow.bench.operators;

import java.util.Map;
import java.util.Random;
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
import org.openjdk.jmh.annotations.Warmup;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.model.PlsModel;

/**
 * How long do SNV, Savitzky-Golay, Detrend and a 10-component PLS fit take on float32 spectra of
 * the regression set's size (131 × 2151) and of a large set (5000 × 2000)?
 *
 * <p>Run: {@code ./mvnw -Pjmh test-compile exec:exec -Djmh.args="OperatorBenchmark -f 1 -wi 2 -i
 * 3"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class OperatorBenchmark {

  /** rows x columns. */
  @Param({"131x2151", "5000x2000"})
  public String shape;

  private Block x;
  private double[][] y;
  private TransformOperator snv;
  private TransformOperator savgol;
  private TransformOperator detrend;

  @Setup(Level.Trial)
  public void setUp() {
    String[] parts = shape.split("x");
    int rows = Integer.parseInt(parts[0]);
    int cols = Integer.parseInt(parts[1]);
    Random r = new Random(42);
    Block.Writer w = Block.writer(Precision.FLOAT32, rows, cols);
    y = new double[rows][1];
    for (int i = 0; i < rows; i++) {
      double level = 1 + r.nextDouble();
      y[i][0] = level;
      for (int j = 0; j < cols; j++) {
        w.set(i, j, level + 0.3 * Math.sin(j / 100.0 + i) + 0.01 * r.nextGaussian());
      }
    }
    x = w.build();
    snv = OperatorFactory.transform("StandardNormalVariate", Map.of());
    savgol = OperatorFactory.transform("SavitzkyGolay", Map.of("window_length", 15));
    detrend = OperatorFactory.transform("Detrend", Map.of());
  }

  @Benchmark
  public Block snv() {
    return snv.fit(x, null).apply(x);
  }

  @Benchmark
  public Block savitzkyGolay() {
    return savgol.fit(x, null).apply(x);
  }

  @Benchmark
  public Block detrend() {
    return detrend.fit(x, null).apply(x);
  }

  @Benchmark
  public PlsModel pls10() {
    return (PlsModel) OperatorFactory.model("PLSRegression", Map.of("n_components", 10)).fit(x, y);
  }
}
