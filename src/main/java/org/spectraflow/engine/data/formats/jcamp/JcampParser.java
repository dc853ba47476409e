package org.spectraflow.engine.data.formats.jcamp;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Splits JCAMP-DX text into its blocks (JCAMP-DX 4.24, McDonald & Wilks 1988; 5.01 for LINK
 * blocks): {@code ##LABEL=value} records (values may run on over following lines), {@code $$}
 * comments removed, a data table's lines collected after {@code ##XYDATA=}, {@code ##PEAK TABLE=}
 * or {@code ##XYPOINTS=}, blocks opened by {@code ##TITLE=} and closed by {@code ##END=}, nested
 * inside a LINK block. Anything after the outermost {@code ##END=} (a DOS Ctrl-Z, blank lines) is
 * ignored; a file that ends inside a block is refused as truncated. Stateless.
 */
final class JcampParser {

  private JcampParser() {}

  /** The blocks holding a data table, outermost first, and the outermost block. */
  record Parsed(JcampBlock root, List<JcampBlock> dataBlocks) {}

  static Parsed parse(Path file, String text) {
    Deque<JcampBlock> open = new ArrayDeque<>();
    JcampBlock root = null;
    int lineNo = 0;
    int pos = 0;
    int n = text.length();
    boolean done = false;
    while (pos < n && !done) {
      int end = pos;
      while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
        end++;
      }
      String raw = text.substring(pos, end);
      pos =
          end < n && text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n'
              ? end + 2
              : end + 1;
      lineNo++;
      String line = withoutComment(raw);
      String stripped = line.strip();
      if (lineNo == 1 && !stripped.isEmpty() && stripped.charAt(0) == '\uFEFF') {
        stripped = stripped.substring(1).strip();
      }
      if (stripped.startsWith("##")) {
        int eq = stripped.indexOf('=');
        if (eq < 0) {
          throw new DatasetException(
              file,
              lineNo,
              "expected a labelled record '##LABEL=value' but found '" + cut(stripped) + "'");
        }
        String label = Labels.normalise(stripped.substring(2, eq));
        String value = stripped.substring(eq + 1).strip();
        if (label.equals("TITLE")) {
          JcampBlock parent = open.peek();
          if (parent == null && root != null) {
            throw new DatasetException(file, lineNo, "a second ##TITLE= after the file's ##END=");
          }
          if (parent != null && !parent.isLink()) {
            throw new DatasetException(
                file,
                lineNo,
                "expected ##END= closing the block '"
                    + cut(parent.title())
                    + "' (line "
                    + parent.openedAt
                    + ") before a new ##TITLE=; only a LINK block (##BLOCKS=) holds other blocks");
          }
          JcampBlock block = new JcampBlock(lineNo);
          block.labels.put("TITLE", value);
          block.lastLabel = "TITLE";
          if (parent != null) {
            parent.children.add(block);
          } else {
            root = block;
          }
          open.push(block);
          continue;
        }
        JcampBlock block = open.peek();
        if (block == null) {
          throw new DatasetException(
              file, lineNo, "expected ##TITLE= opening a block before ##" + label + "=");
        }
        if (label.equals("END")) {
          open.pop();
          done = open.isEmpty();
          continue;
        }
        block.table = null;
        if (label.equals("NTUPLES")) {
          throw new DatasetException(
              file,
              lineNo,
              "##NTUPLES= tables (NMR/MS) are not supported; SpectraFlow reads XYDATA, PEAK TABLE"
                  + " and XYPOINTS tables");
        }
        block.labels.put(label, value);
        block.lastLabel = label;
        if (label.equals("XYDATA") || label.equals("PEAKTABLE") || label.equals("XYPOINTS")) {
          if (block.tableForm != null) {
            throw new DatasetException(
                file, lineNo, "a second data table in block '" + cut(block.title()) + "'");
          }
          block.table = label;
          block.tableLabel = label;
          block.tableForm = value.replace(" ", "").toUpperCase(java.util.Locale.ROOT);
          block.tableLine = lineNo;
        }
        continue;
      }
      JcampBlock block = open.peek();
      if (block == null) {
        if (stripped.isEmpty() || stripped.chars().allMatch(c -> c == 0x1A)) {
          continue;
        }
        throw new DatasetException(
            file,
            lineNo,
            "expected '##TITLE=' opening a JCAMP-DX block but found '" + cut(stripped) + "'");
      }
      if (stripped.isEmpty()) {
        continue;
      }
      if (block.table != null) {
        block.data.add(new JcampBlock.Line(stripped, lineNo));
      } else if (block.lastLabel != null) {
        block.labels.merge(block.lastLabel, stripped, (a, b) -> a.isEmpty() ? b : a + "\n" + b);
      }
    }
    if (root == null) {
      throw new DatasetException(file, 0, "holds no '##TITLE=' record: it is not a JCAMP-DX file");
    }
    if (!open.isEmpty()) {
      JcampBlock block = open.peek();
      throw new DatasetException(
          file,
          lineNo,
          "the file ends inside the block '"
              + cut(block.title())
              + "' opened at line "
              + block.openedAt
              + ": expected ##END=; it is truncated");
    }
    List<JcampBlock> data = new ArrayList<>();
    collect(root, data);
    return new Parsed(root, data);
  }

  private static void collect(JcampBlock block, List<JcampBlock> out) {
    if (block.tableForm != null) {
      out.add(block);
    }
    block.children.forEach(c -> collect(c, out));
  }

  private static String withoutComment(String line) {
    int at = line.indexOf("$$");
    return at < 0 ? line : line.substring(0, at);
  }

  private static String cut(String s) {
    return Clip.line(s);
  }
}
