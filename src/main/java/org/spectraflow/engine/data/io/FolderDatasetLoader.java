package org.spectraflow.engine.data.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.NumberCells;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.data.io.CsvMatrixReader.Matrix;
import org.spectraflow.engine.data.io.CsvTableReader.Kind;
import org.spectraflow.engine.data.io.CsvTableReader.Table;

/**
 * Loads a nirs4all dataset folder (docs/pipeline-language.md §3.5): train X files ({@code Xcal},
 * {@code Xtrain}, ...; several = one source each, e.g. {@code Xcal_1.gz}, {@code Xcal_2.gz}),
 * optional test X files, one Y file per partition present and optional metadata. Train rows become
 * ids 0..n−1 and test rows follow. Every X, Y and M file of a partition must have the same rows.
 */
public final class FolderDatasetLoader implements DatasetLoader {

  private final Precision precision;
  private final CsvMatrixReader reader;

  /** A loader storing features and targets at {@code precision}. */
  public FolderDatasetLoader(Precision precision) {
    this.precision = precision;
    this.reader = new CsvMatrixReader(precision);
  }

  @Override
  public SpectroDataset load(Path folder) {
    String name = folder.toAbsolutePath().normalize().getFileName().toString();
    return load(name, folder, DatasetFiles.scan(folder));
  }

  /**
   * Loads files named by role (a dataset config file, docs/formats.md "Dataset config files"), with
   * the same checks as a folder; {@code place} is named in messages about the set as a whole.
   */
  public SpectroDataset load(String name, Path place, DatasetFileSet set) {
    Map<FileRole, List<Path>> byRole = new EnumMap<>(FileRole.class);
    byRole.put(FileRole.TRAIN_X, List.of(set.trainX()));
    byRole.put(FileRole.TRAIN_Y, List.of(set.trainY()));
    set.testX().ifPresent(p -> byRole.put(FileRole.TEST_X, List.of(p)));
    set.testY().ifPresent(p -> byRole.put(FileRole.TEST_Y, List.of(p)));
    set.trainMetadata().ifPresent(p -> byRole.put(FileRole.TRAIN_M, List.of(p)));
    set.testMetadata().ifPresent(p -> byRole.put(FileRole.TEST_M, List.of(p)));
    return load(name, place, DatasetFiles.of(place, byRole));
  }

  private SpectroDataset load(String name, Path folder, DatasetFiles files) {
    List<Path> trainX = files.all(FileRole.TRAIN_X);
    List<Path> testX = files.all(FileRole.TEST_X);
    if (trainX.isEmpty()) {
      throw new DatasetException(
          folder,
          0,
          "no train X file: expected a file named like "
              + FileRole.TRAIN_X.examples()
              + " (extensions .csv, .csv.gz, .gz)");
    }
    if (!testX.isEmpty() && testX.size() != trainX.size()) {
      throw new DatasetException(
          folder,
          0,
          trainX.size()
              + " train X files but "
              + testX.size()
              + " test X files: every source needs both");
    }
    List<Matrix> train = readSources(trainX);
    List<Matrix> test = readSources(testX);
    checkWidths(trainX, train, testX, test);
    for (int s = 0; s < train.size(); s++) {
      DatasetSanity.requireVaryingSpectra(trainX.get(s), train.get(s).data());
    }
    int nTrain = train.get(0).data().rows();
    int nTest = test.isEmpty() ? 0 : test.get(0).data().rows();
    Table yTrain = readY(files, FileRole.TRAIN_Y, trainX.get(0), nTrain).orElseThrow();
    Optional<Table> yTest =
        readY(files, FileRole.TEST_Y, testX.isEmpty() ? null : testX.get(0), nTest);
    Targets targets = targets(yTrain, yTest, files);
    MetadataTable metadata = metadata(files, trainX, testX, nTrain, nTest);
    List<FeatureSource> sources = new ArrayList<>();
    for (int s = 0; s < train.size(); s++) {
      List<Block> parts =
          test.isEmpty()
              ? List.of(train.get(s).data())
              : List.of(train.get(s).data(), test.get(s).data());
      // One part is used as it is (blocks are immutable): stacking would copy the whole matrix.
      Block x = parts.size() == 1 ? parts.get(0) : Block.concatRows(parts);
      sources.add(FeatureSource.of(x, train.get(s).headers()));
    }
    return SpectroDataset.of(
        name, precision, sources, SampleIndex.of(nTrain, nTest), targets, metadata);
  }

  private List<Matrix> readSources(List<Path> xFiles) {
    List<Matrix> out = new ArrayList<>();
    for (Path f : xFiles) {
      Matrix m = reader.read(f);
      if (!out.isEmpty() && m.data().rows() != out.get(0).data().rows()) {
        throw new DatasetException(
            f,
            0,
            "has "
                + m.data().rows()
                + " spectra but "
                + xFiles.get(0).getFileName()
                + " has "
                + out.get(0).data().rows()
                + ": all sources of a partition must have the same samples");
      }
      out.add(m);
    }
    return out;
  }

