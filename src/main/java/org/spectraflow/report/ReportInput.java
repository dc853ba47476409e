package org.spectraflow.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * What an HTML report shows: a run report as its JSON tree (the {@code run --report} file, or the
 * studio's run written the same way) and the pipeline document's JSON text when known (a report
 * written by {@code run --report} carries it under {@code document}).
 *
 * @param report the run report's JSON tree; has {@code variants} and {@code steps} arrays
 * @param document the pipeline document as JSON text, or null when not known
 * @param source where the report came from (a file name), shown in the page's header
 */
public record ReportInput(JsonNode report, String document, String source) {

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * Checks the tree is a run report.
   *
   * @throws IllegalArgumentException naming what is missing
   */
  public ReportInput {
    Objects.requireNonNull(report, "report");
    Objects.requireNonNull(source, "source");
    for (String field : new String[] {"variants", "steps"}) {
      if (!report.path(field).isArray()) {
        throw new IllegalArgumentException(
            source
                + " is not a run report: it has no \""
                + field
                + "\" list; write one with 'run --report <out.json>'");
      }
    }
    if (document == null && report.path("document").isObject()) {
      document = report.get("document").toPrettyString();
    }
  }

  /**
   * Reads a run report file ({@code run --report}).
   *
   * @throws IllegalArgumentException naming the file and what is wrong (missing, not JSON, not a
   *     run report)
   */
  public static ReportInput read(Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException(
          "run report " + file + " does not exist; write one with 'run --report <out.json>'", e);
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "cannot read run report " + file + ": " + e.getMessage(), e);
    }
    JsonNode tree;
    try {
      tree = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          "run report "
              + file
              + " is not JSON (line "
              + e.getLocation().getLineNr()
              + ", column "
              + e.getLocation().getColumnNr()
              + "); write one with 'run --report <out.json>'",
          e);
    }
    if (tree == null || !tree.isObject()) {
      throw new IllegalArgumentException(
          "run report " + file + " is not a JSON object; write one with 'run --report <out.json>'");
    }
    return new ReportInput(tree, null, file.getFileName().toString());
  }
}
