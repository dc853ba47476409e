package org.spectraflow.engine.catalogue;

import java.util.stream.Collectors;
import org.spectraflow.engine.json.PythonJson;

/**
 * The catalogue as a Markdown table, the text of {@code docs/operators.md}: per operator its class
 * path, aliases and kind, then its parameters with default, valid range and help. A test keeps the
 * file equal to this text.
 */
public final class OperatorTable {

  private OperatorTable() {}

  /** The Markdown text for {@code registry}. */
  public static String markdown(OperatorRegistry registry) {
    StringBuilder out = new StringBuilder();
    out.append("# Operators\n\n")
        .append("Generated from the operator catalogue (`engine.catalogue`); do not edit by hand. ")
        .append("See [extending.md](extending.md) to add an operator; regenerate with\n")
        .append("`./mvnw -B -o test -Dtest=OperatorTableTest -Dspectraflow.writeDocs=true`.\n");
    for (OperatorSpec.Category category : OperatorSpec.Category.values()) {
      var specs = registry.all().stream().filter(s -> s.category() == category).toList();
      if (specs.isEmpty()) {
        continue;
      }
      out.append("\n## ").append(category.label()).append('\n');
      specs.forEach(s -> operator(out, s));
    }
    return out.toString();
  }

  private static void operator(StringBuilder out, OperatorSpec s) {
    out.append("\n### ")
        .append(s.className())
        .append("\n\n")
        .append('`')
        .append(s.canonicalPath())
        .append("` (")
        .append(kind(s.kind()))
        .append(')');
    if (!s.aliases().isEmpty()) {
      out.append(", aliases ")
          .append(s.aliases().stream().map(a -> "`" + a + "`").collect(Collectors.joining(", ")));
    }
    out.append(": ").append(s.description()).append(".\n");
    if (s.params().isEmpty()) {
      return;
    }
    out.append("\n| parameter | type | default | valid | help |\n|---|---|---|---|---|\n");
    for (ParamSpec p : s.params()) {
      out.append("| `")
          .append(p.name())
          .append("` | ")
          .append(p.type().name().toLowerCase())
          .append(" | ")
          .append(p.required() ? "required" : "`" + PythonJson.displayRepr(p.defaultValue()) + "`")
          .append(" | ")
          .append(valid(p))
          .append(" | ")
          .append(p.description())
          .append(p.unit().isEmpty() ? "" : " (" + p.unit() + ")")
          .append(" |\n");
    }
    if (!s.rules().isEmpty()) {
      out.append("\nAlso checked against the data's shape before a run (")
          .append(s.rules().size())
          .append(s.rules().size() == 1 ? " rule).\n" : " rules).\n");
    }
  }

  private static String valid(ParamSpec p) {
    if (!p.choices().isEmpty()) {
      return p.choices().stream().map(PythonJson::displayRepr).collect(Collectors.joining(", "));
    }
    String bounds = p.bounds().trim();
    return bounds.isEmpty() ? "" : bounds;
  }

  private static String kind(OperatorSpec.Kind kind) {
    return switch (kind) {
      case TRANSFORM -> "transform";
      case Y_TRANSFORM -> "transform, also for y_processing";
      case MODEL -> "model";
      case SPLITTER -> "splitter";
    };
  }
}
