/**
 * The studio's run history (docs/history.md): every finished run kept ({@link
 * org.spectraflow.ui.history.HistoryRecorder}), the History view listing the kept runs, reopening
 * one offline, deleting, and the Diff view of two runs (scores side by side, per-step table,
 * counters, verdict line, memory timelines on one time axis). File reads, writes and diffs run on a
 * background executor, never on the FX thread.
 */
package org.spectraflow.ui.history;
