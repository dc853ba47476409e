package org.spectraflow.engine.run.planner;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Operator;

/**
 * Reads the operator lists of keyword steps: a single operator, or a list whose items are
 * operators, {@code null} (an empty chain: skipped by feature augmentation, the identity in a
 * concat_transform) or lists (chains applied in order).
 */
public final class StepOperators {

  private final OperatorResolver resolver;

  public StepOperators(OperatorResolver resolver) {
    this.resolver = resolver;
  }

  /** The chains of {@code value}: one per list item, or one for a single operator. */
  public List<List<TransformOperator>> chains(JsonValue value, DocumentPath path) {
    List<List<TransformOperator>> out = new ArrayList<>();
    if (value instanceof JsonArray a) {
      for (int i = 0; i < a.size(); i++) {
        out.add(chain(a.get(i), path.index(i)));
      }
    } else {
      out.add(chain(value, path));
    }
    return out;
  }

  /** The transformers of {@code value} in order (a single operator or a flat list). */
  List<TransformOperator> flat(JsonValue value, DocumentPath path) {
    return chains(value, path).stream().flatMap(List::stream).toList();
  }

  /**
   * The y_processing transformers of {@code value} in order (a single operator or a flat list).
   * Each must have an exact inverse (a y-transform of the catalogue), or predictions could not be
   * mapped back to target units: any other is refused here, before the run.
   */
  public List<TransformOperator> targets(JsonValue value, DocumentPath path) {
    targetSpecs(value, path);
    return flat(value, path);
  }

  private void targetSpecs(JsonValue item, DocumentPath path) {
    switch (item) {
      case JsonValue.JsonNull n -> {}
      case JsonArray a -> {
        for (int i = 0; i < a.size(); i++) {
          targetSpecs(a.get(i), path.index(i));
        }
      }
      default -> {
        OperatorSpec spec = resolver.spec(new Operator(item), path);
        if (spec.kind() != OperatorSpec.Kind.Y_TRANSFORM) {
          throw new IllegalArgumentException(
              path
                  + ": "
                  + spec.className()
                  + " has no exact inverse_transform, so predictions could not be mapped back to"
                  + " target units; y_processing takes "
                  + resolver.targetTransformNames()
                  + ", or remove the step");
        }
      }
    }
  }

  private List<TransformOperator> chain(JsonValue item, DocumentPath path) {
    return switch (item) {
      case JsonValue.JsonNull n -> List.of();
      case JsonArray a -> {
        List<TransformOperator> ops = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
          ops.addAll(chain(a.get(i), path.index(i)));
        }
        yield ops;
      }
      default -> List.of(resolver.transform(new Operator(item), path));
    };
  }
}
