package org.spectraflow.engine.operators.model.forest;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.tree.Boosted;
import org.spectraflow.engine.operators.model.tree.BoostingSettings;
import org.spectraflow.engine.operators.model.tree.GradientBoosting;
import org.spectraflow.engine.operators.model.tree.TrainingMatrix;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's GradientBoostingRegressor with the squared-error loss: the same stages as
 * scikit-learn 1.9 for the same {@code random_state} (see docs/compatibility.md). With {@code
 * random_state=None} the model is seeded with 0.
 */
public final class GradientBoostingRegressor implements ModelOperator {

  private final OperatorConfig config;
  private final BoostingSettings settings;
  private final Long seed;

  private GradientBoostingRegressor(OperatorConfig config, BoostingSettings settings, Long seed) {
    this.config = config;
    this.settings = settings;
    this.seed = seed;
  }

  /** Reads scikit-learn 1.9's parameters; {@code loss} must be 'squared_error'. */
  public static GradientBoostingRegressor of(Params p) {
    String loss = p.string("loss", "squared_error");
    if (!"squared_error".equals(loss)) {
      throw p.invalid("loss", loss, "must be 'squared_error' (other losses are not supported)");
    }
    p.number("alpha", 0.9);
    BoostingSettings s = BoostingOptions.read(p);
    Long rs = p.randomState();
    return new GradientBoostingRegressor(p.config(), s, rs);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    double[] target = ClassLabels.column(this, y);
    Boosted model =
        GradientBoosting.regressor(
            TrainingMatrix.of(x),
            target,
            settings,
            new RandomState(seed == null ? 0 : seed),
            cancelled);
    return new EnsembleRegressorFit(
        label(), model.features(), model::raw, model.retainedBytes(), model, canonicalConfig());
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "GradientBoostingRegressor",
              "sklearn.ensemble._gb",
              "gradient boosting of regression trees (squared error)",
              GradientBoostingRegressor::of)
          .params(TreeDeclarations.boosting());

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
