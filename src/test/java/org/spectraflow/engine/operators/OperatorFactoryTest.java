package org.spectraflow.engine.operators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.operators.transform.ExtendedMultiplicativeScatterCorrection;

/** Factory lookup, labels, canonical configs and warnings. */
class OperatorFactoryTest {

  @Test
  void labelsListNonDefaultParametersPythonStyleInNameOrder() {
    assertThat(OperatorFactory.create("SavitzkyGolay", Map.of("window_length", 15)).label())
        .isEqualTo("SavitzkyGolay(window_length=15)");
    assertThat(
            OperatorFactory.create("SavitzkyGolay", Map.of("window_length", 11, "polyorder", 3))
                .label())
        .isEqualTo("SavitzkyGolay");
    assertThat(OperatorFactory.create("Gaussian", Map.of("sigma", 2, "order", 1)).label())
        .isEqualTo("Gaussian(order=1, sigma=2)");
    assertThat(
            OperatorFactory.create("LogTransform", Map.of("min_value", 1e-6, "auto_offset", false))
                .label())
        .isEqualTo("LogTransform(auto_offset=False, min_value=1e-06)");
    assertThat(OperatorFactory.create("Normalize", Map.of("feature_range", List.of(0, 2))).label())
        .isEqualTo("Normalize(feature_range=[0, 2])");
  }

  @Test
  void aliasesAndKindsResolve() {
    assertThat(OperatorFactory.create("SNV", null)).isInstanceOf(TransformOperator.class);
    assertThat(OperatorFactory.create("SNV", null).className()).isEqualTo("StandardNormalVariate");
    assertThat(OperatorFactory.create("PLSRegression", Map.of())).isInstanceOf(ModelOperator.class);
    assertThat(OperatorFactory.create("KFold", Map.of())).isInstanceOf(SplitterOperator.class);
    assertThat(OperatorFactory.classNames()).hasSizeGreaterThanOrEqualTo(23);
    assertThatThrownBy(() -> OperatorFactory.model("SNV", Map.of()))
        .hasMessageContaining("not a ModelOperator");
    assertThatThrownBy(() -> OperatorFactory.create("NoSuchWavelet", Map.of()))
        .hasMessageContaining("unknown operator 'NoSuchWavelet'");
  }

  @Test
  void canonicalConfigIsStableAndDistinguishesSettings() {
    String a = OperatorFactory.create("PLSRegression", Map.of("n_components", 5)).canonicalConfig();
    assertThat(a).isEqualTo("PLSRegression(n_components=5)");
    assertThat(
            OperatorFactory.create("PLSRegression", Map.of("n_components", 6L)).canonicalConfig())
        .isNotEqualTo(a);
    assertThat(
            OperatorFactory.create("Detrend", Map.of("bp", List.of(1, 2, 3, 4, 5, 6)))
                .canonicalConfig())
        .isEqualTo("Detrend(bp=[1, 2, 3, 4, 5, 6])");
    assertThat(OperatorFactory.create("Detrend", Map.of("bp", List.of(1, 2, 3, 4, 5, 6))).label())
        .isEqualTo("Detrend(bp=[6 items])");
  }

  @Test
  void emscWarnsOnlyForTheIllPosedDefault() {
    assertThat(OperatorFactory.transform("EMSC", Map.of()).warning())
        .contains(ExtendedMultiplicativeScatterCorrection.SCALE_WARNING);
    assertThat(OperatorFactory.transform("EMSC", Map.of("scale", false)).warning()).isEmpty();
  }

  @Test
  void invalidValuesNameOperatorParameterAndValue() {
    assertThatThrownBy(() -> OperatorFactory.create("SavitzkyGolay", Map.of("window_length", 10)))
        .hasMessage("SavitzkyGolay: window_length must be a positive odd integer, was 10");
    assertThatThrownBy(() -> OperatorFactory.create("PLSRegression", Map.of("n_components", 0)))
        .hasMessage("PLSRegression: n_components must be >= 1, was 0");
    assertThatThrownBy(() -> OperatorFactory.create("Gaussian", Map.of("sigma", "wide")))
        .hasMessage("Gaussian: sigma must be a number, was 'wide'");
  }
}
