package org.spectraflow.engine.run.check;

import java.util.Arrays;
import org.spectraflow.engine.catalogue.DataShape;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * The data's shape as the document check walks a pipeline: training samples and the width of every
 * source, updated by each transform's declared output width. Widths become unknown where the check
 * does not follow them (after a merge, a feature augmentation, branches that end at different
 * widths), and the rules that need them stay silent there: the check never refuses what the run
 * would accept. Immutable.
 */
public final class ShapeCursor {

  private final int samples;
  private final int[] widths;

  private ShapeCursor(int samples, int[] widths) {
    this.samples = samples;
    this.widths = widths;
  }

  /** Nothing known. */
  static ShapeCursor unknown() {
    return new ShapeCursor(-1, null);
  }

  /** The dataset's training samples and source widths. */
  public static ShapeCursor of(SpectroDataset dataset) {
    int[] widths = dataset.sources().stream().mapToInt(s -> s.numFeatures()).toArray();
    return new ShapeCursor(dataset.trainIds().length, widths);
  }

  /** The shape of {@code size}; unknown parts stay unknown. */
  public static ShapeCursor of(DataSize size) {
    return size.isUnknown()
        ? unknown()
        : new ShapeCursor(
            size.trainSamples(),
            size.widths().isEmpty()
                ? null
                : size.widths().stream().mapToInt(Integer::intValue).toArray());
  }

  /** The same samples with widths unknown. */
  static ShapeCursor unknownWidth(ShapeCursor at) {
    return new ShapeCursor(at.samples, null);
  }

  /** What a transform meets: the narrowest source (each source is transformed). */
  DataShape forTransform() {
    return new DataShape(
        samples,
        widths == null || widths.length == 0 ? -1 : Arrays.stream(widths).min().getAsInt());
  }

  /** What a model or splitter meets: all sources side by side. */
  DataShape forModel() {
    return new DataShape(samples, widths == null ? -1 : Arrays.stream(widths).sum());
  }

  /** The shape after {@code op} transformed every source. */
  ShapeCursor through(TransformOperator op) {
    return widths == null
        ? this
        : new ShapeCursor(samples, Arrays.stream(widths).map(op::outputWidth).toArray());
  }

  /** The shape after parallel branches ending at {@code this} and {@code other}. */
  ShapeCursor join(ShapeCursor other) {
    return Arrays.equals(widths, other.widths) ? this : new ShapeCursor(samples, null);
  }
}
