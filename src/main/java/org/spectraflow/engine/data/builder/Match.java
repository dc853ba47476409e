package org.spectraflow.engine.data.builder;

import org.spectraflow.engine.data.formats.Spectrum;

/**
 * One matched pair of the plan: a spectrum and the reference row with its id.
 *
 * @param id the sample id as the reference table writes it
 * @param source where the spectrum comes from ({@code a.spc} or {@code a.spc spectrum 3})
 * @param spectrum the spectrum
 * @param row the reference table row (0-based data row)
 */
public record Match(String id, String source, Spectrum spectrum, int row) {}
