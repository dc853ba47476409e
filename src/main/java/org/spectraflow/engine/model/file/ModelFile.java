package org.spectraflow.engine.model.file;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.model.FittedConcat;
import org.spectraflow.engine.model.FittedMerge;
import org.spectraflow.engine.model.FittedNode;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.FittedStep;
import org.spectraflow.engine.model.Provenance;
import org.spectraflow.engine.model.TargetInverse;
import org.spectraflow.engine.model.TrainingRanges;
import org.spectraflow.engine.model.TrainingShape;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.text.UserText;

/**
 * The SpectraFlow model file ({@code .sfmodel}, docs/model-file.md): a zip holding a JSON manifest
 * ({@code manifest.json}) and one little-endian float64 entry per array, no Java serialization.
 * {@link #write} saves a {@link FittedPipeline} atomically; {@link #read} rebuilds it, every fitted
 * transform, the model and the y_processing inverses being the classes the run used, so that it
 * predicts bit for bit what the run predicted. A pipeline holding a step whose state cannot be
 * written yet is refused by name; a damaged file, or one of a newer format version, is refused with
 * one line. Stateless.
 */
public final class ModelFile {

  /** The manifest's {@code format} value. */
  public static final String FORMAT = "spectraflow-model";

  /** The format version this version writes and the newest it reads. */
  public static final int VERSION = 2;

  /** A chain node's {@code node} value for a concat_transform (format version 2). */
  static final String CONCAT = "concat_transform";

  /** A chain node's {@code node} value for the merge of branches (format version 2). */
  static final String MERGE = "merge";

  /** The usual file name extension. */
  public static final String EXTENSION = ".sfmodel";

  /** The manifest's entry name. */
  public static final String MANIFEST = "manifest.json";

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ModelFile() {}

  /**
   * Writes {@code pipeline} with {@code details} to {@code target}, atomically (the previous file
   * stays whole when anything fails).
   *
   * @throws ModelFileException naming the first step, model or inverse that cannot be saved yet
   * @throws java.io.UncheckedIOException when the file cannot be written
   */
  public static void write(Path target, FittedPipeline pipeline, SaveDetails details) {
    ArrayTable arrays = new ArrayTable();
    ObjectNode manifest = manifest(pipeline, details, arrays);
    byte[] text;
    try {
      text = JSON.writeValueAsBytes(manifest);
    } catch (IOException e) {
      throw new ModelFileException("the manifest cannot be written: " + e.getMessage(), e);
    }
    AtomicFiles.write(
        target,
        out -> {
          ZipOutputStream zip = new ZipOutputStream(out);
          zip.putNextEntry(new ZipEntry(MANIFEST));
          zip.write(text);
          zip.closeEntry();
          for (ArrayTable.Entry e : arrays.entries()) {
            zip.putNextEntry(new ZipEntry(e.name()));
            zip.write(ArrayTable.bytes(e.values()));
            zip.closeEntry();
          }
          zip.finish();
        });
  }

