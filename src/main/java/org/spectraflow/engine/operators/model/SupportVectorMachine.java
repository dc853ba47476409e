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

  /**
   * Up to this many training rows LIBSVM gets the whole kernel matrix precomputed ({@link
   * DenseSvmKernels}, the same values its own kernel would compute); above it, the rows as nodes.
   * The node form of the matrix costs about 28·n² bytes while the fit runs: 29 MB at this bound.
   */
  static final int PRECOMPUTED_ROWS = 1024;

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
    double[][] rows = new double[x.length][];
    double[] target = new double[x.length];
    for (int r = 0; r < x.length; r++) {
      int i = order[r];
      rows[r] = x[i];
      target[r] = classifier ? Arrays.binarySearch(classes, y[i]) : y[i];
    }
    if (cancelled.getAsBoolean()) {
      throw new CancellationException(label() + " fit cancelled");
    }
    svm_parameter parameter = parameter(x);
    boolean precomputed = rows.length <= PRECOMPUTED_ROWS;
    svm_problem problem = new svm_problem();
    problem.l = rows.length;
    problem.y = target;
    problem.x = new svm_node[rows.length][];
    if (precomputed) {
      double[][] k = DenseSvmKernels.trainingMatrix(rows, parameter);
      for (int r = 0; r < rows.length; r++) {
        problem.x[r] = precomputedRow(r, k[r]);
      }
    } else {
      for (int r = 0; r < rows.length; r++) {
        problem.x[r] = nodes(rows[r]);
      }
    }
    svm_parameter trained = parameter;
    if (precomputed) {
      trained = (svm_parameter) parameter.clone();
      trained.kernel_type = svm_parameter.PRECOMPUTED;
    }
    svm_model model = svm.svm_train(problem, trained);
    model.param = parameter;
    double[][] sv = new double[model.l][];
    for (int s = 0; s < model.l; s++) {
      sv[s] = rows[model.sv_indices[s] - 1];
    }
    model.SV = null;
    return new Fitted(model, sv, xBlock.cols(), classes);
  }

  /**
   * Training row {@code r} as LIBSVM reads a precomputed kernel: node 0 holds the row's serial
   * number {@code r + 1}, node {@code c + 1} the kernel value with row {@code c}.
   */
  private static svm_node[] precomputedRow(int r, double[] k) {
    svm_node[] out = new svm_node[k.length + 1];
    out[0] = new svm_node();
    out[0].index = 0;
    out[0].value = r + 1;
    for (int c = 0; c < k.length; c++) {
      out[c + 1] = new svm_node();
      out[c + 1].index = c + 1;
      out[c + 1].value = k[c];
    }
    return out;
  }

  /**
   * A fitted support vector machine: libsvm's model (coefficients, rho, labels, kernel parameters;
   * its node arrays are not kept), the support vectors as dense rows, the training width and, for a
   * classifier, the sorted class labels. Its state (kind {@code libsvm}, docs/model-file.md) holds
   * every field libsvm's prediction reads. Immutable.
   */
  private final class Fitted implements FittedModel {
    private final svm_model model;
    private final double[][] sv;
    private final int width;
    private final double[] classes;

    Fitted(svm_model model, double[][] sv, int width, double[] classes) {
      this.model = model;
      this.sv = sv;
      this.width = width;
      this.classes = classes;
    }

    @Override
    public double[][] predict(Block block) {
      ModelInputs.checkWidth(label(), block, width);
      double[][] out = new double[block.rows()][1];
      double[] row = new double[width];
      double[] kvalue = new double[sv.length];
      for (int i = 0; i < block.rows(); i++) {
        block.copyRow(i, row);
        DenseSvmKernels.against(row, sv, model.param, kvalue);
        double v = decide(model, kvalue);
        out[i][0] = classes == null ? v : classes[(int) v];
      }
      return out;
    }

    /** The support vectors (dense rows) and their coefficients. */
    @Override
    public long retainedBytes() {
      return ArrayBytes.of(sv)
          + ArrayBytes.of(model.sv_coef)
          + ArrayBytes.of(model.rho)
          + ArrayBytes.of(classes);
    }

    @Override
    public FittedState state() {
      double[][] copy = new double[sv.length][];
      for (int i = 0; i < sv.length; i++) {
        copy[i] = sv[i].clone();
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
              .with("support_vectors", copy)
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
   * LIBSVM's {@code svm_predict_values} from the kernel values against every support vector: the
   * ε-SVR value {@code Σ coef·k − rho}, or for C-SVC the one-vs-one votes (pair {@code (i, j)}
   * votes i when its decision value is {@code > 0}) and the label with the most, the first on ties.
   * The sums run in LIBSVM's order.
   */
  private static double decide(svm_model model, double[] kvalue) {
    if (model.param.svm_type != svm_parameter.C_SVC) {
      double[] coef = model.sv_coef[0];
      double sum = 0;
      for (int i = 0; i < model.l; i++) {
        sum += coef[i] * kvalue[i];
      }
      return sum - model.rho[0];
    }
    int k = model.nr_class;
    int[] start = new int[k];
    for (int i = 1; i < k; i++) {
      start[i] = start[i - 1] + model.nSV[i - 1];
    }
    int[] vote = new int[k];
    int pair = 0;
    for (int i = 0; i < k; i++) {
      for (int j = i + 1; j < k; j++) {
        double sum = 0;
        int si = start[i];
        int sj = start[j];
        double[] coef1 = model.sv_coef[j - 1];
        double[] coef2 = model.sv_coef[i];
        for (int c = 0; c < model.nSV[i]; c++) {
          sum += coef1[si + c] * kvalue[si + c];
        }
        for (int c = 0; c < model.nSV[j]; c++) {
          sum += coef2[sj + c] * kvalue[sj + c];
        }
        sum -= model.rho[pair++];
        if (sum > 0) {
          ++vote[i];
        } else {
          ++vote[j];
        }
      }
    }
    int best = 0;
    for (int i = 1; i < k; i++) {
      if (vote[i] > vote[best]) {
        best = i;
      }
    }
    return model.label[best];
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
    if (m.param.kernel_type < svm_parameter.LINEAR || m.param.kernel_type > svm_parameter.SIGMOID) {
      throw new IllegalArgumentException("state 'libsvm': unknown kernel type");
    }
    m.nr_class = (int) s.number("nr_class");
    int width = (int) s.number("width");
    double[][] sv = s.matrix("support_vectors");
    m.l = sv.length;
    for (double[] row : sv) {
      if (row.length != width) {
        throw new IllegalArgumentException("state 'libsvm': a support vector of another width");
      }
    }
    m.sv_coef = s.matrix("sv_coef");
    m.rho = s.vector("rho");
    if (s.vectors().containsKey("label")) {
      m.label = Arrays.stream(s.vector("label")).mapToInt(v -> (int) v).toArray();
      m.nSV = Arrays.stream(s.vector("n_sv")).mapToInt(v -> (int) v).toArray();
    }
    if (m.sv_coef.length == 0
        || m.sv_coef[0].length != m.l
        || (classifier && (m.label == null || m.nSV.length != m.nr_class))) {
      throw new IllegalArgumentException("state 'libsvm': coefficients do not fit the vectors");
    }
    double[] classes = classifier ? s.vector("classes") : null;
    return new Fitted(m, sv, width, classes);
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
      double[] all = new double[x.length * p];
      for (int i = 0; i < x.length; i++) {
        System.arraycopy(x[i], 0, all, i * p, p);
      }
      double mean = Sums.pw(all, false) / all.length;
      for (int i = 0; i < all.length; i++) {
        double d = all[i] - mean;
        all[i] = d * d;
      }
      double var = Sums.pw(all, false) / all.length;
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
