package org.spectraflow.engine.catalogue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.check.RunCheck;

/** Resolution of every reference form, parameter metadata and run-time checks. */
class OperatorRegistryTest {

  final OperatorRegistry registry = OperatorRegistry.standard();

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "nirs4all.operators.transforms.scalers.StandardNormalVariate, StandardNormalVariate",
    "nirs4all.operators.transforms.StandardNormalVariate, StandardNormalVariate",
    "SNV, StandardNormalVariate",
    "MSC, MultiplicativeScatterCorrection",
    "EMSC, ExtendedMultiplicativeScatterCorrection",
    "SG, SavitzkyGolay",
    "nirs4all.operators.transforms.nirs.SavitzkyGolay, SavitzkyGolay",
    "nirs4all.operators.transforms.SNV, StandardNormalVariate",
    "sklearn.cross_decomposition._pls.PLSRegression, PLSRegression",
    "sklearn.cross_decomposition.PLSRegression, PLSRegression",
    "sklearn.preprocessing._data.StandardScaler, StandardScaler",
    "sklearn.preprocessing.StandardScaler, StandardScaler",
    "sklearn.model_selection._split.KFold, KFold",
    "sklearn.model_selection.ShuffleSplit, ShuffleSplit",
    "sklearn.linear_model.Ridge, Ridge",
    "MinMaxScaler, MinMaxScaler",
    "nirs4all.operators.splitters.KennardStoneSplitter, KennardStoneSplitter",
    "nirs4all.operators.models.sklearn.plsda.PLSDA, PLSDA",
    "sklearn.ensemble.RandomForestRegressor, RandomForestRegressor",
    "sklearn.ensemble._forest.RandomForestClassifier, RandomForestClassifier",
    "sklearn.ensemble._gb.GradientBoostingRegressor, GradientBoostingRegressor",
    "sklearn.ensemble.GradientBoostingClassifier, GradientBoostingClassifier"
  })
  void resolvesEveryReferenceForm(String reference, String className) {
    assertThat(registry.resolve(reference)).map(OperatorSpec::className).contains(className);
  }

  @Test
  void unknownOperatorsDoNotResolve() {
    assertThat(registry.resolve("sklearn.neural_network.BernoulliRBM")).isEmpty();
    assertThat(registry.resolve("BernoulliRBM")).isEmpty();
    assertThat(registry.resolve("mylib.PLSRegression")).isEmpty();
  }

  @Test
  void everySupportedOperatorIsPresentWithCanonicalPaths() {
    assertThat(registry.all())
        .extracting(OperatorSpec::className)
        .contains(
            "StandardNormalVariate",
            "MultiplicativeScatterCorrection",
            "ExtendedMultiplicativeScatterCorrection",
            "Detrend",
            "SavitzkyGolay",
            "Gaussian",
            "FirstDerivative",
            "SecondDerivative",
            "Baseline",
            "Normalize",
            "Haar",
            "CropTransformer",
            "ResampleTransformer",
            "LogTransform",
            "StandardScaler",
            "MinMaxScaler",
            "RobustScaler",
            "Rotate_Translate",
            "GaussianAdditiveNoise",
            "MultiplicativeNoise",
            "LinearBaselineDrift",
            "WavelengthShift",
            "YOutlierFilter",
            "SpectralQualityFilter",
            "HighLeverageFilter",
            "XOutlierFilter",
            "PLSRegression",
            "Ridge",
            "PLSDA",
            "MetaModel",
            "RandomForestRegressor",
            "RandomForestClassifier",
            "GradientBoostingRegressor",
            "GradientBoostingClassifier",
            "KFold",
            "ShuffleSplit",
            "KennardStoneSplitter",
            "SPXYSplitter",
            "ElasticNet",
            "Lasso",
            "LinearRegression",
            "LogisticRegression",
            "KNeighborsRegressor",
            "KNeighborsClassifier",
            "SVR",
            "SVC",
            "PCA",
            "TruncatedSVD",
            "SPXYFold",
            "SPXYGFold",
            "GroupKFold");
    assertThat(registry.byClassName("PLSRegression").orElseThrow().canonicalPath())
        .isEqualTo("sklearn.cross_decomposition._pls.PLSRegression");
    assertThat(registry.all())
        .allSatisfy(
            spec ->
                assertThat(spec.params())
                    .allSatisfy(p -> assertThat(p.description()).isNotBlank()));
  }

  @Test
  void parametersCarryDefaultsAndRanges() {
    OperatorSpec sg = registry.resolve("SG").orElseThrow();
    assertThat(sg.params())
        .extracting(ParamSpec::name)
        .containsExactly("window_length", "polyorder", "deriv", "delta", "copy");
    assertThat(sg.param("window_length").orElseThrow().defaultValue())
        .isEqualTo(JsonValue.integer(11));
    assertThat(sg.isDefault("polyorder", JsonValue.integer(3))).isTrue();
    assertThat(
            registry
                .resolve("PLSRegression")
                .orElseThrow()
                .param("n_components")
                .orElseThrow()
                .minimum())
        .contains(1.0);
    assertThat(registry.resolve("KFold").orElseThrow().param("random_state").orElseThrow().type())
        .isEqualTo(ParamSpec.Type.INT_OR_NULL);
  }

  @Test
  void runCheckNamesTheUnsupportedOperatorItsPathAndTheAlternatives() {
    PipelineDocument doc =
        PipelineReader.readJson(
            "[\"SNV\", \"SG\", {\"y_processing\": \"MinMaxScaler\"},"
                + " {\"model\": {\"class\": \"sklearn.linear_model.ARDRegression\"}}, {\"foo\": \"SNV\"}]");
    List<String> problems = new RunCheck(registry).problems(doc);
    assertThat(problems).hasSize(2);
    assertThat(problems.get(0))
        .startsWith(
            "operator 'sklearn.linear_model.ARDRegression' at pipeline[3].model "
                + "is not supported; supported: ")
        .contains(" operators, listed in docs/operators.md")
        .hasSizeLessThan(300);
    assertThat(problems.get(1)).startsWith("unknown keyword 'foo' at pipeline[4]");
    assertThatThrownBy(() -> new RunCheck(registry).requireRunnable(doc))
        .hasMessageContaining("ARDRegression");
  }
}