  private static ObjectNode manifest(
      FittedPipeline pipeline, SaveDetails details, ArrayTable arrays) {
    ObjectNode m = JSON.createObjectNode();
    m.put("format", FORMAT);
    m.put("format_version", versionFor(pipeline));
    m.put("spectraflow_version", Provenance.currentVersion());
    m.put("created", Instant.now().toString());
    m.put("task", pipeline.classification() ? "classification" : "regression");
    TrainingShape shape = pipeline.shape();
    m.put("precision", precisionName(shape.precision()));
    m.put("features", shape.features());
    double[] axis = shape.wavelengths();
    if (axis.length > 0) {
      m.put("wavelengths", arrays.add(axis));
    } else {
      m.putNull("wavelengths");
    }
    ArrayNode classes = m.putArray("class_names");
    details.classNames().forEach(classes::add);
    ObjectNode prov = m.putObject("provenance");
    Provenance p = pipeline.provenance();
    prov.put("document", p.document());
    prov.put("document_text", details.documentText());
    prov.put("variant", p.variant());
    prov.put("model", p.model());
    prov.put("dataset", p.dataset());
    prov.put("dataset_fingerprint", p.datasetFingerprint());
    prov.put("fitted_by", p.version());
    ObjectNode scores = prov.putObject("scores");
    p.scores().forEach((k, v) -> scores.set(k, StateJson.number(v)));
    TrainingRanges r = details.ranges();
    if (r != null) {
      ObjectNode t = m.putObject("training");
      t.put("samples", r.samples());
      t.put("x_min", arrays.add(r.xMin()));
      t.put("x_max", arrays.add(r.xMax()));
      t.put("y_min", arrays.add(r.yMin()));
      t.put("y_max", arrays.add(r.yMax()));
    } else {
      m.putNull("training");
    }
    writeBody(m, pipeline, arrays);
    if (details.domain() != null) {
      m.set("domain", StateJson.write(details.domain(), arrays));
    } else {
      m.putNull("domain");
    }
    m.set("arrays", arrays.descriptors());
    return m;
  }

  /**
   * Writes {@code pipeline}'s chain ({@code steps}), {@code model} and {@code y_processing} into
   * {@code m}: the top-level pipeline's, or a merged branch model's.
   */
  private static void writeBody(ObjectNode m, FittedPipeline pipeline, ArrayTable arrays) {
    m.set("steps", writeChain(pipeline.steps(), "", arrays));
    Provenance p = pipeline.provenance();
    ObjectNode model = m.putObject("model");
    model.put("name", p.model());
    FittedModel fitted = pipeline.model();
    FittedState modelState = savable("the model " + p.model(), fitted::state);
    if (modelState.texts().containsKey("operator")) {
      String op = modelState.text("operator");
      model.put("operator", op);
      putConfig(model, op, "the model " + p.model());
    }
    model.set("state", StateJson.write(modelState, arrays));
    ArrayNode ys = m.putArray(Keywords.Y_PROCESSING);
    for (TargetInverse inverse : pipeline.targetInverses()) {
      FittedState s = savable("a y_processing step", inverse::state);
      ObjectNode y = ys.addObject();
      if (s.texts().containsKey("operator")) {
        y.put("operator", s.text("operator"));
        putConfig(y, s.text("operator"), "the y_processing " + s.text("operator"));
      }
      y.set("state", StateJson.write(s, arrays));
    }
  }

  /** The nodes of a chain as JSON; {@code prefix} places them for messages (e.g. "branch 2, "). */
  private static ArrayNode writeChain(List<FittedNode> nodes, String prefix, ArrayTable arrays) {
    ArrayNode out = JSON.createArrayNode();
    int i = 0;
    for (FittedNode node : nodes) {
      String where = prefix + "step " + (++i) + " (" + node.operator() + ")";
      out.add(writeNode(node, where, arrays));
    }
    return out;
  }

  private static ObjectNode writeNode(FittedNode node, String where, ArrayTable arrays) {
    ObjectNode s = JSON.createObjectNode();
    switch (node) {
      case FittedStep step -> {
        s.put("operator", step.operator());
        putConfig(s, step.operator(), where);
        FittedState state = savable(where, step.fitted()::state);
        savable(
            where,
            () -> {
              StateRestorer.transform(state, OperatorText.operator(step.operator()));
              return state;
            });
        s.set("state", StateJson.write(state, arrays));
      }
      case FittedConcat concat -> {
        s.put("node", CONCAT);
        s.put("operator", concat.operator());
        ArrayNode chains = s.putArray("chains");
        int c = 0;
        for (List<FittedStep> chain : concat.chains()) {
          chains.add(writeChain(List.copyOf(chain), where + ", operation " + (++c) + ", ", arrays));
        }
      }
      case FittedMerge merge -> {
        s.put("node", MERGE);
        s.put("precision", precisionName(merge.precision()));
        ArrayNode features = s.putArray("features");
        int b = 0;
        for (List<FittedNode> chain : merge.features()) {
          features.add(writeChain(chain, where + ", branch " + (++b) + ", ", arrays));
        }
        ArrayNode predictions = s.putArray("predictions");
        for (FittedPipeline model : merge.predictions()) {
          ObjectNode p = predictions.addObject();
          p.put("task", model.classification() ? "classification" : "regression");
          writeBody(p, model, arrays);
        }
      }
    }
    return s;
  }

