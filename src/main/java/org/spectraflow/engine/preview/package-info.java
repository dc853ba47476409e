/**
 * Spectra as the studio and the charts show them, and the step preview: the features before and
 * after one step of one variant, computed for the prefix of the variant up to that step only and
 * served from the step cache when the step was computed before (docs/studio.md, "Step preview").
 */
package org.spectraflow.engine.preview;
