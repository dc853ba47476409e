/**
 * Run events as Java Flight Recorder events: every {@link org.spectraflow.engine.observe.RunEvent}
 * kind has a {@link jdk.jfr.Event} twin named {@code org.spectraflow.<Kind>} in the category {@code
 * SpectraFlow}, committed by {@link org.spectraflow.engine.observe.jfr.JfrRunListener}. A run
 * recorded with {@code -XX:StartFlightRecording} (or a {@link jdk.jfr.Recording}) shows
 * SpectraFlow's steps, copy-on-write and cache traffic beside the JVM's GC and allocation lanes;
 * {@code jfr print --events 'org.spectraflow.*'} lists them. Depends on the JDK only.
 */
package org.spectraflow.engine.observe.jfr;
