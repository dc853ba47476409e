package org.spectraflow.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a value sits in a pipeline document: the keys and indexes from the document's root, written
 * as users read it ({@code pipeline[3].model.params.n_components}, {@code
 * pipeline[1].branch.snv[0]}, {@code pipeline[2].branch["a b"][0]}). The studio reads the
 * components ({@link #segments()}, {@link #steps()}, {@link #lane()}) and never parses the text.
 * Immutable.
 *
 * @param segments the keys and indexes from the document's root, outermost first
 */
public record DocumentPath(List<Segment> segments) {

  /** The path of the document itself. */
  public static final DocumentPath ROOT = new DocumentPath(List.of());

  /** The path of the step list. */
  public static final DocumentPath PIPELINE = ROOT.key("pipeline");

  /** One component of a path: an object key or an array index. */
  public sealed interface Segment permits Key, Index {}

  /**
   * A key of a JSON object.
   *
   * @param name the key
   */
  public record Key(String name) implements Segment {}

  /**
   * A position in a JSON array.
   *
   * @param value the index, from 0
   */
  public record Index(int value) implements Segment {}

  /** Copies the segments. */
  public DocumentPath {
    segments = List.copyOf(segments);
  }

  /** The child under an object key. */
  public DocumentPath key(String key) {
    return append(new Key(key));
  }

  /** The child at an array index. */
  public DocumentPath index(int index) {
    return append(new Index(index));
  }

  private DocumentPath append(Segment s) {
    List<Segment> out = new ArrayList<>(segments);
    out.add(s);
    return new DocumentPath(out);
  }

  /** True for the document itself. */
  public boolean isRoot() {
    return segments.isEmpty();
  }

  /**
   * The segments under the step list ({@code [1, "branch", "snv", 0]} for {@code
   * pipeline[1].branch.snv[0]}); empty when this path is not inside {@link #PIPELINE}.
   */
  public Optional<List<Segment>> steps() {
    return startsWith(PIPELINE)
        ? Optional.of(segments.subList(1, segments.size()))
        : Optional.empty();
  }

  /**
   * The name of the innermost named branch lane this path is in ({@code snv} for {@code
   * pipeline[1].branch.snv[0]}); empty outside named lanes.
   */
  public Optional<String> lane() {
    List<String> all = lanes();
    return all.isEmpty() ? Optional.empty() : Optional.of(all.getLast());
  }

  /**
   * The names of the named branch lanes along this path, outermost first ({@code [snv, inner]} for
   * {@code pipeline[1].branch.snv[1].branch.inner[0]}); unnamed lanes ({@code branch[0]}) are
   * skipped.
   */
  public List<String> lanes() {
    List<String> out = new ArrayList<>();
    for (int i = 0; i + 1 < segments.size(); i++) {
      if (segments.get(i).equals(new Key("branch")) && segments.get(i + 1) instanceof Key k) {
        out.add(k.name());
      }
    }
    return List.copyOf(out);
  }

  /** True if {@code prefix} equals this path or encloses it. */
  public boolean startsWith(DocumentPath prefix) {
    return segments.size() >= prefix.segments.size()
        && segments.subList(0, prefix.segments.size()).equals(prefix.segments);
  }

  /**
   * This path with its leading {@code from} replaced by {@code to}; unchanged when not under it.
   */
  public DocumentPath rebase(DocumentPath from, DocumentPath to) {
    if (!startsWith(from)) {
      return this;
    }
    List<Segment> out = new ArrayList<>(to.segments);
    out.addAll(segments.subList(from.segments.size(), segments.size()));
    return new DocumentPath(out);
  }

  /** The path as users read it: {@code pipeline[1].branch.snv[0]}; empty for the root. */
  public String text() {
    StringBuilder out = new StringBuilder();
    for (Segment s : segments) {
      switch (s) {
        case Index i -> out.append('[').append(i.value()).append(']');
        case Key k when PathText.plain(k.name()) ->
            out.append(out.isEmpty() ? "" : ".").append(k.name());
        case Key k -> out.append("[\"").append(k.name().replace("\"", "\\\"")).append("\"]");
      }
    }
    return out.toString();
  }

  @Override
  public String toString() {
    return segments.isEmpty() ? "<document>" : text();
  }
}
