/**
 * The studio's compact record of a run's events: {@link org.spectraflow.ui.run.eventlog.EventLog}
 * keeps a session's events as primitive columns and shared values instead of one object graph per
 * event, so holding a 100,000-event run costs the garbage collector a few arrays rather than a
 * million small objects (docs/performance.md, "Studio: FX thread stalls"). Knows nothing of JavaFX.
 */
package org.spectraflow.ui.run.eventlog;
