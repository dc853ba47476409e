package org.spectraflow.engine.cache.disk;

import org.spectraflow.engine.model.Provenance;

/**
 * The engine fingerprint every disk-cache entry carries (docs/caching.md §3.11): the SpectraFlow
 * version and {@link #NUMERICS}, a number bumped whenever an operator's numbers or the entry
 * serialization change. An entry with another stamp is never read: it is a miss and is removed.
 */
public final class EngineStamp {

  /**
   * Bump when any transformer's output bits or {@link EntryCodec}'s layout change without a new
   * version number (e.g. between two builds of one development version).
   */
  public static final int NUMERICS = 1;

  private EngineStamp() {}

  /** The running engine's stamp, e.g. {@code SpectraFlow 1.4.0 numerics 1}. */
  public static String current() {
    return "SpectraFlow " + Provenance.currentVersion() + " numerics " + NUMERICS;
  }
}
