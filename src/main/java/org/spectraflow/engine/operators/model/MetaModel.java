package org.spectraflow.engine.operators.model;

import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.StackingModel;
import org.spectraflow.engine.operators.model.ensemble.NestedModels;

/**
 * nirs4all's {@code MetaModel}: a stacking meta-learner fitted on the out-of-fold predictions of
 * earlier models (one column per source model) instead of the current features
 * (docs/compatibility.md, MetaModel). This operator holds the configuration and delegates fitting
 * to the inner model ({@code model}, default {@code Ridge()}); the engine builds its input matrix.
 * Immutable.
 */
public final class MetaModel implements StackingModel {

  private final OperatorConfig config;
  private final ModelOperator inner;
  private final List<String> sources;

  private MetaModel(OperatorConfig config, ModelOperator inner, List<String> sources) {
    this.config = config;
    this.inner = inner;
    this.sources = List.copyOf(sources);
  }

  /**
   * Reads {@code model=Ridge(), source_models='all', use_proba=False, stacking_config=None,
   * selector=None, name=None, finetune_space=None}; {@code model} is a nested {@code {"class",
   * "params"}} object or a class path.
   */
  public static MetaModel of(Params p) {
    Object model = p.raw("model", null);
    ModelOperator inner =
        model == null ? OperatorFactory.model("Ridge", Map.of()) : inner(p, model);
    Object src = p.raw("source_models", "all");
    List<String> sources;
    if ("all".equals(src)) {
      sources = List.of();
    } else if (src instanceof List<?> l
        && !l.isEmpty()
        && l.stream().allMatch(String.class::isInstance)) {
      sources = l.stream().map(String.class::cast).toList();
    } else {
      throw p.invalid("source_models", src, "must be 'all' or a non-empty list of model names");
    }
    if (p.flag("use_proba", false)) {
      throw p.invalid("use_proba", true, "is not supported (class labels are stacked)");
    }
    for (String unsupported : List.of("stacking_config", "selector", "finetune_space")) {
      Object v = p.raw(unsupported, null);
      if (v != null) {
        throw p.invalid(
            unsupported,
            v,
            "is not supported; remove it (defaults: strict coverage, " + "mean test aggregation)");
      }
    }
    p.string("name", null);
    return new MetaModel(p.config(), inner, sources);
  }

  private static ModelOperator inner(Params p, Object model) {
    return NestedModels.model(p, "model", model);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public ModelOperator inner() {
    return inner;
  }

  @Override
  public List<String> sourceModels() {
    return sources;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    return inner.fit(x, y, cancelled);
  }

  @Override
  public boolean classifier() {
    return inner.classifier();
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
          "MetaModel",
          "nirs4all.operators.models.meta",
          "stacking: a model fitted on the out-of-fold predictions of earlier models",
          MetaModel::of);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
