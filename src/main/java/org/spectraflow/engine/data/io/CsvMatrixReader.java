package org.spectraflow.engine.data.io;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.NumberCells;
import org.spectraflow.engine.data.Precision;

/**
 * Reads a spectra (X) file into a {@link Block}: gzip or plain, UTF-8 (Latin-1 fallback), ';', tab
 * or ',' separators detected from the first line, CRLF or LF, a header line detected (see {@link
 * HeaderRule}), every cell a plain decimal number. Missing ({@code NA}, empty) and non-finite
 * ({@code NaN}, {@code Inf}) cells, non-numeric cells, ragged rows, blank lines other than trailing
 * ones and empty files are errors naming file, line and column. Parses with a hand-written
 * tokenizer (no regular expressions) into one reused row buffer, cells straight from the line (a
 * line of plain decimals in one pass, {@link PlainDecimalRow}; any other through the checked path,
 * {@link DecimalCells}), straight into the final block, sized by a first pass counting the file's
 * lines ({@link SizedRows}): the matrix is held once, at the storage precision. Stateless apart
 * from the precision.
 */
public final class CsvMatrixReader {

  private final Precision precision;

  /** A reader storing values at {@code precision}. */
  public CsvMatrixReader(Precision precision) {
    this.precision = precision;
  }

  /**
   * The matrix of a file and its headers.
   *
   * @param headers the detected header line ({@link Headers#absent()} when none)
   * @param data the rows × columns values
   */
  public record Matrix(Headers headers, Block data) {}

  /** Reads {@code file} as a numeric matrix. */
  public Matrix read(Path file) {
    return CsvLines.readUtf8OrLatin1(file, this::read);
  }

  private Matrix read(Path file, Charset charset) throws CharacterCodingException {
    try (CsvLines lines = CsvLines.open(file, charset)) {
      DataLines data = new DataLines(lines);
      LineChars buffer = new LineChars();
      String first = text(data.nextChars(buffer));
      if (first == null) {
        throw new DatasetException(file, 0, "file is empty: expected one spectrum per line");
      }
      int firstLine = lines.lineNumber();
      char delimiter = CsvRow.detectDelimiter(first);
      CsvRow.requireSeparator(file, firstLine, first, delimiter);
      String second = text(data.nextChars(buffer));
      int secondLine = lines.lineNumber();
      CsvRow.requireSeparator(file, secondLine, second, delimiter);
      // Two lines of plain numbers of one width (spectra without a text header) are parsed once,
      // in one pass each; anything else takes the checked path, cell by cell.
      double[] firstValues = PlainDecimalRow.values(first, delimiter);
      double[] secondValues = second == null ? null : PlainDecimalRow.values(second, delimiter);
      boolean plain =
          firstValues != null
              && (second == null
                  || (secondValues != null && secondValues.length == firstValues.length));
      int width = plain ? firstValues.length : CsvRow.count(first, delimiter);
      RowParser parser = new RowParser(file, delimiter, width, firstLine);
      Headers headers =
          plain
              ? HeaderRule.forSpectra(firstValues, secondValues)
              : HeaderRule.forSpectra(CsvRow.split(first, delimiter), second, delimiter);
      long counted = CsvLines.countNonBlankLines(file) - (headers == Headers.absent() ? 0 : 1);
      SizedRows rows = new SizedRows(precision, counted, width);
      if (headers == Headers.absent()) {
        rows.add(plain ? firstValues : parser.parse(first, firstLine));
      }
      if (second != null) {
        rows.add(plain ? secondValues : parser.parse(second, secondLine));
      }
      for (LineChars line = data.nextChars(buffer); line != null; line = data.nextChars(buffer)) {
        rows.add(parser.parse(line, lines.lineNumber()));
      }
      if (rows.isEmpty()) {
        throw new DatasetException(file, firstLine, "only a header line, no spectra");
      }
      return new Matrix(headers, rows.build());
    }
  }

  private static String text(LineChars line) {
    return line == null ? null : line.toString();
  }

  /** Parses numeric rows of a fixed width, naming file, line and column on failure. */
  private final class RowParser {
    private final Path file;
    private final char delimiter;
    private final int width;
    private final int widthLine;
    private final double[] row;

    RowParser(Path file, char delimiter, int width, int widthLine) {
      this.file = file;
      this.delimiter = delimiter;
      this.width = width;
      this.widthLine = widthLine;
      this.row = new double[width];
    }

    /** The values of {@code line}, in a buffer reused by the next call. */
    double[] parse(CharSequence line, int lineNumber) {
      if (line instanceof LineChars chars
          && PlainDecimalRow.parse(chars.array(), chars.length(), delimiter, row)) {
        return row;
      }
      if (needsSplitting(line)) {
        return parseCells(CsvRow.split(line.toString(), delimiter), lineNumber);
      }
      int count = count(line);
      if (count != width) {
        throw new DatasetException(
            file,
            lineNumber,
            "ragged row: "
                + count
                + " values, expected "
                + width
                + " (as on line "
                + widthLine
                + ")");
      }
      double[] out = row;
      int start = 0;
      for (int col = 0; col < width; col++) {
        int end = delimiter == 0 ? -1 : indexOf(line, delimiter, start);
        int stop = end < 0 ? line.length() : end;
        out[col] = cell(line, start, stop, lineNumber, col + 1);
        start = stop + 1;
      }
      return out;
    }

    /** True for a line with quotes, or with commas in a file not separated by commas. */
    private boolean needsSplitting(CharSequence line) {
      return indexOf(line, '"', 0) >= 0
          || (delimiter != ',' && delimiter != 0 && indexOf(line, ',', 0) >= 0);
    }

    /** The values of a line split into cells by {@link CsvRow#split} (quotes, decimal commas). */
    private double[] parseCells(String[] cells, int lineNumber) {
      if (cells.length != width) {
        throw new DatasetException(
            file,
            lineNumber,
            "ragged row: "
                + cells.length
                + " values, expected "
                + width
                + " (as on line "
                + widthLine
                + ")");
      }
      for (int col = 0; col < width; col++) {
        row[col] = cell(cells[col], 0, cells[col].length(), lineNumber, col + 1);
      }
      return row;
    }

    /** The number of cells of {@code line} (as {@link CsvRow#count}). */
    private int count(CharSequence line) {
      if (delimiter == 0) {
        return 1;
      }
      int n = 1;
      for (int i = indexOf(line, delimiter, 0); i >= 0; i = indexOf(line, delimiter, i + 1)) {
        n++;
      }
      return n;
    }

    private static int indexOf(CharSequence line, char c, int from) {
      if (line instanceof LineChars chars) {
        return chars.indexOf(c, from);
      }
      return line.toString().indexOf(c, from);
    }

    private double cell(CharSequence line, int from, int to, int lineNumber, int column) {
      if (NumberCells.isNumber(line, from, to)) {
        double v = DecimalCells.parse(line, from, to);
        if (Double.isFinite(v) && Double.isFinite(precision.round(v))) {
          return v;
        }
        throw new DatasetException(
            file,
            lineNumber,
            "column "
                + column
                + ": value "
                + line.subSequence(from, to).toString().trim()
                + " is outside the "
                + precision.label()
                + " range; load with --precision float64 or rescale the data");
      }
      throw new DatasetException(
          file, lineNumber, CellProblem.describe(line.subSequence(from, to).toString(), column));
    }
  }
}
