package org.spectraflow.ui.run.results;

/**
 * One cell of the variant × step heat map.
 *
 * @param addedBytes bytes the step allocated on the run thread (the memory it added)
 * @param cached whether the step's output came from the step cache
 */
public record HeatCell(long addedBytes, boolean cached) {}
