package org.spectraflow.engine.data.builder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.formats.SyntheticFiles;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.DatasetReaders;

/**
 * The dataset builder on synthetic SPC, JCAMP-DX and CSV spectra files with a reference table that
 * has one id without a file and a folder with one file without an id: the plan, each split kind,
 * the folder read back by the nirs4all folder reader, mixed axes refused, outputs that are inputs
 * refused, and a non-empty output folder kept unless forced.
 */
class DatasetBuilderTest {

  static final int N = 40;

  @TempDir Path dir;

  /** s01.spc, s02.jdx, s03..s10.csv, extra.csv (no id); reference: s01..s10 and s99 (no file). */
  List<Path> inputs() throws Exception {
    List<Path> files = new ArrayList<>();
    files.add(Files.write(dir.resolve("s01.spc"), SyntheticFiles.spcSingle(N)));
    files.add(Files.write(dir.resolve("S02.jdx"), SyntheticFiles.jcampAffn(N)));
    double[] x = SyntheticFiles.axis(N, 4000, 400);
    for (int s = 3; s <= 10; s++) {
      files.add(csv(String.format("s%02d.csv", s), x, s));
    }
    files.add(csv("extra.csv", x, 11));
    return files;
  }

  Path csv(String name, double[] x, int s) throws Exception {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < x.length; i++) {
      b.append(i == 0 ? "" : ";").append(x[i]);
    }
    b.append('\n');
    for (int i = 0; i < x.length; i++) {
      b.append(i == 0 ? "" : ";").append(SyntheticFiles.y(s, i) * (1 + 0.3 * s));
    }
    b.append('\n');
    return Files.writeString(dir.resolve(name), b.toString());
  }

  Path reference(String extraRow) throws Exception {
    StringBuilder b = new StringBuilder("sample;protein;site;set\n");
    for (int s = 1; s <= 10; s++) {
      b.append(
          String.format(
              "s%02d;%d.5;site %d;%s%n", s, 10 + s * s % 7, s % 3, s > 7 ? "test" : "train"));
    }
    b.append("s99;3.0;site 0;train\n").append(extraRow);
    return Files.writeString(dir.resolve("reference.csv"), b.toString());
  }

  BuildRequest request(List<Path> files, Path ref, SplitChoice split) {
    return new BuildRequest(
        files, ref, "sample", List.of("protein"), List.of("site"), split, false);
  }

  @Test
  void thePlanListsMatchedPairsUnmatchedFilesUnmatchedIdsAndDuplicates() throws Exception {
    BuildPlan plan =
        DatasetPlanner.standard()
            .plan(
                request(
                    inputs(), reference("S03;1;x;train\n"), new SplitChoice.KennardStone(0.25)));
    assertThat(plan.matched())
        .extracting(Match::id)
        .containsExactly("s01", "s02", "s03", "s04", "s05", "s06", "s07", "s08", "s09", "s10");
    assertThat(plan.matched().get(1).source()).isEqualTo("S02.jdx");
    assertThat(plan.unmatchedFiles()).containsExactly("extra.csv");
    assertThat(plan.unmatchedIds()).containsExactly("s99");
    assertThat(plan.duplicateIds()).containsExactly("S03");
    assertThat(plan.axis()).hasSize(N).startsWith(4000.0).endsWith(400.0);
    assertThat(plan.describe(10))
        .contains("matched: 10 spectra")
        .contains("unmatched files: 1 (extra.csv)")
        .contains("unmatched ids: 1 (s99)");
  }

  @Test
  void everySplitKindWritesAFolderTheNirs4allReaderReadsBack() throws Exception {
    List<Path> files = inputs();
    Path ref = reference("");
    for (SplitChoice split :
        List.of(
            new SplitChoice.KennardStone(0.25),
            new SplitChoice.Spxy(0.25),
            new SplitChoice.Random(0.25, 7),
            new SplitChoice.Column("set"))) {
      Path out = dir.resolve("out-" + split.getClass().getSimpleName());
      BuildPlan plan = DatasetPlanner.standard().plan(request(files, ref, split));
      DatasetSplit parts = DatasetFolderWriter.write(plan, out, false);
      assertThat(parts.train()).hasSize(7);
      assertThat(parts.test()).hasSize(3);
      try (var list = Files.list(out)) {
        assertThat(list.map(p -> p.getFileName().toString()))
            .containsExactlyInAnyOrderElementsOf(DatasetFolderWriter.FILES);
      }
      assertThat(Files.readAllLines(out.resolve("Xcal.csv")).get(0)).startsWith("4000;");
      SpectroDataset ds = read(out);
      assertThat(ds.trainIds()).hasSize(7);
      assertThat(ds.testIds()).hasSize(3);
      assertThat(ds.source(0).headers()).isInstanceOf(Headers.Axis.class);
      double[][] y = ds.y(ds.testIds());
      double[][] expected = new double[3][];
      for (int i = 0; i < 3; i++) {
        String id = plan.matched().get(parts.test()[i]).id();
        int s = Integer.parseInt(id.substring(1));
        expected[i] = new double[] {10 + s * s % 7 + 0.5};
      }
      assertThat(y).as(split.toString()).isDeepEqualTo(expected);
      MetadataTable meta = ds.metadata();
      assertThat(meta.names()).containsExactly("sample", "site");
      if (split instanceof SplitChoice.Column) {
        assertThat(Files.readAllLines(out.resolve("Mval.csv")))
            .containsExactly("sample;site", "s08;site 2", "s09;site 0", "s10;site 1");
      }
    }
  }

  @Test
  void theRandomSplitDependsOnlyOnItsSeed() throws Exception {
    List<Path> files = inputs();
    Path ref = reference("");
    int[][] tests = new int[3][];
    long[] seeds = {3, 3, 4};
    for (int i = 0; i < 3; i++) {
      BuildPlan plan =
          DatasetPlanner.standard()
              .plan(request(files, ref, new SplitChoice.Random(0.3, seeds[i])));
      tests[i] = DatasetSplit.of(plan, DatasetFolderWriter.rows(plan)).test();
    }
    assertThat(tests[0]).isEqualTo(tests[1]).hasSize(3);
    assertThat(Arrays.equals(tests[0], tests[2])).isFalse();
  }

  @Test
  void spectraOnAnotherAxisAreRefusedNamingBothAxesUnlessResampled() throws Exception {
    List<Path> files = inputs();
    files.add(csv("s99.csv", SyntheticFiles.axis(N, 3900, 500), 4));
    Path ref = reference("");
    BuildRequest req = request(files, ref, new SplitChoice.KennardStone(0.25));
    assertThatThrownBy(() -> DatasetPlanner.standard().plan(req))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("different x axes")
        .hasMessageContaining("s01.spc has 40 points 4000..400")
        .hasMessageContaining("s99.csv has 40 points 3900..500")
        .hasMessageContaining("--resample");
    BuildRequest resampled =
        new BuildRequest(files, ref, "sample", List.of("protein"), List.of(), req.split(), true);
    BuildPlan plan = DatasetPlanner.standard().plan(resampled);
    assertThatThrownBy(() -> DatasetFolderWriter.write(plan, dir.resolve("o"), false))
        .hasMessageContaining("does not cover 4000");
  }

  @Test
  void anOutputThatIsOrHoldsAnInputIsRefusedAndNothingIsWritten() throws Exception {
    List<Path> files = inputs();
    Path ref = reference("");
    BuildRequest req = request(files, ref, new SplitChoice.KennardStone(0.25));
    assertThatThrownBy(() -> DatasetFolderWriter.check(req, dir, true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("--out: ")
        .hasMessageContaining("holds the input");
    assertThatThrownBy(() -> DatasetFolderWriter.check(req, files.get(0), true))
        .hasMessageStartingWith("--out: ");
    assertThat(files.get(0)).exists();
  }

  @Test
  void aNonEmptyOutputFolderIsKeptUnlessForcedAndThenReplacedWhole() throws Exception {
    List<Path> files = inputs();
    Path ref = reference("");
    Path out = Files.createDirectories(dir.resolve("existing"));
    Files.writeString(out.resolve("notes.txt"), "keep me");
    BuildPlan plan =
        DatasetPlanner.standard().plan(request(files, ref, new SplitChoice.KennardStone(0.25)));
    assertThatThrownBy(() -> DatasetFolderWriter.write(plan, out, false))
        .hasMessageContaining("not empty")
        .hasMessageContaining("--force");
    assertThat(out.resolve("notes.txt")).exists();
    DatasetFolderWriter.write(plan, out, true);
    assertThat(out.resolve("notes.txt")).doesNotExist();
    assertThat(out.resolve("Xcal.csv")).exists();
    try (var siblings = Files.list(dir)) {
      assertThat(siblings.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
    }
  }

  @Test
  void missingColumnsAndBadSplitCellsAreNamed() throws Exception {
    List<Path> files = inputs();
    Path ref = reference("");
    BuildRequest noTarget =
        new BuildRequest(
            files, ref, "sample", List.of("fat"), List.of(), new SplitChoice.Random(0.2, 1), false);
    assertThatThrownBy(() -> DatasetPlanner.standard().plan(noTarget))
        .hasMessageContaining("--target")
        .hasMessageContaining("no column 'fat'")
        .hasMessageContaining("[sample, protein, site, set]");
    BuildPlan plan =
        DatasetPlanner.standard().plan(request(files, ref, new SplitChoice.Column("site")));
    assertThatThrownBy(() -> DatasetFolderWriter.write(plan, dir.resolve("o"), false))
        .hasMessageContaining("holds 'site 1' for sample s01");
    assertThatThrownBy(() -> SplitChoice.parse("duplex", 0.25, 0))
        .hasMessageContaining("kennard-stone, spxy, random or column:NAME");
  }

  @Test
  void aMatchedSampleWithoutATargetValueAndABadFractionAreRefused() throws Exception {
    List<Path> files = inputs();
    Path ref =
        Files.writeString(
            dir.resolve("gaps.csv"), "sample,protein\ns01,1.5\ns02,\ns03,2\ns04,3\ns05,4\n");
    BuildRequest req =
        new BuildRequest(
            files,
            ref,
            "sample",
            List.of("protein"),
            List.of(),
            new SplitChoice.Random(0.4, 2),
            false);
    BuildPlan plan = DatasetPlanner.standard().plan(req);
    assertThat(plan.matched()).hasSize(5);
    Path out = dir.resolve("gaps");
    assertThatThrownBy(() -> DatasetFolderWriter.write(plan, out, false))
        .hasMessageContaining("sample s02 has no value in column 'protein'");
    assertThat(out).doesNotExist();
    assertThatThrownBy(() -> SplitChoice.parse("random", 1.5, 0))
        .hasMessageContaining("--test-fraction");
  }

  @Test
  void anXlsxReferenceTableIsReadLikeACsvOne() throws Exception {
    List<Path> files = inputs();
    List<List<Object>> grid = new ArrayList<>();
    grid.add(List.of("sample", "protein"));
    for (int s = 1; s <= 10; s++) {
      grid.add(List.of(String.format("s%02d", s), (double) s));
    }
    Path ref = Files.write(dir.resolve("ref.xlsx"), SyntheticFiles.xlsx(grid));
    BuildRequest req =
        new BuildRequest(
            files,
            ref,
            "sample",
            List.of("protein"),
            List.of(),
            new SplitChoice.KennardStone(0.2),
            false);
    BuildPlan plan = DatasetPlanner.standard().plan(req);
    assertThat(plan.matched()).hasSize(10);
    assertThat(plan.unmatchedIds()).isEmpty();
  }

  @Test
  void theTwentySpectraOfASharedSpcFileMatchIdsNamedAfterTheFile() throws Exception {
    Path nir = Path.of("../shared/data/formats/spc/nir.spc");
    if (!Files.exists(nir)) {
      nir = Path.of("/", "work", "shared", "data", "formats", "spc", "nir.spc");
    }
    assumeTrue(Files.exists(nir), "the shared SPC file is not here");
    Path copy = Files.copy(nir, dir.resolve("nir.spc"));
    StringBuilder b = new StringBuilder("id,moisture\n");
    for (int k = 1; k <= 20; k++) {
      b.append("NIR_").append(k).append(',').append(k * 0.7).append('\n');
    }
    Path ref = Files.writeString(dir.resolve("ref.csv"), b.toString());
    BuildRequest req =
        new BuildRequest(
            List.of(copy),
            ref,
            "id",
            List.of("moisture"),
            List.of(),
            new SplitChoice.Spxy(0.25),
            false);
    BuildPlan plan = DatasetPlanner.standard().plan(req);
    assertThat(plan.matched()).hasSize(20);
    assertThat(plan.axis()).hasSize(700).startsWith(1100.0).endsWith(2498.0);
    Path out = dir.resolve("nir");
    DatasetFolderWriter.write(plan, out, false);
    SpectroDataset ds = read(out);
    assertThat(ds.trainIds()).hasSize(15);
    assertThat(ds.testIds()).hasSize(5);
  }

  static SpectroDataset read(Path folder) {
    DatasetReaders readers = DatasetReaders.standard();
    return readers.read(readers.select(folder), folder, Map.of(), Precision.FLOAT64);
  }
}
