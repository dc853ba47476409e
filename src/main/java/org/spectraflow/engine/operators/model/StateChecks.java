package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.operators.FittedState;

/**
 * Checks shared by the models that read their fits back from a {@link FittedState}
 * (docs/model-file.md): the state's kind, counts and index arrays, each refused with an {@link
 * IllegalArgumentException} naming the kind and the parameter. Stateless.
 */
public final class StateChecks {

  private StateChecks() {}

  /** {@code state}, refused unless its kind is {@code kind}. */
  public static FittedState kind(FittedState state, String kind) {
    if (!state.kind().equals(kind)) {
      throw new IllegalArgumentException(
          "state '" + state.kind() + "' is not a '" + kind + "' state (another model's fit)");
    }
    return state;
  }

  /** The number {@code name} of {@code s} as a count (a whole number in [0, 2³¹)). */
  public static int count(FittedState s, String name) {
    double v = s.number(name);
    if (!(v >= 0 && v == Math.rint(v) && v <= Integer.MAX_VALUE)) {
      throw new IllegalArgumentException(s.kind() + ": " + name + " " + v + " is not a count");
    }
    return (int) v;
  }

  /** {@code v} as whole numbers, refused when one is not. */
  public static int[] ints(FittedState s, String name, double[] v) {
    int[] out = new int[v.length];
    for (int i = 0; i < v.length; i++) {
      if (!(v[i] == Math.rint(v[i]) && Math.abs(v[i]) <= Integer.MAX_VALUE)) {
        throw new IllegalArgumentException(
            s.kind() + ": " + name + " holds " + v[i] + ", not a whole number");
      }
      out[i] = (int) v[i];
    }
    return out;
  }

  /** {@code v} as doubles. */
  public static double[] doubles(int[] v) {
    double[] out = new double[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = v[i];
    }
    return out;
  }

  /** Refuses {@code s} unless {@code actual == expected}, naming {@code what}. */
  public static void same(FittedState s, String what, long actual, long expected) {
    if (actual != expected) {
      throw new IllegalArgumentException(
          s.kind() + ": " + what + " is " + actual + ", expected " + expected);
    }
  }

  /** Refuses a matrix whose rows are not all {@code width} long. */
  public static double[][] rect(FittedState s, String name, int width) {
    double[][] m = s.matrix(name);
    for (double[] row : m) {
      same(s, name + " row length", row.length, width);
    }
    return m;
  }
}