  /** The format version a pipeline needs: 2 when its chain has concat or merge nodes. */
  static int versionFor(FittedPipeline pipeline) {
    return pipeline.steps().stream().allMatch(n -> n instanceof FittedStep) ? 1 : VERSION;
  }

  private static String precisionName(Precision p) {
    return p == Precision.FLOAT32 ? "float32" : "float64";
  }

  /** Adds the operator's class and parameters, refusing one this version cannot rebuild. */
  private static void putConfig(ObjectNode n, String operator, String where) {
    OperatorText.Parsed parsed;
    try {
      parsed = OperatorText.parse(operator);
      OperatorText.operator(parsed.className(), parsed.params(), operator);
    } catch (RuntimeException e) {
      throw new ModelFileException(where + " cannot be saved yet: " + e.getMessage(), e);
    }
    n.put("class", parsed.className());
    n.set("params", StateJson.params(parsed.params()));
  }

  /** The state {@code s} gives, or the refusal naming {@code where} when it has none yet. */
  private static FittedState savable(String where, java.util.function.Supplier<FittedState> s) {
    try {
      return s.get();
    } catch (UnsupportedOperationException | IllegalArgumentException e) {
      throw new ModelFileException(where + " cannot be saved yet: " + e.getMessage(), e);
    }
  }

  /**
   * Refuses a model path that does not exist, with the same line {@link #read} gives: a command
   * checks it before its other options so that a missing model file is the first error reported.
   *
   * @throws ModelFileException when nothing exists at {@code file}
   */
  public static void requireExists(Path file) {
    if (!Files.exists(file)) {
      throw new ModelFileException(
          "model file not found: " + UserText.show(file) + "; check the path");
    }
  }

  /**
   * Reads the model file {@code file} and rebuilds its fitted pipeline.
   *
   * @throws ModelFileException when the file is missing, not a model file, of a newer format
   *     version, or damaged (the message names the file and the damage)
   */
  public static SavedModel read(Path file) {
    String name = UserText.show(file);
    Map<String, byte[]> entries;
    try {
      byte[] bytes = Files.readAllBytes(file);
      if (bytes.length < 4 || bytes[0] != 0x50 || bytes[1] != 0x4b || bytes[2] != 3) {
        throw new ModelFileException(
            "model file " + name + " is not a SpectraFlow model (not a zip); give a .sfmodel file");
      }
      if (!hasEnd(bytes)) {
        throw damaged(name, "it is truncated (no zip directory at its end)", null);
      }
      entries = entries(new java.io.ByteArrayInputStream(bytes));
    } catch (NoSuchFileException e) {
      throw new ModelFileException("model file not found: " + name + "; check the path");
    } catch (IOException e) {
      if (Files.isDirectory(file)) {
        throw new ModelFileException("model file " + name + " is a folder; give the .sfmodel file");
      }
      throw damaged(name, "not a complete zip (" + e.getMessage() + ")", e);
    }
    byte[] manifestBytes = entries.get(MANIFEST);
    if (manifestBytes == null) {
      throw new ModelFileException(
          entries.isEmpty()
              ? "model file "
                  + name
                  + " is not a SpectraFlow model (not a zip, or empty)"
                  + "; save the model again"
              : "model file " + name + " is damaged: the entry " + MANIFEST + " is missing");
    }
    JsonNode m;
    try {
      m = JSON.readTree(manifestBytes);
    } catch (IOException e) {
      throw damaged(name, "its manifest is not JSON (" + firstLine(e.getMessage()) + ")", e);
    }
    if (m == null || !FORMAT.equals(m.path("format").asText())) {
      throw new ModelFileException(
          "model file "
              + name
              + " is not a SpectraFlow model (its manifest has no format '"
              + FORMAT
              + "')");
    }
    int version = m.path("format_version").asInt(-1);
    if (version > VERSION) {
      throw new ModelFileException(
          "model file "
              + name
              + " has format version "
              + version
              + ", written by SpectraFlow "
              + m.path("spectraflow_version").asText("?")
              + "; this version reads up to format version "
              + VERSION
              + ": update SpectraFlow to read it");
    }
    if (version < 1) {
      throw damaged(name, "its format version is missing or not a positive integer", null);
    }
    try {
      return read(m, ArrayTable.reading(m.get("arrays"), entries), version);
    } catch (ModelFileException e) {
      throw damaged(name, e.getMessage(), e);
    } catch (RuntimeException e) {
      throw damaged(name, String.valueOf(e.getMessage()), e);
    }
  }

