package org.spectraflow.engine.bench;

/**
 * One model kind's measured fit: medians over the repeats of the wall time and of the fitting
 * thread's CPU time (fits run on one thread, so on a quiet machine the two agree; on a loaded one
 * the CPU time is the comparable figure).
 *
 * @param kind the kind fitted
 * @param wallSeconds median wall time of one fit
 * @param cpuSeconds median CPU time of one fit
 * @param warmupFits untimed fits before the timed ones
 */
public record FitTiming(FitKind kind, double wallSeconds, double cpuSeconds, int warmupFits) {}
