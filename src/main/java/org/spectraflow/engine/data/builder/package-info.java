/**
 * The dataset builder: matches many spectra files (any supported format) with a reference table of
 * sample ids and values, shows the plan (matched pairs, unmatched files and ids, duplicate ids) and
 * writes a nirs4all dataset folder (Xcal/Ycal/Mcal, Xval/Yval/Mval) atomically after a
 * Kennard-Stone, SPXY, random or column split (docs/formats.md, "Building a dataset").
 */
package org.spectraflow.engine.data.builder;
