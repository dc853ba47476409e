package org.spectraflow.engine.operators.filter;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.SampleFilterOperator;

/**
 * A sample filter (docs/compatibility.md, filters): {@link #fit} learns its bounds from rows X
 * (every processing of every source, 2-D) and targets y (the current version, flattened), and the
 * fitted filter gives one keep flag per row, true = keep. {@code reason} names the exclusion
 * (default the class name) and {@code tag_name} the tag column (default the reason). As a plain
 * pipeline step a filter changes nothing. Immutable.
 */
public abstract class SampleFilter implements SampleFilterOperator {

  private final OperatorConfig config;
  private final String reason;
  private final String tagName;

  /**
   * A filter with configuration {@code config}, exclusion {@code reason} and {@code tagName} (null
   * = the defaults).
   */
  protected SampleFilter(OperatorConfig config, String reason, String tagName) {
    this.config = config;
    this.reason = reason == null ? config.className() : reason;
    this.tagName = tagName == null ? this.reason : tagName;
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public String reason() {
    return reason;
  }

  @Override
  public String tagName() {
    return tagName;
  }

  @Override
  public abstract Fitted fitFilter(Block x, double[] y);

  /** The identity: a filter used as a plain step changes no feature. */
  @Override
  public FittedTransform fit(Block train, double[] yTrain) {
    return new Identity(canonicalConfig());
  }

  /**
   * A filter's fitted form as a plain step: the identity on features.
   *
   * @param operator the filter's canonical configuration
   */
  private record Identity(String operator) implements FittedTransform {
    @Override
    public Block apply(Block input) {
      return input;
    }

    /** Kind {@code identity}. */
    @Override
    public FittedState state() {
      return FittedState.of("identity").with("operator", operator);
    }
  }

  /** Reads the common {@code reason} and {@code tag_name} (None or text). */
  public static String[] names(Params p) {
    return new String[] {p.string("reason", null), p.string("tag_name", null)};
  }

  /** Reads an optional threshold: None, or a number > 0. */
  static Double optionalPositive(Params p, String name) {
    Double value = p.optionalNumber(name, null);
    if (value != null && !(value > 0)) {
      throw p.invalid(name, value, "must be > 0 or None");
    }
    return value;
  }

  /** Reads {@code n_components}: None (the filter's own default), or an integer >= 1. */
  static Integer optionalComponents(Params p) {
    Integer components = p.optionalInteger("n_components", null);
    if (components != null && components < 1) {
      throw p.invalid("n_components", components, "must be None or an integer >= 1");
    }
    return components;
  }
}
