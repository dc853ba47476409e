package org.spectraflow.engine.data;

import java.util.List;

/**
 * A read-only samples × processings × features view over one block per processing, all of the same
 * shape. Building it copies nothing: element (s, p, f) is read from block p. Immutable.
 *
 * @param processings the blocks, in processing order
 */
public record Tensor3(List<Block> processings) {

  /** Validates that every block has the same rows and columns. */
  public Tensor3 {
    processings = List.copyOf(processings);
    for (int p = 1; p < processings.size(); p++) {
      Block first = processings.get(0);
      Block b = processings.get(p);
      if (b.rows() != first.rows() || b.cols() != first.cols()) {
        throw new IllegalStateException(
            "processing "
                + p
                + " is "
                + b.rows()
                + "x"
                + b.cols()
                + " but processing 0 is "
                + first.rows()
                + "x"
                + first.cols()
                + ": a 3-D view needs one shape for all processings");
      }
    }
  }

  /** The empty (0, 0, 0) view. */
  public static Tensor3 empty() {
    return new Tensor3(List.of());
  }

  /** Number of samples (0 when there is no processing). */
  public int samples() {
    return processings.isEmpty() ? 0 : processings.get(0).rows();
  }

  /** Number of processings. */
  public int processingCount() {
    return processings.size();
  }

  /** Number of features per processing (0 when there is no processing). */
  public int features() {
    return processings.isEmpty() ? 0 : processings.get(0).cols();
  }

  /** The shape {samples, processings, features}. */
  public int[] shape() {
    return new int[] {samples(), processingCount(), features()};
  }

  /** The value of sample {@code s}, processing {@code p}, feature {@code f}. */
  public double get(int s, int p, int f) {
    return processings.get(p).get(s, f);
  }

  /** The block of processing {@code p} (samples × features). */
  public Block processing(int p) {
    return processings.get(p);
  }

  /** A new {@code double[samples][processings][features]} copy of the values. */
  public double[][][] toArray() {
    double[][][] out = new double[samples()][processingCount()][];
    for (int s = 0; s < samples(); s++) {
      for (int p = 0; p < processingCount(); p++) {
        out[s][p] = processings.get(p).row(s);
      }
    }
    return out;
  }
}
