/**
 * Benchmarks of the studio's spectra view and step preview (docs/performance.md, "Spectra view").
 */
package org.spectraflow.bench.spectra;
