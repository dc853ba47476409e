package org.spectraflow.engine.model;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Where a {@link FittedPipeline} came from, for the model file's manifest and for the reader of a
 * prediction: the pipeline document and variant, the dataset and its fingerprint, the model's
 * report name, the SpectraFlow version that fitted it and the scores the run gave it. Immutable.
 *
 * @param document the pipeline document's name
 * @param variant the variant's name (its configuration)
 * @param model the model step's report name
 * @param dataset the dataset's name
 * @param datasetFingerprint the hex fingerprint of the dataset's raw features (every partition)
 * @param version the SpectraFlow version ({@code "dev"} outside a packaged build)
 * @param scores score name → value as the run reported them (sorted by name)
 */
public record Provenance(
    String document,
    String variant,
    String model,
    String dataset,
    String datasetFingerprint,
    String version,
    Map<String, Double> scores) {

  /** Requires every part; copies the scores. */
  public Provenance {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(dataset, "dataset");
    Objects.requireNonNull(datasetFingerprint, "datasetFingerprint");
    Objects.requireNonNull(version, "version");
    scores = Collections.unmodifiableMap(new TreeMap<>(scores));
  }

  /** The same with {@code more} scores added. */
  public Provenance withScores(Map<String, Double> more) {
    TreeMap<String, Double> all = new TreeMap<>(scores);
    all.putAll(more);
    return new Provenance(document, variant, model, dataset, datasetFingerprint, version, all);
  }

  /** The running SpectraFlow version, from the jar manifest ({@code "dev"} when absent). */
  public static String currentVersion() {
    String v = Provenance.class.getPackage().getImplementationVersion();
    return v == null ? "dev" : v;
  }
}
