package org.spectraflow.ui.editor.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.ParamSpec;

/** The inspector's − / + buttons step numbers by one inside the declared range. */
class ParamStepperTest {

  private static final OperatorRegistry REGISTRY = OperatorRegistry.standard();

  private static ParamSpec spec(String operator, String param) {
    return REGISTRY.byClassName(operator).orElseThrow().param(param).orElseThrow();
  }

  private static ParamField unset(ParamSpec p) {
    String def = ParamValues.format(p.defaultValue());
    return new ParamField(p.name(), p, def, def, "", List.of(), false, true);
  }

  private static ParamField set(ParamSpec p, String text, boolean swept) {
    return new ParamField(
        p.name(), p, text, ParamValues.format(p.defaultValue()), "", List.of(), swept, false);
  }

  @Test
  void anUnsetIntegerStepsFromItsDefault() {
    ParamField window = unset(spec("SavitzkyGolay", "window_length"));

    assertThat(ParamStepper.step(window, 1)).contains("12");
    assertThat(ParamStepper.step(window, -1)).contains("10");
  }

  @Test
  void aFloatStepsToAFloatAndASetValueStepsFromItself() {
    ParamSpec sigma = spec("Gaussian", "sigma");

    assertThat(ParamStepper.step(unset(sigma), 1)).contains("2.0");
    assertThat(ParamStepper.step(set(sigma, "3.5", false), -1)).contains("2.5");
  }

  @Test
  void stepsStopAtTheDeclaredMinimum() {
    ParamSpec components = spec("PLSRegression", "n_components");

    assertThat(components.minimum()).contains(1.0);
    assertThat(ParamStepper.step(set(components, "1", false), -1)).contains("1");
  }

  @Test
  void sweepsAndBooleansHaveNoStepButtons() {
    ParamSpec components = spec("PLSRegression", "n_components");
    ParamField swept = set(components, "5..20 step 5", true);
    ParamField scale = unset(spec("PLSRegression", "scale"));

    assertThat(ParamStepper.steps(swept)).isFalse();
    assertThat(ParamStepper.step(swept, 1)).isEmpty();
    assertThat(ParamStepper.steps(scale)).isFalse();
    assertThat(ParamStepper.steps(unset(components))).isTrue();
  }
}
