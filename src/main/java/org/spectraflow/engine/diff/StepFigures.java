package org.spectraflow.engine.diff;

/**
 * One step's figures in one run, summed over every application of the step (all variants and
 * branches): the step is known by its number and operator name.
 *
 * @param step the top-level step number (from 1)
 * @param name the operator's class name or keyword
 * @param applications applications executed (not restored from the step cache)
 * @param cached applications restored from the step cache
 * @param wallMs summed wall-clock duration
 * @param allocatedBytes summed bytes the run threads allocated during the step
 * @param peakRssBytes the largest process RSS after the step
 * @param peakSteadyBytes the largest dataset size (blocks and targets) after the step
 */
public record StepFigures(
    int step,
    String name,
    long applications,
    long cached,
    double wallMs,
    long allocatedBytes,
    long peakRssBytes,
    long peakSteadyBytes) {

  /** The row key: step number and name. */
  public String key() {
    return step + " " + name;
  }

  /** These figures plus one more application. */
  StepFigures plus(boolean wasCached, double ms, long allocated, long rssBytes, long steadyBytes) {
    return new StepFigures(
        step,
        name,
        applications + (wasCached ? 0 : 1),
        cached + (wasCached ? 1 : 0),
        wallMs + ms,
        allocatedBytes + allocated,
        Math.max(peakRssBytes, rssBytes),
        Math.max(peakSteadyBytes, steadyBytes));
  }
}
