package org.spectraflow.engine.cache.disk;

/**
 * An entry file that cannot be used: truncated, damaged, written by another format or engine, or
 * holding another key. The message says which, in words for a warning line.
 */
final class DamagedEntryException extends Exception {

  private static final long serialVersionUID = 1L;

  DamagedEntryException(String reason) {
    super(reason, null, false, false);
  }
}
