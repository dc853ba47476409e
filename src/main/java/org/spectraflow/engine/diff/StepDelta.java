package org.spectraflow.engine.diff;

/**
 * One step side by side; a side the step is missing from is null.
 *
 * @param step the step number
 * @param name the operator's name
 * @param a the figures in run A, null when A has no such step
 * @param b the figures in run B, null when B has no such step
 */
public record StepDelta(int step, String name, StepFigures a, StepFigures b) {}
