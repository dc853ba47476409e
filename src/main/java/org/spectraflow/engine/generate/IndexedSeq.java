package org.spectraflow.engine.generate;

import java.util.Iterator;
import java.util.NoSuchElementException;
import org.spectraflow.engine.json.JsonValue;

/**
 * A sequence whose size and i-th alternative are known without enumeration (numeric ranges): {@code
 * count} draws its sample by index, so {@code _range_ [1, 10^12]} with {@code count: 1} computes
 * one value instead of materialising a trillion. Invariant: {@code get(i)} for {@code 0 <= i <
 * size()} is the i-th value the iterator yields.
 */
interface IndexedSeq extends Seq {

  /** The number of alternatives. */
  long size();

  /** The alternative at {@code index} (0-based, below {@link #size()}). */
  JsonValue get(long index);

  @Override
  default Iterator<JsonValue> iterator() {
    long n = size();
    return new Iterator<>() {
      private long i;

      @Override
      public boolean hasNext() {
        return i < n;
      }

      @Override
      public JsonValue next() {
        if (i >= n) {
          throw new NoSuchElementException();
        }
        return get(i++);
      }
    };
  }
}
