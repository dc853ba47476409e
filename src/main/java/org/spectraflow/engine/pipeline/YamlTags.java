package org.spectraflow.engine.pipeline;

import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.util.Set;
import org.spectraflow.engine.pipeline.PipelineFormatException.SourceLocation;

/**
 * The YAML tags a pipeline document may carry: the standard ones that name a JSON type ({@code
 * !!str}, {@code !!int}, {@code !!float}, {@code !!bool}, {@code !!null}, {@code !!map}, {@code
 * !!seq}) and the non-specific {@code !}. Any other tag ({@code !Ref foo}, {@code
 * !!python/object:...}) is refused with its line: nirs4all's loader ({@code yaml.safe_load}) has no
 * constructor for it and fails, and dropping it would run a different pipeline than the one
 * written.
 */
final class YamlTags {

  private static final String STANDARD = "tag:yaml.org,2002:";
  private static final Set<String> TYPES =
      Set.of("str", "int", "float", "bool", "null", "map", "seq");

  private YamlTags() {}

  /** Throws when the parser's current value carries an unsupported tag. */
  static void requireSupported(YAMLParser y, SourceLocation at) throws IOException {
    Object id = y.getTypeId();
    if (id == null) {
      return;
    }
    String tag = id.toString();
    if (tag.isEmpty()
        || tag.startsWith(STANDARD) && TYPES.contains(tag.substring(STANDARD.length()))) {
      return;
    }
    String shown = tag.startsWith(STANDARD) ? "!!" + tag.substring(STANDARD.length()) : "!" + tag;
    throw new PipelineFormatException(
        DocumentPath.ROOT,
        at,
        "the YAML tag "
            + shown
            + " is not supported (nirs4all's YAML loader refuses it too); remove the tag and write"
            + " the value itself, e.g. an operator as {class: ..., params: {...}}");
  }
}
