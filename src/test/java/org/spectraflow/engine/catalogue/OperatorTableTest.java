package org.spectraflow.engine.catalogue;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/operators.md} is the catalogue's table: this test fails when the file is stale and
 * rewrites it when run with {@code -Dspectraflow.writeDocs=true}.
 */
class OperatorTableTest {

  private static final Path FILE = Path.of("docs", "operators.md");

  @Test
  void docsOperatorsIsTheCataloguesTable() throws IOException {
    String table = OperatorTable.markdown(OperatorRegistry.standard());
    if (Boolean.getBoolean("spectraflow.writeDocs")) {
      Files.writeString(FILE, table, StandardCharsets.UTF_8);
    }
    assertThat(FILE).as("docs/operators.md is stale: regenerate it (see its first lines)").exists();
    assertThat(Files.readString(FILE, StandardCharsets.UTF_8)).isEqualTo(table);
  }

  @Test
  void everyOperatorAndParameterIsListed() {
    String table = OperatorTable.markdown(OperatorRegistry.standard());
    for (OperatorSpec spec : OperatorRegistry.standard().all()) {
      assertThat(table)
          .contains("### " + spec.className() + "\n", "`" + spec.canonicalPath() + "`");
      spec.params().forEach(p -> assertThat(table).contains("| `" + p.name() + "` |"));
    }
  }
}
