/**
 * Where the bytes are at the run's peak: which blocks were live when the process' resident set was
 * largest, by variant, step and branch, as an icicle chart. Built from the run's events only.
 * FX-thread confined.
 */
package org.spectraflow.ui.run.peak;