  private static ModelFileException damaged(String name, String what, Throwable cause) {
    return new ModelFileException(
        "model file " + name + " is damaged: " + what + "; save the model again", cause);
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }

  /** True when the zip's end-of-central-directory record is within its last 64 KiB + 22. */
  private static boolean hasEnd(byte[] b) {
    for (int i = b.length - 22; i >= Math.max(0, b.length - 65557); i--) {
      if (b[i] == 0x50 && b[i + 1] == 0x4b && b[i + 2] == 0x05 && b[i + 3] == 0x06) {
        return true;
      }
    }
    return false;
  }

  private static Map<String, byte[]> entries(InputStream in) throws IOException {
    Map<String, byte[]> out = new HashMap<>();
    try (ZipInputStream zip = new ZipInputStream(in)) {
      ZipEntry e;
      while ((e = zip.getNextEntry()) != null) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        zip.transferTo(bytes);
        out.put(e.getName(), bytes.toByteArray());
      }
    }
    return out;
  }

  private static SavedModel read(JsonNode m, ArrayTable arrays, int version) {
    Precision precision = Precision.parse(m.path("precision").asText(""));
    int features = m.path("features").asInt(0);
    double[] axis =
        m.path("wavelengths").isTextual()
            ? arrays.vector(m.get("wavelengths").asText())
            : new double[0];
    TrainingShape shape = new TrainingShape(features, axis, precision);
    JsonNode prov = m.path("provenance");
    Map<String, Double> scores = new java.util.LinkedHashMap<>();
    prov.path("scores")
        .fields()
        .forEachRemaining(e -> scores.put(e.getKey(), StateJson.number(e.getValue(), e.getKey())));
    Provenance provenance =
        new Provenance(
            prov.path("document").asText(""),
            prov.path("variant").asText(""),
            m.path("model").path("name").asText(""),
            prov.path("dataset").asText(""),
            prov.path("dataset_fingerprint").asText(""),
            prov.path("fitted_by").asText(""),
            scores);
    FittedPipeline pipeline = readBody(m, arrays, shape, provenance);
    TrainingRanges ranges = null;
    JsonNode t = m.path("training");
    if (t.isObject()) {
      ranges =
          new TrainingRanges(
              t.path("samples").asInt(0),
              arrays.vector(t.path("x_min").asText()),
              arrays.vector(t.path("x_max").asText()),
              arrays.vector(t.path("y_min").asText()),
              arrays.vector(t.path("y_max").asText()));
    }
    List<String> classNames = new ArrayList<>();
    m.path("class_names").forEach(c -> classNames.add(c.asText()));
    FittedState domain =
        m.path("domain").isObject() ? StateJson.read(m.get("domain"), arrays, "domain") : null;
    SaveDetails details =
        new SaveDetails(prov.path("document_text").asText(""), ranges, classNames, domain);
    return new SavedModel(pipeline, version, m.path("spectraflow_version").asText(""), details);
  }

  /** The pipeline {@code m} holds (its task, steps, model and y_processing). */
  private static FittedPipeline readBody(
      JsonNode m, ArrayTable arrays, TrainingShape shape, Provenance provenance) {
    List<FittedNode> steps = readChain(m.path("steps"), "", arrays, shape, provenance);
    JsonNode model = m.path("model");
    FittedState modelState = StateJson.read(model.get("state"), arrays, "the model");
    FittedModel fitted =
        StateRestorer.model(
            modelState,
            model.has("operator")
                ? rebuilt(model, model.get("operator").asText(), "the model")
                : null);
    List<TargetInverse> inverses = new ArrayList<>();
    for (JsonNode y : m.path(Keywords.Y_PROCESSING)) {
      FittedState s = StateJson.read(y.get("state"), arrays, Keywords.Y_PROCESSING);
      inverses.add(
          StateRestorer.inverse(
              s,
              y.has("operator")
                  ? rebuilt(y, y.get("operator").asText(), Keywords.Y_PROCESSING)
                  : null));
    }
    return new FittedPipeline(
        steps,
        fitted,
        inverses,
        shape,
        "classification".equals(m.path("task").asText()),
        provenance);
  }

  private static List<FittedNode> readChain(
      JsonNode chain, String prefix, ArrayTable arrays, TrainingShape shape, Provenance p) {
    List<FittedNode> out = new ArrayList<>();
    int i = 0;
    for (JsonNode s : chain) {
      out.add(readNode(s, prefix + "step " + ++i, arrays, shape, p));
    }
    return out;
  }

  private static FittedNode readNode(
      JsonNode s, String where, ArrayTable arrays, TrainingShape shape, Provenance p) {
    String kind = s.path("node").asText("step");
    switch (kind) {
      case "step" -> {
        String operator = s.path("operator").asText("");
        FittedState state = StateJson.read(s.get("state"), arrays, where);
        return new FittedStep(
            operator, StateRestorer.transform(state, rebuilt(s, operator, where)));
      }
      case CONCAT -> {
        List<List<FittedStep>> chains = new ArrayList<>();
        int c = 0;
        for (JsonNode chain : s.path("chains")) {
          List<FittedStep> steps = new ArrayList<>();
          for (FittedNode n :
              readChain(chain, where + ", operation " + ++c + ", ", arrays, shape, p)) {
            if (!(n instanceof FittedStep step)) {
              throw new ModelFileException(where + ": a concat_transform holds only transforms");
            }
            steps.add(step);
          }
          chains.add(steps);
        }
        return new FittedConcat(s.path("operator").asText(CONCAT), chains);
      }
      case MERGE -> {
        List<List<FittedNode>> features = new ArrayList<>();
        int b = 0;
        for (JsonNode chain : s.path("features")) {
          features.add(readChain(chain, where + ", branch " + ++b + ", ", arrays, shape, p));
        }
        List<FittedPipeline> models = new ArrayList<>();
        for (JsonNode model : s.path("predictions")) {
          Provenance named =
              new Provenance(
                  p.document(),
                  p.variant(),
                  model.path("model").path("name").asText(""),
                  p.dataset(),
                  p.datasetFingerprint(),
                  p.version(),
                  Map.of());
          models.add(readBody(model, arrays, shape, named));
        }
        return new FittedMerge(features, models, Precision.parse(s.path("precision").asText("")));
      }
      default ->
          throw new ModelFileException(
              where + " is a node of kind '" + kind + "' this version does not know");
    }
  }

  /** The operator of an entry: its class and parameters, checked to render {@code operator}. */
  private static ConfiguredOperator rebuilt(JsonNode entry, String operator, String where) {
    if (!entry.path("class").isTextual()) {
      throw new ModelFileException(where + " has no operator class");
    }
    Map<String, Object> params = StateJson.params(entry.get("params"), where);
    return OperatorText.operator(entry.get("class").asText(), params, operator);
  }
}
