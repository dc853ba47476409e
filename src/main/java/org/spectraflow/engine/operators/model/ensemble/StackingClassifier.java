package org.spectraflow.engine.operators.model.ensemble;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.DecisionFunctionModel;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.model.ProbabilisticModel;
import org.spectraflow.engine.operators.model.StateChecks;

/**
 * scikit-learn's StackingClassifier (BSD-3-Clause, {@code sklearn/ensemble/_stacking.py}, 1.9):
 * labels are encoded as their index among the sorted classes; every classifier is fitted on the
 * whole training set; its {@code cross_val_predict} outputs over {@code cv} (None or an integer k =
 * StratifiedKFold(k) without shuffle, default 5, or a splitter reference) become the final
 * estimator's training columns: {@code predict_proba} (the first column dropped for two classes),
 * {@code decision_function} or the predicted label index, chosen per classifier by {@code
 * stack_method='auto'} in that order; then the original features when {@code passthrough=True}. The
 * final estimator (default LogisticRegression) is fitted on the encoded labels; predictions are the
 * original labels, and probabilities are the final estimator's. A classifier that here has neither
 * probabilities nor decision values under {@code 'auto'} is refused (scikit-learn would use one of
 * them; {@code stack_method='predict'} is the alternative). Immutable.
 */
public final class StackingClassifier implements RestorableModel {

  private static final List<String> METHODS =
      List.of("auto", "predict_proba", "decision_function", "predict");

  private final OperatorConfig config;
  private final List<NestedModels.Named> estimators;
  private final ModelOperator finalEstimator;
  private final SplitterOperator cv;
  private final String stackMethod;
  private final boolean passthrough;

  private StackingClassifier(
      OperatorConfig config,
      List<NestedModels.Named> estimators,
      ModelOperator finalEstimator,
      SplitterOperator cv,
      String stackMethod,
      boolean passthrough) {
    this.config = config;
    this.estimators = List.copyOf(estimators);
    this.finalEstimator = finalEstimator;
    this.cv = cv;
    this.stackMethod = stackMethod;
    this.passthrough = passthrough;
  }

