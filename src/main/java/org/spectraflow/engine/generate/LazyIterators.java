package org.spectraflow.engine.generate;

import java.util.Collections;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Function;

/**
 * A truly lazy flat-map of iterators. {@code Stream.flatMap(..).iterator()} buffers a whole inner
 * stream before yielding its first element, which for a generator with 10^11 combinations means
 * never; this pulls one inner element at a time.
 */
final class LazyIterators {

  private LazyIterators() {}

  /**
   * The elements of {@code inner(a)} for each {@code a} of {@code outer}, in order, pulled one at a
   * time.
   */
  static <A, B> Iterator<B> flatMap(Iterator<A> outer, Function<A, Iterator<B>> inner) {
    return new Iterator<>() {
      private Iterator<B> current = Collections.emptyIterator();

      @Override
      public boolean hasNext() {
        while (!current.hasNext()) {
          if (!outer.hasNext()) {
            return false;
          }
          current = inner.apply(outer.next());
        }
        return true;
      }

      @Override
      public B next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return current.next();
      }
    };
  }
}
