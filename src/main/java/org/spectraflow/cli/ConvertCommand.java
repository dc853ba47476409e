package org.spectraflow.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.spectraflow.engine.data.formats.SpectraCsv;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.files.OutputGuard;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code convert FILE... --out OUT.csv [--resample]}: reads spectra files of any supported format
 * and writes their spectra as one nirs4all X file ({@code ;}, a header line of the x values in the
 * first file's own order, one row per spectrum). Spectra on another axis are refused naming both
 * axes unless {@code --resample} interpolates them onto the first axis. The output is guarded (an
 * input is never overwritten) and written atomically (docs/formats.md).
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description =
        "Convert spectra files (JCAMP-DX, SPC, OPUS, xlsx, mat, npy, npz) to a nirs4all X CSV.")
public final class ConvertCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "The spectra files to convert.")
  List<Path> files;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "OUT.csv",
      description = "The nirs4all X file to write (';', header line of x values).")
  Path out;

  @Option(
      names = "--resample",
      description =
          "Interpolate spectra on another x axis linearly onto the first spectrum's axis"
              + " (default: refuse them).")
  boolean resample;

  @Option(names = "--reader", paramLabel = "<id>", description = DataReading.READER_HELP)
  String reader;

  @Override
  public Integer call() {
    OutputGuard guard = OutputGuard.of();
    for (Path f : files) {
      guard = guard.withFile(f, "the input file " + f);
    }
    Path target = guard.requireFile(out, "--out");
    DatasetReaders readers = DatasetReaders.standard();
    List<SpectraCsv.Source> sources = new ArrayList<>();
    for (Path f : files) {
      DatasetReader r = reader == null ? readers.select(f) : readers.require(reader);
      if (!(r instanceof SpectraFormat format)) {
        throw new DatasetException(
            f,
            0,
            "is read by '"
                + r.id()
                + "', which is not a spectra file format; convert"
                + " takes JCAMP-DX, SPC, OPUS, xlsx, mat, npy and npz files");
      }
      sources.add(new SpectraCsv.Source(f.toString(), format.parse(f)));
    }
    double[][] axis = new double[1][];
    double[][] rows = SpectraCsv.rows(sources, resample, axis);
    AtomicFiles.write(target, stream -> SpectraCsv.write(stream, axis[0], rows));
    spec.commandLine()
        .getErr()
        .println("wrote " + rows.length + " spectra x " + axis[0].length + " points to " + out);
    return 0;
  }
}
