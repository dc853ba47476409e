package org.spectraflow.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/keywords.md} is the keyword catalogue's table: this test fails when the file is stale
 * and rewrites it when run with {@code -Dspectraflow.writeDocs=true}.
 */
class KeywordTableTest {

  private static final Path FILE = Path.of("docs", "keywords.md");

  @Test
  void docsKeywordsIsTheCataloguesTable() throws IOException {
    String table = KeywordTable.markdown();
    if (Boolean.getBoolean("spectraflow.writeDocs")) {
      Files.writeString(FILE, table, StandardCharsets.UTF_8);
    }
    assertThat(FILE).as("docs/keywords.md is stale: regenerate it (see its first lines)").exists();
    assertThat(Files.readString(FILE, StandardCharsets.UTF_8)).isEqualTo(table);
  }

  @Test
  void everyKeywordIsListedWithItsSiblings() {
    String table = KeywordTable.markdown();
    for (KeywordSpec k : KeywordCatalogue.all()) {
      assertThat(table).contains("| `" + k.name() + "` |");
      k.siblings().forEach(s -> assertThat(table).contains("`" + s + "`"));
    }
  }
}
