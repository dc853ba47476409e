package org.spectraflow.engine.plan;

import java.util.Objects;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.pipeline.Operator;

/**
 * A model fitted per fold and scored: a {@code model} step or a bare model operator.
 *
 * @param place where the step sits
 * @param label the name events and step records show
 * @param operator the configured model
 * @param name the model's record name ({@code name} key), or null for the class name
 * @param tuning the step's {@code finetune_params} search, or null when the model is not tuned
 */
public record ModelFit(
    StepPlace place, String label, ModelOperator operator, String name, Tuning tuning)
    implements PlannedStep {

  /** Checks the references. */
  public ModelFit {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(operator, "operator");
  }

  /** A model that is not tuned. */
  public ModelFit(StepPlace place, String label, ModelOperator operator, String name) {
    this(place, label, operator, name, null);
  }

  /**
   * A model step's {@code finetune_params} (docs/compatibility.md), already checked by the planner;
   * the settings are read again at run time, when the task type and the run seed are known.
   *
   * @param model the step's model as written, rebuilt with each trial's parameters
   * @param settings the {@code finetune_params} object
   */
  public record Tuning(Operator model, JsonValue settings) {

    /** Checks the references. */
    public Tuning {
      Objects.requireNonNull(model, "model");
      Objects.requireNonNull(settings, "settings");
    }
  }
}
