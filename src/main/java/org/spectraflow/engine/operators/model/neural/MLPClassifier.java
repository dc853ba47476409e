package org.spectraflow.engine.operators.model.neural;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.ProbabilisticModel;

/**
 * scikit-learn 1.9's MLPClassifier trained by {@link Network}: classes binarised as its {@code
 * LabelBinarizer} does (one logistic output for two classes, the second class positive; one softmax
 * output per class otherwise), log loss; a row's class is the positive one iff its probability
 * exceeds 0.5, else the first largest probability. 'lbfgs' and early stopping are refused; with
 * {@code random_state=None} the seed is 0. docs/compatibility.md.
 */
public final class MLPClassifier implements RestorableModel {

  private final OperatorConfig config;
  private final MlpSettings settings;

  private MLPClassifier(OperatorConfig config, MlpSettings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads scikit-learn 1.9's parameters. */
  public static MLPClassifier of(Params p) {
    MlpSettings s = MlpSettings.read(p);
    return new MLPClassifier(p.config(), s);
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
  public ProbabilisticModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    ClassLabels labels = ClassLabels.of(this, y);
    int k = labels.classes().length;
    int outputs = k == 2 ? 1 : k;
    double[][] target = new double[y.length][outputs];
    for (int i = 0; i < y.length; i++) {
      int c = labels.labels()[i];
      if (k == 2) {
        target[i][0] = c;
      } else {
        target[i][c] = 1.0;
      }
    }
    Network net =
        Network.train(
            settings,
            k == 2 ? Network.Output.LOGISTIC : Network.Output.SOFTMAX,
            x.toRows(),
            target,
            cancelled);
    return new Fitted(
        label(),
        canonicalConfig(),
        x.cols(),
        net,
        labels.classes(),
        MLPRegressor.warnings(label(), net, settings));
  }

  @Override
  public ProbabilisticModel restore(FittedState state) {
    double[] classes = state.vector("classes");
    if (classes.length < 2) {
      throw new IllegalArgumentException("mlp: fewer than 2 classes");
    }
    Network net =
        Network.fromState(
            state,
            settings,
            classes.length == 2 ? Network.Output.LOGISTIC : Network.Output.SOFTMAX);
    double[][][] coefs = net.coefs();
    int outputs = coefs[coefs.length - 1][0].length;
    if (outputs != (classes.length == 2 ? 1 : classes.length)) {
      throw new IllegalArgumentException(
          "mlp: " + outputs + " outputs for " + classes.length + " classes");
    }
    return new Fitted(
        label(), state.text("operator"), (int) state.number("features"), net, classes, List.of());
  }

  private record Fitted(
      String label,
      String operator,
      int features,
      Network net,
      double[] classes,
      List<String> warnings)
      implements ProbabilisticModel {

    @Override
    public double[][] probabilities(Block x) {
      ModelInputs.checkWidth(label, x, features);
      double[][] out = net.predict(x.toRows());
      if (classes.length == 2) {
        for (int i = 0; i < out.length; i++) {
          double p = out[i][0];
          out[i] = new double[] {1 - p, p};
        }
      }
      return out;
    }

    @Override
    public double[][] predict(Block x) {
      ModelInputs.checkWidth(label, x, features);
      double[][] out = net.predict(x.toRows());
      double[][] labels = new double[out.length][1];
      for (int i = 0; i < out.length; i++) {
        int c = classes.length == 2 ? (out[i][0] > 0.5 ? 1 : 0) : ClassLabels.argmax(out[i]);
        labels[i][0] = classes[c];
      }
      return labels;
    }

    @Override
    public double[] classes() {
      return classes.clone();
    }

    /** Kind {@code mlp}: the weights and the classes (docs/model-file.md). */
    @Override
    public FittedState state() {
      return net.state(operator, features).with("classes", classes);
    }

    @Override
    public long retainedBytes() {
      return net.bytes();
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "MLPClassifier",
              "sklearn.neural_network._multilayer_perceptron",
              "multilayer perceptron classifier (adam or sgd)",
              MLPClassifier::of)
          .params(MlpSettings.declarations());

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
