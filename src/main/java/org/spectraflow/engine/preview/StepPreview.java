package org.spectraflow.engine.preview;

import java.util.List;
import java.util.Objects;

/**
 * The spectra before and after one step of one variant (both for every sample: transforms are
 * fitted on the train partition and applied to all, as a run does), with what it cost.
 *
 * @param before the features entering the step
 * @param after the features the step produced (the same as {@code before} for {@link
 *     PreviewTarget.BeforeModel})
 * @param stepLabel the step's name ({@code SavitzkyGolay(window_length=15)})
 * @param variantIndex the variant's index in expansion order
 * @param variantName the variant's name
 * @param variants the variants whose steps pass through the target (index and name), in order, at
 *     most {@link StepPreviewer#MAX_CHOICES}
 * @param cacheHits step-cache hits while computing the preview
 * @param cacheMisses step-cache misses while computing the preview
 * @param transformerApplications transforms actually computed (0 when everything came from the
 *     cache)
 */
public record StepPreview(
    SpectraTable before,
    SpectraTable after,
    String stepLabel,
    long variantIndex,
    String variantName,
    List<VariantChoice> variants,
    long cacheHits,
    long cacheMisses,
    long transformerApplications) {

  /** Copies the choices. */
  public StepPreview {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(after, "after");
    variants = List.copyOf(variants);
  }

  /**
   * A variant the preview may be shown for.
   *
   * @param index its index in expansion order
   * @param name its name
   */
  public record VariantChoice(long index, String name) {}
}
