package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;
import libsvm.svm_problem;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.NotRepresentableException;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * scikit-learn's SVR and SVC on the official LIBSVM Java port (Chang and Lin), configured as
 * scikit-learn configures its bundled LIBSVM: float64 data, {@code gamma='scale'} = {@code
 * 1/(features·Var(X))} over all training values ({@code 'auto'} = 1/features), classes encoded
 * 0..K−1 in sorted order and the training rows grouped by class in that order (as scikit-learn's
 * LIBSVM orders them), one-vs-one voting for several classes. First target only.
 */
public final class SupportVectorMachine implements ModelOperator {

  private static final List<String> KERNELS = List.of("linear", "poly", "rbf", "sigmoid");

  static {
    svm.svm_set_print_string_function(s -> {});
  }

  private final OperatorConfig config;
  private final boolean classifier;
  private final Settings settings;

  /** The validated LIBSVM settings; {@code gamma} null means 'scale', NaN means 'auto'. */
  record Settings(
      String kernel,
      int degree,
      Double gamma,
      double coef0,
      double tol,
      double c,
      double epsilon,
      boolean shrinking,
      double cacheMb) {}

  private SupportVectorMachine(OperatorConfig config, boolean classifier, Settings settings) {
    this.config = config;
    this.classifier = classifier;
    this.settings = settings;
  }

  /**
   * SVR: {@code kernel='rbf', degree=3, gamma='scale', coef0=0, tol=1e-3, C=1, epsilon=0.1, ...}.
   */
  public static SupportVectorMachine svr(Params p) {
    Settings s = read(p, false);
    return new SupportVectorMachine(p.config(), false, s);
  }

  /** SVC: the same kernel parameters and {@code C}; no probability estimates, no class weights. */
  public static SupportVectorMachine svc(Params p) {
    Settings s = read(p, true);
    return new SupportVectorMachine(p.config(), true, s);
  }

  private static Settings read(Params p, boolean classifier) {
    String kernel = p.string("kernel", "rbf");
    int degree = p.integer("degree", 3);
    Object gamma = p.raw("gamma", "scale");
    double coef0 = p.number("coef0", 0.0);
    double tol = p.number("tol", 1e-3);
    double c = p.number("C", 1.0);
    double epsilon = classifier ? 0.1 : p.number("epsilon", 0.1);
    boolean shrinking = p.flag("shrinking", true);
    double cache = p.number("cache_size", 200);
    p.flag("verbose", false);
    int maxIter = p.integer("max_iter", -1);
    if (classifier) {
      readClassifierOnly(p);
    }
    if (!KERNELS.contains(kernel)) {
      throw p.invalid(
          "kernel", kernel, "must be one of " + KERNELS + " ('precomputed' is not supported)");
    }
    if (!(c > 0) || Double.isInfinite(c)) {
      throw p.invalid("C", c, "must be a finite number > 0");
    }
    if (!(tol > 0) || !(epsilon >= 0) || degree < 0 || !(cache > 0)) {
      throw p.invalid(
          !(tol > 0) ? "tol" : !(epsilon >= 0) ? "epsilon" : degree < 0 ? "degree" : "cache_size",
          !(tol > 0) ? tol : !(epsilon >= 0) ? epsilon : degree < 0 ? degree : cache,
          "is out of range");
    }
    if (maxIter != -1) {
      throw p.invalid("max_iter", maxIter, "is not supported (use -1: no limit)");
    }
    return new Settings(kernel, degree, gamma(p, gamma), coef0, tol, c, epsilon, shrinking, cache);
  }

  private static void readClassifierOnly(Params p) {
    boolean probability = p.flag("probability", false);
    Object weights = p.raw("class_weight", null);
    String shape = p.string("decision_function_shape", "ovr");
    boolean breakTies = p.flag("break_ties", false);
    p.raw("random_state", null);
    if (probability) {
      throw p.invalid("probability", true, "is not supported");
    }
    if (weights != null) {
      throw p.invalid("class_weight", weights, "is not supported (use None)");
    }
    if (!"ovr".equals(shape) && !"ovo".equals(shape)) {
      throw p.invalid("decision_function_shape", shape, "must be 'ovr' or 'ovo'");
    }
    if (breakTies) {
      throw p.invalid("break_ties", true, "is not supported");
    }
  }

