package org.spectraflow.engine.operators;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a fitted transform or model learned, as plain named data a model-file writer can read
 * without Java serialization: numbers, strings, vectors and matrices, each under a parameter name,
 * plus the {@code kind} naming the fitted class that reads them back (e.g. {@code
 * "StandardScaler.columnwise"}, {@code "PLSRegression"}).
 *
 * <p>Invariants: immutable; the arrays are copied in and every accessor returns a fresh copy, so
 * the state never aliases the fitted object's own arrays; iteration order is insertion order.
 *
 * @param kind the name of the fitted form (stable across versions, written to the model file)
 * @param numbers scalar parameters
 * @param texts string parameters (operator configuration, labels)
 * @param vectors one-dimensional parameters
 * @param matrices two-dimensional parameters (rows of equal or varying length)
 */
public record FittedState(
    String kind,
    Map<String, Double> numbers,
    Map<String, String> texts,
    Map<String, double[]> vectors,
    Map<String, double[][]> matrices) {

  /** Copies every map and array. */
  public FittedState {
    Objects.requireNonNull(kind, "kind");
    numbers = Collections.unmodifiableMap(new LinkedHashMap<>(numbers));
    texts = Collections.unmodifiableMap(new LinkedHashMap<>(texts));
    Map<String, double[]> v = new LinkedHashMap<>();
    vectors.forEach((k, a) -> v.put(k, a.clone()));
    vectors = Collections.unmodifiableMap(v);
    Map<String, double[][]> m = new LinkedHashMap<>();
    matrices.forEach((k, a) -> m.put(k, copy(a)));
    matrices = Collections.unmodifiableMap(m);
  }

  /** A state of kind {@code kind} to fill with the {@code with} methods. */
  public static FittedState of(String kind) {
    return new FittedState(kind, Map.of(), Map.of(), Map.of(), Map.of());
  }

  /** The same plus the scalar {@code name}. */
  public FittedState with(String name, double value) {
    Map<String, Double> n = new LinkedHashMap<>(numbers);
    n.put(name, value);
    return new FittedState(kind, n, texts, vectors, matrices);
  }

  /** The same plus the string {@code name}. */
  public FittedState with(String name, String value) {
    Map<String, String> t = new LinkedHashMap<>(texts);
    t.put(name, value);
    return new FittedState(kind, numbers, t, vectors, matrices);
  }

  /** The same plus the vector {@code name}. */
  public FittedState with(String name, double[] value) {
    Map<String, double[]> v = new LinkedHashMap<>(vectors);
    v.put(name, value);
    return new FittedState(kind, numbers, texts, v, matrices);
  }

  /** The same plus the matrix {@code name}. */
  public FittedState with(String name, double[][] value) {
    Map<String, double[][]> m = new LinkedHashMap<>(matrices);
    m.put(name, value);
    return new FittedState(kind, numbers, texts, vectors, m);
  }

  /** The scalar {@code name}. */
  public double number(String name) {
    return require(numbers, name);
  }

  /** The string {@code name}. */
  public String text(String name) {
    return require(texts, name);
  }

  /** A copy of the vector {@code name}. */
  public double[] vector(String name) {
    return require(vectors, name).clone();
  }

  /** A copy of the matrix {@code name}. */
  public double[][] matrix(String name) {
    return copy(require(matrices, name));
  }

  @Override
  public Map<String, double[]> vectors() {
    Map<String, double[]> v = new LinkedHashMap<>();
    vectors.forEach((k, a) -> v.put(k, a.clone()));
    return Collections.unmodifiableMap(v);
  }

  @Override
  public Map<String, double[][]> matrices() {
    Map<String, double[][]> m = new LinkedHashMap<>();
    matrices.forEach((k, a) -> m.put(k, copy(a)));
    return Collections.unmodifiableMap(m);
  }

  private <T> T require(Map<String, T> map, String name) {
    T value = map.get(name);
    if (value == null) {
      throw new IllegalArgumentException(kind + ": no fitted parameter '" + name + "'");
    }
    return value;
  }

  private static double[][] copy(double[][] a) {
    double[][] out = new double[a.length][];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i].clone();
    }
    return out;
  }
}
