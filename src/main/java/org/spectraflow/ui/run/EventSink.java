package org.spectraflow.ui.run;

import org.spectraflow.engine.observe.RunEvent;

/**
 * A presentation model fed by run events on the FX thread (or a test's thread): it updates plain
 * data structures and never touches nodes, so a whole batch costs one redraw later.
 */
public interface EventSink {

  /** Applies one event; events it does not use are ignored. */
  void accept(RunEvent event);

  /** Forgets everything (a new run starts). */
  void clear();
}