  private static Double gamma(Params p, Object gamma) {
    if ("scale".equals(gamma)) {
      return null;
    }
    if ("auto".equals(gamma)) {
      return Double.NaN;
    }
    if (gamma instanceof Number n && n.doubleValue() >= 0 && Double.isFinite(n.doubleValue())) {
      return n.doubleValue();
    }
    throw p.invalid("gamma", gamma, "must be 'scale', 'auto' or a number >= 0");
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean classifier() {
    return classifier;
  }

  @Override
  public FittedModel fit(Block xBlock, double[][] yRows, BooleanSupplier cancelled) {
    ModelInputs.check(this, xBlock, yRows);
    double[][] x = xBlock.toRows();
    double[] y = Arrays.stream(yRows).mapToDouble(r -> r[0]).toArray();
    double[] classes = classifier ? Arrays.stream(y).distinct().sorted().toArray() : null;
    if (classifier && classes.length < 2) {
      throw new IllegalArgumentException(
          label() + ": needs at least 2 classes, was " + Arrays.toString(classes));
    }
    Integer[] order = new Integer[x.length];
    Arrays.setAll(order, i -> i);
    if (classifier) {
      Arrays.sort(order, (a, b) -> Double.compare(y[a], y[b]));
    }
    svm_problem problem = new svm_problem();
    problem.l = x.length;
    problem.x = new svm_node[x.length][];
    problem.y = new double[x.length];
    for (int r = 0; r < x.length; r++) {
      int i = order[r];
      problem.x[r] = nodes(x[i]);
      problem.y[r] = classifier ? Arrays.binarySearch(classes, y[i]) : y[i];
    }
    if (cancelled.getAsBoolean()) {
      throw new CancellationException(label() + " fit cancelled");
    }
    svm_model model = svm.svm_train(problem, parameter(x));
    int width = xBlock.cols();
    long bytes = supportVectorBytes(model) + ArrayBytes.of(classes);
    return new Fitted(model, width, classes, bytes);
  }

  /**
   * A fitted support vector machine: libsvm's model (support vectors, coefficients, rho), the
   * training width and, for a classifier, the sorted class labels. Its state (kind {@code libsvm},
   * docs/model-file.md) holds every field libsvm's prediction reads. Immutable.
   */
  private final class Fitted implements FittedModel {
    private final svm_model model;
    private final int width;
    private final double[] classes;
    private final long bytes;

    Fitted(svm_model model, int width, double[] classes, long bytes) {
      this.model = model;
      this.width = width;
      this.classes = classes;
      this.bytes = bytes;
    }

    @Override
    public double[][] predict(Block block) {
      return SupportVectorMachine.this.predict(model, block, width, classes);
    }

    /** The support vectors (libsvm nodes) and their coefficients. */
    @Override
    public long retainedBytes() {
      return bytes;
    }

    @Override
    public FittedState state() {
      double[][] sv = new double[model.l][width];
      for (int i = 0; i < model.l; i++) {
        svm_node[] nodes = model.SV[i];
        if (nodes.length != width) {
          throw new NotRepresentableException("a sparse support vector");
        }
        for (int j = 0; j < width; j++) {
          sv[i][j] = nodes[j].value;
        }
      }
      FittedState s =
          FittedState.of("libsvm")
              .with("operator", canonicalConfig())
              .with("svm_type", (double) model.param.svm_type)
              .with("kernel_type", (double) model.param.kernel_type)
              .with("degree", (double) model.param.degree)
              .with("gamma", model.param.gamma)
              .with("coef0", model.param.coef0)
              .with("nr_class", (double) model.nr_class)
              .with("width", (double) width)
              .with("support_vectors", sv)
              .with("sv_coef", model.sv_coef)
              .with("rho", model.rho);
      if (model.label != null) {
        s = s.with("label", Arrays.stream(model.label).asDoubleStream().toArray());
        s = s.with("n_sv", Arrays.stream(model.nSV).asDoubleStream().toArray());
      }
      return classes == null ? s : s.with("classes", classes);
    }
  }

  /**
   * The fitted form a {@code libsvm} state describes ({@link FittedState}, docs/model-file.md): the
   * libsvm model rebuilt field by field, so it predicts the original's bits.
   *
   * @throws IllegalArgumentException when the state does not fit this operator
   */
  public FittedModel restored(FittedState s) {
    if (s.number("svm_type") != (classifier ? svm_parameter.C_SVC : svm_parameter.EPSILON_SVR)) {
      throw new IllegalArgumentException("state 'libsvm' is of another SVM type");
    }
    svm_model m = new svm_model();
    m.param = new svm_parameter();
    m.param.svm_type = (int) s.number("svm_type");
    m.param.kernel_type = (int) s.number("kernel_type");
    m.param.degree = (int) s.number("degree");
    m.param.gamma = s.number("gamma");
    m.param.coef0 = s.number("coef0");
    m.nr_class = (int) s.number("nr_class");
    int width = (int) s.number("width");
    double[][] sv = s.matrix("support_vectors");
    m.l = sv.length;
    m.SV = new svm_node[sv.length][];
    for (int i = 0; i < sv.length; i++) {
      if (sv[i].length != width) {
        throw new IllegalArgumentException("state 'libsvm': a support vector of another width");
      }
      m.SV[i] = nodes(sv[i]);
    }
    m.sv_coef = s.matrix("sv_coef");
    m.rho = s.vector("rho");
    if (s.vectors().containsKey("label")) {
      m.label = Arrays.stream(s.vector("label")).mapToInt(v -> (int) v).toArray();
      m.nSV = Arrays.stream(s.vector("n_sv")).mapToInt(v -> (int) v).toArray();
    }
    double[] classes = classifier ? s.vector("classes") : null;
    return new Fitted(m, width, classes, supportVectorBytes(m) + ArrayBytes.of(classes));
  }

  /** libsvm's support vectors: an array of node arrays, 32 bytes per node with its reference. */
  private static long supportVectorBytes(svm_model model) {
    long bytes = 0;
    if (model.SV != null) {
      bytes += 16 + 8L * model.SV.length;
      for (svm_node[] sv : model.SV) {
        bytes += 16 + 32L * sv.length;
      }
    }
    return bytes + ArrayBytes.of(model.sv_coef) + ArrayBytes.of(model.rho);
  }

  private double[][] predict(svm_model model, Block block, int width, double[] classes) {
    ModelInputs.checkWidth(label(), block, width);
    double[][] out = new double[block.rows()][1];
    double[] row = new double[width];
    for (int i = 0; i < block.rows(); i++) {
      block.copyRow(i, row);
      double v = svm.svm_predict(model, nodes(row));
      out[i][0] = classes == null ? v : classes[(int) v];
    }
    return out;
  }

  private svm_parameter parameter(double[][] x) {
    svm_parameter p = new svm_parameter();
    p.svm_type = classifier ? svm_parameter.C_SVC : svm_parameter.EPSILON_SVR;
    p.kernel_type =
        switch (settings.kernel()) {
          case "linear" -> svm_parameter.LINEAR;
          case "poly" -> svm_parameter.POLY;
          case "sigmoid" -> svm_parameter.SIGMOID;
          default -> svm_parameter.RBF;
        };
    p.degree = settings.degree();
    p.gamma = resolvedGamma(x);
    p.coef0 = settings.coef0();
    p.C = settings.c();
    p.p = settings.epsilon();
    p.eps = settings.tol();
    p.shrinking = settings.shrinking() ? 1 : 0;
    p.cache_size = settings.cacheMb();
    p.probability = 0;
    p.nr_weight = 0;
    p.weight_label = new int[0];
    p.weight = new double[0];
    return p;
  }

  /** {@code gamma} as LIBSVM gets it: 'scale' = 1/(p·Var(X)) (1 when Var is 0), 'auto' = 1/p. */
  double resolvedGamma(double[][] x) {
    int p = x[0].length;
    if (settings.gamma() == null) {
      double[] all = Arrays.stream(x).flatMapToDouble(Arrays::stream).toArray();
      double mean = Sums.pw(all, false) / all.length;
      double[] sq = Arrays.stream(all).map(v -> (v - mean) * (v - mean)).toArray();
      double var = Sums.pw(sq, false) / all.length;
      return var == 0 ? 1.0 : 1.0 / (p * var);
    }
    return Double.isNaN(settings.gamma()) ? 1.0 / p : settings.gamma();
  }

  private static svm_node[] nodes(double[] row) {
    svm_node[] out = new svm_node[row.length];
    for (int j = 0; j < row.length; j++) {
      out[j] = new svm_node();
      out[j].index = j + 1;
      out[j].value = row[j];
    }
    return out;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of SVR (see docs/extending.md). */
  public static final OperatorSpec SVR =
      OperatorSpec.model(
              "SVR",
              "sklearn.svm._classes",
              "epsilon support-vector regression (LIBSVM)",
              SupportVectorMachine::svr)
          .params(
              ParamSpec.choice(
                  "kernel", "rbf", List.of("rbf", "linear", "poly", "sigmoid"), "kernel"),
              ParamSpec.floating("C", 1.0, 0.0, 1e12, "", "regularisation (larger = less)"),
              ParamSpec.floating("epsilon", 0.1, 0.0, 1e12, "", "width of the insensitive tube"),
              ParamSpec.integer("degree", 3, 0, 100, "", "degree of the poly kernel"),
              ParamSpec.floating(
                  "coef0", 0.0, -1e12, 1e12, "", "constant of the poly and sigmoid kernels"),
              ParamSpec.floating("tol", 1e-3, 0.0, 1.0, "", "stopping tolerance"));

  /** The catalogue's declaration of SVC. */
  public static final OperatorSpec SVC =
      OperatorSpec.model(
              "SVC",
              "sklearn.svm._classes",
              "support-vector classification (LIBSVM, one-vs-one)",
              SupportVectorMachine::svc)
          .params(
              ParamSpec.choice(
                  "kernel", "rbf", List.of("rbf", "linear", "poly", "sigmoid"), "kernel"),
              ParamSpec.floating("C", 1.0, 0.0, 1e12, "", "regularisation (larger = less)"),
              ParamSpec.integer("degree", 3, 0, 100, "", "degree of the poly kernel"),
              ParamSpec.floating(
                  "coef0", 0.0, -1e12, 1e12, "", "constant of the poly and sigmoid kernels"),
              ParamSpec.floating("tol", 1e-3, 0.0, 1.0, "", "stopping tolerance"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(SVR, SVC);
    }
  }
}
