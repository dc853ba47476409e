package org.spectraflow.ui.run.charts;

/**
 * A labelled instant on a chart's time axis (a step or variant boundary).
 *
 * @param seconds seconds since the run began
 * @param label what starts or ends there
 */
public record TimeMark(double seconds, String label) {}
