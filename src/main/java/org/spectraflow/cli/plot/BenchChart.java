package org.spectraflow.cli.plot;

import java.nio.file.Path;
import java.util.List;
import org.spectraflow.charts.WallTime;
import org.spectraflow.engine.bench.BenchResult;

/** The chart {@code bench --plot} writes: {@code wall-time} ({@link WallTime}), as PNG and SVG. */
public final class BenchChart {

  /** Width of the bench chart, in pixels. */
  public static final int WIDTH = 900;

  /** Height of the bench chart, in pixels. */
  public static final int HEIGHT = 600;

  private BenchChart() {}

  /** Writes {@code wall-time.png} and {@code .svg} of {@code result} into {@code folder}. */
  public static List<Path> write(BenchResult result, Path folder) {
    return ChartFiles.in(folder).write(WallTime.of(result), "wall-time", WIDTH, HEIGHT);
  }
}
