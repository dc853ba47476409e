package org.spectraflow.engine.run.report;

import java.util.List;

/**
 * The dataset a run used, as the report shows it.
 *
 * @param name the folder name or {@code demo}
 * @param trainSamples visible train samples
 * @param testSamples visible test samples
 * @param featuresPerSource raw feature count of each source
 * @param task the task type label ({@code regression}, {@code binary_classification}, ...)
 */
public record DatasetInfo(
    String name, int trainSamples, int testSamples, List<Integer> featuresPerSource, String task) {

  /** Copies the list. */
  public DatasetInfo {
    featuresPerSource = List.copyOf(featuresPerSource);
  }
}
