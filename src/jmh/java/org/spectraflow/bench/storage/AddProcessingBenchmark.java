package org.spectraflow.bench.storage;

import java.util.List;
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
import org.openjdk.jmh.infra.Blackhole;
import org.spectraflow.engine.data.ArrayStorage;
import org.spectraflow.engine.data.Block;

/**
 * Question: does {@link ArrayStorage#addProcessing} allocate only the new block, never the whole
 * storage again?
 *
 * <p>The new block is built in setup, so with {@code impl=storage} everything allocated per
 * operation is bookkeeping (a list slot, an index array): {@code gc.alloc.rate.norm} should be a
 * few dozen bytes whatever the shape. Each operation appends then removes the last processing, so
 * the storage keeps {@code processings} blocks. {@code impl=stack} is the naive layout that keeps
 * one samples × processings × features array and stacks it into a new array on every append: it
 * allocates (processings + 1) blocks' worth of bytes per operation.
 *
 * <p>Run: {@code ./mvnw -Pjmh test-compile exec:exec -Djmh.args="AddProcessingBenchmark -f 1 -wi 2
 * -i 3 -prof gc"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class AddProcessingBenchmark {

  /** Samples × features of every processing. */
  @Param({"131x2151", "5000x2000"})
  public String shape;

  /** Processings already in the storage. */
  @Param({"4"})
  public int processings;

  /** {@code storage}: ArrayStorage; {@code stack}: a new 3-D float array per append. */
  @Param({"storage", "stack"})
  public String impl;

  private ArrayStorage storage;
  private Block added;
  private float[] stacked;
  private float[] addedValues;
  private int rows;
  private int cols;

  /** Builds the existing processings and the block to add, outside the measurement. */
  @Setup(Level.Trial)
  public void setUp() {
    rows = BenchBlocks.rows(shape);
    cols = BenchBlocks.cols(shape);
    List<Block> existing = BenchBlocks.randomList(shape, processings);
    added = BenchBlocks.random(rows, cols, 99);
    storage = new ArrayStorage();
    storage.addProcessings(existing);
    stacked = new float[rows * processings * cols];
    addedValues = added.toFloatArray();
  }

  /** Appends the pre-built block (and removes it again, keeping the storage's size). */
  @Benchmark
  public void addProcessing(Blackhole bh) {
    if (impl.equals("storage")) {
      int index = storage.addProcessing(added);
      storage.removeProcessing(index);
      bh.consume(index);
    } else {
      bh.consume(stackIntoNewArray());
    }
  }

  /** The naive append: samples × (p + 1) × features, every existing value copied again. */
  private float[] stackIntoNewArray() {
    int p = processings;
    float[] grown = new float[rows * (p + 1) * cols];
    for (int i = 0; i < rows; i++) {
      System.arraycopy(stacked, i * p * cols, grown, i * (p + 1) * cols, p * cols);
      System.arraycopy(addedValues, i * cols, grown, (i * (p + 1) + p) * cols, cols);
    }
    return grown;
  }
}