  /**
   * Reads {@code estimators} (classifiers, required), {@code final_estimator=None}
   * (LogisticRegression), {@code cv=None}, {@code stack_method='auto'}, {@code passthrough=False},
   * {@code n_jobs}, {@code verbose}.
   */
  public static StackingClassifier of(Params p) {
    List<NestedModels.Named> estimators = NestedModels.classifiers(p);
    Object fin = p.raw("final_estimator", null);
    ModelOperator finalEstimator =
        fin == null
            ? OperatorFactory.model("LogisticRegression", Map.of())
            : NestedModels.model(p, "final_estimator", fin);
    if (!finalEstimator.classifier()) {
      throw p.invalid("final_estimator", fin, "must be a classifier");
    }
    SplitterOperator cv = NestedModels.cv(p, "StratifiedKFold");
    String method = p.string("stack_method", "auto");
    if (!METHODS.contains(method)) {
      throw p.invalid("stack_method", method, "must be one of " + METHODS);
    }
    boolean passthrough = p.flag("passthrough", false);
    p.optionalInteger("n_jobs", null);
    p.optionalInteger("verbose", 0);
    return new StackingClassifier(p.config(), estimators, finalEstimator, cv, method, passthrough);
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
    NestedModels.requireSome(label(), estimators);
    if (y[0].length != 1) {
      throw new IllegalArgumentException(label() + ": supports one target column");
    }
    double[] classes = Arrays.stream(y).mapToDouble(r -> r[0]).distinct().sorted().toArray();
    if (classes.length < 2) {
      throw new IllegalArgumentException(label() + ": needs at least 2 classes");
    }
    double[][] encoded = new double[y.length][1];
    for (int i = 0; i < y.length; i++) {
      encoded[i][0] = Arrays.binarySearch(classes, y[i][0]);
    }
    List<FittedModel> fitted = new ArrayList<>();
    List<String> methods = new ArrayList<>();
    for (NestedModels.Named e : estimators) {
      FittedModel f = e.model().fit(x, encoded, cancelled);
      fitted.add(f);
      methods.add(method(e.name(), f));
    }
    List<PositionalFold> folds = cv.split(x, Columns.first(encoded));
    List<double[]> meta = new ArrayList<>();
    for (int e = 0; e < estimators.size(); e++) {
      double[][] out = null;
      boolean[] seen = new boolean[x.rows()];
      for (PositionalFold f : folds) {
        int[] train = f.train();
        int[] val = f.val();
        double[][] yTrain = new double[train.length][];
        for (int i = 0; i < train.length; i++) {
          yTrain[i] = encoded[train[i]];
        }
        FittedModel m = estimators.get(e).model().fit(x.selectRows(train), yTrain, cancelled);
        double[][] pred = outputs(methods.get(e), m, x.selectRows(val), classes.length);
        if (out == null) {
          out = new double[pred[0].length][x.rows()];
        }
        for (int i = 0; i < val.length; i++) {
          if (seen[val[i]]) {
            throw new IllegalArgumentException(
                label()
                    + ": cv must validate each sample once (cross_val_predict needs a partition)");
          }
          seen[val[i]] = true;
          for (int c = 0; c < pred[i].length; c++) {
            out[c][val[i]] = pred[i][c];
          }
        }
      }
      for (boolean s : seen) {
        if (!s) {
          throw new IllegalArgumentException(
              label() + ": cv must validate every sample (cross_val_predict needs a partition)");
        }
      }
      meta.addAll(Arrays.asList(out));
    }
    FittedModel top =
        finalEstimator.fit(
            Columns.block(meta.toArray(double[][]::new), passthrough ? x : null),
            encoded,
            cancelled);
    Stack stack = new Stack(label(), canonicalConfig(), fitted, methods, top, classes, passthrough);
    return top instanceof ProbabilisticModel ? new WithProbabilities(stack) : stack;
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "stacking");
    int members = StateChecks.count(state, "members");
    StateChecks.same(state, "members", members, estimators.size());
    double[] classes = state.vector("classes");
    if (classes.length < 2) {
      throw new IllegalArgumentException("stacking: fewer than 2 classes");
    }
    List<FittedModel> fitted = new ArrayList<>();
    List<String> methods = new ArrayList<>();
    for (int e = 0; e < members; e++) {
      FittedModel f = NestedStates.restore(state, e, estimators.get(e).model());
      String m = state.text("method_" + e);
      boolean ok =
          switch (m) {
            case "predict_proba" -> f instanceof ProbabilisticModel;
            case "decision_function" -> f instanceof DecisionFunctionModel;
            case "predict" -> true;
            default -> false;
          };
      if (!ok) {
        throw new IllegalArgumentException(
            "stacking: member " + e + " cannot give its stacked output '" + m + "'");
      }
      fitted.add(f);
      methods.add(m);
    }
    FittedModel top = NestedStates.restore(state, members, finalEstimator);
    Stack stack =
        new Stack(
            label(),
            state.text("operator"),
            fitted,
            methods,
            top,
            classes,
            state.number("passthrough") != 0.0);
    return top instanceof ProbabilisticModel ? new WithProbabilities(stack) : stack;
  }

  /** The stack method of estimator {@code name} whose full fit is {@code f}. */
  private String method(String name, FittedModel f) {
    boolean proba = f instanceof ProbabilisticModel;
    boolean decision = f instanceof DecisionFunctionModel;
    String m = stackMethod;
    if ("auto".equals(m)) {
      m = proba ? "predict_proba" : decision ? "decision_function" : null;
      if (m == null) {
        throw new IllegalArgumentException(
            label()
                + ": estimator '"
                + name
                + "' gives neither probabilities nor decision values here; give"
                + " stack_method='predict' or another classifier");
      }
    } else if ("predict_proba".equals(m) && !proba || "decision_function".equals(m) && !decision) {
      throw new IllegalArgumentException(
          label()
              + ": estimator '"
              + name
              + "' has no "
              + m
              + "; use stack_method='auto' or 'predict'");
    }
    return m;
  }

  /**
   * The stacked columns of {@code m} on {@code x}: probabilities over the {@code k} encoded classes
   * (absent classes 0, as {@code cross_val_predict} fills them; the first dropped for two classes),
   * decision values, or the predicted label index.
   */
  private double[][] outputs(String method, FittedModel m, Block x, int k) {
    switch (method) {
      case "predict_proba" -> {
        ProbabilisticModel pm = (ProbabilisticModel) m;
        double[][] p = pm.probabilities(x);
        double[] seen = pm.classes();
        int from = k == 2 ? 1 : 0;
        double[][] out = new double[p.length][k - from];
        for (int i = 0; i < p.length; i++) {
          for (int c = 0; c < seen.length; c++) {
            int col = (int) seen[c] - from;
            if (col >= 0) {
              out[i][col] = p[i][c];
            }
          }
        }
        return out;
      }
      case "decision_function" -> {
        double[][] d = ((DecisionFunctionModel) m).decisionFunction(x);
        if (d[0].length != (k == 2 ? 1 : k)) {
          throw new IllegalArgumentException(
              label()
                  + ": a cv training fold lacks a class, so decision values cannot be stacked;"
                  + " use fewer folds");
        }
        return d;
      }
      default -> {
        return m.predict(x);
      }
    }
  }

  /** The fitted stack: the full-data estimators, their methods and the final estimator. */
  private record Stack(
      String label,
      String operator,
      List<FittedModel> fitted,
      List<String> methods,
      FittedModel top,
      double[] classes,
      boolean passthrough)
      implements FittedModel {

    /**
     * Kind {@code stacking}: the classes, whether the features pass through, each member's stacked
     * output ({@code method_I}) and state, and the final estimator's state as member {@code
     * members} (docs/model-file.md).
     */
    @Override
    public FittedState state() {
      FittedState s =
          FittedState.of("stacking")
              .with("operator", operator)
              .with("members", (double) fitted.size())
              .with("passthrough", passthrough ? 1.0 : 0.0)
              .with("classes", classes);
      for (int e = 0; e < fitted.size(); e++) {
        s = NestedStates.put(s.with("method_" + e, methods.get(e)), e, fitted.get(e).state());
      }
      return NestedStates.put(s, fitted.size(), top.state());
    }

    Block meta(Block x) {
      List<double[]> cols = new ArrayList<>();
      for (int e = 0; e < fitted.size(); e++) {
        FittedModel f = fitted.get(e);
        double[][] out =
            switch (methods.get(e)) {
              case "predict_proba" -> dropFirst(((ProbabilisticModel) f).probabilities(x));
              case "decision_function" -> ((DecisionFunctionModel) f).decisionFunction(x);
              default -> f.predict(x);
            };
        for (int c = 0; c < out[0].length; c++) {
          double[] col = new double[out.length];
          for (int i = 0; i < out.length; i++) {
            col[i] = out[i][c];
          }
          cols.add(col);
        }
      }
      return Columns.block(cols.toArray(double[][]::new), passthrough ? x : null);
    }

    private double[][] dropFirst(double[][] p) {
      if (classes.length != 2) {
        return p;
      }
      double[][] out = new double[p.length][1];
      for (int i = 0; i < p.length; i++) {
        out[i][0] = p[i][1];
      }
      return out;
    }

    @Override
    public double[][] predict(Block x) {
      double[][] idx = top.predict(meta(x));
      double[][] out = new double[idx.length][1];
      for (int i = 0; i < idx.length; i++) {
        out[i][0] = classes[(int) Math.round(idx[i][0])];
      }
      return out;
    }

    @Override
    public long retainedBytes() {
      return fitted.stream().mapToLong(FittedModel::retainedBytes).sum() + top.retainedBytes();
    }
  }

  /** The fitted stack whose final estimator gives probabilities. */
  private record WithProbabilities(Stack stack) implements ProbabilisticModel {

    @Override
    public FittedState state() {
      return stack.state();
    }

    @Override
    public double[][] probabilities(Block x) {
      return ((ProbabilisticModel) stack.top()).probabilities(stack.meta(x));
    }

    @Override
    public double[] classes() {
      return stack.classes().clone();
    }

    @Override
    public double[][] predict(Block x) {
      return stack.predict(x);
    }

    @Override
    public long retainedBytes() {
      return stack.retainedBytes();
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "StackingClassifier",
              "sklearn.ensemble._stacking",
              "a final classifier fitted on several classifiers' cross-validated probabilities",
              StackingClassifier::of)
          .params(
              ParamSpec.choice(
                  "stack_method", "auto", METHODS, "which output of each classifier is stacked"),
              ParamSpec.bool("passthrough", false, "also give the final estimator the features"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
