/**
 * Observation of runs: the typed {@link org.spectraflow.engine.observe.RunEvent} hierarchy, the
 * {@link org.spectraflow.engine.observe.RunListener} callback, the {@link
 * org.spectraflow.engine.observe.RunEvents} dispatcher (subscribers choose their executor), memory
 * probes, and nirs4all's observability line formats.
 *
 * <p>Events are immutable records and safe to hand to any thread. The dispatcher is thread-safe; a
 * listener that throws never breaks a run. No method accepts or returns {@code null} unless its
 * javadoc says so.
 */
package org.spectraflow.engine.observe;
