/**
 * How long a run will take, before it runs (docs/performance.md, "Time before running"): {@link
 * org.spectraflow.engine.estimate.FitCensus} counts the model fits and transform applications of
 * the expanded, planned variants (all of them, and the distinct ones the step cache and fit reuse
 * make once), {@link org.spectraflow.engine.estimate.FitProbe} times one small fit per model kind
 * and one fit and apply per transform configuration on the real data, and {@link
 * org.spectraflow.engine.estimate.RunEstimate} combines the two into a duration on the run's cores
 * and the per-variant costs an ETA weighs finished variants by ({@link
 * org.spectraflow.engine.estimate.EtaModel}). The arithmetic takes probe timings as plain numbers,
 * so it is tested without timing anything. Uses engine.plan, engine.operators and engine.data;
 * never runs a pipeline.
 */
package org.spectraflow.engine.estimate;
