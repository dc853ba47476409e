package org.spectraflow.bench.storage;

import java.util.ArrayList;
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
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Copied;
import org.spectraflow.engine.data.CopyReport;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.SourceSnapshot;

/**
 * Question: what does a branch snapshot plus its restores cost, copy-on-write against deep copy?
 *
 * <p>The feature set is 4 processings of 2000 × 2000 float32 (64 MB). One operation is what a
 * branch controller does: snapshot the source once, restore it at the start of each of {@code
 * branches} branches, release the snapshot. With {@code mode=cow} {@code gc.alloc.rate.norm} should
 * be a few hundred bytes (lists of references); with {@code mode=deep} about (1 + branches) × 64
 * MB, one full copy per snapshot and per restore.
 *
 * <p>Run: {@code ./mvnw -Pjmh test-compile exec:exec -Djmh.args="BranchSnapshotBenchmark -f 1 -wi 2
 * -i 3 -prof gc"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class BranchSnapshotBenchmark {

  /** Samples × features of every processing. */
  @Param({"2000x2000"})
  public String shape;

  /** Processings in the source (4 × 2000 × 2000 float32 = 64 MB). */
  @Param({"4"})
  public int processings;

  /** Branches restored from one snapshot. */
  @Param({"1", "6"})
  public int branches;

  /** {@code cow}: shared block references; {@code deep}: every block copied. */
  @Param({"cow", "deep"})
  public String mode;

  private FeatureSource source;

  /** Builds the 64 MB source outside the measurement. */
  @Setup(Level.Trial)
  public void setUp() {
    List<Block> blocks = BenchBlocks.randomList(shape, processings);
    source = FeatureSource.of(blocks.get(0), Headers.absent());
    for (int p = 1; p < blocks.size(); p++) {
      source.addProcessing("p" + p, blocks.get(p));
    }
  }

  /** One snapshot, {@code branches} restores, one release; sinks the copy reports. */
  @Benchmark
  public void snapshotAndRestore(Blackhole bh) {
    Copied<SourceSnapshot> snapshot = source.snapshot(mode.equals("cow"));
    List<CopyReport> reports = new ArrayList<>(branches + 1);
    reports.add(snapshot.report());
    for (int b = 0; b < branches; b++) {
      reports.add(source.restore(snapshot.value()));
    }
    snapshot.value().release();
    bh.consume(reports);
    bh.consume(source.storage().blocks());
  }
}
