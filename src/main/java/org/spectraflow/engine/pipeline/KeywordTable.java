package org.spectraflow.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * docs/keywords.md, generated from {@link KeywordCatalogue} (checked by {@code KeywordTableTest},
 * rewritten with {@code -Dspectraflow.writeDocs=true}). Pure.
 */
public final class KeywordTable {

  private KeywordTable() {}

  /** The whole file. */
  public static String markdown() {
    StringBuilder out = new StringBuilder();
    out.append("# Keywords\n\n")
        .append(
            "<!-- Generated from engine/pipeline/KeywordCatalogue.java; do not edit. Regenerate:\n")
        .append(
            "     ./mvnw -B -o test -Dtest=KeywordTableTest -Dspectraflow.writeDocs=true -->\n\n")
        .append("Every keyword step of the pipeline language, as the engine's keyword catalogue")
        .append(" declares it\n(the parser, the pre-run checks, the studio's palette and this")
        .append(
            " table read the same entries).\nSemantics: [pipeline-language.md](pipeline-language.md)")
        .append(" §1.4 and §4. To add a keyword, follow\n")
        .append("[extending.md, \"A keyword step\"](extending.md#a-keyword-step).\n\n")
        .append("| Keyword | Value | Sibling keys | Engine | Description |\n")
        .append("|---|---|---|---|---|\n");
    List<KeywordSpec> rows = new ArrayList<>(KeywordCatalogue.all());
    rows.add(KeywordCatalogue.display());
    for (KeywordSpec k : rows) {
      out.append("| `")
          .append(k.name())
          .append("` | ")
          .append(k.valueText().replace("|", "\\|"))
          .append(" | ")
          .append(siblings(k))
          .append(" | ")
          .append(k.support().label())
          .append(" | ")
          .append(k.description())
          .append(" |\n");
    }
    out.append("\n`name` and `metadata` are allowed on every step, as are `_` annotations and")
        .append(" generator keys.\nWhen a step object holds several keywords, the first of ")
        .append(
            String.join(
                ", ", KeywordCatalogue.priority().stream().map(n -> "`" + n + "`").toList()))
        .append(" wins;\notherwise the first key in document order.\n");
    return out.toString();
  }

  private static String siblings(KeywordSpec k) {
    if (!k.checked()) {
      return "not checked";
    }
    if (k.siblings().isEmpty()) {
      return "—";
    }
    return String.join(", ", new TreeSet<>(k.siblings()).stream().map(s -> "`" + s + "`").toList());
  }
}
