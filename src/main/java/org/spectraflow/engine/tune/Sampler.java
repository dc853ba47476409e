package org.spectraflow.engine.tune;

import java.util.List;
import java.util.Map;

/** Proposes the parameters of the next trial from the finished ones. Single-threaded. */
interface Sampler {

  /** The next trial's parameters, or null when the sampler has nothing left (grid done). */
  Map<String, Object> next(List<Trial> finished);

  /** The sampler's name in reports. */
  String name();
}
