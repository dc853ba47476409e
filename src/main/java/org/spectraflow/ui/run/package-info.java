/**
 * The studio's run and live profiling views: {@link org.spectraflow.ui.run.RunModel} runs a
 * pipeline document in the background and turns the engine's event stream into presentation models;
 * {@link org.spectraflow.ui.run.RunWorkspace} shows them. Models hold JavaFX properties but no
 * scene-graph nodes and are mutated on the FX thread only (or the thread a test drives them from);
 * events cross from the run thread through the run's compact {@link
 * org.spectraflow.ui.run.eventlog.EventLog}, read once per frame. Nothing here is null unless
 * stated.
 */
package org.spectraflow.ui.run;
