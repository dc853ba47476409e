/** JMH benchmarks of the numerical operators (run on demand, never in CI). */
package org.spectraflow.bench.operators;
