package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.spectraflow.engine.catalogue.DataShape;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamProblem;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ResolvedParams;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Keeps the columns {@code [start, end)} of every spectrum (docs/operator-behaviour.md §1.11) with
 * Python slice semantics (negative values count from the end; {@code end=None} or beyond the width
 * means the last column). Changes the width: see {@link #outputWidth}.
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

  /** Declared rule: the crop keeps at least one column of the spectrum at its step. */
  static Optional<ParamProblem> keepsColumns(ResolvedParams values, DataShape shape) {
    OptionalLong start = values.integer("start");
    OptionalLong end = values.integer("end");
    boolean endNone = values.get("end") instanceof JsonValue.JsonNull;
    if (!shape.knowsFeatures() || start.isEmpty() || end.isEmpty() && !endNone) {
      return Optional.empty();
    }
    int p = shape.features();
    CropTransformer crop =
        new CropTransformer(
            null, clampToInt(start.getAsLong()), endNone ? null : clampToInt(end.getAsLong()));
    return crop.outputWidth(p) > 0
        ? Optional.empty()
        : values.problem(
            "start",
            "keeps no column of the "
                + p
                + " features at this step (valid: start < end, both within -"
                + p
                + " .. "
                + p
                + ")",
            "choose start and end inside the spectrum");
  }

  private static int clampToInt(long v) {
    return (int) Math.max(-Integer.MAX_VALUE, Math.min(Integer.MAX_VALUE, v));
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
  protected void transformRow(double[] in, double[] out, double[] scratch, boolean f32) {
    System.arraycopy(in, from(in.length), out, 0, out.length);
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "CropTransformer",
              "nirs4all.operators.transforms.features",
              Category.FEATURE_SELECTION,
              "keep columns [start, end)",
              CropTransformer::of)
          .params(
              ParamSpec.integer("start", 0, -1_000_000, 1_000_000, "columns", "first kept column"),
              ParamSpec.intOrNull(
                  "end", -1_000_000, 1_000_000, "columns", "end column (exclusive); None = last"))
          .rules(CropTransformer::keepsColumns);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
