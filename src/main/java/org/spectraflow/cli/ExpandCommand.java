package org.spectraflow.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.pipeline.StepShapes;
import org.spectraflow.engine.run.check.PipelineWarnings;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code expand <document> --count | --list}: the number of variants of a pipeline document, or one
 * JSON line per variant ({@code {"index":..,"name":..,"pipeline":[..]}}) in expansion order.
 */
@Command(
    name = "expand",
    mixinStandardHelpOptions = true,
    description = "Count or list the variants a nirs4all pipeline document expands to.")
final class ExpandCommand implements Callable<Integer> {

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "<document>",
      description = "pipeline file (.json, .yaml, .yml)")
  Path document;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Mode mode;

  @Option(
      names = "--max-variants",
      paramLabel = "N",
      defaultValue = "10000",
      description =
          "refuse to list more than N variants; --count enumerates at most N to apply"
              + " constraints, else prints 'at most' (default: ${DEFAULT-VALUE})")
  long maxVariants;

  /** What to print. */
  static final class Mode {
    @Option(names = "--count", required = true, description = "print the number of variants")
    boolean count;

    @Option(names = "--list", required = true, description = "print one JSON line per variant")
    boolean list;
  }

  @Override
  public Integer call() {
    document = CommandInputs.document(document);
    OptionRange.require("--max-variants", maxVariants);
    PipelineDocument doc = PipelineReader.read(document);
    StepShapes.requireKnownKeys(doc);
    PipelineWarnings.of(doc).forEach(spec.commandLine().getErr()::println);
    PrintWriter out = spec.commandLine().getOut();
    if (mode.count) {
      out.println(VariantExpansion.runnableCount(doc, maxVariants));
    } else {
      VariantExpansion.standard().expand(doc, maxVariants).forEach(v -> out.println(line(v)));
    }
    out.flush();
    return 0;
  }

  private static String line(Variant v) {
    JsonObject json =
        JsonObject.builder()
            .put("index", JsonValue.integer(v.index()))
            .put("name", JsonValue.string(v.name()))
            .put("config", JsonValue.string(v.configName()))
            .put("pipeline", v.pipeline().stepsJson())
            .build();
    return PipelineWriter.toCompactJson(json);
  }
}