  private static void checkWidths(
      List<Path> trainX, List<Matrix> train, List<Path> testX, List<Matrix> test) {
    for (int s = 0; s < test.size(); s++) {
      int a = train.get(s).data().cols();
      int b = test.get(s).data().cols();
      if (a != b) {
        throw new DatasetException(
            testX.get(s),
            0,
            "has "
                + b
                + " columns but "
                + trainX.get(s).getFileName()
                + " has "
                + a
                + ": train and test spectra of a source"
                + " must have the same wavelengths");
      }
    }
  }

  private Optional<Table> readY(DatasetFiles files, FileRole role, Path xFile, int rows) {
    Optional<Path> yFile = files.single(role);
    if (xFile == null) {
      yFile.ifPresent(
          y -> {
            throw new DatasetException(
                y,
                0,
                "has no matching X file: add " + FileRole.TEST_X.examples() + " or remove it");
          });
      return Optional.empty();
    }
    Path y =
        yFile.orElseThrow(
            () ->
                new DatasetException(
                    files.folder(),
                    0,
                    "missing "
                        + role.label()
                        + " file for "
                        + xFile.getFileName()
                        + ": add "
                        + role.examples()
                        + " with one target row per spectrum"));
    return Optional.of(CsvTableReader.read(y, rows, xFile, Kind.TARGETS, precision));
  }

  private Targets targets(Table train, Optional<Table> test, DatasetFiles files) {
    int columns = train.columns();
    if (test.isPresent() && test.get().columns() != columns) {
      throw new DatasetException(
          files.single(FileRole.TEST_Y).orElseThrow(),
          0,
          "has " + test.get().columns() + " target columns but the train Y file has " + columns);
    }
    List<String> names =
        train
            .header()
            .orElseGet(
                () ->
                    columns == 1
                        ? List.of("y")
                        : IntStream.rangeClosed(1, columns).mapToObj(i -> "y" + i).toList());
    test.ifPresent(t -> refuseMixedKinds(train, t, names, files));
    DatasetSanity.requireVaryingTargets(files.single(FileRole.TRAIN_Y).orElseThrow(), train, names);
    String[][] testRows = test.map(t -> t.rows().toArray(String[][]::new)).orElse(new String[0][]);
    return Targets.fromCells(names, train.rows().toArray(String[][]::new), testRows, precision);
  }

  /**
   * Text labels in train and numbers in test (or the reverse) cannot be one task: encoding both
   * would silently score numbers against class codes.
   */
  private static void refuseMixedKinds(
      Table train, Table test, List<String> names, DatasetFiles files) {
    for (int c = 0; c < names.size(); c++) {
      String trainText = firstText(train, c);
      String testText = firstText(test, c);
      if ((trainText == null) != (testText == null) && !test.rows().isEmpty()) {
        Path testFile = files.single(FileRole.TEST_Y).orElseThrow();
        Path trainFile = files.single(FileRole.TRAIN_Y).orElseThrow();
        throw new DatasetException(
            trainText != null ? trainFile : testFile,
            0,
            "target '"
                + names.get(c)
                + "' holds text labels (e.g. '"
                + (trainText != null ? trainText : testText)
                + "') in "
                + (trainText != null ? trainFile : testFile).getFileName()
                + " but only numbers in "
                + (trainText != null ? testFile : trainFile).getFileName()
                + "; a task is either classification or regression, so write the labels the same way in both");
      }
    }
  }

  private static String firstText(Table table, int column) {
    for (String[] row : table.rows()) {
      if (column < row.length && !NumberCells.isNumber(row[column])) {
        return row[column];
      }
    }
    return null;
  }

  private static MetadataTable metadata(
      DatasetFiles files, List<Path> trainX, List<Path> testX, int nTrain, int nTest) {
    Optional<Path> mTrain = files.single(FileRole.TRAIN_M);
    Optional<Path> mTest = files.single(FileRole.TEST_M);
    if (mTrain.isEmpty() && mTest.isEmpty()) {
      return MetadataTable.empty();
    }
    Optional<Table> a =
        mTrain.map(m -> CsvTableReader.read(m, nTrain, trainX.get(0), Kind.METADATA));
    Optional<Table> b =
        testX.isEmpty()
            ? Optional.empty()
            : mTest.map(m -> CsvTableReader.read(m, nTest, testX.get(0), Kind.METADATA));
    return MetadataMerge.merge(
        a, b, nTrain, nTest, mTrain.isPresent() ? mTrain.get() : mTest.get());
  }
}
