package org.spectraflow.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.spectraflow.engine.data.builder.BuildPlan;
import org.spectraflow.engine.data.builder.BuildRequest;
import org.spectraflow.engine.data.builder.DatasetFolderWriter;
import org.spectraflow.engine.data.builder.DatasetPlanner;
import org.spectraflow.engine.data.builder.DatasetSplit;
import org.spectraflow.engine.data.builder.SplitChoice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code build-dataset FILE... --reference REF --id-column C --target COL --out DIR}: matches
 * spectra files to a reference table's sample ids, prints the plan (matched count, the first
 * unmatched files, ids and duplicates) and writes a nirs4all dataset folder atomically after the
 * chosen split; {@code --dry-run} stops after the plan (docs/formats.md, "Building a dataset").
 */
@Command(
    name = "build-dataset",
    mixinStandardHelpOptions = true,
    description =
        "Build a nirs4all dataset folder from spectra files and a reference table of sample ids.")
public final class BuildDatasetCommand implements Callable<Integer> {

  /** How many unmatched files and ids the plan lists. */
  private static final int LISTED = 10;

  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "The spectra files.")
  List<Path> files;

  @Option(
      names = "--reference",
      required = true,
      paramLabel = "REF",
      description = "The reference table (CSV or xlsx) with a header row.")
  Path reference;

  @Option(
      names = "--id-column",
      required = true,
      paramLabel = "C",
      description =
          "The reference column of sample ids, matched to file names without extension or to"
              + " spectrum titles (case-insensitive).")
  String idColumn;

  @Option(
      names = "--target",
      required = true,
      arity = "1..*",
      paramLabel = "COL",
      description = "The target column(s), written to Ycal/Yval.")
  List<String> targets;

  @Option(
      names = "--metadata",
      arity = "1..*",
      paramLabel = "COL",
      description = "Metadata columns, written with the id to Mcal/Mval.")
  List<String> metadata = new ArrayList<>();

  @Option(
      names = "--split",
      paramLabel = "KIND",
      defaultValue = "kennard-stone",
      description = "kennard-stone (default), spxy, random or column:NAME (train/test cells).")
  String split;

  @Option(
      names = "--test-fraction",
      paramLabel = "F",
      defaultValue = "0.25",
      description = "The validation fraction for kennard-stone, spxy and random (default 0.25).")
  double testFraction;

  @Option(
      names = "--seed",
      paramLabel = "N",
      defaultValue = "0",
      description = "The random split's seed, 0 to 4294967295 (default 0).")
  long seed;

  @Option(
      names = "--resample",
      description =
          "Interpolate spectra on another x axis onto the first spectrum's (default: refuse).")
  boolean resample;

  @Option(names = "--out", required = true, paramLabel = "DIR", description = "The folder.")
  Path out;

  @Option(names = "--force", description = "Replace an existing non-empty output folder.")
  boolean force;

  @Option(names = "--dry-run", description = "Print the plan and write nothing.")
  boolean dryRun;

  @Override
  public Integer call() {
    if (seed < 0 || seed > 0xffffffffL) {
      throw new IllegalArgumentException("--seed: " + seed + " must be between 0 and 4294967295");
    }
    BuildRequest request =
        new BuildRequest(
            files,
            reference,
            idColumn,
            targets,
            metadata,
            SplitChoice.parse(split, testFraction, seed),
            resample);
    DatasetFolderWriter.check(request, out, force);
    BuildPlan plan = DatasetPlanner.standard().plan(request);
    var stdout = spec.commandLine().getOut();
    stdout.print(plan.describe(LISTED));
    if (dryRun) {
      stdout.println("dry run: nothing written");
      stdout.flush();
      return 0;
    }
    DatasetSplit parts = DatasetFolderWriter.write(plan, out, force);
    stdout.println(
        "wrote "
            + out
            + ": "
            + parts.train().length
            + " calibration and "
            + parts.test().length
            + " validation samples");
    stdout.flush();
    return 0;
  }
}
