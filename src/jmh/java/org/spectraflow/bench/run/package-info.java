/**
 * Whole-run timings that JMH's one-configuration-per-fork model does not fit: configurations
 * compared in one JVM, alternating, so that their ratio is not skewed by JIT or heap state.
 */
package org.spectraflow.bench.run;
