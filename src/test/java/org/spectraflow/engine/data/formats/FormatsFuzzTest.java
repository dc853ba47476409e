package org.spectraflow.engine.data.formats;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.file.Path;
import org.spectraflow.engine.data.formats.archive.ZipFormat;
import org.spectraflow.engine.data.formats.array.MatFormat;
import org.spectraflow.engine.data.formats.array.NpyFormat;
import org.spectraflow.engine.data.formats.array.NpzFormat;
import org.spectraflow.engine.data.formats.jcamp.JcampFormat;
import org.spectraflow.engine.data.formats.opus.OpusFormat;
import org.spectraflow.engine.data.formats.sheet.XlsxFormat;
import org.spectraflow.engine.data.formats.spc.SpcFormat;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Coverage-guided fuzz targets (Jazzer) for the binary and text format readers: any input must
 * either read or end in the reader's own {@link DatasetException}; any other exception, an error or
 * a hang is a finding. In a normal test run each target replays its seed corpus under {@code
 * src/test/resources/org/spectraflow/engine/data/formats/FormatsFuzzTestInputs/<target>/} (small
 * synthetic files written by {@link SyntheticFiles}) as a regression test; {@code JAZZER_FUZZ=1}
 * fuzzes (docs/formats.md, "Fuzzing").
 */
class FormatsFuzzTest {

  private static final Path NAME = Path.of("fuzzed");

  private static void parse(SpectraFormat format, byte[] data) {
    try {
      format.parse(NAME, data);
    } catch (DatasetException expected) {
      // the reader's own, one-line refusal: what damaged input must end in
    }
  }

  @FuzzTest(maxDuration = "30s")
  void jcamp(byte[] data) {
    parse(new JcampFormat(), data);
  }

  @FuzzTest(maxDuration = "30s")
  void spc(byte[] data) {
    parse(new SpcFormat(), data);
  }

  @FuzzTest(maxDuration = "30s")
  void opus(byte[] data) {
    parse(new OpusFormat(), data);
  }

  @FuzzTest(maxDuration = "30s")
  void npy(byte[] data) {
    parse(new NpyFormat(), data);
  }

  @FuzzTest(maxDuration = "30s")
  void npz(byte[] data) {
    parse(new NpzFormat(), data);
  }

  @FuzzTest(maxDuration = "30s")
  void mat(byte[] data) {
    parse(new MatFormat(), data);
  }

  @FuzzTest(maxDuration = "30s")
  void xlsx(byte[] data) {
    parse(new XlsxFormat(), data);
  }

  @FuzzTest(maxDuration = "30s")
  void zip(byte[] data) {
    parse(new ZipFormat(), data);
  }
}
