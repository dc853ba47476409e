package org.spectraflow.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * Where a step (or a generator alternative, a branch lane, a parameter value) sits in a pipeline
 * document, as segments from the step list: {@code [1, "branch", "snv", 0]} is the first step of
 * lane {@code snv} of step 1. The empty path is the step list itself. Immutable.
 */
public record StepPath(List<Segment> segments) {

  /** The step list of the document. */
  public static final StepPath ROOT = new StepPath(List.of());

  /** One step of a path: an array index or an object key. */
  public sealed interface Segment permits Index, Key {}

  /** A position in a JSON array. */
  public record Index(int value) implements Segment {
    @Override
    public String toString() {
      return "[" + value + "]";
    }
  }

  /** A key of a JSON object. */
  public record Key(String name) implements Segment {
    @Override
    public String toString() {
      return "." + name;
    }
  }

  /** Copies the segments. */
  public StepPath {
    segments = List.copyOf(segments);
  }

  /** The top-level step {@code i}. */
  public static StepPath step(int i) {
    return ROOT.index(i);
  }

  /** The child at an array index. */
  public StepPath index(int i) {
    return append(new Index(i));
  }

  /** The child under an object key. */
  public StepPath key(String name) {
    return append(new Key(name));
  }

  private StepPath append(Segment segment) {
    List<Segment> copy = new ArrayList<>(segments);
    copy.add(segment);
    return new StepPath(copy);
  }

  /** True for the step list itself. */
  public boolean isRoot() {
    return segments.isEmpty();
  }

  /** The enclosing path; the root has none. */
  public Optional<StepPath> parent() {
    return isRoot()
        ? Optional.empty()
        : Optional.of(new StepPath(segments.subList(0, segments.size() - 1)));
  }

  /** The last segment's array index, if the last segment is an index. */
  public Optional<Integer> lastIndex() {
    return !isRoot() && segments.getLast() instanceof Index i
        ? Optional.of(i.value())
        : Optional.empty();
  }

  /** A sibling path with another last index; the last segment must be an index. */
  public StepPath withLastIndex(int i) {
    lastIndex()
        .orElseThrow(() -> new IllegalStateException("path " + this + " does not end in an index"));
    return parent().orElseThrow().index(i);
  }

  /** True if {@code prefix} equals this path or encloses it. */
  public boolean startsWith(StepPath prefix) {
    return segments.size() >= prefix.segments.size()
        && segments.subList(0, prefix.segments.size()).equals(prefix.segments);
  }

  /** The path as users read it in messages: {@code pipeline[1].branch.snv[0]}. */
  public DocumentPath toDocumentPath() {
    DocumentPath out = DocumentPath.PIPELINE;
    for (Segment s : segments) {
      out = s instanceof Index i ? out.index(i.value()) : out.key(((Key) s).name());
    }
    return out;
  }

  /**
   * The step path of {@code path}, read from its components ({@code pipeline[1].branch.snv[0]} is
   * {@code [1, "branch", "snv", 0]}); empty when {@code path} is not inside the step list.
   */
  public static Optional<StepPath> of(DocumentPath path) {
    return path.steps()
        .map(
            segments ->
                new StepPath(
                    segments.stream()
                        .<Segment>map(
                            s ->
                                s instanceof DocumentPath.Index i
                                    ? new Index(i.value())
                                    : new Key(((DocumentPath.Key) s).name()))
                        .toList()));
  }

  @Override
  public String toString() {
    return toDocumentPath().text();
  }
}
