package org.spectraflow.cli;

import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.ReaderOption;

/**
 * One registered dataset reader as {@code info --readers} prints it.
 *
 * @param id the id {@code --reader} takes and session files store
 * @param name the name shown to people
 * @param reads {@code folder}, {@code file} or {@code none}
 * @param extensions the file name endings it reads
 * @param magic the text its files start with, empty when none
 * @param options its options, typed, with defaults
 */
record ReaderListing(
    String id,
    String name,
    String reads,
    List<String> extensions,
    String magic,
    List<ReaderOption> options) {

  /** Every reader in {@code readers}, in registration order. */
  static List<ReaderListing> of(DatasetReaders readers) {
    return readers.all().stream().map(ReaderListing::of).toList();
  }

  private static ReaderListing of(DatasetReader r) {
    return new ReaderListing(
        r.id(),
        r.name(),
        r.input().kind().name().toLowerCase(Locale.ROOT),
        r.input().extensions(),
        r.input().magic(),
        r.options());
  }
}
