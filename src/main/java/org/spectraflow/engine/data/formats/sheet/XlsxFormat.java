package org.spectraflow.engine.data.formats.sheet;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;
import org.dhatim.fastexcel.reader.Sheet;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.formats.SpectraFile;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.ReaderInput;

/**
 * Reads the first sheet of an Excel {@code .xlsx} workbook (through {@code org.dhatim:fastexcel-
 * reader}) as spectra: with a header row of wavelengths (after optional label or sample-id
 * columns), one spectrum per following row; else with a first column of wavelengths (after a header
 * row), one spectrum per following column; else, all numbers, one spectrum per row on the index
 * axis. A label cell such as {@code axis: wavelength (nm) / data: absorbance} gives the units. A
 * non-numeric cell in the data is refused naming the sheet and the cell (docs/formats.md).
 */
public final class XlsxFormat implements SpectraFormat {

  /** This reader's id. */
  public static final String ID = "xlsx";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Excel workbook (.xlsx)";
  }

  @Override
  public ReaderInput input() {
    return ReaderInput.file("", "xlsx", "xlsm");
  }

  @Override
  public SpectraFile parse(Path file, byte[] bytes) {
    List<List<Object>> grid = new ArrayList<>();
    String sheetName;
    try (ReadableWorkbook wb = new ReadableWorkbook(new ByteArrayInputStream(bytes))) {
      Sheet sheet = wb.getFirstSheet();
      sheetName = sheet.getName();
      try (var rows = sheet.openStream()) {
        for (Row row : (Iterable<Row>) rows::iterator) {
          int index = row.getRowNum() - 1;
          if (index < 0 || index > FormatLimits.MAX_SPECTRA) {
            continue;
          }
          while (grid.size() <= index) {
            grid.add(new ArrayList<>());
          }
          List<Object> cells = grid.get(index);
          for (Cell cell : row) {
            if (cell == null) {
              continue;
            }
            int c = cell.getColumnIndex();
            if (c < 0 || c > FormatLimits.MAX_POINTS) {
              continue;
            }
            while (cells.size() <= c) {
              cells.add(null);
            }
            cells.set(c, value(cell));
          }
        }
      }
    } catch (DatasetException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      throw new DatasetException(
          file,
          0,
          "is not a readable .xlsx workbook (damaged or truncated): " + Clip.exception(e),
          e);
    }
    while (!grid.isEmpty() && blank(grid.get(grid.size() - 1))) {
      grid.remove(grid.size() - 1);
    }
    if (grid.isEmpty()) {
      throw new DatasetException(file, 0, "sheet '" + sheetName + "' is empty");
    }
    return SheetLayout.read(file, sheetName, grid);
  }

  private static Object value(Cell cell) {
    CellType type = cell.getType();
    if (type == CellType.NUMBER) {
      return cell.asNumber().doubleValue();
    }
    if (type == CellType.EMPTY) {
      return null;
    }
    String text = cell.getText();
    return text == null || text.isBlank() ? null : text.strip();
  }

  private static boolean blank(List<Object> row) {
    return row.stream().allMatch(v -> v == null);
  }

  /** Column letters of a 0-based index: 0 → A, 26 → AA. */
  static String column(int c) {
    StringBuilder b = new StringBuilder();
    int n = c + 1;
    while (n > 0) {
      int r = (n - 1) % 26;
      b.insert(0, (char) ('A' + r));
      n = (n - 1) / 26;
    }
    return b.toString();
  }

  /** Units from a label cell such as {@code axis: wavelength (nm) / data: absorbance}. */
  static String[] units(String label) {
    String l = label == null ? "" : label;
    String lower = l.toLowerCase(Locale.ROOT);
    int axis = lower.indexOf("axis:");
    int data = lower.indexOf("data:");
    if (axis >= 0) {
      int end = data > axis ? l.lastIndexOf('/', data) : -1;
      String x =
          l.substring(axis + 5, end > axis ? end : (data > axis ? data : l.length())).strip();
      String y = data >= 0 ? l.substring(data + 5).strip() : "";
      return new String[] {x, y};
    }
    return new String[] {"", ""};
  }

  static Map<String, String> meta(String sheet, int rows, int cols) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("sheet", sheet);
    m.put("rows", Integer.toString(rows));
    m.put("cols", Integer.toString(cols));
    return m;
  }

  static Spectrum spectrum(String title, double[] x, double[] y) {
    return Spectrum.of(title, x, y);
  }
}
