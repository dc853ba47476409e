package org.spectraflow.engine.data.builder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;
import org.spectraflow.engine.data.formats.Axes;
import org.spectraflow.engine.data.formats.SpectraCsv;
import org.spectraflow.engine.data.formats.Spectrum;
import org.spectraflow.engine.files.OutputGuard;

/**
 * Writes a {@link BuildPlan} as a nirs4all dataset folder: {@code Xcal.csv}/{@code Xval.csv} (a
 * header line of the x values in the first spectrum's own order, one row per sample), {@code
 * Ycal.csv}/{@code Yval.csv} (a header of the target names) and {@code Mcal.csv}/{@code Mval.csv}
 * (the id and the metadata columns), all {@code ;}-separated. Everything is written into a hidden
 * temporary folder beside the output, which is then renamed into place, so a reader never sees a
 * half-written dataset. An existing non-empty output folder is refused unless {@code force}; an
 * output that is or holds one of the inputs is always refused. Stateless.
 */
public final class DatasetFolderWriter {

  /** The file names written, in order. */
  public static final List<String> FILES =
      List.of("Xcal.csv", "Ycal.csv", "Mcal.csv", "Xval.csv", "Yval.csv", "Mval.csv");

  private DatasetFolderWriter() {}

  /**
   * Checks {@code out} before any work: not an input, not inside one, holding none, and (unless
   * {@code force}) not an existing non-empty folder.
   *
   * @throws IllegalArgumentException naming {@code --out} and the problem
   */
  public static Path check(BuildRequest request, Path out, boolean force) {
    OutputGuard guard = OutputGuard.of().withFile(request.reference(), "the reference table");
    for (Path f : request.files()) {
      guard = guard.withFile(f, "the input file " + f.getFileName());
    }
    Path target = guard.requireFolder(out, "--out");
    List<Path> inputs = new ArrayList<>(request.files());
    inputs.add(request.reference());
    for (Path in : inputs) {
      Path real = real(in);
      if (real.startsWith(target)) {
        throw new IllegalArgumentException(
            "--out: "
                + out
                + " holds the input "
                + in
                + "; writing the dataset there would replace it; choose an empty or new folder");
      }
    }
    if (!force && Files.isDirectory(target) && !empty(target)) {
      throw new IllegalArgumentException(
          "--out: "
              + out
              + " is a folder that is not empty; choose a new folder, or give --force to replace"
              + " it");
    }
    return target;
  }

  /**
   * Splits and writes {@code plan} to {@code out}; returns the split.
   *
   * @throws IllegalArgumentException for an output refused by {@link #check} or a sample with no
   *     target value
   * @throws UncheckedIOException naming the folder when writing fails (nothing is left behind)
   */
  public static DatasetSplit write(BuildPlan plan, Path out, boolean force) {
    Path target = check(plan.request(), out, force);
    double[][] rows = rows(plan);
    DatasetSplit split = DatasetSplit.of(plan, rows);
    List<String> yCols = plan.request().targets();
    List<String> mCols = new ArrayList<>();
    mCols.add(plan.request().idColumn());
    mCols.addAll(plan.request().metadata());
    Path parent = target.toAbsolutePath().getParent();
    Path tmp = null;
    try {
      Files.createDirectories(parent);
      tmp =
          parent.resolve(
              "."
                  + target.getFileName()
                  + "."
                  + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36)
                  + ".tmp");
      Files.createDirectory(tmp);
      writePart(plan, rows, split.train(), tmp, "cal", yCols, mCols);
      writePart(plan, rows, split.test(), tmp, "val", yCols, mCols);
      replace(tmp, target);
      tmp = null;
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot write the dataset folder " + out + ": " + e.getMessage(), e);
    } finally {
      deleteTree(tmp);
    }
    return split;
  }

  /** Every matched spectrum on the plan's axis (resampled when asked for). */
  static double[][] rows(BuildPlan plan) {
    List<Spectrum> spectra = plan.matched().stream().map(Match::spectrum).toList();
    if (plan.request().resample()) {
      return Axes.resample("the matched spectra", spectra);
    }
    double[][] rows = new double[spectra.size()][];
    for (int i = 0; i < rows.length; i++) {
      rows[i] = spectra.get(i).y();
    }
    return rows;
  }

  private static void writePart(
      BuildPlan plan,
      double[][] rows,
      int[] idx,
      Path folder,
      String part,
      List<String> yCols,
      List<String> mCols)
      throws IOException {
    double[][] x = new double[idx.length][];
    for (int i = 0; i < idx.length; i++) {
      x[i] = rows[idx[i]];
    }
    try (var stream = Files.newOutputStream(folder.resolve("X" + part + ".csv"))) {
      SpectraCsv.write(stream, plan.axis(), x);
    }
    Files.writeString(
        folder.resolve("Y" + part + ".csv"), table(plan, idx, yCols, true), StandardCharsets.UTF_8);
    Files.writeString(
        folder.resolve("M" + part + ".csv"),
        table(plan, idx, mCols, false),
        StandardCharsets.UTF_8);
  }

  private static String table(BuildPlan plan, int[] idx, List<String> cols, boolean targets) {
    String option = targets ? "--target" : "--metadata";
    int[] c = cols.stream().mapToInt(n -> plan.table().column(n, option)).toArray();
    StringBuilder b = new StringBuilder();
    b.append(String.join(";", cols.stream().map(DatasetFolderWriter::cell).toList())).append('\n');
    for (int i : idx) {
      Match m = plan.matched().get(i);
      String[] row = plan.table().rows().get(m.row());
      for (int k = 0; k < c.length; k++) {
        String v = row[c[k]];
        if (targets && v.isEmpty()) {
          throw new IllegalArgumentException(
              "--target: sample "
                  + m.id()
                  + " has no value in column '"
                  + cols.get(k)
                  + "' of the reference table; fill it in or remove the sample's row");
        }
        b.append(k == 0 ? "" : ";").append(cell(v));
      }
      b.append('\n');
    }
    return b.toString();
  }

  /** A cell quoted when it holds the separator, a quote or a line break. */
  private static String cell(String v) {
    if (v.indexOf(';') < 0 && v.indexOf('"') < 0 && v.indexOf('\n') < 0) {
      return v;
    }
    return '"' + v.replace("\"", "\"\"") + '"';
  }

  /** Moves {@code tmp} to {@code target}; an existing target is moved aside first, then removed. */
  private static void replace(Path tmp, Path target) throws IOException {
    Path aside = null;
    if (Files.exists(target)) {
      aside = tmp.resolveSibling(tmp.getFileName() + ".old");
      move(target, aside);
    }
    try {
      move(tmp, target);
    } catch (IOException e) {
      if (aside != null) {
        move(aside, target);
      }
      throw e;
    }
    deleteTree(aside);
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to);
    }
  }

  private static boolean empty(Path folder) {
    try (Stream<Path> s = Files.list(folder)) {
      return s.findAny().isEmpty();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + folder, e);
    }
  }

  private static Path real(Path p) {
    try {
      return p.toRealPath();
    } catch (IOException e) {
      return p.toAbsolutePath().normalize();
    }
  }

  private static void deleteTree(Path root) {
    if (root == null || !Files.exists(root)) {
      return;
    }
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException ignored) {
      // a stray hidden .tmp folder is all that can be left
    }
  }
}
