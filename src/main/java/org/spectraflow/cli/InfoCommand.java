package org.spectraflow.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.spectraflow.engine.data.DatasetSummary;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.data.formats.SpectraFileSummary;
import org.spectraflow.engine.data.formats.SpectraFormat;
import org.spectraflow.engine.data.formats.archive.ZipFormat;
import org.spectraflow.engine.data.read.DatasetReader;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.DemoReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code info <dataset-folder | spectra-file | demo>}: prints a dataset's summary as JSON (per
 * source samples and features, partition sizes, target kind and shape, precision, exact bytes); for
 * an instrument or array file (JCAMP-DX, SPC, OPUS, xlsx, mat, npy/npz) the file's own description
 * instead: format, spectra, points, x ends and units, metadata (docs/formats.md).
 */
@Command(
    name = "info",
    mixinStandardHelpOptions = true,
    description =
        "Describe a dataset folder, a spectra file (JCAMP-DX, SPC, OPUS, xlsx, mat, npy, npz)"
            + " or the built-in 'demo' data as JSON.")
public final class InfoCommand implements Callable<Integer> {

  private static final ObjectMapper JSON =
      JsonMapper.builder()
          .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .build();

  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "DATASET",
      description =
          "A nirs4all dataset folder (Xcal/Ycal, Xtrain/Ytrain, ...), a spectra file or 'demo'.")
  String dataset;

  @Option(
      names = "--precision",
      defaultValue = "float32",
      description = "Storage precision: float32 (default, as nirs4all) or float64.")
  String precision;

  @Option(names = "--reader", paramLabel = "<id>", description = DataReading.READER_HELP)
  String reader;

  @Option(
      names = "--readers",
      description = "List the dataset readers (id, what they read, options) as JSON instead.")
  boolean readers;

  @Option(
      names = "--size",
      defaultValue = "quick",
      description = "Demo only: quick (120 x 256, default, as the studio) or memory (5000 x 2000).")
  String size;

  @Option(names = "--samples", description = "Demo only: spectra (overrides --size).")
  Integer samples;

  @Option(
      names = "--wavelengths",
      description = "Demo only: points from 1000 to 2500 nm (overrides --size).")
  Integer wavelengths;

  @Option(names = "--seed", defaultValue = "42", description = "Demo only: random seed.")
  long seed;

  @Override
  public Integer call() throws JsonProcessingException {
    if (readers) {
      print(ReaderListing.of(DatasetReaders.standard()));
      return 0;
    }
    if (dataset == null) {
      throw new ParameterException(spec.commandLine(), "Missing required parameter: 'DATASET'");
    }
    if (samples != null) {
      OptionRange.require("--samples", samples);
    }
    if (wavelengths != null) {
      OptionRange.require("--wavelengths", wavelengths);
    }
    DemoSize named = DemoSize.parse(size);
    SyntheticNirs demo =
        named
            .synthetic(Precision.parse(precision))
            .withSamples(samples == null ? named.samples() : samples)
            .withWavelengths(wavelengths == null ? named.wavelengths() : wavelengths)
            .withSeed(seed);
    Map<String, String> demoOptions =
        Map.of(
            DemoReader.SAMPLES, Integer.toString(demo.samples()),
            DemoReader.WAVELENGTHS, Integer.toString(demo.wavelengths()),
            DemoReader.SEED, Long.toString(demo.seed()));
    DatasetReader chosen = DatasetReaders.standard().choose(reader, dataset);
    if (chosen instanceof SpectraFormat format
        && !(format instanceof ZipFormat && ZipFormat.holdsFolder(Path.of(dataset)))) {
      Path file = Path.of(dataset);
      print(SpectraFileSummary.of(dataset, format.id(), format.parse(file)));
      return 0;
    }
    boolean isDemo = chosen.id().equals(DemoReader.ID);
    DatasetSummary summary =
        DatasetSummary.of(
            DataReading.read(dataset, reader, isDemo ? demoOptions : Map.of(), demo.precision()));
    print(summary);
    return 0;
  }

  private void print(Object value) throws JsonProcessingException {
    spec.commandLine().getOut().println(JSON.writeValueAsString(value));
    spec.commandLine().getOut().flush();
  }
}
