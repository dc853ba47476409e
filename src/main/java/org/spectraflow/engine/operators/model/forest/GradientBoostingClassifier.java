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
 * scikit-learn's GradientBoostingClassifier with the log loss (binomial deviance for two classes,
 * multinomial for more), as scikit-learn 1.9 fits it. Leaf values use exp/log, whose last bit may
 * differ from the C library's (see docs/compatibility.md). With {@code random_state=None} the model
 * is seeded with 0.
 */
public final class GradientBoostingClassifier implements ModelOperator {

  private final OperatorConfig config;
  private final BoostingSettings settings;
  private final Long seed;

  private GradientBoostingClassifier(OperatorConfig config, BoostingSettings settings, Long seed) {
    this.config = config;
    this.settings = settings;
    this.seed = seed;
  }

  /** Reads scikit-learn 1.9's parameters; {@code loss} must be 'log_loss' (or 'deviance'). */
  public static GradientBoostingClassifier of(Params p) {
    String loss = p.string("loss", "log_loss");
    if (!"log_loss".equals(loss) && !"deviance".equals(loss)) {
      throw p.invalid("loss", loss, "must be 'log_loss' (other losses are not supported)");
    }
    BoostingSettings s = BoostingOptions.read(p);
    Long rs = p.randomState();
    return new GradientBoostingClassifier(p.config(), s, rs);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean classifier() {
    return true;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    ClassLabels classes = ClassLabels.of(this, y);
    Boosted model =
        GradientBoosting.classifier(
            TrainingMatrix.of(x),
            classes.labels(),
            classes.classes().length,
            settings,
            new RandomState(seed == null ? 0 : seed),
            cancelled);
    return new EnsembleClassifierFit(label(), classes, model, canonicalConfig());
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "GradientBoostingClassifier",
              "sklearn.ensemble._gb",
              "gradient boosting of regression trees (log loss)",
              GradientBoostingClassifier::of)
          .params(TreeDeclarations.boosting());

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
