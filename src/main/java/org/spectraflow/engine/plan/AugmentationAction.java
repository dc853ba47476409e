package org.spectraflow.engine.plan;

/** What {@code feature_augmentation} does with the existing processings ({@code action} key). */
public enum AugmentationAction {
  /** Keep the existing processings and add one per chain applied to the raw features. */
  ADD,
  /** Keep the existing processings and apply each chain to every one of them. */
  EXTEND,
  /** Replace the processings by the chains applied to them. */
  REPLACE
}
