package org.spectraflow.engine.pipeline;

import java.util.Optional;

/**
 * A pipeline document that cannot be read or is not valid: the message names the problem, the
 * document path ({@code pipeline[3].model.params.n_components}) and, when known, the source name
 * with line and column.
 */
public final class PipelineFormatException extends IllegalArgumentException {

  private final transient DocumentPath path;
  private final transient SourceLocation location;
  private final String problem;

  /** A problem at a document path, optionally located in the source text. */
  public PipelineFormatException(DocumentPath path, SourceLocation location, String problem) {
    super(format(path, location, problem));
    this.path = path;
    this.location = location;
    this.problem = problem;
  }

  /** A problem at a document path with no source location. */
  public PipelineFormatException(DocumentPath path, String problem) {
    this(path, null, problem);
  }

  /** Where in the document the problem is. */
  public DocumentPath path() {
    return path;
  }

  /** Line and column in the source text, when the document was read from text. */
  public Optional<SourceLocation> location() {
    return Optional.ofNullable(location);
  }

  /** A copy of this exception located in the source text. */
  public PipelineFormatException locatedAt(SourceLocation where) {
    return new PipelineFormatException(path, where, problem);
  }

  /** The problem alone, without path or location. */
  public String problem() {
    return problem;
  }

  private static String format(DocumentPath path, SourceLocation location, String problem) {
    String where = path == null || path.text().isEmpty() ? "document" : path.text();
    String at = location == null ? "" : " (" + location + ")";
    return where + at + ": " + problem;
  }

  /** A 1-based line and column in a named source (file name or {@code <text>}). */
  public record SourceLocation(String source, int line, int column) {
    @Override
    public String toString() {
      return source + " line " + line + ", column " + column;
    }
  }
}
