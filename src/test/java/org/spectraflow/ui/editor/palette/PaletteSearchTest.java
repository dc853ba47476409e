package org.spectraflow.ui.editor.palette;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;

/**
 * The palette's search: every match is listed, each category once (its caption shown once), the
 * category of the best match first and the best match first within it.
 */
class PaletteSearchTest {

  private final PaletteCatalog palette = PaletteCatalog.of(OperatorRegistry.standard());

  private static List<String> runsOfGroups(List<PaletteEntry> found) {
    List<String> runs = new ArrayList<>();
    for (PaletteEntry e : found) {
      if (runs.isEmpty() || !runs.getLast().equals(e.group())) {
        runs.add(e.group());
      }
    }
    return runs;
  }

  @Test
  void eachCategoryAppearsOnceWithTheBestMatchFirst() {
    for (String query : List.of("PLS", "SNV", "split", "filter", "boost")) {
      List<PaletteEntry> found = palette.search(query);
      assertThat(found).as(query).isNotEmpty();
      List<String> runs = runsOfGroups(found);
      assertThat(runs).as("categories of '%s'", query).doesNotHaveDuplicates();
      int best = found.stream().mapToInt(e -> e.match(query)).max().orElseThrow();
      assertThat(found.getFirst().match(query)).as(query).isEqualTo(best);
      for (String group : runs) {
        List<Integer> ranks =
            found.stream().filter(e -> e.group().equals(group)).map(e -> -e.match(query)).toList();
        assertThat(ranks).as("%s in %s", query, group).isSorted();
      }
      long matching = palette.entries().stream().filter(e -> e.match(query) > 0).count();
      assertThat(found).hasSize((int) matching);
    }
  }

  @Test
  void aPlsSearchListsTheWholePlsFamilyUnderOneModelsCaption() {
    List<PaletteEntry> found = palette.search("PLS");
    assertThat(found.stream().map(PaletteEntry::label))
        .contains("PLSRegression", "PLSDA", "IKPLS", "SIMPLS", "OPLS", "KernelPLS");
    assertThat(runsOfGroups(found)).doesNotHaveDuplicates();
  }
}
