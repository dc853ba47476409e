package org.spectraflow.engine.run.step;

import java.util.List;

/**
 * How one variant run ended: its models in discovery order and, when it failed, the message.
 *
 * @param error the failure message, null on success
 * @param models the models that finished (all of them on success)
 */
public record VariantOutcome(String error, List<ModelResult> models) {

  /** Copies the models. */
  public VariantOutcome {
    models = List.copyOf(models);
  }

  public static VariantOutcome ok(List<ModelResult> models) {
    return new VariantOutcome(null, models);
  }

  public static VariantOutcome failed(String error, List<ModelResult> models) {
    return new VariantOutcome(error, models);
  }

  public boolean ok() {
    return error == null;
  }

  /** The same with every model's train predictions released (the variant has ended). */
  public VariantOutcome released() {
    return new VariantOutcome(error, models.stream().map(ModelResult::released).toList());
  }
}
