package org.spectraflow.engine.data.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.HeaderUnit;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.DatasetReaders;
import us.hebi.matlab.mat.format.Mat5;
import us.hebi.matlab.mat.types.MatFile;
import us.hebi.matlab.mat.types.Matrix;

/**
 * Each reader on small files written by {@link SyntheticFiles} from known values (no external
 * corpus): the reader the registry picks, the spectra count and points, x in the file's order and y
 * after the format's scaling, exactly or to the stored precision.
 */
class SyntheticFormatsTest {

  @TempDir Path dir;

  private SpectraFile read(String name, byte[] bytes) throws IOException {
    Path file = dir.resolve(name);
    Files.write(file, bytes);
    return ReferenceFilesTest.read(file);
  }

  @Test
  void jcampAffnKeepsDecreasingXAndAppliesYFactor() throws IOException {
    SpectraFile f = read("affn.jdx", SyntheticFiles.jcampAffn(37));
    assertThat(f.format()).isEqualTo("JCAMP-DX");
    assertThat(f.spectra()).hasSize(1);
    Spectrum s = f.first();
    assertThat(s.x()).containsExactly(SyntheticFiles.axis(37, 4000, 400), within(1e-9));
    long[] c = SyntheticFiles.counts(0, 37);
    for (int i = 0; i < 37; i++) {
      assertThat(s.y(i)).isCloseTo(c[i] * 0.001, within(1e-12));
    }
    assertThat(f.xUnits()).isEqualTo("1/CM");
    assertThat(f.metadata()).containsEntry("JCAMPDX", "4.24");
  }

  @Test
  void jcampDifDupDropsYCheckValues() throws IOException {
    SpectraFile f = read("difdup.jdx", SyntheticFiles.jcampDifDup(53, 1));
    long[] c = SyntheticFiles.counts(0, 53);
    assertThat(f.first().points()).isEqualTo(53);
    for (int i = 0; i < 53; i++) {
      assertThat(f.first().y(i)).isCloseTo(c[i] * 0.0001, within(1e-12));
    }
  }

