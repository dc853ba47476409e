package org.spectraflow.engine.data.formats.jcamp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JCAMP-DX block being read: its labelled data records (normalised labels, values in file
 * order), the kind of its data table and the table's lines with their line numbers, and the blocks
 * it holds (a LINK block). Mutable while the file is read, by {@link JcampParser} only.
 */
final class JcampBlock {

  /** A data line and its 1-based line number. */
  record Line(String text, int number) {}

  final int openedAt;
  final Map<String, String> labels = new LinkedHashMap<>();
  final List<Line> data = new ArrayList<>();
  final List<JcampBlock> children = new ArrayList<>();

  /** The table label while its lines are being collected, else null. */
  String table;

  /** The label of the block's data table (XYDATA, PEAKTABLE, XYPOINTS), kept after it ends. */
  String tableLabel;

  String tableForm;
  int tableLine;
  String lastLabel;

  JcampBlock(int openedAt) {
    this.openedAt = openedAt;
  }

  String label(String name) {
    return labels.get(name);
  }

  String title() {
    return labels.getOrDefault("TITLE", "");
  }

  boolean isLink() {
    return "LINK".equalsIgnoreCase(labels.getOrDefault("DATATYPE", "").strip())
        || labels.containsKey("BLOCKS");
  }
}
