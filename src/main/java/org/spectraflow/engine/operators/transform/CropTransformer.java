package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Keeps the columns {@code [start, end)} of every spectrum (spec §1.11) with Python slice
 * semantics (negative values count from the end; {@code end=None} or beyond the width means
 * the last column). Changes the width: see {@link #outputWidth}.
 */
public final class CropTransformer extends RowTransform {

  private final int start;
  private final Integer end;

  private CropTransformer(OperatorConfig config, int start, Integer end) {
    super(config);
    this.start = start;
    this.end = end;
  }

  /** Reads {@code start=0, end=None}. */
  public static CropTransformer of(Params p) {
    int start = p.integer("start", 0);
    Integer end = p.optionalInteger("end", null);
    return new CropTransformer(p.config(), start, end);
  }

  private int from(int p) {
    return clamp(start, p);
  }

  private int to(int p) {
    return end == null || end > p ? p : clamp(end, p);
  }

  private static int clamp(int index, int p) {
    int i = index < 0 ? index + p : index;
    return Math.max(0, Math.min(p, i));
  }

  @Override
  public int outputWidth(int inputWidth) {
    return Math.max(0, to(inputWidth) - from(inputWidth));
  }

  @Override
  void transformRow(double[] in, double[] out, double[] scratch, boolean f32) {
    System.arraycopy(in, from(in.length), out, 0, out.length);
  }
}