  @Test
  void jcampLinkFileGivesOneSpectrumPerBlockAndRefusesTheMixedAxesAsADataset() throws IOException {
    SpectraFile f = read("link.jdx", SyntheticFiles.jcampDifDup(41, 3));
    assertThat(f.spectra()).extracting(Spectrum::points).containsExactly(41, 48, 55);
    assertThat(f.spectra())
        .extracting(Spectrum::title)
        .containsExactly("block 1", "block 2", "block 3");
    long[] c = SyntheticFiles.counts(2, 55);
    assertThat(f.spectra().get(2).y(54)).isCloseTo(c[54] * 0.0001, within(1e-12));
    Path file = dir.resolve("link.jdx");
    var readers = DatasetReaders.standard();
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> readers.read(readers.select(file), file, Map.of(), Precision.FLOAT64))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("different x axes")
        .hasMessageContaining("41 points 1100..2498");
  }

  @Test
  void jcampPeakTableKeepsPairsInFileOrder() throws IOException {
    Spectrum s = read("peaks.jdx", SyntheticFiles.jcampPeaks()).first();
    assertThat(s.x()).containsExactly(12, 14, 15, 28);
    assertThat(s.y()).containsExactly(50, 10, 2, 1);
  }

  @Test
  void spcSingleEvenInt32ScaledByTheExponent() throws IOException {
    SpectraFile f = read("single.spc", SyntheticFiles.spcSingle(40));
    long[] c = SyntheticFiles.counts(0, 40);
    assertThat(f.first().x(0)).isEqualTo(4000);
    assertThat(f.first().x(39)).isEqualTo(400);
    for (int i = 0; i < 40; i++) {
      assertThat(f.first().y(i)).isEqualTo(c[i] * 1000 * Math.scalb(1.0, 20 - 32));
    }
    assertThat(f.xUnits()).isEqualTo("Wavenumber (cm-1)");
  }

  @Test
  void spcMultiWithSharedXArrayAndFloatSubfiles() throws IOException {
    SpectraFile f = read("multi.spc", SyntheticFiles.spcMultiFloat(30, 4));
    assertThat(f.spectra()).hasSize(4);
    assertThat(f.first().x(1)).isEqualTo((float) (1100 + 2 + 0.25));
    assertThat(f.spectra().get(3).y(7)).isEqualTo((float) SyntheticFiles.y(3, 7));
    assertThat(f.spectra().get(3).metadata()).containsEntry("subexp", "-128");
    assertThat(f.xUnits()).isEqualTo("Nanometers (nm)");
  }

  @Test
  void spcXyxyGivesEachSubfileItsOwnAxis() throws IOException {
    SpectraFile f = read("xyxy.spc", SyntheticFiles.spcXyxy(5));
    assertThat(f.spectra()).extracting(Spectrum::points).containsExactly(3, 4, 5, 6, 7);
    Spectrum last = f.spectra().get(4);
    assertThat(last.x(0)).isEqualTo(14f);
    assertThat(last.y(6)).isEqualTo(400 - 42);
  }

  @Test
  void spcOldFormatReadsHighWordFirstIntegersWithEachSubfilesExponent() throws IOException {
    SpectraFile f = read("old.spc", SyntheticFiles.spcOld(25, 3));
    assertThat(f.spectra()).hasSize(3);
    long[] c = SyntheticFiles.counts(2, 25);
    assertThat(f.spectra().get(2).y(12)).isEqualTo(c[12] * Math.scalb(1.0, 10 - 32));
    assertThat(f.first().x(24)).isCloseTo(4000, within(1e-3));
  }

  @Test
  void opusPrefersThePlainAbsorbanceBlockAndScalesByCsf() throws IOException {
    SpectraFile f = read("sample.0", SyntheticFiles.opus(64));
    assertThat(f.spectra()).hasSize(1);
    Spectrum s = f.first();
    assertThat(s.x(0)).isEqualTo(12000);
    assertThat(s.x(63)).isEqualTo(4000);
    assertThat(s.y(5)).isEqualTo((float) SyntheticFiles.y(0, 5) * 2.0);
    assertThat(f.metadata()).containsEntry("primary_block", "AB (0x100f)");
    assertThat(f.metadata()).containsEntry("SNM", "synthetic sample");
  }

  @Test
  void npyCOrderAndFortranOrder() throws IOException {
    SpectraFile c = read("c.npy", SyntheticFiles.npy(SyntheticFiles.matrix(6, 11), false, false));
    assertThat(c.spectra()).hasSize(6);
    assertThat(c.spectra().get(4).y(9)).isEqualTo(SyntheticFiles.y(4, 9));
    assertThat(c.first().x(10)).isEqualTo(10);
    SpectraFile f = read("f.npy", SyntheticFiles.npy(SyntheticFiles.matrix(5, 9), true, true));
    assertThat(f.spectra()).hasSize(5);
    assertThat(f.spectra().get(3).y(8)).isEqualTo((float) SyntheticFiles.y(3, 8));
  }

  @Test
  void npzFindsSpectraAxisAndTargetsByName() throws IOException {
    SpectraFile f = read("arrays.npz", SyntheticFiles.npz(7, 13));
    assertThat(f.spectra()).hasSize(7);
    assertThat(f.first().x()).containsExactly(SyntheticFiles.axis(13, 1000, 2500), within(1e-12));
    assertThat(f.xUnits()).isEqualTo("nm");
    assertThat(f.spectra().get(6).metadata()).containsEntry("y", "3.0");
  }

  @Test
  void xlsxHeaderRowOfWavelengthsAndSampleIds() throws IOException {
    SpectraFile f = read("sheet.xlsx", SyntheticFiles.xlsx(4, 12));
    assertThat(f.spectra()).hasSize(4);
    assertThat(f.spectra()).extracting(Spectrum::title).containsExactly("S1", "S2", "S3", "S4");
    assertThat(f.first().x()).containsExactly(SyntheticFiles.axis(12, 900, 1700), within(1e-9));
    assertThat(f.spectra().get(3).y(11)).isCloseTo(SyntheticFiles.y(3, 11), within(1e-12));
    assertThat(f.xUnits()).isEqualTo("wavelength (nm)");
  }

  @Test
  void matLevel5FindsSpectraAndWavelengths() throws IOException {
    Matrix x = Mat5.newMatrix(3, 8);
    Matrix wl = Mat5.newMatrix(1, 8);
    for (int c = 0; c < 8; c++) {
      wl.setDouble(0, c, 1000 + 100 * c);
      for (int r = 0; r < 3; r++) {
        x.setDouble(r, c, SyntheticFiles.y(r, c));
      }
    }
    MatFile mat = Mat5.newMatFile().addArray("X", x).addArray("wavelengths", wl);
    Path written = dir.resolve("written.mat");
    Mat5.writeToFile(mat, written.toFile());
    byte[] bytes = Files.readAllBytes(written);
    SpectraFile f = read("m.mat", bytes);
    assertThat(f.spectra()).hasSize(3);
    assertThat(f.first().x(7)).isEqualTo(1700);
    assertThat(f.spectra().get(2).y(5)).isEqualTo(SyntheticFiles.y(2, 5));
  }

  @Test
  void aDatasetCarriesTheAxisAsItsHeaders() throws IOException {
    Path file = dir.resolve("multi.spc");
    Files.write(file, SyntheticFiles.spcMultiFloat(30, 4));
    SpectroDataset ds =
        DatasetReaders.standard()
            .read(DatasetReaders.standard().select(file), file, Map.of(), Precision.FLOAT64);
    FeatureSource source = ds.source(0);
    assertThat(source.numSamples()).isEqualTo(4);
    assertThat(source.headers()).isInstanceOf(Headers.Axis.class);
    assertThat(source.headers().unit()).isEqualTo(HeaderUnit.NM);
    assertThat(((Headers.Axis) source.headers()).value(1)).isEqualTo((float) 1102.25);
    assertThat(ds.metadata().names()).contains("z", "subexp");
  }

  @Test
  void zipOfSpectraFilesGivesTheirSpectraTitledByEntry() throws IOException {
    SpectraFile f =
        read(
            "spectra.zip",
            SyntheticFiles.zip(
                Map.of(
                    "a.jdx",
                    SyntheticFiles.jcampAffn(20),
                    "dir/b.spc",
                    SyntheticFiles.spcSingle(20))));
    assertThat(f.spectra()).hasSize(2);
    assertThat(f.spectra())
        .extracting(Spectrum::title)
        .containsExactly("a.jdx: affn test", "dir/b.spc: synthetic");
    assertThat(f.spectra().get(1).metadata()).containsEntry("entry", "dir/b.spc");
  }

  @Test
  void zipOfANirs4allFolderReadsAsThatDataset() throws IOException {
    byte[] zip =
        SyntheticFiles.zip(
            Map.of(
                "ds/Xcal.csv",
                    "1000;1100;1200\n0.1;0.2;0.3\n0.2;0.25;0.5\n0.3;0.1;0.2\n".getBytes(),
                "ds/Ycal.csv", "1.5\n2.5\n3.0\n".getBytes()));
    Path file = dir.resolve("ds.zip");
    Files.write(file, zip);
    SpectroDataset ds =
        DatasetReaders.standard()
            .read(DatasetReaders.standard().select(file), file, Map.of(), Precision.FLOAT64);
    assertThat(ds.source(0).numSamples()).isEqualTo(3);
    assertThat(((Headers.Axis) ds.source(0).headers()).value(2)).isEqualTo(1200);
    assertThat(ds.targets().columns()).isEqualTo(1);
  }

  @Test
  void jcampLabelsAfterTheDataTableAreKept() throws IOException {
    String text =
        new String(SyntheticFiles.jcampPeaks(), java.nio.charset.StandardCharsets.ISO_8859_1)
            .replace("##END=", "##PEAK ASSIGNMENTS= none\n##END=");
    SpectraFile f = read("after.jdx", text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    assertThat(f.first().x()).containsExactly(12, 14, 15, 28);
    assertThat(f.first().metadata()).containsEntry("PEAKASSIGNMENTS", "none");
  }

  @Test
  void matV73Hdf5ArraysAreTransposedBackFromColumnMajor() throws IOException {
    // MATLAB stores X (3 x 8) column-major: HDF5 sees an 8 x 3 dataset, the axis (1 x 8) as 8 x 1.
    double[][] stored = new double[8][3];
    double[][] wl = new double[8][1];
    for (int c = 0; c < 8; c++) {
      wl[c][0] = 1000 + 100 * c;
      for (int r = 0; r < 3; r++) {
        stored[c][r] = SyntheticFiles.y(r, c);
      }
    }
    Path written = dir.resolve("v73.mat");
    try (io.jhdf.WritableHdfFile hdf = io.jhdf.HdfFile.write(written)) {
      hdf.putDataset("X", stored);
      hdf.putDataset("wavelengths", wl);
    }
    SpectraFile f = read("m73.mat", Files.readAllBytes(written));
    assertThat(f.metadata()).containsEntry("container", "MATLAB v7.3 (HDF5)");
    assertThat(f.spectra()).hasSize(3);
    assertThat(f.first().x()).containsExactly(1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700);
    assertThat(f.spectra().get(2).y(5)).isEqualTo(SyntheticFiles.y(2, 5));
  }

  @Test
  void xlsxFirstColumnOfUnevenWavelengthsGivesOneSpectrumPerColumn() throws IOException {
    double[] wl = {1001.5, 1003.0, 1007.25, 1020.0};
    java.util.List<java.util.List<Object>> grid = new java.util.ArrayList<>();
    grid.add(java.util.List.of("wavelength (nm)", "A1", "B7"));
    for (int i = 0; i < wl.length; i++) {
      grid.add(java.util.List.of(wl[i], SyntheticFiles.y(0, i), SyntheticFiles.y(1, i)));
    }
    SpectraFile f = read("columns.xlsx", SyntheticFiles.xlsx(grid));
    assertThat(f.spectra()).extracting(Spectrum::title).containsExactly("A1", "B7");
    assertThat(f.first().x()).containsExactly(wl);
    assertThat(f.spectra().get(1).y(3)).isCloseTo(SyntheticFiles.y(1, 3), within(1e-12));
  }

  @Test
  void xlsxTextInTheDataIsRefusedNamingTheCell() throws IOException {
    java.util.List<java.util.List<Object>> grid = new java.util.ArrayList<>();
    grid.add(java.util.List.of("id", 1000.0, 1100.0, 1200.0));
    grid.add(java.util.List.of("s1", 0.1, 0.2, 0.3));
    grid.add(java.util.List.of("s2", 0.1, "n/a", 0.3));
    Path file = dir.resolve("bad.xlsx");
    Files.write(file, SyntheticFiles.xlsx(grid));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> ReferenceFilesTest.read(file))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("cell C3")
        .hasMessageContaining("'n/a'");
  }
}
