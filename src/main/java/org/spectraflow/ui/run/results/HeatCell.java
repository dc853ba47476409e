package org.spectraflow.ui.run.results;

/**
 * One cell of the variant × step heat map.
 *
 * @param addedBytes steady bytes the step added to the dataset (negative when it freed some)
 * @param cached whether the step's output came from the step cache
 */
public record HeatCell(long addedBytes, boolean cached) {}
