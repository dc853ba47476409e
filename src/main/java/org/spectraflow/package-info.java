/**
 * SpectraFlow: a nirs4all-compatible NIRS pipeline engine ({@code engine}), its command line
 * ({@code cli}) and a JavaFX studio ({@code ui}). The engine never depends on the other two.
 */
package org.spectraflow;
