/**
 * The diff of two runs (docs/history.md): two run reports (JSON, from the command line's {@code
 * --report} or a history entry) read into {@link org.spectraflow.engine.diff.ReportDigest}s and
 * compared into a {@link org.spectraflow.engine.diff.RunDiff} of plain records: scores per model,
 * per-step wall time, allocation and memory, run counters (cache, copy-on-write, transformer
 * applications, peak RSS), the memory timelines and a verdict line. Renderers (the command line's
 * table and JSON, the studio's Diff view) only read these records.
 */
package org.spectraflow.engine.diff;
